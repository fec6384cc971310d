import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { fileURLToPath } from 'node:url';
import { LOOPBACK, type RunningDynamoDb, startDynamoDbLocal } from '#infra/local/dynamodb-local.ts';
import { acceptsOn, childrenOf, eventually, runs } from '#test/support/processes.ts';

let db: RunningDynamoDb;
let port: number;

beforeAll(async () => {
  db = await startDynamoDbLocal();
  port = Number(new URL(db.endpoint).port);
}, 90_000);

afterAll(async () => {
  await db?.stop();
});

/** This machine's own addresses other than loopback (link-local IPv6 needs a zone, left out). */
const otherAddresses = () =>
  Object.values(networkInterfaces())
    .flatMap((addresses) => addresses ?? [])
    .filter((address) => !address.internal && !address.address.startsWith('fe80:'))
    .map((address) => address.address);

describe('DynamoDB Local, which accepts any credentials', () => {
  test('listens on the loopback address', async () => {
    expect(db.listensOn).toBe('loopback');
    expect(db.endpoint).toBe(`http://${LOOPBACK}:${port}`);
    expect(await acceptsOn(port, LOOPBACK)).toBe(true);
  });

  test("refuses connections on this machine's other addresses", async () => {
    const others = otherAddresses();
    for (const address of others)
      expect({ address, accepted: await acceptsOn(port, address) }).toEqual({ address, accepted: false });
  });

  test('its listening socket is bound to 127.0.0.1, not to every interface (Linux socket table)', () => {
    if (!existsSync('/proc/net/tcp')) return;
    const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
    // Local address column: ADDRESS:PORT in hex; state 0A is LISTEN.
    const listening = ['/proc/net/tcp', '/proc/net/tcp6']
      .filter((file) => existsSync(file))
      .flatMap((file) => readFileSync(file, 'utf8').split('\n').slice(1))
      .map((line) => line.trim().split(/\s+/))
      .filter((columns) => columns[3] === '0A' && columns[1]?.endsWith(`:${hexPort}`))
      .map((columns) => columns[1]?.split(':')[0]);

    expect(listening.length).toBeGreaterThan(0);
    // 0100007F is 127.0.0.1 (little-endian); in the IPv6 table, ::ffff:127.0.0.1.
    for (const address of listening) expect(['0100007F', '0000000000000000FFFF00000100007F']).toContain(address);
  });
});

const describeOnLinux = existsSync('/proc/self/stat') ? describe : describe.skip;

describeOnLinux('DynamoDB Local started without the launcher (a Java that cannot compile it)', () => {
  test('ends when the process that started it is killed with SIGKILL: no JVM left, its port refuses', async () => {
    // A Node process that starts it and prints the pid of what it spawned and the endpoint, then just stays.
    const parent = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        "const { startDynamoDbLocal } = await import('./infra/local/dynamodb-local.ts');" +
          'const db = await startDynamoDbLocal({ withoutLauncher: true });' +
          'console.log(db.process.pid, db.endpoint);',
      ],
      { cwd: fileURLToPath(new URL('../../../', import.meta.url)), stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = new Promise((resolve) => parent.once('exit', resolve));
    try {
      const line = await new Promise<string>((resolve, reject) => {
        let output = '';
        parent.stdout?.on('data', (chunk) => {
          output += String(chunk);
          if (output.includes('\n')) resolve(output.trim());
        });
        parent.once('exit', (code) => reject(new Error(`The starting process exited with ${code}`)));
      });
      const [spawned = '', endpoint = ''] = line.split(' ');
      // The JVM runs under a shell that watches for the parent's end: the JVM is that shell's child.
      const [jvm] = childrenOf(Number(spawned)).filter((process) => process.comm === 'java');
      const jvmPort = Number(new URL(endpoint).port);
      expect(jvm).toBeDefined();
      expect(await acceptsOn(jvmPort)).toBe(true);

      parent.kill('SIGKILL');
      await exited;

      await eventually(() => !runs(jvm?.pid as number), 60_000, `the JVM (pid ${jvm?.pid}) ended`);
      // The shell that watched for the parent ends after its JVM: on a busy machine, a moment after.
      await eventually(() => !runs(Number(spawned)), 60_000, `the watching shell (pid ${spawned}) ended`);
      expect(await acceptsOn(jvmPort)).toBe(false);
    } finally {
      if (parent.exitCode === null && parent.signalCode === null) parent.kill('SIGKILL');
    }
  }, 150_000);
});
