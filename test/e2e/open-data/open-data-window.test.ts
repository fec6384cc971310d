import { setTimeout as sleep } from 'node:timers/promises';
import { type RunningServer, startLocalServer } from '#test/support/local-server.ts';
import { useFreshTables } from '#test/support/test-tables.ts';
import { httpGet } from './http-client.ts';

let server: RunningServer;

beforeAll(async () => {
  await useFreshTables('e2e-open-data-window');
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  // A small limit and a short window, so the window's end can be observed in a test.
  process.env.OPEN_DATA_QUOTA_PER_WINDOW = '3';
  process.env.OPEN_DATA_WINDOW_SECONDS = '2';
  server = await startLocalServer();
});

afterAll(async () => {
  await server.close();
});

test('a client over its quota is told when one more request fits, and is served then', async () => {
  const get = () => httpGet(`${server.baseUrl}/api/geo/routes`, { from: '127.0.0.21' });
  // Load the function first (another client), so that this client's requests come close together.
  await httpGet(`${server.baseUrl}/api/geo/routes`, { from: '127.0.0.22' });
  const first = [await get(), await get(), await get()];

  const refused = await get();

  expect(first.map((answer) => answer.status)).toEqual([200, 200, 200]);
  expect(refused.status).toBe(429);
  expect(refused.headers['ratelimit-policy']).toBe('"open-data";q=3;w=2');
  const retryAfter = Number(refused.headers['retry-after']);
  expect(refused.headers.ratelimit).toBe(`"open-data";r=0;t=${retryAfter}`);
  // The window and its last slice, a tenth of it, at most: 2.2 s, announced in whole seconds.
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(3);

  // A client that waits Retry-After seconds is served again: its first requests have left the window.
  await sleep(retryAfter * 1000);
  const afterWait = await get();

  expect(afterWait.status).toBe(200);
}, 15_000);
