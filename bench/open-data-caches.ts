import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { ByteBoundedCache } from '#shared/http/byte-bounded-cache.ts';
import { runChild } from './child-bundle.ts';
import { calendarInChild, context, event, memoryMixQueries } from './open-data-memory.ts';

/**
 * The memory bench's comparison of the calendar function's two response caches, `byteBoundedCache`
 * (`shared/http/byte-bounded-cache.ts`) and `LRUCache` of lru-cache with `maxSize` and `sizeCalculation`, on the
 * same workload: the bodies and gzipped copies of the memory mix (`open-data-memory.ts`), their sizes taken from
 * the function's own answers, put through each cache at the function's bounds, then a skewed stream of the same
 * requests, then a micro-benchmark of get and set at the bound. Each cache in a fresh process of its own.
 *
 * `npx tsx bench/open-data-caches.ts` runs it alone and records it in bench/results/open-data.{md,json}.
 */

const HERE = fileURLToPath(import.meta.url);
/** lru-cache 11 as installed (see `lru-byte-bounded-cache.ts`). */
const LRU_CACHE_DIR = fileURLToPath(new URL('../node_modules/path-scurry/node_modules/lru-cache/', import.meta.url));
const SKEWED_REQUESTS = 2_000;
/** A multiple of the micro-benchmark's 4,096 keys: after the sets, the keys held are the second half. */
const MICRO_OPS = 409_600;

export type Implementation = 'byteBoundedCache' | 'lru-cache';

/** One entry of the workload: a body of the mix and, when the function gzips it, its gzipped copy in base64. */
interface WorkloadEntry {
  readonly key: string;
  readonly chars: number;
  /** Some character outside Latin-1: V8 keeps the string two bytes per character. */
  readonly twoByte: boolean;
  readonly gzipChars: number | null;
}

interface Workload {
  readonly bodyBound: number;
  readonly gzipBound: number;
  readonly entries: readonly WorkloadEntry[];
}

export interface CacheRun {
  readonly implementation: Implementation;
  readonly version: string;
  readonly requests: number;
  readonly hits: number;
  readonly misses: number;
  /** A digest of hit or miss, entries held and bytes held after every request: equal digests, equal behaviour. */
  readonly behaviourDigest: string;
  /** The most bytes held, as counted, at any point, per cache, against its bound. */
  readonly maxBodyBytes: number;
  readonly maxGzipBytes: number;
  readonly heldEntries: number;
  /** Bytes counted (two per character) and bytes the strings occupy (one per Latin-1 character) at the end. */
  readonly heldCountedMb: number;
  readonly heldStringMb: number;
  /** Heap with the caches full less the heap once they are cleared, both after a full collection. */
  readonly heapHeldMb: number;
  readonly rssMb: number;
  readonly peakRssMb: number;
  /** Time inside get and set over the replay, per call. */
  readonly replayGetNs: number;
  readonly replaySetNs: number;
  /** The micro-benchmark at the bound: 16 MiB of 8 KB entries (2,048 held of 4,096 keys), every set evicting one. */
  readonly microSetNs: number;
  readonly microGetHitNs: number;
  readonly microGetMissNs: number;
}

/** A function's bundle as deployed and built with lru-cache in place of `byteBoundedCache`, bytes. */
export interface BundleWeight {
  readonly entry: string;
  readonly ours: number;
  readonly withLruCache: number;
}

export interface CacheComparison {
  readonly measuredAt: string;
  readonly node: string;
  readonly workload: string;
  /** The functions that bundle the cache, weighed both ways against the 1,000,000-byte bound. */
  readonly bundles: readonly BundleWeight[];
  readonly bodyBoundMb: number;
  readonly gzipBoundMb: number;
  readonly runs: readonly CacheRun[];
  /** Every run of both implementations had the same digest. */
  readonly sameBehaviour: boolean;
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

const peakRssMb = (): number => {
  const hwm = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
  return Math.round(Number(hwm) / 1024);
};

const outsideLatin1 = (text: string): boolean => {
  for (let index = 0; index < text.length; index += 1) if (text.charCodeAt(index) > 0xff) return true;
  return false;
};

/** In a fresh process: the function's answers to the mix, each body's size and its gzipped copy's. */
const workloadChild = async (): Promise<Workload> => {
  const { handler, window } = await calendarInChild();
  const { CALENDAR_BODY_CACHE_BYTES } = await import('#shared/operations/traffic-bans/calendar-responses.ts');
  const { GZIP_CACHE_BYTES } = await import('#shared/http/open-data.ts');
  const entries: WorkloadEntry[] = [];
  for (const [index, query] of memoryMixQueries(window.years[0] as number, window.to).entries()) {
    const response = await handler(event(query, `192.0.2.${(index % 200) + 1}`), context());
    if (response.statusCode !== 200) throw new Error(`${JSON.stringify(query)} answered ${response.statusCode}`);
    const sent = response.body ?? '';
    const gzipped = response.isBase64Encoded === true;
    const body = gzipped ? gunzipSync(Buffer.from(sent, 'base64')).toString('utf8') : sent;
    entries.push({
      key: JSON.stringify(query),
      chars: body.length,
      twoByte: outsideLatin1(body),
      gzipChars: gzipped ? sent.length : null,
    });
  }
  return { bodyBound: CALENDAR_BODY_CACHE_BYTES, gzipBound: GZIP_CACHE_BYTES, entries };
};

/** A new flat string of `chars` characters, one or two bytes each, as a freshly serialised body is. */
const freshString = (chars: number, twoByte: boolean, salt: number): string => {
  const text = (twoByte ? 'ă' : String.fromCharCode(97 + (salt % 26))).repeat(chars);
  // repeat builds a tree of halves; reading a character flattens it into one string of its full size.
  text.charCodeAt(0);
  return text;
};

/** The implementation's cache of strings: ours, or the same interface over lru-cache (`lru-byte-bounded-cache.ts`). */
const candidate = async (
  implementation: Implementation,
  maxBytes: number,
): Promise<ByteBoundedCache<string, string>> => {
  if (implementation === 'lru-cache') {
    const { byteBoundedCache, stringBytes } = await import('./lru-byte-bounded-cache.ts');
    return byteBoundedCache<string, string>({ maxBytes, sizeOf: stringBytes });
  }
  const { byteBoundedCache, stringBytes } = await import('#shared/http/byte-bounded-cache.ts');
  return byteBoundedCache<string, string>({ maxBytes, sizeOf: stringBytes });
};

/** A deterministic generator (a 32-bit LCG), so that both implementations see the same stream. */
const seeded = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
};

/**
 * The requests replayed: the mix in order, as the memory bench sends it, then `SKEWED_REQUESTS` drawn from the same
 * requests with Zipf weights (the i-th most asked for 1/i as often as the first), over an order shuffled once.
 */
const replayOrder = (count: number): number[] => {
  const random = seeded(33);
  const ranked = Array.from({ length: count }, (_, index) => index);
  for (let index = ranked.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [ranked[index], ranked[other]] = [ranked[other] as number, ranked[index] as number];
  }
  const weights = ranked.map((_, rank) => 1 / (rank + 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const skewed = Array.from({ length: SKEWED_REQUESTS }, () => {
    let left = random() * total;
    for (const [rank, weight] of weights.entries()) {
      left -= weight;
      if (left <= 0) return ranked[rank] as number;
    }
    return ranked[0] as number;
  });
  return [...ranked.keys(), ...skewed];
};

const gc = () => {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (collect === undefined) throw new Error('run with --expose-gc');
  collect();
  collect();
};

const nsSince = (start: bigint) => Number(process.hrtime.bigint() - start);

/** In a fresh process: the workload through one implementation, then the micro-benchmark. */
const cacheChild = async (implementation: Implementation, workloadFile: string): Promise<CacheRun> => {
  const workload = JSON.parse(readFileSync(workloadFile, 'utf8')) as Workload;
  const bodies = await candidate(implementation, workload.bodyBound);
  const gzipped = await candidate(implementation, workload.gzipBound);
  const digest = createHash('sha256');
  let hits = 0;
  let misses = 0;
  let gets = 0;
  let sets = 0;
  let getNs = 0;
  let setNs = 0;
  let maxBodyBytes = 0;
  let maxGzipBytes = 0;
  /** get, and on a miss set a fresh value: what `remember` does in the function. */
  const remember = (cache: ByteBoundedCache<string, string>, key: string, make: () => string) => {
    let start = process.hrtime.bigint();
    const cached = cache.get(key);
    getNs += nsSince(start);
    gets += 1;
    if (cached !== undefined) {
      hits += 1;
      digest.update('h');
      return;
    }
    misses += 1;
    digest.update('m');
    const value = make();
    start = process.hrtime.bigint();
    cache.set(key, value);
    setNs += nsSince(start);
    sets += 1;
  };
  const order = replayOrder(workload.entries.length);
  for (const [step, index] of order.entries()) {
    const entry = workload.entries[index] as WorkloadEntry;
    remember(bodies, entry.key, () => freshString(entry.chars, entry.twoByte, step));
    if (entry.gzipChars !== null) {
      const chars = entry.gzipChars;
      remember(gzipped, entry.key, () => freshString(chars, false, step));
    }
    maxBodyBytes = Math.max(maxBodyBytes, bodies.bytes);
    maxGzipBytes = Math.max(maxGzipBytes, gzipped.bytes);
    digest.update(`${bodies.size}/${bodies.bytes}/${gzipped.size}/${gzipped.bytes};`);
  }
  // What the held strings occupy: each held key's string, one or two bytes per character.
  let heldStringBytes = 0;
  for (const entry of workload.entries) {
    const body = bodies.get(entry.key);
    if (body !== undefined) heldStringBytes += body.length * (entry.twoByte ? 2 : 1);
    const copy = gzipped.get(entry.key);
    if (copy !== undefined) heldStringBytes += copy.length;
  }
  const heldCountedBytes = bodies.bytes + gzipped.bytes;
  const heldEntries = bodies.size + gzipped.size;
  gc();
  const full = process.memoryUsage();
  bodies.clear();
  gzipped.clear();
  gc();
  const empty = process.memoryUsage();
  const micro = await microBenchmark(implementation);
  return {
    implementation,
    version:
      implementation === 'lru-cache'
        ? `lru-cache ${(JSON.parse(readFileSync(path.join(LRU_CACHE_DIR, 'package.json'), 'utf8')) as { version: string }).version}`
        : 'shared/http/byte-bounded-cache.ts',
    requests: order.length,
    hits,
    misses,
    behaviourDigest: digest.digest('hex').slice(0, 16),
    maxBodyBytes,
    maxGzipBytes,
    heldEntries,
    heldCountedMb: mb(heldCountedBytes),
    heldStringMb: mb(heldStringBytes),
    heapHeldMb: mb(full.heapUsed - empty.heapUsed),
    rssMb: mb(full.rss),
    peakRssMb: peakRssMb(),
    replayGetNs: Math.round(getNs / gets),
    replaySetNs: Math.round(setNs / sets),
    ...micro,
  };
};

/** Get and set at the bound, on small entries, where the cache's own work is all there is to time. */
const microBenchmark = async (implementation: Implementation) => {
  const keys = Array.from({ length: 4_096 }, (_, index) => `k${index}`);
  const values = keys.map((_, index) => freshString(4_096, false, index));
  const cache = await candidate(implementation, 16 * 1024 * 1024);
  const timeOps = (op: (index: number) => unknown): number => {
    let sink = 0;
    const start = process.hrtime.bigint();
    for (let index = 0; index < MICRO_OPS; index += 1) if (op(index) !== undefined) sink += 1;
    const ns = nsSince(start);
    if (sink < 0) throw new Error('unreachable');
    return Math.round((ns / MICRO_OPS) * 10) / 10;
  };
  // Keys in turn: once 2,048 are held, every set of the next key evicts the least recent one.
  const set = (index: number) => cache.set(keys[index % 4_096] as string, values[index % 4_096] as string);
  timeOps(set);
  const microSetNs = timeOps(set);
  const microGetHitNs = timeOps((index) => cache.get(keys[2_048 + (index % 2_048)] as string));
  const microGetMissNs = timeOps((index) => cache.get(keys[index % 2_048] as string));
  if (cache.size !== 2_048) throw new Error(`expected 2048 entries at the bound, held ${cache.size}`);
  return { microSetNs, microGetHitNs, microGetMissNs };
};

const IMPLEMENTATIONS: readonly Implementation[] = ['byteBoundedCache', 'lru-cache'];

/** The functions that import the cache: the calendar, and MCP through the calendar's and open data's modules. */
const CACHE_ENTRIES = ['functions/traffic-bans/handler.ts', 'functions/mcp/handler.ts'];

/** An entry built as `ApiFunction` builds it (minified ESM, the same aliases), its size in bytes. */
const bundleBytes = async (entry: string, withLruCache: boolean): Promise<number> => {
  // Here, not at the top: the children measure their memory, and the CDK's modules would weigh in it.
  const { build } = await import('esbuild');
  const { BUNDLE_ALIASES, ESM_REQUIRE_BANNER, PROJECT_ROOT } = await import('#infra/aws/api-function.ts');
  const { functionBuildOptions } = await import('./build-options.ts');
  const result = await build({
    ...functionBuildOptions(PROJECT_ROOT, entry, ESM_REQUIRE_BANNER, BUNDLE_ALIASES),
    plugins: withLruCache
      ? [
          {
            name: 'lru-cache-in-place',
            setup: (plugin) =>
              // Every import of the cache but the adapter's own (it takes `stringBytes` from there).
              plugin.onResolve({ filter: /byte-bounded-cache\.ts$/ }, (args) =>
                args.importer.endsWith('lru-byte-bounded-cache.ts')
                  ? undefined
                  : { path: path.join(PROJECT_ROOT, 'bench/lru-byte-bounded-cache.ts') },
              ),
          },
        ]
      : [],
  });
  return result.outputFiles.find((file) => file.path.endsWith('.mjs'))?.contents.length ?? Number.NaN;
};

/** The workload once, then each implementation `runs` times, alternately, each run a fresh process. */
export const runCacheComparison = async (
  runs = Number(process.env.BENCH_CACHE_RUNS ?? 2),
): Promise<CacheComparison> => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'open-data-caches-'));
  try {
    const tsx = [process.execPath, '--expose-gc', '--import', 'tsx', HERE];
    const workload = runChild<Workload>(tsx, ['--workload-child'], 'workload', 300_000);
    const workloadFile = path.join(dir, 'workload.json');
    writeFileSync(workloadFile, JSON.stringify(workload));
    const results: CacheRun[] = [];
    for (let run = 0; run < runs; run += 1) {
      for (const implementation of IMPLEMENTATIONS) {
        results.push(runChild<CacheRun>(tsx, ['--cache-child', implementation, workloadFile], 'cache', 300_000));
      }
    }
    const gzippedCount = workload.entries.filter((entry) => entry.gzipChars !== null).length;
    const largest = Math.max(...workload.entries.map((entry) => entry.chars));
    const bundles: BundleWeight[] = [];
    for (const entry of CACHE_ENTRIES) {
      bundles.push({ entry, ours: await bundleBytes(entry, false), withLruCache: await bundleBytes(entry, true) });
    }
    return {
      measuredAt: new Date().toISOString(),
      node: process.version,
      bundles,
      workload:
        `the ${workload.entries.length} bodies of the memory mix (${gzippedCount} with a gzipped copy; the largest ` +
        `${mb(largest)} M characters) in the mix's order, then ${SKEWED_REQUESTS.toLocaleString('en')} requests drawn from them with Zipf ` +
        'weights; a fresh string of the recorded size on each miss',
      bodyBoundMb: mb(workload.bodyBound),
      gzipBoundMb: mb(workload.gzipBound),
      runs: results,
      sameBehaviour: new Set(results.map((run) => run.behaviourDigest)).size === 1,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** The comparison as the lines of its section in open-data.md. */
export const cacheComparisonMarkdown = (comparison: CacheComparison): string[] => {
  const row = (run: CacheRun) =>
    `| ${run.version} | ${run.hits} / ${run.misses} | ${mb(run.maxBodyBytes)} of ${comparison.bodyBoundMb} / ${mb(run.maxGzipBytes)} of ${comparison.gzipBoundMb} MB | ${run.heldEntries}: ${run.heldCountedMb} MB counted, ${run.heldStringMb} MB of strings | ${run.heapHeldMb} MB | ${run.peakRssMb} MB | ${run.replayGetNs} / ${run.replaySetNs} ns | ${run.microGetHitNs} / ${run.microGetMissNs} / ${run.microSetNs} ns |`;
  return [
    CACHE_SECTION,
    '',
    `Measured ${comparison.measuredAt} on Node ${comparison.node}. The calendar function's response caches (bodies bounded at ${comparison.bodyBoundMb} MB, gzipped copies at`,
    `${comparison.gzipBoundMb} MB) as \`byteBoundedCache\` and as lru-cache's \`LRUCache\` with \`maxSize\` and \`sizeCalculation\`,`,
    `each run a fresh process (\`bench/open-data-caches.ts\`): ${comparison.workload}. Micro-benchmark: ${MICRO_OPS.toLocaleString('en')}`,
    'operations each on a 16 MiB cache of 8 KB entries (2,048 held of 4,096 keys, every set evicting one).',
    `Same hits, misses, entries and bytes after every request in every run: ${comparison.sameBehaviour ? 'yes' : '**no**'}.`,
    '',
    '| cache | hits / misses | most held: bodies / gzipped | held at the end | heap held | peak RSS | replay get / set | micro get hit / miss / set |',
    '|---|---|---|---|---|---|---|---|',
    ...comparison.runs.map(row),
    '',
    'The bundles that carry the cache, as deployed and built with lru-cache in its place (`lru-byte-bounded-cache.ts`):',
    '',
    '| function | bundle | with lru-cache | under 1,000,000 bytes with lru-cache |',
    '|---|---|---|---|',
    ...comparison.bundles.map(
      (weight) =>
        `| \`${weight.entry}\` | ${weight.ours.toLocaleString('en')} bytes | ${weight.withLruCache.toLocaleString('en')} bytes (+${(weight.withLruCache - weight.ours).toLocaleString('en')}) | ${weight.withLruCache < 1_000_000 ? 'yes' : '**no**'} |`,
    ),
  ];
};

export const CACHE_SECTION = '## The response caches: byteBoundedCache against lru-cache';

/** Puts the comparison into bench/results/open-data.{md,json}, in place of the one recorded before. */
export const recordCacheComparison = (comparison: CacheComparison) => {
  const results = fileURLToPath(new URL('./results/', import.meta.url));
  const jsonFile = path.join(results, 'open-data.json');
  const json = JSON.parse(readFileSync(jsonFile, 'utf8')) as Record<string, unknown>;
  writeFileSync(jsonFile, `${JSON.stringify({ ...json, caches: comparison }, null, 2)}\n`);
  const mdFile = path.join(results, 'open-data.md');
  const md = readFileSync(mdFile, 'utf8');
  const section = `${cacheComparisonMarkdown(comparison).join('\n')}\n\n`;
  const start = md.indexOf(CACHE_SECTION);
  const next = start < 0 ? -1 : md.indexOf('\n## ', start + CACHE_SECTION.length);
  const before = md.indexOf('## Local server');
  const updated =
    start >= 0
      ? `${md.slice(0, start)}${section}${next < 0 ? '' : md.slice(next + 1)}`
      : `${md.slice(0, before)}${section}${md.slice(before)}`;
  writeFileSync(mdFile, updated);
};

const main = async () => {
  if (process.argv.includes('--workload-child')) {
    console.log(`workload=${JSON.stringify(await workloadChild())}`);
  } else if (process.argv.includes('--cache-child')) {
    const [implementation, workloadFile] = process.argv.slice(process.argv.indexOf('--cache-child') + 1);
    console.log(`cache=${JSON.stringify(await cacheChild(implementation as Implementation, workloadFile as string))}`);
  } else {
    const comparison = await runCacheComparison();
    console.log(JSON.stringify(comparison, null, 2));
    recordCacheComparison(comparison);
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
