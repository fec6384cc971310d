import { en, type SiteTexts } from './en.ts';

export const es: SiteTexts = en;
