import * as z from 'zod';
import { type ResultTextsFile, resultTextsFileSchema } from '#shared/domain/pricing/result-texts.schema.ts';
import rawTexts from './result-texts.json' with { type: 'json' };

export const RESULT_TEXTS_FILE = 'data/texts/result-texts.json';

const parsed = resultTextsFileSchema.safeParse(rawTexts);
if (!parsed.success) {
  throw new Error(`${RESULT_TEXTS_FILE} is invalid:\n${z.prettifyError(parsed.error)}`, { cause: parsed.error });
}

/** Result texts in every supported language, validated when this module loads. */
export const resultTextsData: ResultTextsFile = parsed.data;
