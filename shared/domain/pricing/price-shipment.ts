import { type BillableMetres, billableMetres, type LdmDecidedBy } from './billable-metres.ts';
import type { FuelFigure } from './fuel.schema.ts';
import { fuelSurchargeCents, selectFuelFigure } from './fuel.ts';
import { centsToEur } from './money.ts';
import type { TariffFile } from './tariff.schema.ts';
import { findLane, findTariffVersion, resolveDestinationZone, resolveOriginZone } from './tariff-lookup.ts';
import { transportChargeCents } from './transport.ts';

export interface ShipmentInput {
  /** Spanish origin postal code, five digits. */
  readonly cpOrigen: string;
  /** ISO 3166-1 alpha-2 destination country. */
  readonly paisDestino: string;
  readonly cpDestino: string;
  /** Declared loading metres. */
  readonly ldm: number;
  readonly pesoKg: number;
  /** Loading date, YYYY-MM-DD. */
  readonly fechaCarga: string;
}

export interface PricingContext {
  readonly tariff: TariffFile;
  /** Weekly diesel figures; see `selectFuelFigure` for which ones a store must supply. */
  readonly fuelFigures: readonly FuelFigure[];
  readonly now: Date;
  readonly fuelMaxAgeDays: number;
}

export type ManualReviewReason = 'origin-not-covered' | 'destination-not-covered' | 'lane-not-covered' | 'over-10-ldm';

/** Why billable metres differ from the declared ones; the texts module turns it into `motivoLdm`. */
export interface LdmReason {
  readonly decidedBy: LdmDecidedBy;
  readonly roundedUp: boolean;
  readonly pesoKg: number;
  readonly ldmDeclarado: number;
  readonly ldmFacturable: number;
  readonly minimumBillableMetres: number;
}

interface MetresFields {
  readonly ldmDeclarado: number;
  readonly ldmFacturable: number;
  /** Null when the declared metres are billed as given; otherwise what changed them. */
  readonly motivoLdm: LdmReason | null;
}

/** Where the price came from; for logs and audits, not part of the public result. */
export interface PricingTrace {
  readonly tariffVersion: string;
  readonly originZone?: string;
  readonly destinationZone?: string;
  readonly fuelPriceEurPerLitre?: number;
  readonly fuelReferencePrice?: number;
  readonly fuelShare?: number;
}

export interface PricedShipment extends MetresFields {
  readonly estado: 'estimacion';
  readonly moneda: 'EUR';
  /** EUR, two decimals; total = transporte + gasoleo exactly, VAT excluded. */
  readonly transporte: number;
  readonly gasoleo: number;
  readonly total: number;
  readonly gasoleoProvisional: boolean;
  readonly semanaGasoleo: string;
  readonly trace: PricingTrace;
}

export interface ManualReviewShipment extends MetresFields {
  readonly estado: 'revision_manual';
  readonly reason: ManualReviewReason;
  readonly trace: PricingTrace;
}

export type ShipmentPrice = PricedShipment | ManualReviewShipment;

const ldmReason = (metres: BillableMetres, pesoKg: number, minimumBillableMetres: number): LdmReason | null =>
  metres.decidedBy === 'declared' && !metres.roundedUp
    ? null
    : {
        decidedBy: metres.decidedBy,
        roundedUp: metres.roundedUp,
        pesoKg,
        ldmDeclarado: metres.ldmDeclarado,
        ldmFacturable: metres.ldmFacturable,
        minimumBillableMetres,
      };

/**
 * Prices one shipment with the tariff version valid on the loading date. Used by the public estimate and the
 * integration quotes alike. A shipment the tariff does not cover is manual review, never a guessed price.
 * Throws `NoValidTariffError`, `FuelPriceStaleError` or `FuelPriceUnavailableError` when no current price exists.
 */
export const priceShipment = (input: ShipmentInput, context: PricingContext): ShipmentPrice => {
  const version = findTariffVersion(context.tariff, input.fechaCarga);
  const metres = billableMetres({
    ldm: input.ldm,
    pesoKg: input.pesoKg,
    minimumBillableMetres: version.minimumBillableMetres,
  });
  const metresFields: MetresFields = {
    ldmDeclarado: metres.ldmDeclarado,
    ldmFacturable: metres.ldmFacturable,
    motivoLdm: ldmReason(metres, input.pesoKg, version.minimumBillableMetres),
  };
  const manualReview = (reason: ManualReviewReason, trace: PricingTrace): ManualReviewShipment => ({
    estado: 'revision_manual',
    reason,
    ...metresFields,
    trace,
  });

  const origin = resolveOriginZone(version, input.cpOrigen);
  if (!origin) return manualReview('origin-not-covered', { tariffVersion: version.id });
  const destination = resolveDestinationZone(version, input.paisDestino, input.cpDestino);
  if (!destination) {
    return manualReview('destination-not-covered', { tariffVersion: version.id, originZone: origin.id });
  }
  const trace: PricingTrace = { tariffVersion: version.id, originZone: origin.id, destinationZone: destination.id };
  const lane = findLane(version, origin.id, destination.id);
  if (!lane) return manualReview('lane-not-covered', trace);
  if (metres.overMaximum) return manualReview('over-10-ldm', trace);

  const fuel = selectFuelFigure(context.fuelFigures, input.fechaCarga, {
    now: context.now,
    maxAgeDays: context.fuelMaxAgeDays,
  });
  const transportCents = transportChargeCents(lane, metres.billableTenths);
  const fuelCents = fuelSurchargeCents(transportCents, version.fuel, fuel.figure.pricePerLitre);
  return {
    estado: 'estimacion',
    moneda: 'EUR',
    transporte: centsToEur(transportCents),
    gasoleo: centsToEur(fuelCents),
    total: centsToEur(transportCents + fuelCents),
    gasoleoProvisional: fuel.gasoleoProvisional,
    semanaGasoleo: fuel.semanaGasoleo,
    ...metresFields,
    trace: {
      ...trace,
      fuelPriceEurPerLitre: fuel.figure.pricePerLitre,
      fuelReferencePrice: version.fuel.referencePrice,
      fuelShare: version.fuel.share,
    },
  };
};
