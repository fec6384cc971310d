import type { Server } from 'node:http';
import fc from 'fast-check';
import { loadAuthorizer, localRoutes } from '#infra/local/routes.ts';
import { createLocalServer } from '#infra/local/server.ts';
import type { RunningServer } from '#test/support/local-server.ts';
import { type PricedServer, startUnthrottledServer } from '#test/support/priced-server.ts';
import { type RawAnswer, rawRequest } from '#test/support/raw-http.ts';

let server: RunningServer;
let client: PricedServer['client'];

beforeAll(async () => {
  ({ server, client } = await startUnthrottledServer('e2e-targets'));
}, 30_000);

afterAll(async () => {
  await server?.close();
  client?.destroy();
});

const STACK_FRAME = /^\s+at /m;

/** One request line with this target, sent byte for byte on its own connection. */
const get = (target: string, method = 'GET', baseUrl = server.baseUrl) =>
  rawRequest(baseUrl, `${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);

/** A well-formed answer: a status line, a body that is no stack trace, and problem+json that states its status. */
const expectWellFormed = (answer: RawAnswer, method: string) => {
  expect(answer.status).toBeGreaterThanOrEqual(200);
  expect(answer.status).toBeLessThan(600);
  expect(answer.body).not.toMatch(STACK_FRAME);
  // A HEAD answer has the headers of the GET answer and no body.
  if (method !== 'HEAD' && answer.headers['content-type'] === 'application/problem+json') {
    expect(JSON.parse(answer.body)).toMatchObject({ status: answer.status });
  }
};

const expectProblem = (answer: RawAnswer, status: number) => {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toBe('application/problem+json');
  expect(JSON.parse(answer.body)).toMatchObject({ status, type: expect.stringContaining('/developers/errors#') });
};

/** The site's own HTML 404, which answers every site path it has no page for. */
const expectSiteNotFound = (answer: RawAnswer) => {
  expect(answer.status).toBe(404);
  expect(answer.headers['content-type']).toMatch(/^text\/html/);
};

/** After whatever came before, the server still answers an ordinary request. */
const expectStillServing = async () => {
  const answer = await get('/api/geo/traffic-bans');
  expect(answer.status).toBe(200);
};

describe('targets that are not plain paths', () => {
  // Each of these once made `new URL(target, base)` throw in the request handler, and the process ended.
  test.each(['//', '///', '//%zz/', '/\\', '/\\/', '//a:b@/'])(
    'GET %s answers the HTML 404 and the server goes on',
    async (target) => {
      expectSiteNotFound(await get(target));
      await expectStillServing();
    },
  );

  test('an absolute-form target that is no URL answers a 404 problem (no route takes it)', async () => {
    expectProblem(await get('http://[/x'), 404);
    await expectStillServing();
  });

  test('a target with a space is a malformed request line: 400 problem', async () => {
    expectProblem(await get('//a b'), 400);
    await expectStillServing();
  });
});

describe('routing reads the literal path', () => {
  test('//api/geo/routes is not host "api" with path /geo/routes, nor the /api/geo/routes data', async () => {
    const answer = await get('//api/geo/routes');
    expectSiteNotFound(answer);
    expect(answer.body).not.toContain('"routes"');
  });

  test('//evil.example/estimate does not serve the estimate page', async () => {
    const page = await get('/estimate');
    expect(page.status).toBe(200);

    expectSiteNotFound(await get('//evil.example/estimate'));
  });

  test('a problem names the path as sent', async () => {
    const answer = await get('//api/nowhere', 'POST');
    expectProblem(answer, 404);
    expect(JSON.parse(answer.body)).toMatchObject({ instance: '//api/nowhere' });
  });
});

describe('any request target, as raw bytes on the request line', () => {
  // Pieces that URL parsers, routers and the site's path reading treat specially, and known paths to reach them.
  const piece = fc.oneof(
    fc.constantFrom('/', '//', '\\', '.', '..', '%', '%zz', '%2F', '%2f', '%5C', '%00', '%E9', '%C3%A9', '?', '#', '&'),
    fc.constantFrom('@', ':', '[', ']', '*', '"', '<', '>', '{', '}', '|', '^', '`', "'", '~', ';', '=', '+', ','),
    fc.constantFrom('http:', 'http://', 'https://evil.example', '//evil.example', 'localhost:1', '[::1]', 'api'),
    fc.constantFrom('/api/geo/routes', '/api/agentes/v1/estimaciones', '/estimate', '/es/', '/llms.txt', '/mcp'),
    // Any other byte a request line can carry (CR and LF end the line: they are the framing, not the target).
    fc.string({ unit: 'binary-ascii', maxLength: 6 }).map((text) => text.replace(/[\r\n]/g, '')),
  );
  const target = fc.array(piece, { minLength: 1, maxLength: 8 }).map((pieces) => pieces.join(''));
  const method = fc.constantFrom('GET', 'HEAD', 'POST', 'OPTIONS', 'DELETE');

  test('each one gets a well-formed answer under 500, never a stack trace, and the server keeps answering', async () => {
    await fc.assert(
      fc.asyncProperty(method, target, async (verb, requestTarget) => {
        const answer = await get(requestTarget, verb);
        expectWellFormed(answer, verb);
        expect(answer.status).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
    await expectStillServing();
  }, 120_000);
});

describe('the MCP endpoint, asked without the headers MCP needs', () => {
  // Bare request lines: no Accept, no Content-Type, no body. Each answer is also checked against the OpenAPI
  // document when the server closes, so a status or body the document does not declare fails here.
  test.each(['POST', 'GET', 'DELETE', 'HEAD'])(
    '%s /mcp answers a declared refusal and the server goes on',
    async (method) => {
      const answer = await get('/mcp', method);
      expectWellFormed(answer, method);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      await expectStillServing();
    },
  );
});

describe('an unexpected error while answering one request', () => {
  let failing: Server;
  let baseUrl: string;
  /** What was logged, its text only: the thrown value itself cannot even be printed. */
  const logged: string[] = [];
  const consoleError = console.error;

  beforeAll(async () => {
    // A thrown value that nothing can read, not even the error mapping: a revoked proxy throws on any access.
    const unreadable = Proxy.revocable({}, {});
    unreadable.revoke();
    failing = createLocalServer({
      routes: [
        ...localRoutes,
        {
          method: 'GET',
          path: '/unreadable-failure',
          authorized: false,
          entry: 'test/e2e/local/request-targets.test.ts',
          load: async () => ({
            handler: async () => {
              throw unreadable.proxy;
            },
          }),
        },
      ],
      loadAuthorizer,
      siteBaseUrl: 'https://freight-estimate.example.com',
    });
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(failing.address() as { port: number }).port}`;
    console.error = (...args: unknown[]) => {
      logged.push(args.filter((arg) => typeof arg === 'string').join(' '));
    };
  });

  afterAll(async () => {
    console.error = consoleError;
    await new Promise<void>((resolve) => {
      failing.closeAllConnections();
      failing.close(() => resolve());
    });
  });

  test('answers a 500 problem, is logged, and the server keeps answering', async () => {
    const answer = await get('/unreadable-failure', 'GET', baseUrl);

    expectProblem(answer, 500);
    expect(answer.body).not.toMatch(STACK_FRAME);
    expect(logged).toContainEqual(expect.stringContaining('GET /unreadable-failure'));
    expect((await get('/api/geo/traffic-bans', 'GET', baseUrl)).status).toBe(200);
  });
});
