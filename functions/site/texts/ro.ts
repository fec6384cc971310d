import { en, type SiteTexts } from './en.ts';

export const ro: SiteTexts = en;
