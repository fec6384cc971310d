import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { build } from 'esbuild';
import { DateTime } from 'luxon';
import {
  BUNDLE_ALIASES,
  ESM_REQUIRE_BANNER,
  LAMBDA_RUNTIME,
  NODE_HTTP_ALIAS,
  NODE_PROCESS_ALIAS,
  PROJECT_ROOT,
} from '#infra/aws/api-function.ts';
import { type FunctionBundle, functionBundles, readTemplate } from '#infra/aws/assembly-bundles.ts';
import { banSourceWatchOperation, originSecretRotationOperation } from '#infra/aws/operations.ts';
import { createServiceApp } from '#infra/aws/service-app.ts';
import { authorizerEvent } from '#infra/local/api-gateway-event.ts';
import { startDynamoDbLocal } from '#infra/local/dynamodb-local.ts';
import { type BundleProcess, startBundle } from '#test/infra/support/bundle-process.ts';
import { calendarMemoryMix } from '#test/infra/support/calendar-mix.ts';
import { howToGetLambdaNode, lambdaNode } from '#test/infra/support/lambda-node.ts';
import { deployLocally, type LocalDeployment, seedLocally } from '#test/infra/support/local-deployment.ts';
import { apiEvent, type EventOverrides } from '#test/support/api-event.ts';
import { startFileServer, XLSX_TYPE } from '#test/support/file-server.ts';
import { startSecretsExtension } from '#test/support/secrets-extension.ts';
import { functionBuildOptions } from './build-options.ts';
import { quietMachine } from './quiet.ts';
import { median } from './stats.ts';

/**
 * `npx tsx bench/bundles.ts`: synthesizes the app with bundling (as `cdk synth`), then for every function's
 * `index.mjs` in the assembly records its size and configured memory and, over fresh processes of the Lambda
 * runtime's Node.js (a cold start each, `test/infra/support/lambda-node.ts`), the import time, the first
 * invocation, warm invocations and peak memory, against DynamoDB Local. Once more with `--enable-source-maps` to
 * decide whether source maps may be on at run time. Then the calendar's memory under the 108-request mix.
 */

const TARGET_BUNDLE_KB = 300;
const TARGET_COLD_MS = 150;
/** Every bundle under 1 MB (10^6 bytes). */
const TARGET_MAX_BUNDLE_BYTES = 1_000_000;
/** No function's import + first invocation over this multiple of the smallest function's, within one run. */
const TARGET_COLD_RATIO = 2;
/**
 * The cold-start target: each function's import + first invocation within this multiple of its floor's (the handler
 * of `bench/floor/` built from the same libraries, `FLOOR_OF`), in the same run, by wall and by CPU time.
 */
const TARGET_FLOOR_RATIO = 1.5;
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 7);
const WARM_RUNS = Number(process.env.BENCH_WARM_RUNS ?? 30);
const ORIGIN_SECRET = `bench-${randomUUID()}`;
const RESULTS = fileURLToPath(new URL('./results/', import.meta.url));
const MIX_RUNS = Number(process.env.BENCH_MIX_RUNS ?? 3);
const NODE = lambdaNode(LAMBDA_RUNTIME.name);
/**
 * `BENCH_ONLY=Mcp|FuelMonitor` measures only the functions whose logical id matches and their floors, prints their
 * lines (the ratios to the smallest of those measured and to each one's floor) and writes no results: a quick
 * comparison while working on a bundle.
 */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
/**
 * `BENCH_CPU_PROFILE=<dir>`: every bundle process writes a V8 CPU profile there (open it in Chrome's DevTools, or
 * summarize them by part with `npx tsx bench/cold-profile.ts <dir>`; with `BENCH_WARM_RUNS=0` each profile is one cold
 * start). The profiler slows what it measures, so such a run writes no results either.
 */
const PROFILE_ARGS = process.env.BENCH_CPU_PROFILE
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
  : [];

const viaCloudFront = (ip: string) => ({ 'x-origin-verify': ORIGIN_SECRET, 'cloudfront-viewer-address': `${ip}:443` });
let ipCounter = 0;
/** A new viewer per invocation: the per-IP quotas must not turn the measurement into 429s. */
const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

interface SampleCase {
  /** Shown after the function's name when a function has more than one case. */
  readonly label?: string;
  /** Reported against the function's floor but not held to `TARGET_FLOOR_RATIO` when false. */
  readonly heldToFloor?: false;
  readonly event: () => unknown;
  /** On top of the environment the template gives the function. */
  readonly env?: Record<string, string>;
}

/**
 * Representative events per function: the request its route sees most, priced or answered in full. The calendar
 * has two: the whole window (the largest answer, which CloudFront keeps for an hour per language) and what most
 * requests that reach the function are, one country over a week.
 */
const sampleCases = (entry: string, token: string, bulletinUrl: string): SampleCase[] => {
  const calendar = (query?: Record<string, string>) => () =>
    apiEvent({ path: '/api/geo/traffic-bans', ...(query ? { query } : {}), headers: viaCloudFront(nextIp()) });
  if (entry === 'functions/traffic-bans/handler.ts') {
    const monday = DateTime.now().setZone('Europe/Brussels').startOf('week');
    return [
      // CloudFront keeps this answer an hour per language: its cost falls on a few requests an hour.
      { label: 'whole calendar', event: calendar(), heldToFloor: false },
      {
        label: 'one country, one week',
        event: calendar({
          country: 'DE',
          from: monday.toISODate() as string,
          to: monday.plus({ days: 6 }).toISODate() as string,
        }),
      },
    ];
  }
  // The bulletin ingestion downloads from the Commission; the bench reaches no network, so it downloads the test
  // fixture (a few weeks, 5 KB) from a loopback server: its time and memory are a floor for the real workbook.
  if (entry === 'functions/fuel-ingest/handler.ts') {
    return [
      {
        label: 'fixture workbook',
        event: () => ({ source: 'aws.events', 'detail-type': 'Scheduled Event', detail: {} }),
        env: { FUEL_BULLETIN_URL: bulletinUrl },
      },
    ];
  }
  return [{ event: sampleEvent(entry, token) }];
};

/** A `POST /mcp` of one tools/call, as a 2025-03-26 client sends it (the revision the agents in use speak). */
const mcpToolCall = (
  name: string,
  args: Record<string, unknown>,
  extra: Pick<EventOverrides, 'headers' | 'authorizer'> = {},
) =>
  apiEvent({
    method: 'POST',
    path: '/mcp',
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }),
    headers: {
      ...extra.headers,
      accept: 'application/json, text/event-stream',
      'content-type': 'application/json',
      'mcp-protocol-version': '2025-03-26',
    },
    ...(extra.authorizer ? { authorizer: extra.authorizer } : {}),
  });

const sampleEvent = (entry: string, token: string): (() => unknown) => {
  const authorizer = {
    authenticated: true,
    credentialId: 'cred_bench',
    company: 'ACME',
    client: 'acme',
    integration: 'erp',
  };
  switch (entry) {
    case 'functions/estimate/handler.ts':
      return () =>
        apiEvent({
          path: '/api/agentes/v1/estimaciones',
          query: { origen: 'Barcelona', destino: 'Milan', metros: '2' },
          headers: viaCloudFront(nextIp()),
        });
    case 'functions/create-quote/handler.ts':
      return () =>
        apiEvent({
          method: 'POST',
          path: '/api/agentes/v1/cotizaciones',
          body: JSON.stringify({
            paisDestino: 'IT',
            cpOrigen: '08001',
            cpDestino: '20121',
            ldm: 2,
            pesoKg: 1500,
            fechaCarga: DateTime.now().setZone('Europe/Madrid').toISODate(),
            servicio: 'STANDARD_LTL',
            adr: false,
          }),
          headers: {
            ...viaCloudFront(nextIp()),
            'content-type': 'application/json',
            'idempotency-key': `bench-${randomUUID()}`,
          },
          authorizer: { ...authorizer, credentialId: `cred_${randomUUID()}` },
        });
    case 'functions/get-quote/handler.ts':
      return () => {
        const id = randomUUID();
        return apiEvent({
          path: `/api/agentes/v1/cotizaciones/${id}`,
          routeKey: 'GET /api/agentes/v1/cotizaciones/{id}',
          pathParameters: { id },
          headers: viaCloudFront(nextIp()),
          authorizer: { ...authorizer, credentialId: `cred_${randomUUID()}` },
        });
      };
    case 'functions/authorizer/handler.ts':
      return () =>
        authorizerEvent(
          apiEvent({
            method: 'POST',
            path: '/api/agentes/v1/cotizaciones',
            headers: { ...viaCloudFront(nextIp()), authorization: `Bearer ${token}` },
          }),
        );
    case 'functions/routes/handler.ts':
      return () => apiEvent({ path: '/api/geo/routes', headers: viaCloudFront(nextIp()) });
    case 'functions/fuel-monitor/handler.ts':
      return () => ({ source: 'aws.events', 'detail-type': 'Scheduled Event', detail: {} });
    case 'functions/site/handler.ts':
      return () =>
        apiEvent({ path: '/driving-bans/france', routeKey: 'GET /{proxy+}', headers: viaCloudFront(nextIp()) });
    // A method the path does not take: the 405 with its Allow field.
    case 'functions/method-not-allowed/handler.ts':
      return () =>
        apiEvent({
          method: 'DELETE',
          path: '/api/geo/routes',
          routeKey: 'DELETE /api/geo/routes',
          headers: viaCloudFront(nextIp()),
        });
    case 'functions/mcp/handler.ts':
      return () =>
        mcpToolCall(
          'estimate_freight_price',
          { origen: 'Barcelona', destino: 'Milan', metros: 2 },
          {
            headers: viaCloudFront(nextIp()),
            authorizer: { authenticated: false, reason: 'missing' },
          },
        );
    default:
      throw new Error(`no sample event for ${entry}`);
  }
};

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const kb = (bytes: number) => round(bytes / 1024);
const mb = (bytes: number) => round(bytes / 1024 / 1024);

interface ColdStart {
  readonly importMs: number;
  readonly firstInvokeMs: number;
  /** CPU time of the import and the first invocation together (every thread of the process). */
  readonly coldCpuMs: number;
  readonly warmP50Ms: number;
  readonly rssAfterImportMb: number;
  readonly rssPeakMb: number;
  readonly status: unknown;
}

/** A fresh process of the bundle on the Lambda runtime's Node.js, with the function's memory and environment. */
const launch = (
  bundle: FunctionBundle,
  local: LocalDeployment,
  options: { env?: Record<string, string>; sourceMaps?: boolean } = {},
) =>
  startBundle(
    bundle.modulePath,
    bundle.logicalId,
    { ...local.environmentOf(bundle), ...options.env },
    {
      // The profiles are of the functions as deployed: source maps off (`bench/cold-profile.ts` reads them).
      execArgv: options.sourceMaps ? ['--enable-source-maps'] : PROFILE_ARGS,
      execPath: NODE?.execPath,
      memoryMb: bundle.memoryMb,
    },
  );

/**
 * The JSON-RPC error or tool error of an MCP answer, undefined for any other result: such an answer is a 200 too,
 * but it measured a refusal, not the tool.
 */
const toolRefusal = (result: { body?: unknown } | undefined): string | undefined => {
  if (typeof result?.body !== 'string' || !result.body.includes('"jsonrpc"')) return undefined;
  const message = JSON.parse(result.body) as { error?: unknown; result?: { isError?: boolean } };
  return message.error !== undefined || message.result?.isError === true ? result.body.slice(0, 300) : undefined;
};

/** One cold start of a process `start` gives: its import, the first invocation with `event`, then `warmRuns` more. */
const coldStart = async (
  start: () => Promise<BundleProcess>,
  event: () => unknown,
  warmRuns = 0,
): Promise<ColdStart> => {
  const running = await start();
  try {
    const first = await running.measure<{ statusCode?: number; body?: unknown }>(event());
    const refusal = toolRefusal(first.result);
    if (refusal !== undefined) throw new Error(`the first invocation measured no tool, it answered ${refusal}`);
    const warm: number[] = [];
    let rssPeak = first.peakRss;
    for (let i = 0; i < warmRuns; i += 1) {
      const next = await running.measure(event());
      warm.push(next.ms);
      rssPeak = Math.max(rssPeak, next.peakRss);
    }
    return {
      importMs: running.importMs,
      firstInvokeMs: first.ms,
      coldCpuMs: running.importCpuMs + first.cpuMs,
      warmP50Ms: warm.length > 0 ? median(warm) : Number.NaN,
      rssAfterImportMb: mb(running.rssAfterImport),
      rssPeakMb: mb(rssPeak),
      status: first.result?.statusCode ?? 'ok',
    };
  } finally {
    await running.stop();
  }
};

/** What one cold start needs: how to start the process, its event, and how many warm invocations follow the first. */
interface ColdSubject {
  readonly start: () => Promise<BundleProcess>;
  readonly event: () => unknown;
  readonly warmRuns: number;
  /** Takes part in this many rounds, the first ones; in every round when absent. */
  readonly rounds?: number;
}

/**
 * `COLD_RUNS` cold starts of every subject, in rounds: each round starts each subject once, in turn, so that load
 * which comes and goes on a shared machine falls on every subject alike rather than on those measured while it
 * lasted. The ratios between functions are what this bench is read for. Each cold start waits for the machine to be
 * quiet first (`bench/quiet.ts`). Warm invocations follow the first round's.
 */
const interleavedColdStarts = async (subjects: readonly ColdSubject[]): Promise<ColdStart[][]> => {
  const runs = subjects.map((): ColdStart[] => []);
  for (let round = 0; round < COLD_RUNS; round += 1) {
    for (const [index, subject] of subjects.entries()) {
      if (round >= (subject.rounds ?? COLD_RUNS)) continue;
      const wait = await quietMachine();
      settling.push(wait);
      runs[index]?.push(await coldStart(subject.start, subject.event, round === 0 ? subject.warmRuns : 0));
    }
  }
  return runs;
};

/** Every wait for a quiet machine before a cold start of the run (`quietMachine`), reported with the results. */
const settling: { quiet: boolean; waitedMs: number }[] = [];

/**
 * An esbuild rebuild of an entry with the options of `ApiFunction` (the assets carry no metafile): its minified
 * size and what it is made of, by package (or project folder).
 */
const rebuild = async (
  entry: string,
  aliases: Readonly<Record<string, string>> = BUNDLE_ALIASES,
): Promise<{ bytes: number; parts: Record<string, number>; packages: ReadonlySet<string>; code: Uint8Array }> => {
  const result = await build({
    ...functionBuildOptions(PROJECT_ROOT, entry, ESM_REQUIRE_BANNER, aliases),
    metafile: true,
  });
  const output = Object.values(result.metafile.outputs).find((candidate) => candidate.entryPoint);
  const byPart: Record<string, number> = {};
  const packages = new Set<string>();
  for (const [file, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
    const name = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1];
    if (name !== undefined && bytesInOutput > 0) packages.add(name);
    const pkg = name ?? file.split('/').slice(0, 2).join('/');
    byPart[pkg] = (byPart[pkg] ?? 0) + bytesInOutput;
  }
  const parts = Object.fromEntries(
    Object.entries(byPart)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([part, bytes]) => [part, kb(bytes)]),
  );
  const code = result.outputFiles.find((file) => file.path.endsWith('.mjs'))?.contents ?? new Uint8Array();
  return { bytes: output?.bytes ?? Number.NaN, parts, packages, code };
};

/** The functions' aliases without the shims of `node:http` and `node:process`: what those shims save. */
const WITHOUT_BUILTIN_SHIMS = Object.fromEntries(
  Object.entries(BUNDLE_ALIASES).filter(([name]) => name !== NODE_HTTP_ALIAS && name !== NODE_PROCESS_ALIAS),
);

/**
 * Handlers that do nothing but use the prescribed stack (`bench/floor/`): how much of the size and cold-start targets
 * the libraries alone take, before any code of the project. Each is built as the functions are, started cold in the
 * same run, and invoked once with `event`, reading a table of its own in the same DynamoDB Local.
 */
const FLOORS: readonly Floor[] = [
  {
    entry: 'bench/floor/sdk-only.ts',
    what: 'one DynamoDB read through the document client',
    event: () => floorQuery(),
  },
  {
    entry: 'bench/floor/sdk-powertools.ts',
    what: '+ middy with Powertools Logger, Metrics and Tracer',
    event: () => floorQuery(),
  },
  {
    entry: 'bench/floor/sdk-powertools-zod.ts',
    what: '+ one zod schema, no luxon',
    event: () => floorQuery(),
  },
  {
    entry: 'bench/floor/middy-powertools-zod.ts',
    what: 'middy with Powertools and one zod schema, reading no table (the 405 function)',
    event: () => floorQuery(),
  },
  {
    entry: 'bench/floor/logger-tracer-zod.ts',
    what: 'one read with Powertools Logger and Tracer and one zod schema, no middy, no metrics (the authorizer)',
    event: () => floorQuery(),
  },
  {
    entry: 'bench/floor/sdk-powertools.ts',
    what: 'the same as step 2, built without the `node:http` and `node:process` shims',
    event: () => floorQuery(),
    aliases: WITHOUT_BUILTIN_SHIMS,
  },
  {
    entry: 'bench/floor/whole-stack.ts',
    what: '+ one zod schema and one luxon zone conversion',
    event: () => floorQuery(),
  },
  {
    entry: 'bench/floor/sdk-powertools-zod-no-middy.ts',
    what: 'Powertools by hand without the middy chain and one zod schema, no luxon (the scheduled functions)',
    event: () => floorQuery(),
  },
  {
    entry: 'bench/floor/mcp-sdk.ts',
    what: '+ served as one tool of the official MCP SDK (streamable HTTP, stateless, JSON), as the MCP function serves',
    event: () => mcpToolCall('read', floorArguments()),
  },
  {
    entry: 'bench/floor/mcp-protocol.ts',
    what: "the same tool on the SDK's protocol server through its in-memory transport: step 4 without the HTTP layer",
    event: () => mcpToolCall('read', floorArguments()),
  },
];

/**
 * The floor each function is held to: the handler of `FLOORS` built from the same libraries as the function (every
 * package in the floor's bundle is in the function's too, checked before measuring). The authorizer logs and traces
 * without a middy chain or metrics and validates with zod; the quote lookup, the routes, the estimate and the quote
 * creation have the chain and zod but read no date through luxon (the priced functions' dates are day arithmetic and
 * the zone table of `shared/domain/zone-offsets.ts`); the other REST functions use all of it, what they add on top
 * (preact for the site) being their own work; the scheduled functions Powertools and zod without the chain nor luxon
 * (the bulletin's read-excel-file is its own work); the MCP function's tools, whatever they do, are served through the official MCP SDK; the 405 function has
 * the chain and zod and reads no table.
 */
const FLOOR_OF: Readonly<Record<string, string>> = {
  'functions/authorizer/handler.ts': 'bench/floor/logger-tracer-zod.ts',
  'functions/get-quote/handler.ts': 'bench/floor/sdk-powertools-zod.ts',
  'functions/routes/handler.ts': 'bench/floor/sdk-powertools-zod.ts',
  'functions/estimate/handler.ts': 'bench/floor/sdk-powertools-zod.ts',
  'functions/create-quote/handler.ts': 'bench/floor/sdk-powertools-zod.ts',
  'functions/traffic-bans/handler.ts': 'bench/floor/whole-stack.ts',
  'functions/site/handler.ts': 'bench/floor/whole-stack.ts',
  'functions/fuel-monitor/handler.ts': 'bench/floor/sdk-powertools-zod-no-middy.ts',
  'functions/fuel-ingest/handler.ts': 'bench/floor/sdk-powertools-zod-no-middy.ts',
  'functions/mcp/handler.ts': 'bench/floor/mcp-sdk.ts',
  'functions/method-not-allowed/handler.ts': 'bench/floor/middy-powertools-zod.ts',
};

const floorOf = (entry: string): string => {
  const floor = FLOOR_OF[entry];
  if (floor === undefined) throw new Error(`no floor for ${entry}: add it to FLOOR_OF`);
  return floor;
};

interface Floor {
  readonly entry: string;
  readonly what: string;
  readonly event: () => unknown;
  /** The esbuild aliases it is built with, when not the functions' own. */
  readonly aliases?: Readonly<Record<string, string>>;
}

const floorArguments = () => ({ key: 'bench', day: DateTime.now().toISODate() as string });
const floorQuery = () => apiEvent({ path: '/floor', query: floorArguments() });

export interface FloorResult {
  readonly entry: string;
  readonly what: string;
  /** Built with the functions' own esbuild aliases (the shims included): the one the functions are held to. */
  readonly builtAsFunctions: boolean;
  readonly importMsP50: number;
  readonly firstInvokeMsP50: number;
  readonly bundleKb: number;
  readonly largestParts: Record<string, number>;
  /** Median import + first invocation of the cold starts, wall and CPU, as measured for the functions. */
  readonly importPlusFirstMsP50: number;
  readonly importPlusFirstCpuMsP50: number;
  /** Over the smallest function's of the same run, wall and CPU. */
  readonly coldRatio: number;
  readonly coldCpuRatio: number;
  readonly firstStatus: unknown;
}

export interface BundleResult {
  readonly function: string;
  readonly entry: string;
  /** MemorySize of the function in the template. */
  readonly memoryMb: number;
  readonly bundleKb: number;
  readonly gzipKb: number;
  readonly sourceMapKb: number;
  readonly underSizeTarget: boolean;
  readonly underOneMegabyte: boolean;
  readonly importMsP50: number;
  readonly firstInvokeMsP50: number;
  readonly importPlusFirstMsP50: number;
  /** import + first invocation over the smallest function's of the run, by wall time and by CPU time. */
  readonly coldRatio: number;
  readonly importPlusFirstCpuMsP50: number;
  readonly coldCpuRatio: number;
  readonly underColdTarget: boolean;
  /** The floor of `FLOOR_OF` and the function's import + first invocation over the floor's, wall and CPU. */
  readonly floor: string;
  readonly floorRatio: number;
  readonly floorCpuRatio: number;
  /** Both ratios within `TARGET_FLOOR_RATIO`; null for a case reported but not held to it (the whole calendar). */
  readonly withinFloorTarget: boolean | null;
  readonly warmInvokeMsP50: number;
  readonly rssPeakMb: number;
  readonly firstStatus: unknown;
  readonly withSourceMaps: { readonly importMsP50: number; readonly firstInvokeMsP50: number };
  /** Largest parts of the bundle, KB. */
  readonly largestParts: Record<string, number>;
}

/** The calendar's memory mix (`calendarMemoryMix`) in one warm process, `MIX_RUNS` times. */
export interface CalendarMixResult {
  readonly requests: number;
  readonly memoryMb: number;
  readonly statuses: number[];
  readonly peakRssMb: number[];
  readonly msP50: number;
}

const calendarMix = async (bundle: FunctionBundle, local: LocalDeployment): Promise<CalendarMixResult> => {
  const peaks: number[] = [];
  const times: number[] = [];
  const statuses = new Set<number>();
  const mix = calendarMemoryMix();
  for (let run = 0; run < MIX_RUNS; run += 1) {
    const running = await launch(bundle, local);
    try {
      let peak = 0;
      for (const request of mix) {
        const { result, ms, peakRss } = await running.measure<{ statusCode: number }>(
          apiEvent({ ...request, headers: viaCloudFront(nextIp()) }),
        );
        statuses.add(result.statusCode);
        times.push(ms);
        peak = Math.max(peak, peakRss);
      }
      peaks.push(mb(peak));
    } finally {
      await running.stop();
    }
  }
  return {
    requests: mix.length,
    memoryMb: bundle.memoryMb,
    statuses: [...statuses],
    peakRssMb: peaks,
    msP50: round(median(times)),
  };
};

export const runBundlesBench = async () => {
  if (!NODE)
    console.warn(`Measuring on this process's Node.js ${process.version}: ${howToGetLambdaNode(LAMBDA_RUNTIME.name)}`);
  const outdir = mkdtempSync(path.join(os.tmpdir(), 'bench-cdk-out-'));
  const { app, data, api } = createServiceApp({ outdir, context: { waf: false } });
  app.synth();
  const bundles = functionBundles(outdir, api.stackName);

  const database = process.env.DYNAMODB_ENDPOINT ? undefined : await startDynamoDbLocal();
  const endpoint = process.env.DYNAMODB_ENDPOINT ?? (database?.endpoint as string);
  const workbook = readFileSync(new URL('../test/fixtures/oil-bulletin/prices-history.xlsx', import.meta.url));
  const bulletin = await startFileServer((_request, response) => {
    response.writeHead(200, { 'content-type': XLSX_TYPE });
    response.end(workbook);
  });
  // The functions read the origin secret through the secrets extension: a stand-in on loopback serves it.
  const secretsExtension = await startSecretsExtension({ stages: { AWSCURRENT: ORIGIN_SECRET } });
  try {
    const local = await deployLocally(readTemplate(outdir, data.stackName), {
      endpoint,
      prefix: `bench-${randomUUID().slice(0, 8)}`,
      secretsExtension,
    });
    const { token } = await seedLocally(local, endpoint);
    const cases = bundles
      // The secret rotation is not on any request's path: Secrets Manager calls it once a month. Nor is the watch of
      // the authorities' sources, weekly, which reads their pages on the internet the bench does not reach.
      .filter(
        (candidate) =>
          candidate.entry !== originSecretRotationOperation.entry && candidate.entry !== banSourceWatchOperation.entry,
      )
      .filter((candidate) => !ONLY || ONLY.test(candidate.logicalId))
      .flatMap((bundle) =>
        sampleCases(bundle.entry, token, bulletin.url('/prices-history.xlsx')).map((sample) => ({ bundle, sample })),
      );
    const floors = await buildFloors(
      endpoint,
      cases.map(({ bundle }) => floorOf(bundle.entry)),
    );
    // Each bundle rebuilt once, however many cases it has: its largest parts, and its libraries checked against its
    // floor's before anything is measured.
    const rebuilt = new Map<string, Awaited<ReturnType<typeof rebuild>>>();
    for (const { bundle } of cases) {
      if (rebuilt.has(bundle.entry)) continue;
      const own = await rebuild(bundle.entry);
      rebuilt.set(bundle.entry, own);
      const floor = builtFloorOf(floors, bundle.entry);
      const missing = [...floor.packages].filter((name) => !own.packages.has(name));
      if (missing.length > 0)
        throw new Error(`${bundle.entry} does not use ${missing.join(', ')} of its floor ${floor.entry}: see FLOOR_OF`);
    }
    // Every function, with and without source maps, and every floor in the same rounds: the cold starts of a case
    // are spread over the whole run.
    const coldRuns = await interleavedColdStarts([
      ...cases.map(({ bundle, sample }) => ({
        start: () => launch(bundle, local, { env: sample.env }),
        event: sample.event,
        warmRuns: WARM_RUNS,
      })),
      ...floors.map((floor) => ({ start: floor.start, event: floor.event, warmRuns: 0 })),
      ...cases.map(({ bundle, sample }) => ({
        start: () => launch(bundle, local, { env: sample.env, sourceMaps: true }),
        event: sample.event,
        warmRuns: 0,
        rounds: Math.max(3, Math.ceil(COLD_RUNS / 2)),
      })),
    ]);
    const measured: BundleResult[] = [];
    const floorResults = floorsMeasured(floors, coldRuns.slice(cases.length, cases.length + floors.length));
    for (const [index, { bundle, sample }] of cases.entries()) {
      const runs = coldRuns[index] ?? [];
      const mapped = coldRuns[cases.length + floors.length + index] ?? [];
      const code = readFileSync(bundle.modulePath);
      const largestParts = rebuilt.get(bundle.entry)?.parts ?? {};
      const importMs = median(runs.map((r) => r.importMs));
      const firstMs = median(runs.map((r) => r.firstInvokeMs));
      const coldMs = median(runs.map((r) => r.importMs + r.firstInvokeMs));
      const result: BundleResult = {
        function: `${bundle.logicalId.replace(/Function[0-9A-F]{8}$/, '')}${sample.label ? ` (${sample.label})` : ''}`,
        entry: bundle.entry,
        memoryMb: bundle.memoryMb,
        bundleKb: kb(code.length),
        gzipKb: kb(gzipSync(code).length),
        sourceMapKb: kb(statSync(`${bundle.modulePath}.map`).size),
        underSizeTarget: code.length < TARGET_BUNDLE_KB * 1024,
        underOneMegabyte: code.length < TARGET_MAX_BUNDLE_BYTES,
        importMsP50: round(importMs),
        firstInvokeMsP50: round(firstMs),
        importPlusFirstMsP50: round(coldMs),
        // Filled in once every function is measured.
        coldRatio: Number.NaN,
        importPlusFirstCpuMsP50: round(median(runs.map((r) => r.coldCpuMs))),
        coldCpuRatio: Number.NaN,
        underColdTarget: coldMs < TARGET_COLD_MS,
        // Filled in with the floors'.
        floor: floorOf(bundle.entry),
        floorRatio: Number.NaN,
        floorCpuRatio: Number.NaN,
        withinFloorTarget: sample.heldToFloor === false ? null : false,
        warmInvokeMsP50: round(runs[0]?.warmP50Ms ?? Number.NaN, 2),
        rssPeakMb: Math.max(...runs.map((r) => r.rssPeakMb)),
        firstStatus: runs[0]?.status,
        withSourceMaps: {
          importMsP50: round(median(mapped.map((r) => r.importMs))),
          firstInvokeMsP50: round(median(mapped.map((r) => r.firstInvokeMs))),
        },
        largestParts,
      };
      console.log(JSON.stringify(result));
      measured.push(result);
    }
    const results = withFloorRatios(withColdRatios(measured), floorResults);
    for (const r of results) {
      console.log(
        `${r.function}: ${r.importPlusFirstMsP50} ms (${r.coldRatio}x), CPU ${r.importPlusFirstCpuMsP50} ms (${r.coldCpuRatio}x); ` +
          `${r.floorRatio}x ${r.floor} (CPU ${r.floorCpuRatio}x), within ${TARGET_FLOOR_RATIO}x: ${r.withinFloorTarget ?? 'not held'}`,
      );
    }
    const floorsWithRatios = floorResults.map((floor) => ({ ...floor, ...coldRatiosTo(results)(floor) }));
    for (const f of floorsWithRatios) {
      console.log(
        `${f.entry}: ${f.importPlusFirstMsP50} ms (${f.coldRatio}x), CPU ${f.importPlusFirstCpuMsP50} ms (${f.coldCpuRatio}x)`,
      );
    }
    if (ONLY || PROFILE_ARGS.length > 0) return undefined;
    const calendar = bundles.find((bundle) => bundle.entry === 'functions/traffic-bans/handler.ts');
    if (!calendar) throw new Error('no traffic-bans bundle');
    const mix = await calendarMix(calendar, local);
    console.log(JSON.stringify({ calendarMix: mix }));
    const environment: BundlesEnvironment = {
      date: new Date().toISOString(),
      // The bundles run on the Lambda runtime's Node.js; the bench itself on this one.
      bundlesNode: NODE
        ? `${LAMBDA_RUNTIME.name} → ${NODE.source}`
        : `${process.version} (no ${LAMBDA_RUNTIME.name} here)`,
      node: process.version,
      cpu: os.cpus()[0]?.model ?? 'unknown',
      cores: os.cpus().length,
      // Other work on the machine inflates every time; read the numbers against this.
      loadAverage: os.loadavg().map((load) => round(load, 2)),
      // How long the cold starts waited for a quiet machine, and how many started without one.
      settling: {
        medianWaitMs: median(settling.map((wait) => wait.waitedMs)),
        notQuiet: settling.filter((wait) => !wait.quiet).length,
        of: settling.length,
      },
      coldRuns: COLD_RUNS,
      warmRuns: WARM_RUNS,
      targets: {
        bundleKb: TARGET_BUNDLE_KB,
        maxBundleBytes: TARGET_MAX_BUNDLE_BYTES,
        importPlusFirstMs: TARGET_COLD_MS,
        coldRatio: TARGET_COLD_RATIO,
        floorRatio: TARGET_FLOOR_RATIO,
      },
    };
    mkdirSync(RESULTS, { recursive: true });
    writeFileSync(
      path.join(RESULTS, 'bundles.json'),
      `${JSON.stringify({ environment, results, calendarMix: mix, floors: floorsWithRatios }, null, 2)}\n`,
    );
    writeFileSync(path.join(RESULTS, 'bundles.md'), markdown(environment, results, mix, floorsWithRatios));
    return { environment, results, calendarMix: mix, floors: floorsWithRatios };
  } finally {
    await secretsExtension.close();
    await bulletin.close();
    await database?.stop();
  }
};

/** A floor built into a folder of its own, ready to be started cold. */
interface BuiltFloor extends Floor {
  readonly bytes: number;
  readonly parts: Record<string, number>;
  readonly packages: ReadonlySet<string>;
  readonly start: () => Promise<BundleProcess>;
}

/**
 * The floors (`FLOORS`; when `BENCH_ONLY` is set, those it matches and those the measured functions are held to,
 * `needed`), each built as the functions are, with a table of their own in the bench's DynamoDB Local to read.
 */
const buildFloors = async (endpoint: string, needed: readonly string[]): Promise<BuiltFloor[]> => {
  const chosen = FLOORS.filter(
    (floor) => !ONLY || ONLY.test(floor.entry) || (floor.aliases === undefined && needed.includes(floor.entry)),
  );
  if (chosen.length === 0) return [];
  const tableName = `bench-floor-${randomUUID().slice(0, 8)}`;
  await new DynamoDBClient({
    endpoint,
    region: 'eu-west-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }).send(
    new CreateTableCommand({
      TableName: tableName,
      AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
      KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
      BillingMode: 'PAY_PER_REQUEST',
    }),
  );
  const env = {
    AWS_ENDPOINT_URL_DYNAMODB: endpoint,
    AWS_REGION: 'eu-west-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    TZ: 'UTC',
    POWERTOOLS_SERVICE_NAME: 'bench-floor',
    POWERTOOLS_METRICS_NAMESPACE: 'bench-floor',
    TABLE_NAME: tableName,
  };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-floor-'));
  const built: BuiltFloor[] = [];
  for (const [index, floor] of chosen.entries()) {
    const { bytes, parts, packages, code } = await rebuild(floor.entry, floor.aliases);
    const name = path.basename(floor.entry, '.ts');
    const modulePath = path.join(dir, `${index}-${name}`, 'index.mjs');
    mkdirSync(path.dirname(modulePath));
    writeFileSync(modulePath, code);
    built.push({
      ...floor,
      bytes,
      parts,
      packages,
      start: () => startBundle(modulePath, name, env, { execPath: NODE?.execPath }),
    });
  }
  return built;
};

/** The floor a function is held to, as built with the functions' own aliases. */
const builtFloorOf = <F extends { readonly entry: string; readonly aliases?: unknown }>(
  floors: readonly F[],
  entry: string,
): F => {
  const floor = floors.find((candidate) => candidate.entry === floorOf(entry) && candidate.aliases === undefined);
  if (floor === undefined) throw new Error(`the floor of ${entry} was not built`);
  return floor;
};

/** The floors' results from their cold starts; their ratios to the smallest function are filled in afterwards. */
const floorsMeasured = (floors: readonly BuiltFloor[], coldRuns: readonly ColdStart[][]): FloorResult[] =>
  floors.map((floor, index) => {
    const runs = coldRuns[index] ?? [];
    return {
      entry: floor.entry,
      what: floor.what,
      builtAsFunctions: floor.aliases === undefined,
      bundleKb: kb(floor.bytes),
      largestParts: floor.parts,
      importMsP50: round(median(runs.map((r) => r.importMs))),
      firstInvokeMsP50: round(median(runs.map((r) => r.firstInvokeMs))),
      importPlusFirstMsP50: round(median(runs.map((r) => r.importMs + r.firstInvokeMs))),
      importPlusFirstCpuMsP50: round(median(runs.map((r) => r.coldCpuMs))),
      coldRatio: Number.NaN,
      coldCpuRatio: Number.NaN,
      firstStatus: runs[0]?.status,
    };
  });

/**
 * Each function's import + first invocation over its floor's (`FLOOR_OF`) of the same run, by wall and CPU time,
 * and whether both are within `TARGET_FLOOR_RATIO` (left null for a case not held to it).
 */
const withFloorRatios = (results: readonly BundleResult[], floors: readonly FloorResult[]): BundleResult[] =>
  results.map((r) => {
    const floor = floors.find((candidate) => candidate.entry === r.floor && candidate.builtAsFunctions);
    if (floor === undefined) throw new Error(`the floor of ${r.entry} was not measured`);
    const floorRatio = round(r.importPlusFirstMsP50 / floor.importPlusFirstMsP50, 2);
    const floorCpuRatio = round(r.importPlusFirstCpuMsP50 / floor.importPlusFirstCpuMsP50, 2);
    return {
      ...r,
      floorRatio,
      floorCpuRatio,
      withinFloorTarget:
        r.withinFloorTarget === null ? null : Math.max(floorRatio, floorCpuRatio) <= TARGET_FLOOR_RATIO,
    };
  });

/** Each function's import + first invocation over the smallest of the run, by wall time and by CPU time. */
const withColdRatios = (results: readonly BundleResult[]): BundleResult[] => {
  const ratios = coldRatiosTo(results);
  return results.map((r) => ({ ...r, ...ratios(r) }));
};

/**
 * Import + first invocation over the smallest function's of `results`, by wall time and by CPU time; no ratio when
 * no function was measured (`BENCH_ONLY` matching floors only).
 */
const coldRatiosTo = (results: readonly BundleResult[]) => {
  const smallestWall = results.length > 0 ? Math.min(...results.map((r) => r.importPlusFirstMsP50)) : Number.NaN;
  const smallestCpu = results.length > 0 ? Math.min(...results.map((r) => r.importPlusFirstCpuMsP50)) : Number.NaN;
  return (cold: { readonly importPlusFirstMsP50: number; readonly importPlusFirstCpuMsP50: number }) => ({
    coldRatio: round(cold.importPlusFirstMsP50 / smallestWall, 2),
    coldCpuRatio: round(cold.importPlusFirstCpuMsP50 / smallestCpu, 2),
  });
};

/** Where and how a run measured. */
interface BundlesEnvironment {
  readonly date: string;
  readonly bundlesNode: string;
  readonly node: string;
  readonly cpu: string;
  readonly cores: number;
  readonly loadAverage: readonly number[];
  readonly settling: { readonly medianWaitMs: number; readonly notQuiet: number; readonly of: number };
  readonly coldRuns: number;
  readonly warmRuns: number;
  readonly targets: Readonly<Record<string, number>>;
}

const markdown = (
  environment: BundlesEnvironment,
  results: BundleResult[],
  mix: CalendarMixResult,
  floors: FloorResult[],
) => {
  const settle = environment.settling;
  const yes = (ok: boolean) => (ok ? 'yes' : '**no**');
  const rows = results.map(
    (r) =>
      `| ${r.function} | ${r.memoryMb} | ${r.bundleKb} | ${r.gzipKb} | ${yes(r.underSizeTarget)} | ${yes(r.underOneMegabyte)} | ${r.importMsP50} | ${r.firstInvokeMsP50} | ` +
      `${r.importPlusFirstMsP50} | ${yes(r.underColdTarget)} | ${r.coldRatio} | ${r.importPlusFirstCpuMsP50} | ${r.coldCpuRatio} | ${yes(Math.max(r.coldRatio, r.coldCpuRatio) <= TARGET_COLD_RATIO)} | ${r.warmInvokeMsP50} | ${r.rssPeakMb} | ` +
      `${r.withSourceMaps.importMsP50} / ${r.withSourceMaps.firstInvokeMsP50} | ${r.firstStatus} |`,
  );
  return `# Lambda bundles: size and cold start

Measured by \`npx tsx bench/bundles.ts\` on the \`index.mjs\` files of a fresh \`cdk synth\` (minified ESM,
AWS SDK bundled), each imported in a new process of the Lambda runtime's Node.js (a cold start) and invoked with a
representative event against DynamoDB Local, over plain HTTP where Lambda reaches DynamoDB over HTTPS (the AWS SDK
loads its HTTP agent on the first request, a cost Lambda does not have). Medians of ${environment.coldRuns} cold starts, taken in
rounds (each round starts every function, with and without source maps, and every floor once, so that passing load
falls on all of them alike); warm = median of
${environment.warmRuns} further invocations in one process; peak RSS = the highest resident set size of any of
those processes (what Lambda reports as Max Memory Used); memory = the function's \`MemorySize\`. Targets: bundle
under ${TARGET_BUNDLE_KB} KB and in any case under 1 MB (10^6 bytes); import + first invocation within ${TARGET_FLOOR_RATIO}x of the
function's floor of the same run (the next table; the whole calendar's first request reported, not held to it). The
earlier cold-start marks are still shown: under ${TARGET_COLD_MS} ms, and no function over ${TARGET_COLD_RATIO}x the smallest function's.
Other work on a shared machine inflates wall times unevenly, so each ratio is also taken on CPU time (user and
system, every thread of the process), which that work does not inflate; a ratio target holds when both meet it.

Machine: ${environment.cpu} (${environment.cores} cores), load average ${String(environment.loadAverage)}; before each cold
start the bench waited for a quiet machine (\`bench/quiet.ts\`), ${settle.medianWaitMs} ms median, ${settle.notQuiet} of ${settle.of} starts without one;
bundles on ${environment.bundlesNode}; ${environment.date}.

| function | memory MB | bundle KB | gzip KB | < ${TARGET_BUNDLE_KB} KB | < 1 MB | import ms | first invoke ms | import + first ms | < ${TARGET_COLD_MS} ms | x smallest | CPU import + first ms | x smallest (CPU) | <= ${TARGET_COLD_RATIO}x | warm ms | peak RSS MB | with --enable-source-maps: import / first ms | first status |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

Against each function's floor (\`FLOOR_OF\` in \`bench/bundles.ts\`: the handler of \`bench/floor/\` built from the same
libraries, each of the floor's packages checked to be in the function's bundle), medians of the same rounds:

| function | floor | floor import / first / import + first ms | function import / first / import + first ms | x floor | x floor (CPU) | <= ${TARGET_FLOOR_RATIO}x |
|---|---|---|---|---|---|---|
${results
  .map((r) => {
    const floor = floors.find((candidate) => candidate.entry === r.floor && candidate.builtAsFunctions);
    const held = r.withinFloorTarget === null ? 'reported, not held' : yes(r.withinFloorTarget);
    return `| ${r.function} | \`${r.floor}\` | ${floor?.importMsP50} / ${floor?.firstInvokeMsP50} / ${floor?.importPlusFirstMsP50} | ${r.importMsP50} / ${r.firstInvokeMsP50} / ${r.importPlusFirstMsP50} | ${r.floorRatio} | ${r.floorCpuRatio} | ${held} |`;
  })
  .join('\n')}

The driving-ban calendar under its memory mix (\`test/infra/support/calendar-mix.ts\`): ${mix.requests} distinct
requests (six languages, nine start months, with and without the night bans) in one warm process, ${mix.peakRssMb.length}
fresh processes; statuses ${mix.statuses.join(', ')}, median ${mix.msP50} ms per request. Peak RSS per process:
**${mix.peakRssMb.join(' / ')} MB** against the function's ${mix.memoryMb} MB (the bundle test's bound is 512 MB).

Largest parts of each bundle (KB, from an esbuild rebuild with the same options):

| function | largest parts |
|---|---|
${results
  .filter((r, index) => results.findIndex((other) => other.entry === r.entry) === index)
  .map(
    (r) =>
      `| ${r.function.replace(/ \(.*\)$/, '')} | ${Object.entries(r.largestParts)
        .map(([part, size]) => `${part} ${size}`)
        .join(', ')} |`,
  )
  .join('\n')}

The floors under the size and cold-start targets: handlers in \`bench/floor/\` that use only the prescribed
libraries, built the same way, started cold in the same rounds as the functions against a table of their own
(ratios to the smallest function above). A function with the middy chain cannot be smaller than \`sdk-powertools.ts\`,
nor one that also uses zod and luxon (the calendar and the site) smaller than
\`whole-stack.ts\`; the MCP function's tools, whatever they do, stand on \`mcp-sdk.ts\`, and \`mcp-protocol.ts\`, the
same tool on the SDK's protocol server without its HTTP layer, shows how much of that is HTTP. The routes, the
quote lookup, the estimate and the quote creation use zod without luxon (\`sdk-powertools-zod.ts\`), the authorizer has no middy chain nor metrics
(\`logger-tracer-zod.ts\`), the scheduled functions no middy chain (\`sdk-powertools-zod-no-middy.ts\`), the 405 function
reads no table (\`middy-powertools-zod.ts\`). The same \`sdk-powertools.ts\` built
without the \`node:http\` and \`node:process\` shims shows what those save.

| handler | does | bundle KB | < ${TARGET_BUNDLE_KB} KB | import + first ms | x smallest | CPU import + first ms | x smallest (CPU) | first status | largest parts |
|---|---|---|---|---|---|---|---|---|---|
${floors
  .map(
    (f) =>
      `| \`${f.entry}\` | ${f.what} | ${f.bundleKb} | ${yes(f.bundleKb < TARGET_BUNDLE_KB)} | ${f.importPlusFirstMsP50} | ${f.coldRatio} | ${f.importPlusFirstCpuMsP50} | ${f.coldCpuRatio} | ${f.firstStatus} | ${Object.entries(
        f.largestParts,
      )
        .map(([part, size]) => `${part} ${size}`)
        .join(', ')} |`,
  )
  .join('\n')}
`;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runBundlesBench();
}
