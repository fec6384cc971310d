import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A throwaway HTTP server on the loopback address standing in for a publisher's download server; `answer`
 * decides each response. It counts the requests it received.
 */
export const startFileServer = async (answer: (request: IncomingMessage, response: ServerResponse) => void) => {
  let requests = 0;
  const server = createServer((request, response) => {
    requests += 1;
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    requests: () => requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
