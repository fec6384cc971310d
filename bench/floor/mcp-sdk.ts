// Floor, step 4: step 3 served as one MCP tool through the official SDK, as the MCP function serves its tools: a
// server built for the request, the tool's zod input, the streamable HTTP transport on web Request and Response
// objects, stateless, answering JSON.
import { Logger } from '@aws-lambda-powertools/logger';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { Metrics } from '@aws-lambda-powertools/metrics';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { Tracer } from '@aws-lambda-powertools/tracer';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import middy from '@middy/core';
import { McpServer, WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/server';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { DateTime } from 'luxon';
import * as z from 'zod';

const logger = new Logger();
const metrics = new Metrics();
const tracer = new Tracer();
const client = DynamoDBDocumentClient.from(tracer.captureAWSv3Client(new DynamoDBClient({})));
const query = { key: z.string().min(1).max(64), day: z.iso.date() };

const serverForRequest = () => {
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

export const handler = middy(async (event: APIGatewayProxyEventV2) => {
  const server = serverForRequest();
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  try {
    const headers = new Headers();
    for (const [name, value] of Object.entries(event.headers)) if (value !== undefined) headers.set(name, value);
    const request = new Request(`https://localhost${event.rawPath}`, { method: 'POST', headers, body: event.body });
    const response = await transport.handleRequest(request);
    return { statusCode: response.status, body: await response.text() };
  } finally {
    await server.close();
  }
})
  .use(captureLambdaHandler(tracer))
  .use(logMetrics(metrics))
  .use(injectLambdaContext(logger));
