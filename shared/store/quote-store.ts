import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { IdempotencyInFlightError, StoreUnavailableError } from '#shared/domain/errors.ts';
import type { QuoteWriter } from '#shared/domain/idempotency/create-once.ts';
import type { QuoteReader, QuoteResultShape, StoredQuote } from '#shared/domain/idempotency/stored-quote.ts';
import type { DocumentClient } from './dynamo-client.ts';
import { completionUpdate } from './idempotency-store.ts';
import { storeCall } from './store-errors.ts';
import { ttlEpochSeconds } from './ttl.ts';

/**
 * Quotes table: `pk` = `<credentialId>#<result id>`. Scoping the key to the credential makes another credential's
 * quote structurally unreachable: its lookup is the same miss as an unknown id, with no owner comparison whose
 * outcome or timing could differ. `expiresAt` (TTL) is `caduca` plus the retention during which retrieval
 * answers 410; expiry itself is decided from `caduca` in the domain.
 */
const itemSchema = z.object({
  pk: z.string(),
  credentialId: z.string(),
  resultId: z.string(),
  caduca: z.string(),
  /** The Result as JSON text: a replay answers byte for byte what the first request answered. */
  result: z.string(),
  expiresAt: z.number(),
  language: z.string().optional(),
});

const storedResultSchema = z.looseObject({ id: z.string(), caduca: z.string() });

export const quotePk = (credentialId: string, id: string) => `${credentialId}#${id}`;

const toItem = <R extends QuoteResultShape>(quote: StoredQuote<R>, retentionSeconds: number) => ({
  pk: quotePk(quote.credentialId, quote.result.id),
  credentialId: quote.credentialId,
  resultId: quote.result.id,
  caduca: quote.result.caduca,
  result: JSON.stringify(quote.result),
  expiresAt: ttlEpochSeconds(new Date(quote.result.caduca), retentionSeconds),
  ...(quote.language ? { language: quote.language } : {}),
});

const fromItem = <R extends QuoteResultShape>(
  item: Record<string, unknown> | undefined,
  now: Date,
): StoredQuote<R> | undefined => {
  if (!item) return undefined;
  const parsed = itemSchema.parse(item);
  // Past its retention the item only waits for TTL deletion: it is already gone as far as anyone can tell.
  if (parsed.expiresAt <= ttlEpochSeconds(now)) return undefined;
  const result: unknown = JSON.parse(parsed.result);
  // Checked, not rebuilt: zod would put the known keys first, and a replay must keep the original order.
  storedResultSchema.parse(result);
  return {
    credentialId: parsed.credentialId,
    result: result as R,
    ...(parsed.language ? { language: parsed.language } : {}),
  };
};

export const dynamoQuoteReader = <R extends QuoteResultShape>(
  client: DocumentClient,
  tableName: string,
): QuoteReader<R> => ({
  async get(credentialId, id, now) {
    const result = await storeCall('GetItem', () =>
      client.send(new GetCommand({ TableName: tableName, Key: { pk: quotePk(credentialId, id) } })),
    );
    return fromItem<R>(result.Item, now);
  },
});

export interface QuoteWriterOptions {
  readonly quotesTable: string;
  readonly idempotencyTable: string;
  /** How long after `caduca` a quote is kept (retrieval answers 410 meanwhile). */
  readonly quoteRetentionSeconds: number;
  /** How long a completed idempotency record is kept. */
  readonly idempotencyRetentionSeconds: number;
}

const cancellationCodes = (error: unknown): string[] =>
  ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map(
    (reason) => reason.Code ?? '',
  );

export const dynamoQuoteWriter = <R extends QuoteResultShape>(
  client: DocumentClient,
  options: QuoteWriterOptions,
): QuoteWriter<R> => ({
  async saveCompleting(quote, record, now) {
    try {
      // One transaction: the quote and the completed idempotency record exist together or not at all.
      await storeCall('TransactWriteItems', () =>
        client.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: options.quotesTable,
                  Item: toItem(quote, options.quoteRetentionSeconds),
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              completionUpdate(
                options.idempotencyTable,
                record,
                quote.result.id,
                now,
                options.idempotencyRetentionSeconds,
              ),
            ],
          }),
        ),
      );
    } catch (error) {
      if (error instanceof StoreUnavailableError) throw error;
      const [quoteCode, recordCode] = cancellationCodes(error);
      if (recordCode === 'ConditionalCheckFailed' && quoteCode !== 'ConditionalCheckFailed') {
        throw new IdempotencyInFlightError(
          'A newer request with this Idempotency-Key took over. Retry the same request in a moment.',
          { cause: error },
        );
      }
      // Conflicting concurrent transactions or a duplicate result id: nothing was written; a retry is safe.
      throw new StoreUnavailableError('Quote transaction cancelled', { cause: error });
    }
  },
});
