import { createAuthorizer } from '#functions/authorizer/authorizer.ts';
import { DEFAULT_TIMEOUT } from '#infra/aws/api-function.ts';
import { parseConfig } from '#shared/config.ts';
import { IN_FLIGHT_STALE_SECONDS } from '#shared/domain/idempotency/create-once.ts';
import { dynamoCredentialStore } from '#shared/store/credential-store.ts';
import { createDocumentClient, SERVICE_STORE_BUDGET } from '#shared/store/dynamo-client.ts';
import { type DynamoDbProxy, startDynamoDbProxy } from '#test/support/dynamodb-proxy.ts';
import { type Handler, movableClock, newKey, type QuoteWorld, quoteWorld } from './quote-world.ts';

let world: QuoteWorld;
let proxy: DynamoDbProxy;
let client: ReturnType<typeof createDocumentClient>;
let create: Handler;
let retrieve: Handler;
let token: string;
const clock = movableClock();

beforeAll(async () => {
  world = await quoteWorld('quotes-outage');
  proxy = await startDynamoDbProxy(process.env.DYNAMODB_ENDPOINT as string);
  const settings = parseConfig({
    ...process.env,
    DYNAMODB_ENDPOINT: proxy.endpoint,
    INTEGRATION_QUOTA_PER_MINUTE: '1000',
    // The budget AWS runs with, not the test run's generous one.
    DYNAMODB_TIMEOUT_MS: String(SERVICE_STORE_BUDGET.requestTimeoutMs),
  });
  client = createDocumentClient(settings);
  const { createQuoteHandler } = await import('#functions/create-quote/create-quote.ts');
  create = createQuoteHandler({ settings, client, clock: clock.now }) as Handler;
  const { getQuoteHandler } = await import('#functions/get-quote/get-quote.ts');
  retrieve = getQuoteHandler({ settings, client, clock: clock.now }) as Handler;
  token = await world.issue();
});

afterEach(() => {
  proxy.heal();
  proxy.reset();
});

afterAll(async () => {
  client.destroy();
  world.client.destroy();
  await proxy.close();
});

const leftBehind = async () => ({
  quotes: await world.scan(world.names.QUOTES_TABLE_NAME),
  records: await world.scan(world.names.IDEMPOTENCY_TABLE_NAME),
});

describe('a DynamoDB outage during creation', () => {
  test('failing at the transaction answers 503 and leaves no quote and no idempotency record', async () => {
    const before = await leftBehind();
    proxy.failing.add('TransactWriteItems');

    const response = await world.create(create, token);

    expect(response.status).toBe(503);
    expect(Number(response.headers['Retry-After'])).toBeGreaterThanOrEqual(1);
    expect(response.json).not.toHaveProperty('total');
    expect(JSON.stringify(response.json)).not.toMatch(/socket|ECONN|TransactWrite|at .*\.ts/);
    expect(await leftBehind()).toEqual(before);
  });

  test('a retry with the same key after the outage creates the quote', async () => {
    const key = newKey();
    proxy.failing.add('TransactWriteItems');
    const during = await world.create(create, token, { key });
    proxy.failing.clear();

    const after = await world.create(create, token, { key });

    expect(during.status).toBe(503);
    expect(after.status).toBe(201);
  });

  test('when everything fails after the claim, no quote exists and the claim left behind is taken over once stale', async () => {
    const key = newKey();
    // The claim gets through; the fuel query, the transaction and the clean-up do not.
    const start = proxy.operations.length;
    proxy.failing.add('Query').add('TransactWriteItems').add('DeleteItem');

    const quotesBefore = (await leftBehind()).quotes.length;
    const during = await world.create(create, token, { key });
    proxy.failing.clear();
    const afterOutage = await leftBehind();
    const whileClaimed = await world.create(create, token, { key });
    clock.advance(IN_FLIGHT_STALE_SECONDS + 1);
    const afterStale = await world.create(create, token, { key });

    expect(proxy.operations.slice(start, start + 2)).toEqual(['UpdateItem', 'PutItem']);
    expect(during.status).toBe(503);
    expect(whileClaimed.status).toBe(409);
    expect(afterStale.status).toBe(201);
    expect(afterOutage.quotes).toHaveLength(quotesBefore);
    expect(afterOutage.records.filter((item) => item.idempotencyKey === key)).toEqual([
      expect.objectContaining({ state: 'in-flight' }),
    ]);
  });

  test('an unreachable store answers 503 before anything is claimed', async () => {
    const before = await leftBehind();
    proxy.failing.add('*');

    const response = await world.create(create, token);

    expect(response.status).toBe(503);
    expect(await leftBehind()).toEqual(before);
  });
});

/** Each case waits out real timeouts: a few seconds. */
const WAITS = 20_000;
const LAMBDA_TIMEOUT_MS = DEFAULT_TIMEOUT.toMilliseconds();
const timed = async <T>(act: () => Promise<T>) => {
  const started = performance.now();
  const result = await act();
  return { result, ms: performance.now() - started };
};

describe('a DynamoDB that stops answering (paused, not gone)', () => {
  test(
    'a transaction that never answers is a 503 well inside the Lambda timeout, and nothing is half-written',
    async () => {
      const before = await leftBehind();
      proxy.stalling.add('TransactWriteItems');

      const { result: response, ms } = await timed(() => world.create(create, token));

      expect(response.status).toBe(503);
      expect(Number(response.headers['Retry-After'])).toBeGreaterThanOrEqual(1);
      expect(response.json).not.toHaveProperty('total');
      expect(proxy.faulted).toEqual(['TransactWriteItems', 'TransactWriteItems']);
      // The transaction's two attempts, then the clean-up of the claim (answered): the longest path there is.
      expect(ms).toBeGreaterThanOrEqual(2 * SERVICE_STORE_BUDGET.requestTimeoutMs);
      expect(ms).toBeLessThan(LAMBDA_TIMEOUT_MS / 2);
      expect(await leftBehind()).toEqual(before);
    },
    WAITS,
  );

  test(
    'when the clean-up stalls too, the answer is still a 503 inside the Lambda timeout',
    async () => {
      proxy.stalling.add('TransactWriteItems').add('DeleteItem');

      const { result: response, ms } = await timed(() => world.create(create, token));

      expect(response.status).toBe(503);
      expect(proxy.faulted).toEqual(['TransactWriteItems', 'TransactWriteItems', 'DeleteItem', 'DeleteItem']);
      expect(ms).toBeLessThan(LAMBDA_TIMEOUT_MS * 0.6);
    },
    WAITS,
  );

  test(
    'retrieval from a paused store is a 503 with Retry-After',
    async () => {
      const created = await world.create(create, token);
      proxy.stalling.add('*');

      const { result: response, ms } = await timed(() => world.retrieve(retrieve, token, String(created.json.id)));

      expect(response.status).toBe(503);
      expect(Number(response.headers['Retry-After'])).toBeGreaterThanOrEqual(1);
      expect(response.headers['Content-Type']).toBe('application/problem+json');
      expect(ms).toBeLessThan(LAMBDA_TIMEOUT_MS / 2);
    },
    WAITS,
  );

  test(
    'the authorizer on a paused store reports the store as unavailable (which the routes answer with 503, not 401)',
    async () => {
      const authorizer = createAuthorizer(dynamoCredentialStore(client, world.names.CREDENTIALS_TABLE_NAME));
      proxy.stalling.add('GetItem');

      const { result: verdict, ms } = await timed(() =>
        authorizer({ headers: { authorization: `Bearer ${token}` }, requestContext: { requestId: 'r' } } as never),
      );

      expect(verdict).toMatchObject({
        isAuthorized: true,
        context: { authenticated: false, reason: 'store-unavailable' },
      });
      expect(proxy.faulted).toEqual(['GetItem', 'GetItem']);
      expect(ms).toBeLessThan(LAMBDA_TIMEOUT_MS / 2);
    },
    WAITS,
  );

  test(
    'a claim that lands but answers too late is retried, and the retry knows its own claim: 201, not 409',
    async () => {
      proxy.delayingOnce.add('PutItem');
      proxy.delayMs = SERVICE_STORE_BUDGET.requestTimeoutMs * 2;

      const response = await world.create(create, token);

      expect(proxy.faulted).toEqual(['PutItem']);
      expect(proxy.operations.filter((operation) => operation === 'PutItem')).toHaveLength(2);
      expect(response.status).toBe(201);
    },
    WAITS,
  );
});
