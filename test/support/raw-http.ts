import { connect } from 'node:net';

export interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** The payload of a chunked body: size line in hex, data, CRLF, until the zero-size chunk. */
const dechunk = (raw: string) => {
  let payload = '';
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    const size = Number.parseInt(raw.slice(at, lineEnd), 16);
    if (lineEnd < 0 || !(size > 0)) return payload;
    payload += raw.slice(lineEnd + 2, lineEnd + 2 + size);
    at = lineEnd + 2 + size + 2;
  }
};

/**
 * Sends `request` byte for byte on a fresh connection and reads the answer until the server closes it (or
 * `timeoutMs`, then status 0): for requests no HTTP client would send, such as malformed header lines.
 */
export const rawRequest = (baseUrl: string, request: string | Buffer, timeoutMs = 5_000) =>
  new Promise<RawAnswer>((resolve, reject) => {
    const { hostname, port } = new URL(baseUrl);
    const socket = connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(), timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = (end < 0 ? text : text.slice(0, end)).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      const raw = end < 0 ? '' : text.slice(end + 4);
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
        headers,
        body: Buffer.from(headers['transfer-encoding'] === 'chunked' ? dechunk(raw) : raw, 'latin1').toString('utf8'),
      });
    });
    socket.write(request);
  });
