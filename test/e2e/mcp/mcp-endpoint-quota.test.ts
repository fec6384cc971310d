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

interface Counted {
  readonly answer: McpAnswer;
  /** The fixed minute that counted it (its end, in epoch minutes), from RateLimit's seconds to reset. */
  readonly window?: number;
  readonly remaining?: number;
}

const counted = (answer: McpAnswer): Counted => {
  const [, left, reset] = /"mcp";r=(\d+);t=(\d+)$/.exec(answer.headers.ratelimit ?? '') ?? [];
  if (left === undefined || reset === undefined) return { answer };
  return { answer, remaining: Number(left), window: Math.round((Date.now() / 1000 + Number(reset)) / 60) };
};

test('every /mcp request counts against the per-IP endpoint quota, whatever it asks; over it, 429 with the quota headers', async () => {
  // Prepare: a tool call that prices counts against the endpoint and against the estimate's own quota.
  const estimatesBefore = remaining(await fetch(`${server.baseUrl}${ESTIMATE}`), 'day');
  const priced = counted(
    await postMcp(
      server.baseUrl,
      toolCall('estimate_freight_price', { origen: 'Barcelona', destino: 'Milan', metros: 2 }, 1),
    ),
  );
  const estimatesAfter = remaining(await fetch(`${server.baseUrl}${ESTIMATE}`), 'day');

  // Act: requests that run no tool until one is refused. A minute may turn over once during the loop, splitting the
  // requests between two windows: with 2 x PER_MINUTE + 1 of them, one window sees more than PER_MINUTE.
  const answers: Counted[] = [priced];
  for (let index = 0; answers.length <= 2 * PER_MINUTE && answers.at(-1)?.answer.status !== 429; index += 1) {
    answers.push(counted(await (noToolRuns[index % noToolRuns.length] as () => Promise<McpAnswer>)()));
  }

  // Assess
  expect(priced.answer.status).toBe(200);
  expect(estimatesAfter).toBe(estimatesBefore - 2);
  const refused = answers.at(-1) as Counted;
  expect(refused.answer.status).toBe(429);
  expect(refused.remaining).toBe(0);
  // If every request counts, the refused one is the (PER_MINUTE + 1)th of its window, the windows' requests follow
  // one another, and each counted answer of that window reports what was left after it.
  const first = answers.length - 1 - PER_MINUTE;
  for (const [index, { answer, window, remaining: left }] of answers.entries()) {
    if (window === undefined) continue;
    expect(answer.headers['ratelimit-policy']).toBe(`"mcp";q=${PER_MINUTE};w=60`);
    if (index === answers.length - 1) continue;
    expect({ index, sameWindow: window === refused.window }).toEqual({ index, sameWindow: index >= first });
    if (index >= first) expect({ index, left }).toEqual({ index, left: PER_MINUTE - 1 - (index - first) });
  }
  expect(answers.slice(first).some(({ answer }) => answer.status === 415)).toBe(true);
  const response = refused.answer;
  expect(response.headers['content-type']).toBe('application/problem+json');
  expect(response.headers['cache-control']).toBe('no-store');
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter >= 1).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(Number(/;t=(\d+)$/.exec(response.headers.ratelimit ?? '')?.[1]));
  expect(JSON.parse(response.body)).toMatchObject({ status: 429, type: expect.stringMatching(/#quota-exceeded$/) });
}, 60_000);
