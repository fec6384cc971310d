// Tests are ESM (the package is "type": "module"); TypeScript is stripped by swc, types are checked by `npm run typecheck`.
const transform = {
  '^.+\\.ts$': [
    '@swc/jest',
    {
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022', experimental: { keepImportAttributes: true } },
      module: { type: 'es6' },
      sourceMaps: 'inline',
    },
  ],
};

const project = (displayName, extra = {}) => ({
  displayName,
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform,
  testMatch: [`<rootDir>/test/${displayName}/**/*.test.ts`],
  ...extra,
});

export default {
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  projects: [project('unit'), project('integration'), project('e2e'), project('infra')],
};
