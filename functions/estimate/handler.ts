import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { tariff } from '#data/tariffs/index.ts';
import { config, requireTable } from '#shared/config.ts';
import { systemClock } from '#shared/domain/clock.ts';
import { pickLanguage } from '#shared/domain/pricing/texts.ts';
import { pricingSettings } from '#shared/domain/quote/price-result.ts';
import { apiHandler, jsonResponse } from '#shared/http/api-handler.ts';
import { ipQuota } from '#shared/http/quota-policies.ts';
import { cachedFuelSource } from '#shared/store/cached-fuel-source.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { dynamoFuelStore } from '#shared/store/fuel-store.ts';
import { dynamoRateLimitStore } from '#shared/store/rate-limit-store.ts';
import { estimateQuotaWindows, publicEstimate } from './public-estimate.ts';

const settings = config();
const client = createDocumentClient(settings);
const fuel = cachedFuelSource(dynamoFuelStore(client, requireTable('FUEL_TABLE_NAME')), systemClock);
const rateLimits = dynamoRateLimitStore(client, requireTable('RATE_LIMIT_TABLE_NAME'));
const pricing = pricingSettings(tariff, settings);

export const handler = apiHandler<APIGatewayProxyEventV2>({
  config: settings,
  cors: true,
  quota: ipQuota(rateLimits, 'estimate', estimateQuotaWindows(settings)),
}).handler(async (event) => {
  const lang = pickLanguage(event.headers['accept-language']);
  const body = await publicEstimate(event.queryStringParameters, lang, new Date(), fuel, pricing);
  return jsonResponse(200, body, { 'Cache-Control': 'no-store', 'Content-Language': lang });
});
