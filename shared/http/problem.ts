import {
  DomainError,
  type DomainErrorCode,
  MalformedRequestError,
  PriceUnavailableError,
  QuotaExceededError,
  UnusableRequestError,
  type ValidationIssue,
} from '#shared/domain/errors.ts';
import { HttpError, type HttpErrorCode } from './http-errors.ts';
import { quotaHeaders } from './rate-limit-headers.ts';

export interface Problem {
  readonly status: number;
  readonly code: ProblemCode;
  readonly title: string;
  readonly detail: string;
  readonly extensions?: Record<string, unknown>;
  readonly headers?: Record<string, string>;
}

const retryAfter = (seconds: number) => ({ 'Retry-After': String(Math.max(1, Math.ceil(seconds))) });

/** Store trouble becomes "no current price": clients retry after a short pause. */
export const STORE_RETRY_AFTER_SECONDS = 5;

const issueFields = (issues: readonly ValidationIssue[]) => {
  const describe = (issue: ValidationIssue) => ({
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
const internal: Problem = {
  status: 500,
  code: 'internal-error',
  title: 'Internal error',
  detail: 'The request could not be completed. Quote the requestId when reporting it.',
};

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
      return { status: internal.status, title: internal.title };
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

/** What some errors add to their problem: the fields at fault, the headers a client needs to act on it. */
const particulars = (error: DomainError | HttpError): Pick<Problem, 'detail' | 'extensions' | 'headers'> => {
  if (error instanceof MalformedRequestError || error instanceof UnusableRequestError) {
    return { detail: error.message, extensions: issueFields(error.issues) };
  }
  switch (error.code) {
    case 'unauthenticated':
      return { detail: error.message, headers: { 'WWW-Authenticate': 'Bearer' } };
    case 'idempotency-key-reused':
      return {
        detail: error.message,
        extensions: { parameter: 'Idempotency-Key', expected: 'a new key for a different request body' },
      };
    case 'unsupported-media-type':
      return { detail: error.message, extensions: { header: 'Content-Type', expected: 'application/json' } };
    case 'service-unavailable':
      return {
        detail: 'The service cannot reach its data store; no result was produced or changed.',
        headers: retryAfter(STORE_RETRY_AFTER_SECONDS),
      };
    default:
      break;
  }
  if (error instanceof QuotaExceededError) {
    return {
      detail: `${error.message} Wait for Retry-After seconds; do not rotate addresses or credentials to avoid it.`,
      headers: { ...retryAfter(error.state.resetSeconds), ...quotaHeaders(error.state) },
    };
  }
  if (error instanceof PriceUnavailableError) {
    return { detail: error.message, headers: retryAfter(error.retryAfterSeconds) };
  }
  return { detail: error.message };
};

/**
 * The one mapping from errors to HTTP problems: the service's own errors by their code, anything else a 500
 * without detail.
 */
export const toProblem = (error: unknown): Problem => {
  if (!(error instanceof DomainError || error instanceof HttpError)) return internal;
  const { code } = error;
  // The codes a caller never meets (see ProblemCode) are answered as the 500 they map to.
  if (code === 'invalid-tariff') return internal;
  const { status, title } = problemTypeOf(code);
  return { status, code, title, ...particulars(error) };
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
