import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import { DateTime } from 'luxon';
import { ensureTables, startDynamoDbLocal, tableNames } from '#infra/local/dynamodb-local.ts';
import { issueCredential } from '#shared/domain/credentials/credential.ts';
import { dynamoCredentialStore } from '#shared/store/credential-store.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { dynamoFuelStore } from '#shared/store/fuel-store.ts';
import { fuelFigureAt } from '#test/support/fuel-figures.ts';

const QUOTES = '/api/agentes/v1/cotizaciones';
const CONNECTIONS = 20;
const DURATION_SECONDS = 10;

const now = DateTime.now().setZone('Europe/Madrid');
const body = JSON.stringify({
  paisDestino: 'IT',
  cpOrigen: '08001',
  cpDestino: '20121',
  ldm: 2.4,
  pesoKg: 1800,
  fechaCarga: now.plus({ days: 1 }).toISODate(),
  servicio: 'STANDARD_LTL',
  adr: false,
});

const summary = (result: autocannon.Result) => ({
  requests: result.requests.total,
  requestsPerSecond: Math.round(result.requests.average),
  latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
  statusCodes: Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [status, stats.count]),
  ),
  errors: result.errors,
  timeouts: result.timeouts,
});

/**
 * The quote routes on the local server (no authorizer cache, as in AWS: one credential read per request) over DynamoDB Local:
 * new quotes (a fresh Idempotency-Key per request), idempotent replays of one key, and retrievals of one result.
 */
export const runQuotesBench = async () => {
  const db = await startDynamoDbLocal();
  const names = tableNames('bench-quotes');
  Object.assign(process.env, names, {
    DYNAMODB_ENDPOINT: db.endpoint,
    INTEGRATION_QUOTA_PER_MINUTE: '100000000',
    POWERTOOLS_LOG_LEVEL: 'SILENT',
  });
  await ensureTables(db.endpoint, names);
  const client = createDocumentClient({ DYNAMODB_ENDPOINT: db.endpoint, AWS_REGION: 'eu-west-1' });
  await dynamoFuelStore(client, names.FUEL_TABLE_NAME).put(fuelFigureAt());
  const { token } = await issueCredential(
    { company: 'BENCH', client: 'bench', integration: 'load' },
    dynamoCredentialStore(client, names.CREDENTIALS_TABLE_NAME),
    new Date(),
  );
  const { startLocalServer } = await import('#test/support/local-server.ts');
  const server = await startLocalServer();
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const url = `${server.baseUrl}${QUOTES}`;
  const load = (options: Partial<autocannon.Options>) =>
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, ...options });

  try {
    const created = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': 'bench-replayed-key-0001' },
      body,
    });
    const { id } = (await created.json()) as { id: string };
    // Warm-up: load the handlers and fill the fuel cache, as a warm container would have them.
    await autocannon({ url: `${url}/${id}`, headers, connections: 5, duration: 2 });

    const create = await load({
      method: 'POST',
      headers,
      body,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, 'idempotency-key': `bench-${randomUUID()}` },
          }),
        },
      ],
    });
    const replay = await load({
      method: 'POST',
      headers: { ...headers, 'idempotency-key': 'bench-replayed-key-0001' },
      body,
    });
    const retrieve = await autocannon({
      url: `${url}/${id}`,
      headers,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
    });

    const results = {
      measuredAt: new Date().toISOString(),
      node: process.version,
      machine: '2 cores, shared with DynamoDB Local (Java) and the load generator',
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      create: summary(create),
      idempotentReplay: summary(replay),
      retrieve: summary(retrieve),
      dynamoRoundTrips: {
        source: 'test/integration/quotes/round-trips.test.ts (counting proxy in front of DynamoDB Local)',
        create: 'warm 3 (UpdateItem quota, PutItem idempotency claim, TransactWriteItems); cold 4 (+ Query fuel)',
        idempotentReplay: '3 (UpdateItem quota, PutItem refused with ALL_OLD, GetItem result)',
        retrieve: '2 (UpdateItem quota, GetItem)',
        authorizer: '1 GetItem per request; 0 for a malformed token or one refused moments ago',
      },
    };
    await writeFile('bench/results/quotes.json', `${JSON.stringify(results, null, 2)}\n`);
    const row = (name: string, r: ReturnType<typeof summary>) =>
      `| ${name} | ${r.requests} | ${r.requestsPerSecond} | ${r.latencyMs.p50} ms | ${r.latencyMs.p99} ms | ${Object.entries(
        r.statusCodes,
      )
        .map(([s, n]) => `${s}: ${n}`)
        .join(', ')} | ${r.errors} |`;
    const md = [
      '# Integration quotes benchmark',
      '',
      `Measured ${results.measuredAt} on Node ${results.node}; ${results.machine}.`,
      `Local server over DynamoDB Local, no authorizer cache, ${CONNECTIONS} connections for ${DURATION_SECONDS} s each.`,
      '',
      '| operation | requests | req/s | p50 | p99 | statuses | errors |',
      '|---|---|---|---|---|---|---|',
      row('create (new key each request)', results.create),
      row('create, idempotent replay of one key', results.idempotentReplay),
      row('retrieve one result', results.retrieve),
      '',
      'DynamoDB round trips per request (asserted in `test/integration/quotes/round-trips.test.ts`):',
      '',
      '| request | round trips | operations |',
      '|---|---|---|',
      '| create, warm container | 3 | UpdateItem (quota), PutItem (idempotency claim), TransactWriteItems (quote + record) |',
      '| create, first for a loading week in the container | 4 | the same + Query (fuel figures, then cached 60 s) |',
      '| idempotent replay | 3 | UpdateItem (quota), PutItem refused with ALL_OLD, GetItem (stored result) |',
      '| retrieve | 2 | UpdateItem (quota), GetItem |',
      '| authorizer | 1 per request | GetItem (none for a malformed token or one refused moments ago) |',
      '',
    ].join('\n');
    await writeFile('bench/results/quotes.md', md);
    return results;
  } finally {
    await server.close();
    client.destroy();
    await db.stop();
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  runQuotesBench()
    .then((r) => console.log(JSON.stringify(r, null, 2)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
