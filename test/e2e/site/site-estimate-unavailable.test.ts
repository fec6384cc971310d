import { type RunningServer, startLocalServer } from '#test/support/local-server.ts';
import { useFreshTables } from '#test/support/test-tables.ts';

let server: RunningServer;

beforeAll(async () => {
  // No weekly fuel figure at all: there is no current price.
  await useFreshTables('e2e-site-unavailable');
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  server = await startLocalServer();
});

afterAll(async () => {
  await server.close();
});

test('without a current fuel figure the estimate page answers 503 naming that cause, with no amount, like the API', async () => {
  const page = await fetch(`${server.baseUrl}/de/estimate?origen=Barcelona&destino=Milan&metros=2`);
  const api = await fetch(`${server.baseUrl}/api/agentes/v1/estimaciones?origen=Barcelona&destino=Milan&metros=2`, {
    headers: { 'Accept-Language': 'en' },
  });

  expect(page.status).toBe(503);
  expect(api.status).toBe(503);
  expect((await api.json()).detail).toMatch(/diesel figure/);
  const html = await page.text();
  expect(html).toContain('Kein aktueller Preis');
  expect(html).toContain('data-cause="fuel"');
  expect(html).toContain('Es gibt keinen aktuellen Dieselpreis');
  expect(html).not.toContain('data-total');
  // The API's wait for a missing fuel figure, in the header a client acts on and in the page.
  const wait = api.headers.get('retry-after');
  expect(Number(wait)).toBeGreaterThanOrEqual(1);
  expect(page.headers.get('retry-after')).toBe(wait);
  expect(/data-retry-after="(\d+)"/.exec(html)?.[1]).toBe(wait);
  expect(page.headers.get('cache-control')).toBe('no-store');
  // Counted in the estimate quota like any estimate: the page says how much of it is left.
  expect(page.headers.get('ratelimit-policy')).toMatch(/^"(minute|day)";q=\d+;w=\d+$/);
  expect(page.headers.get('ratelimit')).toMatch(/^"(minute|day)";r=\d+;t=\d+$/);
});
