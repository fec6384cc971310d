import createFetchClient from 'openapi-fetch';
import { NetworkError } from './network-error.ts';
import { ProblemError } from './problem-error.ts';
import type { components, operations, paths } from './schema.ts';

export { NetworkError } from './network-error.ts';
export { type Problem, ProblemError, type RateLimit } from './problem-error.ts';
export type { components, operations, paths } from './schema.ts';

type Schemas = components['schemas'];
/** A priced estimate or quote, or a manual review without an amount (`estado`). */
export type Result = Schemas['Result'];
export type PricedResult = Schemas['PricedResult'];
export type ManualReviewResult = Schemas['ManualReviewResult'];
export type QuoteRequest = Schemas['QuoteRequest'];
export type Calendar = Schemas['Calendar'];
export type RouteBans = Schemas['RouteBans'];
export type TrafficBanChanges = Schemas['TrafficBanChanges'];
export type Catalogue = Schemas['Catalogue'];

type Query<Operation extends keyof operations> = NonNullable<operations[Operation]['parameters']['query']>;
export type EstimateQuery = Query<'consultarEstimacionServicio'>;
export type TrafficBansQuery = Query<'getTrafficBans'>;
export type TrafficBansRouteQuery = Query<'getTrafficBansRoute'>;
export type TrafficBanChangesQuery = Query<'getTrafficBanChanges'>;

export interface ClientOptions {
  /** Where the service is, e.g. `https://freight.example.com` or `http://127.0.0.1:3000`. */
  readonly baseUrl: string;
  /** The `fest_...` bearer credential the operator issued; only the quote operations send it. */
  readonly credential?: string;
  /**
   * The longest `Retry-After` (in seconds) the client waits out on a 429 or 503 before its one retry (default 30).
   * A longer one is thrown at once as a ProblemError carrying `retryAfter`.
   */
  readonly maxRetryWaitSeconds?: number;
  /** Sent as `Accept-Language` (es by default; en, ro, it, fr, de): the language of texts and problems. */
  readonly language?: string;
  /**
   * The longest wait (in seconds) for one whole answer, headers and body (default 30); past it the request is
   * abandoned and a NetworkError with `reason: 'timeout'` is thrown. A retry after Retry-After gets its own.
   */
  readonly timeoutSeconds?: number;
  /** The fetch to send requests with (default: the global fetch). */
  readonly fetch?: (request: Request) => Promise<Response>;
}

export interface CreateOptions {
  /**
   * The request's Idempotency-Key (16 to 128 of `A-Z a-z 0-9 _ -`). A new UUID when absent; either way the
   * client's own retry sends the same key, so a quote is created at most once.
   */
  readonly idempotencyKey?: string;
}

/** One method per operation of the OpenAPI document, named by its operationId, each resolving to the parsed body. */
export interface FreightEstimateClient {
  /** `GET /api/agentes/v1/estimaciones`: the public estimate, no credential. */
  consultarEstimacionServicio(query: EstimateQuery): Promise<Result>;
  /** `POST /api/agentes/v1/cotizaciones`: creates a quote (credential); a repeat with the same key replays it. */
  crearCotizacionIntegracion(body: QuoteRequest, options?: CreateOptions): Promise<Result>;
  /** `GET /api/agentes/v1/cotizaciones/{id}`: one of the credential's own quotes. */
  recuperarCotizacionIntegracion(id: string): Promise<Result>;
  /** `GET /api/geo/traffic-bans`: the driving-ban calendar. */
  getTrafficBans(query?: TrafficBansQuery): Promise<Calendar>;
  /** `GET /api/geo/traffic-bans.ics`: the same calendar as iCalendar text. */
  getTrafficBansIcs(query?: TrafficBansQuery): Promise<string>;
  /** `GET /api/geo/traffic-bans/route`: the bans met along a route, and the earliest clear departure. */
  getTrafficBansRoute(query: TrafficBansRouteQuery): Promise<RouteBans>;
  /** `GET /api/geo/traffic-bans/changes`: the change log of the driving-ban data, newest first. */
  getTrafficBanChanges(query?: TrafficBanChangesQuery): Promise<TrafficBanChanges>;
  /** `GET /api/geo/traffic-bans/changes.atom`: the same change log as an Atom feed. */
  getTrafficBanChangesAtom(query?: TrafficBanChangesQuery): Promise<string>;
  /** `GET /api/geo/routes`: the catalogue of the site's pages. */
  getRoutes(): Promise<Catalogue>;
  /** `GET /sitemap.xml`: the catalogue as a sitemap. */
  getSitemap(): Promise<string>;
  /** `GET /api/openapi.json`: the OpenAPI document the service serves. */
  getOpenApiDocument(): Promise<Record<string, unknown>>;
  /** `GET /llms.txt`: the description of the service for language models. */
  getLlmsTxt(): Promise<string>;
}

const DEFAULT_MAX_RETRY_WAIT_SECONDS = 30;
const DEFAULT_TIMEOUT_SECONDS = 30;
/** The answers that say "later", with the Retry-After the service always sends on them. */
const RETRYABLE = new Set([429, 503]);

interface Outcome {
  readonly data?: unknown;
  readonly error?: unknown;
  readonly response: Response;
}

const wait = (seconds: number) => new Promise<void>((resolve) => setTimeout(resolve, seconds * 1000));

/**
 * A typed client of the freight-estimate API. On a 429 or 503 it waits `Retry-After` when that fits within
 * `maxRetryWaitSeconds` and retries once, with the same credential, address and Idempotency-Key; anything else
 * that is not a success is thrown as a ProblemError, and a request that gets no answer (refused, reset, or none
 * within `timeoutSeconds`) as a NetworkError.
 */
export const createClient = (options: ClientOptions): FreightEstimateClient => {
  const maxWait = options.maxRetryWaitSeconds ?? DEFAULT_MAX_RETRY_WAIT_SECONDS;
  if (!Number.isFinite(maxWait) || maxWait < 0) {
    throw new RangeError(`maxRetryWaitSeconds must be a number of seconds, 0 or more: ${maxWait}`);
  }
  const timeoutSeconds = options.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS;
  if (!Number.isFinite(timeoutSeconds) || timeoutSeconds <= 0) {
    throw new RangeError(`timeoutSeconds must be a number of seconds greater than 0: ${timeoutSeconds}`);
  }
  const fetchAnswer = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const api = createFetchClient<paths>({
    baseUrl: options.baseUrl,
    // Each attempt gets its own deadline, which also bounds the reading of the body.
    fetch: (request) => fetchAnswer(new Request(request, { signal: AbortSignal.timeout(timeoutSeconds * 1000) })),
    ...(options.language ? { headers: { 'Accept-Language': options.language } } : {}),
  });
  /** One exchange; a failure to get its answer becomes a NetworkError, anything else goes up as it is. */
  const exchange = async (call: () => Promise<Outcome>) => {
    try {
      return await call();
    } catch (error) {
      throw NetworkError.of(error, options.baseUrl, timeoutSeconds) ?? error;
    }
  };
  const authorization = options.credential ? { Authorization: `Bearer ${options.credential}` } : {};

  /**
   * One request, and at most one retry after the Retry-After of a 429 or 503 that fits the client's patience. The
   * body is typed by the method's declared answer, the schema's own type (openapi-fetch's inferred one widens
   * tuples such as a crossing's `entre` to arrays).
   */
  const send = async <T>(call: () => Promise<Outcome>): Promise<T> => {
    let outcome = await exchange(call);
    if (RETRYABLE.has(outcome.response.status)) {
      const refusal = new ProblemError(outcome.response, outcome.error);
      if (refusal.retryAfter === undefined || refusal.retryAfter > maxWait) throw refusal;
      await wait(refusal.retryAfter);
      outcome = await exchange(call);
    }
    if (!outcome.response.ok) throw new ProblemError(outcome.response, outcome.error);
    return outcome.data as T;
  };

  return {
    consultarEstimacionServicio: (query) => send(() => api.GET('/api/agentes/v1/estimaciones', { params: { query } })),
    crearCotizacionIntegracion: (body, { idempotencyKey = globalThis.crypto.randomUUID() } = {}) =>
      send(() =>
        api.POST('/api/agentes/v1/cotizaciones', {
          params: { header: { 'Idempotency-Key': idempotencyKey } },
          headers: authorization,
          body,
        }),
      ),
    recuperarCotizacionIntegracion: (id) =>
      send(() => api.GET('/api/agentes/v1/cotizaciones/{id}', { params: { path: { id } }, headers: authorization })),
    getTrafficBans: (query = {}) => send(() => api.GET('/api/geo/traffic-bans', { params: { query } })),
    getTrafficBansIcs: (query = {}) =>
      send(() => api.GET('/api/geo/traffic-bans.ics', { params: { query }, parseAs: 'text' })),
    getTrafficBansRoute: (query) => send(() => api.GET('/api/geo/traffic-bans/route', { params: { query } })),
    getTrafficBanChanges: (query = {}) => send(() => api.GET('/api/geo/traffic-bans/changes', { params: { query } })),
    getTrafficBanChangesAtom: (query = {}) =>
      send(() => api.GET('/api/geo/traffic-bans/changes.atom', { params: { query }, parseAs: 'text' })),
    getRoutes: () => send(() => api.GET('/api/geo/routes')),
    getSitemap: () => send(() => api.GET('/sitemap.xml', { parseAs: 'text' })),
    getOpenApiDocument: () => send(() => api.GET('/api/openapi.json')),
    getLlmsTxt: () => send(() => api.GET('/llms.txt', { parseAs: 'text' })),
  };
};
