import { spawnSync } from 'node:child_process';

/**
 * `npm run bench`: every benchmark of the project, one after the other (they share two cores, so never in
 * parallel), each in a process of its own: handlers read their configuration once per process, as a Lambda
 * container does, so one bench's tables and settings must not leak into the next. Each writes bench/results/.
 */
const benches = ['estimate.ts', 'quotes.ts', 'open-data.ts', 'calendar-cold.ts', 'journey.ts', 'site.ts', 'bundles.ts'];

const failed: string[] = [];
for (const bench of benches) {
  console.log(`\n== bench/${bench}`);
  const run = spawnSync('npx', ['tsx', `bench/${bench}`], {
    stdio: 'inherit',
    env: {
      ...process.env,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      POWERTOOLS_METRICS_DISABLED: 'true',
      POWERTOOLS_LOG_LEVEL: 'SILENT',
    },
  });
  if (run.status !== 0) failed.push(bench);
}
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
