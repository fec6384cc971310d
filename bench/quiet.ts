import { readFileSync } from 'node:fs';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Busy and total CPU time of the machine so far, every core together: from /proc/stat where there is one, counting
 * the time the hypervisor gave to other machines (steal) and interrupts as busy, the main noise on a shared virtual
 * machine; else from `os.cpus()`, which knows neither.
 */
const cpuTimes = (): { busy: number; total: number } => {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
    // cpu  user nice system idle iowait irq softirq steal ...
    const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1, 9).map(Number);
    const busy = (user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0);
    if (Number.isFinite(busy)) return { busy, total: busy + (idle ?? 0) + (iowait ?? 0) };
  } catch {
    // Not Linux.
  }
  return os.cpus().reduce(
    (sum, { times }) => {
      const busy = times.user + times.nice + times.sys + times.irq;
      return { busy: sum.busy + busy, total: sum.total + busy + times.idle };
    },
    { busy: 0, total: 0 },
  );
};

export interface QuietOptions {
  /** Length of the window that must be quiet, ms. */
  readonly windowMs?: number;
  /** Highest share of the machine's CPU time that may be busy in that window (0.25 = half a core of two). */
  readonly maxBusy?: number;
  /** Waits no longer than this, quiet or not, ms. */
  readonly limitMs?: number;
}

/**
 * Resolves once one window of the machine's CPU time has been mostly idle, or after `limitMs` in any case, and says
 * which. A cold start measured right after another process's leaves work behind (DynamoDB Local's JVM compiling and
 * collecting after the requests it served, the exited process's teardown) that would be counted against the next
 * function; waiting for the machine to settle measures each against the same quiet start.
 */
export const quietMachine = async ({ windowMs = 100, maxBusy = 0.25, limitMs = 3_000 }: QuietOptions = {}) => {
  const started = Date.now();
  let before = cpuTimes();
  for (;;) {
    await sleep(windowMs);
    const after = cpuTimes();
    const total = after.total - before.total;
    const busyShare = total > 0 ? (after.busy - before.busy) / total : 0;
    const waitedMs = Date.now() - started;
    if (busyShare <= maxBusy) return { quiet: true, waitedMs };
    if (waitedMs >= limitMs) return { quiet: false, waitedMs };
    before = after;
  }
};
