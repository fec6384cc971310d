import * as z from 'zod';
import { readJsonBeside } from '#data/read-beside.ts';

/**
 * The generated OpenAPI document (`npm run openapi`); a unit test keeps it equal to the schemas. It is read where this
 * module runs, as every data file is (`readJsonBeside`), so its 45 KB are parsed as JSON rather than compiled as code.
 */
export const OPENAPI_FILE = 'data/openapi/openapi.json';

export const openApiDocument: Readonly<Record<string, unknown>> = z
  .record(z.string(), z.unknown())
  .parse(readJsonBeside(import.meta.url, 'openapi.json'));
