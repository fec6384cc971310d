// Floor, step 2b: step 2 plus a zod schema for its input, without luxon: what the authorizer, the quote lookup and
// the routes stand on (they validate with zod and read no dates through luxon).
import { Logger } from '@aws-lambda-powertools/logger';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { Metrics } from '@aws-lambda-powertools/metrics';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { Tracer } from '@aws-lambda-powertools/tracer';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import middy from '@middy/core';
import * as z from 'zod';

const logger = new Logger();
const metrics = new Metrics();
const tracer = new Tracer();
const client = DynamoDBDocumentClient.from(tracer.captureAWSv3Client(new DynamoDBClient({})));
const query = z.object({ key: z.string().min(1).max(64), day: z.iso.date() }).strict();

export const handler = middy(async (event: { queryStringParameters?: unknown }) => {
  const { key, day } = query.parse(event.queryStringParameters);
  return client.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: `${key}#${day}` } }));
})
  .use(captureLambdaHandler(tracer))
  .use(logMetrics(metrics))
  .use(injectLambdaContext(logger));
