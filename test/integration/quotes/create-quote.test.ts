import { IN_FLIGHT_STALE_SECONDS } from '#shared/domain/idempotency/create-once.ts';
import { bodyHash } from '#shared/domain/idempotency/idempotency-key.ts';
import type { FuelFigureSource } from '#shared/domain/quote/ports.ts';
import { dynamoFuelStore } from '#shared/store/fuel-store.ts';
import { dynamoIdempotencyStore } from '#shared/store/idempotency-store.ts';
import {
  type Handler,
  movableClock,
  newKey,
  QUOTES_PATH,
  type QuoteWorld,
  quoteBody,
  quoteWorld,
} from './quote-world.ts';

let world: QuoteWorld;
let handler: Handler;
let getHandler: Handler;
let token: string;
const clock = { now: () => new Date() };
/** Every pricing run reads the fuel figures exactly once: this counts calculations. */
let pricingRuns = 0;

beforeAll(async () => {
  world = await quoteWorld('quotes-create');
  const { createQuoteHandler } = await import('#functions/create-quote/create-quote.ts');
  const { getQuoteHandler } = await import('#functions/get-quote/get-quote.ts');
  const fuelTable = dynamoFuelStore(world.client, world.names.FUEL_TABLE_NAME);
  const fuel: FuelFigureSource = {
    recentFigures: (week) => {
      pricingRuns += 1;
      return fuelTable.recentFigures(week);
    },
  };
  handler = createQuoteHandler({ settings: world.settings, client: world.client, fuel, clock: clock.now }) as Handler;
  getHandler = getQuoteHandler({ settings: world.settings, client: world.client, clock: clock.now }) as Handler;
  token = await world.issue();
});

afterAll(() => world.client.destroy());

/** Handlers on a clock of their own, for tests that move time forward. */
const handlersWithOwnClock = async () => {
  const own = movableClock();
  const { createQuoteHandler } = await import('#functions/create-quote/create-quote.ts');
  const { getQuoteHandler } = await import('#functions/get-quote/get-quote.ts');
  return {
    clock: own,
    create: createQuoteHandler({ settings: world.settings, client: world.client, clock: own.now }) as Handler,
    get: getQuoteHandler({ settings: world.settings, client: world.client, clock: own.now }) as Handler,
  };
};

describe('creating a quote', () => {
  test('answers 201 with a priced Result, a Location and no-store', async () => {
    const response = await world.create(handler, token);

    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      estado: 'estimacion',
      moneda: 'EUR',
      total: expect.any(Number),
      fechaCarga: quoteBody().fechaCarga,
      fuente: 'freight-estimate',
    });
    // A quote carries its assumptions and its journey as the estimate does, so that a fetched quote stands alone.
    expect(response.json.supuestos).toMatchObject({
      origenPais: 'ES',
      paisDestino: quoteBody().paisDestino,
      cpOrigen: quoteBody().cpOrigen,
      cpDestino: quoteBody().cpDestino,
      pesoNoIndicado: false,
      pesoUtilizadoKg: quoteBody().pesoKg,
      fechaCarga: quoteBody().fechaCarga,
      trayecto: expect.arrayContaining([expect.stringContaining('561/2006')]),
    });
    // Barcelona–Milan sails Barcelona–Genova, the way that arrives first.
    expect(response.json.transito).toMatchObject({ paises: ['ES', 'IT'], distanciaKm: expect.any(Number) });
    expect(response.json.emisiones).toMatchObject({ metodo: 'ISO 14083:2023, well-to-wheel (WTW)' });
    expect(response.headers.Location).toBe(`${QUOTES_PATH}/${response.json.id}`);
    expect(response.headers['Cache-Control']).toBe('no-store');
    expect(response.headers['Idempotent-Replay']).toBeUndefined();
  });

  test('caduca is emitido plus QUOTE_VALIDITY_SECONDS', async () => {
    const response = await world.create(handler, token);

    const validity = Date.parse(String(response.json.caduca)) - Date.parse(String(response.json.emitido));
    expect(validity).toBe(world.settings.QUOTE_VALIDITY_SECONDS * 1000);
  });

  test('stores the quote and a completed idempotency record, both with TTL attributes', async () => {
    const key = newKey();
    const response = await world.create(handler, token, { key });

    const quote = (await world.scan(world.names.QUOTES_TABLE_NAME)).find((item) => item.resultId === response.json.id);
    const record = (await world.scan(world.names.IDEMPOTENCY_TABLE_NAME)).find((item) => item.idempotencyKey === key);
    expect(quote?.expiresAt).toBe(
      Math.floor(Date.parse(String(response.json.caduca)) / 1000) + world.settings.QUOTE_RETENTION_SECONDS,
    );
    expect(record).toMatchObject({ state: 'completed', resultId: response.json.id, expiresAt: expect.any(Number) });
    expect(record?.pk).toBe(`${record?.credentialId}#${key}`);
  });
});

describe('idempotency', () => {
  test('the same key and body answer 200 with the stored result, byte for byte, and no new calculation', async () => {
    const key = newKey();
    const first = await world.create(handler, token, { key });
    const runsAfterFirst = pricingRuns;

    // Same body with its keys in another order, and the key as a structured-field string: the same submission.
    const reordered = Object.fromEntries(Object.entries(quoteBody()).reverse());
    const repeat = await world.create(handler, token, { key: `"${key}"`, body: reordered });

    expect(first.status).toBe(201);
    expect(repeat.status).toBe(200);
    expect(repeat.headers['Idempotent-Replay']).toBe('true');
    expect(repeat.headers['Cache-Control']).toBe('no-store');
    expect(repeat.body).toBe(first.body);
    expect(pricingRuns).toBe(runsAfterFirst);
  });

  test('the same key with another body is 422 and creates nothing', async () => {
    const key = newKey();
    await world.create(handler, token, { key });
    const quotesBefore = (await world.scan(world.names.QUOTES_TABLE_NAME)).length;

    const response = await world.create(handler, token, { key, body: quoteBody({ ldm: 3 }) });

    expect(response.status).toBe(422);
    expect(response.json).toMatchObject({ status: 422, parameter: 'Idempotency-Key' });
    expect(response.json.type).toMatch(/#idempotency-key-reused$/);
    expect((await world.scan(world.names.QUOTES_TABLE_NAME)).length).toBe(quotesBefore);
  });

  test('keys are scoped to the credential: another credential with the same key gets its own result', async () => {
    const key = newKey();
    const other = await world.issue({ company: 'OTHER' });

    const mine = await world.create(handler, token, { key });
    const theirs = await world.create(handler, other, { key });

    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(theirs.json.id).not.toBe(mine.json.id);
  });

  test.each([10, 50])('%i parallel submissions with one key produce exactly one result and one 201', async (count) => {
    const key = newKey();
    const runsBefore = pricingRuns;

    const responses = await Promise.all(Array.from({ length: count }, () => world.create(handler, token, { key })));

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.every((status) => status === 201 || status === 200 || status === 409)).toBe(true);
    const ids = new Set(responses.filter((r) => r.status < 300).map((r) => r.json.id));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    const stored = (await world.scan(world.names.QUOTES_TABLE_NAME)).filter((item) => item.resultId === id);
    expect(stored).toHaveLength(1);
    expect(pricingRuns - runsBefore).toBe(1);
    for (const refused of responses.filter((r) => r.status === 409)) {
      expect(refused.json.type).toMatch(/#idempotency-in-flight$/);
    }
  });

  test('a repeat while the first is in flight is 409; after the stale limit the key is taken over', async () => {
    const { clock: later, create } = await handlersWithOwnClock();
    const key = newKey();
    const body = quoteBody();
    const credentialId = String((await world.authorize(`Bearer ${token}`)).credentialId);
    const hung = await dynamoIdempotencyStore(world.client, world.names.IDEMPOTENCY_TABLE_NAME).begin(
      {
        credentialId,
        key,
        bodyHash: bodyHash(body),
        state: 'in-flight',
        attemptId: 'an-attempt-that-crashed',
        startedAt: later.now().toISOString(),
      },
      later.now(),
    );
    expect(hung.started).toBe(true);

    const whileInFlight = await world.create(create, token, { key, body });
    const otherBody = await world.create(create, token, { key, body: quoteBody({ ldm: 5 }) });
    later.advance(IN_FLIGHT_STALE_SECONDS + 1);
    const afterStale = await world.create(create, token, { key, body });

    expect(whileInFlight.status).toBe(409);
    expect(whileInFlight.json.type).toMatch(/#idempotency-in-flight$/);
    expect(otherBody.status).toBe(422);
    expect(afterStale.status).toBe(201);
  });

  test('a repeat after the stored result expired is 410, never the old amount', async () => {
    const { clock: later, create } = await handlersWithOwnClock();
    const key = newKey();
    await world.create(create, token, { key });

    later.advance(world.settings.QUOTE_VALIDITY_SECONDS);
    const response = await world.create(create, token, { key });

    expect(response.status).toBe(410);
    expect(response.json.type).toMatch(/#idempotent-result-expired$/);
    expect(response.json).not.toHaveProperty('total');
  });
});

describe('order of precedence and refusals', () => {
  const tooLarge = JSON.stringify({ ...quoteBody(), padding: 'x'.repeat(9000) });

  test.each([
    [401, 'no credential, no key, wrong type', undefined, { key: null, headers: { 'content-type': 'text/plain' } }],
    [400, 'no key and wrong type', 'token', { key: null, headers: { 'content-type': 'text/plain' } }],
    [400, 'a malformed key', 'token', { key: 'short' }],
    [415, 'wrong type and too large', 'token', { headers: { 'content-type': 'text/plain' }, rawBody: tooLarge }],
    [415, 'no Content-Type', 'token', { headers: { 'content-type': '' } }],
    [415, 'JSON declared in UTF-16', 'token', { headers: { 'content-type': 'application/json; charset=utf-16' } }],
    [
      415,
      'JSON declared in Latin-1',
      'token',
      { headers: { 'content-type': 'application/json;charset="ISO-8859-1"' } },
    ],
    [
      415,
      'a charset parameter it cannot read',
      'token',
      { headers: { 'content-type': 'application/json; charset = utf-16' } },
    ],
    [413, 'too large and not JSON', 'token', { rawBody: `{${'x'.repeat(9000)}` }],
    [400, 'not JSON', 'token', { rawBody: '{"ldm": 2,' }],
    [400, 'a JSON array', 'token', { rawBody: '[]' }],
    [400, 'an empty body', 'token', { rawBody: '' }],
    [422, 'an additional property', 'token', { body: quoteBody({ comment: 'hi' }) }],
  ] as const)('%i for %s', async (status, _name, who, options) => {
    const response = await world.create(handler, who === 'token' ? token : undefined, options);

    expect(response.status).toBe(status);
    expect(response.headers['Content-Type']).toBe('application/problem+json');
    expect(response.headers['Cache-Control']).toBe('no-store');
    expect(response.json.status).toBe(status);
  });

  test.each(['Application/JSON; charset=utf-8', 'application/json;charset="UTF-8"'])(
    'Content-Type %s (UTF-8, in any case) is accepted',
    async (contentType) => {
      const response = await world.create(handler, token, { headers: { 'content-type': contentType } });

      expect(response.status).toBe(201);
    },
  );

  test.each([
    ['/servicio', { servicio: 'EXPRESS' }],
    ['/adr', { adr: true }],
    ['/ldm', { ldm: 0 }],
    ['/ldm', { ldm: 10.1 }],
    ['/ldm', { ldm: '2' }],
    ['/pesoKg', { pesoKg: 24_001 }],
    ['/cpOrigen', { cpOrigen: '8001' }],
    ['/cpOrigen', { cpOrigen: '99001' }],
    ['/cpDestino', { cpDestino: '' }],
    ['/cpDestino', { cpDestino: '1234567890123' }],
    ['/paisDestino', { paisDestino: 'ITA' }],
    ['/fechaCarga', { fechaCarga: '2020-01-01' }],
    ['/fechaCarga', { fechaCarga: '2026-02-30' }],
    ['/comment', { comment: 'additional' }],
  ])('a schema violation at %s is 422 naming the field', async (field, overrides) => {
    const runsBefore = pricingRuns;

    const response = await world.create(handler, token, { body: quoteBody(overrides) });

    expect(response.status).toBe(422);
    expect(response.json.field).toBe(field);
    expect(response.json.expected).toEqual(expect.any(String));
    expect(pricingRuns).toBe(runsBefore);
  });

  test.each([
    ['IT', '2026-02-30', '5 digits, like 20121'],
    ['PT', '1000', '4 digits, a hyphen and 3 digits, like 1000-001'],
    ['NL', '1012', '4 digits (the first not 0) and 2 letters, like 1012 JS'],
  ])(
    'a destination code that cannot exist in %s (%s) is 422 at /cpDestino with its form, unpriced',
    async (paisDestino, cpDestino, form) => {
      const runsBefore = pricingRuns;

      const response = await world.create(handler, token, {
        body: quoteBody({ paisDestino, cpDestino }),
        headers: { 'accept-language': 'en' },
      });

      expect(response.status).toBe(422);
      expect(response.json).toMatchObject({
        field: '/cpDestino',
        expected: `a postal code of ${paisDestino}: ${form}`,
      });
      expect(pricingRuns).toBe(runsBefore);
    },
  );

  test('a destination code written another harmless way is the same request under its key', async () => {
    const key = newKey();

    const first = await world.create(handler, token, {
      key,
      body: quoteBody({ paisDestino: 'NL', cpDestino: '1012js' }),
    });
    const again = await world.create(handler, token, {
      key,
      body: quoteBody({ paisDestino: 'NL', cpDestino: '1012 JS' }),
    });

    expect(first.status).toBe(201);
    expect(first.json.estado).toBe('estimacion');
    expect(again.status).toBe(200);
    expect(again.headers['Idempotent-Replay']).toBe('true');
    expect(again.json.id).toBe(first.json.id);
  });

  test('a missing field is 422 naming it', async () => {
    const { pesoKg: _omitted, ...body } = quoteBody();

    const response = await world.create(handler, token, { body });

    expect(response.status).toBe(422);
    expect(response.json).toMatchObject({ field: '/pesoKg' });
  });

  test('the loading window runs to today + 30 days in Madrid', async () => {
    const last = quoteBody({}, new Date(clock.now().getTime() + 29 * 86_400_000)).fechaCarga;
    const beyond = quoteBody({}, new Date(clock.now().getTime() + 30 * 86_400_000)).fechaCarga;

    const inside = await world.create(handler, token, { body: quoteBody({ fechaCarga: last }) });
    const outside = await world.create(handler, token, { body: quoteBody({ fechaCarga: beyond }) });

    expect(inside.status).toBe(201);
    expect(outside.status).toBe(422);
  });

  test('a revoked credential is 401', async () => {
    const revokedToken = await world.issue({ company: 'GONE' });
    const context = await world.authorize(`Bearer ${revokedToken}`);
    await world.credentials.revoke(String(context.credentialId), new Date());

    const response = await world.create(handler, revokedToken);

    expect(response.status).toBe(401);
    expect(response.headers['WWW-Authenticate']).toBe('Bearer');
  });

  test('no current fuel figure is 503 with Retry-After, and the key stays usable', async () => {
    const { createQuoteHandler } = await import('#functions/create-quote/create-quote.ts');
    const noFuel = createQuoteHandler({
      settings: world.settings,
      client: world.client,
      fuel: { recentFigures: async () => [] },
      clock: clock.now,
    }) as Handler;
    const key = newKey();

    const unavailable = await world.create(noFuel, token, { key });
    const retried = await world.create(handler, token, { key });

    expect(unavailable.status).toBe(503);
    expect(Number(unavailable.headers['Retry-After'])).toBeGreaterThanOrEqual(1);
    expect(unavailable.json).not.toHaveProperty('total');
    expect(retried.status).toBe(201);
  });
});

describe('retrieval of a created quote', () => {
  test('the owner gets the created result back', async () => {
    const created = await world.create(handler, token);

    const response = await world.retrieve(getHandler, token, String(created.json.id));

    expect(response.status).toBe(200);
    expect(response.json).toEqual(created.json);
  });
});
