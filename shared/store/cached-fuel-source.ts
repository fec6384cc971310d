import type { Clock } from '#shared/domain/clock.ts';
import type { FuelFigureSource } from '#shared/domain/quote/ports.ts';

/** Diesel figures change once a week; a minute's delay in seeing an operator's update costs nothing. */
export const FUEL_CACHE_SECONDS = 60;

/**
 * Keeps the fuel figures read for a week in the container for a short time, so that warm requests need no fuel
 * query: an estimate then costs one DynamoDB round trip (quota) and a quote creation three (quota, idempotency
 * claim, transaction) instead of four. Concurrent requests share one read; a failed read is not kept, so the
 * next request tries the store again.
 */
export const cachedFuelSource = (
  source: FuelFigureSource,
  clock: Clock,
  seconds: number = FUEL_CACHE_SECONDS,
): FuelFigureSource => {
  const cache = new Map<string, { until: number; figures: ReturnType<FuelFigureSource['recentFigures']> }>();
  return {
    recentFigures(week) {
      const now = clock().getTime();
      const hit = cache.get(week);
      if (hit && hit.until > now) return hit.figures;
      const figures = source.recentFigures(week);
      cache.set(week, { until: now + seconds * 1000, figures });
      figures.catch(() => cache.delete(week));
      return figures;
    },
  };
};
