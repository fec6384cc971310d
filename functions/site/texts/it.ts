import { en, type SiteTexts } from './en.ts';

export const it: SiteTexts = en;
