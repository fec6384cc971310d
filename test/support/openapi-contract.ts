import { gunzipSync } from 'node:zlib';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** One answer of the local server, as the client received it. */
export interface Exchange {
  readonly method: string;
  readonly path: string;
  readonly status: number;
  /** Lower-case names. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
}

interface HeaderObject {
  readonly required?: boolean;
  readonly schema?: Record<string, unknown>;
  readonly $ref?: string;
}
interface ResponseObject {
  readonly $ref?: string;
  readonly headers?: Record<string, HeaderObject>;
  readonly content?: Record<string, { schema?: unknown }>;
}
interface OpenApiDocument {
  readonly paths: Record<string, Record<string, { responses: Record<string, ResponseObject> }>>;
  readonly components: Record<string, Record<string, unknown>>;
}

/**
 * Headers an OpenAPI document does not declare: the transport's own, CORS, and the security headers that
 * CloudFront (and the local edge) add to every answer. Every other header the service sends must be declared.
 */
const UNDECLARED_BY_DESIGN = new Set([
  'content-type',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'vary',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'x-xss-protection',
  'referrer-policy',
]);

const templateRegExp = (template: string) =>
  new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`);

/**
 * Checks answers against an OpenAPI 3.1 document with a maintained JSON Schema validator (Ajv, draft 2020-12):
 * the status is declared for the operation, every declared header that is required is present, every header
 * present is declared and matches its schema, and the body has a declared media type and matches its schema.
 * Returns one line per violation; an empty list means every answer kept the contract.
 */
export const contractChecker = (document: OpenApiDocument) => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema(document as object, 'openapi.json');
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
  const validatorAt = (pointer: string) => {
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `openapi.json#${pointer}` });
      compiled.set(pointer, validate);
    }
    return validate;
  };
  const resolve = <T extends { $ref?: string }>(object: T): T => {
    if (!object.$ref) return object;
    const [, section, name] = /^#\/components\/(\w+)\/(.+)$/.exec(object.$ref) ?? [];
    return document.components[section ?? '']?.[name ?? ''] as T;
  };
  const escapePointer = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');
  const templates = Object.keys(document.paths).map((template) => ({ template, pattern: templateRegExp(template) }));

  const check = (exchange: Exchange): string[] => {
    const where = `${exchange.method} ${exchange.path} -> ${exchange.status}`;
    const template = templates.find(({ pattern }) => pattern.test(exchange.path))?.template;
    // The platform's own answers: an unknown path or method is API Gateway's 404, a preflight is CORS.
    if (exchange.method === 'OPTIONS') return [];
    // The site's answers (its HTML pages, robots.txt, the icon, a redirect to a page's one form: any path outside
    // /api and /mcp the document does not list) are for people and crawlers, not part of the API it describes.
    const site =
      (exchange.headers['content-type'] ?? '').startsWith('text/html') || !/^\/(?:api|mcp)(?:\/|$)/.test(exchange.path);
    if (!template) return exchange.status === 404 || site ? [] : [`${where}: path not in the document`];
    const method = exchange.method === 'HEAD' ? 'get' : exchange.method.toLowerCase();
    const operation = document.paths[template]?.[method];
    // A method the document does not declare is refused 405, its Allow field naming every method the document
    // declares on the path (the MCP endpoint's GET answers its own 405, which allows POST).
    if (!operation) {
      if (exchange.status !== 405) return [`${where}: method not in the document`];
      const allowed = (exchange.headers.allow ?? '').split(/,\s*/);
      const missing = Object.keys(document.paths[template] ?? {})
        .map((name) => name.toUpperCase())
        .filter((name) => !allowed.includes(name));
      return missing.length === 0
        ? []
        : [`${where}: Allow "${exchange.headers.allow ?? ''}" lacks ${missing.join(', ')}`];
    }
    const declared = operation.responses[String(exchange.status)];
    if (!declared) return [`${where}: status not declared`];
    const response = resolve(declared);
    const problems: string[] = [];

    const headers = Object.fromEntries(
      Object.entries(response.headers ?? {}).map(([name, header]) => [name.toLowerCase(), resolve(header)]),
    );
    for (const [name, header] of Object.entries(headers)) {
      const value = exchange.headers[name];
      if (value === undefined) {
        if (header.required) problems.push(`${where}: required header ${name} missing`);
        continue;
      }
      const schema = header.schema ?? {};
      const typed = schema.type === 'integer' || schema.type === 'number' ? Number(value) : value;
      const validate = ajv.compile(schema);
      if (!validate(typed)) problems.push(`${where}: header ${name}: ${value} ${ajv.errorsText(validate.errors)}`);
    }
    for (const name of Object.keys(exchange.headers)) {
      if (UNDECLARED_BY_DESIGN.has(name) || name.startsWith('access-control-') || headers[name]) continue;
      problems.push(`${where}: header ${name} sent but not declared`);
    }

    if (exchange.status === 304 || exchange.method === 'HEAD' || !response.content) {
      if (exchange.body.length > 0 && exchange.method !== 'HEAD' && !response.content) {
        problems.push(`${where}: a body where the document declares none`);
      }
      return problems;
    }
    const mediaType = (exchange.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '';
    if (!response.content[mediaType]) {
      return [...problems, `${where}: content type ${mediaType || '(none)'} not declared`];
    }
    if (mediaType.endsWith('json')) {
      const bytes = exchange.headers['content-encoding'] === 'gzip' ? gunzipSync(exchange.body) : exchange.body;
      const pointer = `/paths/${escapePointer(template)}/${method}/responses/${exchange.status}/content/${escapePointer(mediaType)}/schema`;
      const validate =
        declared.$ref === undefined
          ? validatorAt(pointer)
          : validatorAt(`${declared.$ref.slice(1)}/content/${escapePointer(mediaType)}/schema`);
      if (!validate(JSON.parse(bytes.toString('utf8')))) {
        problems.push(`${where}: body ${ajv.errorsText(validate.errors)}`);
      }
    }
    return problems;
  };
  return (exchanges: readonly Exchange[]): string[] => exchanges.flatMap(check);
};
