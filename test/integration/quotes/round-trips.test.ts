import { randomUUID } from 'node:crypto';
import { createAuthorizer } from '#functions/authorizer/authorizer.ts';
import { parseConfig } from '#shared/config.ts';
import { dynamoCredentialStore } from '#shared/store/credential-store.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { type DynamoDbProxy, startDynamoDbProxy } from '#test/support/dynamodb-proxy.ts';
import { type Handler, newKey, type QuoteWorld, quoteWorld } from './quote-world.ts';

let world: QuoteWorld;
let proxy: DynamoDbProxy;
let counted: ReturnType<typeof createDocumentClient>;
let create: Handler;
let get: Handler;
let token: string;

beforeAll(async () => {
  world = await quoteWorld('quotes-trips');
  proxy = await startDynamoDbProxy(process.env.DYNAMODB_ENDPOINT as string);
  const settings = parseConfig({
    ...process.env,
    DYNAMODB_ENDPOINT: proxy.endpoint,
    INTEGRATION_QUOTA_PER_MINUTE: '1000',
  });
  counted = createDocumentClient(settings);
  const { createQuoteHandler } = await import('#functions/create-quote/create-quote.ts');
  const { getQuoteHandler } = await import('#functions/get-quote/get-quote.ts');
  create = createQuoteHandler({ settings, client: counted }) as Handler;
  get = getQuoteHandler({ settings, client: counted }) as Handler;
  token = await world.issue();
});

afterAll(async () => {
  counted.destroy();
  world.client.destroy();
  await proxy.close();
});

/** DynamoDB operations one call makes, through the counting proxy. */
const tripsOf = async (call: () => Promise<unknown>) => {
  proxy.reset();
  await call();
  return [...proxy.operations];
};

describe('DynamoDB round trips per request', () => {
  test('create: quota, idempotency claim, fuel query, transaction on a cold container; three once the fuel figures are cached', async () => {
    const cold = await tripsOf(() => world.create(create, token));
    const warm = await tripsOf(() => world.create(create, token));

    expect(cold).toEqual(['UpdateItem', 'PutItem', 'Query', 'TransactWriteItems']);
    expect(warm).toEqual(['UpdateItem', 'PutItem', 'TransactWriteItems']);
  });

  test('an idempotent replay reads the stored result: quota, claim refused with the old record, one read', async () => {
    const key = newKey();
    await world.create(create, token, { key });

    const replay = await tripsOf(() => world.create(create, token, { key }));

    expect(replay).toEqual(['UpdateItem', 'PutItem', 'GetItem']);
  });

  test('retrieve: quota and one read', async () => {
    const created = await world.create(create, token);

    const trips = await tripsOf(() => world.retrieve(get, token, String(created.json.id)));

    expect(trips).toEqual(['UpdateItem', 'GetItem']);
  });

  test('a refusal before the store (malformed body) costs only the quota count', async () => {
    const trips = await tripsOf(() => world.create(create, token, { rawBody: '{' }));

    expect(trips).toEqual(['UpdateItem']);
  });

  test('the authorizer reads one item for a well-formed token and none for a malformed one', async () => {
    const authorizer = createAuthorizer(dynamoCredentialStore(counted, world.names.CREDENTIALS_TABLE_NAME));
    const call = (authorization: string) =>
      authorizer({ headers: { authorization }, requestContext: { requestId: randomUUID() } } as never);

    const wellFormed = await tripsOf(() => call(`Bearer ${token}`));
    const mistyped = await tripsOf(() => call(`Bearer ${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`));
    const garbage = await tripsOf(() => call('Bearer fest_guess'));

    expect(wellFormed).toEqual(['GetItem']);
    expect(mistyped).toEqual([]);
    expect(garbage).toEqual([]);
  });
});
