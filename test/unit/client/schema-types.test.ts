import { readFile } from 'node:fs/promises';
import type { OpenAPI3 } from 'openapi-typescript';
import { OPENAPI_DOCUMENT_FILE, SCHEMA_TYPES_FILE, schemaTypes } from '#client/scripts/schema-types.ts';
import { createClient } from '#client/src/index.ts';

const document = JSON.parse(await readFile(OPENAPI_DOCUMENT_FILE, 'utf8')) as OpenAPI3 & {
  paths: Record<string, Record<string, { operationId?: string }>>;
};

/** Operations the client deliberately has no method for, with the reason. */
const NOT_IN_THE_CLIENT: Record<string, string> = {
  mcp: 'a JSON-RPC endpoint for agents: an MCP client speaks it (docs/agents.md)',
};

test('client/src/schema.ts is what openapi-typescript makes of the OpenAPI document (else: npm run client-types)', async () => {
  const committed = await readFile(SCHEMA_TYPES_FILE, 'utf8');

  const regenerated = await schemaTypes(document);

  expect(committed === regenerated).toBe(true);
}, 30_000);

test('the client has one method per operation of the document, named by its operationId', () => {
  const operationIds = Object.values(document.paths)
    .flatMap((item) => Object.values(item))
    .map((operation) => operation.operationId)
    .filter((id): id is string => id !== undefined && !(id in NOT_IN_THE_CLIENT));

  const methods = Object.keys(createClient({ baseUrl: 'http://127.0.0.1:1' }));

  expect(methods.sort()).toEqual(operationIds.sort());
});
