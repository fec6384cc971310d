// Floor of the authorizer: step 1 with Powertools Logger and Tracer and a zod schema for its input, no middy chain and
// no metrics, as the authorizer has.
import { Logger } from '@aws-lambda-powertools/logger';
import { Tracer } from '@aws-lambda-powertools/tracer';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';

const logger = new Logger();
const tracer = new Tracer();
const client = DynamoDBDocumentClient.from(tracer.captureAWSv3Client(new DynamoDBClient({})));
const query = z.object({ key: z.string().min(1).max(64), day: z.iso.date() }).strict();

export const handler = async (event: { queryStringParameters?: unknown }) => {
  const { key, day } = query.parse(event.queryStringParameters);
  const item = await client.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: `${key}#${day}` } }));
  logger.debug('read', { found: item.Item !== undefined });
  return item;
};
