/**
 * Loaded before the bundle: ESM output has no `require`, and CommonJS dependencies bundled into it
 * (parts of the AWS SDK, middy) still call it for Node built-ins. In a module of its own so that a build which only
 * needs the banner (the benches' child bundles) does not load the CDK.
 */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";
