/**
 * Domain errors: what went wrong, in the service's own terms. They know nothing of HTTP; one table in
 * shared/http/problem.ts maps each to a status and a problem+json body.
 */

export type IssueLocation = 'query' | 'body' | 'header' | 'path';

export interface ValidationIssue {
  readonly location: IssueLocation;
  /** Query parameter or header name, path parameter name, or JSON pointer into the body. */
  readonly name: string;
  /** A short human description of the accepted form. */
  readonly expected: string;
  readonly detail: string;
}

export abstract class DomainError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** The request cannot be read: missing, malformed or unknown input. */
export class MalformedRequestError extends DomainError {
  override name = 'MalformedRequestError';
  constructor(readonly issues: readonly ValidationIssue[]) {
    super(issues.map((issue) => issue.detail).join(' '));
  }
}

/** The request is well formed but cannot be used: out of range, outside the date window, contradictory. */
export class UnusableRequestError extends DomainError {
  override name = 'UnusableRequestError';
  constructor(readonly issues: readonly ValidationIssue[]) {
    super(issues.map((issue) => issue.detail).join(' '));
  }
}

export class UnauthenticatedError extends DomainError {
  override name = 'UnauthenticatedError';
}

export class ResultNotFoundError extends DomainError {
  override name = 'ResultNotFoundError';
}

export class ResultExpiredError extends DomainError {
  override name = 'ResultExpiredError';
}

export class IdempotencyInFlightError extends DomainError {
  override name = 'IdempotencyInFlightError';
}

export class IdempotencyKeyReusedError extends DomainError {
  override name = 'IdempotencyKeyReusedError';
}

export class IdempotentResultExpiredError extends DomainError {
  override name = 'IdempotentResultExpiredError';
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
  constructor(readonly state: QuotaState) {
    super(`Quota "${state.policy}" of ${state.limit} requests per ${state.windowSeconds} s is exhausted.`);
  }
}

/** No current price can be obtained (stale fuel figure, no valid tariff, store unreachable). Never carries an amount. */
export class PriceUnavailableError extends DomainError {
  override name = 'PriceUnavailableError';
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
}
