import { logger } from '#shared/observability/logger.ts';
import type { createDocumentClient } from '#shared/store/dynamo-client.ts';
import type { RunningServer } from '#test/support/local-server.ts';
import { startPricedServer } from '#test/support/priced-server.ts';
import { type McpAnswer, mcpHeaders, postMcp, remaining, toolCall } from './mcp-client.ts';

const PER_MINUTE = 4;
const ESTIMATE = '/api/agentes/v1/estimaciones?origen=Barcelona&destino=Milan&metros=2';

let server: RunningServer;
let db: ReturnType<typeof createDocumentClient>;

beforeAll(async () => {
  logger.setLogLevel('SILENT');
  process.env.MCP_QUOTA_PER_MINUTE = String(PER_MINUTE);
  // The estimate's day window is the tighter one, so its RateLimit reports it; a minute turning over cannot reset it.
  process.env.ESTIMATE_QUOTA_PER_MINUTE = '1000';
  process.env.ESTIMATE_QUOTA_PER_DAY = '500';
  ({ server, client: db } = await startPricedServer('e2e-mcp-endpoint-quota'));
}, 60_000);

afterAll(async () => {
  await server.close();
  db.destroy();
});

/** Requests that run no tool, or are refused before the server reads them: each still counts. */
const noToolRuns: readonly (() => Promise<McpAnswer>)[] = [
  () => postMcp(server.baseUrl, '{}', { ...mcpHeaders(), 'Content-Type': 'application/json; charset=utf-16' }),
  () => postMcp(server.baseUrl, { jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  () => postMcp(server.baseUrl, toolCall('estimate_freight_price', { metros: 'two', unknown: 1 }, 2)),
  () => postMcp(server.baseUrl, toolCall('estimate_freight_price', { metros: 2 })),
  () => postMcp(server.baseUrl, [{ jsonrpc: '2.0', id: 3, method: 'ping' }]),
];

/** Requests left in the endpoint's quota, from an answer's RateLimit (undefined when it carries none). */
const left = (answer: McpAnswer): number | undefined => {
  const found = /"mcp";r=(\d+);t=\d+$/.exec(answer.headers.ratelimit ?? '')?.[1];
  return found === undefined ? undefined : Number(found);
};

test('every /mcp request counts against the per-IP endpoint quota, whatever it asks; over it, 429 with the quota headers', async () => {
  // Prepare: a tool call that prices counts against the endpoint and against the estimate's own quota.
  const estimatesBefore = remaining(await fetch(`${server.baseUrl}${ESTIMATE}`), 'day');
  const priced = await postMcp(
    server.baseUrl,
    toolCall('estimate_freight_price', { origen: 'Barcelona', destino: 'Milan', metros: 2 }, 1),
  );
  const estimatesAfter = remaining(await fetch(`${server.baseUrl}${ESTIMATE}`), 'day');

  // Act: requests that run no tool until one is refused. The window slides: every request of the test (all within
  // seconds, on new tables) stays counted, wherever a minute turns over.
  const answers: McpAnswer[] = [priced];
  for (let index = 0; answers.length <= PER_MINUTE + 1 && answers.at(-1)?.status !== 429; index += 1) {
    answers.push(await (noToolRuns[index % noToolRuns.length] as () => Promise<McpAnswer>)());
  }

  // Assess: the refused one is the (PER_MINUTE + 1)th, and each answer before it reports what was left after it.
  expect(priced.status).toBe(200);
  expect(estimatesAfter).toBe(estimatesBefore - 2);
  expect(answers.map((answer) => answer.status === 429)).toEqual([...Array(PER_MINUTE).fill(false), true]);
  // The chain's own refusals (415 here) carry no RateLimit fields; they still count.
  const reported = answers.flatMap((answer, index) => (answer.status === 415 ? [] : [{ index, answer }]));
  expect(reported.map(({ index, answer }) => [index, left(answer)])).toEqual(
    reported.map(({ index }) => [index, Math.max(0, PER_MINUTE - 1 - index)]),
  );
  for (const { answer } of reported) expect(answer.headers['ratelimit-policy']).toBe(`"mcp";q=${PER_MINUTE};w=60`);
  expect(answers.some((answer) => answer.status === 415)).toBe(true);
  const response = answers.at(-1) as McpAnswer;
  expect(response.headers['content-type']).toBe('application/problem+json');
  expect(response.headers['cache-control']).toBe('no-store');
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter >= 1).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(Number(/;t=(\d+)$/.exec(response.headers.ratelimit ?? '')?.[1]));
  expect(JSON.parse(response.body)).toMatchObject({ status: 429, type: expect.stringMatching(/#quota-exceeded$/) });
}, 60_000);
