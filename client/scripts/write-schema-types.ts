import { readFile, writeFile } from 'node:fs/promises';
import type { OpenAPI3 } from 'openapi-typescript';
import { OPENAPI_DOCUMENT_FILE, SCHEMA_TYPES_FILE, schemaTypes } from './schema-types.ts';

/** `npm run client-types` (also run by `npm run openapi`): regenerates client/src/schema.ts from the document. */
const document = JSON.parse(await readFile(OPENAPI_DOCUMENT_FILE, 'utf8')) as OpenAPI3;
await writeFile(SCHEMA_TYPES_FILE, await schemaTypes(document));
console.log(`Wrote ${SCHEMA_TYPES_FILE.pathname}`);
