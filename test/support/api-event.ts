import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { apiGatewayEvent, invocationContext, withLambdaAuthorizer } from '#infra/local/api-gateway-event.ts';

export interface EventOverrides {
  readonly method?: string;
  readonly path?: string;
  readonly routeKey?: string;
  /** The parameters as given, a list for a repeated one (joined with commas as API Gateway joins them). */
  readonly query?: Readonly<Record<string, string | readonly string[]>>;
  readonly headers?: Record<string, string>;
  readonly body?: string;
  readonly sourceIp?: string;
  readonly pathParameters?: Record<string, string>;
  readonly authorizer?: Record<string, unknown>;
}

/** An API Gateway HTTP API (payload 2.0) event as AWS sends it (the local server's builder), with overrides. */
export const apiEvent = (overrides: EventOverrides = {}): APIGatewayProxyEventV2 => {
  const event = apiGatewayEvent({
    method: overrides.method ?? 'GET',
    rawPath: overrides.path ?? '/',
    ...(overrides.routeKey ? { routeKey: overrides.routeKey } : {}),
    ...(overrides.query ? { query: overrides.query } : {}),
    headers: { host: 'localhost', ...overrides.headers },
    ...(overrides.pathParameters ? { pathParameters: overrides.pathParameters } : {}),
    ...(overrides.body !== undefined ? { body: overrides.body } : {}),
    sourceIp: overrides.sourceIp ?? '192.0.2.10',
  });
  return overrides.authorizer ? withLambdaAuthorizer(event, overrides.authorizer) : event;
};

/** A Lambda context with the parts middy and Powertools read, ten seconds from its deadline when created. */
export const lambdaContext = (functionName = 'test-function'): Context => invocationContext(functionName, 10_000);
