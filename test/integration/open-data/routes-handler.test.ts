import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { XMLParser } from 'fast-xml-parser';
import { pages } from '#data/pages/index.ts';
import { apiEvent, lambdaContext } from '#test/support/api-event.ts';
import { useFreshTables } from '#test/support/test-tables.ts';

type Handler = (event: unknown, context: unknown) => Promise<APIGatewayProxyStructuredResultV2>;
type Headers = Record<string, string>;

const SITE = 'https://bans.example.org';
const LICENSE_LINK = '<https://creativecommons.org/licenses/by/4.0/>; rel="license"';

let handler: Handler;
let ipCounter = 0;
const freshIp = () => {
  ipCounter += 1;
  return `203.0.113.${ipCounter}`;
};

const get = async (path: string, options: { headers?: Headers; ip?: string; query?: Headers } = {}) => {
  const response = await handler(
    apiEvent({ path, headers: options.headers, query: options.query, sourceIp: options.ip ?? freshIp() }),
    lambdaContext('routes'),
  );
  return { ...response, headers: (response.headers ?? {}) as Headers };
};

beforeAll(async () => {
  await useFreshTables('open-data-routes');
  process.env.SITE_BASE_URL = SITE;
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  ({ handler } = (await import('#functions/routes/handler.ts')) as unknown as { handler: Handler });
});

describe('GET /api/geo/routes', () => {
  test('answers the catalogue of every page with its count and the licence', async () => {
    const response = await get('/api/geo/routes');

    expect(response.statusCode).toBe(200);
    expect(response.headers['Content-Type']).toBe('application/json; charset=utf-8');
    const body = JSON.parse(response.body ?? '');
    expect(body.count).toBe(pages.length);
    expect(body.routes).toHaveLength(pages.length);
    expect(body.routes[0]).toEqual(
      expect.objectContaining({ path: '/', canonicalUrl: `${SITE}/`, locales: ['en', 'es', 'ro', 'it', 'fr', 'de'] }),
    );
    expect(body.license).toEqual(
      expect.objectContaining({ name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' }),
    );
  });

  test('carries the open-data headers: CORS, one hour of public caching, licence link, strong ETag; no quota', async () => {
    const response = await get('/api/geo/routes');

    expect(response.headers).toEqual(
      expect.objectContaining({
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Expose-Headers': expect.stringContaining('ETag'),
        'Cache-Control': 'public, max-age=3600',
        Link: LICENSE_LINK,
        ETag: expect.stringMatching(/^"[A-Za-z0-9_-]+"$/),
      }),
    );
    // CloudFront keeps the answer an hour and serves it to everyone: one caller's `r=59` has no place in it.
    expect(response.headers).not.toHaveProperty('RateLimit');
    expect(response.headers).not.toHaveProperty('RateLimit-Policy');
  });

  test('ignores query parameters: the catalogue takes none', async () => {
    const plain = await get('/api/geo/routes');
    const withQuery = await get('/api/geo/routes', { query: { utm_source: 'crawler', lang: 'de' } });

    expect(withQuery.statusCode).toBe(200);
    expect(withQuery.body).toBe(plain.body);
  });
});

describe('conditional requests', () => {
  test('answer 304 without a body when If-None-Match names the current tag, keeping the cache headers', async () => {
    const first = await get('/api/geo/routes');
    const etag = first.headers.ETag as string;

    const second = await get('/api/geo/routes', { headers: { 'if-none-match': etag } });

    expect(second.statusCode).toBe(304);
    expect(second.body ?? '').toBe('');
    expect(second.headers).toEqual(
      expect.objectContaining({
        ETag: etag,
        'Cache-Control': 'public, max-age=3600',
        Link: LICENSE_LINK,
        'Access-Control-Allow-Origin': '*',
      }),
    );
    expect(second.headers['Content-Type']).toBeUndefined();
  });

  test.each([
    ['a list that contains the tag', (tag: string) => `"other", ${tag}`],
    ['the weak form of the tag', (tag: string) => `W/${tag}`],
    ['the wildcard', () => '*'],
  ])('match %s', async (_label, header) => {
    const etag = (await get('/api/geo/routes')).headers.ETag as string;

    const response = await get('/api/geo/routes', { headers: { 'if-none-match': header(etag) } });

    expect(response.statusCode).toBe(304);
  });

  test('answer 200 with the body when the tag is stale', async () => {
    const response = await get('/api/geo/routes', { headers: { 'if-none-match': '"stale"' } });

    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body ?? '').count).toBe(pages.length);
  });

  test('give the same tag for the same body and a different one per representation', async () => {
    const a = await get('/api/geo/routes');
    const b = await get('/api/geo/routes');
    const sitemap = await get('/sitemap.xml');

    expect(a.headers.ETag).toBe(b.headers.ETag);
    expect(sitemap.headers.ETag).not.toBe(a.headers.ETag);
  });
});

describe('GET /sitemap.xml', () => {
  test('publishes the same pages as XML, one <url> per page and locale, with the open-data headers', async () => {
    const response = await get('/sitemap.xml');

    expect(response.statusCode).toBe(200);
    expect(response.headers['Content-Type']).toBe('application/xml; charset=utf-8');
    expect(response.headers).toEqual(
      expect.objectContaining({
        'Cache-Control': 'public, max-age=3600',
        Link: LICENSE_LINK,
        ETag: expect.any(String),
      }),
    );
    const xml = new XMLParser({ ignoreAttributes: false }).parse(response.body ?? '');
    const locs = (xml.urlset.url as { loc: string }[]).map((url) => url.loc);
    expect(locs).toHaveLength(pages.reduce((sum, page) => sum + page.locales.length, 0));
    expect(locs).toContain(`${SITE}/driving-bans`);
    expect(locs).toContain(`${SITE}/de/driving-bans`);
  });
});

describe('rate limit', () => {
  test('the 61st request from one IP in the window answers 429 with Retry-After; others are unaffected', async () => {
    const ip = freshIp();
    for (let i = 1; i <= 60; i += 1) {
      const response = await get('/api/geo/routes', { ip });
      expect(response.statusCode).toBe(200);
    }

    const refused = await get('/api/geo/routes', { ip });

    expect(refused.statusCode).toBe(429);
    expect(refused.headers['Content-Type']).toBe('application/problem+json');
    expect(refused.headers['Cache-Control']).toBe('no-store');
    expect(Number(refused.headers['Retry-After'])).toBeGreaterThanOrEqual(1);
    // The sliding window's longest wait: the window and one slice of it (a tenth).
    expect(Number(refused.headers['Retry-After'])).toBeLessThanOrEqual(66);
    expect(refused.headers.RateLimit).toMatch(/^"open-data";r=0;t=\d+$/);
    expect(JSON.parse(refused.body ?? '').status).toBe(429);
    // The sitemap is another endpoint with its own count, and another client has its own window.
    expect((await get('/sitemap.xml', { ip })).statusCode).toBe(200);
    expect((await get('/api/geo/routes')).statusCode).toBe(200);
  });
});
