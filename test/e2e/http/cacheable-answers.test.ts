import { seedFuelFigures } from '#infra/local/seed-fuel.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { httpGet } from '#test/e2e/open-data/http-client.ts';
import { type RunningServer, startLocalServer } from '#test/support/local-server.ts';
import { useFreshTables } from '#test/support/test-tables.ts';

let server: RunningServer;

beforeAll(async () => {
  const names = await useFreshTables('e2e-cacheable');
  const client = createDocumentClient({ DYNAMODB_ENDPOINT: process.env.DYNAMODB_ENDPOINT, AWS_REGION: 'eu-west-1' });
  await seedFuelFigures(client, names.FUEL_TABLE_NAME, new Date());
  client.destroy();
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  server = await startLocalServer();
}, 30_000);

afterAll(async () => {
  await server.close();
});

const year = new Date().getUTCFullYear();

test.each([
  ['the catalogue', '/api/geo/routes', '127.0.0.41'],
  ['the calendar', `/api/geo/traffic-bans?country=DE&date=${year}-12-25`, '127.0.0.42'],
  ['the sitemap', '/sitemap.xml', '127.0.0.43'],
  ['a site page', '/driving-bans', '127.0.0.44'],
])(
  '%s: a public, cached answer carries no per-client field, not on its second request either',
  async (_l, path, from) => {
    const first = await httpGet(`${server.baseUrl}${path}`, { from });
    const second = await httpGet(`${server.baseUrl}${path}`, { from });

    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
      expect(answer.headers).not.toHaveProperty('ratelimit');
      expect(answer.headers).not.toHaveProperty('ratelimit-policy');
    }
    // The same bytes and headers for everyone, so a shared cache may keep the first and serve it to the second.
    const { date: _a, ...firstHeaders } = first.headers;
    const { date: _b, ...secondHeaders } = second.headers;
    expect(secondHeaders).toEqual(firstHeaders);
  },
);

test("the estimate, one caller's and never stored, carries the quota fields and varies on Accept-Language", async () => {
  const answer = await httpGet(
    `${server.baseUrl}/api/agentes/v1/estimaciones?origen=Barcelona&destino=Milan&metros=2`,
    { from: '127.0.0.45', headers: { 'accept-language': 'it' } },
  );

  expect(answer.status).toBe(200);
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.headers['content-language']).toBe('it');
  expect(answer.headers.vary).toMatch(/Accept-Language/i);
  expect(answer.headers['ratelimit-policy']).toMatch(/q=/);
  expect(answer.headers.ratelimit).toMatch(/r=\d+/);
});

test('a problem in the language Accept-Language chose varies on it', async () => {
  const answer = await httpGet(`${server.baseUrl}/api/agentes/v1/estimaciones?metros=abc`, {
    from: '127.0.0.46',
    headers: { 'accept-language': 'fr' },
  });

  expect(answer.status).toBe(400);
  expect(answer.headers['content-language']).toBe('fr');
  expect(answer.headers.vary).toMatch(/Accept-Language/i);
});
