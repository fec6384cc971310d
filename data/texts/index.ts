import { readFileSync } from 'node:fs';
import * as z from 'zod';
import { type ResultTextsFile, resultTextsFileSchema } from '#shared/domain/pricing/result-texts.schema.ts';

export const RESULT_TEXTS_FILE = 'data/texts/result-texts.json';

/**
 * Read where this module runs, as the tariff is: next to this file in the repository, next to `index.mjs` in a
 * Lambda bundle (see `dataFiles` in `infra/aws/operations.ts`), so its 22 KB are parsed as JSON rather than
 * compiled as code.
 */
const rawTexts: unknown = JSON.parse(readFileSync(new URL('./result-texts.json', import.meta.url), 'utf8'));

const parsed = resultTextsFileSchema.safeParse(rawTexts);
if (!parsed.success) {
  throw new Error(`${RESULT_TEXTS_FILE} is invalid:\n${z.prettifyError(parsed.error)}`, { cause: parsed.error });
}

/** Result texts in every supported language, validated when this module loads. */
export const resultTextsData: ResultTextsFile = parsed.data;
