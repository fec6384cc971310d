// The two MCP floors' common part: step 3's read as one tool of the official MCP SDK, a server built per request,
// and the middy chain with Powertools that every function has. The floors differ only in how the request reaches it.
import { Logger } from '@aws-lambda-powertools/logger';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { Metrics } from '@aws-lambda-powertools/metrics';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { Tracer } from '@aws-lambda-powertools/tracer';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import middy from '@middy/core';
import { McpServer } from '@modelcontextprotocol/server';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { DateTime } from 'luxon';
import * as z from 'zod';

const logger = new Logger();
const metrics = new Metrics();
const tracer = new Tracer();
const client = DynamoDBDocumentClient.from(tracer.captureAWSv3Client(new DynamoDBClient({})));
const query = { key: z.string().min(1).max(64), day: z.iso.date() };

export const serverForRequest = () => {
  const server = new McpServer({ name: 'floor', version: '1.0.0' });
  server.registerTool('read', { inputSchema: query }, async ({ key, day }) => {
    const week = DateTime.fromISO(day, { zone: 'Europe/Madrid' }).toISOWeekDate();
    const read = await client.send(
      new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: `${key}#${week}` } }),
    );
    return { content: [{ type: 'text', text: JSON.stringify(read.Item ?? null) }] };
  });
  return server;
};

/** A floor's handler in the functions' middy chain. */
export const withPowertools = (handler: (event: APIGatewayProxyEventV2) => Promise<unknown>) =>
  middy(handler).use(captureLambdaHandler(tracer)).use(logMetrics(metrics)).use(injectLambdaContext(logger));
