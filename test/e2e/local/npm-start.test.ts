import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '#infra/local/dynamodb-local.ts';
import { acceptsOn, childrenOf, eventually, runs } from '#test/support/processes.ts';
import { rawRequest } from '#test/support/raw-http.ts';

interface Service {
  readonly child: ChildProcess;
  readonly baseUrl: string;
  readonly output: () => { stdout: string; stderr: string };
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

let service: ChildProcess | undefined;

afterEach(() => {
  if (service && service.exitCode === null && service.signalCode === null) service.kill('SIGINT');
});

/**
 * What `npm start` runs (tsx infra/local/main.ts) on a free port: without the tsx wrapper process in between, or,
 * with `wrapped`, under it, as npm starts it.
 */
const startService = async (env: Record<string, string | undefined>, { wrapped = false } = {}): Promise<Service> => {
  const port = await freePort();
  const args = wrapped ? [TSX_CLI, 'infra/local/main.ts'] : ['--import', 'tsx', 'infra/local/main.ts'];
  const settings = {
    // A user's environment: no database, no table names.
    ...Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !/^DYNAMODB_ENDPOINT$|_TABLE_NAME$/.test(name)),
    ),
    PORT: String(port),
    TABLE_PREFIX: `npm-start-${randomUUID().slice(0, 8)}`,
    POWERTOOLS_LOG_LEVEL: 'SILENT',
    LOCAL_RUNTIME_FILE: path.join(mkdtempSync(path.join(tmpdir(), 'npm-start-')), 'local-runtime.json'),
    ...env,
  };
  const child = spawn(process.execPath, args, {
    // A variable given as undefined is left out.
    env: Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined)),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  service = child;
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  await new Promise<void>((resolve, reject) => {
    const check = setInterval(() => {
      if (stdout.includes('listening on')) {
        clearInterval(check);
        resolve();
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(check);
      reject(new Error(`npm start exited with ${code} before listening: ${stderr}`));
    });
  });
  return { child, baseUrl: `http://127.0.0.1:${port}`, output: () => ({ stdout, stderr }), exited };
};

/** The JVM `npm start` started, and the port its DynamoDB Local listens on (from the start-up line). */
const databaseOf = (started: Service) => {
  const [java] = childrenOf(started.child.pid as number).filter((process) => process.comm === 'java');
  const port = Number(/DynamoDB: http:\/\/127\.0\.0\.1:(\d+) \(DynamoDB Local/.exec(started.output().stdout)?.[1]);
  return { pid: java?.pid, port };
};

/** The tsx command line, which starts the file in a child Node.js process and forwards signals to it. */
const TSX_CLI = 'node_modules/tsx/dist/cli.mjs';

const describeOnLinux = existsSync('/proc/self/stat') ? describe : describe.skip;

describeOnLinux('npm start', () => {
  test('exits non-zero with a clear line when DynamoDB Local dies', async () => {
    const started = await startService({});
    const java = databaseOf(started);
    expect(java.pid).toBeDefined();

    process.kill(java.pid as number, 'SIGKILL');

    expect((await started.exited).code).toBe(1);
    expect(started.output().stderr).toMatch(/DynamoDB Local stopped unexpectedly \(SIGKILL\)/);
  }, 120_000);

  test('killed with SIGKILL, it leaves no DynamoDB Local behind: the JVM ends and its port refuses', async () => {
    const started = await startService({});
    const java = databaseOf(started);
    expect(java.pid).toBeDefined();
    expect(await acceptsOn(java.port)).toBe(true);

    process.kill(started.child.pid as number, 'SIGKILL');
    expect((await started.exited).signal).toBe('SIGKILL');

    // The JVM stops within seconds of its parent's death; the bound is generous for a busy machine.
    await eventually(() => !runs(java.pid as number), 60_000, `the JVM (pid ${java.pid}) ended`);
    expect(await acceptsOn(java.port)).toBe(false);
  }, 180_000);

  test('its tsx wrapper killed with SIGKILL, the service stops too: its port and the database port refuse', async () => {
    const started = await startService({}, { wrapped: true });
    const [service] = childrenOf(started.child.pid as number).filter((process) => process.comm !== 'java');
    const port = Number(new URL(started.baseUrl).port);
    const database = Number(
      /DynamoDB: http:\/\/127\.0\.0\.1:(\d+) \(DynamoDB Local/.exec(started.output().stdout)?.[1],
    );
    expect(service?.pid).toBeDefined();
    expect(await acceptsOn(port)).toBe(true);

    process.kill(started.child.pid as number, 'SIGKILL');
    expect((await started.exited).signal).toBe('SIGKILL');

    try {
      // The service notices within a second that its parent is gone; the bound is generous for a busy machine.
      await eventually(() => !runs(service?.pid as number), 60_000, `the service (pid ${service?.pid}) ended`);
      await eventually(async () => !(await acceptsOn(port)), 60_000, `port ${port} refuses`);
      await eventually(async () => !(await acceptsOn(database)), 60_000, `the database port ${database} refuses`);
    } finally {
      // Whatever the outcome, no service outlives the test.
      if (service && runs(service.pid)) process.kill(service.pid, 'SIGTERM');
    }
  }, 180_000);

  test("LOG_JSON=1 shows the handlers' JSON logs beside the line per request", async () => {
    const started = await startService({
      DYNAMODB_ENDPOINT: process.env.DYNAMODB_ENDPOINT as string,
      LOG_JSON: '1',
      POWERTOOLS_LOG_LEVEL: undefined,
    });

    const refused = await fetch(
      `${started.baseUrl}/api/agentes/v1/estimaciones?origen=Barcelona&destino=Milan&metros=20`,
    );
    await refused.arrayBuffer();

    await eventually(
      () => /^GET \/api\/agentes\/v1\/estimaciones\S* 422 \d+ ms$/m.test(started.output().stdout),
      30_000,
      'the line',
    );
    const json = started
      .output()
      .stdout.split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level?: string; message?: string });
    expect(json).toContainEqual(expect.objectContaining({ level: 'INFO', message: 'request refused' }));
  }, 120_000);

  test('targets that once crashed the process (GET //, GET /\\) are answered, and it goes on serving', async () => {
    // The test run's DynamoDB Local: no JVM of its own to wait for.
    const started = await startService({ DYNAMODB_ENDPOINT: process.env.DYNAMODB_ENDPOINT as string });
    const request = (target: string) =>
      rawRequest(started.baseUrl, `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);

    for (const target of ['//', '/\\', '///', '//%zz/', 'http://[/x']) {
      const answer = await request(target);
      expect({ target, status: answer.status }).toEqual({ target, status: 404 });
    }

    expect((await request('/api/geo/traffic-bans')).status).toBe(200);
    expect(started.child.exitCode).toBeNull();
    expect(started.output().stderr).not.toMatch(/^\s+at /m);
  }, 120_000);
});
