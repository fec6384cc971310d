import { spawnSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESM_REQUIRE_BANNER } from '#infra/aws/bundling/esm-banner.ts';

const PROJECT_ROOT = fileURLToPath(new URL('../', import.meta.url));

/**
 * A bench's child entry as one ESM bundle with the options the Lambda bundles use (minified, the runtime's target),
 * with the calendar function's data files beside it (the rules and the holiday table), where the deployed functions
 * read them.
 */
export const bundleChild = async (entry: string, dir: string, name: string): Promise<string> => {
  const { build } = await import('esbuild');
  const outfile = path.join(dir, `${name}.mjs`);
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    minify: true,
    outfile,
    // The parent's own tooling, never reached in the child.
    external: ['esbuild'],
    banner: { js: ESM_REQUIRE_BANNER },
    logLevel: 'silent',
  });
  const { operations } = await import('#infra/aws/operations.ts');
  const files = operations.find((operation) => operation.id === 'TrafficBans')?.dataFiles ?? [];
  for (const file of files) copyFileSync(path.join(PROJECT_ROOT, file), path.join(dir, path.basename(file)));
  return outfile;
};

/** Runs a child with `flag` and its arguments, and reads the JSON it prints on a line `marker=...`. */
export const runChild = <T>(
  command: readonly string[],
  flag: readonly string[],
  marker: string,
  timeoutMs: number,
): T => {
  const [executable, ...args] = command as [string, ...string[]];
  const result = spawnSync(executable, [...args, ...flag], { encoding: 'utf8', timeout: timeoutMs });
  const line = new RegExp(`^${marker}=(\\{.*\\})$`, 'm').exec(result.stdout)?.[1];
  if (result.status !== 0 || line === undefined) throw new Error(`${marker} run failed: ${result.stderr}`);
  return JSON.parse(line) as T;
};
