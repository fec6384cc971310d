// Floor of the function answering 405: the middy chain with Powertools Logger, Metrics and Tracer and a zod schema
// for its input, reading no table, as that function is.
import { Logger } from '@aws-lambda-powertools/logger';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { Metrics } from '@aws-lambda-powertools/metrics';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { Tracer } from '@aws-lambda-powertools/tracer';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import middy from '@middy/core';
import * as z from 'zod';

const logger = new Logger();
const metrics = new Metrics();
const tracer = new Tracer();
const query = z.object({ key: z.string().min(1).max(64), day: z.iso.date() }).strict();

export const handler = middy(async (event: { queryStringParameters?: unknown }) => {
  const { key, day } = query.parse(event.queryStringParameters);
  return { statusCode: 405, headers: { allow: 'GET' }, body: JSON.stringify({ key, day }) };
})
  .use(captureLambdaHandler(tracer))
  .use(logMetrics(metrics))
  .use(injectLambdaContext(logger));
