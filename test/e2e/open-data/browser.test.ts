import { createServer, type Server } from 'node:http';
import { DateTime } from 'luxon';
import { browserTestFor, useBrowserSite } from '#test/support/chromium.ts';

const browserTest = browserTestFor('the browser test');

const year = DateTime.now().setZone('Europe/Brussels').year;

const api = useBrowserSite('e2e-open-data-browser');
let page: Server;
let pageOrigin: string;

/** A page on another origin (another port of localhost) that calls the API with fetch, as any website would. */
const pageHtml = '<!doctype html><html><head><meta charset="utf-8"><title>bans</title></head><body>bans</body></html>';

beforeAll(async () => {
  page = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(pageHtml);
  });
  await new Promise<void>((resolve) => page.listen(0, 'localhost', resolve));
  const address = page.address();
  pageOrigin = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => page.close(() => resolve()));
});

interface BrowserAnswer {
  status: number;
  contentType: string | null;
  etag: string | null;
  rateLimit: string | null;
  rateLimitPolicy: string | null;
  cacheControl: string | null;
  body: unknown;
}

browserTest(
  'a page on another origin fetches both endpoints and reads the JSON and the exposed headers',
  async () => {
    const tab = await api.browser.newPage();
    const consoleErrors: string[] = [];
    tab.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await tab.goto(`${pageOrigin}/`);

    const calendarUrl = `${api.baseUrl}/api/geo/traffic-bans?country=DE&date=${year}-12-25&lang=de`;
    const answers = await tab.evaluate(
      async (urls: string[]) =>
        Promise.all(
          urls.map(async (url): Promise<BrowserAnswer> => {
            const response = await fetch(url, { mode: 'cors' });
            return {
              status: response.status,
              contentType: response.headers.get('content-type'),
              etag: response.headers.get('etag'),
              rateLimit: response.headers.get('ratelimit'),
              rateLimitPolicy: response.headers.get('ratelimit-policy'),
              cacheControl: response.headers.get('cache-control'),
              body: await response.json(),
            };
          }),
        ),
      [calendarUrl, `${api.baseUrl}/api/geo/routes`],
    );
    // A conditional request from the page: the browser sends If-None-Match itself (a CORS preflight first).
    const revalidated = await tab.evaluate(
      async ({ url, etag }) => {
        // Bypass the HTTP cache so the request reaches the server with the validator given here.
        const init = { headers: { 'If-None-Match': etag }, cache: 'no-store' };
        const response = await fetch(url, init as RequestInit);
        return { status: response.status, etag: response.headers.get('etag') };
      },
      { url: calendarUrl, etag: answers[0]?.etag ?? '' },
    );
    await tab.close();

    const [calendar, catalogue] = answers as [BrowserAnswer, BrowserAnswer];
    expect(calendar).toEqual(
      expect.objectContaining({
        status: 200,
        contentType: 'application/json; charset=utf-8',
        etag: expect.stringMatching(/^"[^"]+"$/),
        // Public and cached for everyone: no caller's quota in it (a 429 carries it).
        rateLimitPolicy: null,
        rateLimit: null,
        cacheControl: 'public, max-age=3600',
      }),
    );
    expect(calendar.body).toEqual(
      expect.objectContaining({
        apiVersion: '1.1',
        filters: expect.objectContaining({ countries: ['DE'], lang: 'de' }),
        bans: [expect.objectContaining({ country: 'DE', date: `${year}-12-25` })],
        count: 1,
      }),
    );
    expect(catalogue).toEqual(
      expect.objectContaining({ status: 200, etag: expect.stringMatching(/^"/), rateLimitPolicy: null }),
    );
    expect(catalogue.body).toEqual(expect.objectContaining({ routes: expect.any(Array), count: expect.any(Number) }));
    expect(revalidated.status).toBe(304);
    expect(revalidated.etag).toBe(calendar.etag);
    expect(consoleErrors).toEqual([]);
  },
  60_000,
);
