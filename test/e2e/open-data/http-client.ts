import { request } from 'node:http';

export interface HttpAnswer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
  /** The body's bytes as they came, for a compressed answer. */
  readonly raw: Buffer;
}

/**
 * A plain HTTP/1.1 GET over loopback from a chosen source address (any of 127.0.0.0/8), so one test can play
 * several clients: the local edge takes the client IP from the TCP peer, as API Gateway does.
 */
export const httpGet = (url: string, options: { from?: string; headers?: Record<string, string> } = {}) =>
  new Promise<HttpAnswer>((resolve, reject) => {
    const req = request(url, { localAddress: options.from, headers: options.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          raw: Buffer.concat(chunks),
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(
            Object.entries(res.headers).map(([name, value]) => [
              name,
              Array.isArray(value) ? value.join(', ') : (value ?? ''),
            ]),
          ),
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
