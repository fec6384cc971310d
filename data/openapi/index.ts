import document from './openapi.json' with { type: 'json' };

/** The generated OpenAPI document (`npm run openapi`); a unit test keeps it equal to the schemas. */
export const openApiDocument: Readonly<Record<string, unknown>> = document;
