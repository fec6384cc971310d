import * as z from 'zod';
import { readDataBeside } from '#data/read-beside.ts';
import { type TariffFile, tariffFileSchema } from '#shared/domain/pricing/tariff.schema.ts';

/** Path of the tariff file, relative to the project root; the import command writes here. */
export const TARIFF_FILE = 'data/tariffs/tariff.json';

/** The tariff as its schema reads it, or an error naming the file. */
export const parseTariffFile = (content: unknown): TariffFile => {
  const parsed = tariffFileSchema.safeParse(content);
  if (!parsed.success) {
    throw new Error(`${TARIFF_FILE} is invalid:\n${z.prettifyError(parsed.error)}`, { cause: parsed.error });
  }
  return parsed.data;
};

/**
 * The tariff in force, read where this module runs, as every data file is (`readDataBeside`), when it loads: every
 * price needs it.
 */
export const tariff: TariffFile = readDataBeside(import.meta.url, 'tariff.json', parseTariffFile);
