import { catalogueResponseSchema } from '#shared/domain/catalogue/catalogue.schema.ts';
import { buildCatalogue } from '#shared/domain/catalogue/catalogue.ts';
import { InvalidSiteBaseUrlError } from '#shared/domain/catalogue/page-urls.ts';
import { aPage } from './page-builder.ts';

describe('buildCatalogue', () => {
  test('puts the canonical URL on the English path of the site base', () => {
    // Prepare
    const pages = [aPage({ path: '/' }), aPage({ path: '/driving-bans/germany' })];

    // Act
    const catalogue = buildCatalogue(pages, 'https://freight.example');

    // Assess
    expect(catalogue.routes.map((route) => route.canonicalUrl)).toEqual([
      'https://freight.example/',
      'https://freight.example/driving-bans/germany',
    ]);
  });

  test.each([
    ['https://freight.example/', 'https://freight.example/developers'],
    ['https://freight.example//', 'https://freight.example/developers'],
    ['https://FREIGHT.example:443', 'https://freight.example/developers'],
    ['http://127.0.0.1:3000', 'http://127.0.0.1:3000/developers'],
    ['https://freight.example/site/', 'https://freight.example/site/developers'],
  ])('never doubles the slash between base %s and the path', (siteBaseUrl, expected) => {
    // Prepare
    const pages = [aPage({ path: '/developers' })];

    // Act
    const catalogue = buildCatalogue(pages, siteBaseUrl);

    // Assess
    expect(catalogue.routes[0]?.canonicalUrl).toBe(expected);
  });

  test('counts one route per page and keeps the order of the pages', () => {
    // Prepare
    const pages = [aPage({ path: '/' }), aPage({ path: '/estimate' }), aPage({ path: '/legal/terms' })];

    // Act
    const catalogue = buildCatalogue(pages, 'https://freight.example');

    // Assess
    expect(catalogue.count).toBe(3);
    expect(catalogue.routes.map((route) => route.path)).toEqual(['/', '/estimate', '/legal/terms']);
  });

  test('carries priority, change frequency and locales, and lastModified only when the page has a date', () => {
    // Prepare
    const pages = [
      aPage({
        path: '/legal/privacy',
        locales: ['en', 'es'],
        priority: 0.2,
        changeFrequency: 'yearly',
        lastModified: '2026-06-01',
      }),
      aPage({ path: '/estimate', priority: 0.9, changeFrequency: 'monthly' }),
    ];

    // Act
    const catalogue = buildCatalogue(pages, 'https://freight.example');

    // Assess
    expect(catalogue.routes).toEqual([
      {
        path: '/legal/privacy',
        canonicalUrl: 'https://freight.example/legal/privacy',
        priority: 0.2,
        changeFrequency: 'yearly',
        locales: ['en', 'es'],
        lastModified: '2026-06-01',
      },
      {
        path: '/estimate',
        canonicalUrl: 'https://freight.example/estimate',
        priority: 0.9,
        changeFrequency: 'monthly',
        locales: ['en', 'es', 'ro', 'it', 'fr', 'de'],
      },
    ]);
    expect(catalogue.routes[1]).not.toHaveProperty('lastModified');
  });

  test('produces a body that matches the catalogue response schema', () => {
    // Prepare
    const pages = [aPage({ lastModified: '2026-11-01' }), aPage({ path: '/' })];

    // Act
    const catalogue = buildCatalogue(pages, 'https://freight.example');

    // Assess
    expect(catalogueResponseSchema.safeParse(catalogue).success).toBe(true);
  });

  test.each([
    ['a relative path', '/driving-bans'],
    ['another scheme', 'ftp://freight.example'],
    ['a query', 'https://freight.example/?lang=es'],
    ['an empty query', 'https://freight.example/?'],
    ['a fragment', 'https://freight.example/#top'],
    ['credentials', 'https://user:secret@freight.example'],
    ['an empty path segment', 'https://freight.example//site'],
    ['an empty string', ''],
  ])('rejects a site base with %s', (_case, siteBaseUrl) => {
    // Prepare
    const pages = [aPage()];

    // Act
    const build = () => buildCatalogue(pages, siteBaseUrl);

    // Assess
    expect(build).toThrow(InvalidSiteBaseUrlError);
  });
});
