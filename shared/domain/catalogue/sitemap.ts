import { localizedPath, pageUrl, parseSiteBaseUrl } from './page-urls.ts';
import { canonicalLocale, type Page } from './pages.schema.ts';

// sitemaps.org 0.9 caps one sitemap file at 50,000 URLs; past that a sitemap index is needed.
const maxUrlsPerSitemap = 50_000;

export class SitemapTooLargeError extends Error {
  override readonly name = 'SitemapTooLargeError';

  constructor(readonly urlCount: number) {
    super(`a sitemap holds at most ${maxUrlsPerSitemap} URLs, got ${urlCount}`);
  }
}

const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (char) => xmlEntities[char] ?? char);

const formatPriority = (priority: number): string =>
  Number.isInteger(priority) ? priority.toFixed(1) : String(priority);

const urlElements = (page: Page, base: string): string[] => {
  const alternates = [
    ...page.locales.map((locale) => ({ hreflang: locale, href: pageUrl(base, localizedPath(page.path, locale)) })),
    { hreflang: 'x-default', href: pageUrl(base, localizedPath(page.path, canonicalLocale)) },
  ];
  const links = alternates.map(
    ({ hreflang, href }) =>
      `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
  );
  // Each language version is a <url> of its own carrying the full set of alternates, itself included, as search
  // engines require; the alternates come after <priority> because the sitemaps.org schema puts other namespaces last.
  return page.locales.map((locale) =>
    [
      '  <url>',
      `    <loc>${escapeXml(pageUrl(base, localizedPath(page.path, locale)))}</loc>`,
      ...(page.lastModified === undefined ? [] : [`    <lastmod>${escapeXml(page.lastModified)}</lastmod>`]),
      `    <changefreq>${page.changeFrequency}</changefreq>`,
      `    <priority>${formatPriority(page.priority)}</priority>`,
      ...links,
      '  </url>',
    ].join('\n'),
  );
};

/** The catalogue as a sitemaps.org 0.9 urlset, one <url> per page and locale, with hreflang alternates. */
export const buildSitemapXml = (pages: readonly Page[], siteBaseUrl: string): string => {
  const base = parseSiteBaseUrl(siteBaseUrl);
  const urls = pages.flatMap((page) => urlElements(page, base));
  if (urls.length > maxUrlsPerSitemap) throw new SitemapTooLargeError(urls.length);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
};
