import { parseConfig } from '#shared/config.ts';
import { IN_FLIGHT_STALE_SECONDS } from '#shared/domain/idempotency/create-once.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { type DynamoDbProxy, startDynamoDbProxy } from '#test/support/dynamodb-proxy.ts';
import { type Handler, movableClock, newKey, type QuoteWorld, quoteWorld } from './quote-world.ts';

let world: QuoteWorld;
let proxy: DynamoDbProxy;
let client: ReturnType<typeof createDocumentClient>;
let create: Handler;
let token: string;
const clock = movableClock();

beforeAll(async () => {
  world = await quoteWorld('quotes-outage');
  proxy = await startDynamoDbProxy(process.env.DYNAMODB_ENDPOINT as string);
  const settings = parseConfig({
    ...process.env,
    DYNAMODB_ENDPOINT: proxy.endpoint,
    INTEGRATION_QUOTA_PER_MINUTE: '1000',
  });
  client = createDocumentClient(settings);
  const { createQuoteHandler } = await import('#functions/create-quote/create-quote.ts');
  create = createQuoteHandler({ settings, client, clock: clock.now }) as Handler;
  token = await world.issue();
});

afterEach(() => proxy.failing.clear());

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
