import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { loadAuthorizer, localRoutes } from '#infra/local/routes.ts';
import { createLocalServer, type LocalServerOptions } from '#infra/local/server.ts';
import { httpGet } from '#test/e2e/open-data/http-client.ts';
import { contractChecker, type Exchange } from './openapi-contract.ts';
import { useFreshTables } from './test-tables.ts';

export interface RunningServer {
  readonly baseUrl: string;
  /** Stops the server; fails when an answer it gave did not match the OpenAPI document it serves. */
  close(): Promise<void>;
}

/** Keeps what the server wrote for each request: status, headers and body bytes. */
const recordExchanges = (server: Server, exchanges: Exchange[]) => {
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    const chunk = (data: unknown) => {
      if (typeof data === 'string') chunks.push(Buffer.from(data));
      else if (data instanceof Uint8Array) chunks.push(Buffer.from(data));
    };
    const written: Record<string, string> = {};
    const writeHead = res.writeHead.bind(res);
    res.writeHead = ((status: number, ...rest: unknown[]) => {
      const headers = rest.find((item) => typeof item === 'object' && item !== null && !Array.isArray(item));
      for (const [name, value] of Object.entries((headers ?? {}) as Record<string, unknown>)) {
        if (value !== undefined) written[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      }
      return writeHead(status, ...(rest as never[]));
    }) as typeof res.writeHead;
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    res.write = ((data: unknown, ...rest: never[]) => {
      chunk(data);
      return write(data as never, ...rest);
    }) as typeof res.write;
    res.end = ((data?: unknown, ...rest: never[]) => {
      if (typeof data !== 'function') chunk(data);
      return end(data as never, ...rest);
    }) as typeof res.end;
    res.on('finish', () => {
      const headers: Record<string, string> = { ...written };
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      }
      exchanges.push({
        method: req.method ?? 'GET',
        // The path as sent, as the server routes on it (`//` is no URL to resolve).
        path: (req.url ?? '/').split('?')[0] ?? '/',
        status: res.statusCode,
        headers,
        body: Buffer.concat(chunks),
      });
    });
  });
};

/** A source address no test uses, so fetching the document counts against no test's quota. */
const CONTRACT_READER_ADDRESS = '127.0.0.254';

/**
 * The local edge over the real handlers, on a free loopback port. Set table env vars first. Every answer it gives
 * is checked, when it closes, against the OpenAPI document it serves (`test/support/openapi-contract.ts`).
 */
export const startLocalServer = async (
  options: Partial<Omit<LocalServerOptions, 'routes' | 'loadAuthorizer'>> = {},
): Promise<RunningServer> => {
  const server: Server = createLocalServer({
    routes: localRoutes,
    loadAuthorizer,
    siteBaseUrl: process.env.SITE_BASE_URL ?? 'https://freight-estimate.example.com',
    ...options,
  });
  const exchanges: Exchange[] = [];
  recordExchanges(server, exchanges);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    close: async () => {
      const answered = [...exchanges];
      // Through the distribution's door when the functions only answer requests that come through it.
      const secret = process.env.ORIGIN_VERIFY_SECRET;
      const served = await httpGet(`${baseUrl}/api/openapi.json`, {
        from: CONTRACT_READER_ADDRESS,
        ...(secret ? { headers: { 'x-origin-verify': secret } } : {}),
      });
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      if (served.status !== 200) throw new Error(`The OpenAPI document could not be read: ${served.status}`);
      const violations = contractChecker(JSON.parse(served.body))(answered);
      if (violations.length > 0) {
        throw new Error(`Answers that do not match the served OpenAPI document:\n${violations.join('\n')}`);
      }
    },
  };
};

export type TableNames = Awaited<ReturnType<typeof useFreshTables>>;

/** The local server of a test file, started before its tests. */
export interface FileServer {
  readonly baseUrl: string;
  /** The server's address of a path, with this query string. */
  url(path: string, query?: Record<string, string>): string;
}

/**
 * Registers the hooks of a test file served by the local server: fresh tables under `label`, these settings in the
 * environment (logs silenced), then `prepare` over the tables, and the server started; after the file's tests the
 * server closes, which checks every answer it gave against the OpenAPI document it serves.
 */
export const useLocalServer = (
  label: string,
  settings: Record<string, string> = {},
  prepare?: (tables: TableNames) => Promise<void>,
): FileServer => {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    const tables = await useFreshTables(label);
    Object.assign(process.env, { POWERTOOLS_LOG_LEVEL: 'SILENT', ...settings });
    await prepare?.(tables);
    server = await startLocalServer();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });
  const running = () => {
    if (!server) throw new Error(`The local server of ${label} is not running`);
    return server;
  };
  return {
    get baseUrl() {
      return running().baseUrl;
    },
    url: (path, query = {}) => {
      const search = new URLSearchParams(query).toString();
      return `${running().baseUrl}${path}${search ? `?${search}` : ''}`;
    },
  };
};
