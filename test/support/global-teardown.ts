import type { RunningDynamoDb } from '#infra/local/dynamodb-local.ts';

export default async () => {
  await (globalThis as { __dynamoDb?: RunningDynamoDb }).__dynamoDb?.stop();
};
