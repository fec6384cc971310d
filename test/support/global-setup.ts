import { startDynamoDbLocal } from '#infra/local/dynamodb-local.ts';

/** One DynamoDB Local for the whole run; each test file creates its own tables under a unique prefix. */
export default async () => {
  if (process.env.DYNAMODB_ENDPOINT) return;
  const db = await startDynamoDbLocal();
  process.env.DYNAMODB_ENDPOINT = db.endpoint;
  (globalThis as { __dynamoDb?: typeof db }).__dynamoDb = db;
};
