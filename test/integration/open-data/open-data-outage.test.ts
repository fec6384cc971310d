import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { parseConfig } from '#shared/config.ts';
import { createDocumentClient, type DocumentClient, SERVICE_STORE_BUDGET } from '#shared/store/dynamo-client.ts';
import { dynamoRateLimitStore } from '#shared/store/rate-limit-store.ts';
import { apiEvent, lambdaContext } from '#test/support/api-event.ts';
import { type DynamoDbProxy, startDynamoDbProxy } from '#test/support/dynamodb-proxy.ts';
import { useFreshTables } from '#test/support/test-tables.ts';

type Handler = (event: unknown, context: unknown) => Promise<APIGatewayProxyStructuredResultV2>;
type Headers = Record<string, string>;

let proxy: DynamoDbProxy;
let client: DocumentClient;
let trafficBans: Handler;
let routes: Handler;

const get = async (handler: Handler, path: string, query?: Headers, sourceIp = '203.0.113.99') => {
  const response = await handler(apiEvent({ path, ...(query ? { query } : {}), sourceIp }), lambdaContext('open-data'));
  return { ...response, headers: (response.headers ?? {}) as Headers, body: response.body ?? '' };
};

beforeAll(async () => {
  const names = await useFreshTables('open-data-outage');
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  proxy = await startDynamoDbProxy(process.env.DYNAMODB_ENDPOINT as string);
  // The budget AWS runs with, not the test run's generous one.
  const settings = parseConfig({
    ...process.env,
    DYNAMODB_ENDPOINT: proxy.endpoint,
    DYNAMODB_TIMEOUT_MS: String(SERVICE_STORE_BUDGET.requestTimeoutMs),
  });
  client = createDocumentClient(settings);
  const rateLimits = dynamoRateLimitStore(client, names.RATE_LIMIT_TABLE_NAME);
  const { trafficBansHandler } = await import('#functions/traffic-bans/traffic-bans.ts');
  const { routesHandler } = await import('#functions/routes/routes.ts');
  trafficBans = trafficBansHandler({ settings, client, rateLimits }) as Handler;
  routes = routesHandler({ settings, client, rateLimits }) as Handler;
});

afterEach(() => {
  proxy.heal();
  proxy.reset();
});

afterAll(async () => {
  client.destroy();
  await proxy.close();
});

/** Served as usual, cacheable, but not counted: no RateLimit fields that would state a count nobody made. */
const expectServedUncounted = (response: Awaited<ReturnType<typeof get>>) => {
  expect(response.statusCode).toBe(200);
  expect(response.headers['Cache-Control']).toBe('public, max-age=3600');
  expect(response.headers.ETag).toMatch(/^"/);
  expect(response.headers).not.toHaveProperty('RateLimit');
  expect(response.headers).not.toHaveProperty('RateLimit-Policy');
};

describe('open data when the quota store is gone (fail open)', () => {
  test('the calendar and its iCalendar feed are served', async () => {
    proxy.failing.add('*');

    const json = await get(trafficBans, '/api/geo/traffic-bans', { country: 'AT' });
    const ics = await get(trafficBans, '/api/geo/traffic-bans.ics', { country: 'AT' });

    expectServedUncounted(json);
    expect(JSON.parse(json.body)).toMatchObject({ bans: expect.any(Array), countries: [{ code: 'AT' }] });
    expectServedUncounted(ics);
    expect(ics.body.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(proxy.faulted.length).toBeGreaterThan(0);
  });

  test('the catalogue, the sitemap and the OpenAPI document are served', async () => {
    proxy.failing.add('*');

    const catalogue = await get(routes, '/api/geo/routes');
    const sitemap = await get(routes, '/sitemap.xml');
    const openapi = await get(routes, '/api/openapi.json');

    for (const response of [catalogue, sitemap, openapi]) expectServedUncounted(response);
    expect(JSON.parse(catalogue.body)).toMatchObject({ routes: expect.any(Array) });
    expect(sitemap.body).toContain('<urlset');
    expect(JSON.parse(openapi.body)).toMatchObject({ openapi: expect.stringMatching(/^3\.1/) });
  });

  test('a store that stops answering delays the data by the store budget, and then serves it', async () => {
    proxy.stalling.add('*');

    const response = await get(routes, '/api/geo/routes');

    expectServedUncounted(response);
    expect(proxy.faulted).toEqual(['UpdateItem', 'UpdateItem']);
  }, 15_000);

  test('a bad query is still a 400 problem, whatever the store does', async () => {
    proxy.failing.add('*');

    const response = await get(trafficBans, '/api/geo/traffic-bans', { country: 'XX' });

    expect(response.statusCode).toBe(400);
    expect(response.headers['Content-Type']).toBe('application/problem+json');
  });

  test("the container's own count still holds a client to its quota: the 61st request is refused", async () => {
    proxy.failing.add('*');
    const from = '203.0.113.1';

    const served = [];
    for (let i = 0; i < 60; i += 1) served.push(await get(routes, '/api/geo/routes', undefined, from));
    const refused = await get(routes, '/api/geo/routes', undefined, from);
    const otherClient = await get(routes, '/api/geo/routes', undefined, '203.0.113.2');
    const otherEndpoint = await get(routes, '/sitemap.xml', undefined, from);

    for (const response of served) expectServedUncounted(response);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['Content-Type']).toBe('application/problem+json');
    expect(refused.headers['Cache-Control']).toBe('no-store');
    expect(refused.headers['RateLimit-Policy']).toBe('"open-data";q=60;w=60');
    expect(refused.headers.RateLimit).toMatch(/^"open-data";r=0;t=\d+$/);
    const retryAfter = Number(refused.headers['Retry-After']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    // The window and its last slice, a tenth of it: the sliding window's longest wait.
    expect(retryAfter).toBeLessThanOrEqual(66);
    expectServedUncounted(otherClient);
    expectServedUncounted(otherEndpoint);
  }, 30_000);

  test("a client's burst against a stalled store gets its quota and no more", async () => {
    proxy.stalling.add('*');
    const from = '203.0.113.3';

    // 70 requests at once, as one client's parallel downloads: every store call waits out its budget.
    const answers = await Promise.all(
      Array.from({ length: 70 }, () => get(trafficBans, '/api/geo/traffic-bans', { country: 'AT' }, from)),
    );

    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(60);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    for (const answer of answers.filter((a) => a.statusCode === 200)) expectServedUncounted(answer);
  }, 30_000);

  test('once the store is back, requests are counted again', async () => {
    proxy.reset();
    const response = await get(routes, '/api/geo/routes');

    expect(response.statusCode).toBe(200);
    expect(proxy.operations).toContain('UpdateItem');
    expect(proxy.faulted).toEqual([]);
  });
});
