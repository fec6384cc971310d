import * as z from 'zod';
import { type FuelFigure, fuelFileSchema } from '#shared/domain/pricing/fuel.schema.ts';
import rawFuel from './es-diesel-weekly.json' with { type: 'json' };

export const FUEL_FILE = 'data/fuel/es-diesel-weekly.json';

const parsed = fuelFileSchema.safeParse(rawFuel);
if (!parsed.success) {
  throw new Error(`${FUEL_FILE} is invalid:\n${z.prettifyError(parsed.error)}`, { cause: parsed.error });
}

/** Seed figures for the fuel store, validated when this module loads; production reads the store, not this file. */
export const dieselWeeklyFigures: readonly FuelFigure[] = parsed.data.figures;
