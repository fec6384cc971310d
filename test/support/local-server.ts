import type { Server } from 'node:http';
import { loadAuthorizer, localRoutes } from '#infra/local/routes.ts';
import { createLocalServer, type LocalServerOptions } from '#infra/local/server.ts';

export interface RunningServer {
  readonly baseUrl: string;
  close(): Promise<void>;
}

/** The local edge over the real handlers, on a free loopback port. Set table env vars first. */
export const startLocalServer = async (
  options: Partial<Omit<LocalServerOptions, 'routes' | 'loadAuthorizer'>> = {},
): Promise<RunningServer> => {
  const server: Server = createLocalServer({
    routes: localRoutes,
    loadAuthorizer,
    siteBaseUrl: process.env.SITE_BASE_URL ?? 'https://freight-estimate.example.com',
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
