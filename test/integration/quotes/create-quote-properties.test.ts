import fc from 'fast-check';
import type { FuelFigureSource } from '#shared/domain/quote/ports.ts';
import { parseQuoteRequest } from '#shared/operations/create-quote/quote-request.schema.ts';
import { dynamoFuelStore } from '#shared/store/fuel-store.ts';
import { apiEvent, lambdaContext } from '#test/support/api-event.ts';
import { type Handler, QUOTES_PATH, type QuoteWorld, quoteBody, quoteWorld } from './quote-world.ts';

let world: QuoteWorld;
let create: Handler;
let get: Handler;
let token: string;
let credentialContext: Record<string, unknown>;
let pricingRuns = 0;

beforeAll(async () => {
  world = await quoteWorld('quotes-properties');
  const fuelTable = dynamoFuelStore(world.client, world.names.FUEL_TABLE_NAME);
  // Uncached and counted: every pricing run reads the fuel figures exactly once.
  const fuel: FuelFigureSource = {
    recentFigures: (week) => {
      pricingRuns += 1;
      return fuelTable.recentFigures(week);
    },
  };
  const { createQuoteHandler } = await import('#functions/create-quote/create-quote.ts');
  const { getQuoteHandler } = await import('#functions/get-quote/get-quote.ts');
  create = createQuoteHandler({ settings: world.settings, client: world.client, fuel }) as Handler;
  get = getQuoteHandler({ settings: world.settings, client: world.client }) as Handler;
  token = await world.issue();
  credentialContext = await world.authorize(`Bearer ${token}`);
});

afterAll(() => world.client.destroy());

const valid = quoteBody();

/** Each field valid, missing, or anything at all; sometimes extra properties. */
const bodyArbitrary = fc
  .record(
    Object.fromEntries(
      Object.entries(valid).map(([name, value]) => [
        name,
        fc.oneof(
          { weight: 3, arbitrary: fc.constant(value) },
          { weight: 1, arbitrary: fc.constant(undefined) },
          { weight: 2, arbitrary: fc.jsonValue() },
          {
            weight: 1,
            arbitrary: typeof value === 'number' ? fc.double({ min: -1, max: 30_000 }) : fc.string({ maxLength: 14 }),
          },
        ),
      ]),
    ),
  )
  .chain((body) =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constant(body) },
      {
        weight: 1,
        arbitrary: fc
          .dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 2 })
          .map((extra) => ({ ...extra, ...body })),
      },
    ),
  );

const acceptedBySchema = (body: unknown) => {
  try {
    parseQuoteRequest(body, new Date());
    return true;
  } catch {
    return false;
  }
};

test('no body that the schema rejects ever reaches pricing, and every body it accepts does', async () => {
  await fc.assert(
    fc.asyncProperty(bodyArbitrary, async (generated) => {
      // What the handler will see: the body after a JSON round trip.
      const body = JSON.parse(JSON.stringify(generated)) as unknown;
      const before = pricingRuns;

      const response = await world.create(create, token, { body });

      const priced = pricingRuns > before;
      expect(priced).toBe(acceptedBySchema(body));
      expect(response.status).toBe(priced ? 201 : 422);
    }),
    { numRuns: 200 },
  );
  // 200 creations against DynamoDB Local: bounded by the runs, not by the machine's speed.
}, 120_000);

/** Header values a client could send, from sensible to hostile. */
const headerValue = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'APPLICATION/JSON', ''),
  fc.string({ maxLength: 40 }),
  fc.stringMatching(/^"?[A-Za-z0-9_-]{10,140}"?$/),
);

const rawBody = fc.oneof(
  fc.constant(undefined),
  fc.string({ maxLength: 200 }),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.constant(JSON.stringify(valid)),
  fc.string({ minLength: 8000, maxLength: 9000 }),
);

const authorizerContext = fc.oneof(
  fc.constant(undefined),
  fc.constant('credential' as const),
  fc.constant({ authenticated: false, reason: 'revoked' }),
  fc.constant({ authenticated: false, reason: 'store-unavailable' }),
  fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue(), { maxKeys: 3 }),
);

test('no request to the quote routes ever answers 500', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.record({
        route: fc.constantFrom('create', 'get'),
        contentType: headerValue,
        key: headerValue,
        body: rawBody,
        base64: fc.boolean(),
        id: fc.oneof(fc.uuid(), fc.string({ maxLength: 40 })),
        authorizer: authorizerContext,
      }),
      async (request) => {
        const headers: Record<string, string> = {};
        if (request.contentType !== undefined) headers['content-type'] = request.contentType;
        if (request.key !== undefined) headers['idempotency-key'] = request.key;
        const authorizer = request.authorizer === 'credential' ? credentialContext : request.authorizer;
        const event = apiEvent({
          method: request.route === 'create' ? 'POST' : 'GET',
          path: request.route === 'create' ? QUOTES_PATH : `${QUOTES_PATH}/${encodeURIComponent(request.id)}`,
          headers,
          ...(request.body !== undefined
            ? { body: request.base64 ? Buffer.from(request.body).toString('base64') : request.body }
            : {}),
          ...(request.route === 'get' ? { pathParameters: { id: request.id } } : {}),
          ...(authorizer !== undefined ? { authorizer: authorizer as Record<string, unknown> } : {}),
        });
        event.isBase64Encoded = request.base64;

        const response = await (request.route === 'create' ? create : get)(event, lambdaContext('quotes'));

        expect(response.statusCode).not.toBe(500);
        if ((response.statusCode ?? 0) >= 400) {
          expect(response.headers?.['Content-Type']).toBe('application/problem+json');
          expect(response.headers?.['Cache-Control']).toBe('no-store');
        }
      },
    ),
    { numRuns: 300 },
  );
}, 120_000);
