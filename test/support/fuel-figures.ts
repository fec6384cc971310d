import type { FuelFigure } from '#shared/domain/pricing/fuel.schema.ts';
import { isoWeekAt, madridDate } from '#shared/domain/pricing/fuel.ts';

const DAY_MS = 86_400_000;

/**
 * A weekly diesel figure for the ISO week (Madrid) of `weeksAgo` weeks before `now`, published `publishedDaysAgo`
 * days before `now`: tests and benches seed one so that prices, not staleness, are what they measure.
 */
export const fuelFigureAt = ({
  now = new Date(),
  weeksAgo = 0,
  publishedDaysAgo = 0,
  pricePerLitre = 1.46,
}: {
  now?: Date;
  weeksAgo?: number;
  publishedDaysAgo?: number;
  pricePerLitre?: number;
} = {}): FuelFigure => ({
  week: isoWeekAt(new Date(now.getTime() - weeksAgo * 7 * DAY_MS)),
  pricePerLitre,
  publishedOn: madridDate(new Date(now.getTime() - publishedDaysAgo * DAY_MS)),
});
