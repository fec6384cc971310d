import { createRequire } from 'node:module';

/**
 * Bundled in place of `node:http` (an esbuild alias in `api-function.ts`). On Node.js 22 and later, importing
 * `node:http` as an ES module reads every export of it, the `WebSocket` getter included, and that loads undici, about
 * 20 ms of every cold start for a class no function uses (nodejs/node#57649; `require` leaves the getter alone).
 * The Powertools Tracer imports the module statically and the AWS SDK dynamically; both get it through `require`.
 */
const http: typeof import('node:http') = createRequire(import.meta.url)('node:http');

export default http;
export const { Agent, request } = http;
