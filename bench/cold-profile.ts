import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SourceMapConsumer } from 'source-map-js';
import { median } from './stats.ts';

/**
 * `npx tsx bench/cold-profile.ts <dir>`: where each function's cold start spends its CPU, from the V8 profiles a
 * bundles run writes (`BENCH_WARM_RUNS=0 BENCH_CPU_PROFILE=<dir> npx tsx bench/bundles.ts`, each profile one process:
 * the bundle's import and its first invocation). Every sample's self time is mapped through the bundle's source map
 * (beside `index.mjs` in the assembly) to the part it belongs to: a folder of the project, a package, or the runtime
 * (compiling the bundle, the garbage collector), and the medians of each function's profiles are printed as a
 * Markdown table. The profiler slows what it measures: the shares matter, not the totals.
 */

type Node = {
  readonly id: number;
  readonly callFrame: {
    readonly functionName: string;
    readonly url: string;
    readonly lineNumber: number;
    readonly columnNumber: number;
  };
};
type Profile = { readonly nodes: readonly Node[]; readonly samples: readonly number[]; readonly timeDeltas: number[] };

/** The part a source of the bundle belongs to: a package, or a project folder two levels deep. */
const partOf = (source: string): string => {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [scope, name] = source.slice(modules + 'node_modules/'.length).split('/');
    return scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? source);
  }
  const project = source.replace(/^(\.\.\/)+/, '').replace(/^.*?\/(shared|functions|data|infra)\//, '$1/');
  return project
    .split('/')
    .slice(0, project.startsWith('shared/domain/') ? 3 : 2)
    .join('/');
};

/** The runtime's own work, by the name V8 gives it or the Node.js internal module it runs in. */
const RUNTIME_PARTS: Readonly<Record<string, string>> = {
  '(garbage collector)': 'garbage collection',
  '(program)': 'V8 (program)',
  compileSourceTextModule: 'compiling the bundle',
};

/** Node.js's own modules by their first folder ("Node.js modules", "Node.js streams"), V8's builtins by name. */
const runtimePart = (url: string, name: string): string => {
  if (url === '') return `V8 builtin ${name}`;
  if (!url.startsWith('node:')) return path.basename(url);
  return `Node.js ${url.replace(/^node:(internal\/)?/, '').split('/')[0]}`;
};

const summarize = (file: string): { functionName: string; parts: Map<string, number> } => {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const maps = new Map<string, SourceMapConsumer | null>();
  let functionName = '?';
  const consumerOf = (url: string): SourceMapConsumer | null => {
    if (!url.startsWith('file://')) return null;
    const map = `${fileURLToPath(url)}.map`;
    if (!maps.has(map)) {
      const consumer = existsSync(map) ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8'))) : null;
      // The function's handler, or the floor's file.
      for (const source of consumer?.sources ?? []) {
        const entry = /(functions\/[^/]+\/handler|bench\/floor\/[^/]+)\.ts$/.exec(source)?.[1];
        if (entry !== undefined) functionName = entry;
      }
      maps.set(map, consumer);
    }
    return maps.get(map) ?? null;
  };
  const partOfNode = new Map<number, string>();
  for (const node of profile.nodes) {
    const { functionName: name, url, lineNumber, columnNumber } = node.callFrame;
    // Waiting for DynamoDB Local or the parent is not the function's work.
    if (name === '(idle)') continue;
    const consumer = consumerOf(url);
    const source = consumer?.originalPositionFor({ line: lineNumber + 1, column: columnNumber }).source;
    partOfNode.set(node.id, source ? partOf(source) : (RUNTIME_PARTS[name] ?? runtimePart(url, name)));
  }
  const parts = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const part = partOfNode.get(id);
    if (part === undefined) return;
    parts.set(part, (parts.get(part) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return { functionName, parts };
};

export const coldProfileTable = (dir: string, rows = 14): string => {
  const byFunction = new Map<string, Map<string, number>[]>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'))) {
    const { functionName, parts } = summarize(path.join(dir, file));
    byFunction.set(functionName, [...(byFunction.get(functionName) ?? []), parts]);
  }
  const lines: string[] = [];
  for (const [functionName, profiles] of [...byFunction].sort(([a], [b]) => a.localeCompare(b))) {
    const names = new Set(profiles.flatMap((parts) => [...parts.keys()]));
    const medians = [...names]
      .map((name) => [name, median(profiles.map((parts) => parts.get(name) ?? 0))] as const)
      .sort((a, b) => b[1] - a[1]);
    const total = median(profiles.map((parts) => [...parts.values()].reduce((sum, value) => sum + value, 0)));
    lines.push(
      '',
      `### ${functionName} (${profiles.length} cold starts, CPU ${total.toFixed(0)} ms, the median of each part)`,
      '',
      '| part | ms | share |',
      '|---|---|---|',
      ...medians
        .slice(0, rows)
        .map(([name, ms]) => `| ${name} | ${ms.toFixed(1)} | ${((100 * ms) / total).toFixed(0)}% |`),
    );
  }
  return lines.join('\n');
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (dir === undefined) {
    console.error('usage: npx tsx bench/cold-profile.ts <directory of .cpuprofile files>');
    process.exit(2);
  }
  console.log(coldProfileTable(dir));
}
