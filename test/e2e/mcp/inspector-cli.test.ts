import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { logger } from '#shared/observability/logger.ts';
import type { createDocumentClient } from '#shared/store/dynamo-client.ts';
import type { RunningServer } from '#test/support/local-server.ts';
import { startPricedServer } from '#test/support/priced-server.ts';

/**
 * The MCP Inspector's command-line mode, a client we did not write, run as its users run it: it negotiates its own
 * revision (2025-11-25) over Streamable HTTP.
 */
const inspector = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@modelcontextprotocol/inspector/package.json')),
  'clients/launcher/build/index.js',
);
const run = promisify(execFile);

let server: RunningServer;
let db: ReturnType<typeof createDocumentClient>;
let home: string;

const cli = async (...args: string[]) => {
  const { stdout } = await run(process.execPath, [inspector, '--cli', `${server.baseUrl}/mcp`, ...args], {
    // The CLI keeps a catalog of servers in the home directory: a throw-away one here.
    env: { ...process.env, HOME: home, MCP_CATALOG_PATH: path.join(home, 'mcp.json') },
    timeout: 30_000,
  });
  return JSON.parse(stdout) as Record<string, unknown>;
};

beforeAll(async () => {
  logger.setLogLevel('SILENT');
  home = await mkdtemp(path.join(tmpdir(), 'inspector-'));
  ({ server, client: db } = await startPricedServer('e2e-mcp-inspector'));
}, 60_000);

afterAll(async () => {
  await server.close();
  db.destroy();
  await rm(home, { recursive: true, force: true });
});

test('the MCP Inspector CLI lists the tools and calls the estimate and the driving bans', async () => {
  const listed = await cli('--method', 'tools/list');
  const estimate = await cli(
    '--method',
    'tools/call',
    '--tool-name',
    'estimate_freight_price',
    '--tool-arg',
    'origen=Barcelona',
    'destino=Milan',
    'metros=2',
    'lang=en',
  );
  const bans = await cli('--method', 'tools/call', '--tool-name', 'get_driving_bans', '--tool-arg', 'country=AT');

  expect((listed.tools as { name: string }[]).map((tool) => tool.name).sort()).toEqual([
    'create_quote',
    'estimate_freight_price',
    'get_driving_ban_changes',
    'get_driving_bans',
    'get_quote',
    'get_route_driving_bans',
    'pallets_to_loading_metres',
  ]);
  expect(estimate.isError).toBeFalsy();
  expect(estimate.structuredContent).toMatchObject({
    estado: 'estimacion',
    moneda: 'EUR',
    supuestos: { cpOrigen: '08001' },
  });
  expect(JSON.stringify(estimate.content)).toContain('VAT excluded');
  expect(bans.isError).toBeFalsy();
  expect(bans.structuredContent).toMatchObject({ license: { name: 'CC BY 4.0' } });
}, 120_000);

test("every tool's schemas pass the Inspector's portability check with no finding, not even a warning", async () => {
  const { stderr } = await run(
    process.execPath,
    [inspector, '--cli', `${server.baseUrl}/mcp`, '--method', 'tools/list', '--strict'],
    { env: { ...process.env, HOME: home, MCP_CATALOG_PATH: path.join(home, 'mcp.json') }, timeout: 30_000 },
  );

  expect(stderr).toBe('');
}, 60_000);
