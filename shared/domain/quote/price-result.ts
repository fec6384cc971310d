import { type JourneyPorts, resultJourney } from '#shared/domain/journey/journey-result.ts';
import { isoWeekOfDate } from '#shared/domain/pricing/fuel.ts';
import { priceShipment, type ShipmentInput } from '#shared/domain/pricing/price-shipment.ts';
import type { ResultTextsFile } from '#shared/domain/pricing/result-texts.schema.ts';
import type { TariffFile } from '#shared/domain/pricing/tariff.schema.ts';
import { type Language, resultTexts } from '#shared/domain/pricing/texts.ts';
import type { FuelFigureSource } from './ports.ts';
import type { UnassumedResult } from './result.schema.ts';

export interface PriceResultSettings {
  readonly tariff: TariffFile;
  readonly serviceName: string;
  readonly validitySeconds: number;
  readonly fuelMaxAgeDays: number;
  /** The result texts in every language (data/texts), read by the caller. */
  readonly texts: ResultTextsFile;
  /** The journey's data, settings and calendar; without them a result carries no `transito` or `emisiones`. */
  readonly journey?: JourneyPorts;
}

export interface PriceResultRequest {
  readonly shipment: ShipmentInput;
  readonly lang: Language;
  readonly now: Date;
  readonly id: string;
  /** The cargo stacks: its assumption says the metres allow for it. */
  readonly stackable?: boolean;
}

export interface PricedResult {
  readonly result: UnassumedResult;
  /** The cargo assumption in the request's language, for the estimate's `supuestos`. */
  readonly mercancia: string;
  /** The journey's assumptions in sentences (or why there is no journey), for `supuestos.trayecto`. */
  readonly trayecto?: string[];
}

/**
 * The one pricing path of the service: the public estimate and the integration quotes both come through here.
 * Reads the weekly diesel figures, prices the shipment with the tariff valid on the loading date and shapes the
 * contract's Result. Throws the pricing errors (no valid tariff, stale or missing fuel figure) untouched: they
 * mean "no current price" and never become an amount.
 */
export const priceResult = async (
  request: PriceResultRequest,
  fuel: FuelFigureSource,
  settings: PriceResultSettings,
): Promise<PricedResult> => {
  const { shipment, lang, now } = request;
  const figures = await fuel.recentFigures(isoWeekOfDate(shipment.fechaCarga));
  const outcome = priceShipment(shipment, {
    tariff: settings.tariff,
    fuelFigures: figures,
    now,
    fuelMaxAgeDays: settings.fuelMaxAgeDays,
  });
  const texts = resultTexts(settings.texts, lang, outcome, {
    validitySeconds: settings.validitySeconds,
    stackable: request.stackable === true,
  });
  const base = {
    emitido: now.toISOString(),
    caduca: new Date(now.getTime() + settings.validitySeconds * 1000).toISOString(),
    fechaCarga: shipment.fechaCarga,
  };
  const common = {
    ldmDeclarado: outcome.ldmDeclarado,
    ldmFacturable: outcome.ldmFacturable,
    motivoLdm: texts.motivoLdm,
    condiciones: texts.condiciones,
    mensaje: texts.mensaje,
    fuente: settings.serviceName,
    siguientePaso: texts.siguientePaso,
  };
  const route = settings.journey && resultJourney(settings.journey, shipment, lang, now);
  const journey = route?.journey === undefined ? {} : { transito: route.transito, emisiones: route.emisiones };
  const result: UnassumedResult =
    outcome.estado === 'estimacion'
      ? {
          id: request.id,
          estado: outcome.estado,
          ...base,
          moneda: outcome.moneda,
          total: outcome.total,
          transporte: outcome.transporte,
          gasoleo: outcome.gasoleo,
          gasoleoProvisional: outcome.gasoleoProvisional,
          semanaGasoleo: outcome.semanaGasoleo,
          ...common,
          ...journey,
        }
      : { id: request.id, estado: outcome.estado, ...base, ...common, ...journey };
  return { result, mercancia: texts.mercancia, ...(route === undefined ? {} : { trayecto: route.trayecto }) };
};
