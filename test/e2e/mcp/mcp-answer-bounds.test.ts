import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { MAX_CALENDAR_ANSWER_BYTES, MAX_ROUTE_ANSWER_BYTES } from '#functions/mcp/answer-bounds.ts';
import { logger } from '#shared/observability/logger.ts';
import { windowAt } from '#shared/operations/traffic-bans/calendar-responses.ts';
import type { createDocumentClient } from '#shared/store/dynamo-client.ts';
import type { RunningServer } from '#test/support/local-server.ts';
import { startPricedServer } from '#test/support/priced-server.ts';
import { mcpHeaders, postMcp } from './mcp-client.ts';

/**
 * Amplification: what a request can make the endpoint answer. Each tool and resource at its largest legal arguments
 * answers at most 100 times the bytes of its request, or, where it can answer more, stays under the cap it names
 * (and says how to ask for the rest).
 */

type Json = Record<string, unknown>;

const MAX_RATIO = 100;

let server: RunningServer;
let db: ReturnType<typeof createDocumentClient>;
let token: string;

beforeAll(async () => {
  logger.setLogLevel('SILENT');
  Object.assign(process.env, {
    ESTIMATE_QUOTA_PER_MINUTE: '1000',
    ESTIMATE_QUOTA_PER_DAY: '1000',
    INTEGRATION_QUOTA_PER_MINUTE: '1000',
    OPEN_DATA_QUOTA_PER_WINDOW: '1000',
    MCP_QUOTA_PER_MINUTE: '1000',
  });
  ({ server, client: db, token } = await startPricedServer('e2e-mcp-answer-bounds'));
}, 60_000);

afterAll(async () => {
  await server.close();
  db.destroy();
});

const window = () => windowAt(new Date());
const inAWeek = () => DateTime.now().setZone('Europe/Madrid').plus({ days: 7 }).toISODate() as string;
/** Twelve legs of 240 hours through the countries with the most entries: the largest route a call can ask for. */
const longestRoute = () => ({
  countries: ['AT', 'CH', 'RO', 'HU', 'AT', 'CH', 'RO', 'HU', 'AT', 'CH', 'RO', 'HU'],
  hours: Array(12).fill(240),
  departure: `${window().years[0]}-12-20T18:00:00+01:00`,
  lang: 'ro',
});

/** One request, as sent and as answered: its bytes both ways and the JSON-RPC result. */
const exchange = async (method: string, params: Json, headers: Record<string, string> = mcpHeaders()) => {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method, params });
  const answer = await postMcp(server.baseUrl, body, headers);
  expect(answer.status).toBe(200);
  const { result } = JSON.parse(answer.body) as { result: Json };
  return { sent: Buffer.byteLength(body), answered: Buffer.byteLength(answer.body), result };
};

const call = (name: string, args: Json, headers?: Record<string, string>) =>
  exchange('tools/call', { name, arguments: args }, headers);

describe('every answer is bounded by its request', () => {
  test.each([
    [
      'estimate_freight_price',
      () => ({ cpOrigen: '08001', paisDestino: 'PT', cpDestino: '9500-001', metros: 10, pesoKg: 24000, lang: 'ro' }),
    ],
    ['pallets_to_loading_metres', () => ({ euroPallets: 30, industrialPallets: 10, stackable: true, lang: 'ro' })],
  ])(
    '%s answers at most 100 times its request',
    async (name, args) => {
      const { sent, answered, result } = await call(name, args());

      expect(result.isError).toBeFalsy();
      expect(answered).toBeLessThanOrEqual(MAX_RATIO * sent);
    },
    30_000,
  );

  test('create_quote and get_quote answer at most 100 times their requests', async () => {
    const withCredential = { ...mcpHeaders(), Authorization: `Bearer ${token}` };
    const shipment = {
      paisDestino: 'PT',
      cpOrigen: '08001',
      cpDestino: '9500-001',
      ldm: 10,
      pesoKg: 24000,
      servicio: 'STANDARD_LTL',
      adr: false,
    };

    const created = await call(
      'create_quote',
      { ...shipment, fechaCarga: inAWeek(), idempotencyKey: `bounds-${randomUUID()}`, lang: 'ro' },
      withCredential,
    );
    const id = (created.result.structuredContent as Json).id as string;
    const fetched = await call('get_quote', { id }, withCredential);

    for (const { sent, answered, result } of [created, fetched]) {
      expect(result.isError).toBeFalsy();
      expect(answered).toBeLessThanOrEqual(MAX_RATIO * sent);
    }
  }, 30_000);

  test('both resources answer at most 100 times their requests: the OpenAPI document is linked, not inlined', async () => {
    const { result } = await exchange('resources/list', {});
    const uris = (result.resources as { uri: string }[]).map((resource) => resource.uri);

    const reads = await Promise.all(uris.map((uri) => exchange('resources/read', { uri })));

    expect(uris).toHaveLength(2);
    for (const { sent, answered } of reads) expect(answered).toBeLessThanOrEqual(MAX_RATIO * sent);
  });

  test.each([
    [
      'get_driving_bans',
      () => ({ from: window().from, to: window().to, include: 'night', lang: 'ro' }),
      MAX_CALENDAR_ANSWER_BYTES,
    ],
    ['get_route_driving_bans', longestRoute, MAX_ROUTE_ANSWER_BYTES],
  ])(
    '%s answers more only up to the cap it names, and says how to ask for the rest',
    async (name, args, cap) => {
      const { sent, answered, result } = await call(name, args());

      expect(result.isError).toBeFalsy();
      expect(answered).toBeGreaterThan(MAX_RATIO * sent);
      // The cap is the tool's answer (text and structured content); the JSON-RPC envelope adds a few bytes.
      expect(Buffer.byteLength(JSON.stringify(result))).toBeLessThanOrEqual(cap);
      const { truncated } = result.structuredContent as { truncated: { narrowing: string; nextFrom: string } };
      expect(truncated.narrowing).toContain(`${cap / 1024} KB`);
      expect(truncated.narrowing).toContain(`from=${truncated.nextFrom}`);
    },
    30_000,
  );
});

describe('the calendar tool answers as the calendar API does', () => {
  test('the same entries as the REST calendar, and the same answer again', async () => {
    const filters = { country: 'AT', from: window().from, to: window().to, include: 'night', lang: 'de' };

    const tool = await call('get_driving_bans', filters);
    const again = await call('get_driving_bans', filters);
    const rest = await fetch(`${server.baseUrl}/api/geo/traffic-bans?${new URLSearchParams(filters)}`, {
      headers: { 'Accept-Encoding': 'identity' },
    });

    const restBody = (await rest.json()) as { bans: unknown[] };
    const structured = tool.result.structuredContent as { bans: unknown[]; truncated?: unknown };
    // Each function keeps its own cache: the tags match within one (test/integration/mcp/agent-tools.test.ts).
    expect((tool.result._meta as Json).etag).toEqual(expect.any(String));
    expect(restBody.bans.slice(0, structured.bans.length)).toEqual(structured.bans);
    expect(again.result).toEqual(tool.result);
  }, 30_000);
});
