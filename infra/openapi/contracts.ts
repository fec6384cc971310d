import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { OperationContract } from '#shared/routes/operation-contract.ts';
import type { RouteDeclaration } from '#shared/routes/route-declaration.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Where the contracts are: each operation folder's `<name>.contract.ts`, beside its route module, and the MCP
 * endpoint's. They are found here rather than listed, so that a new operation is its folder and its line in the
 * registry; `test/unit/openapi/route-registry.test.ts` fails for a documented route without its contract.
 */
export const CONTRACT_FILES: readonly string[] = [
  ...readdirSync(path.join(root, 'shared/operations'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      readdirSync(path.join(root, 'shared/operations', dir.name))
        .filter((file) => file.endsWith('.contract.ts'))
        .map((file) => `shared/operations/${dir.name}/${file}`),
    ),
  'functions/mcp/mcp.contract.ts',
].sort();

const isContract = (value: unknown): value is OperationContract =>
  typeof value === 'object' && value !== null && 'route' in value && 'problems' in value;

/**
 * The OpenAPI face of every documented route. The contracts stay out of the registry, which every function bundle
 * loads: their zod schemas and texts would add 25 KB to the MCP bundle and 47 KB to the site's, measured. Only the
 * OpenAPI builder loads them, from the files above.
 */
export const contracts: readonly OperationContract[] = (
  await Promise.all(
    CONTRACT_FILES.map(async (file) => Object.values(await import(pathToFileURL(path.join(root, file)).href))),
  )
)
  .flat()
  .filter(isContract);

/** The contract of a documented route, by the route's own declaration, or none. */
export const contractOf = (route: RouteDeclaration): OperationContract | undefined =>
  contracts.find((contract) => contract.route === route);
