import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { acceptsOn, eventually, runs } from '#test/support/processes.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Every process of the table: (pid, parent, command name). */
const processTable = () =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const line = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const ppid = Number(line.slice(line.lastIndexOf(')') + 2).split(' ')[1]);
        return [{ pid: Number(pid), ppid, comm: line.slice(line.indexOf('(') + 1, line.lastIndexOf(')')) }];
      } catch {
        return [];
      }
    });

interface Chain {
  /** From npm down to DynamoDB Local's JVM: npm, the shell npm runs the script in, tsx, the server, java. */
  readonly processes: { readonly role: string; readonly pid: number }[];
  readonly ports: { readonly api: number; readonly database: number };
}

const started: Chain[] = [];

afterEach(() => {
  // Whatever the outcome, nothing a test started outlives it.
  for (const { processes } of started.splice(0))
    for (const { pid } of processes.toReversed()) if (runs(pid)) process.kill(pid, 'SIGKILL');
});

/** `npm start`, as a user types it, on free ports and with its own DynamoDB Local. */
const npmStart = async (): Promise<Chain> => {
  const npm = spawn('npm', ['start'], {
    cwd: root,
    env: {
      // A user's environment: no database, no table names.
      ...Object.fromEntries(
        Object.entries(process.env).filter(([name]) => !/^DYNAMODB_ENDPOINT$|_TABLE_NAME$|^npm_/.test(name)),
      ),
      PORT: '0',
      TABLE_PREFIX: `npm-start-chain-${randomUUID().slice(0, 8)}`,
      POWERTOOLS_LOG_LEVEL: 'SILENT',
      LOCAL_RUNTIME_FILE: path.join(mkdtempSync(path.join(tmpdir(), 'npm-start-')), 'local-runtime.json'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  npm.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  npm.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const api = await new Promise<number>((resolve, reject) => {
    npm.stdout?.on('data', () => {
      const listening = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (listening) resolve(Number(listening[1]));
    });
    npm.once('exit', (code) => reject(new Error(`npm start exited with ${code} before listening:\n${output}`)));
  });
  const database = Number(/DynamoDB: http:\/\/127\.0\.0\.1:(\d+) \(DynamoDB Local/.exec(output)?.[1]);
  // npm → sh → tsx → the server → java (and esbuild, tsx's compiler): read from the process table.
  const table = processTable();
  const childOf = (pid: number | undefined, comm?: string) =>
    table.find((entry) => entry.ppid === pid && (comm === undefined || entry.comm === comm))?.pid;
  const shell = childOf(npm.pid);
  const tsx = childOf(shell);
  const server = childOf(tsx);
  const java = childOf(server, 'java');
  const chain: Chain = {
    processes: [
      { role: 'npm', pid: npm.pid as number },
      { role: 'sh', pid: shell as number },
      { role: 'tsx', pid: tsx as number },
      { role: 'server', pid: server as number },
      { role: 'java', pid: java as number },
    ],
    ports: { api, database },
  };
  started.push(chain);
  expect(chain.processes.map(({ role, pid }) => ({ role, runs: runs(pid) }))).toEqual(
    chain.processes.map(({ role }) => ({ role, runs: true })),
  );
  return chain;
};

const describeOnLinux = existsSync('/proc/self/stat') ? describe : describe.skip;

describeOnLinux('npm start, stopped through any one process of its chain', () => {
  test.each([
    ['npm', 'SIGTERM'],
    ['npm', 'SIGKILL'],
    ['tsx', 'SIGTERM'],
    ['server', 'SIGTERM'],
    ['java', 'SIGTERM'],
  ] as const)(
    '%s given %s: every other process ends and both ports refuse',
    async (role, signal) => {
      const chain = await npmStart();
      expect(await acceptsOn(chain.ports.api)).toBe(true);
      expect(await acceptsOn(chain.ports.database)).toBe(true);
      const target = chain.processes.find((entry) => entry.role === role)?.pid as number;

      process.kill(target, signal);

      // The rest of the chain ends within a second (0.5 to 0.75 s measured on a busy two-core machine); the bound is
      // generous, and the wait ends as soon as the last process is gone.
      await eventually(
        () => chain.processes.every(({ pid }) => !runs(pid)),
        10_000,
        `every process of ${JSON.stringify(chain.processes)} ended`,
      );
      expect(await acceptsOn(chain.ports.api)).toBe(false);
      expect(await acceptsOn(chain.ports.database)).toBe(false);
    },
    120_000,
  );
});
