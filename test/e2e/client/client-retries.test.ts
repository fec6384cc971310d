import { DateTime } from 'luxon';
import { createClient, ProblemError } from '#client/src/index.ts';
import { seedDemoCredential } from '#infra/local/seed-credentials.ts';
import { logger } from '#shared/observability/logger.ts';
import { dynamoCredentialStore } from '#shared/store/credential-store.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { dynamoFuelStore } from '#shared/store/fuel-store.ts';
import { type DynamoDbProxy, startDynamoDbProxy } from '#test/support/dynamodb-proxy.ts';
import { fuelFigureAt } from '#test/support/fuel-figures.ts';
import { type RunningServer, startLocalServer } from '#test/support/local-server.ts';
import { useFreshTables } from '#test/support/test-tables.ts';

// Small quotas, a two-second open-data window and a store behind a proxy that can cut it off: the client's one
// retry after Retry-After, and its refusal to wait longer than it was told, against the real local server.
const ESTIMATE_LIMIT = 2;

let server: RunningServer;
let proxy: DynamoDbProxy;
let db: ReturnType<typeof createDocumentClient>;
let token: string;
let saved: NodeJS.ProcessEnv;

interface Exchange {
  readonly request: Request;
  readonly sentAt: number;
  status?: number;
  answeredAt?: number;
  retryAfter?: string | null;
}
const exchanges: Exchange[] = [];
/** Called with each answer as it arrives, before the client sees it. */
let onAnswer: (response: Response) => void = () => {};

const recordingFetch = async (request: Request) => {
  const exchange: Exchange = { request: request.clone(), sentAt: performance.now() };
  exchanges.push(exchange);
  const response = await fetch(request);
  Object.assign(exchange, {
    status: response.status,
    answeredAt: performance.now(),
    retryAfter: response.headers.get('retry-after'),
  });
  onAnswer(response);
  return response;
};
const client = (options: { credential?: string; maxRetryWaitSeconds?: number } = {}) =>
  createClient({ baseUrl: server.baseUrl, fetch: recordingFetch, ...options });

beforeAll(async () => {
  saved = { ...process.env };
  logger.setLogLevel('SILENT');
  const names = await useFreshTables('e2e-client-retries');
  db = createDocumentClient({ DYNAMODB_ENDPOINT: process.env.DYNAMODB_ENDPOINT, AWS_REGION: 'eu-west-1' });
  await dynamoFuelStore(db, names.FUEL_TABLE_NAME).put(fuelFigureAt());
  ({ token } = await seedDemoCredential(dynamoCredentialStore(db, names.CREDENTIALS_TABLE_NAME)));
  proxy = await startDynamoDbProxy(process.env.DYNAMODB_ENDPOINT as string);
  Object.assign(process.env, {
    DYNAMODB_ENDPOINT: proxy.endpoint,
    ESTIMATE_QUOTA_PER_MINUTE: String(ESTIMATE_LIMIT),
    OPEN_DATA_QUOTA_PER_WINDOW: '1',
    OPEN_DATA_WINDOW_SECONDS: '2',
  });
  server = await startLocalServer();
}, 30_000);

beforeEach(() => {
  exchanges.length = 0;
  onAnswer = () => {};
});

afterEach(() => proxy?.heal());

afterAll(async () => {
  await server?.close();
  await proxy?.close();
  db?.destroy();
  process.env = saved;
});

test('a 429 whose Retry-After exceeds maxRetryWaitSeconds is thrown at once, with the wait and the quota state', async () => {
  const impatient = client({ maxRetryWaitSeconds: 0 });
  const query = { origen: 'Barcelona', destino: 'Milan', metros: 2 };

  // Until the first refusal: a new minute may start between two calls and open a fresh window.
  let error: unknown;
  for (let call = 0; call < 3 * ESTIMATE_LIMIT && error === undefined; call += 1) {
    await impatient.consultarEstimacionServicio(query).catch((thrown: unknown) => {
      error = thrown;
    });
  }

  expect(error).toBeInstanceOf(ProblemError);
  const refusal = error as ProblemError;
  expect(refusal).toMatchObject({
    status: 429,
    type: expect.stringMatching(/#quota-exceeded$/),
    rateLimit: { policy: 'minute', quota: ESTIMATE_LIMIT, windowSeconds: 60, remaining: 0 },
  });
  expect(refusal.retryAfter).toBeGreaterThanOrEqual(1);
  // The sliding window's longest wait: the window and one slice of it (a tenth).
  expect(refusal.retryAfter).toBeLessThanOrEqual(66);
  expect(refusal.rateLimit?.resetSeconds).toBeLessThanOrEqual(refusal.retryAfter as number);
  // The refused call cost one request: no retry, and never another address or credential.
  expect(exchanges.at(-1)?.status).toBe(429);
  expect(exchanges.at(-2)?.status).toBe(200);
});

test('a 429 whose Retry-After fits is waited out and retried once, and the call resolves', async () => {
  const patient = client();

  // The first call opens a two-second window of one request; a later one meets its 429.
  for (let call = 0; call < 5 && !exchanges.some((exchange) => exchange.status === 429); call += 1) {
    const catalogue = await patient.getRoutes();
    expect(catalogue.count).toBeGreaterThan(0);
  }

  const refused = exchanges.findIndex((exchange) => exchange.status === 429);
  expect(refused).toBeGreaterThan(0);
  const [refusal, retry] = exchanges.slice(refused) as [Exchange, Exchange];
  expect(exchanges.slice(refused).map((exchange) => exchange.status)).toEqual([429, 200]);
  expect(Number(refusal.retryAfter)).toBeGreaterThanOrEqual(1);
  // The two-second window and one slice of it, in whole seconds.
  expect(Number(refusal.retryAfter)).toBeLessThanOrEqual(3);
  // Timers may fire a millisecond early; never a whole second early.
  expect(retry.sentAt - (refusal.answeredAt as number)).toBeGreaterThanOrEqual(Number(refusal.retryAfter) * 1000 - 5);
}, 30_000);

test('a creation met by a 503 is retried after Retry-After with the same Idempotency-Key, creating one quote', async () => {
  const integrator = client({ credential: token });
  const shipment = {
    paisDestino: 'IT',
    cpOrigen: '08001',
    cpDestino: '20121',
    ldm: 2.4,
    pesoKg: 1800,
    fechaCarga: DateTime.now().setZone('Europe/Madrid').plus({ days: 1 }).toISODate() as string,
    servicio: 'STANDARD_LTL' as const,
    adr: false as const,
  };
  // The quota store is cut off until the service has answered 503, then it is back.
  proxy.failing.add('UpdateItem');
  onAnswer = (response) => {
    if (response.status === 503) proxy.heal();
  };

  const created = await integrator.crearCotizacionIntegracion(shipment);
  const key = exchanges[0]?.request.headers.get('idempotency-key') as string;
  const replayed = await integrator.crearCotizacionIntegracion(shipment, { idempotencyKey: key });

  expect(exchanges.map((exchange) => exchange.status)).toEqual([503, 201, 200]);
  expect(exchanges[0]?.retryAfter).toBe('5');
  expect(exchanges.map((exchange) => exchange.request.headers.get('idempotency-key'))).toEqual([key, key, key]);
  expect(replayed).toEqual(created);
}, 30_000);
