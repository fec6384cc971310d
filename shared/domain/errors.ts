/**
 * Domain errors: what went wrong, in the service's own terms. They know nothing of HTTP; one table in
 * shared/http/problem.ts maps each to a status and a problem+json body.
 */

import type { IssueLocation, Phrase } from './problem-phrases.ts';

export type { IssueLocation } from './problem-phrases.ts';

export interface ValidationIssue {
  readonly location: IssueLocation;
  /** Query parameter or header name, path parameter name, or JSON pointer into the body. */
  readonly name: string;
  /** The accepted form, rendered in the caller's language. */
  readonly expected: Phrase;
  /** What is wrong with it, rendered in the caller's language. */
  readonly detail: Phrase;
}

/** The log's account of issues (English keys, not the caller's texts). */
const issueSummary = (issues: readonly ValidationIssue[]) =>
  issues.map((issue) => `${issue.name || '(body)'}: ${issue.detail.key}`).join('; ');

/**
 * The closed set of what can go wrong in the service's own terms. Every domain error names one; the HTTP layer
 * maps each to a status in one exhaustive switch (`shared/http/problem.ts`), so a new code without a status does
 * not compile.
 */
export type DomainErrorCode =
  | 'malformed-request'
  | 'unusable-request'
  | 'unauthenticated'
  | 'not-found'
  | 'result-expired'
  | 'idempotency-in-flight'
  | 'idempotency-key-reused'
  | 'idempotent-result-expired'
  | 'quota-exceeded'
  | 'price-unavailable'
  | 'service-unavailable'
  | 'invalid-tariff';

export abstract class DomainError extends Error {
  abstract readonly code: DomainErrorCode;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** The request cannot be read: missing, malformed or unknown input. */
export class MalformedRequestError extends DomainError {
  override name = 'MalformedRequestError';
  readonly code = 'malformed-request' as const;
  constructor(readonly issues: readonly ValidationIssue[]) {
    super(issueSummary(issues));
  }
}

/** The request is well formed but cannot be used: out of range, outside the date window, contradictory. */
export class UnusableRequestError extends DomainError {
  override name = 'UnusableRequestError';
  readonly code = 'unusable-request' as const;
  constructor(readonly issues: readonly ValidationIssue[]) {
    super(issueSummary(issues));
  }
}

export class UnauthenticatedError extends DomainError {
  override name = 'UnauthenticatedError';
  readonly code = 'unauthenticated' as const;
  constructor(
    message: string,
    /** No credential at all, or one that is not accepted: the two say different things to the caller. */
    readonly reason: 'missing' | 'refused' = 'refused',
  ) {
    super(message);
  }
}

export class ResultNotFoundError extends DomainError {
  override name = 'ResultNotFoundError';
  readonly code = 'not-found' as const;
}

export class ResultExpiredError extends DomainError {
  override name = 'ResultExpiredError';
  readonly code = 'result-expired' as const;
  constructor(
    message: string,
    /** When the result expired (its `caduca`), for the caller. */
    readonly caduca?: string,
  ) {
    super(message);
  }
}

export class IdempotencyInFlightError extends DomainError {
  override name = 'IdempotencyInFlightError';
  readonly code = 'idempotency-in-flight' as const;
}

export class IdempotencyKeyReusedError extends DomainError {
  override name = 'IdempotencyKeyReusedError';
  readonly code = 'idempotency-key-reused' as const;
}

export class IdempotentResultExpiredError extends DomainError {
  override name = 'IdempotentResultExpiredError';
  readonly code = 'idempotent-result-expired' as const;
}

export interface QuotaState {
  /** Policy name as it appears in the RateLimit fields, e.g. `minute`. */
  readonly policy: string;
  readonly limit: number;
  readonly windowSeconds: number;
  readonly remaining: number;
  /** Seconds until the window resets; at least 1. */
  readonly resetSeconds: number;
}

export class QuotaExceededError extends DomainError {
  override name = 'QuotaExceededError';
  readonly code = 'quota-exceeded' as const;
  constructor(readonly state: QuotaState) {
    super(`Quota "${state.policy}" of ${state.limit} requests per ${state.windowSeconds} s is exhausted.`);
  }
}

/** No current price can be obtained (stale fuel figure, no valid tariff, store unreachable). Never carries an amount. */
export class PriceUnavailableError extends DomainError {
  override name = 'PriceUnavailableError';
  readonly code = 'price-unavailable' as const;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The state store could not be reached or answered with an error. */
export class StoreUnavailableError extends DomainError {
  override name = 'StoreUnavailableError';
  readonly code = 'service-unavailable' as const;
}
