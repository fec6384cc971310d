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

test('without a current fuel figure the estimate page answers 503 "no current price", with no amount, like the API', async () => {
  const page = await fetch(`${server.baseUrl}/de/estimate?origen=Barcelona&destino=Milan&metros=2`);
  const api = await fetch(`${server.baseUrl}/api/agentes/v1/estimaciones?origen=Barcelona&destino=Milan&metros=2`);

  expect(page.status).toBe(503);
  expect(api.status).toBe(503);
  const html = await page.text();
  expect(html).toContain('Kein aktueller Preis');
  expect(html).not.toContain('data-total');
  expect(Number(/data-retry-after="(\d+)"/.exec(html)?.[1])).toBeGreaterThan(0);
});
