import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';

/** The port `npm start` listens on unless PORT says otherwise: the one every guide's examples use. */
export const DEFAULT_PORT = 3000;

/**
 * Where a running `npm start` records its database, so the operator commands find it without hand-set variables:
 * DynamoDB Local takes a free port on every start. `LOCAL_RUNTIME_FILE` moves the record (tests, two checkouts).
 */
const DEFAULT_FILE = path.resolve(fileURLToPath(new URL('../../', import.meta.url)), '.local-runtime.json');

const runtimeSchema = z.object({
  pid: z.number().int().positive(),
  endpoint: z.url(),
  tables: z.record(z.string(), z.string()),
  startedAt: z.iso.datetime(),
});
export type LocalRuntime = z.infer<typeof runtimeSchema>;

const file = (env: Record<string, string | undefined>) => env.LOCAL_RUNTIME_FILE ?? DEFAULT_FILE;

export const recordLocalRuntime = (runtime: LocalRuntime, env = process.env): void =>
  writeFileSync(file(env), `${JSON.stringify(runtime, null, 2)}\n`);

/** Removes the record, only if it is this process's: a second `npm start` that failed must not erase the first's. */
export const clearLocalRuntime = (pid: number, env = process.env): void => {
  if (readLocalRuntime(env)?.pid === pid) rmSync(file(env), { force: true });
};

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The running local service's record, or undefined when none is running (a record left by a killed one is ignored). */
export const readLocalRuntime = (env = process.env): LocalRuntime | undefined => {
  if (!existsSync(file(env))) return undefined;
  const parsed = runtimeSchema.safeParse(JSON.parse(readFileSync(file(env), 'utf8')));
  return parsed.success && alive(parsed.data.pid) ? parsed.data : undefined;
};
