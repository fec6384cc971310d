import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const RUNNER = fileURLToPath(new URL('./bundle-runner.mjs', import.meta.url));

interface Reply {
  readonly id?: number;
  readonly ready?: boolean;
  readonly node?: string;
  readonly importMs?: number;
  readonly importCpuMs?: number;
  readonly undiciLoaded?: boolean;
  readonly outgoingRequests?: { readonly http: boolean; readonly https: boolean };
  readonly cpuMs?: number;
  readonly exports?: string[];
  readonly result?: unknown;
  readonly error?: { name?: string; message?: string };
  readonly ms?: number;
  readonly rss?: number;
  readonly peakRss?: number;
  readonly rssBeforeImport?: number;
  readonly rssAfterImport?: number;
}

export interface Invocation<T> {
  readonly result: T;
  /** Time the handler took, measured inside the process. */
  readonly ms: number;
  /** CPU time the process spent meanwhile (every thread), ms. */
  readonly cpuMs: number;
  /** Resident set size of the process after the invocation, bytes. */
  readonly rss: number;
  /** Highest resident set size of the process so far, bytes (Lambda's "Max Memory Used"). */
  readonly peakRss: number;
}

export interface BundleProcess {
  /** `process.version` of the Node.js that runs the bundle. */
  readonly nodeVersion: string;
  readonly importMs: number;
  /** CPU time the import took (every thread), ms. */
  readonly importCpuMs: number;
  /** Whether the import loaded Node's undici (web fetch and its classes). */
  readonly undiciAfterImport: boolean;
  /**
   * Whether the import wrapped node:http's and node:https's `request` (as a tracer does); only when started with
   * `watchOutgoingRequests`.
   */
  readonly outgoingRequests?: { readonly http: boolean; readonly https: boolean };
  readonly exports: readonly string[];
  /** Resident set size before and after importing the bundle, bytes. */
  readonly rssBeforeImport: number;
  readonly rssAfterImport: number;
  /** Invokes the handler and reports its duration and the process's memory afterwards. */
  measure<T = unknown>(event: unknown): Promise<Invocation<T>>;
  /** Invokes the bundle's handler with `event`, as the Lambda runtime would, and returns its result. */
  invoke<T = unknown>(event: unknown): Promise<T>;
  /** Everything the function wrote to stdout (its structured logs and EMF metrics). */
  output(): string;
  /** Everything it wrote to stderr: Powertools writes WARN and ERROR logs there (Lambda keeps both). */
  errorOutput(): string;
  stop(): Promise<void>;
}

/**
 * The variables through which a test run's clock is moved (`faketime '+400 days' npm test` sets them): the bundle
 * runs on the same clock as the test that seeded its data, as a deployed function shares the operator's calendar.
 */
const clockOfThisRun = (): Record<string, string> =>
  Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] =>
        entry[1] !== undefined && (entry[0] === 'LD_PRELOAD' || entry[0].startsWith('FAKETIME')),
    ),
  );

/**
 * Starts a fresh Node.js process that imports the bundle at `bundlePath` with exactly `env`; `execPath` chooses the
 * Node.js binary (see `lambda-node.ts`), this process's own by default.
 */
export const startBundle = (
  bundlePath: string,
  functionName: string,
  env: Record<string, string>,
  options: {
    readonly execArgv?: readonly string[];
    readonly execPath?: string;
    readonly memoryMb?: number;
    /** Tell whether the import wrapped the outgoing requests of node:http and node:https (not for measuring). */
    readonly watchOutgoingRequests?: boolean;
  } = {},
) =>
  new Promise<BundleProcess>((resolve, reject) => {
    const flags = options.watchOutgoingRequests ? ['--watch-outgoing-requests'] : [];
    const child: ChildProcess = fork(RUNNER, [bundlePath, functionName, String(options.memoryMb ?? 1024), ...flags], {
      env: { PATH: process.env.PATH ?? '', ...clockOfThisRun(), ...env },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      execArgv: [...(options.execArgv ?? [])],
      ...(options.execPath ? { execPath: options.execPath } : {}),
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk) => {
      stdout += String(chunk);
    });
    child.stderr?.on('data', (chunk) => {
      stderr += String(chunk);
    });
    const pending = new Map<number, { resolve: (value: Reply) => void; reject: (error: Error) => void }>();
    let next = 0;
    child.on('exit', (code) => {
      const error = new Error(`bundle process for ${functionName} exited with ${code}: ${stderr.slice(-2000)}`);
      for (const waiter of pending.values()) waiter.reject(error);
      reject(error);
    });
    child.on('message', (reply: Reply) => {
      if (reply.ready) {
        const send = (event: unknown) =>
          new Promise<Reply>((resolveInvoke, rejectInvoke) => {
            next += 1;
            pending.set(next, { resolve: resolveInvoke, reject: rejectInvoke });
            child.send({ id: next, event });
          });
        resolve({
          nodeVersion: reply.node ?? 'unknown',
          importMs: reply.importMs ?? Number.NaN,
          importCpuMs: reply.importCpuMs ?? Number.NaN,
          undiciAfterImport: reply.undiciLoaded ?? false,
          ...(reply.outgoingRequests ? { outgoingRequests: reply.outgoingRequests } : {}),
          exports: reply.exports ?? [],
          rssBeforeImport: reply.rssBeforeImport ?? Number.NaN,
          rssAfterImport: reply.rssAfterImport ?? Number.NaN,
          invoke: async <T>(event: unknown) => {
            const reply = await send(event);
            // A handler that throws is a failed invocation, as Lambda reports it: the caller sees the error.
            if (reply.error) throw new Error(`${reply.error.name}: ${reply.error.message}`);
            return reply.result as T;
          },
          measure: async <T>(event: unknown) => {
            const reply = await send(event);
            return {
              result: reply.result as T,
              ms: reply.ms ?? Number.NaN,
              cpuMs: reply.cpuMs ?? Number.NaN,
              rss: reply.rss ?? Number.NaN,
              peakRss: reply.peakRss ?? Number.NaN,
            };
          },
          output: () => stdout,
          errorOutput: () => stderr,
          stop: () =>
            new Promise<void>((resolveStop) => {
              if (child.exitCode !== null) return resolveStop();
              child.removeAllListeners('exit');
              child.once('exit', () => resolveStop());
              child.kill('SIGTERM');
            }),
        });
        return;
      }
      const waiter = reply.id === undefined ? undefined : pending.get(reply.id);
      if (!waiter || reply.id === undefined) return;
      pending.delete(reply.id);
      if (reply.error) waiter.reject(new Error(`${reply.error.name}: ${reply.error.message}`));
      else waiter.resolve(reply);
    });
  });
