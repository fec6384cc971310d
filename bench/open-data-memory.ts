import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { apiEvent, lambdaContext } from '#test/support/api-event.ts';
import { bundleChild, runChild } from './child-bundle.ts';
import { unlimitedQuota } from './unlimited-quota.ts';

/**
 * The memory of the traffic-bans function under a mix of large answers: 108 distinct calendar requests (six
 * languages, nine start months, with and without include=night), each from its first day to the end of the window,
 * gzip accepted as CloudFront asks. Each run is a fresh process holding the function alone; its peak RSS is the
 * figure. Run through tsx (as `npm start` and the tests) and as one esbuild bundle run by plain Node.js (as deployed).
 */

const HERE = fileURLToPath(import.meta.url);
const LANGUAGES = ['en', 'es', 'ro', 'it', 'fr', 'de'] as const;
const START_MONTHS = 9;
export const MEMORY_TARGET_MB = 512;

type Invoke = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

export interface MemoryRun {
  readonly requests: number;
  /** RSS once the function is loaded, before its first request. */
  readonly loadedRssMb: number;
  readonly peakRssMb: number;
  /** Bytes sent in all, as the function returned them (the large answers gzipped). */
  readonly sentMb: number;
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/**
 * This process's peak RSS. On Linux getrusage's maxrss survives exec, so a child spawned by a large parent would
 * report the parent's peak; VmHWM belongs to the process image alone.
 */
const peakRssMb = (): number => {
  const status = '/proc/self/status';
  const hwm = existsSync(status) ? /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(status, 'utf8'))?.[1] : undefined;
  return Math.round(hwm === undefined ? process.resourceUsage().maxRSS / 1024 : Number(hwm) / 1024);
};

/** The mix's queries, in the order it sends them, for a window whose first year is `year` and which ends on `to`. */
export const memoryMixQueries = (year: number, to: string): Record<string, string>[] =>
  [[], ['night']].flatMap((include) =>
    LANGUAGES.flatMap((lang) =>
      Array.from({ length: START_MONTHS }, (_, index) => ({
        lang,
        from: `${year}-${String(index + 1).padStart(2, '0')}-01`,
        to,
        ...(include.length > 0 ? { include: include.join(',') } : {}),
      })),
    ),
  );

export const event = (query: Record<string, string>, sourceIp: string): APIGatewayProxyEventV2 =>
  apiEvent({ path: '/api/geo/traffic-bans', query, sourceIp, headers: { 'accept-encoding': 'gzip' } });

/** One per invocation: its remaining time counts down from when it is made, as an invocation's does. */
export const context = (): Context => lambdaContext('bench');

/**
 * Inside a fresh process: the calendar's handler over a quota store that always allows, its modules loaded only
 * now (after the environment they read), and the window of today.
 */
export const calendarInChild = async () => {
  Object.assign(process.env, {
    RATE_LIMIT_TABLE_NAME: 'bench-rate-limit',
    POWERTOOLS_LOG_LEVEL: 'SILENT',
    POWERTOOLS_METRICS_DISABLED: 'true',
  });
  const { containerComposition } = await import('#shared/operations/composition.ts');
  const { trafficBansHandler } = await import('#functions/traffic-bans/traffic-bans.ts');
  const { windowAt } = await import('#shared/operations/traffic-bans/calendar-responses.ts');
  const handler = trafficBansHandler({ ...containerComposition(), rateLimits: unlimitedQuota }) as unknown as Invoke;
  return { handler, window: windowAt(new Date()) };
};

/** Inside the fresh process: the handler, then the mix once. */
const child = async (): Promise<MemoryRun> => {
  const { handler, window } = await calendarInChild();
  const year = window.years[0] as number;
  const loadedRssMb = mb(process.memoryUsage().rss);
  let requests = 0;
  let sent = 0;
  for (const query of memoryMixQueries(year, window.to)) {
    // A client address per request: this measures memory, not the quota.
    const response = await handler(event(query, `192.0.2.${(requests % 200) + 1}`), context());
    if (response.statusCode !== 200) throw new Error(`${JSON.stringify(query)} answered ${response.statusCode}`);
    requests += 1;
    sent += Buffer.byteLength(response.body ?? '');
  }
  return { requests, loadedRssMb, peakRssMb: peakRssMb(), sentMb: mb(sent) };
};

const runMemoryChild = (command: readonly string[]): MemoryRun =>
  runChild<MemoryRun>(command, ['--memory-child'], 'memory', 120_000);

export interface MemoryResults {
  readonly mix: string;
  readonly runsPerMode: number;
  readonly targetPeakRssMb: number;
  readonly tsx: readonly MemoryRun[];
  readonly bundle: readonly MemoryRun[];
  readonly worstPeakRssMb: number;
  readonly met: boolean;
}

export const runMemoryBench = async (runs = Number(process.env.BENCH_MEMORY_RUNS ?? 3)): Promise<MemoryResults> => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'open-data-memory-'));
  try {
    const bundle = await bundleChild(HERE, dir, 'open-data-memory');
    const tsx: MemoryRun[] = [];
    const bundled: MemoryRun[] = [];
    for (let run = 0; run < runs; run += 1) {
      tsx.push(runMemoryChild([process.execPath, '--import', 'tsx', HERE]));
      bundled.push(runMemoryChild([process.execPath, bundle]));
    }
    const worstPeakRssMb = Math.max(...[...tsx, ...bundled].map((run) => run.peakRssMb));
    return {
      mix: `${LANGUAGES.length * START_MONTHS * 2} distinct calendar requests: ${LANGUAGES.length} languages x ${START_MONTHS} start months x with/without include=night, to the end of the window, Accept-Encoding: gzip`,
      runsPerMode: runs,
      targetPeakRssMb: MEMORY_TARGET_MB,
      tsx,
      bundle: bundled,
      worstPeakRssMb,
      met: worstPeakRssMb < MEMORY_TARGET_MB,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

if (process.argv.includes('--memory-child')) {
  child()
    .then((run) => console.log(`memory=${JSON.stringify(run)}`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
} else if (import.meta.url === `file://${process.argv[1]}`) {
  runMemoryBench()
    .then((results) => console.log(JSON.stringify(results, null, 2)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
