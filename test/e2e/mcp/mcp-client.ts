import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';

export type Revision = 'current' | '2025-03-26';

/** The official SDK client over HTTP, speaking the current revision (2026-07-28) or the older 2025-03-26 one. */
export const connectClient = async (baseUrl: string, revision: Revision, token?: string) => {
  const client = new Client(
    { name: 'e2e', version: '1.0.0' },
    revision === 'current'
      ? { versionNegotiation: { mode: { pin: '2026-07-28' } } }
      : { supportedProtocolVersions: ['2025-03-26'] },
  );
  const transport = new StreamableHTTPClientTransport(new URL('/mcp', baseUrl), {
    ...(token ? { requestInit: { headers: { Authorization: `Bearer ${token}` } } } : {}),
  });
  await client.connect(transport);
  if (transport.protocolVersion !== (revision === 'current' ? '2026-07-28' : '2025-03-26')) {
    throw new Error(`negotiated ${transport.protocolVersion}, not the ${revision} revision`);
  }
  return { client, transport };
};

/** The text of a tool result's content. */
export const textOf = (result: { content?: unknown }): string =>
  ((result.content ?? []) as { type: string; text?: string }[])
    .filter((block) => block.type === 'text')
    .map((block) => block.text ?? '')
    .join('\n');

/** Requests left in one policy of a RateLimit header (`"minute";r=17;t=42`). */
export const remaining = (response: Response, policy: string): number => {
  const match = new RegExp(`"${policy}";r=(\\d+)`).exec(response.headers.get('ratelimit') ?? '');
  if (!match?.[1]) throw new Error(`no ${policy} in RateLimit: ${response.headers.get('ratelimit')}`);
  return Number(match[1]);
};

export interface McpAnswer {
  readonly status: number;
  /** Lower-case names. */
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** JSON-RPC protocol headers of a 2025-era client; `revision` null sends no MCP-Protocol-Version (2025-03-26). */
export const mcpHeaders = (revision: string | null = '2025-06-18'): Record<string, string> => ({
  Accept: 'application/json, text/event-stream',
  'Content-Type': 'application/json',
  ...(revision === null ? {} : { 'MCP-Protocol-Version': revision }),
});

/** A tools/call request (with an id) or notification (without), as a 2025-era client writes it. */
export const toolCall = (name: string, args: Record<string, unknown>, id?: number) => ({
  jsonrpc: '2.0',
  ...(id === undefined ? {} : { id }),
  method: 'tools/call',
  params: { name, arguments: args },
});

/** One POST /mcp as written: for what the SDK client would never send (batches, bodies, charsets). */
export const postMcp = async (
  baseUrl: string,
  body: unknown,
  headers: Record<string, string> = mcpHeaders(),
): Promise<McpAnswer> => {
  const response = await fetch(new URL('/mcp', baseUrl), {
    method: 'POST',
    headers,
    body:
      typeof body === 'string' ? body : Buffer.isBuffer(body) ? new Blob([new Uint8Array(body)]) : JSON.stringify(body),
  });
  const answered: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    answered[name] = value;
  });
  return { status: response.status, headers: answered, body: await response.text() };
};
