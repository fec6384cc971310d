import type { Client } from '@modelcontextprotocol/client';
import { logger } from '#shared/observability/logger.ts';
import type { createDocumentClient } from '#shared/store/dynamo-client.ts';
import type { RunningServer } from '#test/support/local-server.ts';
import { startPricedServer } from '#test/support/priced-server.ts';
import { connectClient, textOf } from './mcp-client.ts';

const ESTIMATE = '/api/agentes/v1/estimaciones?origen=Barcelona&destino=Milan&metros=2';
const PER_DAY = 3;

let server: RunningServer;
let client: Client;
let db: ReturnType<typeof createDocumentClient>;

beforeAll(async () => {
  logger.setLogLevel('SILENT');
  // The day window, so that a minute turning over during the test does not reset the count.
  process.env.ESTIMATE_QUOTA_PER_MINUTE = '1000';
  process.env.ESTIMATE_QUOTA_PER_DAY = String(PER_DAY);
  ({ server, client: db } = await startPricedServer('e2e-mcp-quota'));
  ({ client } = await connectClient(server.baseUrl, 'current'));
}, 60_000);

afterAll(async () => {
  await client.close();
  await server.close();
  db.destroy();
});

const estimateTool = () =>
  client.callTool({
    name: 'estimate_freight_price',
    arguments: { origen: 'Barcelona', destino: 'Milan', metros: 2, lang: 'en' },
  });

test('MCP and REST share the per-IP quota; the refusal is a tool error with the seconds to wait', async () => {
  // Prepare: REST, MCP, REST use up the day's three estimates of this client IP.
  const first = await fetch(`${server.baseUrl}${ESTIMATE}`);
  const viaMcp = await estimateTool();
  const third = await fetch(`${server.baseUrl}${ESTIMATE}`);

  // Act
  const refused = await estimateTool();
  const restRefused = await fetch(`${server.baseUrl}${ESTIMATE}`);

  // Assess
  expect([first.status, third.status]).toEqual([200, 200]);
  expect(viaMcp.isError).toBeFalsy();
  expect(third.headers.get('ratelimit')).toMatch(/"day";r=0;/);
  expect(refused.isError).toBe(true);
  expect(refused.structuredContent).toBeUndefined();
  expect(restRefused.status).toBe(429);
  const retryAfter = Number(restRefused.headers.get('retry-after'));
  // The seconds as English writes them: 60,055.
  const waited = /Wait ([\d,]+) seconds? before calling again/.exec(textOf(refused));
  expect(waited).not.toBeNull();
  // Both read the same counter's window a moment apart.
  expect(Math.abs(Number(waited?.[1]?.replaceAll(',', '')) - retryAfter)).toBeLessThanOrEqual(1);
  expect(textOf(refused)).toContain('(HTTP 429)');
  expect(textOf(refused)).toContain('the server does not retry for you');
}, 60_000);
