import { createServer, request, type Server } from 'node:http';

export interface CountingProxy {
  readonly endpoint: string;
  /** DynamoDB operations seen, by name (from X-Amz-Target), in order. */
  readonly operations: string[];
  reset(): void;
  close(): Promise<void>;
}

/**
 * A pass-through HTTP proxy in front of DynamoDB Local that records each operation, so a test can count the
 * round trips a handler makes without touching the handler.
 */
export const startCountingProxy = async (target: string): Promise<CountingProxy> => {
  const operations: string[] = [];
  const upstream = new URL(target);
  const server: Server = createServer((req, res) => {
    const operation =
      String(req.headers['x-amz-target'] ?? 'unknown')
        .split('.')
        .pop() ?? 'unknown';
    operations.push(operation);
    const forward = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    operations,
    reset: () => {
      operations.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
