import { DateTime } from 'luxon';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { dynamoFuelStore } from '#shared/store/fuel-store.ts';
import { httpGet } from '#test/e2e/open-data/http-client.ts';
import { fuelFigureAt } from '#test/support/fuel-figures.ts';
import { type RunningServer, startLocalServer } from '#test/support/local-server.ts';
import { useFreshTables } from '#test/support/test-tables.ts';
import { visibleText } from '#test/support/visible-text.ts';

/** A small window, so that a test spends it in a few requests. */
const QUOTA = 5;

let server: RunningServer;

beforeAll(async () => {
  const names = await useFreshTables('e2e-site-parameters');
  const client = createDocumentClient({ DYNAMODB_ENDPOINT: process.env.DYNAMODB_ENDPOINT, AWS_REGION: 'eu-west-1' });
  await dynamoFuelStore(client, names.FUEL_TABLE_NAME).put(fuelFigureAt());
  client.destroy();
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  process.env.OPEN_DATA_QUOTA_PER_WINDOW = String(QUOTA);
  process.env.OPEN_DATA_WINDOW_SECONDS = '60';
  process.env.ESTIMATE_QUOTA_PER_MINUTE = '1000';
  process.env.ESTIMATE_QUOTA_PER_DAY = '1000';
  server = await startLocalServer();
}, 60_000);

afterAll(async () => {
  await server.close();
  delete process.env.OPEN_DATA_QUOTA_PER_WINDOW;
  delete process.env.OPEN_DATA_WINDOW_SECONDS;
});

const get = (path: string, from: string) => httpGet(`${server.baseUrl}${path}`, { from });

/** A day inside the calendar's window whatever today is. */
const nextJanuary = `${DateTime.now().year + 1}-01-15`;

describe('a page reads its own parameters only; any other is ignored, as if not sent', () => {
  test.each([
    ['the home page', '/', '/?r=8d1f2c'],
    ['a country page', '/es/driving-bans/germany', '/es/driving-bans/germany?utm_source=feed&x=1'],
    ['the overview, with its date', `/driving-bans?date=${nextJanuary}`, `/driving-bans?r=1&date=${nextJanuary}&r=2`],
    ['the estimate form', '/estimate', '/estimate?r=31337'],
    ['the route form', '/fr/driving-bans/route', '/fr/driving-bans/route?fbclid=abc'],
  ])('%s: the same page, kept by caches as the page without the parameter', async (_label, canonical, extra) => {
    const plain = await get(canonical, '127.0.0.31');
    const withExtra = await get(extra, '127.0.0.31');

    expect(plain.status).toBe(200);
    expect(withExtra.status).toBe(200);
    expect(withExtra.headers['cache-control']).toBe('public, max-age=3600');
    expect(withExtra.headers['cache-control']).toBe(plain.headers['cache-control']);
    expect(withExtra.body).toBe(plain.body);
  });

  test('the estimate page prices its own fields and ignores the rest', async () => {
    const fields = 'origen=Barcelona&destino=Milan&metros=2';
    const plain = await get(`/estimate?${fields}`, '127.0.0.32');
    const withExtra = await get(`/estimate?utm_campaign=x&${fields}&r=1`, '127.0.0.32');

    expect(plain.status).toBe(200);
    expect(withExtra.status).toBe(200);
    expect(withExtra.headers['cache-control']).toBe('no-store');
    expect(visibleText(withExtra.body)).toMatch(/€/);
  });

  test('a slash after a page moves to the page with its own parameters only, and is kept by no cache', async () => {
    const moved = await get(`/driving-bans/?r=1&date=${nextJanuary}`, '127.0.0.33');

    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe(`/driving-bans?date=${nextJanuary}`);
    expect(moved.headers['cache-control']).toBe('no-store');
  });
});

describe('pages count against the open-data quota of the client address, per page', () => {
  test(`${QUOTA} pages pass; the next is a 429 page in the page's language, with Retry-After and RateLimit`, async () => {
    const from = '127.0.0.34';
    const answers = [];
    for (let i = 0; i < QUOTA; i += 1) answers.push(await get(`/es/driving-bans?r=${i}`, from));

    const refused = await get('/es/driving-bans?r=refused', from);

    expect(answers.map((answer) => answer.status)).toEqual(Array(QUOTA).fill(200));
    // A page kept by caches for everyone carries no per-client quota fields.
    expect(answers.some((answer) => 'ratelimit' in answer.headers)).toBe(false);
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(refused.headers['content-language']).toBe('es');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['ratelimit-policy']).toBe(`"open-data";q=${QUOTA};w=60`);
    expect(refused.headers.ratelimit).toMatch(/^"open-data";r=0;t=\d+$/);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    // The window and its last slice, a tenth of it: the sliding window's longest wait.
    expect(retryAfter).toBeLessThanOrEqual(66);
    const text = visibleText(refused.body);
    expect(text).toContain('Demasiadas solicitudes');
    expect(text).toContain(`vuelva a intentarlo en ${retryAfter} segundo`);
    expect(refused.body).toContain('<html lang="es">');
  });

  test("the route page's answers, kept by no cache, and its 429 carry the RateLimit fields of their quota", async () => {
    const route = `countries=ES,FR&hours=5,6&departure=${nextJanuary}T08:00`;
    const answered = await get(`/driving-bans/route?${route}`, '127.0.0.38');
    const refusedForm = await get('/driving-bans/route?countries=ES,XX', '127.0.0.38');
    // The API's route quota of an address, spent: the page counts against the same.
    for (let i = 0; i < QUOTA; i += 1) await get(`/api/geo/traffic-bans/route?${route}`, '127.0.0.39');
    const refused = await get(`/driving-bans/route?${route}`, '127.0.0.39');

    expect([answered.status, refusedForm.status, refused.status]).toEqual([200, 400, 429]);
    for (const answer of [answered, refusedForm, refused]) {
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['ratelimit-policy']).toBe(`"open-data";q=${QUOTA};w=60`);
    }
    expect(answered.headers.ratelimit).toMatch(new RegExp(`^"open-data";r=${QUOTA - 1};t=\\d+$`));
    expect(refused.headers.ratelimit).toBe(`"open-data";r=0;t=${refused.headers['retry-after']}`);
  });

  test('the count is per page and per address: another page, or another address, still passes', async () => {
    const from = '127.0.0.35';
    for (let i = 0; i < QUOTA; i += 1) await get(`/?r=${i}`, from);

    expect((await get('/', from)).status).toBe(429);
    expect((await get('/driving-bans', from)).status).toBe(200);
    expect((await get('/', '127.0.0.36')).status).toBe(200);
  });

  test('the pages of one catalogue path count together in every language, and unknown paths count as one', async () => {
    const from = '127.0.0.37';
    const pages = ['/estimate', '/es/estimate', '/fr/estimate', '/de/estimate', '/it/estimate'];
    for (const path of pages.slice(0, QUOTA)) expect((await get(path, from)).status).toBe(200);
    const missing = [];
    for (let i = 0; i < QUOTA; i += 1) missing.push((await get(`/no-such-page-${i}`, from)).status);

    const refusedPage = await get('/ro/estimate', from);
    const refusedMissing = await get('/no-such-page-again', from);

    expect(missing).toEqual(Array(QUOTA).fill(404));
    expect(refusedPage.status).toBe(429);
    expect(refusedPage.headers['content-language']).toBe('ro');
    expect(refusedMissing.status).toBe(429);
    expect(refusedMissing.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});
