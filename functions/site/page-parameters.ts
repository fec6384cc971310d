import { ESTIMATE_FIELDS } from '#shared/operations/estimate/estimate.schema.ts';
import { PALLET_FIELDS } from './models/estimate-page.ts';
import type { SitePagePath } from './page-table.tsx';
import { ROUTE_FIELDS } from './route-port.ts';

/**
 * The query parameters each page reads, by catalogue path: its form's fields. A page not named here reads none.
 *
 * Any other parameter is ignored, as if it had not been sent: the page is the page without it (same body, same
 * Cache-Control), not a redirect. CloudFront keys each page's cache on these parameters alone and forwards no other
 * (`infra/aws/edge-distribution.ts`), so `/?r=<random>` is the cached home page and never reaches the function; a
 * redirect to the URL without the parameter, kept in a cache keyed without it, would send the canonical URL to
 * itself.
 */
export const PAGE_PARAMETERS = {
  // The API's parameters, and the pallet counts the page turns into metres.
  '/estimate': [...ESTIMATE_FIELDS, ...PALLET_FIELDS],
  '/driving-bans/route': ROUTE_FIELDS,
  '/driving-bans': ['date'],
} as const satisfies Partial<Record<SitePagePath, readonly string[]>>;

const byPath: ReadonlyMap<string, readonly string[]> = new Map(Object.entries(PAGE_PARAMETERS));

/** The parameters a catalogue path reads (none for a path with no page, or a page without a form). */
export const parametersOf = (path: string): readonly string[] => byPath.get(path) ?? [];

/** A name of a query string's `name=value` part, as a form writes it (`+` for a space, percent-encoded). */
const nameOf = (part: string): string | undefined => {
  const name = part.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return undefined;
  }
};

/**
 * A request's query reduced to the page's own parameters: the parsed values, and the query string as sent with only
 * those parts (a parameter given twice stays twice, and is refused as such).
 */
export const ownQuery = (
  parameters: readonly string[],
  query: Readonly<Record<string, string | undefined>>,
  rawQueryString: string | undefined,
): { query: Record<string, string | undefined>; rawQueryString?: string } => {
  const own = new Set(parameters);
  const kept = Object.fromEntries(Object.entries(query).filter(([name]) => own.has(name)));
  if (rawQueryString === undefined) return { query: kept };
  const parts = rawQueryString.split('&').filter((part) => {
    const name = nameOf(part);
    return name !== undefined && own.has(name);
  });
  return { query: kept, rawQueryString: parts.join('&') };
};
