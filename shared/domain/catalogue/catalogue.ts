import type { Catalogue, CatalogueRoute } from './catalogue.schema.ts';
import { pageUrl, parseSiteBaseUrl } from './page-urls.ts';
import type { Page } from './pages.schema.ts';

/** The catalogue response: one route per page, canonical URL on the English path of the given site. */
export const buildCatalogue = (pages: readonly Page[], siteBaseUrl: string): Catalogue => {
  const base = parseSiteBaseUrl(siteBaseUrl);
  const routes = pages.map(
    (page): CatalogueRoute => ({
      path: page.path,
      canonicalUrl: pageUrl(base, page.path),
      priority: page.priority,
      changeFrequency: page.changeFrequency,
      locales: [...page.locales],
      ...(page.lastModified === undefined ? {} : { lastModified: page.lastModified }),
    }),
  );
  return { routes, count: routes.length };
};
