import * as z from 'zod';
import { changeFrequencySchema, localeSchema, pagePathSchema } from './pages.schema.ts';

export const catalogueRouteSchema = z
  .strictObject({
    path: pagePathSchema,
    canonicalUrl: z.url().describe('Absolute URL of the English page on the site'),
    priority: z.number().min(0).max(1).describe('Relative priority for crawlers, 0.0 to 1.0'),
    changeFrequency: changeFrequencySchema,
    locales: z.array(localeSchema).describe('Language codes in which the page exists'),
    lastModified: z.iso.date().optional().describe('Date of the last content change; only when the page has one'),
  })
  .describe('One indexable page of the site');

export const catalogueResponseSchema = z
  .strictObject({
    routes: z.array(catalogueRouteSchema).describe('One entry per page'),
    count: z.number().int().nonnegative().describe('Number of entries in routes'),
  })
  .describe('Catalogue of every indexable page of the site, the same list the sitemap publishes');

export type CatalogueRoute = z.infer<typeof catalogueRouteSchema>;
export type Catalogue = z.infer<typeof catalogueResponseSchema>;
