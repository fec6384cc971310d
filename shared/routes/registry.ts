import type { ProblemCode } from '#shared/http/problem-catalogue.ts';

/**
 * Every public route of the service, declared once: method, path, operationId, who may call it, the quota it counts
 * against, how caches treat its answers, the error codes it can answer and, where an MCP tool calls the same
 * operation, the tool. The CDK routes and the local server (`infra/aws/operations.ts`), the OpenAPI paths
 * (`infra/openapi/openapi-document.ts`), the MCP tool descriptions, llms.txt and the site's developer examples are
 * derived from these entries; no other file spells a public path.
 *
 * Each documented route's OpenAPI face (its parameters, body, success answers and what each of its error codes means
 * on it) is its contract, `functions/<name>/<name>.contract.ts`, typed by the entry so that its problem descriptions
 * are exactly the entry's `errors`. This module imports neither the contracts nor zod: the local server, the site
 * and the MCP function load it.
 */
export interface RouteDeclaration {
  /** Plain method names, so the local server and the site read this list without loading the CDK. */
  readonly method: 'GET' | 'POST';
  /** API Gateway route path, with `{name}` path parameters. */
  readonly path: string;
  readonly operationId: string;
  readonly summary: string;
  /**
   * `bearer`: the authorizer must accept an integration credential; `optional`: it runs on every request and the
   * operation decides what an anonymous caller may do; `none`: public.
   */
  readonly auth: 'none' | 'bearer' | 'optional';
  /**
   * The quota it counts against: per client IP for the estimate, per credential for the quotes, the open-data
   * window per IP and endpoint, the quota of each tool's operation for MCP, none for the site's pages (the estimate
   * page counts in the estimate's).
   */
  readonly quota: 'estimate' | 'credential' | 'open-data' | 'per-tool' | 'none';
  /**
   * `no-store`: never cached (answers about one request or caller); `open-data`: cached at the edge and in
   * browsers by its query string (`public, max-age=3600`, ETag); `page`: the site's pages, by their own headers.
   */
  readonly cache: 'no-store' | 'open-data' | 'page';
  /**
   * Every problem code the route documents, each answered at the status of its row in the problem catalogue: the ones its
   * operation and its chain can answer, beyond `CHAIN_ERRORS`, which every route documents, and the ones no caller
   * meets by its request (a request that bypasses the CDN, an internal error).
   */
  readonly errors: readonly ProblemCode[];
  /** Which part of the developer documentation lists it. */
  readonly group: 'agents' | 'open-data' | 'mcp' | 'site';
  /** The MCP tool that calls the same operation. */
  readonly tool?: string;
  /** `false` for a route declared only for its function to refuse it (405): its method is none the path takes. */
  readonly served?: false;
}

const route = <const R extends RouteDeclaration>(declaration: R): R => declaration;

/** What the chain every API route runs through refuses before any operation: a request URI over its limit. */
export const CHAIN_ERRORS = ['uri-too-long'] as const satisfies readonly ProblemCode[];

/** Every problem code a route's documentation lists: its own and the chain's. */
export const documentedErrors = (declaration: RouteDeclaration): readonly ProblemCode[] => [
  ...declaration.errors,
  ...CHAIN_ERRORS,
];

export const estimateRoute = route({
  method: 'GET',
  path: '/api/agentes/v1/estimaciones',
  operationId: 'consultarEstimacionServicio',
  summary: 'Public estimate; no account',
  auth: 'none',
  quota: 'estimate',
  cache: 'no-store',
  errors: ['malformed-request', 'unusable-request', 'quota-exceeded', 'price-unavailable', 'service-unavailable'],
  group: 'agents',
  tool: 'estimate_freight_price',
});

export const createQuoteRoute = route({
  method: 'POST',
  path: '/api/agentes/v1/cotizaciones',
  operationId: 'crearCotizacionIntegracion',
  summary: 'Create a quote (integrations)',
  auth: 'bearer',
  quota: 'credential',
  cache: 'no-store',
  errors: [
    'malformed-request',
    'unauthenticated',
    'request-timeout',
    'idempotency-in-flight',
    'idempotent-result-expired',
    'payload-too-large',
    'unsupported-media-type',
    'unusable-request',
    'idempotency-key-reused',
    'quota-exceeded',
    'price-unavailable',
    'service-unavailable',
  ],
  group: 'agents',
  tool: 'create_quote',
});

export const getQuoteRoute = route({
  method: 'GET',
  path: `${createQuoteRoute.path}/{id}`,
  operationId: 'recuperarCotizacionIntegracion',
  summary: "Retrieve one of the caller's own quotes",
  auth: 'bearer',
  quota: 'credential',
  cache: 'no-store',
  errors: [
    'malformed-request',
    'unauthenticated',
    'not-found',
    'result-expired',
    'quota-exceeded',
    'service-unavailable',
  ],
  group: 'agents',
  tool: 'get_quote',
});

export const trafficBansRoute = route({
  method: 'GET',
  path: '/api/geo/traffic-bans',
  operationId: 'getTrafficBans',
  summary: 'Truck driving-ban calendar (CC BY 4.0)',
  auth: 'none',
  quota: 'open-data',
  cache: 'open-data',
  errors: ['malformed-request', 'not-acceptable', 'quota-exceeded'],
  group: 'open-data',
  tool: 'get_driving_bans',
});

export const trafficBansFeedRoute = route({
  method: 'GET',
  path: `${trafficBansRoute.path}.ics`,
  operationId: 'getTrafficBansIcs',
  summary: 'The same calendar as an iCalendar feed, with the same filters',
  auth: 'none',
  quota: 'open-data',
  cache: 'open-data',
  errors: ['malformed-request', 'quota-exceeded'],
  group: 'open-data',
});

export const routeBansRoute = route({
  method: 'GET',
  path: `${trafficBansRoute.path}/route`,
  operationId: 'getTrafficBansRoute',
  summary: 'The bans a route meets (countries in order, a departure) and its earliest clear departure (CC BY 4.0)',
  auth: 'none',
  quota: 'open-data',
  cache: 'open-data',
  errors: ['malformed-request', 'quota-exceeded'],
  group: 'open-data',
  tool: 'get_route_driving_bans',
});

/** The dated change log of the driving-ban data: what changed in a country's rules, when, and on which text. */
export const trafficBanChangesRoute = route({
  method: 'GET',
  path: `${trafficBansRoute.path}/changes`,
  operationId: 'getTrafficBanChanges',
  summary: 'Dated change log of the driving-ban data (CC BY 4.0)',
  auth: 'none',
  quota: 'open-data',
  cache: 'open-data',
  errors: ['malformed-request', 'quota-exceeded'],
  group: 'open-data',
});

export const trafficBanChangesFeedRoute = route({
  method: 'GET',
  path: `${trafficBanChangesRoute.path}.atom`,
  operationId: 'getTrafficBanChangesAtom',
  summary: 'The same change log as an Atom feed',
  auth: 'none',
  quota: 'open-data',
  cache: 'open-data',
  errors: ['malformed-request', 'quota-exceeded'],
  group: 'open-data',
});

export const catalogueRoute = route({
  method: 'GET',
  path: '/api/geo/routes',
  operationId: 'getRoutes',
  summary: 'Catalogue of every indexable page of the site (CC BY 4.0)',
  auth: 'none',
  quota: 'open-data',
  cache: 'open-data',
  errors: ['quota-exceeded'],
  group: 'open-data',
});

export const sitemapRoute = route({
  method: 'GET',
  path: '/sitemap.xml',
  operationId: 'getSitemap',
  summary: 'The catalogue as a sitemap with hreflang alternates',
  auth: 'none',
  quota: 'open-data',
  cache: 'open-data',
  errors: ['quota-exceeded'],
  group: 'open-data',
});

export const openApiRoute = route({
  method: 'GET',
  path: '/api/openapi.json',
  operationId: 'getOpenApiDocument',
  summary: 'This document',
  auth: 'none',
  quota: 'open-data',
  cache: 'open-data',
  errors: ['quota-exceeded'],
  group: 'open-data',
});

/** At the site root, where the llms.txt proposal (llmstxt.org) says agents look for it. */
export const llmsTxtRoute = route({
  method: 'GET',
  path: '/llms.txt',
  operationId: 'getLlmsTxt',
  summary: 'The service described for AI agents (llmstxt.org format)',
  auth: 'none',
  quota: 'open-data',
  cache: 'open-data',
  errors: ['quota-exceeded'],
  group: 'mcp',
});

export const mcpRoute = route({
  method: 'POST',
  path: '/mcp',
  operationId: 'mcp',
  summary: 'Model Context Protocol over Streamable HTTP, stateless: the estimate, driving-ban and quote tools',
  auth: 'optional',
  quota: 'per-tool',
  cache: 'no-store',
  errors: ['payload-too-large', 'unsupported-media-type', 'quota-exceeded', 'service-unavailable'],
  group: 'mcp',
});

/** The protocol's optional server-to-client stream, which a stateless endpoint answers 405. */
export const mcpStreamRoute = route({
  ...mcpRoute,
  method: 'GET',
  operationId: 'mcpStream',
  summary: 'Not served: 405',
  served: false,
});

/**
 * Every page of the catalogue in its locales, and the HTML 404 of any other path. API Gateway prefers any more
 * specific route, so the greedy path only gets what no API route matches.
 */
export const siteRoutes = [
  route({
    method: 'GET',
    path: '/',
    operationId: 'getHome',
    summary: 'The home page',
    auth: 'none',
    quota: 'none',
    cache: 'page',
    errors: ['not-found'],
    group: 'site',
  }),
  route({
    method: 'GET',
    path: '/{proxy+}',
    operationId: 'getPage',
    summary: 'A page of the site, or its HTML 404',
    auth: 'none',
    quota: 'none',
    cache: 'page',
    errors: ['not-found'],
    group: 'site',
  }),
] as const;

/** The API Gateway route key of a route, as CloudFormation, the access logs and the docs spell it. */
export const routeKey = (declaration: Pick<RouteDeclaration, 'method' | 'path'>): string =>
  `${declaration.method} ${declaration.path}`;

/** The public routes a developer document lists, in the order they are documented. */
export const documentedRoutes: readonly RouteDeclaration[] = [
  estimateRoute,
  createQuoteRoute,
  getQuoteRoute,
  trafficBansRoute,
  trafficBansFeedRoute,
  routeBansRoute,
  trafficBanChangesRoute,
  trafficBanChangesFeedRoute,
  catalogueRoute,
  sitemapRoute,
  openApiRoute,
  llmsTxtRoute,
  mcpRoute,
];

/** The paths of one group of the developer documentation. */
export const pathsOf = (group: RouteDeclaration['group']): string[] =>
  documentedRoutes.filter((declaration) => declaration.group === group).map((declaration) => declaration.path);

/**
 * Whether browsers on other origins may call the route: the public API and the open data, whose function answers
 * the CORS preflight (an OPTIONS route in AWS and on the local server). The quote routes are server-to-server and
 * the MCP endpoint is for agents' HTTP clients, not pages.
 */
export const preflighted = (declaration: Pick<RouteDeclaration, 'auth' | 'cache'>): boolean =>
  declaration.cache === 'open-data' || (declaration.cache === 'no-store' && declaration.auth === 'none');

/**
 * The API's paths, each with the methods it takes, as its Allow field lists them: the methods of its routes (HEAD
 * wherever GET is), and OPTIONS where it answers the preflight. Any other method on one of these paths is answered
 * 405 with this list; the site's paths are not among them (the distribution takes GET and HEAD there and refuses
 * the rest itself).
 */
export const apiPathMethods: ReadonlyMap<string, readonly string[]> = new Map(
  [...new Set(documentedRoutes.map((declaration) => declaration.path))].map((path) => {
    const served = documentedRoutes.filter((declaration) => declaration.path === path && declaration.served !== false);
    const takes = (method: string) => served.some((declaration) => declaration.method === method);
    const methods = [
      ...(takes('GET') ? ['GET', 'HEAD'] : []),
      ...(takes('POST') ? ['POST'] : []),
      ...(served.some(preflighted) ? ['OPTIONS'] : []),
    ];
    return [path, methods];
  }),
);
