import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { tableNames } from '#infra/local/dynamodb-local.ts';
import { isoWeekAt } from '#shared/domain/pricing/fuel.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { dynamoFuelStore } from '#shared/store/fuel-store.ts';

/**
 * `npm start` as a new user runs it (the same entry point, `infra/local/main.ts`, on a free port and on the test
 * run's DynamoDB Local), then the README's estimate example and the operator commands, which find its database
 * on their own. CI runs this suite again with the clock 400 days ahead: the example must price on any date.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const tsx = path.join(root, 'node_modules/.bin/tsx');
const runtimeFile = path.join(mkdtempSync(path.join(tmpdir(), 'npm-start-')), 'local-runtime.json');
const prefix = `npm-start-${randomUUID().slice(0, 8)}`;
const endpoint = process.env.DYNAMODB_ENDPOINT as string;
const run = promisify(execFile);
/** Each command is a fresh Node process that compiles TypeScript: seconds on a busy machine. */
const COMMANDS = 60_000;

/** What an operator's shell has: no database variables set by hand. */
const operatorEnv = () => {
  const env: Record<string, string | undefined> = { ...process.env, LOCAL_RUNTIME_FILE: runtimeFile };
  for (const key of Object.keys(env)) if (key === 'DYNAMODB_ENDPOINT' || key.endsWith('_TABLE_NAME')) delete env[key];
  return env;
};

const cli = async (script: string, args: string[]) => {
  try {
    const { stdout, stderr } = await run(tsx, [`infra/cli/${script}.ts`, ...args], { cwd: root, env: operatorEnv() });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
};

/** Resolves once `done` holds, checking as the service's output arrives. */
const until = (done: () => boolean) =>
  new Promise<void>((resolve) => {
    const check = () => {
      if (!done()) return;
      service.stdout?.off('data', check);
      resolve();
    };
    service.stdout?.on('data', check);
    check();
  });

let service: ChildProcess;
let baseUrl: string;
let output = '';

beforeAll(async () => {
  service = spawn(tsx, ['infra/local/main.ts'], {
    cwd: root,
    env: { ...operatorEnv(), DYNAMODB_ENDPOINT: endpoint, TABLE_PREFIX: prefix, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not listen:\n${output}`)), 50_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve(listening[1] as string);
      }
    };
    service.stdout?.on('data', read);
    service.stderr?.on('data', read);
    service.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });
}, 60_000);

afterAll(async () => {
  if (service.exitCode === null) {
    service.kill('SIGINT');
    await new Promise((resolve) => service.once('exit', resolve));
  }
});

describe('npm start, as the README shows it', () => {
  test(
    "llms.txt and the MCP server's instructions and resources link to the address that serves them",
    async () => {
      const llms = await (await fetch(`${baseUrl}/llms.txt`)).text();
      const client = new Client({ name: 'npm-start', version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', baseUrl)));
      const { resources } = await client.listResources();
      const instructions = client.getInstructions() ?? '';
      await client.close();

      const links = [...`${llms}\n${instructions}`.matchAll(/https?:\/\/[^\s)>`"]+/g)].map(([link]) => link);
      const own = links.filter((link) => !/^https:\/\/(creativecommons\.org|llmstxt\.org|eur-lex)/.test(link));
      expect(own.length).toBeGreaterThan(10);
      expect(own.filter((link) => !link.startsWith(`${baseUrl}/`))).toEqual([]);
      expect(instructions).toContain(`${baseUrl}/llms.txt`);
      expect(resources.map((resource) => resource.uri.startsWith(`${baseUrl}/`))).toEqual([true, true]);
    },
    COMMANDS,
  );

  test(
    "the README's estimate example answers a priced 200 on whatever date it runs",
    async () => {
      const response = await fetch(`${baseUrl}/api/agentes/v1/estimaciones?origen=Barcelona&destino=Milan&metros=2`, {
        headers: { 'Accept-Language': 'en' },
      });

      expect(response.status).toBe(200);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ estado: 'estimacion', moneda: 'EUR', gasoleoProvisional: true });
      expect(typeof body.total).toBe('number');
      expect(body.semanaGasoleo).toBe(isoWeekAt(new Date(Date.now() - 7 * 86_400_000)));
      expect(output).toMatch(/SAMPLE figures, not the official bulletin/);
    },
    COMMANDS,
  );

  test(
    "the terminal shows one line per request, and the handlers' JSON logs only with LOG_JSON=1",
    async () => {
      const refused = await fetch(`${baseUrl}/api/agentes/v1/estimaciones?origen=Barcelona&destino=Milan&metros=20`);
      await refused.arrayBuffer();
      const page = await fetch(`${baseUrl}/driving-bans`);
      await page.arrayBuffer();

      // A line is written when its answer is finished, which the client may see first: wait for it.
      await until(() => output.includes('GET /driving-bans 200 '));
      expect(refused.status).toBe(422);
      expect(output).toMatch(
        /^GET \/api\/agentes\/v1\/estimaciones\?origen=Barcelona&destino=Milan&metros=20 422 \d+ ms$/m,
      );
      expect(output).toMatch(/^GET \/driving-bans 200 \d+ ms$/m);
      expect(output).toContain('LOG_JSON=1 npm start');
      // The refusal is logged as "request refused" at INFO: only the switch shows it.
      expect(output).not.toMatch(/^\{"level"/m);
    },
    COMMANDS,
  );

  test(
    'the fuel command finds the running database and lists the sample figures as sample',
    async () => {
      const listed = await cli('fuel', ['list', '--limit', '2']);

      expect(listed.code).toBe(0);
      expect(listed.stderr).toMatch(/Fuel figures in the local database of npm start \(pid \d+/);
      expect(listed.stdout).toContain(`${isoWeekAt(new Date())}\t`);
      expect(listed.stdout).toMatch(/sample {2}SAMPLE, not an official figure/);
    },
    COMMANDS,
  );

  test(
    'fuel import loads a bulletin workbook into it, replacing sample weeks and keeping the rest',
    async () => {
      const fixture = path.join(root, 'test/fixtures/oil-bulletin/prices-history.xlsx');
      const imported = await cli('fuel', ['import', '--file', fixture]);

      expect(imported.code).toBe(0);
      expect(imported.stdout).toContain('Read prices-history.xlsx (history layout): 7 weeks, 2026-W40 to 2026-W47.');
      expect(imported.stdout).toContain('Added: 7 weeks, 2026-W40 to 2026-W47.');
      expect(imported.stdout).toContain('No Spanish diesel price in the file for: 2026-W44.');
      const client = createDocumentClient({ DYNAMODB_ENDPOINT: endpoint, AWS_REGION: 'eu-west-1' });
      const figures = await dynamoFuelStore(client, tableNames(prefix).FUEL_TABLE_NAME).list(200);
      client.destroy();
      expect(figures.find((figure) => figure.week === '2026-W47')).toMatchObject({
        pricePerLitre: 1.43256,
        source: 'eu-weekly-oil-bulletin',
        document: 'prices-history.xlsx',
      });
      expect(figures.find((figure) => figure.week === '2026-W44')?.source).toBe('sample');

      const again = await cli('fuel', ['import', '--file', fixture]);
      expect(again.stdout).toContain('Added: none.');
      expect(again.stdout).toContain('Kept (a figure was already stored for the week): 7 weeks, 2026-W40 to 2026-W47.');
    },
    COMMANDS,
  );

  test(
    'the credentials command finds it too, and lists the demo credential',
    async () => {
      const listed = await cli('credentials', ['list']);

      expect(listed.code).toBe(0);
      expect(listed.stdout).toMatch(/^cred_\S+\tfest_\S+\.\.\.\tdemo\/demo-client\/local\t/m);
    },
    COMMANDS,
  );

  test(
    'operator mistakes get a sentence and the usage, never a stack trace',
    async () => {
      const dash = await cli('fuel', ['set', '--week', '2026-W48', '--price', '-1']);
      expect(dash.code).toBe(2);
      expect(dash.stderr).toContain("To specify an option argument starting with a dash use '--price=-XYZ'.");
      expect(dash.stderr).not.toMatch(/\n\s+at /);

      const negative = await cli('fuel', ['set', '--week', '2026-W48', '--price=-1']);
      expect(negative.code).toBe(2);
      expect(negative.stderr).toContain('--price -1 is not a price: give EUR per litre, greater than 0 and at most 5');
      expect(negative.stderr).not.toMatch(/\n\s+at /);

      const unknown = await cli('fuel', ['set', '--weak', '2026-W48']);
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toMatch(/Unknown option '--weak'/);

      const missing = await cli('fuel', ['import', '--file', '/nonexistent.xlsx']);
      expect(missing.code).toBe(2);
      expect(missing.stderr).toContain('--file /nonexistent.xlsx cannot be read: ENOENT.');

      const short = await cli('credentials', ['revoke', 'fest']);
      expect(short.code).toBe(2);
      expect(short.stderr).toContain('"fest" is neither a credential id (cred_...), a token, nor a token prefix');
      expect(short.stderr).not.toMatch(/\n\s+at /);

      const help = await cli('fuel', ['--help']);
      expect(help.code).toBe(0);
      expect(help.stdout).toContain('npm run -s fuel -- import --file <bulletin.xlsx>');
    },
    COMMANDS,
  );

  test(
    'Ctrl-C stops it cleanly and removes its record, so the commands no longer find it',
    async () => {
      expect(existsSync(runtimeFile)).toBe(true);
      service.kill('SIGINT');
      const code = await new Promise((resolve) => service.once('exit', resolve));

      expect(code).toBe(0);
      expect(existsSync(runtimeFile)).toBe(false);
      const orphan = await cli('fuel', ['list']);
      expect(orphan.code).toBe(2);
      expect(orphan.stderr).toMatch(/FUEL_TABLE_NAME is not set and no local service is running/);
      expect(orphan.stderr).toContain('infra/aws/deployed-env.ts');
    },
    COMMANDS,
  );
});
