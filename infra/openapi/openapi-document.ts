import * as z from 'zod';
import { trafficBanRules } from '#data/traffic-bans/index.ts';
import { quoteRequestShape } from '#functions/create-quote/quote-request.schema.ts';
import { estimateQueryShape } from '#functions/estimate/estimate.schema.ts';
import { routeQueryShape } from '#functions/traffic-bans/route-bans.schema.ts';
import { trafficBansQueryShape } from '#functions/traffic-bans/traffic-bans.schema.ts';
import { configSchema } from '#shared/config.ts';
import { catalogueResponseSchema } from '#shared/domain/catalogue/catalogue.schema.ts';
import { LANGUAGES } from '#shared/domain/languages.ts';
import {
  manualReviewResultSchema,
  pricedResultSchema,
  resultSchema,
  supuestosSchema,
} from '#shared/domain/quote/result.schema.ts';
import { MAX_LDM, MAX_WEIGHT_KG } from '#shared/domain/quote/shipment-rules.ts';
import { banEntrySchema, calendarPartsSchema } from '#shared/domain/traffic-bans/calendar.schema.ts';
import {
  CLEAR_SEARCH_DAYS,
  CLEAR_STEP_MINUTES,
  MAX_HOURS_PER_COUNTRY,
  MAX_ROUTE_COUNTRIES,
} from '#shared/domain/traffic-bans/route-bans.ts';
import { MAX_URI_LENGTH } from '#shared/http/api-handler.ts';
import { MAX_JSON_BODY_BYTES, MAX_MCP_BODY_BYTES } from '#shared/http/json-body.ts';
import { LAMBDA_RESPONSE_LIMIT_BYTES, LICENSE_URL, OPEN_DATA_CACHE_CONTROL } from '#shared/http/open-data.ts';
import {
  catalogueRoute,
  createQuoteRoute,
  estimateRoute,
  getQuoteRoute,
  llmsTxtRoute,
  mcpRoute,
  openApiRoute,
  type RouteDeclaration,
  routeBansRoute,
  sitemapRoute,
  trafficBansFeedRoute,
  trafficBansRoute,
} from '#shared/routes/registry.ts';

/**
 * The OpenAPI 3.1 description of the public contract. Its parameters and bodies are built from the same zod schemas
 * and `.describe()` texts the handlers validate with, so those cannot drift from what the service accepts and
 * answers; the paths, statuses and headers around them are written here by hand, and what keeps them true is the
 * contract check of real responses (`test/support/openapi-contract.ts`). It is generated (`npm run openapi`) into
 * data/openapi/openapi.json, which the routes function serves; a unit test fails when the committed file and the
 * schemas drift apart.
 */

type Shape = Record<string, z.ZodType>;

const jsonSchema = (schema: z.ZodType) => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return rest;
};

const problemSchema = z
  .object({
    type: z.url().describe('URI of the error code documentation'),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    instance: z.string().optional(),
    requestId: z.string().describe('quote it when reporting a problem; the logs hold the cause under it'),
    parameter: z.string().optional().describe('the query parameter or header at fault'),
    field: z.string().optional().describe('JSON pointer of the body field at fault'),
    expected: z.string().optional().describe('the accepted form, in words'),
    errors: z.array(z.record(z.string(), z.string())).optional().describe('every issue, when there are several'),
  })
  .describe('RFC 9457 problem details');

const licenseSchema = z.object({ name: z.string(), url: z.url(), attribution: z.string().optional() }).loose();

const calendarResponseSchema = z.object({
  generated: z.iso.datetime(),
  apiVersion: z.literal('1.1'),
  timeReference: z.object({ zone: z.literal('Europe/Brussels'), label: z.string(), note: z.string() }),
  window: z.object({ from: z.iso.date(), to: z.iso.date(), years: z.array(z.number().int()) }),
  filters: z.object({
    from: z.iso.date(),
    to: z.iso.date(),
    countries: z.array(z.string()).nullable(),
    include: z.array(z.string()),
    lang: z.string(),
  }),
  source: z.url(),
  license: licenseSchema,
  ...calendarPartsSchema.shape,
});

const instant = z.iso.datetime({ offset: true }).describe('an instant in RFC 3339 with the CET/CEST offset');

const routeResponseSchema = z.object({
  generated: z.iso.datetime(),
  apiVersion: z.literal('1.1'),
  timeReference: z.object({ zone: z.literal('Europe/Brussels'), label: z.string(), note: z.string() }),
  window: z.object({ from: z.iso.date(), to: z.iso.date(), years: z.array(z.number().int()) }),
  query: z
    .object({
      countries: z.array(z.string()),
      departure: instant,
      hours: z.array(z.number()).describe('the hours given, or the default assumed for each country'),
      lang: z.string(),
    })
    .describe('what the request asked for, resolved'),
  source: z.url(),
  route: z.object({
    departure: instant,
    arrival: instant,
    legs: z.array(
      z.object({ country: z.string(), hours: z.number(), enters: instant, leaves: instant }).describe('one country'),
    ),
  }),
  assumptions: z.array(z.string()).describe('what the answer assumes, in the language asked for'),
  bans: z
    .array(banEntrySchema)
    .describe('the calendar entries (night entries included) that overlap the time the truck is in their country'),
  count: z.number().int().nonnegative(),
  clearDeparture: z
    .object({
      departure: instant,
      arrival: instant,
      provisional: z
        .boolean()
        .describe('true when a provisional nationwide or transit entry of the route lies in the searched time'),
    })
    .nullable()
    .describe(
      `the earliest departure, the requested one or on the quarter hours of the next ${CLEAR_SEARCH_DAYS} days, whose route meets no nationwide or transit entry; null when none does (or the calendar ends first)`,
    ),
  license: licenseSchema,
});

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` });

type Headers = Record<string, unknown>;

/** Headers every answer of a quota-limited operation carries; open data may lack them when the store is down. */
const rateLimitHeaders = (required: boolean): Headers => ({
  RateLimit: required ? headerRef('RateLimit') : headerRef('RateLimitOptional'),
  'RateLimit-Policy': required ? headerRef('RateLimitPolicy') : headerRef('RateLimitPolicyOptional'),
});
const problem = (description: string, extraHeaders: Headers = {}) => ({
  description,
  headers: { 'Cache-Control': headerRef('NoStore'), 'Content-Language': headerRef('ProblemLanguage'), ...extraHeaders },
  content: { 'application/problem+json': { schema: ref('Problem') } },
});
const json = (schema: unknown, description: string, headers: Headers = {}) => ({
  description,
  headers,
  content: { 'application/json': { schema } },
});
const quota = { $ref: '#/components/responses/QuotaExceeded' };
const noPrice = { $ref: '#/components/responses/NoCurrentPrice' };
const unauthenticated = { $ref: '#/components/responses/Unauthenticated' };

const openDataHeaders: Headers = {
  ETag: headerRef('ETag'),
  'Cache-Control': headerRef('OpenDataCacheControl'),
  Link: headerRef('LicenseLink'),
  ...rateLimitHeaders(false),
};
const notModified = { description: 'not modified (If-None-Match names the current ETag)', headers: openDataHeaders };
const ifNoneMatch = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description: 'an ETag from an earlier answer: 304 without a body when it is still current',
  schema: { type: 'string' },
};
/**
 * operationId, summary and security of a route, from the registry. `optional`: the public tools need no credential,
 * the quote tools the integration's bearer credential.
 */
const described = (route: RouteDeclaration) => ({
  operationId: route.operationId,
  summary: route.summary,
  security: { none: [], bearer: [{ bearer: [] }], optional: [{}, { bearer: [] }] }[route.auth],
});

/** The figures the document states, from the configuration's defaults and the limits in code. */
const defaults = configSchema.parse({});
const duration = (seconds: number) =>
  seconds % 3600 === 0
    ? `${seconds / 3600} hours`
    : seconds % 60 === 0
      ? `${seconds / 60} minutes`
      : `${seconds} seconds`;
const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;

/** The window in words: the document describes every year, not the one it was generated in. */
const WINDOW_IN_WORDS = { from: '1 January of the current year', to: '31 December of the next year' };
const countryCodes = trafficBanRules()
  .map((country) => country.code)
  .sort();

/**
 * Query parameters whose wire form the zod shape does not say: numbers sent as text, and lists that may be
 * repeated (API Gateway joins `country=DE&country=AT` into `DE,AT`) or comma-separated.
 */
const parameterSchemas: Record<string, Record<string, unknown>> = {
  metros: { type: 'number', exclusiveMinimum: 0, maximum: MAX_LDM },
  pesoKg: { type: 'number', exclusiveMinimum: 0, maximum: MAX_WEIGHT_KG },
  country: {
    type: 'array',
    items: { type: 'string', pattern: '^[A-Za-z]{2}(,[A-Za-z]{2})*$' },
    description: `codes, any of: ${countryCodes.join(', ')}; matched in any case`,
  },
  include: { type: 'array', items: { type: 'string', enum: ['night'] } },
  countries: {
    type: 'array',
    minItems: 1,
    maxItems: MAX_ROUTE_COUNTRIES,
    items: { type: 'string', pattern: '^[A-Za-z]{2}$' },
    description: `codes in travel order, any of: ${countryCodes.join(', ')}; matched in any case`,
  },
  departure: { type: 'string', format: 'date-time' },
  hours: {
    type: 'array',
    items: { type: 'number', exclusiveMinimum: 0, maximum: MAX_HOURS_PER_COUNTRY },
  },
};

const queryParameters = (shape: Shape) =>
  Object.entries(shape).map(([name, schema]) => {
    const wire = parameterSchemas[name];
    return {
      name,
      in: 'query',
      required: !schema.safeParse(undefined).success,
      description: schema.description,
      ...(wire?.type === 'array' ? { style: 'form', explode: true } : {}),
      schema: wire ?? jsonSchema(schema),
    };
  });

const calendarParameters = [...queryParameters(trafficBansQueryShape(WINDOW_IN_WORDS, countryCodes)), ifNoneMatch];
const routeParameters = [...queryParameters(routeQueryShape(WINDOW_IN_WORDS, countryCodes)), ifNoneMatch];

const acceptLanguage = {
  name: 'Accept-Language',
  in: 'header',
  required: false,
  description: 'es (default), en, ro, it, fr or de, by q-value; the answer names the one used in Content-Language',
  schema: { type: 'string' },
};

/** Components: the response schemas, registered so that each refers to the others by name. */
const schemaComponents = () => {
  const registry = z.registry<{ id: string }>();
  const named: [z.ZodType, string][] = [
    [supuestosSchema, 'Supuestos'],
    [pricedResultSchema, 'PricedResult'],
    [manualReviewResultSchema, 'ManualReviewResult'],
    [
      resultSchema.meta({
        description: 'The Result of all three operations; estado says whether it carries a price',
        discriminator: {
          propertyName: 'estado',
          mapping: {
            estimacion: '#/components/schemas/PricedResult',
            revision_manual: '#/components/schemas/ManualReviewResult',
          },
        },
      }),
      'Result',
    ],
    [z.strictObject(quoteRequestShape), 'QuoteRequest'],
    [problemSchema, 'Problem'],
    [calendarResponseSchema, 'Calendar'],
    [routeResponseSchema, 'RouteBans'],
    [catalogueResponseSchema.extend({ license: licenseSchema }), 'Catalogue'],
  ];
  for (const [schema, id] of named) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    io: 'input',
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, Record<string, unknown>> };
  return Object.fromEntries(
    Object.entries(schemas).map(([id, { $schema: _schema, $id: _id, ...schema }]) => [id, schema]),
  );
};

const header = (description: string, schema: Record<string, unknown>, required = true) => ({
  description,
  required,
  schema,
});

export const buildOpenApiDocument = () => ({
  openapi: '3.1.0',
  info: {
    title: 'Indicative freight estimates from Spain, integration quotes and driving-ban open data',
    version: '1.0.0',
    description:
      'Indicative road-freight prices (STANDARD_LTL, from Spain), quotes for authorised integrations, the truck ' +
      'driving-ban calendar of European transit countries and the page catalogue. No booking, no contract.\n\n' +
      'Licence: the open data (driving-ban calendar and feed, page catalogue, sitemap) and this document are ' +
      'published under CC BY 4.0. Estimates and quotes are indicative prices for the caller and the people it ' +
      "serves; they are not open data and carry the operator's conditions (`condiciones`).",
    license: { name: 'CC BY 4.0', url: LICENSE_URL },
  },
  servers: [
    { url: '/', description: `the deployment that serves this document at ${openApiRoute.path}` },
    { url: 'http://127.0.0.1:3000', description: 'npm start on this machine' },
  ],
  paths: {
    [estimateRoute.path]: {
      get: {
        ...described(estimateRoute),
        parameters: [...queryParameters(estimateQueryShape), acceptLanguage],
        responses: {
          '200': json(ref('Result'), 'an estimate with its assumptions, or manual review without a price', {
            'Content-Language': headerRef('ContentLanguage'),
            'Cache-Control': headerRef('NoStore'),
            ...rateLimitHeaders(true),
          }),
          '400': problem('parameter missing, malformed or unknown'),
          '414': problem(`request URI over ${MAX_URI_LENGTH.toLocaleString('en')} characters`),
          '422': problem('well formed but unusable: out of range, outside the date window, contradictory'),
          '429': quota,
          '503': noPrice,
        },
      },
    },
    [createQuoteRoute.path]: {
      post: {
        ...described(createQuoteRoute),
        parameters: [
          {
            name: 'Idempotency-Key',
            in: 'header',
            required: true,
            description:
              '16 to 128 letters, digits, _ or -, as a bare token or a structured-field string ("..."): both ' +
              `forms are the same key. Scoped to the credential; kept ${duration(defaults.IDEMPOTENCY_TTL_SECONDS)}.`,
            schema: { type: 'string', pattern: '^(?:[A-Za-z0-9_-]{16,128}|"[A-Za-z0-9_-]{16,128}")$' },
          },
          acceptLanguage,
        ],
        requestBody: { required: true, content: { 'application/json': { schema: ref('QuoteRequest') } } },
        responses: {
          '201': json(ref('Result'), `created; indicative validity ${duration(defaults.QUOTE_VALIDITY_SECONDS)}`, {
            Location: headerRef('QuoteLocation'),
            'Content-Language': headerRef('ContentLanguage'),
            'Cache-Control': headerRef('NoStore'),
            ...rateLimitHeaders(true),
          }),
          '200': json(
            ref('Result'),
            'repeat of the same submission: the stored result, no new calculation, in the language it was created in',
            {
              'Idempotent-Replay': header('always true', { type: 'string', const: 'true' }),
              Location: headerRef('QuoteLocation'),
              'Content-Language': headerRef('StoredContentLanguage'),
              'Cache-Control': headerRef('NoStore'),
              ...rateLimitHeaders(true),
            },
          ),
          '400': problem('body not JSON or not an object; Idempotency-Key missing or malformed'),
          '401': unauthenticated,
          '408': problem('request body not received in time'),
          '409': problem('a request with the same Idempotency-Key is in progress'),
          '410': problem('the result of this Idempotency-Key has expired'),
          '413': problem(`body over ${MAX_JSON_BODY_BYTES / 1024} KiB`),
          '415': problem('Content-Type is not application/json, or declares a charset other than UTF-8'),
          '422': problem('body violates the schema, or the Idempotency-Key was used with another body'),
          '429': quota,
          '503': noPrice,
        },
      },
    },
    [getQuoteRoute.path]: {
      get: {
        ...described(getQuoteRoute),
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
        responses: {
          '200': json(ref('Result'), 'the result of its owner, in the language it was created in', {
            'Content-Language': headerRef('StoredContentLanguage'),
            'Cache-Control': headerRef('NoStore'),
            ...rateLimitHeaders(true),
          }),
          '400': problem('id is not a UUID'),
          '401': unauthenticated,
          '404': problem('no such result, deleted, or owned by another credential'),
          '410': problem('the result is past caduca'),
          '429': quota,
          '503': problem('the store is unreachable', { 'Retry-After': headerRef('RetryAfter') }),
        },
      },
    },
    [trafficBansRoute.path]: {
      get: {
        ...described(trafficBansRoute),
        parameters: calendarParameters,
        responses: {
          '200': json(ref('Calendar'), 'the calendar', openDataHeaders),
          '304': notModified,
          '400': problem('a parameter is malformed, unknown, outside the window or combined wrongly'),
          '406': problem(
            `the answer is over ${megabytes(LAMBDA_RESPONSE_LIMIT_BYTES)} uncompressed (the whole window with include=night) and gzip is refused`,
          ),
          '429': quota,
        },
      },
    },
    [trafficBansFeedRoute.path]: {
      get: {
        ...described(trafficBansFeedRoute),
        parameters: calendarParameters,
        responses: {
          '200': {
            description: 'iCalendar (RFC 5545)',
            headers: openDataHeaders,
            content: { 'text/calendar': { schema: { type: 'string' } } },
          },
          '304': notModified,
          '400': problem('as for the JSON calendar'),
          '429': quota,
        },
      },
    },
    [routeBansRoute.path]: {
      get: {
        ...described(routeBansRoute),
        description: `The calendar's entries a route meets: the truck is in each country, in the order given, for that country's hours, one after the other from the departure. The answer lists every entry (night entries included) whose window overlaps the time in its country, and the earliest departure, on quarter hours (${CLEAR_STEP_MINUTES} minutes) within ${CLEAR_SEARCH_DAYS} days, whose route meets no nationwide or transit entry.`,
        parameters: routeParameters,
        responses: {
          '200': json(ref('RouteBans'), 'the route, the entries it meets and its clear departure', openDataHeaders),
          '304': notModified,
          '400': problem(
            'a parameter is malformed, unknown, outside the window, or hours and countries differ in number',
          ),
          '429': quota,
        },
      },
    },
    [catalogueRoute.path]: {
      get: {
        ...described(catalogueRoute),
        parameters: [ifNoneMatch],
        responses: {
          '200': json(ref('Catalogue'), 'the catalogue', openDataHeaders),
          '304': notModified,
          '429': quota,
        },
      },
    },
    [sitemapRoute.path]: {
      get: {
        ...described(sitemapRoute),
        parameters: [ifNoneMatch],
        responses: {
          '200': {
            description: 'sitemap',
            headers: openDataHeaders,
            content: { 'application/xml': { schema: { type: 'string' } } },
          },
          '304': notModified,
          '429': quota,
        },
      },
    },
    [openApiRoute.path]: {
      get: {
        ...described(openApiRoute),
        parameters: [ifNoneMatch],
        responses: {
          '200': json({ type: 'object' }, 'OpenAPI 3.1', openDataHeaders),
          '304': notModified,
          '429': quota,
        },
      },
    },
    [llmsTxtRoute.path]: {
      get: {
        ...described(llmsTxtRoute),
        parameters: [ifNoneMatch],
        responses: {
          '200': {
            description: 'llms.txt',
            headers: openDataHeaders,
            content: { 'text/markdown': { schema: { type: 'string' } } },
          },
          '304': notModified,
          '429': quota,
        },
      },
    },
    [mcpRoute.path]: {
      post: {
        ...described(mcpRoute),
        description: `One JSON-RPC message per request (a batch only under protocol revision 2025-03-26), as UTF-8 JSON of at most ${MAX_MCP_BODY_BYTES / 1024} KiB, answered with JSON; no session. Every request counts against the per-IP quota of the endpoint, whatever it asks; tool calls also count against the quota of the operation they call. The quote tools need Authorization: Bearer. See ${llmsTxtRoute.path}.`,
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { type: ['object', 'array'] } } },
        },
        responses: {
          '200': json({ type: ['object', 'array'] }, 'a JSON-RPC response', rateLimitHeaders(true)),
          '202': { description: 'a notification, accepted; no tool runs', headers: rateLimitHeaders(true) },
          '400': json(
            { type: 'object' },
            'a JSON-RPC error: malformed message, unsupported protocol revision, or a batch the revision does not allow',
            rateLimitHeaders(true),
          ),
          '413': problem(`body over ${MAX_MCP_BODY_BYTES / 1024} KiB`),
          '415': problem('Content-Type is not application/json, or declares a charset other than UTF-8'),
          '429': quota,
          '503': problem('the quota store is unreachable', { 'Retry-After': headerRef('RetryAfter') }),
        },
      },
    },
  },
  components: {
    securitySchemes: {
      bearer: { type: 'http', scheme: 'bearer', description: 'fest_ credential issued by the operator' },
    },
    schemas: schemaComponents(),
    headers: {
      RetryAfter: header('seconds to wait before trying again', { type: 'integer', minimum: 1 }),
      RateLimit: header('IETF draft RateLimit field: "policy";r=<remaining>;t=<seconds to reset>', {
        type: 'string',
      }),
      RateLimitPolicy: header('IETF draft RateLimit-Policy field: "policy";q=<quota>;w=<window seconds>', {
        type: 'string',
      }),
      RateLimitOptional: header(
        'as RateLimit; absent when the quota store could not be reached',
        {
          type: 'string',
        },
        false,
      ),
      RateLimitPolicyOptional: header(
        'as RateLimit-Policy; absent when the quota store could not be reached',
        {
          type: 'string',
        },
        false,
      ),
      NoStore: header('answers about one caller are never cached', { type: 'string', const: 'no-store' }),
      OpenDataCacheControl: header('open data may be cached for an hour', {
        type: 'string',
        const: OPEN_DATA_CACHE_CONTROL,
      }),
      ETag: header('strong entity tag; send it back in If-None-Match', { type: 'string' }),
      LicenseLink: header('the CC BY 4.0 licence of the data, as a Link with rel="license"', {
        type: 'string',
        const: `<${LICENSE_URL}>; rel="license"`,
      }),
      ContentLanguage: header('language of the texts of the result', {
        type: 'string',
        enum: [...LANGUAGES],
      }),
      ProblemLanguage: header(
        "language of the title, detail, expected and errors: the Accept-Language negotiation (es by default), or the calendar's lang (en by default)",
        { type: 'string', enum: [...LANGUAGES] },
      ),
      StoredContentLanguage: header(
        'language of the texts, the one the result was created in; absent for results stored before it was recorded',
        { type: 'string', enum: [...LANGUAGES] },
        false,
      ),
      QuoteLocation: header('path of the result, for GET', {
        type: 'string',
        pattern: `^${createQuoteRoute.path}/[0-9a-f-]{36}$`,
      }),
      WwwAuthenticate: header('how to authenticate', { type: 'string', const: 'Bearer' }),
    },
    responses: {
      QuotaExceeded: problem('quota exhausted: wait Retry-After seconds; do not rotate address or credential', {
        'Retry-After': headerRef('RetryAfter'),
        ...rateLimitHeaders(true),
      }),
      NoCurrentPrice: problem('no current price obtainable; a previous amount must not be reused as fresh', {
        'Retry-After': headerRef('RetryAfter'),
      }),
      Unauthenticated: problem('credential missing, malformed, unknown or revoked', {
        'WWW-Authenticate': headerRef('WwwAuthenticate'),
      }),
    },
  },
});
