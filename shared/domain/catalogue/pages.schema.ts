import * as z from 'zod';
import { LANGUAGES } from '#shared/domain/languages.ts';

/** English is the canonical language: every page exists in it, and `x-default` points at it. */
export const canonicalLocale = 'en';

export const localeSchema = z.enum(LANGUAGES).describe('Language code of a site locale');

export const changeFrequencySchema = z
  .enum(['daily', 'weekly', 'monthly', 'yearly'])
  .describe('How often the page content is expected to change (sitemaps.org changefreq)');

const slug = '[a-z0-9]+(?:-[a-z0-9]+)*';

export const pagePathSchema = z
  .string()
  .regex(new RegExp(`^/(?:${slug}(?:/${slug})*)?$`), 'a root-relative path of lowercase slugs, no trailing slash')
  .describe('English canonical path, root-relative, without trailing slash (the home page is "/")');

const countryCodeSchema = z
  .string()
  .regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 code')
  .describe('ISO 3166-1 alpha-2 country code');

export const pageSectionSchema = z
  .strictObject({
    anchor: z
      .string()
      .regex(new RegExp(`^${slug}$`), 'a lowercase slug')
      .describe('Fragment identifier of the section, without "#"'),
    countryCode: countryCodeSchema.describe('Country whose driving bans this section presents'),
  })
  .describe('A section of a page that stands in for a country page');

export const pageSchema = z
  .strictObject({
    path: pagePathSchema,
    locales: z
      .array(localeSchema)
      .min(1)
      .refine((locales) => locales.includes(canonicalLocale), 'must include en, the canonical locale')
      .refine((locales) => new Set(locales).size === locales.length, 'must not repeat a locale')
      .describe(
        'Locales in which the page exists. The English page lives at `path`; every other locale at `/<locale>` ' +
          'followed by the same path (the home page of locale es is `/es`).',
      ),
    priority: z.number().min(0).max(1).describe('Relative priority for crawlers, 0.0 to 1.0'),
    changeFrequency: changeFrequencySchema,
    lastModified: z.iso
      .date()
      .optional()
      .describe('Date of the last content change (YYYY-MM-DD); only for pages whose content carries a date'),
    countryCode: countryCodeSchema
      .optional()
      .describe('Set on the page dedicated to one country with dated driving bans'),
    sections: z
      .array(pageSectionSchema)
      .optional()
      .describe('Country sections of this page, for countries without a page of their own'),
  })
  .describe('One indexable page of the site');

export const pagesSchema = z
  .array(pageSchema)
  .min(1)
  .superRefine((pages, ctx) => {
    const paths = new Set<string>();
    const countries = new Set<string>();
    const localePrefix = new RegExp(`^/(?:${LANGUAGES.join('|')})(?:/|$)`);
    pages.forEach((page, index) => {
      if (paths.has(page.path)) {
        ctx.addIssue({ code: 'custom', path: [index, 'path'], message: `duplicate path ${page.path}` });
      }
      paths.add(page.path);
      // A path starting with a locale segment would collide with the localized paths of another page.
      if (localePrefix.test(page.path)) {
        ctx.addIssue({ code: 'custom', path: [index, 'path'], message: `path ${page.path} starts with a locale` });
      }
      const codes = [page.countryCode, ...(page.sections ?? []).map((section) => section.countryCode)];
      for (const code of codes) {
        if (code === undefined) continue;
        if (countries.has(code)) {
          ctx.addIssue({ code: 'custom', path: [index], message: `country ${code} has more than one page` });
        }
        countries.add(code);
      }
    });
  })
  .describe('Catalogue of every indexable page of the site');

export type SiteLocale = z.infer<typeof localeSchema>;
export type Page = z.infer<typeof pageSchema>;
