import { writeFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import { tariff } from '#data/tariffs/index.ts';
import { resultTextsData } from '#data/texts/index.ts';
import { ensureTables, startDynamoDbLocal, tableNames } from '#infra/local/dynamodb-local.ts';
import { resolveEstimateRequest } from '#shared/domain/quote/estimate-request.ts';
import { priceResult } from '#shared/domain/quote/price-result.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { dynamoFuelStore } from '#shared/store/fuel-store.ts';
import { dynamoRateLimitStore } from '#shared/store/rate-limit-store.ts';
import { fuelFigureAt } from '#test/support/fuel-figures.ts';
import { startLocalProcess } from './local-process.ts';
import { timeIt } from './stats.ts';

const currentFigure = fuelFigureAt();

/** Estimate compute in process: rules, tariff lookup, fuel clause and texts; DynamoDB replaced by a list. */
const inProcess = () => {
  const fuel = { recentFigures: async () => [currentFigure] };
  const settings = {
    tariff,
    serviceName: 'bench',
    validitySeconds: 900,
    fuelMaxAgeDays: 21,
    texts: resultTextsData,
  };
  let i = 0;
  return timeIt(
    async () => {
      i += 1;
      const request = resolveEstimateRequest(
        { origen: 'Barcelona', destino: 'Milan', metros: 1 + (i % 90) / 10 },
        new Date(),
      );
      await priceResult({ shipment: request.shipment, lang: 'es', now: new Date(), id: 'bench' }, fuel, settings);
    },
    20_000,
    2_000,
  );
};

/** `npm start` in its own process (DynamoDB Local included): 50 concurrent connections for 10 seconds. */
const onLocalServer = async () => {
  const server = await startLocalProcess({
    ESTIMATE_QUOTA_PER_MINUTE: '100000000',
    ESTIMATE_QUOTA_PER_DAY: '100000000',
  });
  const client = createDocumentClient({ DYNAMODB_ENDPOINT: server.dynamoDbEndpoint, AWS_REGION: 'eu-west-1' });
  try {
    // A figure for the current week, so the measurement is of prices and not of 503s whatever the date.
    await dynamoFuelStore(client, tableNames(server.tablePrefix).FUEL_TABLE_NAME).put(currentFigure);
    const url = `${server.baseUrl}/api/agentes/v1/estimaciones?origen=Barcelona&destino=Milan&metros=2`;
    await autocannon({ url, connections: 10, duration: 2 });
    const load = async (connections: number) => {
      const result = await autocannon({ url, connections, duration: 10 });
      return {
        connections,
        durationSeconds: 10,
        requests: result.requests.total,
        requestsPerSecond: result.requests.average,
        latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
        non2xx: result.non2xx,
        errors: result.errors,
      };
    };
    return { at10: await load(10), at50: await load(50) };
  } finally {
    client.destroy();
    await server.stop();
  }
};

/**
 * The floor under the local server: DynamoDB Local alone, 50 concurrent clients each doing the estimate's
 * quota update (one atomic UpdateItem on one client's item) as fast as it answers, after a JIT warm-up.
 */
const dynamoDbLocalAlone = async () => {
  const db = await startDynamoDbLocal();
  const names = tableNames('bench-floor');
  await ensureTables(db.endpoint, names);
  const client = createDocumentClient({ DYNAMODB_ENDPOINT: db.endpoint, AWS_REGION: 'eu-west-1' });
  const store = dynamoRateLimitStore(client, names.RATE_LIMIT_TABLE_NAME);
  const windows = [
    { policy: 'minute', limit: 1e9, seconds: 60 },
    { policy: 'day', limit: 1e9, seconds: 86_400 },
  ];
  const round = async (seconds: number) => {
    const latencies: number[] = [];
    const end = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (Date.now() < end) {
          const start = performance.now();
          await store.hit('estimate#ip#192.0.2.1', windows, new Date());
          latencies.push(performance.now() - start);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const at = (p: number) => Math.round((latencies[Math.floor(latencies.length * p)] ?? 0) * 10) / 10;
    return { updatesPerSecond: Math.round(latencies.length / seconds), p50Ms: at(0.5), p99Ms: at(0.99) };
  };
  try {
    await round(4);
    return await round(5);
  } finally {
    client.destroy();
    await db.stop();
  }
};

export const runEstimateBench = async () => {
  const compute = await inProcess();
  const server = await onLocalServer();
  const floor = await dynamoDbLocalAlone();
  const results = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    machine: '2 cores, shared by the server, DynamoDB Local (Java) and the load generator (autocannon, this process)',
    estimateComputeInProcess: { ...compute, targetP99Ms: 1, met: compute.p99Ms < 1 },
    dynamoDbLocalAlone50Clients: floor,
    localServer10Connections: server.at10,
    localServer50Connections: { ...server.at50, targetP99Ms: 50, met: server.at50.latencyMs.p99 < 50 },
    dynamoRoundTripsPerEstimate:
      'counted in test/integration/estimate/estimate-handler.test.ts: 2 (UpdateItem quota, Query fuel)',
  };
  await writeFile('bench/results/estimate.json', `${JSON.stringify(results, null, 2)}\n`);
  const md = [
    '# Estimate benchmark',
    '',
    `Measured ${results.measuredAt} on Node ${results.node}; ${results.machine}.`,
    '',
    '| measure | p50 | p99 | target | met |',
    '|---|---|---|---|---|',
    `| estimate compute in process (${compute.iterations} runs) | ${compute.p50Ms} ms | ${compute.p99Ms} ms | p99 < 1 ms | ${results.estimateComputeInProcess.met ? 'yes' : 'no'} |`,
    `| local server (npm start), 10 connections, ${server.at10.requests} requests (${Math.round(server.at10.requestsPerSecond)} req/s, non-2xx ${server.at10.non2xx}) | ${server.at10.latencyMs.p50} ms | ${server.at10.latencyMs.p99} ms | - | - |`,
    `| local server (npm start), 50 connections, ${server.at50.requests} requests (${Math.round(server.at50.requestsPerSecond)} req/s, non-2xx ${server.at50.non2xx}) | ${server.at50.latencyMs.p50} ms | ${server.at50.latencyMs.p99} ms | p99 < 50 ms | ${results.localServer50Connections.met ? 'yes' : 'no'} |`,
    `| DynamoDB Local alone: 50 concurrent quota updates, no server (${floor.updatesPerSecond} updates/s) | ${floor.p50Ms} ms | ${floor.p99Ms} ms | - | - |`,
    '',
    'DynamoDB round trips per estimate: at most 2 (one atomic quota update for minute and day, one fuel query that a warm container caches for 60 s), asserted in the integration tests.',
    '',
    "Every estimate writes its quota counter, so throughput on one machine is bounded by DynamoDB Local (a Java process that takes a whole core at a few hundred updates a second here). At 50 connections requests queue behind it: by Little's law the mean latency is connections / throughput, so p99 under 50 ms at 50 connections would need well over 1,000 quota updates a second from DynamoDB Local on these two cores. The last row measures that floor with no server and no HTTP in between: DynamoDB Local alone, at 50 concurrent updates, is already above 50 ms at p99 here (JVM garbage collector and heap settings moved it by under 15%). The estimate computation itself is well under a millisecond (first row).",
    '',
  ].join('\n');
  await writeFile('bench/results/estimate.md', md);
  return results;
};

if (import.meta.url === `file://${process.argv[1]}`) {
  runEstimateBench()
    .then((r) => console.log(JSON.stringify(r, null, 2)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
