import openapiTS, { astToString, COMMENT_HEADER, type OpenAPI3 } from 'openapi-typescript';

/** The committed types the client is written against, generated from the OpenAPI document the service serves. */
export const SCHEMA_TYPES_FILE = new URL('../src/schema.ts', import.meta.url);

/** The OpenAPI document as `npm run openapi` writes it and the service serves it at /api/openapi.json. */
export const OPENAPI_DOCUMENT_FILE = new URL('../../data/openapi/openapi.json', import.meta.url);

/** The TypeScript types of an OpenAPI document, exactly as the openapi-typescript command line writes them. */
export const schemaTypes = async (document: OpenAPI3) =>
  `${COMMENT_HEADER}${astToString(await openapiTS(document, { silent: true }))}`;
