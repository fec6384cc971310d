import { fromWebResponse, toWebRequest } from '#functions/mcp/web-bridge.ts';
import { apiEvent } from '#test/support/api-event.ts';

const mcpEvent = (overrides: Parameters<typeof apiEvent>[0] = {}) =>
  apiEvent({
    method: 'POST',
    path: '/mcp',
    body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-06-18',
      authorization: 'Bearer fest_abc',
      'x-origin-verify': 'secret',
      'cloudfront-viewer-address': '198.51.100.7:443',
    },
    authorizer: { authenticated: false, reason: 'missing' },
    ...overrides,
  });

describe('toWebRequest', () => {
  it('keeps the method, headers, query and body of the event', async () => {
    const request = toWebRequest({ ...mcpEvent(), rawQueryString: 'a=1' });

    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://localhost/mcp?a=1');
    expect(request.headers.get('mcp-protocol-version')).toBe('2025-06-18');
    expect(await request.json()).toEqual({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
  });

  it('builds the URL from a fixed origin: neither a malformed host nor a path can choose another', () => {
    const event = mcpEvent();
    const hostile = {
      ...event,
      rawPath: '//evil.example/mcp',
      headers: { ...event.headers, host: 'bad host' },
      requestContext: { ...event.requestContext, domainName: 'bad host' },
    };

    const request = toWebRequest(hostile);

    expect(new URL(request.url).origin).toBe('https://localhost');
    expect(new URL(request.url).pathname).toBe('//evil.example/mcp');
    expect(request.headers.get('host')).toBe('bad host');
  });

  it('decodes a base64 body and gives a GET none', async () => {
    const encoded = { ...mcpEvent(), body: Buffer.from('{"x":1}').toString('base64'), isBase64Encoded: true };
    const get = mcpEvent({ method: 'GET', path: '/mcp', body: 'ignored' });

    expect(await toWebRequest(encoded).text()).toBe('{"x":1}');
    expect(toWebRequest(get).body).toBeNull();
  });
});

describe('fromWebResponse', () => {
  it('reads status, headers and the whole body', async () => {
    const result = await fromWebResponse(
      new Response('{"ok":true}', { status: 202, headers: { 'Content-Type': 'application/json' } }),
    );

    expect(result).toEqual({ statusCode: 202, headers: { 'content-type': 'application/json' }, body: '{"ok":true}' });
  });
});
