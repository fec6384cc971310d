import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { DEFAULT_TIMEOUT } from '#infra/aws/api-function.ts';
import { createDocumentClient, SERVICE_STORE_BUDGET } from '#shared/store/dynamo-client.ts';
import { dynamoFuelStore } from '#shared/store/fuel-store.ts';
import { dynamoRateLimitStore } from '#shared/store/rate-limit-store.ts';
import { apiEvent, lambdaContext } from '#test/support/api-event.ts';
import { type BlackHole, startBlackHole } from '#test/support/black-hole.ts';
import { type DynamoDbProxy, startDynamoDbProxy } from '#test/support/dynamodb-proxy.ts';
import { fuelFigureAt } from '#test/support/fuel-figures.ts';
import { useFreshTables } from '#test/support/test-tables.ts';

type Handler = (event: unknown, context: unknown) => Promise<APIGatewayProxyStructuredResultV2>;

const PATH = '/api/agentes/v1/estimaciones';
const LAMBDA_TIMEOUT_MS = DEFAULT_TIMEOUT.toMilliseconds();
/** Each case waits out real timeouts: up to a few seconds. */
const WAITS = 15_000;

let handler: Handler;
let proxy: DynamoDbProxy;
let ip = 0;

const estimate = async () => {
  ip += 1;
  const started = performance.now();
  const response = await handler(
    apiEvent({
      path: PATH,
      query: { origen: 'Barcelona', destino: 'Milan', metros: '2' },
      sourceIp: `198.51.100.${ip}`,
    }),
    lambdaContext('estimate'),
  );
  return { ...response, ms: performance.now() - started, json: JSON.parse(response.body ?? '{}') };
};

/** What the client must see when the store cannot answer: the service's own 503, never an amount. */
const expectStoreUnavailable = (response: Awaited<ReturnType<typeof estimate>>) => {
  expect(response.statusCode).toBe(503);
  expect(response.headers?.['Content-Type']).toBe('application/problem+json');
  expect(Number(response.headers?.['Retry-After'])).toBeGreaterThanOrEqual(1);
  expect(response.headers?.['Cache-Control']).toBe('no-store');
  expect(response.json).toMatchObject({ status: 503 });
  expect(response.json).not.toHaveProperty('total');
  expect(response.body).not.toMatch(/Timeout|ETIMEDOUT|socket|at .*\.ts/);
};

beforeAll(async () => {
  const names = await useFreshTables('estimate-slow');
  proxy = await startDynamoDbProxy(process.env.DYNAMODB_ENDPOINT as string);
  process.env.DYNAMODB_ENDPOINT = proxy.endpoint;
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  // The budget AWS runs with, not the test run's generous one.
  delete process.env.DYNAMODB_TIMEOUT_MS;
  const seeding = createDocumentClient({ DYNAMODB_ENDPOINT: proxy.endpoint, AWS_REGION: 'eu-west-1' });
  await dynamoFuelStore(seeding, names.FUEL_TABLE_NAME).put(fuelFigureAt({ pricePerLitre: 1.47 }));
  seeding.destroy();
  ({ handler } = (await import('#functions/estimate/handler.ts')) as unknown as { handler: Handler });
});

afterEach(() => {
  proxy.heal();
  proxy.reset();
});

afterAll(async () => {
  await proxy.close();
});

// Runs first: the fuel figures are cached for a minute once read.
test(
  'a fuel read that never answers is a 503 after the request timeout, once retried',
  async () => {
    proxy.stalling.add('Query');

    const response = await estimate();

    expectStoreUnavailable(response);
    expect(proxy.faulted).toEqual(['Query', 'Query']);
    expect(response.ms).toBeGreaterThanOrEqual(SERVICE_STORE_BUDGET.requestTimeoutMs * 2);
    expect(response.ms).toBeLessThan(LAMBDA_TIMEOUT_MS / 2);
  },
  WAITS,
);

test(
  'a paused store (accepts, never answers) answers 503 with Retry-After well inside the Lambda timeout',
  async () => {
    proxy.stalling.add('*');

    const response = await estimate();

    expectStoreUnavailable(response);
    // The quota update is the first call; it is tried maxAttempts times and nothing else is attempted.
    expect(proxy.faulted).toEqual(Array(SERVICE_STORE_BUDGET.maxAttempts).fill('UpdateItem'));
    expect(response.ms).toBeGreaterThanOrEqual(
      SERVICE_STORE_BUDGET.requestTimeoutMs * SERVICE_STORE_BUDGET.maxAttempts,
    );
    expect(response.ms).toBeLessThan(LAMBDA_TIMEOUT_MS / 2);
  },
  WAITS,
);

test(
  'a store that sends its headers and then nothing is cut off by the socket timeout: 503',
  async () => {
    proxy.stallingBody.add('*');

    const response = await estimate();

    expectStoreUnavailable(response);
    expect(proxy.faulted).toEqual(['UpdateItem', 'UpdateItem']);
    expect(response.ms).toBeGreaterThanOrEqual(SERVICE_STORE_BUDGET.socketTimeoutMs * 2);
    expect(response.ms).toBeLessThan(LAMBDA_TIMEOUT_MS / 2);
  },
  WAITS,
);

test(
  'a slow store inside the budget still prices',
  async () => {
    proxy.delaying.add('*');
    proxy.delayMs = SERVICE_STORE_BUDGET.requestTimeoutMs / 4;

    const response = await estimate();

    expect(response.statusCode).toBe(200);
    expect(typeof response.json.total).toBe('number');
    // Every call was slowed, and each was answered at its first attempt.
    expect(proxy.faulted).toEqual(proxy.operations);
    expect(new Set(proxy.faulted).size).toBe(proxy.faulted.length);
  },
  WAITS,
);

test(
  'a store slower than the request timeout is a 503, not a late answer',
  async () => {
    proxy.delaying.add('*');
    proxy.delayMs = SERVICE_STORE_BUDGET.requestTimeoutMs * 3;

    const response = await estimate();

    expectStoreUnavailable(response);
    expect(proxy.faulted).toEqual(['UpdateItem', 'UpdateItem']);
    expect(response.ms).toBeLessThan(proxy.delayMs * 2);
  },
  WAITS,
);

describe('an endpoint whose connection never completes', () => {
  let hole: BlackHole;
  beforeAll(async () => {
    hole = await startBlackHole();
  });
  afterAll(async () => {
    await hole.close();
  });

  test(
    'fails each attempt at the connection timeout: 503',
    async () => {
      const store = dynamoRateLimitStore(
        createDocumentClient({ DYNAMODB_ENDPOINT: hole.endpoint, AWS_REGION: 'eu-west-1' }),
        'rate-limit',
      );
      const started = performance.now();

      const failure = await store
        .hit('black-hole', [{ policy: 'minute', limit: 1, seconds: 60 }], new Date())
        .catch((error: unknown) => error as Error & { cause?: Error });
      const ms = performance.now() - started;

      expect(failure).toMatchObject({ name: 'StoreUnavailableError' });
      expect(String((failure as { cause?: Error }).cause?.message)).toMatch(/establish a connection/);
      expect(ms).toBeGreaterThanOrEqual(SERVICE_STORE_BUDGET.connectionTimeoutMs * 2);
      expect(ms).toBeLessThan(LAMBDA_TIMEOUT_MS / 2);
    },
    WAITS,
  );
});
