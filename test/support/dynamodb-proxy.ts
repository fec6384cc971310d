import { createServer, request, type Server } from 'node:http';

export interface DynamoDbProxy {
  readonly endpoint: string;
  /** DynamoDB operations that reached DynamoDB (names from X-Amz-Target), in order. */
  readonly operations: string[];
  /** Operations (e.g. `TransactWriteItems`) whose connections are cut off; `*` cuts all. */
  readonly failing: Set<string>;
  reset(): void;
  close(): Promise<void>;
}

/**
 * A pass-through HTTP proxy in front of DynamoDB Local. It records each operation, so a test can count a
 * handler's round trips, and drops the connection of chosen operations, as an outage would: the SDK sees a reset
 * socket, retries and gives up. DynamoDB itself is never faked and the handler is never touched.
 */
export const startDynamoDbProxy = async (target: string): Promise<DynamoDbProxy> => {
  const operations: string[] = [];
  const failing = new Set<string>();
  const upstream = new URL(target);
  const server: Server = createServer((req, res) => {
    const operation =
      String(req.headers['x-amz-target'] ?? 'unknown')
        .split('.')
        .pop() ?? 'unknown';
    if (failing.has('*') || failing.has(operation)) {
      req.resume();
      req.socket.destroy();
      return;
    }
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
    failing,
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
