import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The layers, read from the source: the domain imports only the domain; `shared/` imports no face; a face imports
 * no other face's folder (the site and MCP call the operations in `shared/operations/`, never a REST function's
 * files); and no module imports itself back through others.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const sourcesUnder = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(relative);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });

const ALIASES: Record<string, string> = {
  '#shared/': 'shared/',
  '#functions/': 'functions/',
  '#infra/': 'infra/',
  '#data/': 'data/',
  '#test/': 'test/',
  '#client/': 'client/',
};

/** The repository files a module imports (static and dynamic imports, re-exports), type-only ones included. */
const importsOf = (file: string): string[] => {
  const text = readFileSync(path.join(root, file), 'utf8');
  const specifiers = [
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g),
  ]
    .map((match) => match[1] ?? match[2])
    .filter((specifier): specifier is string => specifier !== undefined);
  return specifiers.flatMap((specifier) => {
    const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
    if (alias) return [ALIASES[alias] + specifier.slice(alias.length)];
    if (specifier.startsWith('.')) return [path.normalize(path.join(path.dirname(file), specifier))];
    return [];
  });
};

const production = [...sourcesUnder('shared'), ...sourcesUnder('functions')];
const graph = new Map(production.map((file) => [file, importsOf(file)]));

const violations = (files: string[], allowed: (target: string, file: string) => boolean) =>
  files.flatMap((file) =>
    (graph.get(file) ?? []).filter((target) => !allowed(target, file)).map((target) => `${file} -> ${target}`),
  );

const faceOf = (file: string) => file.split('/')[1];

describe('the layers of the code', () => {
  test('the sources are found', () => {
    expect(production.length).toBeGreaterThan(200);
    expect(graph.get('functions/site/handler.ts')).toContain('shared/operations/composition.ts');
  });

  test('the domain imports the domain only: no data file, configuration, route, operation, store or face', () => {
    const domain = production.filter((file) => file.startsWith('shared/domain/'));

    expect(violations(domain, (target) => target.startsWith('shared/domain/'))).toEqual([]);
  });

  test('shared code imports no face', () => {
    const shared = production.filter((file) => file.startsWith('shared/'));

    expect(violations(shared, (target) => !target.startsWith('functions/'))).toEqual([]);
  });

  test("a face imports no other face's folder: the site and MCP reach the operations in shared/operations/", () => {
    const faces = production.filter((file) => file.startsWith('functions/'));

    expect(
      violations(faces, (target, file) => !target.startsWith('functions/') || faceOf(target) === faceOf(file)),
    ).toEqual([]);
  });

  test('no import cycle, not even through a type', () => {
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        cycles.push([...trail.slice(trail.indexOf(file)), file].join(' -> '));
        return;
      }
      state.set(file, 'open');
      for (const target of graph.get(file) ?? []) if (graph.has(target)) visit(target, [...trail, file]);
      state.set(file, 'done');
    };
    for (const file of graph.keys()) visit(file, []);

    expect(cycles).toEqual([]);
  });
});

describe('the faces', () => {
  test('cast nothing through unknown: a face works with the types its operations and schemas give', () => {
    const casts = sourcesUnder('functions').filter((file) =>
      /\bas unknown as\b/.test(readFileSync(path.join(root, file), 'utf8')),
    );

    expect(casts).toEqual([]);
  });
});
