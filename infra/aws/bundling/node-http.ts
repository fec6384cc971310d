import { createRequire } from 'node:module';

/**
 * Bundled in place of `node:http` (an esbuild alias in `api-function.ts`). On Node.js 22 and later, importing
 * `node:http` as an ES module reads every export of it, the `WebSocket` getter included, and that loads undici, about
 * 20 ms of every cold start for a class no function uses (nodejs/node#57649; `require` leaves the getter alone).
 * The Powertools Tracer imports the module statically and the AWS SDK dynamically; both get it through `require`.
 * Every export of the module is here but the three undici classes (`WebSocket`, `CloseEvent`, `MessageEvent`), so
 * an import of any other name finds it (`test/infra/bundling-shims.test.ts` holds the list to the runtime's).
 */
/** The module as Node.js 24 has it: two exports its type declarations lack (one internal, one added in 24). */
type NodeHttp = typeof import('node:http') & { _connectionListener: unknown; setGlobalProxyFromEnv: unknown };

const http: NodeHttp = createRequire(import.meta.url)('node:http');

export default http;
export const {
  _connectionListener,
  Agent,
  ClientRequest,
  createServer,
  get,
  globalAgent,
  IncomingMessage,
  METHODS,
  maxHeaderSize,
  OutgoingMessage,
  request,
  STATUS_CODES,
  Server,
  ServerResponse,
  setGlobalProxyFromEnv,
  setMaxIdleHTTPParsers,
  validateHeaderName,
  validateHeaderValue,
} = http;
