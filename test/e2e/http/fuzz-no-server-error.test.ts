import fc from 'fast-check';
import { DateTime } from 'luxon';
import type { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { hostileString, valueFor } from '#test/support/hostile-input.ts';
import type { RunningServer } from '#test/support/local-server.ts';
import { startUnthrottledServer } from '#test/support/priced-server.ts';

/**
 * Whatever a client sends over HTTP (MCP bodies, REST query strings, the site's forms), the service answers it, and
 * never with a 5xx: each property sends a bounded number of requests to one local server.
 */

let server: RunningServer;
let db: ReturnType<typeof createDocumentClient>;

beforeAll(async () => {
  process.env.MCP_QUOTA_PER_MINUTE = '100000';
  process.env.INTEGRATION_QUOTA_PER_MINUTE = '100000';
  ({ server, client: db } = await startUnthrottledServer('e2e-fuzz'));
}, 60_000);

afterAll(async () => {
  await server.close();
  db.destroy();
});

/** Runs per property: enough to meet every kind of input the arbitraries draw, few enough for CI. */
const RUNS = { numRuns: 60 };
const PROPERTY_TIMEOUT = 120_000;

const day = (days: number) => DateTime.now().setZone('Europe/Brussels').plus({ days }).toISODate() as string;

/** Bytes that are no valid percent-encoding or no UTF-8, and separators, as a query string may hold them. */
const rawQueryPart = fc.constantFrom('%', '%ZZ', '%C3%28', '%FF', '%00', '%2C', '+', '&&', '==', '%26', ';', '%E2%82');

/** A query string of known parameters (sensible or hostile values), hostile names, and raw fragments. */
const queryString = (known: Record<string, readonly string[]>) =>
  fc
    .tuple(
      fc.array(
        fc.oneof(...Object.entries(known).map(([name, values]) => fc.tuple(fc.constant(name), valueFor(values)))),
        { maxLength: 6 },
      ),
      fc.array(fc.tuple(hostileString, hostileString), { maxLength: 2 }),
      fc.array(rawQueryPart, { maxLength: 3 }),
    )
    .map(([entries, others, raw]) =>
      [
        ...[...entries, ...others].map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`),
        ...raw,
      ].join('&'),
    );

/** A path of these and a query string of its parameters. */
const requestOf = (paths: Record<string, Record<string, readonly string[]>>) =>
  fc
    .constantFrom(...Object.entries(paths))
    .chain(([path, known]) => queryString(known).map((query) => `${path}?${query}`));

const expectNoServerError = async (response: Response, what: string) => {
  await response.arrayBuffer();
  if (response.status >= 500) throw new Error(`${what} answered ${response.status}`);
};

describe('REST query strings', () => {
  const routes: Record<string, Record<string, readonly string[]>> = {
    '/api/agentes/v1/estimaciones': {
      origen: ['Barcelona'],
      destino: ['Milan', 'Milán'],
      cpOrigen: ['08001', '28001'],
      cpDestino: ['20121', '75001', '1000-001'],
      paisDestino: ['IT', 'FR', 'PT', 'it'],
      metros: ['2', '2.5', '0', '10', '1e3'],
      pesoKg: ['1200', '24000', '-1'],
      fecha: [day(1), day(40), '2026-02-30'],
    },
    '/api/geo/traffic-bans': {
      country: ['FR', 'de,at', 'XX'],
      date: [day(3)],
      from: [day(0)],
      to: [day(30), day(-400)],
      include: ['night'],
      lang: ['en', 'ro'],
    },
    '/api/geo/traffic-bans.ics': { country: ['AT'], from: [day(0)], to: [day(20)], include: ['night'], lang: ['de'] },
    '/api/geo/traffic-bans/route': {
      countries: ['ES,FR,IT', 'AT,CH'],
      hours: ['8,14,8', '240'],
      departure: [`${day(2)}T18:00:00+01:00`, day(2)],
      origin: ['ES-08001'],
      destination: ['IT-20121', 'PT-1000-001'],
      lang: ['es', 'fr'],
    },
    '/api/geo/routes': { lang: ['en'] },
    '/sitemap.xml': { lang: ['en'] },
  };

  test(
    'a GET of any API route with any query string answers, never with a 5xx',
    async () => {
      await fc.assert(
        fc.asyncProperty(requestOf(routes), async (url) => {
          await expectNoServerError(await fetch(`${server.baseUrl}${url}`), url);
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );
});

describe("the site's forms", () => {
  const pages: Record<string, Record<string, readonly string[]>> = {
    '/estimate': {
      origen: ['Barcelona'],
      destino: ['Milan'],
      cpOrigen: ['08001'],
      cpDestino: ['20121'],
      paisDestino: ['IT'],
      metros: ['2,5', '2.5'],
      pesoKg: ['1.200', '1200'],
      fecha: [day(2)],
      paletsEuro: ['10', '66', '999'],
      paletsIndustriales: ['4'],
      remontable: ['si', 'on'],
    },
    '/driving-bans/route': {
      origin: ['ES-08001'],
      destination: ['IT-20121'],
      countries: ['ES FR IT', 'ES → FR'],
      departure: [`${day(2)}T08:00`],
      hours: ['8 14 8'],
    },
    '/driving-bans': { date: [day(5), 'tomorrow'] },
  };

  test(
    'a form sent with any fields, in any language, answers a page, never a 5xx',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('', '/es', '/fr', '/de', '/it', '/ro', '/xx'),
          requestOf(pages),
          async (locale, url) => {
            await expectNoServerError(await fetch(`${server.baseUrl}${locale}${url}`), `${locale}${url}`);
          },
        ),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );
});

describe('MCP bodies', () => {
  const TOOLS = [
    'estimate_freight_price',
    'get_driving_bans',
    'get_route_driving_bans',
    'create_quote',
    'get_quote',
    'pallets_to_loading_metres',
    'no_such_tool',
  ];
  const METHODS = ['tools/call', 'tools/list', 'resources/read', 'resources/list', 'ping', 'initialize', 'x/y'];

  /** A value nested `depth` levels deep: arrays, objects, or both. */
  const nested = fc
    .tuple(fc.oneof(fc.constantFrom(64, 65, 5_000), fc.integer({ min: 1, max: 6_000 })), fc.boolean())
    .map(([depth, objects]) =>
      objects ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` : `${'['.repeat(depth)}${']'.repeat(depth)}`,
    );

  const argumentsValue = fc.oneof(
    fc.dictionary(hostileString, fc.oneof(hostileString, fc.jsonValue({ maxDepth: 3 })), { maxKeys: 6 }),
    fc.jsonValue({ maxDepth: 4 }),
  );

  /** One message as text: a JSON-RPC request with odd parts, or deep nesting spliced in. */
  const message = fc.oneof(
    fc
      .record({
        id: fc.oneof(fc.integer(), hostileString, fc.constant(null)),
        method: fc.oneof(fc.constantFrom(...METHODS), hostileString),
        name: fc.constantFrom(...TOOLS),
        args: argumentsValue,
      })
      .map(({ id, method, name, args }) =>
        JSON.stringify({ jsonrpc: '2.0', id, method, params: { name, arguments: args, uri: name } }),
      ),
    nested.map(
      (deep) => `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_quote","arguments":${deep}}}`,
    ),
    fc.jsonValue({ maxDepth: 5 }).map((value) => JSON.stringify(value)),
  );

  /** A body: one message, a batch, bytes that are not UTF-8, or text that is not JSON. */
  const body = fc.oneof(
    { weight: 3, arbitrary: message.map((text) => Buffer.from(text)) },
    { weight: 2, arbitrary: fc.array(message, { maxLength: 8 }).map((texts) => Buffer.from(`[${texts.join(',')}]`)) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)) },
    { weight: 1, arbitrary: hostileString.map((text) => Buffer.from(text)) },
  );

  test(
    'a POST /mcp of any body under any protocol revision answers, never with a 5xx',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          body,
          fc.constantFrom(undefined, '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28', 'x'),
          fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain'),
          async (sent, revision, contentType) => {
            const response = await fetch(`${server.baseUrl}/mcp`, {
              method: 'POST',
              headers: {
                Accept: 'application/json, text/event-stream',
                'Content-Type': contentType,
                ...(revision === undefined ? {} : { 'MCP-Protocol-Version': revision }),
              },
              body: new Blob([new Uint8Array(sent)]),
            });
            await expectNoServerError(response, `POST /mcp ${sent.subarray(0, 200).toString('utf8')}`);
          },
        ),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );
});
