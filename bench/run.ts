import { existsSync } from 'node:fs';

/**
 * `npm run bench`: every benchmark of the project, one after the other (they share two cores, so never in
 * parallel). Each writes its results to bench/results/.
 */
const benches: { file: string; run: string }[] = [
  { file: './estimate.ts', run: 'runEstimateBench' },
  { file: './quotes.ts', run: 'runQuotesBench' },
  { file: './open-data.ts', run: 'runOpenDataBench' },
  { file: './calendar-cold.ts', run: 'runCalendarColdBench' },
  { file: './bundles.ts', run: 'runBundlesBench' },
];

for (const bench of benches) {
  if (!existsSync(new URL(bench.file, import.meta.url))) continue;
  const module = (await import(bench.file)) as Record<string, () => Promise<unknown>>;
  const run = module[bench.run];
  if (!run) throw new Error(`${bench.file} does not export ${bench.run}`);
  console.log(`\n== ${bench.file}`);
  console.log(JSON.stringify(await run(), null, 2));
}
