import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { createAuthorizer } from '#functions/authorizer/authorizer.ts';
import { dynamoCredentialStore } from '#shared/store/credential-store.ts';
import { dynamoRateLimitStore } from '#shared/store/rate-limit-store.ts';
import { apiEvent, lambdaContext } from '#test/support/api-event.ts';
import {
  asDelivered,
  hostileHeaders,
  hostileQuery,
  hostileString,
  ownEntries,
  SPECIAL_PROPERTY_NAMES,
} from '#test/support/hostile-input.ts';
import { type Handler, QUOTES_PATH, type QuoteWorld, quoteBody, quoteWorld } from '../quotes/quote-world.ts';

/**
 * Arbitrary strings, JavaScript's special property names among them, thrown at every query parameter, body
 * property, header and path parameter the functions read: the answer is a success or a 4xx problem, never a 5xx.
 */

let world: QuoteWorld;
let estimate: Handler;
let trafficBans: Handler;
let routes: Handler;
let create: Handler;
let retrieve: Handler;
let authorizer: ReturnType<typeof createAuthorizer>;
let credential: Record<string, unknown>;
let ip = 0;

const UNLIMITED = '1000000';
const today = () => DateTime.now().setZone('Europe/Madrid').toISODate() as string;

beforeAll(async () => {
  Object.assign(process.env, {
    ESTIMATE_QUOTA_PER_MINUTE: UNLIMITED,
    ESTIMATE_QUOTA_PER_DAY: UNLIMITED,
    OPEN_DATA_QUOTA_PER_WINDOW: UNLIMITED,
  });
  world = await quoteWorld('hostile', { OPEN_DATA_QUOTA_PER_WINDOW: UNLIMITED });
  const rateLimits = dynamoRateLimitStore(world.client, world.names.RATE_LIMIT_TABLE_NAME);
  ({ handler: estimate } = (await import('#functions/estimate/handler.ts')) as unknown as { handler: Handler });
  const { trafficBansHandler } = await import('#functions/traffic-bans/traffic-bans.ts');
  const { routesHandler } = await import('#functions/routes/routes.ts');
  const { createQuoteHandler } = await import('#functions/create-quote/create-quote.ts');
  const { getQuoteHandler } = await import('#functions/get-quote/get-quote.ts');
  trafficBans = trafficBansHandler({ settings: world.settings, client: world.client, rateLimits }) as Handler;
  routes = routesHandler({ settings: world.settings, client: world.client, rateLimits }) as Handler;
  create = createQuoteHandler({ settings: world.settings, client: world.client }) as Handler;
  retrieve = getQuoteHandler({ settings: world.settings, client: world.client }) as Handler;
  authorizer = createAuthorizer(dynamoCredentialStore(world.client, world.names.CREDENTIALS_TABLE_NAME));
  credential = await world.authorize(`Bearer ${await world.issue()}`);
}, 30_000);

afterAll(() => world.client.destroy());

const send = async (handler: Handler, event: ReturnType<typeof apiEvent>) => {
  ip = (ip + 1) % 250;
  event.requestContext.http.sourceIp = `198.18.0.${ip + 1}`;
  return handler(asDelivered(event), lambdaContext('hostile')) as Promise<APIGatewayProxyStructuredResultV2>;
};

/** A success, a 304, or a 4xx problem body that states the same status: never a 5xx. */
const expectNoServerError = (response: APIGatewayProxyStructuredResultV2) => {
  const status = response.statusCode ?? 0;
  if (status >= 500 || status < 200) throw new Error(`answered ${status}: ${response.body}`);
  if (status >= 400) {
    expect(response.headers?.['Content-Type']).toBe('application/problem+json');
    expect(JSON.parse(response.body ?? '')).toMatchObject({ status, type: expect.any(String) });
  }
};

const RUNS = { numRuns: 150 };
/** A property runs a hundred and more requests against DynamoDB Local. */
const PROPERTY_TIMEOUT = 120_000;

describe('the public estimate', () => {
  const query = hostileQuery({
    origen: ['Barcelona', 'barcelona', 'Sevilla'],
    destino: ['Milan', 'Milán', 'MILANO'],
    cpOrigen: ['08001', '28001', '99999'],
    cpDestino: ['20121', '00-950', '75001'],
    paisDestino: ['IT', 'PL', 'FR'],
    metros: ['2', '0', '10.5', '2.4'],
    pesoKg: ['1500', '30000'],
    fecha: [today(), '2026-02-30', '1900-01-01'],
  });
  const headers = hostileHeaders({
    'accept-language': ['en', 'fr;q=0.5, *', 'de-AT'],
    'x-forwarded-for': ['10.0.0.1'],
  });

  test(
    'any query and headers: 2xx or 4xx problem',
    async () => {
      await fc.assert(
        fc.asyncProperty(query, headers, async (parameters, requestHeaders) => {
          const response = await send(
            estimate,
            apiEvent({ path: '/api/agentes/v1/estimaciones', query: parameters, headers: requestHeaders }),
          );
          expectNoServerError(response);
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );

  test(
    'a reference city named like an object property, on either side, is a 422 naming that side',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...SPECIAL_PROPERTY_NAMES), fc.boolean(), async (name, originSide) => {
          const response = await send(
            estimate,
            apiEvent({
              path: '/api/agentes/v1/estimaciones',
              query: { origen: originSide ? name : 'Barcelona', destino: originSide ? 'Milan' : name, metros: '2' },
            }),
          );
          expect(response.statusCode).toBe(422);
          expect(JSON.parse(response.body ?? '')).toMatchObject({ parameter: originSide ? 'origen' : 'destino' });
        }),
        { numRuns: SPECIAL_PROPERTY_NAMES.length * 2 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  test(
    'a parameter named like an object property is an unknown parameter: 400 naming it',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...SPECIAL_PROPERTY_NAMES), async (name) => {
          const response = await send(
            estimate,
            apiEvent({
              path: '/api/agentes/v1/estimaciones',
              query: ownEntries([
                ['origen', 'Barcelona'],
                ['destino', 'Milan'],
                ['metros', '2'],
                [name, 'x'],
              ]),
            }),
          );
          expect(response.statusCode).toBe(400);
          expect(JSON.parse(response.body ?? '')).toMatchObject({ parameter: name });
        }),
        { numRuns: SPECIAL_PROPERTY_NAMES.length },
      );
    },
    PROPERTY_TIMEOUT,
  );
});

describe('open data', () => {
  const window = `${new Date().getUTCFullYear()}-03-01`;
  const calendarQuery = hostileQuery({
    date: [window, '2026-13-01'],
    from: [window],
    to: [window, '1999-01-01'],
    country: ['DE', 'de,at', 'XX', 'FR,FR'],
    include: ['night', 'day'],
    lang: ['de', 'EN', 'xx'],
  });
  const openDataHeaders = hostileHeaders({
    'if-none-match': ['*', 'W/"abc"', '"abc", W/"def"'],
    'accept-encoding': ['gzip', 'identity;q=0, gzip;q=0', '*', 'br;q=1.5'],
    'accept-language': ['de'],
  });

  test(
    'the calendar and the feed: any query and headers give 2xx, 304 or a 4xx problem',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('/api/geo/traffic-bans', '/api/geo/traffic-bans.ics'),
          calendarQuery,
          openDataHeaders,
          async (path, parameters, headers) => {
            // Without a country filter every run would build whole calendars; those are covered by their own tests.
            const query = 'country' in parameters ? parameters : { ...parameters, country: 'CH' };
            expectNoServerError(await send(trafficBans, apiEvent({ path, query, headers })));
          },
        ),
        { numRuns: 100 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  test(
    'the catalogue, the sitemap and the OpenAPI document: any query and headers give 2xx, 304 or a 4xx problem',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('/api/geo/routes', '/sitemap.xml', '/api/openapi.json'),
          hostileQuery({ page: ['1'] }),
          openDataHeaders,
          async (path, query, headers) => {
            expectNoServerError(await send(routes, apiEvent({ path, query, headers })));
          },
        ),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );
});

describe('the quote routes', () => {
  const json = (value: unknown) => JSON.stringify(value);
  /** A JSON object text whose keys may be special names: written by hand, as a client would send it. */
  const objectText = (entries: readonly (readonly [string, unknown])[]) =>
    `{${entries.map(([key, value]) => `${json(key)}:${json(value)}`).join(',')}}`;
  const validEntries = Object.entries(quoteBody());

  const body = fc.oneof(
    // The valid body with a field replaced by anything, or an extra (often special) property.
    fc
      .tuple(
        fc.subarray(validEntries),
        fc.array(fc.tuple(fc.oneof(fc.constantFrom(...validEntries.map(([k]) => k)), hostileString), fc.jsonValue()), {
          maxLength: 3,
        }),
      )
      .map(([kept, extra]) => objectText([...kept, ...extra])),
    // Special names nested inside a field.
    fc
      .tuple(fc.constantFrom(...validEntries.map(([k]) => k)), fc.constantFrom(...SPECIAL_PROPERTY_NAMES))
      .map(([field, name]) =>
        objectText(
          validEntries.map(([key, value]) => [key, key === field ? JSON.parse(objectText([[name, 1]])) : value]),
        ),
      ),
    hostileString,
  );
  const headers = hostileHeaders({
    'content-type': ['application/json', 'application/json; charset=utf-8', 'text/plain'],
    'idempotency-key': ['"abcdefghijklmnop1234"', 'abcdefghijklmnop1234'],
    'accept-language': ['it'],
  });

  test(
    'create: any body and headers from an authenticated caller give 2xx or a 4xx problem',
    async () => {
      await fc.assert(
        fc.asyncProperty(body, headers, async (text, requestHeaders) => {
          const response = await send(
            create,
            apiEvent({
              method: 'POST',
              path: QUOTES_PATH,
              routeKey: `POST ${QUOTES_PATH}`,
              headers: requestHeaders,
              body: text,
              authorizer: credential,
            }),
          );
          expectNoServerError(response);
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );

  test(
    'a body property named like an object property is refused with a 422 naming it',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...SPECIAL_PROPERTY_NAMES), async (name) => {
          const response = await send(
            create,
            apiEvent({
              method: 'POST',
              path: QUOTES_PATH,
              routeKey: `POST ${QUOTES_PATH}`,
              headers: { 'content-type': 'application/json', 'idempotency-key': `hostile-${name}-0123456789` },
              body: objectText([...validEntries, [name, 1]]),
              authorizer: credential,
            }),
          );
          expect(response.statusCode).toBe(422);
          expect(JSON.parse(response.body ?? '')).toMatchObject({ field: `/${name}` });
        }),
        { numRuns: SPECIAL_PROPERTY_NAMES.length },
      );
    },
    PROPERTY_TIMEOUT,
  );

  test(
    'retrieve: any path id gives a 4xx problem',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(hostileString, fc.uuid()), async (id) => {
          const response = await send(
            retrieve,
            apiEvent({
              path: `${QUOTES_PATH}/${encodeURIComponent(id)}`,
              routeKey: `GET ${QUOTES_PATH}/{id}`,
              pathParameters: ownEntries([['id', id]]),
              authorizer: credential,
            }),
          );
          expectNoServerError(response);
          expect(response.statusCode).toBeGreaterThanOrEqual(400);
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );

  test(
    'any Authorization header: the authorizer answers, and the routes refuse with a 401 problem',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            hostileString,
            hostileString.map((token) => `Bearer ${token}`),
          ),
          async (authorization) => {
            const verdict = await authorizer(
              asDelivered({ headers: ownEntries([['authorization', authorization]]), requestContext: {} }) as never,
            );
            expect(verdict).toMatchObject({ isAuthorized: true, context: { authenticated: false } });

            const response = await send(
              retrieve,
              apiEvent({
                path: `${QUOTES_PATH}/0b5c1a56-4a8e-4a39-9f5e-0e8d7a4d8c11`,
                routeKey: `GET ${QUOTES_PATH}/{id}`,
                pathParameters: { id: '0b5c1a56-4a8e-4a39-9f5e-0e8d7a4d8c11' },
                headers: ownEntries([['authorization', authorization]]),
                authorizer: verdict.context as unknown as Record<string, unknown>,
              }),
            );
            expect(response.statusCode).toBe(401);
            expectNoServerError(response);
          },
        ),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );
});
