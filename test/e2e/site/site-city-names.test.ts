import { seedFuelFigures } from '#infra/local/seed-fuel.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { type RunningServer, startLocalServer } from '#test/support/local-server.ts';
import { useFreshTables } from '#test/support/test-tables.ts';

/** The estimate form in the reader's language, over HTTP as a browser sends it, beside the API's strict aliases. */

let server: RunningServer;

beforeAll(async () => {
  const names = await useFreshTables('e2e-site-city-names');
  const client = createDocumentClient({ DYNAMODB_ENDPOINT: process.env.DYNAMODB_ENDPOINT, AWS_REGION: 'eu-west-1' });
  await seedFuelFigures(client, names.FUEL_TABLE_NAME, new Date());
  client.destroy();
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  server = await startLocalServer();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const url = (path: string) => `${server.baseUrl}${path}`;

test('the form takes the reference cities as its language writes them: Mailand, Barcellona, Barcelone', async () => {
  const api = await fetch(url('/api/agentes/v1/estimaciones?origen=Barcelona&destino=Milano&metros=2'));
  const { total } = (await api.json()) as { total: number };
  for (const path of [
    '/de/estimate?origen=Barcelona&destino=Mailand&metros=2',
    '/it/estimate?origen=Barcellona&destino=Milano&metros=2',
    '/fr/estimate?origen=barcelone&destino=Milan&metros=2',
  ]) {
    const page = await fetch(url(path));
    expect({ path, status: page.status }).toEqual({ path, status: 200 });
    expect(await page.text()).toContain(`data-total="${total}"`);
  }
  // The API keeps the contract's aliases only.
  const strict = await fetch(url('/api/agentes/v1/estimaciones?origen=Barcelona&destino=Mailand&metros=2'));
  expect(strict.status).toBe(422);
}, 60_000);
