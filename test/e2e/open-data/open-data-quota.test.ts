import { type DynamoDbProxy, startDynamoDbProxy } from '#test/support/dynamodb-proxy.ts';
import { type RunningServer, startLocalServer } from '#test/support/local-server.ts';
import { useFreshTables } from '#test/support/test-tables.ts';
import { httpGet } from './http-client.ts';

let server: RunningServer;
let proxy: DynamoDbProxy;

beforeAll(async () => {
  await useFreshTables('e2e-open-data-quota');
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  // The real limit: 60 requests per IP and endpoint in a 60-second window.
  delete process.env.OPEN_DATA_QUOTA_PER_WINDOW;
  delete process.env.OPEN_DATA_WINDOW_SECONDS;
  // DynamoDB Local behind a proxy that passes everything through, until a test cuts the quota store off.
  proxy = await startDynamoDbProxy(process.env.DYNAMODB_ENDPOINT as string);
  process.env.DYNAMODB_ENDPOINT = proxy.endpoint;
  server = await startLocalServer();
});

afterEach(() => {
  proxy.heal();
});

afterAll(async () => {
  await server.close();
  await proxy.close();
});

const CALENDAR = '/api/geo/traffic-bans?country=DE&date=2026-12-25'.replace(
  '2026',
  String(new Date().getUTCFullYear()),
);

test.each([
  ['the catalogue', '/api/geo/routes', '127.0.0.11'],
  ['the calendar', CALENDAR, '127.0.0.12'],
  ['the change log', '/api/geo/traffic-bans/changes', '127.0.0.13'],
  ['the change log feed', '/api/geo/traffic-bans/changes.atom', '127.0.0.14'],
])(
  '%s: 60 requests in the window pass, the 61st answers 429 with Retry-After',
  async (_label, path, from) => {
    const answers = [];
    for (let i = 0; i < 60; i += 1) answers.push(await httpGet(`${server.baseUrl}${path}`, { from }));

    // Asked in English: the catalogue follows Accept-Language, the calendar its lang (English when absent).
    const refused = await httpGet(`${server.baseUrl}${path}`, { from, headers: { 'accept-language': 'en' } });

    expect(answers.map((answer) => answer.status)).toEqual(Array(60).fill(200));
    // The answers are public, cached by CloudFront for everyone: the quota fields come with the refusal only.
    expect(answers.some((answer) => 'ratelimit' in answer.headers || 'ratelimit-policy' in answer.headers)).toBe(false);
    expect(refused.status).toBe(429);
    expect(refused.headers['ratelimit-policy']).toBe('"open-data";q=60;w=60');
    expect(refused.headers.ratelimit).toMatch(/^"open-data";r=0;t=\d+$/);
    expect(refused.headers['content-type']).toBe('application/problem+json');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['access-control-allow-origin']).toBe('*');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    // The window and its last slice, a tenth of it: the sliding window's longest wait.
    expect(retryAfter).toBeLessThanOrEqual(66);
    const t = Number(/t=(\d+)/.exec(refused.headers.ratelimit ?? '')?.[1]);
    expect(retryAfter).toBeGreaterThanOrEqual(t);
    expect(refused.headers['content-language']).toBe('en');
    expect(JSON.parse(refused.body)).toEqual(expect.objectContaining({ status: 429, title: 'Too many requests' }));
  },
  30_000,
);

test('the limit is per IP and per endpoint: another client, or another endpoint, still passes', async () => {
  const from = '127.0.0.13';
  for (let i = 0; i < 60; i += 1) await httpGet(`${server.baseUrl}/api/geo/routes`, { from });

  expect((await httpGet(`${server.baseUrl}/api/geo/routes`, { from })).status).toBe(429);
  expect((await httpGet(`${server.baseUrl}/sitemap.xml`, { from })).status).toBe(200);
  expect((await httpGet(`${server.baseUrl}${CALENDAR}`, { from })).status).toBe(200);
  expect((await httpGet(`${server.baseUrl}/api/geo/routes`, { from: '127.0.0.14' })).status).toBe(200);
}, 30_000);

test('X-Forwarded-For does not change the quota identity', async () => {
  const from = '127.0.0.15';
  for (let i = 0; i < 60; i += 1) await httpGet(`${server.baseUrl}/sitemap.xml`, { from });

  const spoofed = await httpGet(`${server.baseUrl}/sitemap.xml`, {
    from,
    headers: { 'X-Forwarded-For': '192.0.2.99' },
  });

  expect(spoofed.status).toBe(429);
}, 30_000);

test('while the quota store cannot be read, 60 requests of a client are served and the 61st is refused', async () => {
  proxy.failing.add('*');
  const from = '127.0.0.16';
  const answers = [];
  for (let i = 0; i < 60; i += 1) answers.push(await httpGet(`${server.baseUrl}/api/geo/routes`, { from }));

  const refused = await httpGet(`${server.baseUrl}/api/geo/routes`, { from });
  const otherClient = await httpGet(`${server.baseUrl}/api/geo/routes`, { from: '127.0.0.17' });

  expect(answers.map((answer) => answer.status)).toEqual(Array(60).fill(200));
  // Served uncounted: the service-wide count is unknown while the store is away.
  expect(answers[0]?.headers).not.toHaveProperty('ratelimit');
  expect(proxy.faulted.length).toBeGreaterThan(0);
  expect(refused.status).toBe(429);
  expect(refused.headers['cache-control']).toBe('no-store');
  expect(refused.headers['ratelimit-policy']).toBe('"open-data";q=60;w=60');
  const retryAfter = Number(refused.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  // The window and its last slice, a tenth of it: the sliding window's longest wait.
  expect(retryAfter).toBeLessThanOrEqual(66);
  expect(otherClient.status).toBe(200);
}, 60_000);
