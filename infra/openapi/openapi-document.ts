import * as z from 'zod';
import { DEFAULT_PORT } from '#infra/local/local-runtime.ts';
import { emisionesSchema, transitoSchema } from '#shared/domain/journey/journey.schema.ts';
import { LANGUAGES } from '#shared/domain/languages.ts';
import { manualReviewResultSchema, pricedResultSchema, supuestosSchema } from '#shared/domain/quote/result.schema.ts';
import { LICENSE_URL, OPEN_DATA_CACHE_CONTROL } from '#shared/http/open-data.ts';
import { type ProblemCode, problemRow } from '#shared/http/problem-catalogue.ts';
import { createQuoteRoute } from '#shared/operations/create-quote/create-quote.route.ts';
import { openApiRoute } from '#shared/operations/metadata/metadata.route.ts';
import {
  type BodySchema,
  type Headers,
  headerRef,
  type OperationContract,
  problemHeaders,
  type ResponseObject,
  SchemaComponent,
  SHARED_PROBLEMS,
  type SharedProblemCode,
} from '#shared/routes/operation-contract.ts';
import { documentedRoutes } from '#shared/routes/registry.ts';
import { documentedErrors, type RouteDeclaration } from '#shared/routes/route-declaration.ts';
import { contractOf } from './contracts.ts';

/**
 * The OpenAPI 3.1 description of the public contract. Its paths are derived: for each documented route of the
 * registry (`shared/routes/registry.ts`), in its order, the operationId, summary and security come from the route,
 * and the parameters, body and success answers from the route's contract (`functions/<name>/<name>.contract.ts`,
 * listed in `contracts.ts`), built from the same zod schemas and `.describe()` texts the handlers validate with. Its
 * problem answers are the route's error codes, each at the status of its row in the problem catalogue (`shared/http/problem-catalogue.ts`), described by the
 * contract (several codes of one status share an answer). This module names no path and no operation; what keeps
 * the statuses and headers true is the contract check of real responses (`test/support/openapi-contract.ts`). It
 * is generated (`npm run openapi`) into data/openapi/openapi.json, which the routes function serves; a unit test
 * fails when the committed file and the schemas drift apart.
 */

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

const problem = (description: string, extraHeaders: Headers = {}) => ({
  description,
  headers: { 'Cache-Control': headerRef('NoStore'), 'Content-Language': headerRef('ProblemLanguage'), ...extraHeaders },
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
});

/** What the paths refer to in the components: the schemas the contracts name, the shared problems they answer. */
interface Referenced {
  readonly schemas: Map<string, z.ZodType>;
  readonly problems: Set<SharedProblemCode>;
}

const isShared = (code: ProblemCode): code is SharedProblemCode => Object.hasOwn(SHARED_PROBLEMS, code);

/**
 * The problem answers of a route, by status. A status with one shared code refers to its component; otherwise the
 * answer says what each of its codes means here (the contract's descriptions first, then the shared ones) and
 * carries the headers of all of them.
 */
const problemResponses = (contract: OperationContract, referenced: Referenced) => {
  const byStatus = new Map<string, ProblemCode[]>();
  for (const code of documentedErrors(contract.route)) {
    const status = String(problemRow(code).status);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const describe = (code: ProblemCode) => {
    const description = isShared(code) ? SHARED_PROBLEMS[code].description : contract.problems[code];
    if (description === undefined) throw new Error(`${contract.route.operationId}: ${code} is not described`);
    return description;
  };
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => {
      const [only] = codes;
      if (codes.length === 1 && only !== undefined && isShared(only)) {
        referenced.problems.add(only);
        return [status, { $ref: `#/components/responses/${SHARED_PROBLEMS[only].component}` }];
      }
      const ordered = [...codes.filter((code) => !isShared(code)), ...codes.filter(isShared)];
      const headers: Headers = Object.fromEntries(ordered.flatMap((code) => Object.entries(problemHeaders(code))));
      return [status, problem(ordered.map(describe).join(', or '), headers)];
    }),
  );
};

/** Replaces each named schema of a contract by its reference, and collects it for the components. */
const referring = ({ schemas: named }: Referenced) => {
  const reference = (schema: BodySchema) => {
    if (!(schema instanceof SchemaComponent)) return schema;
    const known = named.get(schema.name);
    if (known !== undefined && known !== schema.schema) throw new Error(`two schemas named ${schema.name}`);
    named.set(schema.name, schema.schema);
    return { $ref: `#/components/schemas/${schema.name}` };
  };
  return (content: Record<string, { readonly schema: BodySchema }>) =>
    Object.fromEntries(Object.entries(content).map(([media, { schema }]) => [media, { schema: reference(schema) }]));
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

/** The operation object of a documented route, from its registry entry and its contract. */
const operationOf = (route: RouteDeclaration, referenced: Referenced) => {
  const content = referring(referenced);
  const contract = contractOf(route);
  if (!contract) throw new Error(`${route.operationId} (${route.method} ${route.path}) has no contract`);
  const problems = problemResponses(contract, referenced);
  const clash = Object.keys(contract.responses).find((status) => status in problems);
  if (clash) throw new Error(`${route.operationId}: ${clash} is both a problem and another answer`);
  const responses = Object.entries(contract.responses).map(([status, response]: [string, ResponseObject]) => [
    status,
    response.content ? { ...response, content: content(response.content) } : response,
  ]);
  return {
    ...described(route),
    ...(contract.description ? { description: contract.description } : {}),
    ...(contract.parameters ? { parameters: contract.parameters } : {}),
    ...(contract.requestBody
      ? { requestBody: { ...contract.requestBody, content: content(contract.requestBody.content) } }
      : {}),
    responses: { ...Object.fromEntries(responses), ...problems },
  };
};

/** Every documented route of the registry under its path and method, in the registry's order. */
const pathsOf = (referenced: Referenced) => {
  const paths: Record<string, Record<string, ReturnType<typeof operationOf>>> = {};
  for (const route of documentedRoutes) {
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operationOf(route, referenced) };
  }
  return paths;
};

/**
 * Components: the response schemas, registered so that each refers to the others by name: the parts of the
 * Result, the ones the contracts name, and the problem.
 */
const schemaComponents = (named: Referenced['schemas']) => {
  const registry = z.registry<{ id: string }>();
  const parts: [string, z.ZodType][] = [
    ['Supuestos', supuestosSchema],
    ['Transito', transitoSchema],
    ['Emisiones', emisionesSchema],
    ['PricedResult', pricedResultSchema],
    ['ManualReviewResult', manualReviewResultSchema],
    ...named,
    ['Problem', problemSchema],
  ];
  for (const [id, schema] of parts) registry.add(schema, { id });
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

const sharedProblem = (code: SharedProblemCode) => problem(SHARED_PROBLEMS[code].description, problemHeaders(code));

export const buildOpenApiDocument = () => {
  const referenced: Referenced = { schemas: new Map(), problems: new Set() };
  const paths = pathsOf(referenced);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Indicative freight estimates from Spain, integration quotes and driving-ban open data',
      version: '1.0.0',
      description:
        'Indicative road-freight prices (STANDARD_LTL, from Spain), quotes for authorised integrations, the truck ' +
        'driving-ban calendar of European transit countries and the page catalogue. No booking, no contract.\n\n' +
        'Licence: the open data (driving-ban calendar and feed, page catalogue, sitemap) and this document are ' +
        'published under CC BY 4.0. Estimates and quotes are indicative prices for the caller and the people it ' +
        "serves; they are not open data and carry the operator's conditions (`condiciones`).\n\n" +
        `A method a path below does not list is answered ${problemRow('method-not-allowed').status} ` +
        'application/problem+json (code `method-not-allowed`), with an Allow header naming the methods the path ' +
        'takes (HEAD wherever GET is, OPTIONS where browsers on other origins may call it).',
      license: { name: 'CC BY 4.0', url: LICENSE_URL },
    },
    servers: [
      { url: '/', description: `the deployment that serves this document at ${openApiRoute.path}` },
      { url: `http://127.0.0.1:${DEFAULT_PORT}`, description: 'npm start on this machine' },
    ],
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'fest_ credential issued by the operator' },
      },
      schemas: schemaComponents(referenced.schemas),
      headers: {
        RetryAfter: header('seconds to wait before trying again', { type: 'integer', minimum: 1 }),
        RateLimit: header('IETF draft RateLimit field: "policy";r=<remaining>;t=<seconds to reset>', {
          type: 'string',
        }),
        RateLimitPolicy: header('IETF draft RateLimit-Policy field: "policy";q=<quota>;w=<window seconds>', {
          type: 'string',
        }),
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
      // Only the shared problems some operation refers to: an unused component is a lint warning.
      responses: Object.fromEntries(
        (Object.keys(SHARED_PROBLEMS) as SharedProblemCode[])
          .filter((code) => referenced.problems.has(code))
          .map((code) => [SHARED_PROBLEMS[code].component, sharedProblem(code)]),
      ),
    },
  };
};
