import { readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** `pid (comm) state ppid ...` from the Linux process table; comm may hold spaces, so read from the last ')'. */
const stat = (pid: number | string) => {
  const line = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const [state = '', ppid = ''] = line.slice(line.lastIndexOf(')') + 2).split(' ');
  return { comm: line.slice(line.indexOf('(') + 1, line.lastIndexOf(')')), state, ppid: Number(ppid) };
};

/** Children of a process, from the Linux process table: (pid, command name). */
export const childrenOf = (parent: number) =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const { comm, ppid } = stat(pid);
        return ppid === parent ? [{ pid: Number(pid), comm }] : [];
      } catch {
        return [];
      }
    });

/** Whether a process runs: in the process table and not a zombie waiting for a parent to reap it. */
export const runs = (pid: number) => {
  try {
    return stat(pid).state !== 'Z';
  } catch {
    return false;
  }
};

/** Whether a TCP connection to the loopback port is accepted. */
export const acceptsOn = (port: number, host = '127.0.0.1') =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port, timeout: 2_000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });

/** Polls until `done` holds, or fails after `limitMs`: the wait ends with the event, the limit is only a bound. */
export const eventually = async (done: () => Promise<boolean> | boolean, limitMs: number, what: string) => {
  const deadline = Date.now() + limitMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Still not true after ${limitMs} ms: ${what}`);
    await sleep(100);
  }
};
