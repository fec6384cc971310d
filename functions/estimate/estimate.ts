import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { tariff } from '#data/tariffs/index.ts';
import { type Config, requireTable } from '#shared/config.ts';
import { type Clock, systemClock } from '#shared/domain/clock.ts';
import { pricingSettings } from '#shared/domain/quote/price-result.ts';
import { apiHandler, jsonResponse } from '#shared/http/api-handler.ts';
import { pickLanguage } from '#shared/http/negotiation.ts';
import { ipQuota } from '#shared/http/quota-policies.ts';
import { cachedFuelSource } from '#shared/store/cached-fuel-source.ts';
import type { DocumentClient } from '#shared/store/dynamo-client.ts';
import { dynamoFuelStore } from '#shared/store/fuel-store.ts';
import { dynamoRateLimitStore } from '#shared/store/rate-limit-store.ts';
import { estimateQuotaWindows, publicEstimate } from './public-estimate.ts';

export interface EstimateDeps {
  readonly settings: Config;
  readonly client: DocumentClient;
  /** The time of every rule, window and quota count; tests pass a fixed one. */
  readonly clock?: Clock;
}

/** consultarEstimacionServicio, wired to its stores: `handler.ts` builds it once per container. */
export const estimateHandler = ({ settings, client, clock = systemClock }: EstimateDeps) => {
  const fuel = cachedFuelSource(dynamoFuelStore(client, requireTable('FUEL_TABLE_NAME', settings)), clock);
  const rateLimits = dynamoRateLimitStore(client, requireTable('RATE_LIMIT_TABLE_NAME', settings));
  const pricing = pricingSettings(tariff, settings);

  return apiHandler<APIGatewayProxyEventV2>({
    config: settings,
    cors: true,
    clock,
    quota: ipQuota(rateLimits, 'estimate', estimateQuotaWindows(settings)),
  }).handler(async (event) => {
    const lang = pickLanguage(event.headers['accept-language']);
    const body = await publicEstimate(event.queryStringParameters, lang, clock(), fuel, pricing);
    return jsonResponse(200, body, { 'Cache-Control': 'no-store', 'Content-Language': lang });
  });
};
