/**
 * Bundled in place of `node:process` (an esbuild alias in `api-function.ts`): the global `process` itself. Importing
 * `node:process` as an ES module reads every property of it, getters included (`allowedNodeEnvironmentFlags`
 * computes the set of every flag), about 2-5 ms of a cold start. The AWS SDK imports `env` and `versions`, the MCP
 * SDK's shims (`mcp-shims.ts`) the module itself.
 */
export default process;
export const { env, versions } = process;
