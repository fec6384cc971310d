import { writeFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import { DateTime } from 'luxon';
import { tariff } from '#data/tariffs/index.ts';
import { ensureTables, startDynamoDbLocal, tableNames } from '#infra/local/dynamodb-local.ts';
import { seedFuelFigures } from '#infra/local/seed-fuel.ts';
import type { FuelFigure } from '#shared/domain/pricing/fuel.schema.ts';
import { resolveEstimateRequest } from '#shared/domain/quote/estimate-request.ts';
import { priceResult } from '#shared/domain/quote/price-result.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { dynamoFuelStore } from '#shared/store/fuel-store.ts';
import { timeIt } from './stats.ts';

const now = DateTime.now().setZone('Europe/Madrid');
const week = `${now.weekYear}-W${String(now.weekNumber).padStart(2, '0')}`;
const currentFigure: FuelFigure = { week, pricePerLitre: 1.46, publishedOn: now.toISODate() as string };

/** Estimate compute in process: rules, tariff lookup, fuel clause and texts; DynamoDB replaced by a list. */
const inProcess = () => {
  const fuel = { recentFigures: async () => [currentFigure] };
  const settings = { tariff, serviceName: 'bench', validitySeconds: 900, fuelMaxAgeDays: 21 };
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

/** The local server with DynamoDB Local: 50 concurrent connections for 10 seconds. */
const onLocalServer = async () => {
  const db = await startDynamoDbLocal();
  const names = tableNames('bench-estimate');
  Object.assign(process.env, names, {
    DYNAMODB_ENDPOINT: db.endpoint,
    ESTIMATE_QUOTA_PER_MINUTE: '100000000',
    ESTIMATE_QUOTA_PER_DAY: '100000000',
    POWERTOOLS_LOG_LEVEL: 'SILENT',
  });
  await ensureTables(db.endpoint, names);
  const client = createDocumentClient({ DYNAMODB_ENDPOINT: db.endpoint, AWS_REGION: 'eu-west-1' });
  await seedFuelFigures(client, names.FUEL_TABLE_NAME);
  await dynamoFuelStore(client, names.FUEL_TABLE_NAME).put(currentFigure);
  const { startLocalServer } = await import('#test/support/local-server.ts');
  const server = await startLocalServer();
  try {
    const url = `${server.baseUrl}/api/agentes/v1/estimaciones?origen=Barcelona&destino=Milan&metros=2`;
    await autocannon({ url, connections: 10, duration: 2 });
    const result = await autocannon({ url, connections: 50, duration: 10 });
    return {
      connections: 50,
      durationSeconds: 10,
      requests: result.requests.total,
      requestsPerSecond: result.requests.average,
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
      non2xx: result.non2xx,
      errors: result.errors,
    };
  } finally {
    await server.close();
    client.destroy();
    await db.stop();
  }
};

export const runEstimateBench = async () => {
  const compute = await inProcess();
  const server = await onLocalServer();
  const results = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    machine: '2 cores, shared with DynamoDB Local (Java) and the load generator',
    estimateComputeInProcess: { ...compute, targetP99Ms: 1, met: compute.p99Ms < 1 },
    localServer50Connections: { ...server, targetP99Ms: 50, met: server.latencyMs.p99 < 50 },
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
    `| local server, 50 connections, ${server.requests} requests (${Math.round(server.requestsPerSecond)} req/s, non-2xx ${server.non2xx}) | ${server.latencyMs.p50} ms | ${server.latencyMs.p99} ms | p99 < 50 ms | ${results.localServer50Connections.met ? 'yes' : 'no'} |`,
    '',
    'DynamoDB round trips per estimate: 2 (one atomic quota update for minute and day, one fuel query), asserted in the integration tests.',
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
