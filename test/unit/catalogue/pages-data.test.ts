import { countryPagePath, countryPagePaths, pages } from '#data/pages/index.ts';
import { buildCatalogue } from '#shared/domain/catalogue/catalogue.ts';
import { CountryPageNotFoundError } from '#shared/domain/catalogue/country-pages.ts';
import { pagesSchema } from '#shared/domain/catalogue/pages.schema.ts';
import { aPage } from './page-builder.ts';

const countryPages = {
  DE: 'germany',
  FR: 'france',
  IT: 'italy',
  AT: 'austria',
  CH: 'switzerland',
  ES: 'spain',
  PL: 'poland',
  CZ: 'czechia',
  SK: 'slovakia',
  SI: 'slovenia',
  HR: 'croatia',
  GR: 'greece',
  RO: 'romania',
  BG: 'bulgaria',
};

describe('the page catalogue data', () => {
  test('lists the fixed pages of the site', () => {
    // Act
    const paths = pages.map((page) => page.path);

    // Assess
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/estimate',
        '/driving-bans',
        '/developers',
        '/developers/estimate-api',
        '/developers/open-data',
        '/legal/notice',
        '/legal/privacy',
        '/legal/terms',
        '/legal/data-licence',
      ]),
    );
  });

  test('has one page per country with dated bans, under /driving-bans/<english slug>', () => {
    // Act
    const mapped = Object.keys(countryPages).map((code) => countryPagePath(code));

    // Assess
    expect(mapped).toEqual(Object.values(countryPages).map((slug) => `/driving-bans/${slug}`));
    for (const path of mapped) expect(pages.some((page) => page.path === path)).toBe(true);
  });

  test('points Hungary, Luxembourg and Liechtenstein at sections of the calendar page', () => {
    // Act
    const sections = ['HU', 'LU', 'LI'].map((code) => countryPagePath(code));

    // Assess
    expect(sections).toEqual(['/driving-bans#hungary', '/driving-bans#luxembourg', '/driving-bans#liechtenstein']);
    expect(pages.some((page) => page.path.startsWith('/driving-bans/hungary'))).toBe(false);
  });

  test('maps only the seventeen countries with dated bans', () => {
    // Assess
    expect([...countryPagePaths.keys()].sort()).toEqual([...Object.keys(countryPages), 'HU', 'LU', 'LI'].sort());
  });

  test('accepts a lower-case country code', () => {
    // Act
    const path = countryPagePath('at');

    // Assess
    expect(path).toBe('/driving-bans/austria');
  });

  test('refuses a country without a page or section', () => {
    // Act
    const lookUp = () => countryPagePath('PT');

    // Assess
    expect(lookUp).toThrow(CountryPageNotFoundError);
  });

  test('offers every page in English and the legal pages in fewer locales than the rest', () => {
    // Act
    const catalogue = buildCatalogue(pages, 'https://freight.example');

    // Assess
    for (const route of catalogue.routes) expect(route.locales).toContain('en');
    const home = catalogue.routes.find((route) => route.path === '/');
    const terms = catalogue.routes.find((route) => route.path === '/legal/terms');
    expect(home?.locales).toEqual(['en', 'es', 'ro', 'it', 'fr', 'de']);
    expect(terms?.locales.length).toBeLessThan(6);
    expect(catalogue.count).toBe(pages.length);
  });

  test('every calendar page link resolves to a canonical catalogue URL once its section is removed', () => {
    // Prepare
    const catalogue = buildCatalogue(pages, 'https://freight.example');
    const canonicalUrls = new Set(catalogue.routes.map((route) => route.canonicalUrl));

    // Act
    const linked = [...countryPagePaths.values()].map((path) => `https://freight.example${path.split('#')[0]}`);

    // Assess
    for (const url of linked) expect(canonicalUrls.has(url)).toBe(true);
  });
});

describe('pagesSchema', () => {
  test.each([
    ['a duplicate path', [aPage({ path: '/estimate' }), aPage({ path: '/estimate' })]],
    ['a page without English', [aPage({ locales: ['es'] })]],
    ['a repeated locale', [aPage({ locales: ['en', 'es', 'es'] })]],
    ['a path that starts with a locale', [aPage({ path: '/es/estimate' })]],
    ['a trailing slash', [aPage({ path: '/estimate/' })]],
    ['a priority above 1', [aPage({ priority: 1.5 })]],
    ['a malformed date', [aPage({ lastModified: '2026-13-01' })]],
    [
      'a country with two pages',
      [
        aPage({ path: '/driving-bans/germany', countryCode: 'DE' }),
        aPage({ path: '/driving-bans', sections: [{ anchor: 'germany', countryCode: 'DE' }] }),
      ],
    ],
  ])('rejects %s', (_case, candidate) => {
    // Act
    const result = pagesSchema.safeParse(candidate);

    // Assess
    expect(result.success).toBe(false);
  });
});
