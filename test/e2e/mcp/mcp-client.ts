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
