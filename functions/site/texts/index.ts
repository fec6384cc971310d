import type { SiteLocale } from '#shared/domain/catalogue/pages.schema.ts';
import { typesetEach } from '#shared/domain/texts/typography.ts';
import { de } from './de.ts';
import { en, type SiteTexts } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { ro } from './ro.ts';

/** Written with plain spaces; each language's spacing (French before `: ; ? !`) is applied once, here. */
const texts: Readonly<Record<SiteLocale, SiteTexts>> = typesetEach({ en, es, ro, it, fr, de });

export const textsOf = (locale: SiteLocale): SiteTexts => texts[locale];
