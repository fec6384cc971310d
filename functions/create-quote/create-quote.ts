import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { tariff } from '#data/tariffs/index.ts';
import { type Config, requireTable } from '#shared/config.ts';
import { type Clock, systemClock } from '#shared/domain/clock.ts';
import { createQuoteOnce } from '#shared/domain/idempotency/create-once.ts';
import { parseIdempotencyKey } from '#shared/domain/idempotency/idempotency-key.ts';
import type { FuelFigureSource } from '#shared/domain/quote/ports.ts';
import { priceResult, pricingSettings } from '#shared/domain/quote/price-result.ts';
import type { Result } from '#shared/domain/quote/result.schema.ts';
import { apiHandler, jsonResponse } from '#shared/http/api-handler.ts';
import { callerOf, credentialQuota, NO_STORE } from '#shared/http/authenticated.ts';
import { readJsonObject } from '#shared/http/json-body.ts';
import { pickLanguage } from '#shared/http/negotiation.ts';
import { cachedFuelSource } from '#shared/store/cached-fuel-source.ts';
import type { DocumentClient } from '#shared/store/dynamo-client.ts';
import { dynamoFuelStore } from '#shared/store/fuel-store.ts';
import { dynamoIdempotencyStore } from '#shared/store/idempotency-store.ts';
import { dynamoQuoteReader, dynamoQuoteWriter } from '#shared/store/quote-store.ts';
import { dynamoRateLimitStore } from '#shared/store/rate-limit-store.ts';
import { parseQuoteRequest } from './quote-request.schema.ts';

export const QUOTES_PATH = '/api/agentes/v1/cotizaciones';

export interface CreateQuoteDeps {
  readonly settings: Config;
  readonly client: DocumentClient;
  /** Defaults to the fuel table behind a short container cache; the only store pricing reads. */
  readonly fuel?: FuelFigureSource;
  readonly clock?: Clock;
}

/** crearCotizacionIntegracion, wired to its stores: `handler.ts` builds it once per container. */
export const createQuoteHandler = ({ settings, client, clock = systemClock, ...deps }: CreateQuoteDeps) => {
  const fuel = deps.fuel ?? cachedFuelSource(dynamoFuelStore(client, requireTable('FUEL_TABLE_NAME', settings)), clock);
  const quotesTable = requireTable('QUOTES_TABLE_NAME', settings);
  const idempotencyTable = requireTable('IDEMPOTENCY_TABLE_NAME', settings);
  const idempotency = dynamoIdempotencyStore(client, idempotencyTable);
  const quotes = {
    ...dynamoQuoteReader<Result>(client, quotesTable),
    ...dynamoQuoteWriter<Result>(client, {
      quotesTable,
      idempotencyTable,
      quoteRetentionSeconds: settings.QUOTE_RETENTION_SECONDS,
      idempotencyRetentionSeconds: settings.IDEMPOTENCY_TTL_SECONDS,
    }),
  };
  const rateLimits = dynamoRateLimitStore(client, requireTable('RATE_LIMIT_TABLE_NAME', settings));
  const pricing = pricingSettings(tariff, settings);

  return apiHandler<APIGatewayProxyEventV2>({
    config: settings,
    clock,
    quota: credentialQuota(rateLimits, settings.INTEGRATION_QUOTA_PER_MINUTE),
  }).handler(async (event) => {
    const now = clock();
    // Order of precedence: credential, Idempotency-Key, Content-Type, size, JSON, schema; then pricing.
    const { credentialId } = callerOf(event);
    const key = parseIdempotencyKey(event.headers['idempotency-key']);
    const shipment = parseQuoteRequest(readJsonObject(event), now);
    const lang = pickLanguage(event.headers['accept-language']);
    const price = async (input: typeof shipment, at: Date) =>
      (await priceResult({ shipment: input, lang, now: at, id: randomUUID() }, fuel, pricing)).result;
    const outcome = await createQuoteOnce(
      { credentialId, key, shipment, now, language: lang },
      { idempotency, quotes, price },
    );
    return jsonResponse(outcome.replayed ? 200 : 201, outcome.result, {
      ...NO_STORE,
      Location: `${QUOTES_PATH}/${outcome.result.id}`,
      ...(outcome.language ? { 'Content-Language': outcome.language } : {}),
      ...(outcome.replayed ? { 'Idempotent-Replay': 'true' } : {}),
    });
  });
};
