import {
  createMcpHandler,
  isLegacyRequest,
  type McpServer,
  WebStandardStreamableHTTPServerTransport,
} from '@modelcontextprotocol/server';
import { jsonText, MAX_JSON_DEPTH } from '#shared/http/json-body.ts';
import { BATCH_ERRORS, BATCH_TIME_BUDGET_MS, BATCH_TIME_RESERVE_MS, MAX_BATCH_ANSWER_BYTES } from './answer-bounds.ts';

const jsonRpcError = (status: number, code: number, message: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/** A JSON-RPC error object, as one request of a batch is answered when it is not served. */
export interface JsonRpcErrorObject {
  readonly code: number;
  readonly message: string;
  readonly data?: Record<string, unknown>;
}

/**
 * How the endpoint's quota counts the requests of a batch: the HTTP request itself counted its first message; this
 * counts the `requests` others and says how many of them, in order, it admits, and the error of those it refuses.
 */
export type BatchAdmission = (
  requests: number,
) => Promise<{ readonly admitted: number; readonly refusal: JsonRpcErrorObject }>;

const methodNotAllowed = () => jsonRpcError(405, -32000, 'Method not allowed.', { Allow: 'POST' });

/**
 * The one revision whose Streamable HTTP transport takes JSON-RPC batches: 2025-06-18 removed them and no later
 * revision brought them back. A request without MCP-Protocol-Version is a 2025-03-26 client's, as the specification
 * tells a server to assume.
 */
const BATCH_REVISION = '2025-03-26';

const isInitialize = (message: unknown) =>
  typeof message === 'object' && message !== null && (message as { method?: unknown }).method === 'initialize';

/**
 * Why a batch is refused, or undefined when it may be served. The SDK's 2025-era transport serves a batch under any
 * revision, tool calls included, so one request could run up to a hundred tools where the client's revision allows
 * one; and the initialize request may never be part of a batch (2025-03-26, lifecycle).
 */
const batchRefusal = (revision: string | null, batch: readonly unknown[]): string | undefined => {
  if (revision !== null && revision !== BATCH_REVISION) {
    return `Invalid Request: protocol revision ${revision} has no JSON-RPC batches; send one message per request.`;
  }
  if (batch.some(isInitialize)) return 'Invalid Request: the initialize request must not be part of a JSON-RPC batch.';
  return undefined;
};

/** JSON-RPC's code for a body that is not JSON the server can read. */
const PARSE_ERROR = -32700;

const unreadable = {
  'not-utf8': 'Parse error: the body is not UTF-8; send JSON encoded in UTF-8.',
  'too-deep': `Parse error: the body nests objects and arrays more than ${MAX_JSON_DEPTH} levels deep.`,
} as const;

const parsedJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    // The SDK answers a body that is not JSON with its own parse error.
    return undefined;
  }
};

const idOf = (message: unknown): unknown =>
  typeof message === 'object' && message !== null && !Array.isArray(message) && 'id' in message
    ? (message as { id: unknown }).id
    : undefined;

/** A message of the batch that expects an answer: a request (with an id), or what is not a valid message at all. */
const expectsAnswer = (message: unknown) =>
  !(typeof message === 'object' && message !== null && 'method' in message && !('id' in message));

const errorAnswer = (message: unknown, error: JsonRpcErrorObject) =>
  JSON.stringify({ jsonrpc: '2.0', id: idOf(message) ?? null, error });

const answerTooLarge = (): JsonRpcErrorObject => ({
  code: BATCH_ERRORS.answerTooLarge,
  message: `Batch answer too large: the answers before this request reached the batch's limit of ${MAX_BATCH_ANSWER_BYTES} bytes, so it was not served; send it again, alone or in a smaller batch.`,
  data: { name: 'batch-answer-too-large', limitBytes: MAX_BATCH_ANSWER_BYTES },
});

const timeLimit = (): JsonRpcErrorObject => ({
  code: BATCH_ERRORS.timeLimit,
  message: `Batch time limit: the requests before this one used the time a batch may take (${BATCH_TIME_BUDGET_MS} ms), so it was not served; send it again, alone or in a smaller batch.`,
  data: { name: 'batch-time-limit', limitMs: BATCH_TIME_BUDGET_MS },
});

/** What the endpoint tells a batch: how its quota counts the batch's requests, and the time left to answer it. */
export interface BatchBounds {
  readonly admit: BatchAdmission;
  readonly remainingMs: () => number;
}

/** JSON-RPC's code for invalid method parameters. */
const INVALID_PARAMS = -32602;

/**
 * A tools/call whose `arguments` is not a JSON object (an array, a string, a number, null): refused here in words
 * that name the problem, where the SDK would answer with its validation library's raw issue list. So is one with an
 * argument named `__proto__`: the SDK copies the arguments into a new object, where that name sets the prototype
 * instead of an argument, so the tool would never see it (and never refuse it, as it refuses `constructor`).
 */
const argumentsRefusal = (message: unknown): JsonRpcErrorObject | undefined => {
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return undefined;
  const { method, params } = message as { method?: unknown; params?: unknown };
  if (method !== 'tools/call' || typeof params !== 'object' || params === null || !('arguments' in params)) {
    return undefined;
  }
  const args = (params as { arguments?: unknown }).arguments;
  if (typeof args === 'object' && args !== null && Object.hasOwn(args, '__proto__')) {
    return {
      code: INVALID_PARAMS,
      message:
        'Invalid params: "__proto__" is no argument of any tool; the arguments a tool takes are listed in its inputSchema.',
      data: { name: 'unknown-argument', argument: '__proto__' },
    };
  }
  if (args === undefined || (typeof args === 'object' && args !== null && !Array.isArray(args))) return undefined;
  const given = args === null ? 'null' : Array.isArray(args) ? 'an array' : `a ${typeof args}`;
  return {
    code: INVALID_PARAMS,
    message: `Invalid params: the arguments of a tools/call are a JSON object of named arguments, as the tool's inputSchema lists them, not ${given}.`,
    data: { name: 'arguments-not-an-object' },
  };
};

const jsonAnswer = (text: string) =>
  new Response(text, { status: 200, headers: { 'Content-Type': 'application/json' } });

/** The whole answer, read before the server that produced it is closed. */
const buffered = async (response: Response): Promise<Response> => {
  const text = await response.text();
  return new Response(text === '' ? null : text, { status: response.status, headers: response.headers });
};

/**
 * An MCP endpoint that serves each HTTP exchange with a server built for it and keeps nothing afterwards: no
 * session, JSON answers only. The 2026-07-28 revision goes to the SDK's per-request handler; 2025-era clients
 * (initialize handshake, 2025-03-26 to 2025-11-25) to its streamable HTTP transport in stateless mode, with JSON
 * responses instead of the SSE stream the SDK's own legacy fallback answers with. The body is parsed once, here,
 * and handed to the SDK parsed.
 */
export const statelessMcp = (factory: () => McpServer) => {
  const modern = createMcpHandler(factory, { legacy: 'reject', responseMode: 'json' });

  /** One 2025-era exchange, served by a server and transport built for it. */
  const legacy = async (request: Request, options: { parsedBody?: unknown }): Promise<Response> => {
    const server = factory();
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    try {
      return await buffered(await transport.handleRequest(request, options));
    } finally {
      await server.close();
    }
  };

  /**
   * A 2025-03-26 batch, served message by message in order so that its cost stays bounded: the endpoint's quota counts
   * every message, the whole answer stays under MAX_BATCH_ANSWER_BYTES and the batch within BATCH_TIME_BUDGET_MS
   * (and its invocation's time). A request the quota does not admit, one whose answer would not fit, or one that would
   * start too late, is answered with a named JSON-RPC error and not served, and so is every one after it. Room is kept
   * for those errors, so the answer with them still fits.
   */
  const batch = async (request: Request, messages: readonly unknown[], bounds: BatchBounds): Promise<Response> => {
    const counted = messages.length > 1 ? await bounds.admit(messages.length - 1) : undefined;
    const admitted = counted?.admitted ?? 0;
    const tooLarge = answerTooLarge();
    const late = timeLimit();
    const errors = counted === undefined ? [tooLarge, late] : [tooLarge, late, counted.refusal];
    // Bytes the errors of the messages from index i on would take if none of them were served.
    const reserve: number[] = [];
    for (let index = messages.length - 1, after = 0; index >= 0; index -= 1) {
      const message = messages[index];
      const own = Math.max(...errors.map((error) => Buffer.byteLength(errorAnswer(message, error)))) + 1;
      after += expectsAnswer(message) ? own : 0;
      reserve[index] = after;
    }
    const atStart = bounds.remainingMs();
    const overTime = () => {
      const left = bounds.remainingMs();
      return atStart - left > BATCH_TIME_BUDGET_MS || left < BATCH_TIME_RESERVE_MS;
    };
    const answers: string[] = [];
    let used = 2;
    let stopped: JsonRpcErrorObject | undefined;
    for (const [index, message] of messages.entries()) {
      if (stopped === undefined && counted !== undefined && index > admitted) stopped = counted.refusal;
      if (stopped === undefined && index > 0 && overTime()) stopped = late;
      let answer: string | undefined;
      const refused = stopped === undefined ? argumentsRefusal(message) : undefined;
      if (refused !== undefined) answer = expectsAnswer(message) ? errorAnswer(message, refused) : undefined;
      else if (stopped === undefined) {
        const single = new Request(request.url, {
          method: 'POST',
          headers: request.headers,
          body: JSON.stringify(message),
        });
        const text = await (await legacy(single, { parsedBody: message })).text();
        answer = text === '' ? undefined : text;
        const after = used + (answer === undefined ? 0 : Buffer.byteLength(answer) + 1) + (reserve[index + 1] ?? 0);
        if (after > MAX_BATCH_ANSWER_BYTES) stopped = tooLarge;
      }
      if (stopped !== undefined) answer = expectsAnswer(message) ? errorAnswer(message, stopped) : undefined;
      if (answer === undefined) continue;
      answers.push(answer);
      used += Buffer.byteLength(answer) + 1;
    }
    if (answers.length === 0) return new Response(null, { status: 202 });
    return new Response(`[${answers.join(',')}]`, { status: 200, headers: { 'Content-Type': 'application/json' } });
  };

  return async (request: Request, bounds: BatchBounds): Promise<Response> => {
    if (request.method !== 'POST') return methodNotAllowed();
    // Refused before it is parsed: a batch's messages are serialised again one by one, and a deep one would
    // exhaust the stack.
    const read = jsonText(new Uint8Array(await request.clone().arrayBuffer()));
    if ('refused' in read) return jsonRpcError(400, PARSE_ERROR, unreadable[read.refused]);
    const parsedBody = parsedJson(read.text);
    if (Array.isArray(parsedBody)) {
      const refusal = batchRefusal(request.headers.get('mcp-protocol-version'), parsedBody);
      if (refusal !== undefined) return jsonRpcError(400, -32600, refusal);
    }
    const options = parsedBody === undefined ? {} : { parsedBody };
    if (!(await isLegacyRequest(request, parsedBody))) {
      const refused = argumentsRefusal(parsedBody);
      if (refused !== undefined && expectsAnswer(parsedBody)) return jsonAnswer(errorAnswer(parsedBody, refused));
      return buffered(await modern.fetch(request, options));
    }
    if (Array.isArray(parsedBody) && parsedBody.length > 0) return batch(request, parsedBody, bounds);
    const refused = argumentsRefusal(parsedBody);
    if (refused !== undefined)
      return expectsAnswer(parsedBody)
        ? jsonAnswer(errorAnswer(parsedBody, refused))
        : new Response(null, { status: 202 });
    return legacy(request, options);
  };
};
