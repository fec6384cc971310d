import { setTimeout as sleep } from 'node:timers/promises';
import { seedFuelFigures } from '#infra/local/seed-fuel.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { dynamoFuelStore } from '#shared/store/fuel-store.ts';
import { fuelFigureAt } from '#test/support/fuel-figures.ts';
import { type RunningServer, startLocalServer } from '#test/support/local-server.ts';
import { useFreshTables } from '#test/support/test-tables.ts';

/**
 * The estimate's minute window starts on the minute, and the local server runs on the real clock: a test that fills
 * it waits, when close to a minute boundary, until the next window has begun.
 */
const awayFromMinuteBoundary = async (neededSeconds: number) => {
  const intoMinute = (Date.now() % 60_000) / 1000;
  if (intoMinute > 60 - neededSeconds) await sleep((60 - intoMinute) * 1000 + 100);
};

let server: RunningServer;

beforeAll(async () => {
  const names = await useFreshTables('e2e-site');
  const client = createDocumentClient({ DYNAMODB_ENDPOINT: process.env.DYNAMODB_ENDPOINT, AWS_REGION: 'eu-west-1' });
  await seedFuelFigures(client, names.FUEL_TABLE_NAME, new Date());
  // The sample series ends in late 2026; a current figure keeps these tests meaningful on any day.
  await dynamoFuelStore(client, names.FUEL_TABLE_NAME).put(fuelFigureAt());
  // A small quota, so that the page and the API share it visibly.
  process.env.ESTIMATE_QUOTA_PER_MINUTE = '4';
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  server = await startLocalServer();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const url = (path: string) => `${server.baseUrl}${path}`;

test('GET / answers the English home page in HTML; /es the Spanish one', async () => {
  const home = await fetch(url('/'));
  expect(home.status).toBe(200);
  expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(home.headers.get('cache-control')).toBe('public, max-age=3600');
  expect(await home.text()).toContain('<html lang="en">');
  const spanish = await fetch(url('/es'));
  expect(spanish.headers.get('content-language')).toBe('es');
  expect(await spanish.text()).toContain('Prohibiciones hoy');
});

test('an unknown site path is an HTML 404; an unknown API path keeps its problem+json', async () => {
  const page = await fetch(url('/no/such/page'));
  expect(page.status).toBe(404);
  expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
  const api = await fetch(url('/api/geo/nothing'));
  expect(api.status).toBe(404);
  expect(api.headers.get('content-type')).toBe('application/problem+json');
  expect(await api.json()).toMatchObject({
    type: expect.stringMatching(/\/developers\/errors#not-found$/),
    status: 404,
  });
});

test('robots.txt, the icon and a trailing slash are answered by the site through the routing the stack uses', async () => {
  const robots = await fetch(url('/robots.txt'));
  expect(robots.status).toBe(200);
  expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  expect(await robots.text()).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  const icon = await fetch(url('/favicon.ico'));
  expect(icon.status).toBe(200);
  expect(icon.headers.get('content-type')).toBe('image/x-icon');
  const bytes = Buffer.from(await icon.arrayBuffer());
  expect([...bytes.subarray(0, 8)]).toEqual([0, 0, 1, 0, 1, 0, 16, 16]);
  const slash = await fetch(url('/driving-bans/?date=2026-12-27'), { redirect: 'manual' });
  expect(slash.status).toBe(301);
  expect(slash.headers.get('location')).toBe('/driving-bans?date=2026-12-27');
});

test('the API routes still answer as before beside the site', async () => {
  const catalogue = await fetch(url('/api/geo/routes'));
  expect(catalogue.status).toBe(200);
  expect(catalogue.headers.get('content-type')).toMatch(/^application\/json/);
});

test('the estimate page shows the API’s own price, and shares the API’s quota per client', async () => {
  const query = '?origen=Barcelona&destino=Milan&metros=2&pesoKg=&fecha=';
  await awayFromMinuteBoundary(20);
  const api = await fetch(url('/api/agentes/v1/estimaciones?origen=Barcelona&destino=Milan&metros=2'));
  const body = (await api.json()) as { total: number };
  const page = await fetch(url(`/estimate${query}`));
  expect(page.status).toBe(200);
  expect(page.headers.get('cache-control')).toBe('no-store');
  expect(page.headers.get('ratelimit-policy')).toBe(api.headers.get('ratelimit-policy'));
  expect(page.headers.get('ratelimit')).toMatch(/^"minute";r=2;t=\d+$/);
  expect(await page.text()).toContain(`data-total="${body.total}"`);
  const manual = await fetch(url('/es/estimate?cpOrigen=28001&cpDestino=00-950&paisDestino=PL&metros=3&pesoKg=2000'));
  expect(manual.status).toBe(200);
  expect(await manual.text()).toContain('Revisión manual');

  // Four requests per minute: API, page, page, and this one; the next is refused, on the page and in the API.
  await fetch(url(`/estimate${query}`));
  const refused = await fetch(url(`/estimate${query}`));
  expect(refused.status).toBe(429);
  expect(refused.headers.get('cache-control')).toBe('no-store');
  const wait = /data-retry-after="(\d+)"/.exec(await refused.text())?.[1];
  expect(Number(wait)).toBeGreaterThan(0);
  // The headers a client acts on, as the API's 429 sends them.
  expect(refused.headers.get('retry-after')).toBe(wait);
  expect(refused.headers.get('ratelimit-policy')).toBe('"minute";q=4;w=60');
  expect(refused.headers.get('ratelimit')).toBe(`"minute";r=0;t=${wait}`);
  const apiRefused = await fetch(url('/api/agentes/v1/estimaciones?origen=Barcelona&destino=Milan&metros=2'));
  expect(apiRefused.status).toBe(429);
  expect(apiRefused.headers.get('ratelimit-policy')).toBe(refused.headers.get('ratelimit-policy'));
  expect(Number(apiRefused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
}, 90_000);
