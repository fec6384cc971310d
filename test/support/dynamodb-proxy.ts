import { createServer, request, type Server } from 'node:http';

export interface DynamoDbProxy {
  readonly endpoint: string;
  /** DynamoDB operations that reached DynamoDB (names from X-Amz-Target), in order. */
  readonly operations: string[];
  /** Operations that met a fault (cut, stalled or delayed), in order: one entry per attempt the SDK made. */
  readonly faulted: string[];
  /** Operations (e.g. `TransactWriteItems`) whose connections are cut off; `*` cuts all. */
  readonly failing: Set<string>;
  /** Operations that are read and never answered, as a paused DynamoDB does; `*` stalls all. */
  readonly stalling: Set<string>;
  /** Operations answered with DynamoDB's status and headers and then nothing more: the body never comes. */
  readonly stallingBody: Set<string>;
  /** Operations answered, correctly, only after `delayMs`; `*` delays all. */
  readonly delaying: Set<string>;
  /** Operations delayed like `delaying` at their next attempt only: the write lands, its answer comes too late. */
  readonly delayingOnce: Set<string>;
  delayMs: number;
  /** Clears every fault (not the records). */
  heal(): void;
  reset(): void;
  close(): Promise<void>;
}

const applies = (set: ReadonlySet<string>, operation: string) => set.has('*') || set.has(operation);

/**
 * A pass-through HTTP proxy in front of DynamoDB Local. It records each operation, so a test can count a
 * handler's round trips, and injects the faults of a real outage into chosen operations: a dropped connection
 * (the SDK sees a reset socket, retries and gives up), a store that accepts the request and never answers, one
 * that stops in the middle of its answer, and a slow one. DynamoDB itself is never faked and the handler is never
 * touched: the SDK's own timeouts have to fire.
 */
export const startDynamoDbProxy = async (target: string): Promise<DynamoDbProxy> => {
  const operations: string[] = [];
  const faulted: string[] = [];
  const failing = new Set<string>();
  const stalling = new Set<string>();
  const stallingBody = new Set<string>();
  const delaying = new Set<string>();
  const delayingOnce = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();
  const upstream = new URL(target);
  const proxy: DynamoDbProxy = {
    endpoint: '',
    operations,
    faulted,
    failing,
    stalling,
    stallingBody,
    delaying,
    delayingOnce,
    delayMs: 0,
    heal: () => {
      for (const set of [failing, stalling, stallingBody, delaying, delayingOnce]) set.clear();
    },
    reset: () => {
      operations.length = 0;
      faulted.length = 0;
    },
    close: async () => undefined,
  };

  const server: Server = createServer((req, res) => {
    const operation =
      String(req.headers['x-amz-target'] ?? 'unknown')
        .split('.')
        .pop() ?? 'unknown';
    if (applies(failing, operation)) {
      faulted.push(operation);
      req.resume();
      req.socket.destroy();
      return;
    }
    if (applies(stalling, operation)) {
      // Read the request, as a listening but paused process's socket buffer would, and never answer.
      faulted.push(operation);
      req.resume();
      return;
    }
    const withholdBody = applies(stallingBody, operation);
    const delay = applies(delaying, operation) || delayingOnce.delete(operation) ? proxy.delayMs : 0;
    if (withholdBody || delay > 0) faulted.push(operation);
    operations.push(operation);
    const forward = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        const reply = () => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          if (withholdBody) {
            // The headers (with their Content-Length) go out; the body never follows.
            res.flushHeaders();
            answer.resume();
            return;
          }
          answer.pipe(res);
        };
        if (delay === 0) return reply();
        const timer = setTimeout(() => {
          timers.delete(timer);
          reply();
        }, delay);
        timers.add(timer);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return Object.assign(proxy, {
    endpoint: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
};
