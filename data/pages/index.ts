import * as z from 'zod';
import { countryPagePathIn, countryPagePathsOf } from '#shared/domain/catalogue/country-pages.ts';
import { type Page, pagesSchema } from '#shared/domain/catalogue/pages.schema.ts';
import rawPages from './pages.json' with { type: 'json' };

const parsed = pagesSchema.safeParse(rawPages);
if (!parsed.success) {
  throw new Error(`data/pages/pages.json is invalid:\n${z.prettifyError(parsed.error)}`, { cause: parsed.error });
}

/** Every indexable page of the site, validated when this module loads. */
export const pages: readonly Page[] = parsed.data;

/** Country code -> path of its page or of its section of the calendar page; the calendar links only to these. */
export const countryPagePaths: ReadonlyMap<string, string> = countryPagePathsOf(pages);

/** Catalogue path for a country code; throws `CountryPageNotFoundError` for a country without a page or section. */
export const countryPagePath = (countryCode: string): string => countryPagePathIn(countryPagePaths, countryCode);
