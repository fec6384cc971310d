import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import middy, { type MiddlewareObj } from '@middy/core';
import httpCors from '@middy/http-cors';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { Config } from '#shared/config.ts';
import type { QuotaState } from '#shared/domain/errors.ts';
import type { Language } from '#shared/domain/languages.ts';
import { logger } from '#shared/observability/logger.ts';
import { tracer } from '#shared/observability/tracer.ts';
import { clientIp } from './client-ip.ts';
import { UriTooLongError } from './http-errors.ts';
import { metrics, recordOutcome } from './metrics.ts';
import { pickLanguage } from './negotiation.ts';
import { type OriginSettings, originCheckFor } from './origin-secret.ts';
import { problemBody, toProblem } from './problem.ts';
import { quotaHeaders } from './rate-limit-headers.ts';

export type ApiResult = APIGatewayProxyStructuredResultV2 & { headers?: Record<string, string> };

export interface ApiContext extends Context {
  requestId: string;
  /** The quota identity of the caller: its IPv4 address, or its IPv6 /64 (`#shared/http/client-ip.ts`). */
  clientIp: string;
  /** The quota state the operation counted the request in, for the RateLimit fields of a success. */
  quota?: QuotaState;
  /** The language of the request's texts: a refusal is written in it and names it in Content-Language. */
  language?: Language;
}

export interface ApiHandlerOptions<E extends APIGatewayProxyEventV2 = APIGatewayProxyEventV2> {
  readonly config: Pick<Config, 'SITE_BASE_URL' | OriginSettings | 'POWERTOOLS_METRICS_DISABLED'>;
  /** Browsers on any origin may call the route and read its quota headers; preflight is answered. */
  readonly cors?: boolean;
  /**
   * The language of the route's texts, problems included, when it is not the Accept-Language negotiation (Spanish
   * by default): the calendar's is its `lang` parameter.
   */
  readonly language?: (event: E) => Language;
}

/** Spec limit for the estimate's request URI; applied to every route. */
export const MAX_URI_LENGTH = 2048;

/**
 * CORS of the public routes, in this one place for AWS and the local server: any origin, no credentials, the
 * quota and validator headers readable (DESIGN §3), and preflight answered for the one non-safelisted header a
 * browser sends them (If-None-Match). The HTTP API routes OPTIONS of the public routes to their function.
 */
export const corsOptions = {
  origin: '*',
  methods: 'GET, HEAD, OPTIONS',
  headers: 'Accept, Accept-Language, If-None-Match',
  exposeHeaders: 'Retry-After, RateLimit, RateLimit-Policy, ETag',
  maxAge: 86_400,
  // CloudFront may keep the preflight answer of the open-data routes as long as browsers do.
  cacheControl: 'public, max-age=86400',
  disableBeforePreflightResponse: false,
} as const;

/**
 * Whether an answer is this caller's alone: only those carry the RateLimit fields. An answer a shared cache may keep
 * (`public`, `max-age`, `s-maxage`) is kept by CloudFront and served to everyone for its lifetime, and the first
 * caller's remaining quota would go with it; the count is still made, and a refusal (a no-store problem) carries the
 * fields. The others say `no-store`, but for MCP's POST answers, which no cache stores.
 */
const personal = (response: ApiResult) => {
  const cacheControl = response.headers?.['Cache-Control'] ?? '';
  return /no-store/i.test(cacheControl) || !/public|max-age/i.test(cacheControl);
};

const requestUri = (event: APIGatewayProxyEventV2) =>
  event.rawQueryString ? `${event.rawPath}?${event.rawQueryString}` : event.rawPath;

/**
 * The one middy chain every HTTP function uses, in a fixed order: CORS (public routes), tracing, metrics, structured
 * logging, header normalisation, request identity (request id, client IP, origin check), URI length; then the
 * handler, whose operation counts its quota. Answers for this caller only (`no-store`) get the RateLimit headers of the quota state the
 * handler hands back (`answered`); every failure becomes a problem+json response from one place.
 */
export const apiHandler = <E extends APIGatewayProxyEventV2>(options: ApiHandlerOptions<E>) => {
  const languageOf = (event: E): Language =>
    options.language?.(event) ?? pickLanguage(event.headers?.['accept-language']);

  // Once per container: the check keeps the secret's values it read for a short while (`origin-secret.ts`).
  const originCheck = originCheckFor(options.config);
  const identify: MiddlewareObj<E, ApiResult, Error, ApiContext> = {
    before: async (request) => {
      const { event, context } = request;
      context.requestId = event.requestContext.requestId;
      context.language = languageOf(event);
      context.clientIp = await clientIp(event, originCheck);
      logger.appendKeys({ requestId: context.requestId });
      if (requestUri(event).length > MAX_URI_LENGTH) throw new UriTooLongError(MAX_URI_LENGTH);
    },
  };

  const responseHeaders: MiddlewareObj<E, ApiResult, Error, ApiContext> = {
    after: (request) => {
      const response = request.response;
      if (!response) return;
      recordOutcome(response.statusCode ?? 200);
      const quotaState = request.context.quota;
      response.headers = {
        ...(quotaState && personal(response) ? quotaHeaders(quotaState) : {}),
        ...response.headers,
      };
    },
  };

  const problems: MiddlewareObj<E, ApiResult, Error, ApiContext> = {
    onError: (request) => {
      const problem = toProblem(request.error, request.context.language ?? languageOf(request.event));
      const requestId = request.context.requestId ?? request.event.requestContext?.requestId ?? 'unknown';
      recordOutcome(problem.status);
      if (problem.status >= 500) logger.error('request failed', { error: request.error, requestId });
      else logger.info('request refused', { status: problem.status, reason: request.error?.name });
      request.response = {
        statusCode: problem.status,
        headers: {
          'Content-Type': 'application/problem+json',
          'Cache-Control': 'no-store',
          // Its words follow Accept-Language, unless the route names its language itself (the calendar's lang).
          ...(options.language ? {} : { Vary: 'Accept-Language' }),
          ...problem.headers,
        },
        body: JSON.stringify(
          problemBody(problem, {
            siteBaseUrl: options.config.SITE_BASE_URL,
            requestId,
            instance: request.event.rawPath,
          }),
        ),
      };
    },
  };

  const chain = middy<E, ApiResult, Error, ApiContext>();
  // First, so that a preflight is answered before anything counts or traces it, and last on the way out, so
  // that every answer (problems included) carries the CORS headers.
  if (options.cors) chain.use(httpCors(corsOptions) as MiddlewareObj<E, ApiResult, Error, ApiContext>);
  chain.use(captureLambdaHandler(tracer, { captureResponse: false }));
  // Disabled metrics would still warn on every request that there is nothing to publish.
  if (options.config.POWERTOOLS_METRICS_DISABLED !== 'true') chain.use(logMetrics(metrics));
  return chain
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(httpHeaderNormalizer())
    .use(identify)
    .use(responseHeaders)
    .use(problems);
};

export const jsonResponse = (statusCode: number, body: unknown, headers: Record<string, string> = {}): ApiResult => ({
  statusCode,
  headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  body: JSON.stringify(body),
});
