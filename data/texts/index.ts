import * as z from 'zod';
import { readJsonBeside } from '#data/read-beside.ts';
import { type ResultTextsFile, resultTextsFileSchema } from '#shared/domain/pricing/result-texts.schema.ts';

export const RESULT_TEXTS_FILE = 'data/texts/result-texts.json';

/**
 * Read where this module runs, as every data file is (`readJsonBeside`), when it loads: every result needs them. Its
 * 22 KB are parsed as JSON rather than compiled as code.
 */
const rawTexts = readJsonBeside(import.meta.url, 'result-texts.json');

const parsed = resultTextsFileSchema.safeParse(rawTexts);
if (!parsed.success) {
  throw new Error(`${RESULT_TEXTS_FILE} is invalid:\n${z.prettifyError(parsed.error)}`, { cause: parsed.error });
}

/** Result texts in every supported language, validated when this module loads. */
export const resultTextsData: ResultTextsFile = parsed.data;
