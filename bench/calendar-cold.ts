import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { holidayTable } from '#data/traffic-bans/holiday-table.ts';
import { LANGUAGES, type Language } from '#shared/domain/languages.ts';
import { bundleChild, runChild } from './child-bundle.ts';

/**
 * `npx tsx bench/calendar-cold.ts`: the cold start of the driving-ban calendar. Each run is a fresh Node.js process
 * that imports the rules (validated by zod) and the calendar modules, then builds one language's index for the
 * current and the next year: what a new Lambda container does before answering its first calendar request.
 * The child measures itself from its first line, so process start-up is not counted, module loading is.
 *
 * Two ways of loading the same code: through tsx (TypeScript compiled module by module, as in `npm start` and the
 * tests) and as one esbuild bundle run by plain Node.js (as deployed). Runs alternate between the two and rotate
 * through the languages, so a burst of load on the machine does not fall on one of them only.
 */

const TARGET_MS = 200;
const RUNS = Number(process.env.BENCH_COLD_RUNS ?? 15);
const SITE = 'https://bench.example.org';
const HERE = fileURLToPath(import.meta.url);
const RESULTS = fileURLToPath(new URL('./results/', import.meta.url));

interface ChildTimings {
  readonly zodImportMs: number;
  readonly importMs: number;
  readonly firstBuildMs: number;
  readonly totalMs: number;
  readonly secondLanguageMs: number;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Runs inside the fresh process: nothing of the calendar is loaded before the first mark. */
const child = async (lang: Language): Promise<ChildTimings> => {
  const started = performance.now();
  // zod alone first, to show its share: the handler's config loads it before the calendar in any case.
  await import('zod');
  const zodLoaded = performance.now();
  const { trafficBanRules } = await import('#data/traffic-bans/index.ts');
  const { buildCalendarIndex, queryCalendar } = await import('#shared/domain/traffic-bans/calendar-index.ts');
  // Read and validated on first use: part of loading, as a function's first calendar request pays it.
  const rules = trafficBanRules();
  const imported = performance.now();
  // The current year in CET and the next, as the handler's window.
  const year = Number(
    new Intl.DateTimeFormat('en', { timeZone: 'Europe/Brussels', year: 'numeric' }).format(new Date()),
  );
  const years = [year, year + 1];
  // The index builds what a request needs on first use: the whole window in one language is everything but the
  // night entries, as the first unfiltered request of a container asks for it.
  const whole = { from: `${year}-01-01`, to: `${year + 1}-12-31`, countries: null, includeNight: false };
  const index = buildCalendarIndex({ rules, holidays: holidayTable, years, lang, siteBaseUrl: SITE });
  const { count } = queryCalendar(index, whole);
  const built = performance.now();
  const other = LANGUAGES[(LANGUAGES.indexOf(lang) + 1) % LANGUAGES.length] as Language;
  queryCalendar(buildCalendarIndex({ rules, holidays: holidayTable, years, lang: other, siteBaseUrl: SITE }), whole);
  const second = performance.now();
  if (count === 0) throw new Error('the calendar is empty');
  return {
    zodImportMs: round(zodLoaded - started),
    importMs: round(imported - started),
    firstBuildMs: round(built - imported),
    totalMs: round(built - started),
    secondLanguageMs: round(second - built),
  };
};

type Mode = 'tsx' | 'bundle';

const runColdChild = (command: string[], lang: string): ChildTimings =>
  runChild<ChildTimings>(command, ['--cold-child', lang], 'cold', 60_000);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

const summary = (values: number[]) => ({
  median: round(percentile(values, 50)),
  p90: round(percentile(values, 90)),
  min: round(Math.min(...values)),
  max: round(Math.max(...values)),
});

export const runCalendarColdBench = async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'calendar-cold-'));
  try {
    const bundle = await bundleChild(HERE, dir, 'calendar-cold');
    const commands: Record<Mode, string[]> = {
      tsx: [process.execPath, '--import', 'tsx', HERE],
      bundle: [process.execPath, bundle],
    };
    const loadBefore = os.loadavg().map(round);
    const runs: Record<Mode, ChildTimings[]> = { tsx: [], bundle: [] };
    // One discarded run each, so tsx's compile cache and the file system cache are as warm as on a deployed image.
    for (const mode of ['tsx', 'bundle'] as const) runColdChild(commands[mode], 'en');
    for (let run = 0; run < RUNS; run += 1) {
      for (const mode of ['tsx', 'bundle'] as const) {
        runs[mode].push(runColdChild(commands[mode], LANGUAGES[run % LANGUAGES.length] as string));
      }
    }
    const loadAfter = os.loadavg().map(round);
    const byMode = (mode: Mode) => ({
      runs: RUNS,
      importAndFirstBuildMs: summary(runs[mode].map((r) => r.totalMs)),
      importMs: summary(runs[mode].map((r) => r.importMs)),
      zodImportMs: summary(runs[mode].map((r) => r.zodImportMs)),
      firstBuildMs: summary(runs[mode].map((r) => r.firstBuildMs)),
      secondLanguageMs: summary(runs[mode].map((r) => r.secondLanguageMs)),
    });
    const results = {
      measuredAt: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      loadAverage: { before: loadBefore, after: loadAfter },
      targetMs: TARGET_MS,
      tsx: {
        ...byMode('tsx'),
        met:
          percentile(
            runs.tsx.map((r) => r.totalMs),
            50,
          ) < TARGET_MS,
      },
      bundle: {
        ...byMode('bundle'),
        met:
          percentile(
            runs.bundle.map((r) => r.totalMs),
            50,
          ) < TARGET_MS,
      },
    };
    mkdirSync(RESULTS, { recursive: true });
    writeFileSync(path.join(RESULTS, 'calendar-cold.json'), `${JSON.stringify(results, null, 2)}\n`);
    writeFileSync(path.join(RESULTS, 'calendar-cold.md'), markdown(results));
    return results;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

type Results = Awaited<ReturnType<typeof runCalendarColdBench>>;

const markdown = (results: Results) => {
  const row = (label: string, mode: 'tsx' | 'bundle') => {
    const r = results[mode];
    const cell = (s: { median: number; p90: number }) => `${s.median} / ${s.p90}`;
    return `| ${label} | ${cell(r.importMs)} | ${cell(r.zodImportMs)} | ${cell(r.firstBuildMs)} | **${cell(r.importAndFirstBuildMs)}** | ${cell(r.secondLanguageMs)} | ${r.met ? 'yes' : 'no'} |`;
  };
  return [
    '# Driving-ban calendar at cold start',
    '',
    `Measured ${results.measuredAt} on Node ${results.node}, ${results.cpus} cores; load average ${results.loadAverage.before.join(' / ')} before and ${results.loadAverage.after.join(' / ')} after (1 / 5 / 15 min).`,
    `${results.tsx.runs} fresh processes per way of loading, languages in rotation; median / p90 in ms.`,
    '',
    `| loaded through | import (zod parse of the rules included) | of which loading zod | first language's whole calendar | import + first language (target < ${results.targetMs} ms median) | a second language | met |`,
    '|---|---|---|---|---|---|---|',
    row('tsx (TypeScript compiled per module)', 'tsx'),
    row('esbuild bundle, plain Node.js (as deployed)', 'bundle'),
    '',
    'Each run is a new process: the time runs from its first line, so Node.js start-up itself is not counted, but',
    'loading every module of the calendar (zod, the rule files and their validation, the holiday table) is. The index covers',
    'the current and the next year; the time is building it and answering the whole window without night entries, as',
    'the first unfiltered request of a container does (night entries are rendered on the first include=night). The two',
    'cores are shared with whatever else runs on the machine; the load average above says how busy it was.',
    'Through tsx every module costs a round trip to its loader thread, so zod (dozens of modules) and the 30 JSON',
    'files weigh far more than in the bundle; the bundle is what a Lambda container runs.',
    '',
  ].join('\n');
};

const coldChild = process.argv.indexOf('--cold-child');
if (coldChild !== -1) {
  const lang = process.argv[coldChild + 1] as Language;
  child(lang).then((timings) => console.log(`cold=${JSON.stringify(timings)}`));
} else if (process.argv[1] === HERE) {
  runCalendarColdBench()
    .then((results) => console.log(JSON.stringify(results, null, 2)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
