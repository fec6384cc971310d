import { DateTime } from 'luxon';
import { createClient, ProblemError, type QuoteRequest } from '#client/src/index.ts';
import { seedDemoCredential } from '#infra/local/seed-credentials.ts';
import { logger } from '#shared/observability/logger.ts';
import { dynamoCredentialStore } from '#shared/store/credential-store.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { dynamoFuelStore } from '#shared/store/fuel-store.ts';
import { fuelFigureAt } from '#test/support/fuel-figures.ts';
import { type RunningServer, startLocalServer } from '#test/support/local-server.ts';
import { useFreshTables } from '#test/support/test-tables.ts';

// The client package against the local server over HTTP: every request it sends is recorded on its way out, so
// the tests see the headers it chose and how many requests one call cost.
let server: RunningServer;
let db: ReturnType<typeof createDocumentClient>;
let token: string;
const sent: Request[] = [];

const recordingFetch = (request: Request) => {
  sent.push(request.clone());
  return fetch(request);
};
const client = (options: { credential?: string; language?: string } = {}) =>
  createClient({ baseUrl: server.baseUrl, fetch: recordingFetch, ...options });

const madrid = () => DateTime.now().setZone('Europe/Madrid');
const shipment = (overrides: Partial<QuoteRequest> = {}): QuoteRequest => ({
  paisDestino: 'IT',
  cpOrigen: '08001',
  cpDestino: '20121',
  ldm: 2.4,
  pesoKg: 1800,
  fechaCarga: madrid().plus({ days: 1 }).toISODate() as string,
  servicio: 'STANDARD_LTL',
  adr: false,
  ...overrides,
});

/** What a call that should fail threw. */
const refusal = async (call: Promise<unknown>) => {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('the call succeeded');
};

beforeAll(async () => {
  logger.setLogLevel('SILENT');
  const names = await useFreshTables('e2e-client');
  db = createDocumentClient({ DYNAMODB_ENDPOINT: process.env.DYNAMODB_ENDPOINT, AWS_REGION: 'eu-west-1' });
  await dynamoFuelStore(db, names.FUEL_TABLE_NAME).put(fuelFigureAt());
  ({ token } = await seedDemoCredential(dynamoCredentialStore(db, names.CREDENTIALS_TABLE_NAME)));
  server = await startLocalServer();
}, 30_000);

beforeEach(() => {
  sent.length = 0;
});

afterAll(async () => {
  await server?.close();
  db?.destroy();
});

test('an estimate resolves to the parsed result, in the language asked for', async () => {
  const result = await client({ language: 'en' }).consultarEstimacionServicio({
    origen: 'Barcelona',
    destino: 'Milan',
    metros: 2,
  });

  expect(result).toMatchObject({ estado: 'estimacion', moneda: 'EUR', ldmDeclarado: 2 });
  expect(result.supuestos).toMatchObject({ cpOrigen: '08001', cpDestino: '20121', paisDestino: 'IT' });
  expect(result.condiciones).toMatch(/VAT excluded/);
  expect(sent.map((request) => request.headers.get('accept-language'))).toEqual(['en']);
  expect(sent.map((request) => request.headers.get('authorization'))).toEqual([null]);
});

test('each creation sends a new Idempotency-Key; a creation repeated with its key replays the same quote', async () => {
  const integrator = client({ credential: token });

  const first = await integrator.crearCotizacionIntegracion(shipment());
  const second = await integrator.crearCotizacionIntegracion(shipment());
  const key = sent[0]?.headers.get('idempotency-key') as string;
  const replayed = await integrator.crearCotizacionIntegracion(shipment(), { idempotencyKey: key });

  expect(first.estado).toBe('estimacion');
  expect(second.id).not.toBe(first.id);
  expect(replayed).toEqual(first);
  const keys = sent.map((request) => request.headers.get('idempotency-key'));
  expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(keys).toEqual([key, expect.not.stringMatching(key), key]);
  expect(sent.map((request) => request.headers.get('authorization'))).toEqual(Array(3).fill(`Bearer ${token}`));
});

test('the owner retrieves a quote as it was created', async () => {
  const integrator = client({ credential: token });
  const created = await integrator.crearCotizacionIntegracion(shipment({ cpDestino: '10115', paisDestino: 'DE' }));

  const retrieved = await integrator.recuperarCotizacionIntegracion(created.id);

  expect(retrieved).toEqual(created);
});

test('a refusal is a ProblemError with the problem fields, sent once: no retry of a 4xx', async () => {
  const error = await refusal(
    client({ language: 'en' }).consultarEstimacionServicio({ origen: 'Barcelona', destino: 'Milan', metros: 12 }),
  );

  expect(error).toBeInstanceOf(ProblemError);
  expect(error).toMatchObject({
    status: 422,
    type: expect.stringMatching(/#unusable-request$/),
    title: 'Request cannot be priced',
    parameter: 'metros',
    expected: 'a number greater than 0 and at most 10 loading metres',
    requestId: expect.any(String),
    language: 'en',
    retryAfter: undefined,
  });
  expect((error as ProblemError).problem).toMatchObject({ status: 422, parameter: 'metros' });
  expect(sent).toHaveLength(1);
});

test('a quote of no one, or without a credential, is refused as the service says', async () => {
  const unknown = await refusal(
    client({ credential: token }).recuperarCotizacionIntegracion('00000000-0000-4000-8000-000000000000'),
  );
  const anonymous = await refusal(client().crearCotizacionIntegracion(shipment()));

  expect(unknown).toMatchObject({ status: 404, type: expect.stringMatching(/#not-found$/) });
  expect(anonymous).toMatchObject({ status: 401 });
  expect(sent).toHaveLength(2);
});

test('the calendar and the route answer their parsed bodies; countries and a departure with its + arrive intact', async () => {
  const from = madrid().toISODate() as string;
  const to = madrid().plus({ days: 6 }).toISODate() as string;
  const departure = DateTime.now()
    .setZone('Europe/Brussels')
    .plus({ days: 1 })
    .set({ hour: 18, minute: 0, second: 0, millisecond: 0 })
    .toISO({ suppressMilliseconds: true }) as string;
  const open = client();

  const calendar = await open.getTrafficBans({ from, to, country: ['DE', 'FR'], lang: 'en' });
  const route = await open.getTrafficBansRoute({ countries: ['ES', 'FR', 'IT'], departure, hours: [4, 9, 5] });
  const journey = await open.getTrafficBansRoute({ origin: 'ES-08001', destination: 'IT-20121', departure });

  expect(calendar.filters).toMatchObject({ from, to });
  expect(calendar.countries.map((country) => country.code).sort()).toEqual(['DE', 'FR']);
  expect(route.query).toMatchObject({ countries: ['ES', 'FR', 'IT'], departure, hours: [4, 9, 5] });
  expect(route.bans.every((ban) => ['ES', 'FR', 'IT'].includes(ban.country))).toBe(true);
  // Barcelona–Milan sails Barcelona–Genova, the way that arrives first.
  expect(journey.query).toMatchObject({ origin: 'ES-08001', destination: 'IT-20121', countries: ['ES', 'IT'] });
});

test('the change log, the catalogue and the text documents answer through their methods', async () => {
  const open = client();

  const changes = await open.getTrafficBanChanges({ lang: 'en' });
  const catalogue = await open.getRoutes();
  const ics = await open.getTrafficBansIcs({ country: ['AT'] });
  const atom = await open.getTrafficBanChangesAtom();
  const sitemap = await open.getSitemap();
  const document = await open.getOpenApiDocument();
  const llms = await open.getLlmsTxt();

  expect(changes).toMatchObject({ lang: 'en', count: changes.changes.length });
  expect(catalogue.count).toBe(catalogue.routes.length);
  expect(catalogue.count).toBeGreaterThan(0);
  expect(ics).toMatch(/^BEGIN:VCALENDAR/);
  expect(atom).toMatch(/<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom"/);
  expect(sitemap).toMatch(/<urlset/);
  expect(document).toMatchObject({ openapi: expect.stringMatching(/^3\.1/) });
  expect(llms).toMatch(/^# /);
});
