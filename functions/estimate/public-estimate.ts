import { randomUUID } from 'node:crypto';
import type { Language } from '#shared/domain/pricing/texts.ts';
import { resolveEstimateRequest } from '#shared/domain/quote/estimate-request.ts';
import type { FuelFigureSource } from '#shared/domain/quote/ports.ts';
import { type PriceResultSettings, priceResult } from '#shared/domain/quote/price-result.ts';
import { parseQuery } from '#shared/http/parse.ts';
import { estimateQueryShape } from './estimate.schema.ts';

/**
 * The public estimate for a query string: parsed and checked like the API's (400/422 errors), priced through the
 * one pricing path, with the `supuestos` the contract puts next to the amount. The API handler and the site's
 * estimate page both answer with this, so the page can never show an amount the API would not give.
 */
export const publicEstimate = async (
  queryParameters: Record<string, string | undefined> | undefined,
  lang: Language,
  now: Date,
  fuel: FuelFigureSource,
  pricing: PriceResultSettings,
) => {
  const query = parseQuery(estimateQueryShape, queryParameters);
  const request = resolveEstimateRequest(query, now);
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
  return { ...result, supuestos };
};

export type PublicEstimate = Awaited<ReturnType<typeof publicEstimate>>;

/** The estimate's quota windows per client IP, shared by the API route and the site's estimate page. */
export const estimateQuotaWindows = (settings: {
  ESTIMATE_QUOTA_PER_MINUTE: number;
  ESTIMATE_QUOTA_PER_DAY: number;
}) => [
  { policy: 'minute', limit: settings.ESTIMATE_QUOTA_PER_MINUTE, seconds: 60 },
  { policy: 'day', limit: settings.ESTIMATE_QUOTA_PER_DAY, seconds: 86_400 },
];
