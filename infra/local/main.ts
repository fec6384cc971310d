import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseConfig } from '#shared/config.ts';
import { daysBetween, madridDate } from '#shared/domain/pricing/fuel.ts';
import { logger } from '#shared/observability/logger.ts';
import { dynamoCredentialStore } from '#shared/store/credential-store.ts';
import { createDocumentClient, OPERATOR_STORE_BUDGET } from '#shared/store/dynamo-client.ts';
import { dynamoFuelStore } from '#shared/store/fuel-store.ts';
import {
  ensureTables,
  JavaMissingError,
  type RunningDynamoDb,
  startDynamoDbLocal,
  tableNames,
} from './dynamodb-local.ts';
import { chainHolds, launchChain } from './launch-chain.ts';
import { clearLocalRuntime, DEFAULT_PORT, recordLocalRuntime } from './local-runtime.ts';
import { InvalidDemoCredentialError, seedDemoCredential } from './seed-credentials.ts';
import { seedFuelFigures } from './seed-fuel.ts';

/** A start-up failure whose message says all a user needs: what is wrong and what to do. */
class StartupError extends Error {
  override name = 'StartupError';
}

const portOf = (value: string | undefined): number => {
  const port = Number(value ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new StartupError(`PORT=${value} is not a port number: use 1 to 65535, e.g. PORT=3001 npm start`);
  }
  return port;
};

const listen = (server: Server, port: number) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      const advice = 'choose another port: PORT=3001 npm start';
      if (error.code === 'EADDRINUSE')
        reject(new StartupError(`Port ${port} is already in use: stop what uses it, or ${advice}`));
      else if (error.code === 'EACCES')
        reject(new StartupError(`Port ${port} may not be opened by this user: ${advice}`));
      else reject(error);
    });
    server.listen(port, '127.0.0.1', resolve);
  });

/** What start-up has opened so far: whatever fails later, all of it goes with this process, JVM included. */
const running: { db?: RunningDynamoDb; client?: { destroy(): void }; server?: Server } = {};
const release = async () => {
  running.server?.closeAllConnections();
  running.server?.close();
  running.client?.destroy();
  await running.db?.stop();
};

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('Stopping...');
  await release();
  process.exit(0);
};

/**
 * Ctrl-C, `kill` and a closed terminal stop the service, at any stage of start-up too. A signal to another process of
 * the chain `npm start` runs, or a SIGKILL to any of them, does not reach this one, which would serve on alone with
 * its database: the processes that started it are watched instead, and the first to end stops this one as SIGTERM
 * would (see launch-chain.ts). The JVM ends with this process, even when it is killed outright (dynamodb-local.ts).
 */
const stopWithTheChain = () => {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop());
  const chain = launchChain();
  setInterval(() => {
    if (!chainHolds(chain)) void stop();
  }, 200).unref();
};

/**
 * `npm start`: DynamoDB Local (unless DYNAMODB_ENDPOINT names a running one), tables, seed data, and the local
 * edge over the same handlers that run in AWS.
 */
const main = async () => {
  stopWithTheChain();
  // CloudWatch metrics only mean something in AWS; locally they would be EMF lines in the console.
  process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
  const port = portOf(process.env.PORT);
  let db: RunningDynamoDb | undefined;
  if (!process.env.DYNAMODB_ENDPOINT) {
    db = await startDynamoDbLocal();
    running.db = db;
    process.env.DYNAMODB_ENDPOINT = db.endpoint;
    if (db.listensOn !== 'loopback') {
      console.warn(
        'Warning: DynamoDB Local listens on every interface and accepts any credentials, because this Java has no ' +
          'compiler module (jdk.compiler) for the launcher that binds it to 127.0.0.1. Install a full JRE or JDK ' +
          '(for example openjdk-17-jre-headless), or keep its port firewalled.',
      );
    }
  }
  const tables = Object.fromEntries(
    Object.entries(tableNames(process.env.TABLE_PREFIX ?? 'freight-estimate-local')).map(([key, name]) => [
      key,
      process.env[key] ?? name,
    ]),
  );
  Object.assign(process.env, tables);
  const settings = parseConfig(process.env);
  await ensureTables(settings.DYNAMODB_ENDPOINT, process.env as Record<string, string>);

  // Seeding is the freshly started JVM's first work, seconds slow on a busy machine: the operator's budget.
  const client = createDocumentClient(settings, OPERATOR_STORE_BUDGET);
  running.client = client;
  const fuelTable = settings.FUEL_TABLE_NAME as string;
  const seeded = await seedFuelFigures(client, fuelTable, new Date());
  const [latest] = await dynamoFuelStore(client, fuelTable).list(1);
  const demo = await seedDemoCredential(
    dynamoCredentialStore(client, settings.CREDENTIALS_TABLE_NAME as string),
    process.env.DEMO_CREDENTIAL,
  );

  const { createLocalServer } = await import('./server.ts');
  const { localRoutes, loadAuthorizer } = await import('./routes.ts');
  // A line per request in the terminal; the handlers' JSON logs (as CloudWatch has them in AWS) only on request.
  if (process.env.LOG_JSON !== '1' && process.env.POWERTOOLS_LOG_LEVEL === undefined) logger.setLogLevel('ERROR');
  const server = createLocalServer({
    routes: localRoutes,
    loadAuthorizer,
    siteBaseUrl: settings.SITE_BASE_URL,
    logRequest: (line) => console.log(line),
  });
  running.server = server;
  await listen(server, port);
  // Unless a public address is set, the links the service gives (llms.txt, the MCP server's instructions and
  // resources) point at this server, not at the example domain; the handlers read it when first loaded, after this.
  process.env.SITE_BASE_URL ??= `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The operator commands (fuel, credentials) read this to find the database without hand-set variables.
  recordLocalRuntime({
    pid: process.pid,
    endpoint: settings.DYNAMODB_ENDPOINT as string,
    tables,
    startedAt: new Date().toISOString(),
  });
  // Whatever way the process ends (Ctrl-C, the database dying, a crash), the record goes with it.
  process.on('exit', () => clearLocalRuntime(process.pid));

  console.log(`DynamoDB: ${settings.DYNAMODB_ENDPOINT}${db ? ' (DynamoDB Local, in memory)' : ''}`);
  console.log(
    `Fuel figures: ${seeded} seeded; latest ${latest?.week ?? 'none'} published ${latest?.publishedOn ?? '-'}` +
      (latest?.source === 'sample'
        ? ' (SAMPLE figures, not the official bulletin: see docs/operating.md, "The weekly diesel figure")'
        : ''),
  );
  if (latest && daysBetween(latest.publishedOn, madridDate(new Date())) > settings.FUEL_MAX_AGE_DAYS) {
    console.log(
      `Warning: the latest fuel figure is older than ${settings.FUEL_MAX_AGE_DAYS} days, so estimates answer 503 ` +
        'until a current one is stored: npm run -s fuel -- import --file <bulletin.xlsx>, or set --week <YYYY-Www> --price <EUR/l>',
    );
  }
  console.log(`Demo credential: ${demo.token}`);
  // PORT=0 takes a free port: say which.
  const { port: listening } = server.address() as AddressInfo;
  console.log(
    `Freight estimate API listening on http://127.0.0.1:${listening} (one line per request; ` +
      "LOG_JSON=1 npm start for the handlers' JSON logs)",
  );

  // Without its database the API can only answer 503: say so and stop, rather than serve errors in silence.
  if (db) {
    const died = (code: number | null, signal: NodeJS.Signals | null) => {
      if (stopping) return;
      console.error(
        `DynamoDB Local stopped unexpectedly (${signal ?? `exit code ${code}`}); the local API cannot work without it. Exiting.`,
      );
      process.exit(1);
    };
    if (db.process.exitCode !== null || db.process.signalCode !== null)
      died(db.process.exitCode, db.process.signalCode);
    else db.process.once('exit', died);
  }
};

main().catch(async (error: unknown) => {
  const known =
    error instanceof StartupError || error instanceof JavaMissingError || error instanceof InvalidDemoCredentialError;
  // A message a user can act on; the stack only on request (DEBUG=1), for whoever debugs the start-up itself.
  const message = error instanceof Error ? error.message : String(error);
  console.error(known ? message : `npm start failed: ${message}`);
  if (!known && process.env.DEBUG && error instanceof Error) console.error(error.stack);
  await release().catch(() => undefined);
  process.exit(1);
});
