import { performance } from 'node:perf_hooks';

export interface Timing {
  readonly iterations: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** The middle value (the upper of the two middle ones of an even count), NaN of none. */
export const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

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

const timing = (samples: number[]): Timing => {
  samples.sort((a, b) => a - b);
  return {
    iterations: samples.length,
    p50Ms: round(percentile(samples, 50)),
    p99Ms: round(percentile(samples, 99)),
    maxMs: round(samples.at(-1) ?? 0),
  };
};

/**
 * As `timeIt`, with the process's CPU time of each run beside its wall time: on a machine others share, the wall
 * time's tail is mostly waiting for a core, which the CPU time leaves out.
 */
export const timeWithCpu = async (fn: () => unknown, iterations: number, warmup: number) => {
  for (let i = 0; i < warmup; i += 1) await fn();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    await fn();
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall: timing(wall), cpu: timing(cpu) };
};
