import { containerComposition } from '#shared/operations/composition.ts';
import { mcpHandler } from './mcp.ts';

// Composition root: the operations the tools call are built once per container over one document client.
export const handler = mcpHandler(containerComposition());
