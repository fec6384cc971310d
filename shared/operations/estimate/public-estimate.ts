import { randomUUID } from 'node:crypto';
import type { Language } from '#shared/domain/pricing/texts.ts';
import { type EstimateQuery, resolveEstimateRequest } from '#shared/domain/quote/estimate-request.ts';
import type { FuelFigureSource } from '#shared/domain/quote/ports.ts';
import { type PriceResultSettings, priceResult } from '#shared/domain/quote/price-result.ts';

/**
 * The public estimate for a query of the accepted form: checked against the estimate rules (422 errors), priced
 * through the one pricing path, with the `supuestos` the contract puts next to the amount. Every face answers
 * with this, through the estimate operation, so no face can show an amount the API would not give.
 */
export const publicEstimate = async (
  query: EstimateQuery,
  lang: Language,
  now: Date,
  fuel: FuelFigureSource,
  pricing: PriceResultSettings,
) => {
  const request = resolveEstimateRequest(query, now);
  const { result, mercancia, trayecto } = await priceResult(
    { shipment: request.shipment, lang, now, id: randomUUID(), stackable: query.stackable === true },
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
    ...(trayecto === undefined ? {} : { trayecto }),
  };
  return { ...result, supuestos };
};

export type PublicEstimate = Awaited<ReturnType<typeof publicEstimate>>;
