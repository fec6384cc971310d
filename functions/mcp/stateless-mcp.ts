import {
  createMcpHandler,
  isLegacyRequest,
  type McpServer,
  WebStandardStreamableHTTPServerTransport,
} from '@modelcontextprotocol/server';

const jsonRpcError = (status: number, code: number, message: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

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

const parsedJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    // The SDK answers a body that is not JSON with its own parse error.
    return undefined;
  }
};

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
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'POST') return methodNotAllowed();
    const parsedBody = parsedJson(await request.clone().text());
    if (Array.isArray(parsedBody)) {
      const refusal = batchRefusal(request.headers.get('mcp-protocol-version'), parsedBody);
      if (refusal !== undefined) return jsonRpcError(400, -32600, refusal);
    }
    const options = parsedBody === undefined ? {} : { parsedBody };
    if (!(await isLegacyRequest(request, parsedBody))) return buffered(await modern.fetch(request, options));
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
};
