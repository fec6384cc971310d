import type { Client } from '@modelcontextprotocol/client';
import { BATCH_ERRORS, MAX_ARGUMENT_ELEMENTS, MAX_BATCH_ANSWER_BYTES } from '#functions/mcp/answer-bounds.ts';
import { MAX_JSON_DEPTH, MAX_MCP_BODY_BYTES } from '#shared/http/json-body.ts';
import { logger } from '#shared/observability/logger.ts';
import { windowAt } from '#shared/operations/traffic-bans/calendar-responses.ts';
import type { createDocumentClient } from '#shared/store/dynamo-client.ts';
import type { RunningServer } from '#test/support/local-server.ts';
import { startPricedServer } from '#test/support/priced-server.ts';
import { rawRequest } from '#test/support/raw-http.ts';
import { connectClient, mcpHeaders, postMcp, remaining, textOf, toolCall } from './mcp-client.ts';

const ESTIMATE = '/api/agentes/v1/estimaciones?origen=Barcelona&destino=Milan&metros=2';
const ESTIMATE_ARGUMENTS = { origen: 'Barcelona', destino: 'Milan', metros: 2 };

type Json = Record<string, unknown>;

let server: RunningServer;
let db: ReturnType<typeof createDocumentClient>;
const clients: Client[] = [];

beforeAll(async () => {
  logger.setLogLevel('SILENT');
  // The day window of the estimate (the tighter one, so RateLimit reports it) tells whether a tool ran: a minute
  // turning over cannot reset it.
  process.env.ESTIMATE_QUOTA_PER_MINUTE = '1000';
  process.env.ESTIMATE_QUOTA_PER_DAY = '500';
  process.env.MCP_QUOTA_PER_MINUTE = '1000';
  process.env.OPEN_DATA_QUOTA_PER_WINDOW = '1000';
  ({ server, client: db } = await startPricedServer('e2e-mcp-limits'));
}, 60_000);

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await server.close();
  db.destroy();
});

/** Estimates left today for this client IP, read with a REST estimate (which itself counts one). */
const estimatesLeftToday = async () => remaining(await fetch(`${server.baseUrl}${ESTIMATE}`), 'day');

const problemOf = (answer: { headers: Record<string, string>; body: string }) => {
  expect(answer.headers['content-type']).toBe('application/problem+json');
  expect(answer.headers['cache-control']).toBe('no-store');
  return JSON.parse(answer.body) as Json;
};

describe('bodies', () => {
  test('a body over 64 KiB is refused with a 413 problem, one at the cap is read', async () => {
    const padded = (bytes: number) => {
      const call = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { _meta: { pad: '' } } });
      return call.replace('"pad":""', `"pad":"${'x'.repeat(bytes - call.length)}"`);
    };

    const twoHundred = await postMcp(server.baseUrl, padded(200 * 1024));
    const justOver = await postMcp(server.baseUrl, padded(MAX_MCP_BODY_BYTES + 1));
    const atCap = await postMcp(server.baseUrl, padded(MAX_MCP_BODY_BYTES));

    for (const refused of [twoHundred, justOver]) {
      expect(refused.status).toBe(413);
      expect(problemOf(refused)).toMatchObject({ status: 413, type: expect.stringMatching(/#payload-too-large$/) });
    }
    expect(MAX_MCP_BODY_BYTES).toBeLessThanOrEqual(64 * 1024);
    expect(atCap.status).toBe(200);
    expect(JSON.parse(atCap.body)).toMatchObject({ result: { tools: expect.any(Array) } });
  });

  test.each([
    'application/json; charset=utf-16',
    'application/json; charset=ISO-8859-1',
    'application/json;charset="utf-16le"',
    'application/json; charset=utf-8; charset=utf-16',
  ])('a JSON body declared as %s is refused with a 415 problem', async (contentType) => {
    const utf16 = Buffer.from(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }), 'utf16le');

    const answer = await postMcp(server.baseUrl, utf16, { ...mcpHeaders(), 'Content-Type': contentType });

    expect(answer.status).toBe(415);
    expect(problemOf(answer)).toMatchObject({ status: 415, type: expect.stringMatching(/#unsupported-media-type$/) });
  });

  test.each([
    'application/json',
    'application/json; charset=utf-8',
    'Application/JSON; charset=UTF-8',
    'application/json;charset="utf-8"',
  ])('a JSON body sent as %s is read', async (contentType) => {
    const answer = await postMcp(
      server.baseUrl,
      { jsonrpc: '2.0', id: 1, method: 'tools/list' },
      {
        ...mcpHeaders(),
        'Content-Type': contentType,
      },
    );

    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ result: { tools: expect.any(Array) } });
  });

  test.each([
    ['a batch', null],
    ['a single message', '2025-06-18'],
    ['a current-revision message', '2026-07-28'],
  ])(
    '%s nested 5,000 levels deep (10 KB) is refused with a JSON-RPC parse error before anything walks it',
    async (_kind, revision) => {
      const deep = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
      const message = `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_driving_bans","arguments":{"country":"FR"},"_meta":{"x":${deep}}}}`;
      const body = revision === null ? `[${message},${message}]` : message;

      const answer = await postMcp(server.baseUrl, body, mcpHeaders(revision));

      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({
        jsonrpc: '2.0',
        id: null,
        error: { code: -32700, message: expect.stringContaining(`more than ${MAX_JSON_DEPTH} levels`) },
      });
    },
  );

  test('a body nested as deep as the limit is read', async () => {
    const nested = `${'['.repeat(MAX_JSON_DEPTH - 3)}${']'.repeat(MAX_JSON_DEPTH - 3)}`;
    const body = `{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"_meta":{"x":${nested}}}}`;

    const answer = await postMcp(server.baseUrl, body);

    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ result: { tools: expect.any(Array) } });
  });

  test('a body that is not UTF-8 is refused with a JSON-RPC parse error, not read as U+FFFD', async () => {
    // A date whose one byte, 0xFF, can begin no UTF-8 sequence.
    const invalid = Buffer.concat([
      Buffer.from(
        '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_driving_bans","arguments":{"date":"',
      ),
      Buffer.from([0xff]),
      Buffer.from('"}}}'),
    ]);

    const answer = await postMcp(server.baseUrl, invalid);

    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({
      error: { code: -32700, message: expect.stringContaining('UTF-8') },
    });
  });

  test('a malformed Host header is not a server error: the endpoint never builds its URL from it', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const { port } = new URL(server.baseUrl);
    const request = (host: string) =>
      [
        'POST /mcp HTTP/1.1',
        `Host: ${host}`,
        'Accept: application/json, text/event-stream',
        'Content-Type: application/json',
        'MCP-Protocol-Version: 2025-06-18',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Connection: close',
        '',
        body,
      ].join('\r\n');

    const answers = await Promise.all(
      ['bad host', '[::1', `127.0.0.1:${port}:x`, 'exa%mple'].map((host) => rawRequest(server.baseUrl, request(host))),
    );

    for (const answer of answers) {
      expect(answer.status).toBeGreaterThanOrEqual(200);
      expect(answer.status).toBeLessThan(500);
    }
  });
});

describe('tool arguments', () => {
  test('a call with thousands of unknown keys is refused in a few words, without naming them', async () => {
    const client = (await connectClient(server.baseUrl, 'current')).client;
    clients.push(client);
    const args: Json = { ...ESTIMATE_ARGUMENTS };
    for (let index = 0; index < 5_000; index += 1) args[`k${index}`] = 1;

    const refused = await client.callTool({ name: 'estimate_freight_price', arguments: args });

    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toContain(`more than the maximum of ${MAX_ARGUMENT_ELEMENTS} elements`);
    expect(textOf(refused).length).toBeLessThan(300);
  }, 60_000);

  test.each(['current', '2025-03-26'] as const)(
    'a %s client sending a few dozen unknown keys is told five of them and the arguments the tool takes',
    async (revision) => {
      const client = (await connectClient(server.baseUrl, revision)).client;
      clients.push(client);
      const args: Json = { ...ESTIMATE_ARGUMENTS, lang: 'en' };
      for (let index = 0; index < 40; index += 1) args[`unknown${index}`] = 1;
      const longName = 'n'.repeat(5_000);

      const refused = await client.callTool({ name: 'estimate_freight_price', arguments: args });
      const oneLong = await client.callTool({
        name: 'estimate_freight_price',
        arguments: { ...ESTIMATE_ARGUMENTS, [longName]: 1 },
      });

      expect(refused.isError).toBe(true);
      const text = textOf(refused);
      expect(text.match(/"unknown\d+"/g)).toHaveLength(5);
      expect(text).toContain('and 35 more');
      expect(text).toContain('the arguments are: ');
      expect(text).toContain('metros');
      expect(text.length).toBeLessThan(600);
      expect(oneLong.isError).toBe(true);
      expect(textOf(oneLong).length).toBeLessThan(600);
    },
    60_000,
  );
});

describe('arguments that are not an object', () => {
  test.each([
    ['an array', [1, 2, 3], 'not an array'],
    ['a string', 'Barcelona', 'not a string'],
    ['null', null, 'not null'],
  ])("%s is refused by name, not with the validation library's issue list", async (_name, args, said) => {
    const single = await postMcp(server.baseUrl, {
      jsonrpc: '2.0',
      id: 7,
      method: 'tools/call',
      params: { name: 'estimate_freight_price', arguments: args },
    });
    const batch = await postMcp(
      server.baseUrl,
      [
        { jsonrpc: '2.0', id: 8, method: 'tools/call', params: { name: 'estimate_freight_price', arguments: args } },
        { jsonrpc: '2.0', id: 9, method: 'ping' },
      ],
      mcpHeaders('2025-03-26'),
    );

    const expected = {
      jsonrpc: '2.0',
      error: {
        code: -32602,
        message: expect.stringContaining(
          `a JSON object of named arguments, as the tool's inputSchema lists them, ${said}`,
        ),
        data: { name: 'arguments-not-an-object' },
      },
    };
    expect(single.status).toBe(200);
    expect(JSON.parse(single.body)).toEqual({ ...expected, id: 7 });
    expect(single.body).not.toContain('invalid_type');
    expect(JSON.parse(batch.body)).toEqual([
      { ...expected, id: 8 },
      { jsonrpc: '2.0', id: 9, result: {} },
    ]);
  });
});

describe('special argument names', () => {
  test.each([
    ['2025-06-18', '2025-06-18'],
    ['2025-03-26 (no MCP-Protocol-Version)', null],
  ])(
    'under %s an argument named __proto__ is refused by name, as constructor is, never silently dropped',
    async (_name, revision) => {
      const call = (name: string) =>
        `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"estimate_freight_price","arguments":{"origen":"Barcelona","destino":"Milan","metros":2,"lang":"en","${name}":{"x":1}}}}`;

      const proto = await postMcp(server.baseUrl, call('__proto__'), mcpHeaders(revision));
      const ctor = await postMcp(server.baseUrl, call('constructor'), mcpHeaders(revision));

      expect(JSON.parse(proto.body)).toMatchObject({
        error: {
          code: -32602,
          message: expect.stringContaining('"__proto__" is no argument'),
          data: { argument: '__proto__' },
        },
      });
      const refused = JSON.parse(ctor.body) as { result: { isError: boolean; content: { text: string }[] } };
      expect(refused.result.isError).toBe(true);
      expect(refused.result.content[0]?.text).toContain('"constructor"');
    },
  );
});

describe('batches and notifications', () => {
  test.each(['2025-06-18', '2025-11-25', '2026-07-28'])(
    'a batch under revision %s is refused and runs no tool',
    async (revision) => {
      const before = await estimatesLeftToday();

      const answer = await postMcp(
        server.baseUrl,
        [
          toolCall('estimate_freight_price', ESTIMATE_ARGUMENTS, 1),
          toolCall('estimate_freight_price', ESTIMATE_ARGUMENTS, 2),
        ],
        mcpHeaders(revision),
      );
      const after = await estimatesLeftToday();

      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32600 } });
      expect(JSON.parse(answer.body).error.message).toContain('one message per request');
      // Only the REST estimate that reads the counter counted.
      expect(after).toBe(before - 1);
    },
  );

  test.each([
    ['2025-03-26', '2025-03-26'],
    ['no MCP-Protocol-Version (2025-03-26)', null],
  ])('a batch under %s is served, one answer per request', async (_name, revision) => {
    const answer = await postMcp(
      server.baseUrl,
      [
        { jsonrpc: '2.0', id: 1, method: 'tools/list' },
        { jsonrpc: '2.0', id: 2, method: 'ping' },
      ],
      mcpHeaders(revision),
    );

    expect(answer.status).toBe(200);
    expect((JSON.parse(answer.body) as Json[]).map((reply) => reply.id).sort()).toEqual([1, 2]);
  });

  test('a batch of 60 calendar calls over the whole window with night bans answers at most 1 MiB, each id once', async () => {
    const window = windowAt(new Date());
    const args = { from: window.from, to: window.to, include: 'night' };
    const batch = Array.from({ length: 60 }, (_, index) => toolCall('get_driving_bans', args, index + 1));

    const answer = await postMcp(server.baseUrl, batch, mcpHeaders('2025-03-26'));

    expect(answer.status).toBe(200);
    expect(Buffer.byteLength(answer.body)).toBeLessThanOrEqual(MAX_BATCH_ANSWER_BYTES);
    const replies = JSON.parse(answer.body) as Json[];
    expect(replies.map((reply) => reply.id)).toEqual(batch.map((call) => call.id));
    const served = replies.filter((reply) => reply.result !== undefined);
    const refused = replies.filter((reply) => reply.error !== undefined);
    expect(served.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    expect(served.length + refused.length).toBe(60);
    // The requests served come first; each one left out is told why, by name (the answer's size, or the batch's time
    // on a slow machine), and how to get its answer.
    expect(replies.indexOf(refused[0] as Json)).toBe(served.length);
    const named = [
      [BATCH_ERRORS.answerTooLarge, 'batch-answer-too-large'],
      [BATCH_ERRORS.timeLimit, 'batch-time-limit'],
    ];
    for (const reply of refused) {
      const error = reply.error as { code: number; message: string; data: Json };
      expect(named).toContainEqual([error.code, error.data.name]);
      expect(error.message).toContain('send it again');
    }
  }, 60_000);

  test('a 5 KB batch of 100 tool lists answers at most 1 MiB', async () => {
    const batch = Array.from({ length: 100 }, (_, index) => ({ jsonrpc: '2.0', id: index, method: 'tools/list' }));

    const answer = await postMcp(server.baseUrl, batch, mcpHeaders(null));

    expect(answer.status).toBe(200);
    expect(Buffer.byteLength(answer.body)).toBeLessThanOrEqual(MAX_BATCH_ANSWER_BYTES);
    const replies = JSON.parse(answer.body) as Json[];
    expect(replies).toHaveLength(100);
    expect(replies[0]).toMatchObject({ id: 0, result: { tools: expect.any(Array) } });
    // Left out for the answer's size, or on a slow machine for the batch's time.
    expect([BATCH_ERRORS.answerTooLarge, BATCH_ERRORS.timeLimit]).toContain(
      (replies[99] as { error: { code: number } }).error.code,
    );
  }, 60_000);

  test('every tool call of a batch counts against its operation quota', async () => {
    const before = await estimatesLeftToday();

    const answer = await postMcp(
      server.baseUrl,
      [1, 2, 3].map((id) => toolCall('estimate_freight_price', ESTIMATE_ARGUMENTS, id)),
      mcpHeaders('2025-03-26'),
    );
    const after = await estimatesLeftToday();

    expect(answer.status).toBe(200);
    expect((JSON.parse(answer.body) as Json[]).map((reply) => reply.id)).toEqual([1, 2, 3]);
    expect(after).toBe(before - 4);
  });

  test('an initialize request inside a batch is refused', async () => {
    const answer = await postMcp(
      server.baseUrl,
      [
        {
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: { protocolVersion: '2025-03-26', capabilities: {}, clientInfo: { name: 'e2e', version: '1' } },
        },
      ],
      mcpHeaders(null),
    );

    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: -32600 } });
  });

  test.each([
    ['2025-06-18', '2025-06-18', toolCall('estimate_freight_price', ESTIMATE_ARGUMENTS)],
    ['a 2025-03-26 batch', '2025-03-26', [toolCall('estimate_freight_price', ESTIMATE_ARGUMENTS)]],
  ])('a tools/call notification under %s is accepted and runs no tool', async (_name, revision, body) => {
    const before = await estimatesLeftToday();

    const answer = await postMcp(server.baseUrl, body, mcpHeaders(revision));
    const after = await estimatesLeftToday();

    expect(answer.status).toBe(202);
    expect(answer.body).toBe('');
    expect(after).toBe(before - 1);
  });
});
