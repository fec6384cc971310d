import type { ApiOperation } from '../views/developers.tsx';

type Json = Record<string, unknown>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const asObject = (value: unknown): Json => (value !== null && typeof value === 'object' ? (value as Json) : {});

/** Follows a local `$ref` (`#/components/...`) of the document. */
const resolve = (document: Json, value: unknown): Json => {
  const object = asObject(value);
  const ref = object.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return object;
  return ref
    .slice(2)
    .split('/')
    .reduce<Json>((node, key) => asObject(node[key]), document);
};

/** A schema's accepted form in a few words: type, format, pattern, bounds, values. */
const formOf = (schema: Json): string => {
  const parts: string[] = [];
  const type = Array.isArray(schema.type) ? schema.type.join('|') : schema.type;
  if (typeof type === 'string') parts.push(type);
  if (typeof schema.format === 'string') parts.push(schema.format);
  if (Array.isArray(schema.enum)) parts.push(schema.enum.join(' | '));
  if (typeof schema.pattern === 'string') parts.push(schema.pattern);
  if (typeof schema.minimum === 'number') parts.push(`>= ${schema.minimum}`);
  if (typeof schema.exclusiveMinimum === 'number') parts.push(`> ${schema.exclusiveMinimum}`);
  if (typeof schema.maximum === 'number') parts.push(`<= ${schema.maximum}`);
  if (typeof schema.maxLength === 'number') parts.push(`maxLength ${schema.maxLength}`);
  return parts.join(', ') || '-';
};

/** The operations of the served OpenAPI document whose path starts with one of the prefixes, in document order. */
export const apiOperations = (document: Json, prefixes: readonly string[]): ApiOperation[] =>
  Object.entries(asObject(document.paths))
    .filter(([path]) => prefixes.some((prefix) => path.startsWith(prefix)))
    .flatMap(([path, item]) => {
      const pathItem = asObject(item);
      const shared = Array.isArray(pathItem.parameters) ? pathItem.parameters : [];
      return METHODS.filter((method) => pathItem[method] !== undefined).map((method): ApiOperation => {
        const operation = asObject(pathItem[method]);
        const own = Array.isArray(operation.parameters) ? operation.parameters : [];
        return {
          method: method.toUpperCase(),
          path,
          summary: typeof operation.summary === 'string' ? operation.summary : '',
          parameters: [...shared, ...own].map((raw) => {
            const parameter = resolve(document, raw);
            return {
              name: String(parameter.name ?? ''),
              in: String(parameter.in ?? ''),
              required: parameter.required === true,
              form: formOf(resolve(document, parameter.schema)),
            };
          }),
          hasBody: operation.requestBody !== undefined,
          statuses: Object.keys(asObject(operation.responses)),
        };
      });
    });
