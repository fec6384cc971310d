import { freePort } from '#infra/local/dynamodb-local.ts';
import { type RunningServer, startLocalServer } from '#test/support/local-server.ts';

let server: RunningServer;

beforeAll(async () => {
  // Nothing listens where the service looks for DynamoDB: the quota counter and the fuel figures are out of reach.
  process.env.DYNAMODB_ENDPOINT = `http://127.0.0.1:${await freePort()}`;
  process.env.FUEL_TABLE_NAME = 'absent-fuel';
  process.env.RATE_LIMIT_TABLE_NAME = 'absent-rate-limit';
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  server = await startLocalServer();
});

afterAll(async () => {
  await server.close();
});

test('with its data store unreachable the estimate page answers 503 saying so, not "no diesel figure", like the API', async () => {
  const page = await fetch(`${server.baseUrl}/fr/estimate?origen=Barcelona&destino=Milan&metros=2`);
  const api = await fetch(`${server.baseUrl}/api/agentes/v1/estimaciones?origen=Barcelona&destino=Milan&metros=2`);

  expect(api.status).toBe(503);
  expect(page.status).toBe(503);
  const html = await page.text();
  expect(html).toContain('Service temporairement indisponible');
  expect(html).toContain('data-cause="store"');
  expect(html).toContain('Le service ne peut pas joindre sa base de données');
  expect(html).not.toMatch(/gazole/);
  expect(html).not.toContain('data-total');
  expect(html).not.toMatch(/ECONNREFUSED/);
  const wait = api.headers.get('retry-after');
  expect(Number(wait)).toBeGreaterThanOrEqual(1);
  expect(page.headers.get('retry-after')).toBe(wait);
  expect(page.headers.get('cache-control')).toBe('no-store');
  // The quota could not be counted: no RateLimit fields are invented.
  expect(page.headers.get('ratelimit')).toBeNull();
});
