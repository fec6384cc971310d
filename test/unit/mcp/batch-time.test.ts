import { McpServer } from '@modelcontextprotocol/server';
import { BATCH_ERRORS, BATCH_TIME_BUDGET_MS } from '#functions/mcp/answer-bounds.ts';
import { type BatchBounds, statelessMcp } from '#functions/mcp/stateless-mcp.ts';

const serve = statelessMcp(() => new McpServer({ name: 'batch-time', version: '1.0.0' }));

/** A batch of pings under 2025-03-26, with its invocation's remaining time as `remainingMs` says it. */
const batchOf = async (size: number, remainingMs: () => number) => {
  const bounds: BatchBounds = {
    admit: async (requests) => ({ admitted: requests, refusal: { code: 0, message: '' } }),
    remainingMs,
  };
  const request = new Request('https://localhost/mcp', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
    body: JSON.stringify(Array.from({ length: size }, (_, index) => ({ jsonrpc: '2.0', id: index, method: 'ping' }))),
  });
  return (await (await serve(request, bounds)).json()) as { id: number; result?: unknown; error?: { code: number } }[];
};

describe('the time of a batch', () => {
  test('no request starts once the batch has taken its time budget; each one left is told so', async () => {
    // Prepare: the invocation has 9 s left, and each request of the batch takes 300 ms of it
    let left = 9_300;
    const passing = () => {
      left -= 300;
      return left;
    };

    // Act
    const answers = await batchOf(12, passing);

    // Assess: the requests that start within the budget are served, the others are not
    const served = answers.filter((answer) => answer.result !== undefined).length;
    expect(served).toBe(Math.floor(BATCH_TIME_BUDGET_MS / 300) + 1);
    expect(answers.slice(served).map((answer) => answer.error?.code)).toEqual(
      Array(12 - served).fill(BATCH_ERRORS.timeLimit),
    );
  });

  test('a batch whose requests are quick is served whole', async () => {
    const answers = await batchOf(12, () => 9_000);

    expect(answers.every((answer) => answer.result !== undefined)).toBe(true);
  });
});
