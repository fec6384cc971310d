import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { tariff } from '#data/tariffs/index.ts';
import { type Config, requireTable } from '#shared/config.ts';
import { type Clock, systemClock } from '#shared/domain/clock.ts';
import { pickLanguage } from '#shared/domain/pricing/texts.ts';
import { resolveEstimateRequest } from '#shared/domain/quote/estimate-request.ts';
import { priceResult, pricingSettings } from '#shared/domain/quote/price-result.ts';
import { apiHandler, jsonResponse } from '#shared/http/api-handler.ts';
import { parseQuery } from '#shared/http/parse.ts';
import { ipQuota } from '#shared/http/quota-policies.ts';
import { cachedFuelSource } from '#shared/store/cached-fuel-source.ts';
import type { DocumentClient } from '#shared/store/dynamo-client.ts';
import { dynamoFuelStore } from '#shared/store/fuel-store.ts';
import { dynamoRateLimitStore } from '#shared/store/rate-limit-store.ts';
import { estimateQueryShape } from './estimate.schema.ts';

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
    quota: ipQuota(rateLimits, 'estimate', [
      { policy: 'minute', limit: settings.ESTIMATE_QUOTA_PER_MINUTE, seconds: 60 },
      { policy: 'day', limit: settings.ESTIMATE_QUOTA_PER_DAY, seconds: 86_400 },
    ]),
  }).handler(async (event) => {
    const now = clock();
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
};
