import * as z from 'zod';
import { type Config, requireTable } from '#shared/config.ts';
import { MalformedRequestError } from '#shared/domain/errors.ts';
import { type QuoteReader, retrieveQuote, type StoredQuote } from '#shared/domain/idempotency/stored-quote.ts';
import { phrase } from '#shared/domain/problem-phrases.ts';
import type { Result } from '#shared/domain/quote/result.schema.ts';
import {
  type CredentialQuota,
  hitCredentialQuota,
  type Operation,
  requireCaller,
} from '#shared/operations/operation.ts';
import type { DocumentClient } from '#shared/store/dynamo-client.ts';
import { dynamoQuoteReader } from '#shared/store/quote-store.ts';
import { dynamoRateLimitStore } from '#shared/store/rate-limit-store.ts';

/** A quote id as the service issues it. */
export const quoteIdSchema = z.uuid();

/** The id must be a UUID (400 otherwise); compared in lower case, the form the service issues. */
export const parseQuoteId = (raw: string | undefined): string => {
  const parsed = quoteIdSchema.safeParse(raw);
  if (parsed.success) return parsed.data.toLowerCase();
  throw new MalformedRequestError([
    {
      location: 'path',
      name: 'id',
      expected: phrase('expectUuid'),
      detail: phrase('notUuid'),
    },
  ]);
};

export interface GetQuotePorts extends CredentialQuota {
  readonly quotes: QuoteReader<Result>;
}

/** recuperarCotizacionIntegracion: credential, quota, then the caller's own stored result, while it is valid. */
export const getQuoteOperation =
  (ports: GetQuotePorts): Operation<string, StoredQuote<Result>> =>
  async (context, input) => {
    const { credentialId } = requireCaller(context.credential);
    const quota = await hitCredentialQuota(ports, credentialId, context.now);
    const value = await retrieveQuote({ credentialId, id: input(), now: context.now }, ports.quotes);
    return { value, quota };
  };

/** The quote lookup over the container's stores. */
export const wireGetQuote = (settings: Config, client: DocumentClient) =>
  getQuoteOperation({
    quotes: dynamoQuoteReader<Result>(client, requireTable('QUOTES_TABLE_NAME', settings)),
    rateLimits: dynamoRateLimitStore(client, requireTable('RATE_LIMIT_TABLE_NAME', settings)),
    perMinute: settings.INTEGRATION_QUOTA_PER_MINUTE,
  });
