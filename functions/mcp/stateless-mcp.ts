import {
  createMcpHandler,
  isLegacyRequest,
  type McpServer,
  WebStandardStreamableHTTPServerTransport,
} from '@modelcontextprotocol/server';

const methodNotAllowed = () =>
  new Response(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed.' }, id: null }), {
    status: 405,
    headers: { 'Content-Type': 'application/json', Allow: 'POST' },
  });

/** The whole answer, read before the server that produced it is closed. */
const buffered = async (response: Response): Promise<Response> => {
  const text = await response.text();
  return new Response(text === '' ? null : text, { status: response.status, headers: response.headers });
};

/**
 * An MCP endpoint that serves each HTTP exchange with a server built for it and keeps nothing afterwards: no
 * session, JSON answers only. The 2026-07-28 revision goes to the SDK's per-request handler; 2025-era clients
 * (initialize handshake, 2025-03-26 to 2025-11-25) to its streamable HTTP transport in stateless mode, with JSON
 * responses instead of the SSE stream the SDK's own legacy fallback answers with.
 */
export const statelessMcp = (factory: () => McpServer) => {
  const modern = createMcpHandler(factory, { legacy: 'reject', responseMode: 'json' });
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'POST') return methodNotAllowed();
    if (!(await isLegacyRequest(request))) return buffered(await modern.fetch(request));
    const server = factory();
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    try {
      return await buffered(await transport.handleRequest(request));
    } finally {
      await server.close();
    }
  };
};
