import { createServer, request, type Server } from 'node:http';

export interface FaultProxy {
  readonly endpoint: string;
  /** Operations (DynamoDB action names, e.g. `TransactWriteItems`) whose requests are cut off; `*` cuts all. */
  readonly failing: Set<string>;
  /** Operations that reached DynamoDB, in order. */
  readonly passed: string[];
  close(): Promise<void>;
}

/**
 * A proxy in front of DynamoDB Local that drops the connection of chosen operations, as a network partition or an
 * outage would: the SDK sees a reset socket, retries, and gives up. DynamoDB itself is never faked.
 */
export const startFaultProxy = async (target: string): Promise<FaultProxy> => {
  const failing = new Set<string>();
  const passed: string[] = [];
  const upstream = new URL(target);
  const server: Server = createServer((req, res) => {
    const operation =
      String(req.headers['x-amz-target'] ?? '')
        .split('.')
        .pop() ?? '';
    if (failing.has('*') || failing.has(operation)) {
      req.resume();
      req.socket.destroy();
      return;
    }
    passed.push(operation);
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
    failing,
    passed,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
