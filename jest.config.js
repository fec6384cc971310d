// Tests are ESM (the package is "type": "module"); TypeScript is stripped by swc, types are checked by `npm run typecheck`.
// Pages are .tsx: JSX compiled for preact's automatic runtime, as tsconfig.json tells tsc, tsx and esbuild.
const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx },
      transform: tsx ? { react: { runtime: 'automatic', importSource: 'preact' } } : {},
      target: 'es2022',
      experimental: { keepImportAttributes: true },
    },
    module: { type: 'es6' },
    sourceMaps: 'inline',
  },
];
const transform = { '^.+\\.ts$': swc(false), '^.+\\.tsx$': swc(true) };

const project = (displayName, extra = {}) => ({
  displayName,
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  transform,
  testMatch: [`<rootDir>/test/${displayName}/**/*.test.ts`],
  ...extra,
});

export default {
  // A test's own work takes milliseconds to seconds; on a busy two-core machine a module's first load can take several
  // times longer than jest's 5 s default. Waits inside tests are bounded by events, never by this.
  testTimeout: 20_000,
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  projects: [project('unit'), project('integration'), project('e2e'), project('infra')],
};
