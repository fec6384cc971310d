import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

interface Outcome {
  readonly code: number | null;
  readonly stderr: string;
}

/** `npm start` as a user runs it (the script's command), with extra environment; resolves when it exits. */
const npmStart = (env: Record<string, string>) =>
  new Promise<Outcome>((resolve) => {
    execFile(
      `${root}node_modules/.bin/tsx`,
      ['infra/local/main.ts'],
      { cwd: root, env: { ...process.env, ...env }, timeout: 120_000 },
      (error, _stdout, stderr) => resolve({ code: error ? (error.code as number | null) : 0, stderr }),
    );
  });

/** Processes (a leaked JVM among them) whose environment carries the marker their `npm start` was given. */
const processesMarked = async (marker: string) => {
  const found: string[] = [];
  for (const pid of (await readdir('/proc')).filter((name) => /^\d+$/.test(name))) {
    const environ = await readFile(`/proc/${pid}/environ`, 'latin1').catch(() => '');
    if (environ.includes(`START_TEST_MARKER=${marker}`)) found.push(pid);
  }
  return found;
};

const STACK_FRAME = /^\s+at /m;

let blocker: Server;
let busyPort: number;

beforeAll(async () => {
  blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  busyPort = (blocker.address() as { port: number }).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => blocker.close(() => resolve()));
});

test('a busy port stops DynamoDB Local, names PORT, and prints no stack trace', async () => {
  const marker = randomUUID();

  const outcome = await npmStart({ PORT: String(busyPort), START_TEST_MARKER: marker, DYNAMODB_ENDPOINT: '' });

  expect(outcome.code).toBe(1);
  expect(outcome.stderr).toContain(`Port ${busyPort} is already in use`);
  expect(outcome.stderr).toContain('PORT=');
  expect(outcome.stderr).not.toMatch(STACK_FRAME);
  expect(await processesMarked(marker)).toEqual([]);
}, 150_000);

test('a malformed DEMO_CREDENTIAL says the accepted form, without a stack trace', async () => {
  // The test run's DynamoDB Local: no JVM of its own to wait for.
  const outcome = await npmStart({
    PORT: '0',
    DEMO_CREDENTIAL: 'fest_not-a-credential',
    TABLE_PREFIX: `start-${randomUUID().slice(0, 8)}`,
    DYNAMODB_ENDPOINT: process.env.DYNAMODB_ENDPOINT as string,
  });

  expect(outcome.code).toBe(1);
  expect(outcome.stderr).toMatch(/DEMO_CREDENTIAL is not a well-formed credential \(fest_ \+ 36 characters/);
  expect(outcome.stderr).not.toMatch(STACK_FRAME);
}, 60_000);

test('a PORT that is not a port number says so before starting anything', async () => {
  const outcome = await npmStart({ PORT: 'eighty' });

  expect(outcome.code).toBe(1);
  expect(outcome.stderr).toContain('PORT=eighty is not a port number');
}, 60_000);
