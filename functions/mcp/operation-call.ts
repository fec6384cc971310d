import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { ApiResult } from '#shared/http/api-handler.ts';

/** A REST operation's Lambda handler, called in process. */
export type OperationHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;

/** The REST request an MCP tool makes. */
export interface OperationRequest {
  readonly method: 'GET' | 'POST';
  /** The API Gateway route, as in infra/aws/operations.ts. */
  readonly route: string;
  readonly path: string;
  readonly query?: Readonly<Record<string, string>>;
  readonly headers?: Readonly<Record<string, string>>;
  readonly pathParameters?: Readonly<Record<string, string>>;
  readonly body?: string;
}

export interface OperationAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: unknown;
}

/**
 * Headers of the MCP request that identify the caller to the REST operation: the distribution's secret and viewer
 * address (the client IP of the quotas) and the credential. Nothing else of the agent's request is passed on.
 */
const CALLER_HEADERS = ['x-origin-verify', 'cloudfront-viewer-address', 'authorization', 'user-agent'];

/**
 * The event API Gateway would send for the same REST request from the same caller: same client IP, same
 * authorizer verdict (the /mcp route runs the same authorizer), same request id. The operation's own middy chain
 * then applies its quota, validation and pricing exactly as it does for REST.
 */
export const operationEvent = (mcpEvent: APIGatewayProxyEventV2, request: OperationRequest): APIGatewayProxyEventV2 => {
  const headers: Record<string, string> = {};
  for (const name of CALLER_HEADERS) {
    const value = mcpEvent.headers[name];
    if (value !== undefined) headers[name] = value;
  }
  const query = Object.fromEntries(Object.entries(request.query ?? {}).filter(([, value]) => value !== undefined));
  const rawQueryString = new URLSearchParams(query).toString();
  const routeKey = `${request.method} ${request.route}`;
  return {
    version: '2.0',
    routeKey,
    rawPath: request.path,
    rawQueryString,
    headers: { ...headers, ...request.headers },
    ...(rawQueryString ? { queryStringParameters: query } : {}),
    ...(request.pathParameters ? { pathParameters: { ...request.pathParameters } } : {}),
    requestContext: {
      ...mcpEvent.requestContext,
      routeKey,
      http: { ...mcpEvent.requestContext.http, method: request.method, path: request.path },
    },
    ...(request.body !== undefined ? { body: request.body } : {}),
    isBase64Encoded: false,
  };
};

/** Calls the REST operation's handler with the caller's identity and reads its answer. */
export const callOperation = async (
  handler: OperationHandler,
  mcpEvent: APIGatewayProxyEventV2,
  context: Context,
  request: OperationRequest,
): Promise<OperationAnswer> => {
  const result = (await handler(operationEvent(mcpEvent, request), { ...context })) as ApiResult;
  const text = result.body ?? '';
  return {
    status: result.statusCode ?? 200,
    headers: result.headers ?? {},
    body: text === '' ? undefined : JSON.parse(text),
  };
};
