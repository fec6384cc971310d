import { daysBetween, madridDate } from '#shared/domain/pricing/fuel.ts';
import type { FuelFigure } from '#shared/store/fuel-store.ts';

/** Published by the fuel monitor; `infra/aws/service-alarms.ts` alarms on it. */
export const FUEL_AGE_METRIC = 'FuelFigureAgeDays';

export interface FuelAge {
  readonly week: string;
  readonly publishedOn: string;
  readonly ageDays: number;
}

/**
 * Age of the newest figure already published at `now`, in whole Madrid days: the same reckoning the price
 * uses to refuse a stale figure, so the alarm and the 503 agree. A figure dated in the future does not count yet.
 */
export const latestFuelAge = (figures: readonly FuelFigure[], now: Date): FuelAge | undefined => {
  const today = madridDate(now);
  const newest = figures
    .filter((figure) => figure.publishedOn <= today)
    .reduce<FuelFigure | undefined>(
      (best, figure) => (!best || figure.publishedOn > best.publishedOn ? figure : best),
      undefined,
    );
  if (!newest) return undefined;
  return { week: newest.week, publishedOn: newest.publishedOn, ageDays: daysBetween(newest.publishedOn, today) };
};
