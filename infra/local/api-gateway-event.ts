import { isUtf8 } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyEventV2WithLambdaAuthorizer,
  APIGatewayRequestAuthorizerEventV2,
  Context,
} from 'aws-lambda';

/**
 * The events API Gateway HTTP API (payload 2.0) hands a Lambda function, and the Lambda context, built in one place
 * for the local server (`npm start`), the tests and the benchmarks, so the handlers see the same shape everywhere.
 */

/** What a client's request says, before API Gateway turns it into an event. */
export interface GatewayRequest {
  /** The method of the route that matched, as `requestContext.http.method`. */
  readonly method: string;
  /** The path exactly as the request line carries it. */
  readonly rawPath: string;
  /** `METHOD /route/{param}`: the route that matched; the method and raw path when none is named. */
  readonly routeKey?: string;
  /**
   * The query: the literal query string of the request line (after `?`), parsed as API Gateway parses it, or the
   * parameters themselves, a list for a repeated one, serialised into `rawQueryString` and handed on as given.
   */
  readonly query?: string | Readonly<Record<string, string | readonly string[]>>;
  /** Lower-case names as API Gateway sends them; a list for a repeated header. */
  readonly headers?: Readonly<Record<string, string | readonly string[] | undefined>>;
  readonly pathParameters?: Readonly<Record<string, string>>;
  /** Text, or the bytes as received (the local server's), handed on as text when they are UTF-8. */
  readonly body?: string | Buffer;
  readonly sourceIp: string;
  readonly protocol?: string;
  readonly requestId?: string;
}

/** API Gateway joins repeated query parameters and headers with commas in payload 2.0. */
const joined = (value: string | readonly string[]) => (typeof value === 'string' ? value : value.join(','));

/**
 * The literal query string is parsed as API Gateway parses it; given parameters are handed on as given. Objects are
 * built from entries, as the Lambda runtime's JSON.parse builds them, so a name such as `__proto__` is a property
 * like any other. A request without a query has no `queryStringParameters`.
 */
const queryOf = (query: GatewayRequest['query']): { rawQueryString: string; parameters?: Record<string, string> } => {
  if (query === undefined || query === '') return { rawQueryString: '' };
  if (typeof query === 'string') {
    const params = new URLSearchParams(query);
    const names = [...new Set(params.keys())];
    return {
      rawQueryString: query,
      parameters: Object.fromEntries(names.map((name) => [name, params.getAll(name).join(',')])),
    };
  }
  const entries = Object.entries(query);
  return {
    rawQueryString: new URLSearchParams(
      entries.flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : value.map((v) => [name, v]))),
    ).toString(),
    parameters: Object.fromEntries(entries.map(([name, value]) => [name, joined(value)])),
  };
};

/**
 * API Gateway hands the Cookie header over as `cookies`, one per pair, and not among the headers; repeated Cookie
 * headers are one list of pairs.
 */
const headersOf = (given: GatewayRequest['headers']) => {
  const entries = Object.entries(given ?? {}).flatMap(([name, value]) =>
    value === undefined ? [] : [[name, value] as const],
  );
  const cookie = entries
    .flatMap(([name, value]) => (name === 'cookie' ? [value] : []))
    .flat()
    .join('; ');
  return {
    headers: Object.fromEntries(
      entries.filter(([name]) => name !== 'cookie').map(([name, value]) => [name, joined(value)]),
    ),
    cookies: cookie ? cookie.split(/;\s*/) : undefined,
  };
};

/**
 * A body as text when it is, and otherwise in base64 with `isBase64Encoded`, as API Gateway hands over bytes it cannot
 * pass as text: a function reads exactly the bytes sent, and decides itself what bytes that are not UTF-8 mean.
 */
const bodyOf = (body: GatewayRequest['body']): { body?: string; isBase64Encoded: boolean } => {
  if (body === undefined || body.length === 0) return { isBase64Encoded: false };
  if (typeof body === 'string') return { body, isBase64Encoded: false };
  return isUtf8(body)
    ? { body: body.toString('utf8'), isBase64Encoded: false }
    : { body: body.toString('base64'), isBase64Encoded: true };
};

/** The payload 2.0 event API Gateway sends for this request; absent parts are left out, as API Gateway does. */
export const apiGatewayEvent = (request: GatewayRequest): APIGatewayProxyEventV2 => {
  const routeKey = request.routeKey ?? `${request.method} ${request.rawPath}`;
  const { rawQueryString, parameters } = queryOf(request.query);
  const { headers, cookies } = headersOf(request.headers);
  const now = new Date();
  return {
    version: '2.0',
    routeKey,
    rawPath: request.rawPath,
    rawQueryString,
    ...(cookies ? { cookies } : {}),
    headers,
    ...(parameters ? { queryStringParameters: parameters } : {}),
    ...(request.pathParameters && Object.keys(request.pathParameters).length > 0
      ? { pathParameters: { ...request.pathParameters } }
      : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'local',
      http: {
        method: request.method,
        path: request.rawPath,
        protocol: request.protocol ?? 'HTTP/1.1',
        sourceIp: request.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: request.requestId ?? randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...bodyOf(request.body),
  };
};

/** The event once a Lambda authorizer with simple responses has allowed it: its context under `lambda`. */
export const withLambdaAuthorizer = <T>(
  event: APIGatewayProxyEventV2,
  context: T,
): APIGatewayProxyEventV2WithLambdaAuthorizer<T> => ({
  ...event,
  requestContext: { ...event.requestContext, authorizer: { lambda: context } },
});

/** The REQUEST event API Gateway sends the authorizer of a route, identified by the Authorization header. */
export const authorizerEvent = (event: APIGatewayProxyEventV2): APIGatewayRequestAuthorizerEventV2 => ({
  version: '2.0',
  type: 'REQUEST',
  routeArn: `arn:aws:execute-api:local:000000000000:local/$default/${event.routeKey.replace(' ', '')}`,
  identitySource: [event.headers.authorization ?? ''],
  routeKey: event.routeKey,
  rawPath: event.rawPath,
  rawQueryString: event.rawQueryString,
  cookies: event.cookies ?? [],
  headers: event.headers,
  queryStringParameters: event.queryStringParameters ?? {},
  requestContext: event.requestContext,
  pathParameters: event.pathParameters ?? {},
  stageVariables: {},
});

/**
 * A Lambda context with the parts middy and Powertools read. The remaining time counts down to a deadline
 * `timeoutMs` after the invocation starts, as Lambda's does: middy's early timeout is set from it.
 */
export const invocationContext = (functionName: string, timeoutMs: number): Context => {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
};
