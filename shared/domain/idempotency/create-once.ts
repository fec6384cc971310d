import { randomUUID } from 'node:crypto';
import {
  IdempotencyInFlightError,
  IdempotencyKeyReusedError,
  IdempotentResultExpiredError,
} from '#shared/domain/errors.ts';
import { bodyHash } from './idempotency-key.ts';
import { isExpired, type QuoteReader, type QuoteResultShape, type StoredQuote } from './stored-quote.ts';

/**
 * An in-flight record older than this is abandoned and may be taken over. API Gateway gives up on an integration
 * after 30 seconds, so no client is still waiting on a request older than that.
 */
export const IN_FLIGHT_STALE_SECONDS = 30;

export interface IdempotencyRecord {
  /** The credential: keys are scoped to it, so two integrations can never collide. */
  readonly credentialId: string;
  readonly key: string;
  readonly bodyHash: string;
  readonly state: 'in-flight' | 'completed';
  /** Identifies one attempt, so a late attempt cannot complete a record another attempt has taken over. */
  readonly attemptId: string;
  readonly startedAt: string;
  readonly resultId?: string;
}

export type BeginOutcome =
  | { readonly started: true; readonly record: IdempotencyRecord }
  | { readonly started: false; readonly existing: IdempotencyRecord };

export interface IdempotencyStore {
  /**
   * Claims the key with an in-flight record unless a live record holds it (then returns that record). Records
   * whose time is up (a stale in-flight one, an expired completed one) count as absent.
   */
  begin(record: IdempotencyRecord, now: Date): Promise<BeginOutcome>;
  /** Removes this attempt's in-flight record so the client may retry at once; a no-op when it is not ours. */
  abandon(record: IdempotencyRecord): Promise<void>;
}

export interface QuoteWriter<R extends QuoteResultShape> {
  /**
   * Stores the quote and marks the attempt's record completed, both or neither. Throws IdempotencyInFlightError
   * when the record is no longer this attempt's.
   */
  saveCompleting(quote: StoredQuote<R>, record: IdempotencyRecord, now: Date): Promise<void>;
}

export interface CreateOncePorts<S, R extends QuoteResultShape> {
  readonly idempotency: IdempotencyStore;
  readonly quotes: QuoteReader<R> & QuoteWriter<R>;
  /** The one pricing path shared with the public estimate. */
  readonly price: (shipment: S, now: Date) => Promise<R>;
}

export interface CreateOnceOutcome<R> {
  readonly replayed: boolean;
  readonly result: R;
  /** Language of the result's texts: the request's for a new result, the first request's for a replay. */
  readonly language?: string;
}

/**
 * Creates a quote at most once per credential and Idempotency-Key. A repeat with the same body gets the stored
 * result without a new calculation; another body is refused; a repeat while the first runs is told to wait; a
 * repeat after the stored result expired is told so rather than served an old amount as if fresh.
 */
export const createQuoteOnce = async <S, R extends QuoteResultShape>(
  input: { credentialId: string; key: string; shipment: S; now: Date; language?: string },
  ports: CreateOncePorts<S, R>,
): Promise<CreateOnceOutcome<R>> => {
  const claim: IdempotencyRecord = {
    credentialId: input.credentialId,
    key: input.key,
    bodyHash: bodyHash(input.shipment),
    state: 'in-flight',
    attemptId: randomUUID(),
    startedAt: input.now.toISOString(),
  };
  const outcome = await ports.idempotency.begin(claim, input.now);
  if (!outcome.started) return replay(outcome.existing, claim, input.now, ports.quotes);

  try {
    const result = await ports.price(input.shipment, input.now);
    const language = input.language;
    const quote = { credentialId: input.credentialId, result, ...(language ? { language } : {}) };
    await ports.quotes.saveCompleting(quote, outcome.record, input.now);
    return { replayed: false, result, ...(language ? { language } : {}) };
  } catch (error) {
    // Nothing was stored (the save is all-or-nothing): free the key so a retry is not told 409. If this fails too,
    // the record goes stale within IN_FLIGHT_STALE_SECONDS and is taken over then.
    await ports.idempotency.abandon(outcome.record).catch(() => undefined);
    throw error;
  }
};

const replay = async <R extends QuoteResultShape>(
  existing: IdempotencyRecord,
  claim: IdempotencyRecord,
  now: Date,
  quotes: QuoteReader<R>,
): Promise<CreateOnceOutcome<R>> => {
  if (existing.bodyHash !== claim.bodyHash) {
    throw new IdempotencyKeyReusedError(
      'This Idempotency-Key was used with a different request body. Use a new key for a different request.',
    );
  }
  if (existing.state === 'in-flight' || existing.resultId === undefined) {
    throw new IdempotencyInFlightError(
      'A request with this Idempotency-Key is still being processed. Retry the same request in a moment.',
    );
  }
  const stored = await quotes.get(existing.credentialId, existing.resultId, now);
  if (!stored || isExpired(stored.result, now)) {
    throw new IdempotentResultExpiredError(
      'The result created with this Idempotency-Key has expired. Send a new key for a current price.',
    );
  }
  return { replayed: true, result: stored.result, ...(stored.language ? { language: stored.language } : {}) };
};
