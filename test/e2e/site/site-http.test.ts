import { seedFuelFigures } from '#infra/local/seed-fuel.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { dynamoFuelStore } from '#shared/store/fuel-store.ts';
import { fuelFigureAt } from '#test/support/fuel-figures.ts';
import { type RunningServer, startLocalServer } from '#test/support/local-server.ts';
import { awayFromMinuteBoundary } from '#test/support/quota-window.ts';
import { useFreshTables } from '#test/support/test-tables.ts';

let server: RunningServer;
let fuelTable: string;

beforeAll(async () => {
  const names = await useFreshTables('e2e-site');
  fuelTable = names.FUEL_TABLE_NAME;
  // A small quota, so that the page and the API share it visibly.
  process.env.ESTIMATE_QUOTA_PER_MINUTE = '4';
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  server = await startLocalServer();
});

afterAll(async () => {
  await server.close();
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

test('the API routes still answer as before beside the site', async () => {
  const catalogue = await fetch(url('/api/geo/routes'));
  expect(catalogue.status).toBe(200);
  expect(catalogue.headers.get('content-type')).toMatch(/^application\/json/);
});

test('the estimate page answers 503 "no current price" while there is no fuel figure, then prices, then shares the API quota', async () => {
  const query = '?origen=Barcelona&destino=Milan&metros=2&pesoKg=&fecha=';
  await awayFromMinuteBoundary(20);
  const unavailable = await fetch(url(`/estimate${query}`));
  expect(unavailable.status).toBe(503);
  expect(await unavailable.text()).toContain('No current price');

  const client = createDocumentClient({ DYNAMODB_ENDPOINT: process.env.DYNAMODB_ENDPOINT, AWS_REGION: 'eu-west-1' });
  await seedFuelFigures(client, fuelTable);
  await dynamoFuelStore(client, fuelTable).put(fuelFigureAt());
  // The fuel source caches what it read for up to a minute; a manual review needs no fuel figure and
  // is asked first, the priced answer is compared with the API's own.
  const api = await fetch(url('/api/agentes/v1/estimaciones?origen=Barcelona&destino=Milan&metros=2'), {
    headers: { 'Accept-Language': 'en' },
  });
  const page = await fetch(url(`/estimate${query}`));
  const html = await page.text();
  if (api.status === 200) {
    const body = (await api.json()) as { total: number };
    expect(page.status).toBe(200);
    expect(html).toContain(`data-total="${body.total}"`);
  } else {
    expect(page.status).toBe(api.status);
  }

  // Four requests per minute: 503, API, page, and this one; the next is refused with the wait.
  await fetch(url('/estimate?cpOrigen=28001&cpDestino=00-950&paisDestino=PL&metros=3&pesoKg=2000'));
  const refused = await fetch(url(`/estimate${query}`));
  expect(refused.status).toBe(429);
  expect(refused.headers.get('cache-control')).toBe('no-store');
  const wait = /data-retry-after="(\d+)"/.exec(await refused.text())?.[1];
  expect(Number(wait)).toBeGreaterThan(0);
  const apiRefused = await fetch(url('/api/agentes/v1/estimaciones?origen=Barcelona&destino=Milan&metros=2'));
  expect(apiRefused.status).toBe(429);
}, 90_000);
