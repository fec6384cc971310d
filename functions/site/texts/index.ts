import type { SiteLocale } from '#shared/domain/catalogue/pages.schema.ts';
import { de } from './de.ts';
import { en, type SiteTexts } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { ro } from './ro.ts';

const texts: Readonly<Record<SiteLocale, SiteTexts>> = { en, es, ro, it, fr, de };

export const textsOf = (locale: SiteLocale): SiteTexts => texts[locale];
