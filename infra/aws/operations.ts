import { JOURNEY_FILES } from '#data/journey/index.ts';
import { OPENAPI_FILE } from '#data/openapi/index.ts';
import { EUROPE_MAP_FILE } from '#data/site/index.ts';
import { TARIFF_FILE } from '#data/tariffs/index.ts';
import { RESULT_TEXTS_FILE } from '#data/texts/index.ts';
import { PROBLEM_TEXTS_FILE } from '#data/texts/problem-texts.ts';
import { CHANGES_FILE } from '#data/traffic-bans/changes.ts';
import { HOLIDAY_NAMES_FILE, HOLIDAY_TABLE_FILE } from '#data/traffic-bans/holiday-table.ts';
import { TRAFFIC_BAN_FILES } from '#data/traffic-bans/index.ts';
import type { TableKey } from '#shared/config.ts';
import { createQuoteRoute } from '#shared/operations/create-quote/create-quote.route.ts';
import { apiPathMethods, servedRoutes } from '#shared/routes/registry.ts';
import { type FunctionId, preflighted, type RouteDeclaration, routeKey } from '#shared/routes/route-declaration.ts';
import type { DynamoAction } from './api-function.ts';

/**
 * How the distribution treats a route:
 * - `open-data`: cached at the edge by its query string, for as long as the origin's Cache-Control says;
 * - `dynamic`: never cached, query string and language forwarded;
 * - `credential`: never cached, every viewer header (Authorization, Idempotency-Key, ...) forwarded;
 * - `agent`: as `credential`, except that a request without Authorization goes through (public tools);
 * - `site`: the distribution's default behaviour, cached like open data by the origin's Cache-Control (pages say an
 *   hour; the estimate page's results say no-store).
 */
export type EdgeTreatment = 'open-data' | 'dynamic' | 'credential' | 'agent' | 'site';

export interface Operation {
  /** Construct id of the function, and the name the alarms and bench use. */
  readonly id: string;
  readonly entry: string;
  readonly routes: readonly RouteDeclaration[];
  /**
   * Whether the Lambda REQUEST authorizer guards these routes: the `bearer` ones. An `optional` route (MCP) has none:
   * its function checks a credential itself, when an anonymous caller asks for what needs one.
   */
  readonly authorized: boolean;
  /** From the routes' `auth` and `cache`. */
  readonly edge: EdgeTreatment;
  /** Memory when the default (`DEFAULT_MEMORY_MB`) does not fit the function's work. */
  readonly memoryMb?: number;
  /** Exactly the DynamoDB actions the function's code performs, per table (read from `shared/store/`). */
  readonly tables: Readonly<Partial<Record<TableKey, readonly DynamoAction[]>>>;
  /**
   * Data files the code reads from beside its bundle, when it loads or on first use (`data/read-beside.ts`), relative
   * to the repository root. The bundle test starts each function from its asset and asks what reads each file.
   */
  readonly dataFiles?: readonly string[];
}

const authorizedBy = (auth: RouteDeclaration['auth']): Operation['authorized'] => auth === 'bearer';

const edgeOf = ({ auth, cache }: RouteDeclaration): EdgeTreatment => {
  if (cache === 'open-data') return 'open-data';
  if (cache === 'page') return 'site';
  if (auth === 'bearer') return 'credential';
  return auth === 'optional' ? 'agent' : 'dynamic';
};

/**
 * A function over the registry's routes whose `servedBy` names it, which all share one authorization and edge
 * treatment. A route module that names no function, or a function no route names, is refused here, so the stack and
 * the local server cannot leave a declared route unwired.
 */
const operation = (
  declaration: Omit<Operation, 'authorized' | 'edge' | 'routes'> & { readonly id: FunctionId },
): Operation => {
  const routes = servedRoutes.filter((route) => route.servedBy === declaration.id);
  const [first] = routes;
  if (first === undefined) throw new Error(`${declaration.id}: no route of the registry is served by this function`);
  const authorized = authorizedBy(first.auth);
  const edge = edgeOf(first);
  for (const route of routes) {
    if (authorizedBy(route.auth) !== authorized || edgeOf(route) !== edge) {
      throw new Error(
        `${declaration.id}: ${routeKey(route)} needs another authorization or edge than ${routeKey(first)}`,
      );
    }
  }
  return { ...declaration, routes, authorized, edge };
};

/** What a calendar is built from: the rule files and the public holidays they select. */
const TRAFFIC_BAN_DATA = [
  ...TRAFFIC_BAN_FILES.map((file) => `data/traffic-bans/${file}`),
  HOLIDAY_TABLE_FILE,
  HOLIDAY_NAMES_FILE,
];
/** What every function that answers a problem reads: its title and detail in each language. */
const PROBLEM_DATA = [PROBLEM_TEXTS_FILE];
/** What a price is made of: the tariff and the texts of the result. */
const PRICING_DATA = [TARIFF_FILE, RESULT_TEXTS_FILE];
const OPENAPI_DATA = [OPENAPI_FILE];
/** What a journey is computed from: the places, corridors, holidays and factors, the calendar and the tariff's lanes. */
const JOURNEY_DATA = [...JOURNEY_FILES, ...TRAFFIC_BAN_DATA, TARIFF_FILE];
/** A price comes with its journey, and may be refused. */
const PRICED_DATA = [...new Set([...PROBLEM_DATA, ...PRICING_DATA, ...JOURNEY_DATA])];

// Every quota's sliding window is counted with UpdateItem (`shared/store/rate-limit-store.ts`).
const QUOTA: readonly DynamoAction[] = ['UpdateItem'];

/** Where the credential routes live: the web ACL's rule on repeated attempts there keys on this prefix. */
export const QUOTE_PATH_PREFIX = createQuoteRoute.path;

/** The functions that serve paying integrations, each with concurrency of its own (`quoteReservedConcurrency`). */
export const PAID_OPERATION_IDS: readonly string[] = ['CreateQuote', 'GetQuote'];

/** Every public function of the service, with its routes and tables. The CDK stack and the local server both wire from this list. */
export const operations: readonly Operation[] = [
  operation({
    id: 'Estimate',
    entry: 'functions/estimate/handler.ts',
    tables: { RATE_LIMIT_TABLE_NAME: QUOTA, FUEL_TABLE_NAME: ['Query'] },
    dataFiles: PRICED_DATA,
  }),
  operation({
    id: 'CreateQuote',
    entry: 'functions/create-quote/handler.ts',
    tables: {
      RATE_LIMIT_TABLE_NAME: QUOTA,
      FUEL_TABLE_NAME: ['Query'],
      // Replays read the stored result; a new result is one transaction: Put on quotes, Update on idempotency.
      QUOTES_TABLE_NAME: ['GetItem', 'PutItem'],
      // Claimed by a conditional Put (the holder returns with the refusal: no Get), completed by the
      // transaction's Update, released by Delete when the attempt fails.
      IDEMPOTENCY_TABLE_NAME: ['PutItem', 'UpdateItem', 'DeleteItem'],
    },
    dataFiles: PRICED_DATA,
  }),
  operation({
    id: 'GetQuote',
    entry: 'functions/get-quote/handler.ts',
    tables: { RATE_LIMIT_TABLE_NAME: QUOTA, QUOTES_TABLE_NAME: ['GetItem'] },
    dataFiles: PROBLEM_DATA,
  }),
  operation({
    id: 'TrafficBans',
    entry: 'functions/traffic-bans/handler.ts',
    tables: { RATE_LIMIT_TABLE_NAME: QUOTA },
    // The route planner from postal codes draws the journey; only the change-log answers read the change log.
    dataFiles: [...new Set([...PROBLEM_DATA, ...TRAFFIC_BAN_DATA, ...JOURNEY_DATA, CHANGES_FILE])],
  }),
  operation({
    id: 'Routes',
    entry: 'functions/routes/handler.ts',
    // Peaks at 84 MB and every answer is cached by CloudFront for an hour (bench/results/bundles.md): the CPU that
    // 1,024 MB buys shortens a cold start no viewer waits for but the first of each hour and URL.
    memoryMb: 512,
    tables: { RATE_LIMIT_TABLE_NAME: QUOTA },
    dataFiles: [...PROBLEM_DATA, ...OPENAPI_DATA],
  }),
  operation({
    // The MCP endpoint calls the operations above in process, so it needs exactly their tables, and checks the
    // credential of a quote tool's call itself, as the authorizer does.
    id: 'Mcp',
    entry: 'functions/mcp/handler.ts',
    tables: {
      RATE_LIMIT_TABLE_NAME: QUOTA,
      CREDENTIALS_TABLE_NAME: ['GetItem'],
      FUEL_TABLE_NAME: ['Query'],
      QUOTES_TABLE_NAME: ['GetItem', 'PutItem'],
      IDEMPOTENCY_TABLE_NAME: ['PutItem', 'UpdateItem', 'DeleteItem'],
    },
    // Its tools price, read the calendar and the change log.
    dataFiles: [...PRICED_DATA, CHANGES_FILE],
  }),
  operation({
    id: 'Site',
    entry: 'functions/site/handler.ts',
    // The estimate page prices through the estimate operation, with the estimate's quota; the route page asks the
    // route operation, with its open-data quota.
    tables: { RATE_LIMIT_TABLE_NAME: QUOTA, FUEL_TABLE_NAME: ['Query'] },
    // The ban map and the journey's map draw the outlines of data/site.
    dataFiles: [...PRICED_DATA, ...OPENAPI_DATA, EUROPE_MAP_FILE],
  }),
];

/**
 * The Lambda REQUEST authorizer of the `authorized` routes, the quote routes alone: looks a credential up by its
 * hash. API Gateway calls it only with both identity sources: the credential, and the origin header every request
 * through the distribution carries (`identitySource` in infra/aws/api-stack.ts).
 */
export const authorizerOperation = {
  id: 'Authorizer',
  entry: 'functions/authorizer/handler.ts',
  tables: { CREDENTIALS_TABLE_NAME: ['GetItem'] },
  /**
   * Seconds API Gateway reuses a verdict for the same Authorization header: none. The lookup is one GetItem by
   * key, and a cache would hold every verdict alike: a revoked token would keep working, and a "store unavailable"
   * verdict from one DynamoDB blip would answer that token 503, for the whole TTL. HTTP APIs cannot cache some
   * verdicts and not others, so nothing is cached and a revocation bites on the next request.
   */
  resultCacheSeconds: 0,
} as const satisfies Pick<Operation, 'id' | 'entry' | 'tables'> & { readonly resultCacheSeconds: number };

/**
 * Scheduled: publishes the age of the latest weekly fuel figure for the staleness alarm. Nobody waits for it
 * and it peaks under 70 MB (bench/results/bundles.md): the smallest memory that keeps its cold start short.
 */
export const fuelMonitorOperation = {
  id: 'FuelMonitor',
  entry: 'functions/fuel-monitor/handler.ts',
  tables: { FUEL_TABLE_NAME: ['Query'] },
  memoryMb: 256,
} as const satisfies Pick<Operation, 'id' | 'entry' | 'tables' | 'memoryMb'>;

/**
 * Scheduled on the bulletin's publication days: downloads the Weekly Oil Bulletin and stores the weeks that have
 * no figure. The only function that reaches outside AWS. A conditional PutItem never overwrites a kept figure;
 * the Query finds which weeks are already stored. The download and parse take seconds, hence its own timeout.
 */
export const fuelIngestOperation = {
  id: 'FuelIngest',
  entry: 'functions/fuel-ingest/handler.ts',
  tables: { FUEL_TABLE_NAME: ['Query', 'PutItem'] },
  timeoutSeconds: 60,
} as const satisfies Pick<Operation, 'id' | 'entry' | 'tables'> & { readonly timeoutSeconds: number };

/**
 * Scheduled weekly: reads again the pages where each country's next driving-ban instrument will appear (the country
 * files' `watch` lists), keeps a fingerprint of the part that matters per page and publishes how many changed. It
 * reaches outside AWS, as the fuel ingestion does; a slow authority's server gets its own time budget.
 */
export const banSourceWatchOperation = {
  id: 'BanSourceWatch',
  entry: 'functions/ban-source-watch/handler.ts',
  tables: { BAN_SOURCE_TABLE_NAME: ['GetItem', 'PutItem'] },
  dataFiles: TRAFFIC_BAN_FILES.map((file) => `data/traffic-bans/${file}`),
  memoryMb: 256,
  timeoutSeconds: 300,
} as const satisfies Pick<Operation, 'id' | 'entry' | 'tables' | 'dataFiles' | 'memoryMb'> & {
  readonly timeoutSeconds: number;
};

/** The functions an EventBridge schedule runs. */
export const scheduledOperations = [fuelMonitorOperation, fuelIngestOperation, banSourceWatchOperation] as const;

/**
 * Run by Secrets Manager's rotation schedule: the four steps of a rotation of the origin secret. No table; its
 * timeout holds the wait in `setSecret` (`ORIGIN_SECRET_PROPAGATION_SECONDS`) and the CloudFront calls after it.
 */
export const originSecretRotationOperation = {
  id: 'OriginSecretRotation',
  entry: 'functions/origin-secret-rotation/handler.ts',
  tables: {},
  memoryMb: 256,
  timeoutSeconds: 300,
} as const satisfies Pick<Operation, 'id' | 'entry' | 'tables' | 'memoryMb'> & { readonly timeoutSeconds: number };

/**
 * Whether browsers on other origins may call the operation (`preflighted` in the registry): the public API and the
 * open data. These routes get an OPTIONS route to their function, whose chain answers the preflight.
 */
export const answersPreflight = (operation: Pick<Operation, 'routes'>): boolean => operation.routes.some(preflighted);

/**
 * Answers every method an API path does not take with 405 and the path's Allow field (`apiPathMethods` in the
 * registry). It reads no table; its one data file is the problem texts.
 */
export const methodNotAllowedOperation = {
  id: 'MethodNotAllowed',
  entry: 'functions/method-not-allowed/handler.ts',
  tables: {},
  dataFiles: PROBLEM_DATA,
} as const satisfies Pick<Operation, 'id' | 'entry' | 'tables' | 'dataFiles'>;

/**
 * The methods a viewer can send through the distribution (CloudFront's ALLOW_ALL) that are routed one by one; HEAD
 * follows GET wherever GET is served, and is left to it.
 */
export const ROUTED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export type RoutedMethod = (typeof ROUTED_METHODS)[number];

/**
 * A route of each API path for each method no function serves there, to `methodNotAllowedOperation`: API Gateway
 * picks a path's own routes first, and these get the rest (a route per method rather than `ANY`, which would take
 * HEAD from the GET routes). The local server wires the same routes to the same handler.
 */
export const wrongMethodRoutes: readonly { readonly method: RoutedMethod; readonly path: string }[] = [
  ...apiPathMethods.keys(),
].flatMap((path) => {
  const serving = operations.filter((operation) => operation.routes.some((route) => route.path === path));
  const routed = new Set<string>([
    ...serving.flatMap((operation) => operation.routes.filter((route) => route.path === path).map((r) => r.method)),
    ...(serving.some(answersPreflight) ? ['OPTIONS'] : []),
  ]);
  return ROUTED_METHODS.filter((method) => !routed.has(method)).map((method) => ({ method, path }));
});

export { routeKey };
