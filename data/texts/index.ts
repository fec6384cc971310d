import * as z from 'zod';
import { readDataBeside } from '#data/read-beside.ts';
import { type ResultTextsFile, resultTextsFileSchema } from '#shared/domain/pricing/result-texts.schema.ts';
import { typesetEach } from '#shared/domain/texts/typography.ts';

export const RESULT_TEXTS_FILE = 'data/texts/result-texts.json';

/** The result texts as their schema reads them, or an error naming the file. */
export const parseResultTexts = (content: unknown): ResultTextsFile => {
  const parsed = resultTextsFileSchema.safeParse(content);
  if (!parsed.success) {
    throw new Error(`${RESULT_TEXTS_FILE} is invalid:\n${z.prettifyError(parsed.error)}`, { cause: parsed.error });
  }
  return parsed.data;
};

/**
 * Read where this module runs, as every data file is (`readDataBeside`), when it loads: every result needs them. Its
 * 22 KB are parsed as JSON rather than compiled as code.
 */
const texts = readDataBeside(import.meta.url, 'result-texts.json', parseResultTexts);

/** Result texts in every supported language, validated when this module loads. */
export const resultTextsData: ResultTextsFile = {
  ...texts,
  // Written with plain spaces; each language's spacing (French before `: ; ? !`) is applied when that language is
  // first read.
  languages: typesetEach(texts.languages),
};
