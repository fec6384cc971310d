/**
 * In place of `semver` in the bundles. Its one user there is aws-xray-sdk-core (a dependency of the Powertools
 * Tracer), which asks it a single question, in `patchers/aws_p.js`: whether the AWS SDK v2 it is asked to patch is
 * at least version 2.7.15 (`semver.gte(AWS.VERSION, minVersion)`). The service uses the AWS SDK v3, which the Tracer
 * patches without asking, so the question is never put; should it be, this answers it for release versions
 * (x.y.z). The 29 KB of semver in every bundle that holds the Tracer are what this saves (bench/results/bundles.md).
 */
const numbers = (version: string): number[] =>
  version
    .replace(/^v/, '')
    .split(/[-+]/)[0]
    ?.split('.')
    .map((part) => Number.parseInt(part, 10) || 0) ?? [];

/** Whether version `a` is at least version `b`, comparing major, minor and patch. */
export const gte = (a: string, b: string): boolean => {
  const [left, right] = [numbers(a), numbers(b)];
  for (let index = 0; index < 3; index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return true;
};
