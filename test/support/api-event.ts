import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';

export interface EventOverrides {
  readonly method?: string;
  readonly path?: string;
  readonly routeKey?: string;
  readonly query?: Record<string, string>;
  readonly headers?: Record<string, string>;
  readonly body?: string;
  readonly sourceIp?: string;
  readonly pathParameters?: Record<string, string>;
  readonly authorizer?: Record<string, unknown>;
}

/** An API Gateway HTTP API (payload 2.0) event as AWS sends it, with overrides. */
export const apiEvent = (overrides: EventOverrides = {}): APIGatewayProxyEventV2 => {
  const method = overrides.method ?? 'GET';
  const path = overrides.path ?? '/';
  const rawQueryString = new URLSearchParams(overrides.query ?? {}).toString();
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey: overrides.routeKey ?? `${method} ${path}`,
    rawPath: path,
    rawQueryString,
    headers: { host: 'localhost', ...overrides.headers },
    ...(overrides.query ? { queryStringParameters: overrides.query } : {}),
    ...(overrides.pathParameters ? { pathParameters: overrides.pathParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'test',
      domainName: 'localhost',
      domainPrefix: 'test',
      http: {
        method,
        path,
        protocol: 'HTTP/1.1',
        sourceIp: overrides.sourceIp ?? '192.0.2.10',
        userAgent: 'jest',
      },
      requestId: randomUUID(),
      routeKey: overrides.routeKey ?? `${method} ${path}`,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    ...(overrides.body !== undefined ? { body: overrides.body } : {}),
    isBase64Encoded: false,
  };
  if (overrides.authorizer) {
    (event.requestContext as unknown as Record<string, unknown>).authorizer = { lambda: overrides.authorizer };
  }
  return event;
};

/** A Lambda context with the parts middy and Powertools read. */
export const lambdaContext = (functionName = 'test-function'): Context => ({
  callbackWaitsForEmptyEventLoop: false,
  functionName,
  functionVersion: '$LATEST',
  invokedFunctionArn: `arn:aws:lambda:eu-west-1:000000000000:function:${functionName}`,
  memoryLimitInMB: '512',
  awsRequestId: randomUUID(),
  logGroupName: `/aws/lambda/${functionName}`,
  logStreamName: 'test',
  getRemainingTimeInMillis: () => 10_000,
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
});
