import { en, type SiteTexts } from './en.ts';

export const de: SiteTexts = en;
