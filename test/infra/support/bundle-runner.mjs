// A minimal stand-in for the Lambda Node.js runtime: loads one synthesized bundle (index.mjs) in a fresh
// process, as a cold start does, then answers the events it receives over IPC with the bundle's `handler`.
// Plain JavaScript on purpose: no loader hook or transpiler sits between Node.js and the artefact under test.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const [bundlePath, functionName = 'bundle', memoryMb = '1024', ...flags] = process.argv.slice(2);

/**
 * The highest resident set size of this process so far, bytes: what Lambda reports as "Max Memory Used". VmHWM
 * belongs to the address space this process got at exec; `process.resourceUsage().maxRSS` does not serve, because
 * Linux carries the parent's high-water mark across fork and exec (the test runner's hundreds of MB). Where there is
 * no /proc, the current RSS is the best lower bound.
 */
const peakRss = () => {
  try {
    const kib = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    if (kib) return Number(kib) * 1024;
  } catch {
    // Not Linux.
  }
  return process.memoryUsage().rss;
};
/** CPU time of this process since `since` (user and system, every thread), ms: what a busy machine does not inflate. */
const cpuMsSince = (since) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};

/**
 * With --watch-outgoing-requests: node:http's and node:https's own `request`, taken before the bundle loads, to tell
 * afterwards whether the import wrapped them. Not by default: loading the two modules here would take their cost out
 * of the import being measured. Through `require`, which loads no more than the modules themselves.
 */
const requireBuiltin = createRequire(import.meta.url);
const nativeRequests = flags.includes('--watch-outgoing-requests')
  ? { http: requireBuiltin('node:http').request, https: requireBuiltin('node:https').request }
  : undefined;

const rssBeforeImport = process.memoryUsage().rss;
const started = performance.now();
const cpuStarted = process.cpuUsage();
const loaded = await import(pathToFileURL(bundlePath).href);
const importMs = performance.now() - started;
const importCpuMs = cpuMsSince(cpuStarted);

const context = () => {
  const deadline = Date.now() + 10_000;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:eu-west-1:000000000000:function:${functionName}`,
    memoryLimitInMB: memoryMb,
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'bundle-test',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
  };
};

// An orderly exit on SIGTERM, so that a V8 CPU profile asked for with --cpu-prof is written.
process.on('SIGTERM', () => process.exit(0));

process.on('message', async ({ id, event }) => {
  const begin = performance.now();
  const cpuBegin = process.cpuUsage();
  try {
    const result = await loaded.handler(event, context());
    const ms = performance.now() - begin;
    const cpuMs = cpuMsSince(cpuBegin);
    process.send({ id, result, ms, cpuMs, rss: process.memoryUsage().rss, peakRss: peakRss() });
  } catch (error) {
    process.send({ id, error: { name: error?.name, message: error?.message }, ms: performance.now() - begin });
  }
});
/**
 * Whether importing the bundle loaded Node's undici (web fetch, Request, Response, WebSocket): about 20 ms of a cold
 * start, which only a function that uses those classes should pay.
 */
const undiciLoaded = process.moduleLoadList.some((name) => name.includes('internal/deps/undici'));
/** Whether the bundle's import put a wrapper (a tracer's) in place of node:http's and node:https's `request`. */
const outgoingRequests = nativeRequests && {
  http: requireBuiltin('node:http').request !== nativeRequests.http,
  https: requireBuiltin('node:https').request !== nativeRequests.https,
};
process.send({
  ready: true,
  node: process.version,
  importMs,
  importCpuMs,
  undiciLoaded,
  outgoingRequests,
  exports: Object.keys(loaded),
  rssBeforeImport,
  rssAfterImport: process.memoryUsage().rss,
});
