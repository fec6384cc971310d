import type { ZodError, ZodType } from 'zod';
import * as z from 'zod';
import { decimalNotation } from '#shared/domain/decimal-notation.ts';
import {
  type IssueLocation,
  MalformedRequestError,
  UnusableRequestError,
  type ValidationIssue,
} from '#shared/domain/errors.ts';
import { type Phrase, phrase } from '#shared/domain/problem-phrases.ts';

type Shape = Record<string, ZodType>;

/**
 * The one form of a number sent as text, on every face and every numeric input: digits, optionally a point and more
 * digits (2, 2.5). No sign, exponent, hexadecimal or spaces: what the API accepts is what it documents.
 */
export const DECIMAL_TEXT = /^\d+(\.\d+)?$/;

/**
 * A JSON number (an MCP argument) read by the same grammar: written in decimal notation, it must be a DECIMAL_TEXT.
 * So no sign: -1 and -0 are refused as not in the accepted form, as `metros=-1` and `metros=-0` are on REST and the
 * site, rather than priced or told as out of range.
 */
export const DECIMAL_NUMBER = z.number().refine((value) => DECIMAL_TEXT.test(decimalNotation(value)));

/** The accepted form of each parameter or field of a shape, rendered in the caller's language in a refusal. */
export type ExpectedPhrases<S extends Shape> = { readonly [K in keyof S]: Phrase };

/** JSON pointer (RFC 6901) of a zod issue path, for body fields. */
const pointer = (path: readonly PropertyKey[]) =>
  `/${path.map((part) => String(part).replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;

/**
 * A refinement's own account of what is wrong, as a phrase: a schema adds it as a custom issue's `params`
 * (`refusal(...)`), and the refusal says it instead of "not in the accepted form".
 */
const phraseOf = (issue: z.core.$ZodIssue): Phrase | undefined =>
  issue.code === 'custom' ? (issue.params as { phrase?: Phrase } | undefined)?.phrase : undefined;

/** A custom zod issue that says its phrase in the refusal. */
export const refusal = (said: Phrase, message: string) => ({
  code: 'custom' as const,
  message,
  params: { phrase: said },
});

/**
 * Most unknown inputs a refusal names, as the MCP tools do: the last one named says how many more there were, so a
 * request with hundreds of unknown parameters gets an answer of a few lines.
 */
export const MAX_UNKNOWN_NAMED = 5;

/** Longest quoted value a refusal repeats back. */
const MAX_QUOTED_CHARS = 40;

const shortened = (text: string) => (text.length > MAX_QUOTED_CHARS ? `${text.slice(0, MAX_QUOTED_CHARS)}…` : text);

const quoted = (value: unknown) =>
  typeof value === 'string' && value !== ''
    ? value.length > MAX_QUOTED_CHARS
      ? `${value.slice(0, MAX_QUOTED_CHARS)}…`
      : value
    : undefined;

/**
 * The issues of a failed parse, one per parameter or field (the most telling: a refinement's own phrase before
 * "not in the accepted form"), each with its accepted form.
 */
export const issuesFromZod = <S extends Shape>(
  error: ZodError,
  location: IssueLocation,
  shape: S,
  expected: ExpectedPhrases<S>,
  input: Readonly<Record<string, unknown>>,
): ValidationIssue[] => {
  const byName = new Map<string, ValidationIssue>();
  const add = (issue: ValidationIssue, telling: boolean) => {
    if (!byName.has(issue.name) || telling) byName.set(issue.name, issue);
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      const named = issue.keys.slice(0, MAX_UNKNOWN_NAMED);
      const more = issue.keys.length - named.length;
      for (const [index, key] of named.entries()) {
        const name = shortened(location === 'body' ? pointer([...issue.path, key]) : key);
        const accepted =
          location === 'body' ? phrase('expectNoAdditional') : phrase('expectOneOf', { names: Object.keys(shape) });
        const detail =
          more > 0 && index === named.length - 1
            ? phrase('unknownAndMore', { location, name, more })
            : phrase('unknown', { location, name });
        add({ location, name, expected: accepted, detail }, false);
      }
      continue;
    }
    const top = issue.path[0] === undefined ? undefined : String(issue.path[0]);
    const name = location === 'body' ? pointer(issue.path) : (top ?? '');
    const accepted = (top !== undefined ? expected[top] : undefined) ?? phrase('expectJsonObject');
    const own = phraseOf(issue);
    const value = top === undefined ? undefined : input[top];
    const detail =
      own ??
      (value === undefined
        ? phrase('required', { location, name })
        : phrase('invalid', location === 'body' ? { location, name } : { location, name, value: quoted(value) }));
    if (byName.has(name) && own === undefined) continue;
    add({ location, name, expected: accepted, detail }, own !== undefined);
  }
  return [...byName.values()];
};

/**
 * Query parameters given more than once. API Gateway joins repeats with commas, so `metros=2&metros=3` reaches the
 * handler as "2,3": read from the raw query string, a repeat is named as such instead of as a malformed value.
 */
const repeatedParameters = (rawQueryString: string | undefined, names: readonly string[]): string[] => {
  if (!rawQueryString) return [];
  const counts = new Map<string, number>();
  for (const key of new URLSearchParams(rawQueryString).keys()) counts.set(key, (counts.get(key) ?? 0) + 1);
  return names.filter((name) => (counts.get(name) ?? 0) > 1);
};

export interface QueryOptions {
  /** The request's query string as sent, to tell a repeated parameter from a malformed one. */
  readonly rawQueryString?: string | undefined;
  /** Parameters that take comma-separated lists, where a repeat adds to the list instead of being refused. */
  readonly lists?: readonly string[];
}

/**
 * Parses query parameters against a strict schema of their *form*. Anything that fails here is malformed
 * (400): missing, unknown, repeated or not in the accepted format, every parameter at fault at once and each once.
 * Range and meaning are checked afterwards and answer 422.
 */
export const parseQuery = <S extends Shape>(
  shape: S,
  query: Record<string, string | undefined> | undefined,
  expected: ExpectedPhrases<S>,
  options: QueryOptions = {},
) => {
  const given = query ?? {};
  const lists = new Set(options.lists ?? []);
  const repeated = repeatedParameters(
    options.rawQueryString,
    Object.keys(shape).filter((name) => !lists.has(name)),
  );
  const result = z.strictObject(shape).safeParse(given);
  const found = result.success ? [] : issuesFromZod(result.error, 'query', shape, expected, given);
  if (repeated.length === 0 && result.success) return result.data;
  const repeats: ValidationIssue[] = repeated.map((name) => ({
    location: 'query',
    name,
    expected: expected[name] ?? phrase('expectOnce'),
    detail: phrase('repeated', { location: 'query', name }),
  }));
  const issues = [...repeats, ...found.filter((issue) => !repeated.includes(issue.name))];
  throw new MalformedRequestError(issues);
};

/** Parses a JSON body against its schema; a violation is a well-formed but unusable request (422). */
export const parseBody = <S extends Shape>(shape: S, body: unknown, expected: ExpectedPhrases<S>) => {
  const result = z.strictObject(shape).safeParse(body);
  if (result.success) return result.data;
  const input = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  throw new UnusableRequestError(issuesFromZod(result.error, 'body', shape, expected, input));
};
