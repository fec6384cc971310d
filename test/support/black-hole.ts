import { spawn } from 'node:child_process';
import { connect, type Socket } from 'node:net';

export interface BlackHole {
  /** An endpoint whose TCP handshake never completes. */
  readonly endpoint: string;
  close(): Promise<void>;
}

// A listener in a process that never accepts: once its accept queue (backlog 1, so two connections) is full, the
// kernel drops further SYNs and a connect waits as it would for a black-holed address. No network is involved.
const LISTENER = `
const server = require('node:net').createServer();
server.listen({ port: 0, host: '127.0.0.1', backlog: 1 }, () => {
  process.stdout.write(server.address().port + '\\n', () => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0));
});`;

/** Starts a listener that never accepts and fills its accept queue, so the next connection attempts hang. */
export const startBlackHole = async (): Promise<BlackHole> => {
  const child = spawn(process.execPath, ['-e', LISTENER], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
  });
  const fillers: Socket[] = [];
  // Connections complete while the queue has room; the first that does not shows that it is full.
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    fillers.push(socket);
    const connected = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 300);
      socket.once('connect', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    if (!connected) break;
  }
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const socket of fillers) socket.destroy();
      if (child.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      });
    },
  };
};
