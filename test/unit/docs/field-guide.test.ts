import { readFileSync } from 'node:fs';
import document from '../../../data/openapi/openapi.json' with { type: 'json' };

/**
 * docs/fields.md explains every field of the Result in English, one row per field: a field the OpenAPI document
 * gains without a row fails here, and so does a row whose field the document no longer has.
 */

type Schema = {
  readonly $ref?: string;
  readonly anyOf?: readonly Schema[];
  readonly oneOf?: readonly Schema[];
  readonly properties?: Record<string, Schema>;
  readonly items?: Schema | boolean;
};

const schemas = document.components.schemas as unknown as Record<string, Schema>;

/** Every field path under a schema, as the guide writes it: `a.b` inside an object, `a[].b` inside a list's items. */
const fieldPaths = (schema: Schema, prefix = ''): string[] => {
  if (schema.$ref !== undefined) {
    const named = schemas[schema.$ref.replace('#/components/schemas/', '')];
    if (named === undefined) throw new Error(`no schema ${schema.$ref}`);
    return fieldPaths(named, prefix);
  }
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches !== undefined) return branches.flatMap((branch) => fieldPaths(branch, prefix));
  if (typeof schema.items === 'object') return fieldPaths(schema.items, `${prefix}[]`);
  return Object.entries(schema.properties ?? {}).flatMap(([name, field]) => {
    const path = prefix === '' ? name : `${prefix}.${name}`;
    return [path, ...fieldPaths(field, path)];
  });
};

const guide = readFileSync('docs/fields.md', 'utf8');
/** The first cell of each row of the guide's table, without its backticks. */
const rows = [...guide.matchAll(/^\| `([^`]+)` \|/gm)].map((row) => row[1]);
const fields = [...new Set(['PricedResult', 'ManualReviewResult'].flatMap((name) => fieldPaths({ $ref: name })))];

test('the field guide has one row for every field of a result, transito and emisiones included', () => {
  expect(fields).toEqual(
    expect.arrayContaining(['supuestos.cpDestino', 'transito.paradas[].tipo', 'emisiones.co2eKg']),
  );
  expect(fields.filter((field) => !rows.includes(field))).toEqual([]);
});

test('every row of the field guide names a field the OpenAPI document has, once', () => {
  expect(rows.filter((row) => row !== undefined && !fields.includes(row))).toEqual([]);
  expect(rows.length).toBe(new Set(rows).size);
});

test('the README, the integrations guide and the client guide link the field guide', () => {
  for (const [file, link] of [
    ['README.md', 'docs/fields.md'],
    ['docs/integrations.md', 'fields.md'],
    ['client/README.md', '../docs/fields.md'],
  ] as const) {
    expect({ file, links: readFileSync(file, 'utf8').includes(`](${link})`) }).toEqual({ file, links: true });
  }
});
