import { createRequire } from 'node:module';
import fc from 'fast-check';
import { gte } from '#infra/aws/bundling/semver.ts';

/** The real package, as aws-xray-sdk-core requires it (it ships no types). */
const semver = createRequire(import.meta.url)('semver') as { gte: (a: string, b: string) => boolean };

describe('the semver shim of the bundles', () => {
  test('answers gte as semver does for release versions, the one question aws-xray-sdk-core asks', () => {
    const version = fc
      .tuple(fc.nat(30), fc.nat(30), fc.nat(30))
      .map(([major, minor, patch]) => `${major}.${minor}.${patch}`);
    fc.assert(
      fc.property(version, version, (a, b) => {
        expect(gte(a, b)).toBe(semver.gte(a, b));
      }),
      { numRuns: 500 },
    );
    // The minimum the X-Ray SDK's AWS SDK v2 patcher asks for.
    expect(gte('2.1692.0', '2.7.15')).toBe(true);
    expect(gte('2.7.14', '2.7.15')).toBe(false);
  });
});
