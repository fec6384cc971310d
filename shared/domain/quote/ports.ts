import type { FuelFigure } from '#shared/domain/pricing/fuel.schema.ts';

/** Where pricing reads weekly diesel figures: the latest few at or before a given ISO week, newest first. */
export interface FuelFigureSource {
  recentFigures(upToWeek: string): Promise<FuelFigure[]>;
}
