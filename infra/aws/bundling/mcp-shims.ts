/**
 * Bundled in place of `@modelcontextprotocol/server/_shims` (an esbuild alias in `api-function.ts`). The SDK's Node
 * shims make Ajv the JSON Schema validator of every server, about 150 KB of the MCP bundle; it validates only the
 * answers to elicitation requests, which this server never sends (its tools check their arguments with zod). The
 * SDK's own `@cfworker/json-schema` validator, its choice on the other runtimes, takes its place at about 40 KB.
 */
export { default as process } from 'node:process';
export { CfWorkerJsonSchemaValidator as DefaultJsonSchemaValidator } from '@modelcontextprotocol/server/validators/cf-worker';
