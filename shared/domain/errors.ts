/**
 * Domain errors: what went wrong, in the service's own terms and in no language: a code, and what the refusal says
 * (a phrase with its facts, or the inputs at fault). They know nothing of HTTP; the problem catalogue
 * (shared/http/problem-catalogue.ts) gives each code its status, body and headers.
 */

import { type IssueLocation, type Phrase, phrase } from './problem-phrases.ts';

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
 * The closed set of what can go wrong in the service's own terms. Every domain error names one; each has its row in
 * the problem catalogue (`shared/http/problem-catalogue.ts`), so a new code without a status does not compile.
 * `internal-error` is the service's own fault (an operator's tariff file that reached a request).
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
  | 'internal-error';

/**
 * A request whose Idempotency-Key is still being served: a creation takes about a second, so the retry comes back
 * after one and finds the result (or, once the first request is abandoned, takes the key over).
 */
export const IN_FLIGHT_RETRY_AFTER_SECONDS = 1;

/** Store trouble becomes "no current price": clients retry after a short pause. */
export const STORE_RETRY_AFTER_SECONDS = 5;

/** What a refusal says in no language: a phrase with its facts, or the inputs at fault. */
export type Said = Phrase | readonly ValidationIssue[];

export abstract class DomainError extends Error {
  abstract readonly code: DomainErrorCode;
  /** What the refusal says: the caller's language is chosen where it is answered. */
  abstract readonly said: Said;
  /** Seconds before the same request may be answered otherwise (Retry-After), where the refusal knows them. */
  declare readonly retryAfterSeconds?: number;
  /** The quota the request was refused in (the RateLimit fields). */
  declare readonly quota?: QuotaState;
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
  get said(): Said {
    return this.issues;
  }
}

/** The request is well formed but cannot be used: out of range, outside the date window, contradictory. */
export class UnusableRequestError extends DomainError {
  override name = 'UnusableRequestError';
  readonly code = 'unusable-request' as const;
  constructor(readonly issues: readonly ValidationIssue[]) {
    super(issueSummary(issues));
  }
  get said(): Said {
    return this.issues;
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
  get said(): Said {
    return phrase(this.reason === 'missing' ? 'credentialMissing' : 'credentialRefused');
  }
}

export class ResultNotFoundError extends DomainError {
  override name = 'ResultNotFoundError';
  readonly code = 'not-found' as const;
  readonly said = phrase('resultNotFound');
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
  get said(): Said {
    return phrase('resultExpired', this.caduca === undefined ? {} : { caduca: this.caduca });
  }
}

export class IdempotencyInFlightError extends DomainError {
  override name = 'IdempotencyInFlightError';
  readonly code = 'idempotency-in-flight' as const;
  readonly said = phrase('inFlight');
  override readonly retryAfterSeconds = IN_FLIGHT_RETRY_AFTER_SECONDS;
}

export class IdempotencyKeyReusedError extends DomainError {
  override name = 'IdempotencyKeyReusedError';
  readonly code = 'idempotency-key-reused' as const;
  readonly said = phrase('keyReused');
}

export class IdempotentResultExpiredError extends DomainError {
  override name = 'IdempotentResultExpiredError';
  readonly code = 'idempotent-result-expired' as const;
  readonly said = phrase('keyResultExpired');
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
  override readonly retryAfterSeconds: number;
  override readonly quota: QuotaState;
  constructor(readonly state: QuotaState) {
    super(`Quota "${state.policy}" of ${state.limit} requests per ${state.windowSeconds} s is exhausted.`);
    this.retryAfterSeconds = state.resetSeconds;
    this.quota = state;
  }
  get said(): Said {
    return phrase('quotaExceeded', { limit: this.state.limit, seconds: this.state.windowSeconds });
  }
}

/** No current price can be obtained (stale fuel figure, no valid tariff, store unreachable). Never carries an amount. */
export class PriceUnavailableError extends DomainError {
  override name = 'PriceUnavailableError';
  readonly code = 'price-unavailable' as const;
  constructor(
    message: string,
    override readonly retryAfterSeconds: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
  get said(): Said {
    return phrase('priceUnavailable');
  }
}

/** The state store could not be reached or answered with an error. */
export class StoreUnavailableError extends DomainError {
  override name = 'StoreUnavailableError';
  readonly code = 'service-unavailable' as const;
  readonly said = phrase('storeUnavailable');
  override readonly retryAfterSeconds = STORE_RETRY_AFTER_SECONDS;
}
