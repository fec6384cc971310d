import { connectClient, textOf } from '#test/e2e/mcp/mcp-client.ts';
import type { RunningServer } from '#test/support/local-server.ts';
import { startUnthrottledServer } from '#test/support/priced-server.ts';

let server: RunningServer;
let token: string;

beforeAll(async () => {
  ({ server, token } = await startUnthrottledServer('e2e-bounded-refusals'));
}, 60_000);

afterAll(async () => {
  await server.close();
});

const UNKNOWN = 400;
const bareUnknown = Array.from({ length: UNKNOWN }, (_, index) => `u${index}`);

type Problem = { detail: string; errors?: { parameter?: string; field?: string }[] };

describe('a refusal of hundreds of unknown inputs names five and says how many more there were', () => {
  test.each([
    ['the estimate', '/api/agentes/v1/estimaciones?origen=Barcelona&destino=Milan&metros=2'],
    ['the calendar', '/api/geo/traffic-bans?country=FR'],
    ['the route', '/api/geo/traffic-bans/route?countries=ES,FR&departure=2026-07-03T18:00:00Z'],
  ])('REST: %s', async (_name, path) => {
    const response = await fetch(`${server.baseUrl}${path}&${bareUnknown.join('&')}`, {
      headers: { 'Accept-Language': 'en' },
    });
    const text = await response.text();

    expect(response.status).toBe(400);
    expect(text.length).toBeLessThan(4_000);
    const problem = JSON.parse(text) as Problem;
    const named = (problem.errors ?? []).filter((issue) => /^u\d+$/.test(issue.parameter ?? ''));
    expect(named).toHaveLength(5);
    expect(problem.detail).toContain(`"u4", and ${UNKNOWN - 5} more unknown parameters.`);
  });

  test('REST: a quote body with hundreds of unknown properties, in Spanish', async () => {
    const body: Record<string, unknown> = {};
    for (const name of bareUnknown) body[name] = 1;

    const response = await fetch(`${server.baseUrl}/api/agentes/v1/cotizaciones`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
        'Idempotency-Key': `bounded-${Date.now()}-key`,
      },
      body: JSON.stringify(body),
    });
    const text = await response.text();

    expect(response.status).toBe(422);
    expect(text.length).toBeLessThan(4_000);
    const problem = JSON.parse(text) as Problem;
    expect((problem.errors ?? []).filter((issue) => /^\/u\d+$/.test(issue.field ?? ''))).toHaveLength(5);
    expect(problem.detail).toContain(`Propiedad desconocida: /u4, y ${UNKNOWN - 5} propiedades desconocidas más.`);
  });

  test('site: the estimate page', async () => {
    const response = await fetch(
      `${server.baseUrl}/estimate?origen=Barcelona&destino=Milan&metros=abc&${bareUnknown.join('&')}`,
    );
    const html = await response.text();

    // The page reads its own fields and leaves other parameters aside; it never lists more than five.
    expect(response.status).toBe(422);
    expect(html.match(/\bu\d+\b/g)?.length ?? 0).toBeLessThanOrEqual(5);
  });

  test('MCP: the estimate tool, as the REST estimate says it', async () => {
    const { client } = await connectClient(server.baseUrl, 'current');
    const args: Record<string, unknown> = { origen: 'Barcelona', destino: 'Milan', metros: 2, lang: 'en' };
    for (const name of bareUnknown.slice(0, 90)) args[name] = 1;

    const refused = await client.callTool({ name: 'estimate_freight_price', arguments: args });
    await client.close();

    expect(refused.isError).toBe(true);
    expect(textOf(refused).match(/"u\d+"/g)).toHaveLength(5);
    expect(textOf(refused)).toContain('and 85 more');
  }, 60_000);
});
