import type { ProblemCode } from '#shared/http/problem-catalogue.ts';

/**
 * What a route module declares of each of its routes (`shared/operations/<name>/<name>.route.ts`, and the faces' own
 * endpoints in `shared/routes/face-routes.ts`). The registry (`shared/routes/registry.ts`) lists the modules'
 * routes; everything that serves, documents or mentions a route derives from that list. This module imports neither
 * zod nor the OpenAPI contracts: the local server, the site and the MCP function load it.
 */

/** The Lambda functions that serve public routes, by their construct id. */
export type FunctionId = 'Estimate' | 'CreateQuote' | 'GetQuote' | 'TrafficBans' | 'Routes' | 'Mcp' | 'Site';

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
  /**
   * The Lambda function that serves it (`infra/aws/operations.ts` gives each its handler, tables and data files): the
   * CDK stack and the local server route it there.
   */
  readonly servedBy: FunctionId;
}

/** A route, declared with its literal types kept (its `errors` type its contract's problems). */
export const route = <const R extends RouteDeclaration>(declaration: R): R => declaration;

/** What the chain every API route runs through refuses before any operation: a request URI over its limit. */
export const CHAIN_ERRORS = ['uri-too-long'] as const satisfies readonly ProblemCode[];

/** Every problem code a route's documentation lists: its own and the chain's. */
export const documentedErrors = (declaration: RouteDeclaration): readonly ProblemCode[] => [
  ...declaration.errors,
  ...CHAIN_ERRORS,
];

/** The API Gateway route key of a route, as CloudFormation, the access logs and the docs spell it. */
export const routeKey = (declaration: Pick<RouteDeclaration, 'method' | 'path'>): string =>
  `${declaration.method} ${declaration.path}`;

/**
 * Whether browsers on other origins may call the route: the public API and the open data, whose function answers
 * the CORS preflight (an OPTIONS route in AWS and on the local server). The quote routes are server-to-server and
 * the MCP endpoint is for agents' HTTP clients, not pages.
 */
export const preflighted = (declaration: Pick<RouteDeclaration, 'auth' | 'cache'>): boolean =>
  declaration.cache === 'open-data' || (declaration.cache === 'no-store' && declaration.auth === 'none');
