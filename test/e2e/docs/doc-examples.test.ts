import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DEFAULT_PORT } from '#infra/local/local-runtime.ts';
import { seedDemoCredential } from '#infra/local/seed-credentials.ts';
import { seedFuelFigures } from '#infra/local/seed-fuel.ts';
import { logger } from '#shared/observability/logger.ts';
import { dynamoCredentialStore } from '#shared/store/credential-store.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import {
  type DocExample,
  dailyLineDifferences,
  examplesIn,
  lineDifferences,
  masked,
  parseLooseJson,
  shapeDifferences,
  splitHttp,
  typescriptExamplesIn,
} from '#test/support/doc-examples.ts';
import { type RunningServer, startLocalServer } from '#test/support/local-server.ts';
import { useFreshTables } from '#test/support/test-tables.ts';

/**
 * Every example of the README and the guides that runs against the local service is run here, as written, against
 * one local server (the host and port rewritten), and what it prints is compared with what the doc shows after it:
 * the status, the header names (and values that do not vary), and the body's keys and stable fields. A doc whose
 * output drifts from the service fails this test. The TypeScript examples of the client package run the same way,
 * as an integrator's program in a project that installed the packed client, and must type-check against it.
 */

const ROOT = process.cwd();
const DOCS = [
  'README.md',
  'client/README.md',
  ...(await readdir(path.join(ROOT, 'docs'))).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`),
];

/**
 * Commands deliberately not run, with the reason. Every other shell command in the docs must be one this test runs:
 * a new example that fits neither fails the last test below.
 */
const NOT_RUN: [RegExp, string][] = [
  [/^npm ci\b/, 'installs packages: the test runs inside an installed tree'],
  [/^npm test\b/, 'the test suite itself'],
  [/^npx cdk\b|^npm run deploy\b|cdk bootstrap/, 'deploys to an AWS account'],
  [/infra\/aws\/deployed-env\.ts/, 'runs against a deployed stack'],
  [/^aws /, 'calls AWS'],
  [/^claude mcp add\b/, 'configures a desktop client, not the service'],
  [/^npm run -s fuel -- import\b/, 'needs a bulletin workbook downloaded from the European Commission'],
  [
    /^npm run -s bans -- change\b/,
    'appends to the committed change log; test/unit/traffic-bans/change-log-cli.test.ts runs it on a copy',
  ],
  [
    /^npm run -s bans -- watch\b/,
    "reads the authorities' pages on the internet; test/integration/traffic-bans/ban-source-watch.test.ts runs it against a loopback server",
  ],
  [/^npm run -s fuel -- (set|list)\b/, 'would change the diesel figure the other examples price with; no output shown'],
  [
    /^npm run -s client-pack$/,
    "run by this test's set-up as written: the client's examples run in a project that installed its tarball",
  ],
  [
    /^npm install \S*freight-estimate-client-[\d.]+\.tgz$/,
    "run by this test's set-up in the examples' project, offline, with the client's dependencies packed beside it",
  ],
];

/** Deployment-guide commands that read an AWS deployment's outputs or logs. */
const AGAINST_AWS = /https:\/\/(d[x.]|freight\.example\.com|<)|\$DISTRIBUTION_URL|\$\{?URL\b|\$API_URL|dxxxx/;

/** The local service as every example addresses it: `npm start` on its default port. */
const LOCAL_ORIGIN = `http://127.0.0.1:${DEFAULT_PORT}`;
const LOCAL_URL = new RegExp(LOCAL_ORIGIN.replaceAll('.', '\\.'), 'g');

/**
 * Only these forms are run, and only when no reason above excludes them: a curl (or a loop of curls) against the
 * local service, the MCP Inspector against the local MCP endpoint, and the operator commands that write nothing
 * outside a temporary copy of the tariff (the import), nothing at all (the audit), or only to this test's tables
 * (the credentials, which find them through the environment as with `npm start`).
 */
const AGAINST_SERVER = /^(curl |for i in \$\(seq \d+ \d+\); do curl |npx @modelcontextprotocol\/inspector --cli )/;
const IN_TEMP_COPY = /^npm run -s (import-tariff|bans -- (audit|provisional)|credentials -- (issue|list|revoke))\b/;

const reasonNotRun = (example: DocExample) =>
  (example.where.startsWith('docs/deployment.md:')
    ? 'the deployment guide checks a deployment in an AWS account'
    : undefined) ??
  NOT_RUN.find(([pattern]) => pattern.test(example.command.trim()))?.[1] ??
  (AGAINST_AWS.test(example.command) ? 'runs against an AWS deployment' : undefined);

const runsAgainstLocalServer = (command: string) =>
  AGAINST_SERVER.test(command) && command.includes(`${LOCAL_ORIGIN}/`);

const examples = DOCS.flatMap((file) => examplesIn(ROOT, file));
const runnable = examples.filter(
  (example) =>
    reasonNotRun(example) === undefined &&
    (runsAgainstLocalServer(example.command) || IN_TEMP_COPY.test(example.command)),
);

const run = promisify(execFile);

/** The client package's name, as its examples import it. */
const CLIENT_PACKAGE = 'freight-estimate-client';
/** How the client's guide packs it in this repository (its tarball is then installed with `npm install`). */
const PACK_CLIENT = 'npm run -s client-pack';
/** The official MCP SDK's client, as the agents guide's example imports it. */
const MCP_SDK = '@modelcontextprotocol/client';
const programs = DOCS.flatMap((file) => [
  ...typescriptExamplesIn(ROOT, file, CLIENT_PACKAGE),
  ...typescriptExamplesIn(ROOT, file, MCP_SDK),
]);

let server: RunningServer;
let db: ReturnType<typeof createDocumentClient>;
let token: string;
let scratch: string;
/** An integrator's project outside the repository, with the built client under its name in node_modules. */
let clientProject: string;
/** Values the docs show that an earlier answer decides (a quote's id, an ETag): the doc's value to the real one. */
const learned = new Map<string, string>();
/** One loopback source address per code block, so that no example spends another's quota. */
const addresses = new Map<string, string>();

beforeAll(async () => {
  logger.setLogLevel('SILENT');
  const names = await useFreshTables('e2e-docs');
  db = createDocumentClient({ DYNAMODB_ENDPOINT: process.env.DYNAMODB_ENDPOINT, AWS_REGION: 'eu-west-1' });
  // What `npm start` seeds: the sample diesel series carried forward to this week, and a demo credential.
  await seedFuelFigures(db, names.FUEL_TABLE_NAME, new Date());
  ({ token } = await seedDemoCredential(dynamoCredentialStore(db, names.CREDENTIALS_TABLE_NAME)));
  server = await startLocalServer();
  [scratch, clientProject] = await Promise.all([tempCopyOfTheProject(), projectWithTheClient()]);
}, 180_000);

afterAll(async () => {
  await server?.close();
  db?.destroy();
  if (scratch) await rm(scratch, { recursive: true, force: true });
  if (clientProject) await rm(clientProject, { recursive: true, force: true });
  // Removing the examples' installed project takes seconds on a busy machine.
}, 60_000);

/**
 * A directory where operator commands that write files (the tariff import) can run as the docs show them: the
 * code by symbolic link, the tariff file and the example CSV (as `my-tariff.csv`) as copies.
 */
const tempCopyOfTheProject = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'doc-examples-'));
  for (const name of ['package.json', 'tsconfig.json', 'node_modules', 'infra', 'shared', 'functions']) {
    await symlink(path.join(ROOT, name), path.join(dir, name));
  }
  await mkdir(path.join(dir, 'data'));
  for (const name of await readdir(path.join(ROOT, 'data'))) {
    if (name !== 'tariffs') await symlink(path.join(ROOT, 'data', name), path.join(dir, 'data', name));
  }
  await mkdir(path.join(dir, 'data', 'tariffs'));
  for (const name of await readdir(path.join(ROOT, 'data', 'tariffs'))) {
    await copyFile(path.join(ROOT, 'data', 'tariffs', name), path.join(dir, 'data', 'tariffs', name));
  }
  await copyFile(path.join(ROOT, 'data', 'tariffs', 'example-tariff.csv'), path.join(dir, 'my-tariff.csv'));
  return dir;
};

/** A program's file in the client project: its doc and line in the name, the local server's address in the code. */
const programFile = (example: DocExample) =>
  path.join(clientProject, `${example.where.replace(/[^A-Za-z0-9]+/g, '-')}.ts`);

/** The package names a package depends on, and theirs, as this repository has them installed. */
const dependencyClosure = async (manifest: string, found = new Set<string>()): Promise<Set<string>> => {
  const { dependencies = {} } = JSON.parse(await readFile(manifest, 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  for (const name of Object.keys(dependencies).filter((name) => !found.has(name))) {
    found.add(name);
    await dependencyClosure(path.join(ROOT, 'node_modules', name, 'package.json'), found);
  }
  return found;
};

/**
 * A project as an integrator has it: the client packed in this repository (`PACK_CLIENT`, as the client's guide
 * says) and its tarball installed with `npm install`, offline: its dependencies are packed from this
 * repository's node_modules beside it. Every TypeScript example of the docs is a file of it; the agents guide's
 * uses the MCP SDK, linked from this repository.
 */
const projectWithTheClient = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'client-examples-'));
  const packed = await run('bash', ['-c', PACK_CLIENT], { cwd: ROOT, timeout: 150_000 });
  const tarball = packed.stdout.trim().split('\n').at(-1) ?? '';
  await rename(path.join(ROOT, tarball), path.join(dir, tarball));
  const dependencies = [...(await dependencyClosure(path.join(ROOT, 'client', 'package.json')))];
  const dependencyTarballs = await run(
    'npm',
    ['pack', '--ignore-scripts', '--pack-destination', dir, ...dependencies.map((name) => `./node_modules/${name}`)],
    { cwd: ROOT, timeout: 60_000 },
  );
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ type: 'module', private: true }));
  const local = ['--offline', '--ignore-scripts', '--no-audit', '--no-fund'];
  const tarballs = [tarball, ...dependencyTarballs.stdout.trim().split('\n')].map((name) => `./${name}`);
  await run('npm', ['install', ...local, ...tarballs], { cwd: dir, timeout: 120_000 });
  await mkdir(path.join(dir, 'node_modules', '@modelcontextprotocol'));
  await symlink(path.join(ROOT, 'node_modules', MCP_SDK), path.join(dir, 'node_modules', MCP_SDK));
  const compilerOptions = {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    typeRoots: [path.join(ROOT, 'node_modules', '@types')],
    types: ['node'],
  };
  await writeFile(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, include: ['*.ts'] }));
  clientProject = dir;
  for (const example of programs) {
    await writeFile(programFile(example), example.command.replace(LOCAL_URL, server.baseUrl));
  }
  return dir;
};

/** The command as the test runs it: on the test's server, from its own address, with values learned so far. */
const withLearned = (command: string) =>
  [...learned].reduce((rewritten, [shown, real]) => rewritten.replaceAll(shown, real), command);

const asRun = ({ command, block }: DocExample) => {
  const rewritten = withLearned(command.replace(LOCAL_URL, server.baseUrl));
  const address = addresses.get(block) ?? `127.0.0.${addresses.size + 10}`;
  addresses.set(block, address);
  return rewritten.replace(/\bcurl /g, `curl --interface ${address} `);
};

const execute = async (example: DocExample) => {
  const local = runsAgainstLocalServer(example.command);
  try {
    const { stdout, stderr } = await run('bash', ['-c', local ? asRun(example) : withLearned(example.command)], {
      cwd: local ? ROOT : scratch,
      env: { ...process.env, TOKEN: token },
      timeout: 60_000,
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
};

/** A TypeScript example run with tsx, on this test's Node.js, as the integrator's project runs it. */
const executeProgram = async (example: DocExample) => {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), programFile(example)],
      { cwd: clientProject, env: { ...process.env, TOKEN: token }, timeout: 60_000 },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
};

/** The MCP Inspector CLI exits with 5 when the tool answered with an error, as the doc then shows. */
const expectedExit = (example: DocExample) =>
  example.command.startsWith('npx @modelcontextprotocol/inspector') && /"isError": true/.test(example.expected ?? '')
    ? 5
    : 0;

/** The text of a tool call's first content item, when the output is an MCP result. */
const toolText = (value: unknown) => {
  const content = (value as { content?: { type: string; text: string }[] } | undefined)?.content;
  return Array.isArray(content) && content[0]?.type === 'text' ? content[0].text : undefined;
};

const parsed = (text: string) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** Remembers what the doc shows for values an earlier answer decides, so the next commands use the real ones. */
const learn = (shown: ReturnType<typeof splitHttp>, printed: ReturnType<typeof splitHttp>, sent: unknown) => {
  const shownTag = shown.headers.get('etag');
  const sentTag = printed.headers.get('etag');
  if (shownTag && sentTag) learned.set(shownTag, sentTag);
  const shownId = (parseLooseJson(shown.body) as { id?: unknown } | undefined)?.id;
  const sentId = (sent as { id?: unknown } | undefined)?.id;
  if (typeof shownId === 'string' && typeof sentId === 'string') learned.set(shownId, sentId);
  // An issued token, and the prefix `list` shows and `revoke` takes.
  const token = /\bfest_[A-Za-z0-9]{36}\b/;
  const shownToken = token.exec(shown.body)?.[0];
  const sentToken = token.exec(printed.body)?.[0];
  if (shownToken && sentToken) {
    learned.set(shownToken, sentToken);
    learned.set(shownToken.slice(0, 9), sentToken.slice(0, 9));
  }
};

/**
 * An example that computes its dates (`$(date ...)`, or `new Date(Date.now() ...)` in TypeScript) answers for that
 * day: which bans, on which weekday, at which price. For it the shape and the stable fields are compared, not what
 * the day decides.
 */
const dependsOnTheDay = (command: string) => /\$\((TZ=\S+ )?date |\bDate\.now\(\)/.test(command);

/**
 * Of a route's or calendar's text, the indented lines list what that day meets: the rest, each country's passage
 * line included, is compared (its times masked).
 */
const withoutPassages = (text: string) =>
  text
    .split('\n')
    .filter((line) => !/^\s/.test(line))
    .join('\n');

/** Header values that differ between runs: only the header's presence is compared. */
const VARYING_HEADERS = new Set(['ratelimit', 'retry-after', 'etag', 'date', 'content-length']);

const differences = (example: DocExample, output: string) => {
  const shown = splitHttp(example.expected ?? '');
  const printed = splitHttp(output);
  const found: string[] = [];
  if (shown.status !== undefined && printed.status !== shown.status) {
    found.push(`status: the doc shows ${shown.status}, the service answered ${printed.status ?? 'no status line'}`);
  }
  for (const [name, value] of shown.headers) {
    const sent = printed.headers.get(name);
    if (sent === undefined) found.push(`header ${name}: shown in the doc, not sent`);
    else if (!VARYING_HEADERS.has(name) && masked(sent) !== masked(value)) {
      found.push(`header ${name}: the doc shows ${JSON.stringify(value)}, the service sent ${JSON.stringify(sent)}`);
    }
  }
  const sent = parsed(printed.body);
  learn(shown, printed, sent);
  if (shown.body === '') return found;
  const shownJson = parseLooseJson(shown.body);
  const text = toolText(sent);
  const daily = dependsOnTheDay(example.command);
  const compareLines = daily ? dailyLineDifferences : lineDifferences;
  if (shownJson !== undefined && sent !== undefined) found.push(...shapeDifferences(shownJson, sent, { daily }));
  else if (
    shownJson === undefined &&
    text !== undefined &&
    /--tool-name get_(route_)?driving_bans/.test(example.command)
  ) {
    found.push(...compareLines(withoutPassages(shown.body), withoutPassages(text)));
  } else if (shownJson === undefined && text !== undefined) found.push(...compareLines(shown.body, text));
  else found.push(...compareLines(shown.body, printed.body));
  return found;
};

test('the docs hold runnable examples of every kind this test runs', () => {
  const commands = runnable.map((example) => example.command);
  expect(commands.some((command) => command.includes('/api/agentes/v1/estimaciones'))).toBe(true);
  expect(commands.some((command) => command.includes('/api/agentes/v1/cotizaciones'))).toBe(true);
  expect(commands.some((command) => command.includes('/api/geo/traffic-bans'))).toBe(true);
  expect(commands.some((command) => command.startsWith('curl') && command.includes('/mcp'))).toBe(true);
  expect(commands.some((command) => command.includes('import-tariff'))).toBe(true);
  const calls = programs.map((example) => example.command);
  for (const method of ['consultarEstimacionServicio', 'crearCotizacionIntegracion', 'getTrafficBansRoute']) {
    expect(calls.some((program) => program.includes(`client.${method}(`))).toBe(true);
  }
  // The credential of the MCP quote tools, as the SDK and the Inspector send it.
  expect(calls.some((program) => program.includes(MCP_SDK) && program.includes('requestInit'))).toBe(true);
  expect(commands.some((command) => /inspector --cli .*--header "Authorization: Bearer \$TOKEN"/.test(command))).toBe(
    true,
  );
  expect(programs.every((example) => example.expected !== undefined)).toBe(true);
});

// Examples run in the order the docs give them: a retrieval follows the creation whose id it reads.
test.each(runnable.map((example) => [example.where, example] as const))(
  '%s shows what the service does',
  async (_where, example) => {
    const { code, stdout, stderr } = await execute(example);
    const context = `${example.where}\n$ ${example.command}\n--- printed (exit ${code}) ---\n${stdout}${stderr}`;
    if (process.env.PRINT_DOC_EXAMPLES) process.stdout.write(`${context}\n`);
    expect({ context, code }).toEqual({ context, code: expectedExit(example) });
    expect({ context, differences: differences(example, stdout) }).toEqual({ context, differences: [] });
  },
  120_000,
);

test.each(programs.map((example) => [example.where, example] as const))(
  '%s: the client example prints what the doc shows',
  async (_where, example) => {
    const { code, stdout, stderr } = await executeProgram(example);
    const context = `${example.where}\n${example.command}\n--- printed (exit ${code}) ---\n${stdout}${stderr}`;
    if (process.env.PRINT_DOC_EXAMPLES) process.stdout.write(`${context}\n`);
    expect({ context, code }).toEqual({ context, code: 0 });
    expect({ context, differences: differences(example, stdout) }).toEqual({ context, differences: [] });
  },
  120_000,
);

test('the client examples type-check against the built package, as an integrator compiles them', async () => {
  const checked = await run(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', '.'],
    {
      cwd: clientProject,
      timeout: 120_000,
    },
  ).then(
    () => '',
    (error: { stdout?: string }) => error.stdout ?? String(error),
  );

  expect(checked).toBe('');
}, 150_000);

test("the client's guide installs it as this test does: packed here, its tarball installed with npm", async () => {
  const { version } = JSON.parse(await readFile(path.join(ROOT, 'client', 'package.json'), 'utf8')) as {
    version: string;
  };
  const commands = examplesIn(ROOT, 'client/README.md').map((example) => example.command.trim());

  expect(commands).toContain(PACK_CLIENT);
  expect(commands).toContainEqual(
    expect.stringMatching(new RegExp(`^npm install \\S*/${CLIENT_PACKAGE}-${version}\\.tgz$`)),
  );
  expect(await readdir(path.join(clientProject, 'node_modules', CLIENT_PACKAGE, 'dist'))).toContain('index.js');
});

test('every local address in the docs is the port npm start listens on by default, so that copied examples connect', async () => {
  // The other ports: the Parameters and Secrets extension inside a Lambda function (the deployment guide), and
  // port 2, where nothing listens, in the client guide's example of a service that does not answer.
  const elsewhere = new Set([2773, 2]);
  const texts = await Promise.all(
    DOCS.map(async (file) => ({ file, text: await readFile(path.join(ROOT, file), 'utf8') })),
  );
  const ports = texts.flatMap(({ file, text }) =>
    [...text.matchAll(/\b(?:127\.0\.0\.1|localhost):(\d+)/g)]
      .map((found) => Number(found[1]))
      .filter((port) => !elsewhere.has(port))
      .map((port) => `${file}: ${port}`),
  );

  expect(ports.length).toBeGreaterThan(0);
  expect(ports.filter((found) => !found.endsWith(`: ${DEFAULT_PORT}`))).toEqual([]);
});

test('every other shell command in the docs is listed with the reason it is not run', () => {
  const unaccounted = examples
    .filter((example) => !runnable.includes(example) && reasonNotRun(example) === undefined)
    .map((example) => `${example.where}: ${example.command}`);

  expect(unaccounted).toEqual([]);
});
