import * as z from 'zod';
import { type TariffFile, tariffFileSchema } from '#shared/domain/pricing/tariff.schema.ts';
import rawTariff from './tariff.json' with { type: 'json' };

/** Path of the tariff file, relative to the project root; the import command writes here. */
export const TARIFF_FILE = 'data/tariffs/tariff.json';

const parsed = tariffFileSchema.safeParse(rawTariff);
if (!parsed.success) {
  throw new Error(`${TARIFF_FILE} is invalid:\n${z.prettifyError(parsed.error)}`, { cause: parsed.error });
}

/** The tariff in force, validated when this module loads. */
export const tariff: TariffFile = parsed.data;
