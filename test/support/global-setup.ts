import { startDynamoDbLocal } from '#infra/local/dynamodb-local.ts';

/** One DynamoDB Local for the whole run; each test file creates its own tables under a unique prefix. */
export default async () => {
  // Where the tests run on an older Node.js than Lambda's 24 (see the README), the SDK's notice about it is noise in
  // test output. The bundles do not inherit this: the bundle test fails on any warning they print.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
  process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
  // DynamoDB Local on a busy shared machine can take seconds to answer: a generous attempt time, so that only the
  // tests about the store's time budget (which set the default back) see timeouts.
  process.env.DYNAMODB_TIMEOUT_MS ??= '5000';
  if (process.env.DYNAMODB_ENDPOINT) return;
  const db = await startDynamoDbLocal();
  process.env.DYNAMODB_ENDPOINT = db.endpoint;
  (globalThis as { __dynamoDb?: typeof db }).__dynamoDb = db;
};
