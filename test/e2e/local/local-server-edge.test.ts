import fc from 'fast-check';
import { MAX_URI_LENGTH } from '#shared/http/api-handler.ts';
import { documentedRoutes } from '#shared/routes/registry.ts';
import { hostileString, SPECIAL_PROPERTY_NAMES } from '#test/support/hostile-input.ts';
import type { RunningServer } from '#test/support/local-server.ts';
import { type PricedServer, startUnthrottledServer } from '#test/support/priced-server.ts';
import { type RawAnswer, rawRequest } from '#test/support/raw-http.ts';

const ESTIMATE = '/api/agentes/v1/estimaciones';
const QUOTES = '/api/agentes/v1/cotizaciones';

let server: RunningServer;
let client: PricedServer['client'];
let token: string;

beforeAll(async () => {
  ({ server, client, token } = await startUnthrottledServer('e2e-edge'));
}, 30_000);

afterAll(async () => {
  await server.close();
  client.destroy();
});

/** A problem+json answer whose body states the same status. */
const expectProblem = (answer: RawAnswer, status: number) => {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toBe('application/problem+json');
  expect(JSON.parse(answer.body)).toMatchObject({ status, type: expect.stringContaining('/developers/errors#') });
};

const request = (lines: readonly string[]) => rawRequest(server.baseUrl, `${lines.join('\r\n')}\r\n\r\n`);

describe('requests Node refuses before any route', () => {
  test('a malformed header line answers a 400 problem', async () => {
    expectProblem(await request([`GET ${ESTIMATE} HTTP/1.1`, 'Host: localhost', 'this is not a header']), 400);
  });

  test('a malformed request line answers a 400 problem', async () => {
    expectProblem(await request(['GET / HTTP/9.9 extra', 'Host: localhost']), 400);
  });

  test('headers over the server limit answer a 431 problem', async () => {
    expectProblem(await request([`GET ${ESTIMATE} HTTP/1.1`, 'Host: localhost', `X-Big: ${'a'.repeat(20_000)}`]), 431);
  });

  test('CONNECT is answered, with a 404 problem', async () => {
    expectProblem(await request(['CONNECT example.com:443 HTTP/1.1', 'Host: example.com:443']), 404);
  });
});

describe('query parameters', () => {
  test.each(['__proto__', 'constructor', 'toString'])('a "%s" parameter is unknown: 400 naming it', async (name) => {
    const answer = await request([
      `GET ${ESTIMATE}?origen=Barcelona&destino=Milan&metros=2&${name}=x HTTP/1.1`,
      'Host: localhost',
      'Connection: close',
    ]);
    expectProblem(answer, 400);
    expect(JSON.parse(answer.body)).toMatchObject({ parameter: name });
  });
});

describe('request URIs over the limit', () => {
  // Every documented GET route runs through the same chain; the server's close checks each answer against the
  // document it serves, so a 414 the document does not list for a route fails the suite.
  test.each(
    documentedRoutes.filter((route) => route.method === 'GET' && !route.path.includes('{')).map((route) => route.path),
  )('%s answers a 414 problem', async (path) => {
    expectProblem(
      await request([`GET ${path}?q=${'a'.repeat(MAX_URI_LENGTH)} HTTP/1.1`, 'Host: localhost', 'Connection: close']),
      414,
    );
  });
});

describe('repeated headers, as API Gateway passes them (joined with commas)', () => {
  const retrieve = (authorizations: readonly string[]) =>
    request([
      `GET ${QUOTES}/0b5c1a56-4a8e-4a39-9f5e-0e8d7a4d8c11 HTTP/1.1`,
      'Host: localhost',
      ...authorizations.map((value) => `Authorization: ${value}`),
      'Connection: close',
    ]);

  test('one valid credential reaches the route (404: no such quote)', async () => {
    expectProblem(await retrieve([`Bearer ${token}`]), 404);
  });

  test('a valid credential followed by another is a malformed credential: 401', async () => {
    const answer = await retrieve([`Bearer ${token}`, 'Bearer fest_someone-else']);
    expectProblem(answer, 401);
    expect(answer.headers['www-authenticate']).toBe('Bearer');
  });

  test('the same valid credential twice is still two joined values: 401', async () => {
    expectProblem(await retrieve([`Bearer ${token}`, `Bearer ${token}`]), 401);
  });
});

describe('any bytes in the query, header names and header values', () => {
  const headerName = fc.oneof(
    fc.constantFrom(...SPECIAL_PROPERTY_NAMES),
    fc.constantFrom('Accept-Language', 'If-None-Match', 'Accept-Encoding', 'Authorization', 'Content-Type'),
    fc.stringMatching(/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,20}$/),
    hostileString,
  );
  const headerLine = fc.tuple(headerName, hostileString).map(([name, value]) => `${name}: ${value}`);
  const query = fc
    .array(fc.tuple(hostileString, hostileString), { maxLength: 4 })
    .map((entries) => entries.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`));

  test('every route answers a success or a 4xx problem, never a 5xx, and never hangs', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(ESTIMATE, '/api/geo/traffic-bans', '/api/geo/routes', `${QUOTES}/x`, '/api/nowhere'),
        fc.constantFrom('origen=Barcelona&destino=Milan&metros=2', 'country=AT', ''),
        query,
        fc.array(headerLine, { maxLength: 3 }),
        async (path, base, extra, headers) => {
          const target = `${path}?${[base, ...extra].filter(Boolean).join('&')}`;
          const answer = await request([`GET ${target} HTTP/1.1`, 'Host: localhost', ...headers, 'Connection: close']);
          expect(answer.status).toBeGreaterThanOrEqual(200);
          expect(answer.status).toBeLessThan(500);
          if (answer.status >= 400) expectProblem(answer, answer.status);
        },
      ),
      { numRuns: 150 },
    );
  }, 120_000);
});
