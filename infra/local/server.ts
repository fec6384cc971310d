import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  APIGatewaySimpleAuthorizerWithContextResult,
} from 'aws-lambda';
import { EDGE_MAX_BODY_BYTES } from '#infra/aws/edge-functions.ts';
import { authorizerOperation } from '#infra/aws/operations.ts';
import { SECURITY_HEADERS } from '#infra/aws/security-headers.ts';
import { MalformedRequestError } from '#shared/domain/errors.ts';
import { phrase } from '#shared/domain/problem-phrases.ts';
import {
  HeaderFieldsTooLargeError,
  PayloadTooLargeError,
  RequestTimeoutError,
  RouteNotFoundError,
} from '#shared/http/http-errors.ts';
import { MAX_JSON_BODY_BYTES, MAX_MCP_BODY_BYTES } from '#shared/http/json-body.ts';
import { pickLanguage } from '#shared/http/negotiation.ts';
import { LAMBDA_RESPONSE_LIMIT_BYTES, lambdaResultBytes } from '#shared/http/open-data.ts';
import { type Problem, problemBody, toProblem } from '#shared/http/problem.ts';
import { render } from '#shared/http/problem-texts.ts';
import { mcpRoute } from '#shared/routes/face-routes.ts';
import { apiGatewayEvent, authorizerEvent, invocationContext, withLambdaAuthorizer } from './api-gateway-event.ts';
import type { LambdaHandler, LocalRoute } from './routes.ts';

export interface LocalServerOptions {
  readonly routes: readonly LocalRoute[];
  readonly loadAuthorizer: () => Promise<{ handler: LambdaHandler }>;
  readonly siteBaseUrl: string;
  /**
   * Seconds an authorizer answer is reused for the same Authorization header, as API Gateway's cache does; the
   * stack's value (none) by default.
   */
  readonly authorizerCacheSeconds?: number;
  /** A body not fully received within this time answers 408. */
  readonly bodyTimeoutMs?: number;
  /** Bodies are read up to this size, the edge's limit in AWS (EDGE_MAX_BODY_BYTES); handlers enforce their own. */
  readonly maxBodyBytes?: number;
  readonly functionTimeoutMs?: number;
  /** Given one line per answered request (method, target, status, milliseconds), as `npm start` prints them. */
  readonly logRequest?: (line: string) => void;
}

interface Matched {
  readonly route: LocalRoute;
  readonly pathParameters: Record<string, string>;
}

/** `{name}` matches one path segment, a greedy `{name+}` the rest of the path, as in API Gateway. */
const compile = (path: string) =>
  new RegExp(
    `^${path
      .replace(/[.]/g, '\\.')
      .replace(/\{(\w+)\+\}/g, '(?<$1>.+)')
      .replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`,
  );

/** API Gateway prefers any other route to a greedy one: those are tried last. */
const greedy = (path: string) => path.includes('+}');

/** Status and problem for a request Node's HTTP parser refuses before any route sees it. */
const parserRefusal = (error: Error & { code?: string }): Problem => {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return toProblem(new HeaderFieldsTooLargeError('The request headers are larger than the server accepts.'));
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return toProblem(new RequestTimeoutError('The request was not received in time.'));
  }
  // Nothing of the request can be read, its Accept-Language neither: the default language.
  const problem = toProblem(new MalformedRequestError([]));
  return { ...problem, detail: render(problem.language, phrase('notHttp')) };
};

const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  404: 'Not Found',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/** A whole HTTP response written on a raw socket, for requests that never became an IncomingMessage. */
const rawProblemResponse = (problem: Problem, body: string) =>
  [
    `HTTP/1.1 ${problem.status} ${STATUS_TEXT[problem.status] ?? 'Error'}`,
    'Content-Type: application/problem+json',
    'Cache-Control: no-store',
    `Content-Language: ${problem.language}`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');

/**
 * The most body bytes a route reads, as the edge caps it in AWS: the quote routes at the JSON body limit their
 * handler states, the MCP endpoint at its own, the rest at EDGE_MAX_BODY_BYTES.
 */
const bodyLimitOf = (route: LocalRoute): number =>
  route.path === mcpRoute.path ? MAX_MCP_BODY_BYTES : route.authorized ? MAX_JSON_BODY_BYTES : EDGE_MAX_BODY_BYTES;

const readBody = (req: IncomingMessage, maxBytes: number, timeoutMs: number) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(
      () => reject(new RequestTimeoutError('The request body was not received in time.')),
      timeoutMs,
    );
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        clearTimeout(timer);
        req.removeAllListeners('data');
        req.resume();
        reject(new PayloadTooLargeError(maxBytes));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks));
    });
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });

/**
 * The path and query string exactly as the request line carries them, as API Gateway's rawPath and rawQueryString.
 * Nothing is resolved against a base URL: `//api/geo/routes` is that path, not host `api` and path `/geo/routes`,
 * and `//`, `/\` or `//%zz/` are paths like any other. A target that is not a path (absolute-form
 * `http://host/x`, `*`) matches no route.
 */
const requestTarget = (req: IncomingMessage) => {
  const target = req.url ?? '/';
  const query = target.indexOf('?');
  return query < 0
    ? { path: target, rawQueryString: '' }
    : { path: target.slice(0, query), rawQueryString: target.slice(query + 1) };
};

const sourceIp = (req: IncomingMessage) => (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');

/**
 * One line when a request is answered: `GET /api/geo/routes 200 12 ms`, and the request id after a 5xx, under which
 * the handler's error log (and the problem body) has it.
 */
const summarise = (req: IncomingMessage, res: ServerResponse, requestId: string, log: (line: string) => void) => {
  const started = performance.now();
  res.once('close', () => {
    const ms = Math.round(performance.now() - started);
    const status = res.headersSent ? res.statusCode : 'no answer';
    const failed = typeof status === 'number' && status >= 500 ? ` (request ${requestId})` : '';
    log(`${req.method} ${req.url} ${status} ${ms} ms${failed}`);
  });
};

/**
 * A local stand-in for the service's edge (CloudFront and API Gateway HTTP API): it turns each HTTP request
 * into the payload 2.0 event AWS sends, runs the authorizer where the stack attaches it, and writes back the
 * handler's result, so the same handlers answer here and in AWS.
 */
export const createLocalServer = (options: LocalServerOptions): Server => {
  const compiled = [
    ...options.routes.filter((route) => !greedy(route.path)),
    ...options.routes.filter((route) => greedy(route.path)),
  ].map((route) => ({ route, pattern: compile(route.path) }));
  const authorizerCache = new Map<
    string,
    { until: number; result: APIGatewaySimpleAuthorizerWithContextResult<Record<string, unknown>> }
  >();
  const cacheMs = (options.authorizerCacheSeconds ?? authorizerOperation.resultCacheSeconds) * 1000;
  const timeoutMs = options.functionTimeoutMs ?? 10_000;

  const match = (method: string, path: string): Matched | 'method' | undefined => {
    let pathMatched = false;
    for (const { route, pattern } of compiled) {
      const found = pattern.exec(path);
      if (!found) continue;
      pathMatched = true;
      if (route.method === method) return { route, pathParameters: { ...found.groups } };
    }
    return pathMatched ? 'method' : undefined;
  };

  // The edge's own answers (no route, a body it cannot read) carry no CORS headers, as API Gateway's do not.
  const writeProblem = (req: IncomingMessage, res: ServerResponse, error: unknown, requestId: string, path: string) => {
    const problem = toProblem(error, pickLanguage(req.headers['accept-language']));
    res.writeHead(problem.status, {
      'Content-Type': 'application/problem+json',
      'Cache-Control': 'no-store',
      ...problem.headers,
    });
    res.end(JSON.stringify(problemBody(problem, { siteBaseUrl: options.siteBaseUrl, requestId, instance: path })));
  };

  const authorize = async (event: APIGatewayProxyEventV2) => {
    const key = event.headers.authorization ?? '';
    const cached = authorizerCache.get(key);
    if (cached && cached.until > Date.now()) return cached.result;
    const { handler } = await options.loadAuthorizer();
    const result = (await handler(
      authorizerEvent(event) as never,
      invocationContext('authorizer', timeoutMs) as never,
    )) as APIGatewaySimpleAuthorizerWithContextResult<Record<string, unknown>>;
    if (cacheMs > 0) authorizerCache.set(key, { until: Date.now() + cacheMs, result });
    return result;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse, requestId: string) => {
    const { path, rawQueryString } = requestTarget(req);
    const method = (req.method ?? 'GET').toUpperCase();
    const found = match(method === 'HEAD' ? 'GET' : method, path);
    // What CloudFront's response headers policy adds to every answer.
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);

    // A preflight reaches a function only on the routes that have an OPTIONS route (infra/aws/operations.ts); on
    // the other API paths it is one of the methods the path does not take (405, `wrongMethodRoutes`). A method no
    // route takes at all (TRACE, or any method on a site path) has no route, as in AWS.
    if (found === undefined || found === 'method') {
      req.resume();
      writeProblem(req, res, new RouteNotFoundError(`No route for ${method} ${path}.`), requestId, path);
      return;
    }

    const { route, pathParameters } = found;
    let body: Buffer;
    try {
      body = await readBody(req, options.maxBodyBytes ?? bodyLimitOf(route), options.bodyTimeoutMs ?? 10_000);
    } catch (error) {
      writeProblem(req, res, error, requestId, path);
      if (error instanceof RequestTimeoutError) req.destroy();
      return;
    }

    // `headersDistinct` keeps every repeat, joined as API Gateway joins them: `req.headers` keeps only the first
    // Authorization (and Content-Type, Host...), where API Gateway would hand the function `Bearer a,Bearer b`, a
    // malformed credential.
    const event = apiGatewayEvent({
      method: route.method,
      rawPath: path,
      routeKey: `${route.method} ${route.path}`,
      query: rawQueryString,
      headers: req.headersDistinct,
      pathParameters,
      body,
      sourceIp: sourceIp(req),
      protocol: `HTTP/${req.httpVersion}`,
      requestId,
    });

    try {
      const answer = route.authorized ? await authorize(event) : undefined;
      if (answer && !answer.isAuthorized) {
        // API Gateway's own refusal when an authorizer says no.
        res.writeHead(403, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: 'Forbidden' }));
        return;
      }
      const { handler } = await route.load();
      const result = (await handler(
        (answer ? withLambdaAuthorizer(event, answer.context ?? {}) : event) as never,
        invocationContext(route.path, timeoutMs) as never,
      )) as APIGatewayProxyStructuredResultV2;
      const responseBody = result.body ?? '';
      if (
        responseBody.length > LAMBDA_RESPONSE_LIMIT_BYTES / 6 &&
        lambdaResultBytes(result) > LAMBDA_RESPONSE_LIMIT_BYTES
      ) {
        // Lambda refuses a result over its limit, and API Gateway turns the failed invocation into this.
        console.error(`${route.path}: response over Lambda's ${LAMBDA_RESPONSE_LIMIT_BYTES} byte limit`);
        res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: 'Internal Server Error' }));
        return;
      }
      res.writeHead(result.statusCode ?? 200, {
        ...(result.headers as Record<string, string> | undefined),
        ...(result.cookies?.length ? { 'Set-Cookie': result.cookies } : {}),
      });
      res.end(
        method === 'HEAD' ? undefined : result.isBase64Encoded ? Buffer.from(responseBody, 'base64') : responseBody,
      );
    } catch (error) {
      // A handler that throws is what API Gateway reports as 500; the handlers' own chain never lets it happen.
      console.error(error);
      if (!res.headersSent) writeProblem(req, res, error, requestId, path);
      else res.destroy();
    }
  };

  /**
   * Whatever fails while one request is answered (a bug here, a thrown value nothing can read) answers that request
   * a 500 problem built from constants, and is logged: it never becomes an unhandled rejection, which would end the
   * process and every other request with it.
   */
  const unexpected = (req: IncomingMessage, res: ServerResponse, requestId: string, error: unknown) => {
    try {
      console.error(`${requestId} ${req.method} ${req.url}: unexpected error while answering`, error);
    } catch {
      console.error(`${requestId} ${req.method} ${req.url}: unexpected error while answering (unprintable)`);
    }
    // An answer already begun can only be cut short; so can one that cannot even be written.
    if (res.headersSent) {
      res.destroy();
      return;
    }
    try {
      // An unknown thrown value maps to the internal-error problem, which says nothing of the cause.
      const problem = toProblem(undefined);
      res.writeHead(problem.status, {
        'Content-Type': 'application/problem+json',
        'Cache-Control': 'no-store',
        'Content-Language': problem.language,
      });
      res.end(JSON.stringify(problemBody(problem, { siteBaseUrl: options.siteBaseUrl, requestId })));
    } catch {
      res.destroy();
    }
  };

  const server = createServer((req, res) => {
    const requestId = randomUUID();
    if (options.logRequest) summarise(req, res, requestId, options.logRequest);
    handle(req, res, requestId).catch((error: unknown) => unexpected(req, res, requestId, error));
  });
  // Requests Node's parser refuses (a malformed request line or header, headers over its limit) get a problem body
  // rather than Node's bare 400/431; a reset socket has nobody to answer.
  server.on('clientError', (error: Error & { code?: string }, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return;
    const problem = parserRefusal(error);
    const body = JSON.stringify(problemBody(problem, { siteBaseUrl: options.siteBaseUrl, requestId: randomUUID() }));
    socket.end(rawProblemResponse(problem, body));
  });
  // CONNECT has no route here (nor in AWS); without a listener Node would close the connection without a word.
  server.on('connect', (req: IncomingMessage, socket: Duplex) => {
    const problem = toProblem(new RouteNotFoundError(`No route for CONNECT ${req.url ?? ''}.`));
    const body = JSON.stringify(problemBody(problem, { siteBaseUrl: options.siteBaseUrl, requestId: randomUUID() }));
    socket.on('error', () => undefined);
    socket.end(rawProblemResponse(problem, body));
  });
  return server;
};
