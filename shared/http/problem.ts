import {
  DomainError,
  type DomainErrorCode,
  MalformedRequestError,
  PriceUnavailableError,
  QuotaExceededError,
  ResultExpiredError,
  UnauthenticatedError,
  UnusableRequestError,
  type ValidationIssue,
} from '#shared/domain/errors.ts';
import type { Language } from '#shared/domain/languages.ts';
import { FuelPriceStaleError, FuelPriceUnavailableError, NoValidTariffError } from '#shared/domain/pricing/errors.ts';
import { DEFAULT_LANGUAGE } from '#shared/domain/pricing/result-texts.schema.ts';
import { type Phrase, phrase } from '#shared/domain/problem-phrases.ts';
import {
  HttpError,
  type HttpErrorCode,
  PayloadTooLargeError,
  ResponseTooLargeError,
  UnsupportedMediaTypeError,
  UriTooLongError,
} from './http-errors.ts';
import { PROBLEM_TEXTS, render } from './problem-texts/problem-texts.ts';
import { quotaHeaders } from './rate-limit-headers.ts';

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

const retryAfter = (seconds: number) => ({ 'Retry-After': String(Math.max(1, Math.ceil(seconds))) });

/**
 * A request whose Idempotency-Key is still being served: a creation takes about a second, so the retry comes back
 * after one and finds the result (or, once the first request is abandoned, takes the key over).
 */
export const IN_FLIGHT_RETRY_AFTER_SECONDS = 1;

/** Store trouble becomes "no current price": clients retry after a short pause. */
export const STORE_RETRY_AFTER_SECONDS = 5;

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

/**
 * The texts of each refused field of a malformed or unusable request, by name, in a language: what the site shows
 * next to a field (the same words as the API's `errors`). Empty for any other error.
 */
export const refusedFields = (
  error: unknown,
  language: Language,
): ReadonlyMap<string, { readonly expected: string; readonly detail: string }> =>
  error instanceof MalformedRequestError || error instanceof UnusableRequestError
    ? new Map(issueTexts(error.issues, language).map(({ name, expected, detail }) => [name, { expected, detail }]))
    : new Map();

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

/**
 * The codes a caller can meet: every error code but the ones answered as a 500 (an operator's tariff file never
 * reaches a request), and the 500's own.
 */
export type ProblemCode = Exclude<ErrorCode, 'invalid-tariff'> | 'internal-error';

/**
 * Every problem `code` the service answers with (here and at the edge), each an anchor of the site's
 * /developers/errors page that the problem's `type` URI points at, in the page's order. A code outside the union
 * fails `satisfies`; a code of the union missing here fails the check below it.
 */
export const PROBLEM_CODES = [
  'malformed-request',
  'unusable-request',
  'unauthenticated',
  'not-found',
  'result-expired',
  'idempotent-result-expired',
  'idempotency-in-flight',
  'idempotency-key-reused',
  'quota-exceeded',
  'price-unavailable',
  'service-unavailable',
  'uri-too-long',
  'unsupported-media-type',
  'not-acceptable',
  'payload-too-large',
  'request-header-fields-too-large',
  'request-timeout',
  'origin-refused',
  'internal-error',
] as const satisfies readonly ProblemCode[];

type UnlistedCode = Exclude<ProblemCode, (typeof PROBLEM_CODES)[number]>;
true satisfies [UnlistedCode] extends [never] ? true : UnlistedCode;

/** A 5xx says nothing internal; the log holds the cause under the same request id. */
const INTERNAL_STATUS = 500;

/** The closed set of error codes the service answers with: each is a `type` URI fragment of its problems. */
export type ErrorCode = DomainErrorCode | HttpErrorCode;

/**
 * The status and title of every error code, in one exhaustive switch: a code added to the set without a status
 * here does not compile.
 */
export const problemTypeOf = (code: ErrorCode): { status: number; title: string } => {
  switch (code) {
    case 'malformed-request':
      return { status: 400, title: 'Malformed request' };
    case 'unauthenticated':
      return { status: 401, title: 'Credential missing or not accepted' };
    case 'origin-refused':
      return { status: 403, title: 'Forbidden' };
    case 'not-found':
      return { status: 404, title: 'Not found' };
    case 'not-acceptable':
      return { status: 406, title: 'Not acceptable' };
    case 'request-timeout':
      return { status: 408, title: 'Request timeout' };
    case 'idempotency-in-flight':
      return { status: 409, title: 'Request in progress' };
    case 'result-expired':
      return { status: 410, title: 'Result expired' };
    case 'idempotent-result-expired':
      return { status: 410, title: 'Result of this key expired' };
    case 'payload-too-large':
      return { status: 413, title: 'Payload too large' };
    case 'request-header-fields-too-large':
      return { status: 431, title: 'Request header fields too large' };
    case 'uri-too-long':
      return { status: 414, title: 'URI too long' };
    case 'unsupported-media-type':
      return { status: 415, title: 'Unsupported media type' };
    case 'unusable-request':
      return { status: 422, title: 'Request cannot be priced' };
    case 'idempotency-key-reused':
      return { status: 422, title: 'Idempotency-Key reused with a different body' };
    case 'quota-exceeded':
      return { status: 429, title: 'Too many requests' };
    // An operator's tariff file never reaches a request: if it did, that is the service's fault.
    case 'invalid-tariff':
      return { status: INTERNAL_STATUS, title: 'Internal error' };
    case 'price-unavailable':
      return { status: 503, title: 'No current price' };
    case 'service-unavailable':
      return { status: 503, title: 'Service temporarily unavailable' };
    default: {
      const unmapped: never = code;
      throw new Error(`error code without a status: ${String(unmapped)}`);
    }
  }
};

/** What an error's problem says in words, in no language yet. */
const detailOf = (error: DomainError | HttpError): Phrase => {
  if (error instanceof UnauthenticatedError) {
    return phrase(error.reason === 'missing' ? 'credentialMissing' : 'credentialRefused');
  }
  if (error instanceof QuotaExceededError) {
    return phrase('quotaExceeded', { limit: error.state.limit, seconds: error.state.windowSeconds });
  }
  if (error instanceof NoValidTariffError) return phrase('noTariff', { date: error.loadingDate });
  if (error instanceof FuelPriceUnavailableError) return phrase('fuelMissing', { week: error.loadingWeek });
  if (error instanceof FuelPriceStaleError) {
    const { latestWeek: week, publishedOn: published, ageDays: age, maxAgeDays: max } = error;
    return phrase('fuelStale', { week, published, age, max });
  }
  if (error instanceof ResultExpiredError)
    return phrase('resultExpired', error.caduca === undefined ? {} : { caduca: error.caduca });
  if (error instanceof ResponseTooLargeError) {
    const megabytes = (value: number) => (value / 1024 / 1024).toFixed(1);
    return phrase('responseTooLarge', {
      megabytes: megabytes(error.bytes),
      limitMegabytes: megabytes(error.limitBytes),
    });
  }
  if (error instanceof PayloadTooLargeError) return phrase('payloadTooLarge', { limit: error.limitBytes });
  if (error instanceof UriTooLongError) return phrase('uriTooLong', { limit: error.limit });
  if (error instanceof UnsupportedMediaTypeError) {
    return phrase(error.reason === 'charset' ? 'charsetNotUtf8' : 'notJsonMediaType');
  }
  switch (error.code) {
    case 'origin-refused':
      return phrase('originRefused');
    case 'not-found':
      return phrase(error instanceof HttpError ? 'routeNotFound' : 'resultNotFound');
    case 'request-timeout':
      return phrase('requestTimeout');
    case 'request-header-fields-too-large':
      return phrase('headersTooLarge');
    case 'idempotency-in-flight':
      return phrase('inFlight');
    case 'idempotent-result-expired':
      return phrase('keyResultExpired');
    case 'idempotency-key-reused':
      return phrase('keyReused');
    case 'service-unavailable':
      return phrase('storeUnavailable');
    case 'price-unavailable':
      return phrase('priceUnavailable');
    default:
      return phrase('internal');
  }
};

/** What some errors add to their problem: the fields at fault, the headers a client needs to act on it. */
const particulars = (
  error: DomainError | HttpError,
  language: Language,
): Pick<Problem, 'detail' | 'extensions' | 'headers'> => {
  if (error instanceof MalformedRequestError || error instanceof UnusableRequestError) {
    const issues = issueTexts(error.issues, language);
    return { detail: issues.map((issue) => issue.detail).join(' '), extensions: issueFields(issues) };
  }
  const detail = render(language, detailOf(error));
  switch (error.code) {
    case 'unauthenticated':
      return { detail, headers: { 'WWW-Authenticate': 'Bearer' } };
    case 'idempotency-key-reused':
      return {
        detail,
        extensions: { parameter: 'Idempotency-Key', expected: render(language, phrase('expectNewKey')) },
      };
    case 'unsupported-media-type':
      return { detail, extensions: { header: 'Content-Type', expected: 'application/json' } };
    case 'service-unavailable':
      return { detail, headers: retryAfter(STORE_RETRY_AFTER_SECONDS) };
    case 'idempotency-in-flight':
      return { detail, headers: retryAfter(IN_FLIGHT_RETRY_AFTER_SECONDS) };
    default:
      break;
  }
  if (error instanceof QuotaExceededError) {
    return { detail, headers: { ...retryAfter(error.state.resetSeconds), ...quotaHeaders(error.state) } };
  }
  if (error instanceof PriceUnavailableError) return { detail, headers: retryAfter(error.retryAfterSeconds) };
  return { detail };
};

/**
 * The one mapping from errors to HTTP problems, in the caller's language (Spanish unless told): the service's own
 * errors by their code, anything else a 500 without detail. The `type` URI is the same in every language.
 */
export const toProblem = (error: unknown, language: Language = DEFAULT_LANGUAGE): Problem => {
  const contentLanguage = { 'Content-Language': language };
  const known = error instanceof DomainError || error instanceof HttpError;
  // The codes a caller never meets (see ProblemCode) are answered as the 500 they map to.
  if (!known || error.code === 'invalid-tariff') {
    return {
      status: INTERNAL_STATUS,
      code: 'internal-error',
      title: PROBLEM_TEXTS[language].titles['internal-error'],
      detail: render(language, phrase('internal')),
      language,
      headers: contentLanguage,
    };
  }
  const { code } = error;
  const { status } = problemTypeOf(code);
  const { headers, ...rest } = particulars(error, language);
  return {
    status,
    code,
    title: PROBLEM_TEXTS[language].titles[code],
    ...rest,
    language,
    headers: { ...headers, ...contentLanguage },
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
