import { ceilTenths } from './money.ts';
import { MAX_BILLABLE_LDM } from './tariff.schema.ts';

/** Kilograms that one loading metre carries; heavier cargo is billed by weight. */
export const KG_PER_LOADING_METRE = 1750;

/**
 * What decided the billable metres: the declared metres, the weight, or the tariff's minimum.
 * `declared` with `roundedUp` means only the rounding to 0.1 changed the figure.
 */
export type LdmDecidedBy = 'declared' | 'weight' | 'minimum';

export interface BillableMetres {
  readonly ldmDeclarado: number;
  readonly ldmFacturable: number;
  /** Billable metres in integer tenths, for exact arithmetic downstream. */
  readonly billableTenths: number;
  /** Loading metres the weight alone amounts to (pesoKg / 1750), unrounded. */
  readonly weightLdm: number;
  readonly decidedBy: LdmDecidedBy;
  /** True when the billable figure differs from the declared one only by rounding up to 0.1. */
  readonly roundedUp: boolean;
  /** Over 10 billable metres: no price, manual review. */
  readonly overMaximum: boolean;
}

/**
 * Billable metres = max(declared, pesoKg / 1750), rounded up to 0.1, at least the tariff minimum.
 * Works in integer tenths so that 2.0000000001 stays 2.0 and never becomes 2.1.
 */
export const billableMetres = (input: {
  ldm: number;
  pesoKg: number;
  minimumBillableMetres: number;
}): BillableMetres => {
  const declaredTenths = ceilTenths(input.ldm);
  const weightLdm = input.pesoKg / KG_PER_LOADING_METRE;
  const weightTenths = ceilTenths(weightLdm);
  const minimumTenths = ceilTenths(input.minimumBillableMetres);
  const billableTenths = Math.max(declaredTenths, weightTenths, minimumTenths);
  const decidedBy: LdmDecidedBy =
    billableTenths === declaredTenths ? 'declared' : billableTenths === weightTenths ? 'weight' : 'minimum';
  return {
    ldmDeclarado: input.ldm,
    ldmFacturable: billableTenths / 10,
    billableTenths,
    weightLdm,
    decidedBy,
    roundedUp: decidedBy === 'declared' && billableTenths / 10 - input.ldm > 1e-7,
    overMaximum: billableTenths > MAX_BILLABLE_LDM * 10,
  };
};
