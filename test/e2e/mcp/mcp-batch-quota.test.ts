import { BATCH_ERRORS } from '#functions/mcp/answer-bounds.ts';
import { logger } from '#shared/observability/logger.ts';
import type { createDocumentClient } from '#shared/store/dynamo-client.ts';
import type { RunningServer } from '#test/support/local-server.ts';
import { startPricedServer } from '#test/support/priced-server.ts';
import { mcpHeaders, postMcp } from './mcp-client.ts';

const PER_MINUTE = 5;

let server: RunningServer;
let db: ReturnType<typeof createDocumentClient>;

beforeAll(async () => {
  logger.setLogLevel('SILENT');
  process.env.MCP_QUOTA_PER_MINUTE = String(PER_MINUTE);
  ({ server, client: db } = await startPricedServer('e2e-mcp-batch-quota'));
}, 60_000);

afterAll(async () => {
  await server.close();
  db.destroy();
});

/** The start of the next minute when this one ends in less than `seconds`: a batch then counts within one window. */
const awayFromMinuteTurn = async (seconds: number) => {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 50));
};

test('every request of a 2025-03-26 batch counts against the endpoint quota; those over it get a named error', async () => {
  await awayFromMinuteTurn(5);
  const batch = Array.from({ length: PER_MINUTE + 3 }, (_, index) => ({
    jsonrpc: '2.0',
    id: index + 1,
    method: 'ping',
  }));

  const answer = await postMcp(server.baseUrl, batch, mcpHeaders('2025-03-26'));
  const next = await postMcp(server.baseUrl, { jsonrpc: '2.0', id: 99, method: 'ping' }, mcpHeaders('2025-03-26'));

  expect(answer.status).toBe(200);
  const replies = JSON.parse(answer.body) as Record<string, unknown>[];
  expect(replies.map((reply) => reply.id)).toEqual(batch.map((message) => message.id));
  expect(replies.slice(0, PER_MINUTE).every((reply) => reply.result !== undefined)).toBe(true);
  for (const reply of replies.slice(PER_MINUTE)) {
    expect(reply.error).toMatchObject({
      code: BATCH_ERRORS.quotaExceeded,
      message: expect.stringMatching(/retry after \d+ s/),
      data: { name: 'quota-exceeded', status: 429, retryAfter: expect.any(Number) },
    });
  }
  // The batch spent the minute: the next request is refused as any request over the quota is.
  expect(next.status).toBe(429);
}, 90_000);
