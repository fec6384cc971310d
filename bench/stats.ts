import { performance } from 'node:perf_hooks';

export interface Timing {
  readonly iterations: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const round = (ms: number) => Math.round(ms * 1000) / 1000;

/** Times `fn` over many iterations after a warm-up; reports milliseconds. */
export const timeIt = async (
  fn: () => unknown,
  iterations: number,
  warmup = Math.min(200, iterations),
): Promise<Timing> => {
  for (let i = 0; i < warmup; i += 1) await fn();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return {
    iterations,
    p50Ms: round(percentile(samples, 50)),
    p99Ms: round(percentile(samples, 99)),
    maxMs: round(samples[samples.length - 1] ?? 0),
  };
};
