import {
  IdempotencyInFlightError,
  IdempotencyKeyReusedError,
  IdempotentResultExpiredError,
  MalformedRequestError,
  PriceUnavailableError,
  QuotaExceededError,
  ResultExpiredError,
  ResultNotFoundError,
  StoreUnavailableError,
  UnauthenticatedError,
  UnusableRequestError,
  type ValidationIssue,
} from '#shared/domain/errors.ts';
import {
  OriginRefusedError,
  PayloadTooLargeError,
  RequestTimeoutError,
  ResponseTooLargeError,
  RouteNotFoundError,
  UnsupportedMediaTypeError,
  UriTooLongError,
} from './http-errors.ts';
import { quotaHeaders } from './rate-limit-headers.ts';

export interface Problem {
  readonly status: number;
  readonly code: string;
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
 * Every problem `code` the service answers with (here and at the edge), each an anchor of the site's
 * /developers/errors page that the problem's `type` URI points at.
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
  'request-timeout',
  'origin-refused',
  'internal-error',
] as const;

/** A 5xx says nothing internal; the log holds the cause under the same request id. */
const internal: Problem = {
  status: 500,
  code: 'internal-error',
  title: 'Internal error',
  detail: 'The request could not be completed. Quote the requestId when reporting it.',
};

/**
 * The one exhaustive mapping from errors to HTTP problems. Anything not listed here is a 500 without detail.
 */
export const toProblem = (error: unknown): Problem => {
  if (error instanceof MalformedRequestError) {
    return {
      status: 400,
      code: 'malformed-request',
      title: 'Malformed request',
      detail: error.message,
      extensions: issueFields(error.issues),
    };
  }
  if (error instanceof UnusableRequestError) {
    return {
      status: 422,
      code: 'unusable-request',
      title: 'Request cannot be priced',
      detail: error.message,
      extensions: issueFields(error.issues),
    };
  }
  if (error instanceof UnauthenticatedError) {
    return {
      status: 401,
      code: 'unauthenticated',
      title: 'Credential missing or not accepted',
      detail: error.message,
      headers: { 'WWW-Authenticate': 'Bearer' },
    };
  }
  if (error instanceof ResultNotFoundError || error instanceof RouteNotFoundError) {
    return { status: 404, code: 'not-found', title: 'Not found', detail: error.message };
  }
  if (error instanceof ResultExpiredError) {
    return { status: 410, code: 'result-expired', title: 'Result expired', detail: error.message };
  }
  if (error instanceof IdempotentResultExpiredError) {
    return {
      status: 410,
      code: 'idempotent-result-expired',
      title: 'Result of this key expired',
      detail: error.message,
    };
  }
  if (error instanceof IdempotencyInFlightError) {
    return { status: 409, code: 'idempotency-in-flight', title: 'Request in progress', detail: error.message };
  }
  if (error instanceof IdempotencyKeyReusedError) {
    return {
      status: 422,
      code: 'idempotency-key-reused',
      title: 'Idempotency-Key reused with a different body',
      detail: error.message,
      extensions: { parameter: 'Idempotency-Key', expected: 'a new key for a different request body' },
    };
  }
  if (error instanceof QuotaExceededError) {
    return {
      status: 429,
      code: 'quota-exceeded',
      title: 'Too many requests',
      detail: `${error.message} Wait for Retry-After seconds; do not rotate addresses or credentials to avoid it.`,
      headers: { ...retryAfter(error.state.resetSeconds), ...quotaHeaders(error.state) },
    };
  }
  if (error instanceof PriceUnavailableError) {
    return {
      status: 503,
      code: 'price-unavailable',
      title: 'No current price',
      detail: error.message,
      headers: retryAfter(error.retryAfterSeconds),
    };
  }
  if (error instanceof StoreUnavailableError) {
    return {
      status: 503,
      code: 'service-unavailable',
      title: 'Service temporarily unavailable',
      detail: 'The service cannot reach its data store; no result was produced or changed.',
      headers: retryAfter(STORE_RETRY_AFTER_SECONDS),
    };
  }
  if (error instanceof UriTooLongError) {
    return { status: 414, code: 'uri-too-long', title: 'URI too long', detail: error.message };
  }
  if (error instanceof UnsupportedMediaTypeError) {
    return {
      status: 415,
      code: 'unsupported-media-type',
      title: 'Unsupported media type',
      detail: error.message,
      extensions: { header: 'Content-Type', expected: 'application/json' },
    };
  }
  if (error instanceof ResponseTooLargeError) {
    return { status: 406, code: 'not-acceptable', title: 'Not acceptable', detail: error.message };
  }
  if (error instanceof PayloadTooLargeError) {
    return { status: 413, code: 'payload-too-large', title: 'Payload too large', detail: error.message };
  }
  if (error instanceof RequestTimeoutError) {
    return { status: 408, code: 'request-timeout', title: 'Request timeout', detail: error.message };
  }
  if (error instanceof OriginRefusedError) {
    return { status: 403, code: 'origin-refused', title: 'Forbidden', detail: error.message };
  }
  return internal;
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
