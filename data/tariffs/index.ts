import { readFileSync } from 'node:fs';
import * as z from 'zod';
import { type TariffFile, tariffFileSchema } from '#shared/domain/pricing/tariff.schema.ts';

/** Path of the tariff file, relative to the project root; the import command writes here. */
export const TARIFF_FILE = 'data/tariffs/tariff.json';

/**
 * Read where this module runs, as the driving-ban rules are: next to this file in the repository, next to `index.mjs`
 * in a Lambda bundle (see `dataFiles` in `infra/aws/operations.ts`).
 */
const rawTariff: unknown = JSON.parse(readFileSync(new URL('./tariff.json', import.meta.url), 'utf8'));

const parsed = tariffFileSchema.safeParse(rawTariff);
if (!parsed.success) {
  throw new Error(`${TARIFF_FILE} is invalid:\n${z.prettifyError(parsed.error)}`, { cause: parsed.error });
}

/** The tariff in force, validated when this module loads. */
export const tariff: TariffFile = parsed.data;
