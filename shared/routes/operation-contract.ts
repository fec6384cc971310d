import * as z from 'zod';
import { configSchema } from '#shared/config.ts';
import { resultSchema } from '#shared/domain/quote/result.schema.ts';
import { MAX_URI_LENGTH } from '#shared/http/api-handler.ts';
import { type ProblemCode, type ProblemHeader, problemRow } from '#shared/http/problem-catalogue.ts';
import type { RouteDeclaration } from './route-declaration.ts';

/**
 * The OpenAPI face of an operation: what it takes (query, path parameters, headers, body) and what it answers
 * (success statuses with their schema and headers, and a description of each problem it can answer), declared once
 * in `functions/<name>/<name>.contract.ts` beside the operation and turned into the document's paths by
 * `infra/openapi/openapi-document.ts`. Only `infra/openapi/contracts.ts` imports the contracts, so no bundle carries
 * them; the registry, which the bundles load, knows nothing of zod schemas or OpenAPI.
 */

export type Headers = Record<string, unknown>;

/** A zod schema published under a name in `components/schemas`; the document refers to it there. */
export class SchemaComponent {
  constructor(
    readonly name: string,
    readonly schema: z.ZodType,
  ) {}
}

/** A named component, or an inline JSON Schema. */
export type BodySchema = SchemaComponent | Record<string, unknown>;

export interface Parameter {
  readonly name: string;
  readonly in: 'query' | 'path' | 'header';
  readonly required: boolean;
  readonly description?: string | undefined;
  readonly style?: 'form';
  readonly explode?: boolean;
  readonly schema: Record<string, unknown>;
}

export interface ResponseObject {
  readonly description: string;
  readonly headers?: Headers;
  readonly content?: Record<string, { readonly schema: BodySchema }>;
}

/**
 * Problems whose answer is the same on every route, described once in `components/responses`: the chain adds the
 * same headers and means the same thing wherever they are answered.
 */
export const SHARED_PROBLEMS = {
  'quota-exceeded': {
    component: 'QuotaExceeded',
    description: 'quota exhausted: wait Retry-After seconds; do not rotate address or credential',
  },
  'price-unavailable': {
    component: 'NoCurrentPrice',
    description: 'no current price obtainable; a previous amount must not be reused as fresh',
  },
  unauthenticated: { component: 'Unauthenticated', description: 'credential missing, malformed, unknown or revoked' },
  'uri-too-long': {
    component: 'UriTooLong',
    description: `request URI (path and query string) over ${MAX_URI_LENGTH.toLocaleString('en')} characters`,
  },
} as const satisfies Partial<Record<ProblemCode, { component: string; description: string }>>;
export type SharedProblemCode = keyof typeof SHARED_PROBLEMS;

/**
 * What each problem the route answers means on that route, keyed by the codes of its registry entry: a code the
 * entry declares without a description here, or one described here that the entry does not declare, fails tsc.
 * The shared problems take their description from their component.
 */
export type ProblemDescriptions<R extends RouteDeclaration> = {
  readonly [C in Exclude<R['errors'][number], SharedProblemCode>]: string;
} & { readonly [C in Exclude<ProblemCode, R['errors'][number]> | SharedProblemCode]?: never };

export interface OperationFace<R extends RouteDeclaration> {
  /** Longer than the registry's summary, where the operation needs explaining. */
  readonly description?: string;
  readonly parameters?: readonly Parameter[];
  readonly requestBody?: {
    readonly required: boolean;
    readonly content: Record<string, { readonly schema: BodySchema }>;
  };
  /** The answers that are not problems, by status: successes, 304, a protocol's own error format. */
  readonly responses: Readonly<Record<`${number}`, ResponseObject>>;
  readonly problems: ProblemDescriptions<R>;
}

export interface OperationContract extends Omit<OperationFace<RouteDeclaration>, 'problems'> {
  readonly route: RouteDeclaration;
  readonly problems: Readonly<Partial<Record<ProblemCode, string>>>;
}

/** The contract of a registry route; the route's literal type checks the problem keys against its `errors`. */
export const operationContract = <const R extends RouteDeclaration>(
  route: R,
  face: NoInfer<OperationFace<R>>,
): OperationContract => ({
  route,
  ...face,
  // TypeScript cannot see that a mapped type over R's codes (with `never` for the others) is a record of some codes
  // to strings while R is generic; every R it is called with is a literal route, checked above.
  problems: face.problems as OperationContract['problems'],
});

export const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` });

/** Headers every answer for one caller of a quota-limited operation carries, and every 429. */
export const rateLimitHeaders = (): Headers => ({
  RateLimit: headerRef('RateLimit'),
  'RateLimit-Policy': headerRef('RateLimitPolicy'),
});

/** The component of each header a problem can carry. */
const PROBLEM_HEADER_COMPONENTS: Readonly<Record<ProblemHeader, string>> = {
  'Retry-After': 'RetryAfter',
  RateLimit: 'RateLimit',
  'RateLimit-Policy': 'RateLimitPolicy',
  'WWW-Authenticate': 'WwwAuthenticate',
  Allow: 'Allow',
};

/** The headers of a problem answered with this code, beyond Cache-Control and Content-Language: its catalogue row's. */
export const problemHeaders = (code: ProblemCode): Headers =>
  Object.fromEntries(
    (problemRow(code).headers ?? []).map((name) => [name, headerRef(PROBLEM_HEADER_COMPONENTS[name])]),
  );

export const json = (schema: BodySchema, description: string, headers: Headers = {}): ResponseObject => ({
  description,
  headers,
  content: { 'application/json': { schema } },
});

/** A text answer (iCalendar, XML, Markdown) of one media type. */
export const text = (mediaType: string, description: string, headers: Headers): ResponseObject => ({
  description,
  headers,
  content: { [mediaType]: { schema: { type: 'string' } } },
});

export const licenseSchema = z.object({ name: z.string(), url: z.url(), attribution: z.string().optional() }).loose();

/**
 * What every open-data answer carries: its entity tag, its cache lifetime, its licence. No quota fields: the
 * answer is public and cached for everyone, so one caller's remaining quota has no place in it.
 */
export const openDataHeaders: Headers = {
  ETag: headerRef('ETag'),
  'Cache-Control': headerRef('OpenDataCacheControl'),
  Link: headerRef('LicenseLink'),
};
export const notModified: ResponseObject = {
  description: 'not modified (If-None-Match names the current ETag)',
  headers: openDataHeaders,
};
export const ifNoneMatch: Parameter = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description: 'an ETag from an earlier answer: 304 without a body when it is still current',
  schema: { type: 'string' },
};
export const acceptLanguage: Parameter = {
  name: 'Accept-Language',
  in: 'header',
  required: false,
  description: 'es (default), en, ro, it, fr or de, by q-value; the answer names the one used in Content-Language',
  schema: { type: 'string' },
};

const jsonSchema = (schema: z.ZodType) => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return rest;
};

/**
 * The query parameters of a zod shape. `wire` gives the form a parameter takes on the wire where the shape does
 * not say it: numbers sent as text, and lists that may be repeated (API Gateway joins `country=DE&country=AT` into
 * `DE,AT`) or comma-separated.
 */
export const queryParameters = (
  shape: Record<string, z.ZodType>,
  wire: Record<string, Record<string, unknown>> = {},
): Parameter[] =>
  Object.entries(shape).map(([name, schema]) => {
    const { description: _onTheSchema, ...form } = wire[name] ?? jsonSchema(schema);
    return {
      name,
      in: 'query',
      required: !schema.safeParse(undefined).success,
      description: descriptionOf(schema),
      ...(form.type === 'array' ? { style: 'form' as const, explode: true } : {}),
      schema: form,
    };
  });

/**
 * A parameter's `.describe()` text, also where `.optional()` wraps the described schema: it goes on the parameter
 * itself, where generated clients and the reference pages look for it, not only on its schema.
 */
const descriptionOf = (schema: z.ZodType): string | undefined =>
  schema.description ?? (schema instanceof z.ZodOptional ? descriptionOf(schema.unwrap() as z.ZodType) : undefined);

/** The figures the contracts state, from the configuration's defaults and the limits in code. */
export const defaults = configSchema.parse({});
export const duration = (seconds: number) =>
  seconds % 3600 === 0
    ? `${seconds / 3600} hours`
    : seconds % 60 === 0
      ? `${seconds / 60} minutes`
      : `${seconds} seconds`;
export const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;
export const kibibytes = (bytes: number) => `${bytes / 1024} KiB`;

/** The result of the estimate and of both quote operations, discriminated on `estado`. */
export const resultComponent = new SchemaComponent(
  'Result',
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
);
