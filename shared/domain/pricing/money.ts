/**
 * Amounts are handled as integer cents so that sums are exact; euros appear only at the edges.
 */

/** Values within a millionth of a step are that step: binary floating point noise, not a real difference. */
const snap = (value: number): number => Math.round(value * 1e6) / 1e6;

/** Half-up rounding to an integer, applied to the magnitude so that a negative surcharge rounds like a positive one. */
export const roundHalfUp = (value: number): number => {
  const rounded = Math.floor(snap(Math.abs(value)) + 0.5);
  return value < 0 ? -rounded : rounded;
};

export const eurToCents = (eur: number): number => roundHalfUp(eur * 100);

export const centsToEur = (cents: number): number => cents / 100;

/** Smallest integer number of tenths that is at least `value` (e.g. loading metres rounded up to 0.1). */
export const ceilTenths = (value: number): number => Math.ceil(snap(value * 10));

/** True when `value` is a whole number of `1 / 10^decimals` steps, allowing for floating point noise. */
export const hasAtMostDecimals = (value: number, decimals: number): boolean => {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};
