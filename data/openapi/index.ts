import { readFileSync } from 'node:fs';

/**
 * The generated OpenAPI document (`npm run openapi`); a unit test keeps it equal to the schemas. It is read where this
 * module runs, as the driving-ban rules are: next to this file in the repository, next to `index.mjs` in a Lambda
 * bundle (see `dataFiles` in `infra/aws/operations.ts`), so its 45 KB are parsed as JSON rather than compiled as code.
 */
export const OPENAPI_FILE = 'data/openapi/openapi.json';

export const openApiDocument: Readonly<Record<string, unknown>> = JSON.parse(
  readFileSync(new URL('./openapi.json', import.meta.url), 'utf8'),
);
