import { randomUUID } from 'node:crypto';
import { type Handler, movableClock, type QuoteWorld, quoteWorld } from './quote-world.ts';

let world: QuoteWorld;
let token: string;
let create: Handler;
let get: Handler;
const clock = movableClock();

beforeAll(async () => {
  world = await quoteWorld('quotes-get');
  const { createQuoteHandler } = await import('#functions/create-quote/create-quote.ts');
  const { getQuoteHandler } = await import('#functions/get-quote/get-quote.ts');
  create = createQuoteHandler({ settings: world.settings, client: world.client, clock: clock.now }) as Handler;
  get = getQuoteHandler({ settings: world.settings, client: world.client, clock: clock.now }) as Handler;
  token = await world.issue();
});

afterAll(() => world.client.destroy());

/** The parts of a problem body that identify the request rather than the answer. */
const withoutRequestIdentity = ({ requestId: _r, instance: _i, ...rest }: Record<string, unknown>) => rest;

describe('retrieving a quote', () => {
  test('the owner gets 200 with the stored result and no-store', async () => {
    const created = await world.create(create, token);

    const response = await world.retrieve(get, token, String(created.json.id));

    expect(response.status).toBe(200);
    expect(response.json).toEqual(created.json);
    expect(response.headers['Cache-Control']).toBe('no-store');
  });

  test('an id in upper case names the same result', async () => {
    const created = await world.create(create, token);

    const response = await world.retrieve(get, token, String(created.json.id).toUpperCase());

    expect(response.status).toBe(200);
  });

  test("unknown ids and another credential's result are the same 404", async () => {
    const created = await world.create(create, token);
    const other = await world.issue({ company: 'RIVAL' });

    const unknown = await world.retrieve(get, other, randomUUID());
    const notTheirs = await world.retrieve(get, other, String(created.json.id));

    expect(unknown.status).toBe(404);
    expect(notTheirs.status).toBe(404);
    expect(withoutRequestIdentity(notTheirs.json)).toEqual(withoutRequestIdentity(unknown.json));
    expect(notTheirs.headers).toEqual(unknown.headers);
  });

  test('a malformed id is 400 naming the path parameter', async () => {
    const response = await world.retrieve(get, token, 'not-a-uuid');

    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ parameter: 'id', expected: expect.any(String) });
  });

  test('no credential is 401 and a malformed one is 401 too', async () => {
    const missing = await world.retrieve(get, undefined, randomUUID());
    const malformed = await world.retrieve(get, 'fest_not-a-real-token', randomUUID());

    expect(missing.status).toBe(401);
    expect(malformed.status).toBe(401);
    expect(malformed.headers['WWW-Authenticate']).toBe('Bearer');
  });

  test('a revoked credential is 401 for its own results', async () => {
    const revoked = await world.issue({ company: 'LEAVING' });
    const created = await world.create(create, revoked);
    const { credentialId } = await world.authorize(`Bearer ${revoked}`);
    await world.credentials.revoke(String(credentialId), new Date());

    const response = await world.retrieve(get, revoked, String(created.json.id));

    expect(response.status).toBe(401);
  });
});

describe('expiry', () => {
  test('past caduca retrieval is 410, decided from caduca while the item still exists', async () => {
    const own = movableClock();
    const { getQuoteHandler } = await import('#functions/get-quote/get-quote.ts');
    const later = getQuoteHandler({ settings: world.settings, client: world.client, clock: own.now }) as Handler;
    const created = await world.create(create, token);

    const before = await world.retrieve(later, token, String(created.json.id));
    own.advance(world.settings.QUOTE_VALIDITY_SECONDS);
    const after = await world.retrieve(later, token, String(created.json.id));

    expect(before.status).toBe(200);
    expect(after.status).toBe(410);
    expect(after.json).not.toHaveProperty('total');
    const stored = await world.scan(world.names.QUOTES_TABLE_NAME);
    expect(stored.some((item) => item.resultId === created.json.id)).toBe(true);
  });

  test('past its retention the quote is 404 even before TTL deletion', async () => {
    const own = movableClock();
    const { getQuoteHandler } = await import('#functions/get-quote/get-quote.ts');
    const later = getQuoteHandler({ settings: world.settings, client: world.client, clock: own.now }) as Handler;
    const created = await world.create(create, token);

    own.advance(world.settings.QUOTE_VALIDITY_SECONDS + world.settings.QUOTE_RETENTION_SECONDS);
    const response = await world.retrieve(later, token, String(created.json.id));

    expect(response.status).toBe(404);
  });
});

describe('quota per credential', () => {
  test('the request over the quota is 429 with Retry-After and RateLimit fields; other credentials are unaffected', async () => {
    const limited = await quoteWorld('quotes-quota', { INTEGRATION_QUOTA_PER_MINUTE: '3' });
    const { getQuoteHandler } = await import('#functions/get-quote/get-quote.ts');
    // A frozen clock keeps all four requests in one fixed quota window, whenever the test runs.
    const handler = getQuoteHandler({
      settings: limited.settings,
      client: limited.client,
      clock: movableClock().now,
    }) as Handler;
    const busy = await limited.issue();
    const quiet = await limited.issue({ company: 'QUIET' });

    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await limited.retrieve(handler, busy, randomUUID()));
    const unauthenticated = await limited.retrieve(handler, undefined, randomUUID());
    const otherCredential = await limited.retrieve(handler, quiet, randomUUID());
    limited.client.destroy();

    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 429]);
    const refused = answers[3];
    const retryAfter = Number(refused?.headers['Retry-After']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(refused?.headers['RateLimit-Policy']).toBe('"minute";q=3;w=60');
    expect(Number(/t=(\d+)/.exec(refused?.headers.RateLimit ?? '')?.[1])).toBeLessThanOrEqual(retryAfter);
    expect(unauthenticated.status).toBe(401);
    expect(otherCredential.status).toBe(404);
  });
});
