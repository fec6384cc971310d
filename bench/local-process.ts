import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from '#infra/local/dynamodb-local.ts';

export interface LocalProcess {
  readonly baseUrl: string;
  /** DynamoDB Local endpoint the server started, for seeding. */
  readonly dynamoDbEndpoint: string;
  readonly tablePrefix: string;
  stop(): Promise<void>;
}

/**
 * `npm start` in its own process, as a user runs it, so that a load generator in this process does not share
 * an event loop with the server it measures.
 */
export const startLocalProcess = async (env: Record<string, string> = {}): Promise<LocalProcess> => {
  const port = await freePort();
  const tablePrefix = 'bench';
  const child: ChildProcess = spawn('npx', ['tsx', 'infra/local/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      TABLE_PREFIX: tablePrefix,
      POWERTOOLS_LOG_LEVEL: 'SILENT',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  let output = '';
  child.stdout?.setEncoding('utf8');
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: string) => {
      output += chunk;
      if (output.includes('listening on')) resolve(output);
    });
    child.once('exit', (code) => reject(new Error(`local server exited with ${code}:\n${output}`)));
  });
  const started = await ready;
  const dynamoDbEndpoint = /DynamoDB: (\S+)/.exec(started)?.[1] ?? '';
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    dynamoDbEndpoint,
    tablePrefix,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      if (child.pid) process.kill(-child.pid, 'SIGINT');
      await exited;
    },
  };
};
