import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { tariff } from '#data/tariffs/index.ts';
import { config, requireTable } from '#shared/config.ts';
import { systemClock } from '#shared/domain/clock.ts';
import { pickLanguage } from '#shared/domain/pricing/texts.ts';
import { resolveEstimateRequest } from '#shared/domain/quote/estimate-request.ts';
import { priceResult, pricingSettings } from '#shared/domain/quote/price-result.ts';
import { apiHandler, jsonResponse } from '#shared/http/api-handler.ts';
import { parseQuery } from '#shared/http/parse.ts';
import { ipQuota } from '#shared/http/quota-policies.ts';
import { cachedFuelSource } from '#shared/store/cached-fuel-source.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { dynamoFuelStore } from '#shared/store/fuel-store.ts';
import { dynamoRateLimitStore } from '#shared/store/rate-limit-store.ts';
import { estimateQueryShape } from './estimate.schema.ts';

const settings = config();
const client = createDocumentClient(settings);
const fuel = cachedFuelSource(dynamoFuelStore(client, requireTable('FUEL_TABLE_NAME')), systemClock);
const rateLimits = dynamoRateLimitStore(client, requireTable('RATE_LIMIT_TABLE_NAME'));
const pricing = pricingSettings(tariff, settings);

export const handler = apiHandler<APIGatewayProxyEventV2>({
  config: settings,
  cors: true,
  quota: ipQuota(rateLimits, 'estimate', [
    { policy: 'minute', limit: settings.ESTIMATE_QUOTA_PER_MINUTE, seconds: 60 },
    { policy: 'day', limit: settings.ESTIMATE_QUOTA_PER_DAY, seconds: 86_400 },
  ]),
}).handler(async (event) => {
  const now = new Date();
  const query = parseQuery(estimateQueryShape, event.queryStringParameters);
  const request = resolveEstimateRequest(query, now);
  const lang = pickLanguage(event.headers['accept-language']);
  const { result, mercancia } = await priceResult(
    { shipment: request.shipment, lang, now, id: randomUUID() },
    fuel,
    pricing,
  );
  const { shipment } = request;
  const supuestos = {
    origenPais: 'ES' as const,
    paisDestino: shipment.paisDestino,
    cpOrigen: shipment.cpOrigen,
    cpDestino: shipment.cpDestino,
    origenDeReferencia: request.origenDeReferencia,
    destinoDeReferencia: request.destinoDeReferencia,
    pesoNoIndicado: request.pesoNoIndicado,
    pesoUtilizadoKg: shipment.pesoKg,
    limitePesoSupuestoKg: request.limitePesoSupuestoKg,
    fechaNoIndicada: request.fechaNoIndicada,
    fechaCarga: shipment.fechaCarga,
    mercancia,
  };
  return jsonResponse(200, { ...result, supuestos }, { 'Cache-Control': 'no-store', 'Content-Language': lang });
});
