import { eurToCents, roundHalfUp } from './money.ts';
import type { Lane } from './tariff.schema.ts';

/**
 * Transport amount in cents for a billable quantity (in tenths of a loading metre) on one lane.
 *
 * The quantity is priced in its own band, but never above what the smallest quantity of a higher band costs at that
 * band's lower rate (the break-point rule of LTL tariffs). Without it, 2.0 m at 300 EUR/m would cost more than 2.1 m
 * at 260 EUR/m, and a customer would pay less by declaring more. With it, the amount never falls as metres grow.
 * The lane's minimum charge applies last.
 */
export const transportChargeCents = (lane: Lane, billableTenths: number): number => {
  let cheapest = Number.POSITIVE_INFINITY;
  let bandStartTenths = 1;
  for (const band of lane.bands) {
    const upToTenths = Math.round(band.upToLdm * 10);
    if (upToTenths >= billableTenths) {
      const chargedTenths = Math.max(billableTenths, bandStartTenths);
      // tenths × cents is an integer; dividing by 10 is the only rounding.
      const cents = roundHalfUp((chargedTenths * eurToCents(band.pricePerLdm)) / 10);
      cheapest = Math.min(cheapest, cents);
    }
    bandStartTenths = upToTenths + 1;
  }
  if (!Number.isFinite(cheapest)) {
    throw new RangeError(
      `${billableTenths / 10} m is above the last band of lane ${lane.origin} → ${lane.destination}`,
    );
  }
  return Math.max(cheapest, eurToCents(lane.minimumCharge));
};
