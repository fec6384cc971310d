import { connectClient } from '#test/e2e/mcp/mcp-client.ts';
import type { RunningServer } from '#test/support/local-server.ts';
import { startUnthrottledServer } from '#test/support/priced-server.ts';

let server: RunningServer;

beforeAll(async () => {
  ({ server } = await startUnthrottledServer('e2e-unicode-names'));
}, 60_000);

afterAll(async () => {
  await server.close();
});

/** "Milán" as typed on different keyboards and systems: composed, decomposed (NFD), upper case, both. */
const SPELLINGS = ['Milán', 'Mila\u0301n', 'MILA\u0301N', ' milÁn '];

describe('a reference city is the same name however its letters are encoded or cased', () => {
  test.each(SPELLINGS)('REST prices destino=%j', async (destino) => {
    const query = new URLSearchParams({ origen: 'BARCELONA', destino, metros: '2' });

    const response = await fetch(`${server.baseUrl}/api/agentes/v1/estimaciones?${query}`);

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ estado: 'estimacion', total: expect.any(Number) });
  });

  test.each(SPELLINGS)('the site prices destino=%j', async (destino) => {
    const query = new URLSearchParams({ origen: 'Barcelona', destino, metros: '2' });

    const response = await fetch(`${server.baseUrl}/es/estimate?${query}`);

    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/€|EUR/);
  });

  test('MCP prices every spelling', async () => {
    const { client } = await connectClient(server.baseUrl, 'current');

    const answers = [];
    for (const destino of SPELLINGS) {
      answers.push(
        await client.callTool({
          name: 'estimate_freight_price',
          arguments: { origen: 'Barcelona', destino, metros: 2 },
        }),
      );
    }
    await client.close();

    for (const answer of answers) {
      expect(answer.isError).toBeFalsy();
      expect(answer.structuredContent).toMatchObject({ estado: 'estimacion' });
    }
  }, 60_000);
});
