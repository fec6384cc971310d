import * as z from 'zod';
import { readJsonBeside } from '#data/read-beside.ts';
import { type TariffFile, tariffFileSchema } from '#shared/domain/pricing/tariff.schema.ts';

/** Path of the tariff file, relative to the project root; the import command writes here. */
export const TARIFF_FILE = 'data/tariffs/tariff.json';

/** Read where this module runs, as every data file is (`readJsonBeside`), when it loads: every price needs it. */
const rawTariff = readJsonBeside(import.meta.url, 'tariff.json');

const parsed = tariffFileSchema.safeParse(rawTariff);
if (!parsed.success) {
  throw new Error(`${TARIFF_FILE} is invalid:\n${z.prettifyError(parsed.error)}`, { cause: parsed.error });
}

/** The tariff in force, validated when this module loads. */
export const tariff: TariffFile = parsed.data;
