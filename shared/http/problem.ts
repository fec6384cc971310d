import { DomainError, type QuotaState, type Said, type ValidationIssue } from '#shared/domain/errors.ts';
import type { Language } from '#shared/domain/languages.ts';
import { DEFAULT_LANGUAGE } from '#shared/domain/pricing/result-texts.schema.ts';
import { type Phrase, phrase } from '#shared/domain/problem-phrases.ts';
import { HttpError } from './http-errors.ts';
import { PROBLEM_CATALOGUE, type ProblemCode, type ProblemHeader, problemRow } from './problem-catalogue.ts';
import { problemTexts, render } from './problem-texts.ts';
import { quotaHeaders } from './rate-limit-headers.ts';

export { PROBLEM_CODES, type ProblemCode } from './problem-catalogue.ts';

export interface Problem {
  readonly status: number;
  readonly code: ProblemCode;
  readonly title: string;
  readonly detail: string;
  /** The language of the title, detail and issue texts; the response's Content-Language. */
  readonly language: Language;
  readonly extensions?: Record<string, unknown>;
  readonly headers?: Record<string, string>;
}

/**
 * A refusal in no language: its code, what it says and the facts its headers carry. Every face reads an error
 * through `refusalOf`: REST and MCP render it with `toProblem`, the site's pages in their own words.
 */
export interface Refusal {
  readonly code: ProblemCode;
  readonly status: number;
  readonly said: Said;
  readonly retryAfterSeconds?: number;
  readonly quota?: QuotaState;
  readonly allow?: readonly string[];
}

const INTERNAL: Refusal = {
  code: 'internal-error',
  status: PROBLEM_CATALOGUE['internal-error'].status,
  said: phrase('internal'),
};

/** The service's own errors by their code and words; anything else is the 500, which says nothing of its cause. */
export const refusalOf = (error: unknown): Refusal => {
  if (!(error instanceof DomainError || error instanceof HttpError)) return INTERNAL;
  const { code, said, retryAfterSeconds, quota } = error;
  const allow = error instanceof HttpError ? error.allow : undefined;
  return {
    code,
    status: problemRow(code).status,
    said,
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) }),
    ...(quota === undefined ? {} : { quota }),
    ...(allow === undefined ? {} : { allow }),
  };
};

/** A refused parameter, field or header with its texts in one language. */
export interface IssueTexts {
  readonly location: ValidationIssue['location'];
  readonly name: string;
  readonly expected: string;
  readonly detail: string;
}

/**
 * The issues of a refusal in a language, each parameter, field or header once (the first issue about it), in the
 * order they were found.
 */
export const issueTexts = (issues: readonly ValidationIssue[], language: Language): IssueTexts[] => {
  const seen = new Set<string>();
  return issues.flatMap((issue) => {
    const key = `${issue.location}:${issue.name}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const { location, name } = issue;
    return [{ location, name, expected: render(language, issue.expected), detail: render(language, issue.detail) }];
  });
};

const isIssues = (said: Said): said is readonly ValidationIssue[] => Array.isArray(said);

/** The issues a refusal lists, or none. */
export const refusedIssues = (error: unknown): readonly ValidationIssue[] => {
  const { said } = refusalOf(error);
  return isIssues(said) ? said : [];
};

/**
 * The texts of each refused field of a malformed or unusable request, by name, in a language: what the site shows
 * next to a field (the same words as the API's `errors`). Empty for any other error.
 */
export const refusedFields = (
  error: unknown,
  language: Language,
): ReadonlyMap<string, { readonly expected: string; readonly detail: string }> =>
  new Map(issueTexts(refusedIssues(error), language).map(({ name, expected, detail }) => [name, { expected, detail }]));

const issueFields = (issues: readonly IssueTexts[]) => {
  const describe = (issue: IssueTexts) => ({
    ...(issue.location === 'body' ? { field: issue.name } : { parameter: issue.name }),
    ...(issue.location === 'header' ? { header: issue.name } : {}),
    expected: issue.expected,
    detail: issue.detail,
  });
  const [first] = issues;
  if (!first) return {};
  const { detail: _detail, ...top } = describe(first);
  return issues.length > 1 ? { ...top, errors: issues.map(describe) } : top;
};

/** The value of each header a row names, from the refusal's facts. */
const headerValue: { readonly [H in ProblemHeader]: (refusal: Refusal) => string | undefined } = {
  'Retry-After': (refusal) => (refusal.retryAfterSeconds === undefined ? undefined : String(refusal.retryAfterSeconds)),
  RateLimit: (refusal) => (refusal.quota ? quotaHeaders(refusal.quota).RateLimit : undefined),
  'RateLimit-Policy': (refusal) => (refusal.quota ? quotaHeaders(refusal.quota)['RateLimit-Policy'] : undefined),
  'WWW-Authenticate': () => 'Bearer',
  Allow: (refusal) => refusal.allow?.join(', '),
};

const isPhrase = (value: Phrase | string): value is Phrase => typeof value !== 'string';

/**
 * The one mapping from errors to HTTP problems, in the caller's language (Spanish unless told), from the catalogue's
 * row of the error's code. The `type` URI is the same in every language.
 */
export const toProblem = (error: unknown, language: Language = DEFAULT_LANGUAGE): Problem => {
  const refusal = refusalOf(error);
  const { code, status, said } = refusal;
  const row = problemRow(code);
  const issues = isIssues(said) ? issueTexts(said, language) : undefined;
  const detail = issues ? issues.map((issue) => issue.detail).join(' ') : render(language, said as Phrase);
  const fixed = row.extensions === undefined || row.extensions === 'issues' ? undefined : row.extensions;
  const extensions = issues
    ? issueFields(issues)
    : fixed &&
      Object.fromEntries(
        Object.entries(fixed).map(([name, value]) => [name, isPhrase(value) ? render(language, value) : value]),
      );
  const headers = Object.fromEntries(
    (row.headers ?? []).flatMap((name) => {
      const value = headerValue[name](refusal);
      return value === undefined ? [] : [[name, value]];
    }),
  );
  return {
    status,
    code,
    title: problemTexts(language).titles[code],
    detail,
    ...(extensions ? { extensions } : {}),
    language,
    headers: { ...headers, 'Content-Language': language },
  };
};

export interface ProblemContext {
  readonly siteBaseUrl: string;
  readonly requestId: string;
  readonly instance?: string;
}

export const problemBody = (problem: Problem, context: ProblemContext) => ({
  type: new URL(`/developers/errors#${problem.code}`, context.siteBaseUrl).href,
  title: problem.title,
  status: problem.status,
  detail: problem.detail,
  ...(context.instance ? { instance: context.instance } : {}),
  requestId: context.requestId,
  ...problem.extensions,
});
