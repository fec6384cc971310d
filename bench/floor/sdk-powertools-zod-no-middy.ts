// Floor of the scheduled functions: Powertools used by hand without the middy chain (metrics flushed at the end of the
// invocation) and one zod schema, as the fuel monitor and the bulletin ingestion are; no luxon, which their dates no
// longer need (shared/domain/dates.ts and shared/domain/zone-offsets.ts).
import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { Tracer } from '@aws-lambda-powertools/tracer';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';

const logger = new Logger();
const metrics = new Metrics();
const tracer = new Tracer();
const client = DynamoDBDocumentClient.from(tracer.captureAWSv3Client(new DynamoDBClient({})));
const query = z.object({ key: z.string().min(1).max(64), day: z.iso.date() }).strict();

export const handler = async (event: { queryStringParameters?: unknown }) => {
  const { key, day } = query.parse(event.queryStringParameters);
  const item = await client.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: `${key}#${day}` } }));
  logger.debug('read', { found: item.Item !== undefined });
  metrics.addMetric('reads', MetricUnit.Count, 1);
  metrics.publishStoredMetrics();
  return item;
};
