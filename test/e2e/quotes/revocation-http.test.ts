import { randomUUID } from 'node:crypto';
import { issueCredential } from '#shared/domain/credentials/credential.ts';
import { logger } from '#shared/observability/logger.ts';
import { dynamoCredentialStore } from '#shared/store/credential-store.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { type DynamoDbProxy, startDynamoDbProxy } from '#test/support/dynamodb-proxy.ts';
import { type RunningServer, startLocalServer } from '#test/support/local-server.ts';
import { useFreshTables } from '#test/support/test-tables.ts';

// The local edge runs the real authorizer with the stack's verdict cache (infra/aws/operations.ts), over
// DynamoDB Local behind a proxy that can cut the store off.
let server: RunningServer;
let proxy: DynamoDbProxy;
let client: ReturnType<typeof createDocumentClient>;
let credentials: ReturnType<typeof dynamoCredentialStore>;

const QUOTES = '/api/agentes/v1/cotizaciones';
const retrieve = (token: string) =>
  fetch(`${server.baseUrl}${QUOTES}/${randomUUID()}`, { headers: { Authorization: `Bearer ${token}` } });

const issue = async () =>
  (await issueCredential({ company: 'ACME', client: 'tms', integration: 'erp' }, credentials, new Date())).token;

beforeAll(async () => {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  logger.setLogLevel('SILENT');
  const names = await useFreshTables('e2e-revocation');
  client = createDocumentClient({ DYNAMODB_ENDPOINT: process.env.DYNAMODB_ENDPOINT, AWS_REGION: 'eu-west-1' });
  credentials = dynamoCredentialStore(client, names.CREDENTIALS_TABLE_NAME);
  proxy = await startDynamoDbProxy(process.env.DYNAMODB_ENDPOINT as string);
  process.env.DYNAMODB_ENDPOINT = proxy.endpoint;
  server = await startLocalServer();
});

afterEach(() => proxy.heal());

afterAll(async () => {
  await server.close();
  await proxy.close();
  client.destroy();
});

test('a revoked credential is refused on the very next request', async () => {
  const token = await issue();
  const credentialId = (await credentials.list()).find((entry) => token.startsWith(entry.tokenPrefix))?.credentialId;
  const before = await retrieve(token);

  await credentials.revoke(credentialId as string, new Date());
  const after = await retrieve(token);

  // 404: authenticated, and no such quote; then the same token, one request later, is no credential at all.
  expect(before.status).toBe(404);
  expect(after.status).toBe(401);
  expect(after.headers.get('www-authenticate')).toBe('Bearer');
});

test('a "store unavailable" verdict is not kept: the next request after the store is back is served', async () => {
  const token = await issue();

  proxy.failing.add('GetItem');
  const duringOutage = await retrieve(token);
  proxy.heal();
  const afterOutage = await retrieve(token);

  expect(duringOutage.status).toBe(503);
  expect(duringOutage.headers.get('content-type')).toBe('application/problem+json');
  expect(afterOutage.status).toBe(404);
}, 30_000);
