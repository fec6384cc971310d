import { createHash } from 'node:crypto';
import * as z from 'zod';
import type { CountryRules } from './rules.schema.ts';

/** A page or feed where a country's next instrument will appear, as its country file names it. */
export interface WatchedSource {
  readonly country: string;
  readonly url: string;
  /** What appears there, in English: the text the upkeep reads next. */
  readonly what: string;
  /** A regular expression (case-insensitive) whose matches in the page's text are the part watched. */
  readonly match?: string;
}

/** Every page the country files name, in the files' order. */
export const watchedSources = (rules: readonly CountryRules[]): WatchedSource[] =>
  rules.flatMap((country) => (country.watch ?? []).map((page) => ({ country: country.code, ...page })));

export const sourceFingerprintSchema = z
  .object({
    url: z.url(),
    /** `sha256:` of the part watched: the matches of the source's expression, or the whole page. */
    hash: z.string().regex(/^sha256:[0-9a-f]{64}$/),
    etag: z.string().min(1).optional(),
    lastModified: z.string().min(1).optional(),
    /** When the page was last read, and when the part watched last changed (RFC 3339). */
    checkedAt: z.iso.datetime(),
    changedAt: z.iso.datetime(),
  })
  .strict();

export type SourceFingerprint = z.infer<typeof sourceFingerprintSchema>;

/** Where the fingerprints are kept between runs. */
export interface SourceFingerprints {
  get(url: string): Promise<SourceFingerprint | undefined>;
  put(fingerprint: SourceFingerprint): Promise<void>;
}

/** A page read again: unchanged by its validators (304), or its body with its type and validators. */
export type ReadPage =
  | { readonly status: 'not-modified' }
  | {
      readonly status: 'read';
      readonly body: Uint8Array;
      readonly contentType?: string;
      readonly etag?: string;
      readonly lastModified?: string;
    };

/** Reads a page, conditionally on what it said of its version last time; throws when it cannot be read. */
export type PageReader = (
  url: string,
  known: { readonly etag?: string; readonly lastModified?: string },
) => Promise<ReadPage>;

export type SourceStatus = 'first-seen' | 'unchanged' | 'changed' | 'unreadable';

export interface SourceOutcome {
  readonly source: WatchedSource;
  readonly status: SourceStatus;
  /** Why an unreadable page could not be read. */
  readonly error?: string;
}

const sha256 = (data: string | Uint8Array): string => `sha256:${createHash('sha256').update(data).digest('hex')}`;

const isText = (contentType: string | undefined): boolean =>
  contentType === undefined || /^(?:text\/|application\/(?:[\w.+-]*\+)?(?:xml|json|xhtml)\b)/i.test(contentType);

/**
 * A page's text as a reader sees it, one line per run of text between tags: without scripts, styles, comments and
 * runs of white space, so that an expression matches inside a headline or a link and never runs on into the next.
 */
const visibleLines = (markup: string): string[] =>
  markup
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '\n')
    .replace(/<!--[\s\S]*?-->/g, '\n')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&nbsp;|&#160;/g, ' ')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');

/**
 * The fingerprint of the part of a page that matters: with an expression, the distinct matches in its visible text
 * (a new title or link that names the next instrument changes it; a new date in the footer does not); without one,
 * the visible text of a text page or the bytes of any other document (a PDF, a workbook).
 */
export const fingerprintOf = (page: Extract<ReadPage, { status: 'read' }>, match?: string): string => {
  if (!isText(page.contentType)) return sha256(page.body);
  const lines = visibleLines(new TextDecoder().decode(page.body));
  if (match === undefined) return sha256(lines.join('\n'));
  const expression = new RegExp(match, 'giu');
  const found = new Set(
    lines.flatMap((line) => Array.from(line.matchAll(expression), ([whole]) => whole.toLowerCase())),
  );
  return sha256([...found].sort().join('\n'));
};

/** Pages read at once: enough to finish in seconds, few enough to be polite to one authority's server. */
const AT_ONCE = 4;

export interface WatchInput {
  readonly sources: readonly WatchedSource[];
  readonly fingerprints: SourceFingerprints;
  readonly read: PageReader;
  readonly now: Date;
}

/** One page: read it (conditionally), compare the part that matters with the fingerprint kept, keep the new one. */
const watchOne = async (source: WatchedSource, { fingerprints, read, now }: WatchInput): Promise<SourceOutcome> => {
  const kept = await fingerprints.get(source.url);
  const known = kept === undefined ? {} : { etag: kept.etag, lastModified: kept.lastModified };
  let page: ReadPage;
  try {
    page = await read(source.url, known);
  } catch (error) {
    return { source, status: 'unreadable', error: error instanceof Error ? error.message : String(error) };
  }
  const checkedAt = now.toISOString();
  if (page.status === 'not-modified' && kept !== undefined) {
    await fingerprints.put({ ...kept, checkedAt });
    return { source, status: 'unchanged' };
  }
  if (page.status === 'not-modified') {
    return { source, status: 'unreadable', error: `${source.url}: answered 304 to a request with no validators` };
  }
  const hash = fingerprintOf(page, source.match);
  const status: SourceStatus = kept === undefined ? 'first-seen' : kept.hash === hash ? 'unchanged' : 'changed';
  await fingerprints.put({
    url: source.url,
    hash,
    ...(page.etag === undefined ? {} : { etag: page.etag }),
    ...(page.lastModified === undefined ? {} : { lastModified: page.lastModified }),
    checkedAt,
    changedAt: status === 'unchanged' && kept !== undefined ? kept.changedAt : checkedAt,
  });
  return { source, status };
};

/**
 * One run of the watch over the sources, a few pages at a time, in the sources' order: each page read again and the
 * part that matters compared with the fingerprint kept from the last run. A page seen for the first time is only
 * fingerprinted; a page that cannot be read is reported and keeps its fingerprint; a failing store fails the run.
 */
export const watchSources = async (input: WatchInput): Promise<SourceOutcome[]> => {
  const outcomes: SourceOutcome[] = new Array(input.sources.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < input.sources.length; index = next++) {
      outcomes[index] = await watchOne(input.sources[index] as WatchedSource, input);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, input.sources.length) }, worker));
  return outcomes;
};

/** How many pages changed and how many could not be read: the metrics the alarms read. */
export const watchCounts = (outcomes: readonly SourceOutcome[]) => ({
  changed: outcomes.filter((outcome) => outcome.status === 'changed').length,
  unreadable: outcomes.filter((outcome) => outcome.status === 'unreadable').length,
});
