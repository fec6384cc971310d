import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Config } from '#shared/config.ts';
import { tracer } from '#shared/observability/tracer.ts';

/**
 * One document client per container. Against DynamoDB Local the credentials are dummies; a short timeout and
 * few retries keep an unreachable store from holding a request for long before it answers 503.
 */
export const createDocumentClient = (current: Pick<Config, 'DYNAMODB_ENDPOINT' | 'AWS_REGION'>) => {
  const local = current.DYNAMODB_ENDPOINT !== undefined;
  const client = new DynamoDBClient({
    region: current.AWS_REGION,
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 1_000, requestTimeout: 3_000 },
    ...(local
      ? {
          endpoint: current.DYNAMODB_ENDPOINT,
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        }
      : {}),
  });
  return DynamoDBDocumentClient.from(tracer.captureAWSv3Client(client), {
    marshallOptions: { removeUndefinedValues: true },
  });
};

export type DocumentClient = ReturnType<typeof createDocumentClient>;
