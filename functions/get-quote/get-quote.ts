import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as z from 'zod';
import { type Config, requireTable } from '#shared/config.ts';
import { type Clock, systemClock } from '#shared/domain/clock.ts';
import { MalformedRequestError } from '#shared/domain/errors.ts';
import { retrieveQuote } from '#shared/domain/idempotency/stored-quote.ts';
import type { Result } from '#shared/domain/quote/result.schema.ts';
import { apiHandler, jsonResponse } from '#shared/http/api-handler.ts';
import { callerOf, credentialQuota, NO_STORE } from '#shared/http/authenticated.ts';
import type { DocumentClient } from '#shared/store/dynamo-client.ts';
import { dynamoQuoteReader } from '#shared/store/quote-store.ts';
import { dynamoRateLimitStore } from '#shared/store/rate-limit-store.ts';

/** A quote id as the service issues it; the MCP get_quote tool takes the same. */
export const quoteIdSchema = z.uuid();

/** The path id must be a UUID (400 otherwise); compared in lower case, the form the service issues. */
const parseId = (raw: string | undefined): string => {
  const parsed = quoteIdSchema.safeParse(raw);
  if (parsed.success) return parsed.data.toLowerCase();
  throw new MalformedRequestError([
    {
      location: 'path',
      name: 'id',
      expected: 'a UUID, as returned in the id of a created result',
      detail: 'The id is not a UUID.',
    },
  ]);
};

export interface GetQuoteDeps {
  readonly settings: Config;
  readonly client: DocumentClient;
  readonly clock?: Clock;
}

/** recuperarCotizacionIntegracion, wired to its stores: `handler.ts` builds it once per container. */
export const getQuoteHandler = ({ settings, client, clock = systemClock }: GetQuoteDeps) => {
  const quotes = dynamoQuoteReader<Result>(client, requireTable('QUOTES_TABLE_NAME', settings));
  const rateLimits = dynamoRateLimitStore(client, requireTable('RATE_LIMIT_TABLE_NAME', settings));

  return apiHandler<APIGatewayProxyEventV2>({
    config: settings,
    clock,
    quota: credentialQuota(rateLimits, settings.INTEGRATION_QUOTA_PER_MINUTE),
  }).handler(async (event) => {
    const { credentialId } = callerOf(event);
    const id = parseId(event.pathParameters?.id);
    const { result, language } = await retrieveQuote({ credentialId, id, now: clock() }, quotes);
    return jsonResponse(200, result, { ...NO_STORE, ...(language ? { 'Content-Language': language } : {}) });
  });
};
