// Floor, step 4: step 3 served as one MCP tool through the official SDK, as the MCP function serves its tools: a
// server built for the request, the tool's zod input, the streamable HTTP transport on web Request and Response
// objects, stateless, answering JSON.
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/server';
import { serverForRequest, withPowertools } from './mcp-read-tool.ts';

export const handler = withPowertools(async (event) => {
  const server = serverForRequest();
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  try {
    const headers = new Headers();
    for (const [name, value] of Object.entries(event.headers)) if (value !== undefined) headers.set(name, value);
    const request = new Request(`https://localhost${event.rawPath}`, { method: 'POST', headers, body: event.body });
    const response = await transport.handleRequest(request);
    return { statusCode: response.status, body: await response.text() };
  } finally {
    await server.close();
  }
});
