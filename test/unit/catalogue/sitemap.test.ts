import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { XMLParser } from 'fast-xml-parser';
import { pages } from '#data/pages/index.ts';
import { buildSitemapXml, escapeXml } from '#shared/domain/catalogue/sitemap.ts';
import { aPage } from './page-builder.ts';

const schemaPath = fileURLToPath(new URL('./fixtures/sitemap.xsd', import.meta.url));
const xmllintAvailable = spawnSync('xmllint', ['--version']).status === 0;

type Link = { '@_rel': string; '@_hreflang': string; '@_href': string };
type Url = { loc: string; lastmod?: string; changefreq: string; priority: string; 'xhtml:link': Link[] };

const parseUrls = (xml: string): Url[] => {
  const parser = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    isArray: (name) => name === 'url' || name === 'xhtml:link',
  });
  return parser.parse(xml).urlset.url;
};

describe('buildSitemapXml', () => {
  // Needs xmllint (Debian package libxml2-utils); the structural tests below run without it.
  (xmllintAvailable ? test : test.skip)('the site catalogue validates against the sitemaps.org 0.9 schema', () => {
    // Prepare
    const xml = buildSitemapXml(pages, 'https://freight.example/');

    // Act
    const validate = () =>
      execFileSync('xmllint', ['--noout', '--schema', schemaPath, '-'], { input: xml, stdio: 'pipe' });

    // Assess
    expect(validate).not.toThrow();
  });

  (xmllintAvailable ? test : test.skip)('the schema check does catch an invalid sitemap', () => {
    // Prepare
    const xml = buildSitemapXml([aPage()], 'https://freight.example').replace('<priority>0.8', '<priority>1.8');

    // Act
    const validate = () =>
      execFileSync('xmllint', ['--noout', '--schema', schemaPath, '-'], { input: xml, stdio: 'pipe' });

    // Assess
    expect(validate).toThrow();
  });

  test('declares the sitemap and xhtml namespaces on the urlset', () => {
    // Act
    const xml = buildSitemapXml([aPage()], 'https://freight.example');

    // Assess
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    const root = new XMLParser({ ignoreAttributes: false }).parse(xml).urlset;
    expect(root['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(root['@_xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
  });

  test('lists each language version of a page as a url of its own', () => {
    // Prepare
    const page = aPage({ path: '/legal/privacy', locales: ['en', 'es'] });

    // Act
    const urls = parseUrls(buildSitemapXml([aPage({ path: '/' }), page], 'https://freight.example'));

    // Assess
    expect(urls.map((url) => url.loc)).toEqual([
      'https://freight.example/',
      'https://freight.example/es',
      'https://freight.example/ro',
      'https://freight.example/it',
      'https://freight.example/fr',
      'https://freight.example/de',
      'https://freight.example/legal/privacy',
      'https://freight.example/es/legal/privacy',
    ]);
  });

  test('gives every url the hreflang alternates of all locales and an x-default on the English page', () => {
    // Prepare
    const page = aPage({ path: '/driving-bans/austria', locales: ['en', 'de', 'it'] });

    // Act
    const urls = parseUrls(buildSitemapXml([page], 'https://freight.example'));

    // Assess
    const expectedLinks = [
      { '@_rel': 'alternate', '@_hreflang': 'en', '@_href': 'https://freight.example/driving-bans/austria' },
      { '@_rel': 'alternate', '@_hreflang': 'de', '@_href': 'https://freight.example/de/driving-bans/austria' },
      { '@_rel': 'alternate', '@_hreflang': 'it', '@_href': 'https://freight.example/it/driving-bans/austria' },
      { '@_rel': 'alternate', '@_hreflang': 'x-default', '@_href': 'https://freight.example/driving-bans/austria' },
    ];
    expect(urls).toHaveLength(3);
    for (const url of urls) expect(url['xhtml:link']).toEqual(expectedLinks);
  });

  test('writes lastmod only for a page with a content date, with changefreq and a decimal priority', () => {
    // Prepare
    const dated = aPage({
      path: '/legal/terms',
      locales: ['en'],
      lastModified: '2026-06-01',
      changeFrequency: 'yearly',
      priority: 0.25,
    });
    const undated = aPage({ path: '/', locales: ['en'], priority: 1 });

    // Act
    const urls = parseUrls(buildSitemapXml([dated, undated], 'https://freight.example'));

    // Assess
    expect(urls[0]).toMatchObject({ lastmod: '2026-06-01', changefreq: 'yearly', priority: '0.25' });
    expect(urls[1]).toMatchObject({ changefreq: 'weekly', priority: '1.0' });
    expect(urls[1]).not.toHaveProperty('lastmod');
  });

  test('escapes XML-special characters of the site base', () => {
    // Act
    const xml = buildSitemapXml([aPage({ path: '/', locales: ['en'] })], "https://freight.example/o'neil<&>");

    // Assess
    expect(xml).not.toMatch(/'neil|<&>/);
    expect(parseUrls(xml)[0]?.loc).toBe("https://freight.example/o'neil%3C&%3E/");
  });

  test('escapeXml replaces the five predefined entities', () => {
    // Act
    const escaped = escapeXml(`a&b<c>d"e'f`);

    // Assess
    expect(escaped).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });
});
