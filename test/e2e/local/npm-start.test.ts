import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { freePort } from '#infra/local/dynamodb-local.ts';

/** Children of a process, from the Linux process table: (pid, command name). */
const childrenOf = (parent: number) =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        // pid (comm) state ppid ...: comm may hold spaces, so read from the last ')'.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return ppid === parent ? [{ pid: Number(pid), comm }] : [];
      } catch {
        return [];
      }
    });

let server: ChildProcess | undefined;

afterEach(() => {
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGINT');
});

const describeOnLinux = existsSync('/proc/self/stat') ? describe : describe.skip;

describeOnLinux('npm start', () => {
  test('exits non-zero with a clear line when DynamoDB Local dies', async () => {
    const port = await freePort();
    // What `npm start` runs (tsx infra/local/main.ts), without the tsx wrapper process in between.
    const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/main.ts'], {
      env: {
        // A user's environment: no database, no table names.
        ...Object.fromEntries(
          Object.entries(process.env).filter(([name]) => !/^DYNAMODB_ENDPOINT$|_TABLE_NAME$/.test(name)),
        ),
        PORT: String(port),
        TABLE_PREFIX: 'npm-start',
        POWERTOOLS_LOG_LEVEL: 'SILENT',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = child;
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk) => {
      stdout += String(chunk);
    });
    child.stderr?.on('data', (chunk) => {
      stderr += String(chunk);
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
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
    const [java] = childrenOf(child.pid as number).filter((process) => process.comm === 'java');
    expect(java).toBeDefined();

    process.kill(java?.pid as number, 'SIGKILL');

    expect(await exited).toBe(1);
    expect(stderr).toMatch(/DynamoDB Local stopped unexpectedly \(SIGKILL\)/);
  }, 120_000);
});
