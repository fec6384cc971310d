// Floor, step 4 without the HTTP layer: the same tool, served by the official SDK's protocol server through the SDK's
// own in-memory transport instead of its streamable HTTP transport. What step 4 costs beyond this is the SDK's HTTP
// layer, web Request and Response included (Node.js loads undici for them on first use).
import { InMemoryTransport, type JSONRPCMessage } from '@modelcontextprotocol/server';
import { serverForRequest, withPowertools } from './mcp-read-tool.ts';

export const handler = withPowertools(async (event) => {
  const server = serverForRequest();
  const [caller, served] = InMemoryTransport.createLinkedPair();
  await server.connect(served);
  try {
    const answer = new Promise<JSONRPCMessage>((resolve) => {
      caller.onmessage = resolve;
    });
    await caller.start();
    await caller.send(JSON.parse(event.body ?? '') as JSONRPCMessage);
    return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(await answer) };
  } finally {
    await server.close();
  }
});
