import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, NetworkError } from '#client/src/index.ts';
import { DEFAULT_PORT } from '#infra/local/local-runtime.ts';

// The client against what a network does to it, on loopback: a port nobody listens on, a server that never answers,
// and one that sends its headers and then stalls the body. Every wait is bounded by the client's own timeout.

const QUERY = { origen: 'Barcelona', destino: 'Milan', metros: 2 } as const;

/** A server on a free loopback port whose every request is handed to `answer`, which may never end it. */
const serverThat = async (answer: (response: ServerResponse) => void) => {
  const server: Server = createServer((_request, response) => answer(response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      return closed;
    },
  };
};

/** A loopback port that was just free: nothing listens on it, so a connection is refused at once. */
const closedPort = async () => {
  const { baseUrl, close } = await serverThat((response) => response.end());
  await close();
  return baseUrl;
};

const thrown = async (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

test('a service that is not running is a NetworkError that names the address and the reason, not a bare TypeError', async () => {
  const baseUrl = await closedPort();

  const error = await thrown(createClient({ baseUrl }).consultarEstimacionServicio(QUERY));

  expect(error).toBeInstanceOf(NetworkError);
  expect(error).toMatchObject({ name: 'NetworkError', reason: 'unreachable', baseUrl });
  expect((error as Error).message).toBe(`Could not reach ${baseUrl} (ECONNREFUSED): is the service running there?`);
  expect((error as Error).cause).toMatchObject({ name: 'TypeError', message: 'fetch failed' });
});

test('no answer within timeoutSeconds is a NetworkError with reason timeout, for a creation as for a read', async () => {
  const silent = await serverThat(() => undefined);
  const client = createClient({ baseUrl: silent.baseUrl, credential: 'fest_x', timeoutSeconds: 0.3 });
  try {
    const started = performance.now();
    const read = await thrown(client.consultarEstimacionServicio(QUERY));
    const waited = performance.now() - started;
    const created = await thrown(
      client.crearCotizacionIntegracion({
        paisDestino: 'IT',
        cpOrigen: '08001',
        cpDestino: '20121',
        ldm: 2,
        pesoKg: 1500,
        fechaCarga: '2030-01-02',
        servicio: 'STANDARD_LTL',
        adr: false,
      }),
    );

    expect(read).toMatchObject({ name: 'NetworkError', reason: 'timeout', baseUrl: silent.baseUrl });
    expect((read as Error).message).toBe(`No answer from ${silent.baseUrl} within 0.3 s`);
    expect(created).toMatchObject({ name: 'NetworkError', reason: 'timeout' });
    expect(waited).toBeGreaterThanOrEqual(250);
  } finally {
    await silent.close();
  }
});

test('a body that stops coming is a timeout too: the deadline covers the whole answer', async () => {
  const stalling = await serverThat((response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.write('{"estado":');
  });
  try {
    const error = await thrown(
      createClient({ baseUrl: stalling.baseUrl, timeoutSeconds: 0.3 }).consultarEstimacionServicio(QUERY),
    );

    expect(error).toMatchObject({ name: 'NetworkError', reason: 'timeout' });
  } finally {
    await stalling.close();
  }
});

test('timeoutSeconds must be a number of seconds greater than 0', () => {
  const baseUrl = `http://127.0.0.1:${DEFAULT_PORT}`;

  expect(() => createClient({ baseUrl, timeoutSeconds: 0 })).toThrow(RangeError);
  expect(() => createClient({ baseUrl, timeoutSeconds: Number.NaN })).toThrow(RangeError);
});
