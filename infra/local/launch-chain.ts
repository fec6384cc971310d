import { existsSync, readFileSync } from 'node:fs';

/** The parent of a process, from the Linux process table; undefined once the process is gone. */
const parentOf = (pid: number): number | undefined => {
  try {
    const line = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // `pid (comm) state ppid ...`: comm may hold spaces and parentheses, so read from the last ')'.
    return Number(line.slice(line.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
};

/** Whether a process was started with this npm script line in its environment (unreadable: another user's). */
const runsScript = (pid: number, script: string): boolean => {
  try {
    return readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`npm_lifecycle_script=${script}`);
  } catch {
    return false;
  }
};

/** One link of the chain: `child` was started by `parent`, and stays its child while both run. */
export interface Link {
  readonly child: number;
  readonly parent: number;
}

/**
 * The processes between npm and this one, as child-parent links, this process's own link first.
 *
 * `npm start` runs `npm` → `sh -c 'tsx infra/local/main.ts'` → `tsx` → this process → DynamoDB Local's JVM. A signal
 * to npm's pid alone (`kill <pid>`) reaches the shell, which dies without passing it on; a SIGKILL reaches nobody.
 * Either way the processes below live on, and this one's parent, tsx, is still there. So this process watches every
 * link up to npm: when one process of the chain ends, its child is handed to another parent and the link breaks.
 * npm gives the processes of a script its line in `npm_lifecycle_script`; npm itself, the first ancestor without it,
 * is the top of the chain. Started otherwise (tsx or node directly), or where there is no /proc to read, the chain is
 * this process's own link to its parent.
 */
export const launchChain = (script = process.env.npm_lifecycle_script): Link[] => {
  const first = { child: process.pid, parent: process.ppid };
  const links: Link[] = [first];
  if (!script || !existsSync('/proc/self/stat')) return links;
  for (let pid = first.parent; pid > 1 && runsScript(pid, script); ) {
    const parent = parentOf(pid);
    if (!parent || parent <= 1) break;
    links.push({ child: pid, parent });
    pid = parent;
  }
  return links;
};

/** Whether every link still holds: no process of the chain has ended (each child still has its first parent). */
export const chainHolds = (links: readonly Link[]): boolean =>
  links.every(({ child, parent }) => (child === process.pid ? process.ppid === parent : parentOf(child) === parent));
