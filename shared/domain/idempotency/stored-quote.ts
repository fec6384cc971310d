import { ResultExpiredError, ResultNotFoundError } from '#shared/domain/errors.ts';

/** What every stored result must carry for storage and expiry; the rest of the spec's Result rides along. */
export interface QuoteResultShape {
  readonly id: string;
  readonly caduca: string;
}

/** A created quote as kept for its owner: the result exactly as first answered, and whose it is. */
export interface StoredQuote<R extends QuoteResultShape = QuoteResultShape> {
  readonly credentialId: string;
  readonly result: R;
  /** Language of the result's texts (Content-Language); absent on quotes stored before it was recorded. */
  readonly language?: string;
}

export interface QuoteReader<R extends QuoteResultShape = QuoteResultShape> {
  /**
   * The caller's quote with that id, or undefined: unknown, deleted, past its retention, and another credential's
   * quote all look the same, because the key itself is scoped to the credential.
   */
  get(credentialId: string, id: string, now: Date): Promise<StoredQuote<R> | undefined>;
}

const NOT_FOUND = 'No result with this id exists for this credential.';

/** Expiry is decided from `caduca`, never from the TTL deletion, which can lag by hours. */
export const isExpired = (result: QuoteResultShape, now: Date): boolean => now.getTime() >= Date.parse(result.caduca);

/** Retrieval by its owner: 404 when absent (or not theirs), 410 past `caduca`. */
export const retrieveQuote = async <R extends QuoteResultShape>(
  input: { credentialId: string; id: string; now: Date },
  quotes: QuoteReader<R>,
): Promise<StoredQuote<R>> => {
  const stored = await quotes.get(input.credentialId, input.id, input.now);
  if (!stored) throw new ResultNotFoundError(NOT_FOUND);
  if (isExpired(stored.result, input.now)) {
    throw new ResultExpiredError(
      `The result expired at ${stored.result.caduca}; create a new quote for a current price.`,
      stored.result.caduca,
    );
  }
  return stored;
};
