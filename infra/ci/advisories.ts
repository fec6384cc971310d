import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Advisories at these severities fail the check; lower ones are listed. */
const FAILING = new Set(['high', 'critical']);

const report = z.object({
  vulnerabilities: z.record(
    z.string(),
    z.object({ name: z.string(), severity: z.string(), range: z.string().optional() }).loose(),
  ),
});
const failure = z.object({ message: z.string().optional(), statusCode: z.number().optional() }).loose();

export type AdvisoryOutcome =
  | { readonly kind: 'clean' }
  | { readonly kind: 'advisories'; readonly failing: string[]; readonly other: string[] }
  | { readonly kind: 'unavailable'; readonly reason: string };

/**
 * Known advisories against the exact versions the lockfile pins, asked of the registry's bulk advisory endpoint
 * (`npm audit --package-lock-only`: no install, no node_modules read). Some registries and mirrors do not serve
 * that endpoint: then the check says so and is skipped, rather than passing silently or failing the build.
 */
export const checkAdvisories = async (
  cwd: string = PROJECT_ROOT,
  env: NodeJS.ProcessEnv = process.env,
): Promise<AdvisoryOutcome> => {
  // npm audit exits 1 both when it finds advisories and when it cannot ask: its JSON output tells them apart.
  const run = await new Promise<{ stdout: string; stderr: string }>((resolve) => {
    execFile('npm', ['audit', '--package-lock-only', '--json'], { cwd, env, encoding: 'utf8' }, (_e, stdout, stderr) =>
      resolve({ stdout, stderr }),
    );
  });
  let json: unknown;
  try {
    json = JSON.parse(run.stdout);
  } catch {
    return { kind: 'unavailable', reason: (run.stderr || run.stdout || 'no answer').trim().split('\n')[0] ?? '' };
  }
  const parsed = report.safeParse(json);
  if (!parsed.success) {
    const error = failure.safeParse(json);
    return { kind: 'unavailable', reason: (error.success && error.data.message) || 'an answer npm could not read' };
  }
  const found = Object.values(parsed.data.vulnerabilities).map(
    (entry) => `${entry.name} (${entry.severity}${entry.range ? `, ${entry.range}` : ''})`,
  );
  if (found.length === 0) return { kind: 'clean' };
  const failing = Object.values(parsed.data.vulnerabilities).filter((entry) => FAILING.has(entry.severity));
  return {
    kind: 'advisories',
    failing: failing.map((entry) => entry.name),
    other: found,
  };
};

const main = async () => {
  const outcome = await checkAdvisories();
  if (outcome.kind === 'unavailable') {
    console.log(
      `Advisory check skipped: the registry's audit endpoint is unavailable (${outcome.reason}). ` +
        'Run `npm run -s advisories` where https://registry.npmjs.org answers, or with npm_config_registry set to one that does.',
    );
    return;
  }
  if (outcome.kind === 'clean') {
    console.log('Advisory check: no known advisory against the versions in package-lock.json.');
    return;
  }
  console.log(`Advisories against package-lock.json: ${outcome.other.join(', ')}`);
  if (outcome.failing.length > 0) {
    console.error(`High or critical: ${outcome.failing.join(', ')}. Update them (npm update <name>) before release.`);
    process.exitCode = 1;
  }
};

if (import.meta.url === `file://${process.argv[1]}`) await main();
