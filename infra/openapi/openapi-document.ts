import * as z from 'zod';
import { trafficBanRules } from '#data/traffic-bans/index.ts';
import { quoteRequestShape } from '#functions/create-quote/quote-request.schema.ts';
import { estimateQueryShape } from '#functions/estimate/estimate.schema.ts';
import { trafficBansQueryShape } from '#functions/traffic-bans/traffic-bans.schema.ts';
import { catalogueResponseSchema } from '#shared/domain/catalogue/catalogue.schema.ts';
import { resultSchema, supuestosSchema } from '#shared/domain/quote/result.schema.ts';
import { calendarPartsSchema } from '#shared/domain/traffic-bans/calendar.schema.ts';

/**
 * The OpenAPI 3.1 description of the public contract, built from the same zod schemas and `.describe()` texts
 * the handlers validate with, so the document cannot say something the service does not do. It is generated
 * (`npm run openapi`) into data/openapi/openapi.json, which the routes function serves; a unit test fails when
 * the committed file and the schemas drift apart.
 */

type Shape = Record<string, z.ZodType>;

const jsonSchema = (schema: z.ZodType) => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return rest;
};

const queryParameters = (shape: Shape) =>
  Object.entries(shape).map(([name, schema]) => ({
    name,
    in: 'query',
    required: !schema.safeParse(undefined).success,
    description: schema.description,
    schema: jsonSchema(schema),
  }));

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

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const problem = (description: string, extraHeaders: Record<string, unknown> = {}) => ({
  description,
  headers: extraHeaders,
  content: { 'application/problem+json': { schema: ref('Problem') } },
});
const retryAfter = { 'Retry-After': { schema: { type: 'integer', minimum: 1 }, description: 'seconds to wait' } };
const json = (schema: unknown, description: string, headers: Record<string, unknown> = {}) => ({
  description,
  headers,
  content: { 'application/json': { schema } },
});
const quota = problem('quota exhausted: wait Retry-After seconds; do not rotate address or credential', {
  ...retryAfter,
  RateLimit: { schema: { type: 'string' } },
  'RateLimit-Policy': { schema: { type: 'string' } },
});
const noPrice = problem('no current price obtainable; a previous amount must not be reused as fresh', retryAfter);

/** The window in words: the document describes every year, not the one it was generated in. */
const WINDOW_IN_WORDS = { from: '1 January of the current year', to: '31 December of the next year' };

export const buildOpenApiDocument = () => ({
  openapi: '3.1.0',
  info: {
    title: 'Indicative freight estimates from Spain, integration quotes and driving-ban open data',
    version: '1.0.0',
    description:
      'Indicative road-freight prices (STANDARD_LTL, from Spain), quotes for authorised integrations, the truck ' +
      'driving-ban calendar of European transit countries and the page catalogue. No booking, no contract.',
  },
  paths: {
    '/api/agentes/v1/estimaciones': {
      get: {
        operationId: 'consultarEstimacionServicio',
        summary: 'Public estimate; no account',
        parameters: [
          ...queryParameters(estimateQueryShape),
          { name: 'Accept-Language', in: 'header', required: false, schema: { type: 'string' } },
        ],
        responses: {
          '200': json(ref('Result'), 'an estimate with its assumptions, or manual review without a price'),
          '400': problem('parameter missing, malformed or unknown'),
          '414': problem('request URI over 2,048 characters'),
          '422': problem('well formed but unusable: out of range, outside the date window, contradictory'),
          '429': quota,
          '503': noPrice,
        },
      },
    },
    '/api/agentes/v1/cotizaciones': {
      post: {
        operationId: 'crearCotizacionIntegracion',
        summary: 'Create a quote (integrations)',
        security: [{ bearer: [] }],
        parameters: [
          {
            name: 'Idempotency-Key',
            in: 'header',
            required: true,
            schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,128}$' },
          },
        ],
        requestBody: { required: true, content: { 'application/json': { schema: ref('QuoteRequest') } } },
        responses: {
          '201': json(ref('Result'), 'created; indicative validity 15 minutes'),
          '200': json(ref('Result'), 'repeat of the same submission: the stored result, no new calculation', {
            'Idempotent-Replay': { schema: { type: 'string', const: 'true' } },
          }),
          ...Object.fromEntries(
            [
              ['400', 'body not JSON or not an object; Idempotency-Key missing or malformed'],
              ['401', 'credential missing, malformed, unknown or revoked'],
              ['408', 'request body not received in time'],
              ['409', 'a request with the same Idempotency-Key is in progress'],
              ['410', 'the result of this Idempotency-Key has expired'],
              ['413', 'body over 8 KiB'],
              ['415', 'Content-Type is not application/json'],
              ['422', 'body violates the schema, or the Idempotency-Key was used with another body'],
            ].map(([status, text]) => [status, problem(text as string)]),
          ),
          '429': quota,
          '503': noPrice,
        },
      },
    },
    '/api/agentes/v1/cotizaciones/{id}': {
      get: {
        operationId: 'recuperarCotizacionIntegracion',
        summary: "Retrieve one of the caller's own quotes",
        security: [{ bearer: [] }],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
        responses: {
          '200': json(ref('Result'), 'the result of its owner'),
          '400': problem('id is not a UUID'),
          '401': problem('credential missing, malformed, unknown or revoked'),
          '404': problem('no such result, deleted, or owned by another credential'),
          '410': problem('the result is past caduca'),
          '429': quota,
          '503': problem('the store is unreachable', retryAfter),
        },
      },
    },
    '/api/geo/traffic-bans': {
      get: {
        summary: 'Truck driving-ban calendar (CC BY 4.0)',
        parameters: queryParameters(
          trafficBansQueryShape(
            WINDOW_IN_WORDS,
            trafficBanRules.map((country) => country.code),
          ),
        ),
        responses: {
          '200': json(ref('Calendar'), 'the calendar'),
          '304': { description: 'not modified (If-None-Match)' },
          '400': problem('a parameter is malformed, unknown, outside the window or combined wrongly'),
          '406': problem('an answer over 6 MB uncompressed (the whole window with include=night) when gzip is refused'),
          '429': quota,
        },
      },
    },
    '/api/geo/traffic-bans.ics': {
      get: {
        summary: 'The same calendar as an iCalendar feed, with the same filters',
        responses: {
          '200': { description: 'iCalendar', content: { 'text/calendar': { schema: { type: 'string' } } } },
          '304': { description: 'not modified (If-None-Match)' },
          '400': problem('as for the JSON calendar'),
          '429': quota,
        },
      },
    },
    '/api/geo/routes': {
      get: {
        summary: 'Catalogue of every indexable page of the site (CC BY 4.0)',
        responses: {
          '200': json(ref('Catalogue'), 'the catalogue'),
          '304': { description: 'not modified (If-None-Match)' },
          '429': quota,
        },
      },
    },
    '/sitemap.xml': {
      get: {
        summary: 'The catalogue as a sitemap with hreflang alternates',
        responses: {
          '200': { description: 'sitemap', content: { 'application/xml': { schema: { type: 'string' } } } },
          '429': quota,
        },
      },
    },
    '/api/openapi.json': {
      get: {
        summary: 'This document',
        responses: { '200': json({ type: 'object' }, 'OpenAPI 3.1'), '429': quota },
      },
    },
    '/llms.txt': {
      get: {
        summary: 'The service described for AI agents (llmstxt.org format)',
        responses: {
          '200': { description: 'llms.txt', content: { 'text/markdown': { schema: { type: 'string' } } } },
          '429': quota,
        },
      },
    },
    '/mcp': {
      post: {
        summary: 'Model Context Protocol over Streamable HTTP, stateless: the estimate, driving-ban and quote tools',
        description:
          'One JSON-RPC message per request, answered with JSON; no session. Tool calls count against the quota of the REST operation they call. The quote tools need Authorization: Bearer. See /llms.txt.',
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
        responses: {
          '200': json({ type: 'object' }, 'a JSON-RPC response'),
          '202': { description: 'a notification, accepted' },
          '400': { description: 'a JSON-RPC error: malformed message or unsupported protocol revision' },
        },
      },
      get: {
        summary: 'No server-to-client stream on a stateless endpoint',
        responses: { '405': { description: 'method not allowed' } },
      },
    },
  },
  components: {
    securitySchemes: {
      bearer: { type: 'http', scheme: 'bearer', description: 'fest_ credential issued by the operator' },
    },
    schemas: {
      Result: jsonSchema(resultSchema),
      Supuestos: jsonSchema(supuestosSchema),
      QuoteRequest: jsonSchema(z.strictObject(quoteRequestShape)),
      Problem: jsonSchema(problemSchema),
      Calendar: jsonSchema(calendarResponseSchema),
      Catalogue: jsonSchema(catalogueResponseSchema.extend({ license: licenseSchema })),
    },
  },
});
