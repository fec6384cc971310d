import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Reading the runnable examples out of the project's Markdown docs, and comparing what a command printed with
 * what the doc shows after it: status, header names, and the shape and stable fields of the body. Dates, times,
 * ids, ISO weeks and tags vary from run to run and are compared by form only.
 */

export interface DocExample {
  /** `README.md:57`: the file and the line of the command. */
  readonly where: string;
  /** `README.md:55`: the code block it is in; commands of one block run as one client. */
  readonly block: string;
  /** The command as the doc writes it (continuation lines joined by the shell). */
  readonly command: string;
  /** What the doc shows after it: comment lines, the lines after a `$` prompt, or the adjacent output block. */
  readonly expected?: string;
}

interface Block {
  readonly lang: string;
  readonly lines: string[];
  readonly start: number;
  readonly end: number;
}

/** A line of a list by index, '' past its end (the loops below stay inside it). */
const lineAt = (lines: readonly string[], index: number): string => lines[index] ?? '';

const SHELL = new Set(['sh', 'bash', 'shell', 'console']);

const blocksOf = (markdown: string): Block[] => {
  const lines = markdown.split('\n');
  const blocks: Block[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const open = /^(\s*)```(\S*)\s*$/.exec(lineAt(lines, index) ?? '');
    if (!open) continue;
    const indent = open[1]?.length ?? 0;
    const body: string[] = [];
    let close = index + 1;
    while (close < lines.length && !/^\s*```\s*$/.test(lineAt(lines, close))) {
      body.push(
        lineAt(lines, close).slice(
          Math.min(indent, lineAt(lines, close).length - lineAt(lines, close).trimStart().length),
        ),
      );
      close += 1;
    }
    blocks.push({ lang: open[2] ?? '', lines: body, start: index + 1, end: close + 1 });
    index = close;
  }
  return blocks;
};

/** Joins a command's continuation lines (a trailing backslash) as the shell reads them. */
const takeCommand = (lines: string[], from: number, prompt: boolean) => {
  const parts: string[] = [];
  let index = from;
  for (;;) {
    const line = prompt && index === from ? lineAt(lines, index).slice(2) : lineAt(lines, index);
    parts.push(line);
    if (!line.endsWith('\\') || index + 1 >= lines.length) break;
    index += 1;
  }
  return { command: parts.join('\n'), next: index + 1 };
};

const trimBlank = (lines: string[]) => {
  const copy = [...lines];
  while (copy.length > 0 && copy[0]?.trim() === '') copy.shift();
  while (copy.length > 0 && copy.at(-1)?.trim() === '') copy.pop();
  return copy;
};

/** Every command of every shell block of a Markdown file, with the output the doc shows for it. */
export const examplesIn = (root: string, file: string): DocExample[] => {
  const markdown = readFileSync(path.join(root, file), 'utf8');
  const lines = markdown.split('\n');
  const blocks = blocksOf(markdown);
  const examples: DocExample[] = [];
  blocks.forEach((block, position) => {
    if (!SHELL.has(block.lang)) return;
    const prompt = block.lang === 'console';
    const found: { command: string; line: number; output: string[] }[] = [];
    let index = 0;
    while (index < block.lines.length) {
      const line = lineAt(block.lines, index);
      const isCommand = prompt ? line.startsWith('$ ') : line.trim() !== '' && !line.trimStart().startsWith('#');
      if (!isCommand) {
        found.at(-1)?.output.push(prompt ? line : line.replace(/^\s*# ?/, ''));
        index += 1;
        continue;
      }
      const { command, next } = takeCommand(block.lines, index, prompt);
      found.push({ command, line: block.start + 1 + index, output: [] });
      index = next;
    }
    const following = blocks[position + 1];
    const adjacent =
      following !== undefined &&
      !SHELL.has(following.lang) &&
      lines.slice(block.end, following.start - 1).every((line) => line.trim() === '');
    found.forEach((example, order) => {
      // A sh block's comment lines before the next command belong to the command above only when they read as output.
      const inline = trimBlank(prompt ? example.output : example.output.filter((line) => line.trim() !== ''));
      const shown = [...inline];
      if (adjacent && order === found.length - 1) shown.push(...(shown.length > 0 ? [''] : []), ...following.lines);
      const expected = trimBlank(shown).join('\n');
      examples.push({
        where: `${file}:${example.line}`,
        block: `${file}:${block.start}`,
        command: example.command,
        ...(expected === '' ? {} : { expected }),
      });
    });
  });
  return examples;
};

const TYPESCRIPT = new Set(['ts', 'typescript']);

/**
 * Every TypeScript block of a Markdown file that imports `fromModule`, as one example: the whole block is the
 * program, and what the doc shows is the block right after it (only blank lines between).
 */
export const typescriptExamplesIn = (root: string, file: string, fromModule: string): DocExample[] => {
  const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
  const blocks = blocksOf(lines.join('\n'));
  return blocks.flatMap((block, position) => {
    const program = block.lines.join('\n');
    if (!TYPESCRIPT.has(block.lang) || !program.includes(`from '${fromModule}'`)) return [];
    const following = blocks[position + 1];
    const adjacent =
      following !== undefined &&
      !TYPESCRIPT.has(following.lang) &&
      !SHELL.has(following.lang) &&
      lines.slice(block.end, following.start - 1).every((line) => line.trim() === '');
    const expected = adjacent ? trimBlank(following.lines).join('\n') : '';
    return [
      {
        where: `${file}:${block.start + 1}`,
        block: `${file}:${block.start}`,
        command: program,
        ...(expected === '' ? {} : { expected }),
      },
    ];
  });
};

/* ---------- what a command printed, and what the doc shows ---------- */

export interface Printed {
  readonly status?: number;
  readonly headers: Map<string, string>;
  readonly body: string;
}

/** Splits `HTTP/1.1 200 OK` and its header lines from the body; output without a status line is all body. */
export const splitHttp = (text: string): Printed => {
  const lines = text.replaceAll('\r\n', '\n').split('\n');
  const status = /^HTTP\/[\d.]+ (\d{3})/.exec(lineAt(lines, 0) ?? '');
  if (!status) return { headers: new Map(), body: text.trim() };
  const headers = new Map<string, string>();
  let index = 1;
  for (; index < lines.length; index += 1) {
    const header = /^([A-Za-z0-9-]+): ?(.*)$/.exec(lineAt(lines, index));
    if (!header) break;
    headers.set((header[1] ?? '').toLowerCase(), header[2] ?? '');
  }
  return { status: Number(status[1]), headers, body: lines.slice(index).join('\n').trim() };
};

/* ---------- JSON as docs write it: with `…` or `...` where something was left out ---------- */

const ELLIPSIS = /^(\.\.\.|…)/;
/** Marks an object or array from which the doc left members out. */
export const PARTIAL = Symbol('partial');
type Loose = unknown;

/**
 * Parses JSON in which the doc shortened things: `…` or `...` in place of members (up to the next `,` or closing
 * bracket, so `... the same Result as at creation ...` is one gap) and strings ending or containing `…`. Returns
 * undefined when the text is not JSON even so.
 */
export const parseLooseJson = (text: string): Loose | undefined => {
  let at = 0;
  const space = () => {
    while (at < text.length && /\s/.test(text[at] ?? '')) at += 1;
  };
  const fail = (): never => {
    throw new SyntaxError(`unexpected ${text.slice(at, at + 20)}`);
  };
  const gap = () => {
    space();
    if (!ELLIPSIS.test(text.slice(at))) return false;
    let depth = 0;
    let quoted = false;
    while (at < text.length) {
      const char = text[at];
      if (quoted) {
        if (char === '\\') at += 1;
        else if (char === '"') quoted = false;
      } else if (char === '"') quoted = true;
      else if (char === '{' || char === '[') depth += 1;
      else if ((char === '}' || char === ']') && depth === 0) break;
      else if (char === '}' || char === ']') depth -= 1;
      else if (char === ',' && depth === 0) break;
      at += 1;
    }
    return true;
  };
  const string = (): string => {
    const start = at;
    at += 1;
    while (at < text.length && text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    at += 1;
    return JSON.parse(text.slice(start, at)) as string;
  };
  const members = <T>(close: string, member: () => T): { items: T[]; partial: boolean } => {
    at += 1;
    const items: T[] = [];
    let partial = false;
    for (;;) {
      space();
      if (text[at] === close) break;
      if (gap()) partial = true;
      else items.push(member());
      space();
      if (text[at] === ',') at += 1;
      else if (text[at] !== close) fail();
    }
    at += 1;
    return { items, partial };
  };
  const value = (): Loose => {
    space();
    const char = text[at];
    if (char === '{') {
      const { items, partial } = members('}', () => {
        space();
        if (text[at] !== '"') fail();
        const key = string();
        space();
        if (text[at] !== ':') fail();
        at += 1;
        return [key, value()] as const;
      });
      const object: Record<string | symbol, unknown> = Object.fromEntries(items);
      if (partial) object[PARTIAL] = true;
      return object;
    }
    if (char === '[') {
      const { items, partial } = members(']', value);
      if (partial) Object.assign(items, { [PARTIAL]: true });
      return items;
    }
    if (char === '"') return string();
    const literal = /^(-?\d+(\.\d+)?([eE][+-]?\d+)?|true|false|null)/.exec(text.slice(at));
    if (!literal) return fail();
    at += literal[0].length;
    return JSON.parse(literal[0]);
  };
  try {
    const parsed = value();
    space();
    return at === text.length ? parsed : undefined;
  } catch {
    return undefined;
  }
};

/* ---------- comparing ---------- */

/** What differs between runs: compared by its form only. */
const VOLATILE: [RegExp, string][] = [
  [/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>'],
  [/[0-9a-f]{8}-\.\.\./gi, '<uuid>'],
  [/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})/g, '<instant>'],
  [/\d{8}T\d{6}Z?/g, '<instant>'],
  [/\b\d{4}-\d{2}-\d{2}\b/g, '<date>'],
  // An instant in words, as the English MCP texts write one ("Saturday 28 November, 18:00 CET").
  [
    /\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December), \d{2}:\d{2} CES?T\b/g,
    '<instant>',
  ],
  // A date in words, as the English texts write one ("25 November 2026").
  [
    /\b\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b/g,
    '<date>',
  ],
  [/\b\d{4}-W\d{2}\b/g, '<week>'],
  [/\b20\d\d\b/g, '<year>'],
  [/\bcred_[A-Za-z0-9]{16}\b/g, '<credential>'],
  [/\bfest_[A-Za-z0-9]{36}\b/g, '<token>'],
  [/\bfest_[A-Za-z0-9]{4}\b/g, '<prefix>'],
  [/\b\d+ seconds\b/g, '<n> seconds'],
  [/\b\d+[.,]\d\d\b/g, '<amount>'],
];

export const masked = (text: string) => VOLATILE.reduce((out, [pattern, by]) => out.replace(pattern, by), text);

/** A shown string with `…` in it stands for any text there. */
const matchesShown = (shown: string, actual: string) => {
  const [left, right] = [masked(shown), masked(actual)];
  if (!left.includes('…')) return left === right;
  const pattern = left
    .split('…')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[\\s\\S]*');
  return new RegExp(`^${pattern}$`).test(right);
};

/** Fields whose value depends on the moment or the order of requests: present, any value of the same type. */
const ANY_VALUE = new Set(['id', 'requestId', 'emitido', 'caduca', 'generated', 'instance']);
/** Amounts: the tariff version and the diesel figure in force depend on the day. */
const AMOUNTS = new Set(['total', 'transporte', 'gasoleo']);
/**
 * For an example that computes its dates, what the answer holds depends on the day (which bans, on which weekday):
 * only these fields are compared by value, everything else by key and type.
 */
const STABLE = new Set([
  'estado',
  'moneda',
  'type',
  'title',
  'status',
  'parameter',
  'field',
  'apiVersion',
  'lang',
  'countries',
  'code',
  'country',
  'kind',
  'jsonrpc',
  'isError',
]);

/**
 * The service's own sentences (a problem's title, detail and accepted form, a JSON-RPC error's message): compared
 * even for an example whose answer depends on the day, with its dates, times and figures masked, so that a doc
 * whose wording drifts from what the service says fails.
 */
const WORDED = new Set(['title', 'detail', 'expected', 'message']);

/** A text compared by its words: dates, instants and ids masked as always, and every other digit too. */
const sameWords = (shown: string, actual: string) =>
  matchesShown(masked(shown).replace(/\d+/g, '0'), masked(actual).replace(/\d+/g, '0'));

const differs = (path: string, shown: unknown, actual: unknown) => [
  `${path}: the doc shows ${JSON.stringify(shown)}, the service sent ${JSON.stringify(actual)}`,
];

/**
 * Differences between what the doc shows and what came back, as readable lines: every key the doc shows is
 * present and of the same type; values are equal (dates, times, ids, weeks and amounts by their form) and arrays
 * have the shown length unless the doc shortened them. With `daily`, for an example whose answer depends on the
 * day, only the STABLE fields are compared by value, and an array only needs an item when the doc shows one.
 */
export const shapeDifferences = (
  shown: Loose,
  actual: unknown,
  { daily = false, path = '$', key = '' }: { daily?: boolean; path?: string; key?: string } = {},
): string[] => {
  if (Array.isArray(shown)) {
    if (!Array.isArray(actual)) return differs(path, 'an array', actual);
    const partial = (shown as unknown as Record<symbol, unknown>)[PARTIAL] === true;
    if (daily && !STABLE.has(key)) {
      if (shown.length === 0) return [];
      if (actual.length === 0) return [`${path}: the doc shows items, the service sent none`];
      return shapeDifferences(shown[0], actual[0], { daily, path: `${path}[0]`, key });
    }
    const length =
      partial || shown.length === actual.length ? [] : differs(`${path}.length`, shown.length, actual.length);
    return [
      ...length,
      ...shown.flatMap((item, index) =>
        shapeDifferences(item, actual[index], { daily, path: `${path}[${index}]`, key }),
      ),
    ];
  }
  if (shown !== null && typeof shown === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual))
      return differs(path, 'an object', actual);
    return Object.entries(shown).flatMap(([name, value]) => {
      const here = `${path}.${name}`;
      if (!(name in actual)) return [`${here}: shown in the doc, missing from the answer`];
      return shapeDifferences(value, (actual as Record<string, unknown>)[name], { daily, path: here, key: name });
    });
  }
  if (daily && WORDED.has(key) && typeof shown === 'string' && typeof actual === 'string') {
    return sameWords(shown, actual) ? [] : differs(path, shown, actual);
  }
  const byTypeOnly = ANY_VALUE.has(key) || AMOUNTS.has(key) || (daily && !STABLE.has(key));
  if (byTypeOnly) return typeof shown === typeof actual ? [] : differs(path, shown, actual);
  if (typeof shown === 'string' && typeof actual === 'string') {
    return matchesShown(shown, actual) ? [] : differs(path, shown, actual);
  }
  return Object.is(shown, actual) ? [] : differs(path, shown, actual);
};

/**
 * For output that depends on the day: every line the doc shows, with its digits masked, is one the command printed
 * (in any order, as often as it likes).
 */
export const dailyLineDifferences = (shown: string, actual: string): string[] => {
  const digitless = (line: string) => masked(line).replace(/\d/g, '0');
  const printed = actual.replaceAll('\r\n', '\n').split('\n').map(digitless);
  return shown
    .split('\n')
    .filter((line) => !['…', '...'].includes(line.trim()))
    .filter((line) => !printed.some((candidate) => matchesShown(digitless(line), candidate)))
    .map((line) => `the doc shows ${JSON.stringify(line)}, no line of that form was printed`);
};

/**
 * Text output compared line by line, after masking what varies; a line `…` in the doc stands for any number of
 * lines, and `…` inside a line for any text.
 */
export const lineDifferences = (shown: string, actual: string): string[] => {
  const want = shown.split('\n');
  const got = actual.replaceAll('\r\n', '\n').split('\n');
  let at = 0;
  for (let index = 0; index < want.length; index += 1) {
    const line = lineAt(want, index);
    if (line.trim() === '…' || line.trim() === '...') {
      const nextShown = want[index + 1];
      if (nextShown === undefined) return [];
      while (at < got.length && !matchesShown(nextShown, lineAt(got, at))) at += 1;
      continue;
    }
    if (at >= got.length) return [`line ${index + 1}: the doc shows ${JSON.stringify(line)}, the output ended`];
    if (!matchesShown(line, lineAt(got, at))) {
      return [
        `line ${index + 1}: the doc shows ${JSON.stringify(line)}, the service printed ${JSON.stringify(lineAt(got, at))}`,
      ];
    }
    at += 1;
  }
  return at < got.length ? [`the output goes on after the doc's last line: ${JSON.stringify(lineAt(got, at))}`] : [];
};
