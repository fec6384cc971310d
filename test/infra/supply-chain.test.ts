import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const manifest = JSON.parse(read('package.json')) as {
  dependencies: Record<string, string>;
  allowScripts?: Record<string, boolean>;
};
const lock = JSON.parse(read('package-lock.json')) as {
  packages: Record<string, { version?: string; hasInstallScript?: boolean }>;
};

test('every runtime dependency is pinned to the exact version the lockfile installs', () => {
  const pinned = Object.entries(manifest.dependencies).map(([name, spec]) => ({ name, spec }));
  const installed = pinned.map(({ name }) => ({ name, spec: lock.packages[`node_modules/${name}`]?.version }));

  expect(pinned).toEqual(installed);
});

test('no dependency runs an install script, and every one that has one was reviewed in allowScripts', () => {
  const withScripts = Object.entries(lock.packages)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([location]) => location.replace(/^.*node_modules\//, ''));

  expect(read('.npmrc')).toMatch(/^ignore-scripts=true$/m);
  expect(withScripts.length).toBeGreaterThan(0);
  expect(Object.keys(manifest.allowScripts ?? {}).sort()).toEqual([...new Set(withScripts)].sort());
});

test('CI runs the advisory check against the lockfile after installing from it', () => {
  const ci = read('.ci/run');

  expect(ci.indexOf('npm run -s advisories')).toBeGreaterThan(ci.indexOf('npm ci'));
});

test('the test command type-checks and lints before jest, so CI (which runs it) fails on a type or lint error', () => {
  const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
  const steps = (scripts.test ?? '').split('&&').map((step) => step.trim());

  expect(steps.slice(0, 2)).toEqual(['tsc --noEmit', 'biome check .']);
  expect(steps.at(-1)).toMatch(/jest/);
  expect(read('.ci/run')).toMatch(/^npm test$/m);
});
