import { en, type SiteTexts } from './en.ts';

export const fr: SiteTexts = en;
