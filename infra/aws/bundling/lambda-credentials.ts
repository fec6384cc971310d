/**
 * Bundled in place of `@aws-sdk/credential-provider-node` (an esbuild alias in `api-function.ts`).
 * Lambda hands the function's role credentials over in environment variables, which is the first link of the
 * SDK's default chain anyway; the other links (ini files, SSO, login, process, web identity, container and
 * instance metadata) can never apply inside Lambda and bring about 130 KB of clients into every bundle.
 */
export { fromEnv as defaultProvider } from '@aws-sdk/credential-provider-env';
