import { randomUUID } from 'node:crypto';
import type { AuthorizerResult } from '#functions/authorizer/handler.ts';
import { issueCredential } from '#shared/domain/credentials/credential.ts';
import { generateToken } from '#shared/domain/credentials/token.ts';
import { dynamoCredentialStore } from '#shared/store/credential-store.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { type DynamoDbProxy, startDynamoDbProxy } from '#test/support/dynamodb-proxy.ts';
import { useFreshTables } from '#test/support/test-tables.ts';

// The deployed authorizer's composition root, over DynamoDB Local behind a proxy that counts its reads.
let proxy: DynamoDbProxy;
let client: ReturnType<typeof createDocumentClient>;
let credentials: ReturnType<typeof dynamoCredentialStore>;
let authorize: (authorization: string) => Promise<AuthorizerResult>;

beforeAll(async () => {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  const names = await useFreshTables('authorizer-refusals');
  client = createDocumentClient({ DYNAMODB_ENDPOINT: process.env.DYNAMODB_ENDPOINT, AWS_REGION: 'eu-west-1' });
  credentials = dynamoCredentialStore(client, names.CREDENTIALS_TABLE_NAME);
  proxy = await startDynamoDbProxy(process.env.DYNAMODB_ENDPOINT as string);
  process.env.DYNAMODB_ENDPOINT = proxy.endpoint;
  const { handler } = await import('#functions/authorizer/handler.ts');
  authorize = (authorization) =>
    handler({ headers: { authorization }, requestContext: { requestId: randomUUID() } } as never);
});

afterAll(async () => {
  client.destroy();
  await proxy.close();
});

const readsOf = async (call: () => Promise<unknown>) => {
  proxy.reset();
  await call();
  return proxy.operations.filter((operation) => operation === 'GetItem').length;
};

test('a forged well-formed token costs one read, and repeating it costs none', async () => {
  const forged = generateToken();

  const first = await readsOf(() => authorize(`Bearer ${forged}`));
  const again = await readsOf(() => authorize(`Bearer ${forged}`));
  const verdict = await authorize(`Bearer ${forged}`);

  expect([first, again]).toEqual([1, 0]);
  expect(verdict.context).toMatchObject({ authenticated: false, reason: 'unknown' });
});

test('a revoked token is remembered as revoked; a valid one is read every time, so its revocation bites at once', async () => {
  const { token, credential } = await issueCredential(
    { company: 'ACME', client: 'tms', integration: 'erp' },
    credentials,
    new Date(),
  );

  const valid = [await readsOf(() => authorize(`Bearer ${token}`)), await readsOf(() => authorize(`Bearer ${token}`))];
  await credentials.revoke(credential.credentialId, new Date());
  const revoked = await readsOf(() => authorize(`Bearer ${token}`));
  const repeated = await readsOf(() => authorize(`Bearer ${token}`));
  const verdict = await authorize(`Bearer ${token}`);

  expect(valid).toEqual([1, 1]);
  expect([revoked, repeated]).toEqual([1, 0]);
  expect(verdict.context).toMatchObject({ authenticated: false, reason: 'revoked' });
});

test('a store failure is not remembered: the next call reads again', async () => {
  const forged = generateToken();
  proxy.failing.add('GetItem');
  const during = await authorize(`Bearer ${forged}`);
  proxy.heal();

  const after = await readsOf(() => authorize(`Bearer ${forged}`));

  expect(during.context).toMatchObject({ reason: 'store-unavailable' });
  expect(after).toBe(1);
}, 30_000);

test('a hostile header is refused as malformed without a read', async () => {
  const reads = await readsOf(() => authorize(`Bearer${' '.repeat(10_000)}x y`));

  expect(reads).toBe(0);
});
