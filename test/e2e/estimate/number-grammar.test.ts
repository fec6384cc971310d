import { DateTime } from 'luxon';
import { connectClient, postMcp, textOf } from '#test/e2e/mcp/mcp-client.ts';
import type { RunningServer } from '#test/support/local-server.ts';
import { startUnthrottledServer } from '#test/support/priced-server.ts';
import { visibleText } from '#test/support/visible-text.ts';

/**
 * One grammar for every number on every face (digits, optionally a point and digits: no sign, no exponent), and a
 * refusal that repeats a number as it was sent, never in a notation the service itself refuses.
 */
let server: RunningServer;

beforeAll(async () => {
  ({ server } = await startUnthrottledServer('e2e-number-grammar'));
}, 60_000);

afterAll(async () => {
  await server.close();
});

const NINES = '9'.repeat(29);
const ESTIMATES = '/api/agentes/v1/estimaciones';

const rest = (metros: string, extra: Record<string, string> = {}) =>
  fetch(
    `${server.baseUrl}${ESTIMATES}?${new URLSearchParams({ origen: 'Barcelona', destino: 'Milan', metros, ...extra })}`,
    {
      headers: { 'Accept-Language': 'en' },
    },
  );

const page = async (metros: string) => {
  const query = new URLSearchParams({ origen: 'Barcelona', destino: 'Milan', metros });
  const response = await fetch(`${server.baseUrl}/estimate?${query}`);
  return { status: response.status, text: visibleText(await response.text()) };
};

/** A tools/call as a client writes it on the wire: for a JSON number no SDK client can send (-0). */
const rawEstimateCall = async (metros: string) => {
  const answer = await postMcp(
    server.baseUrl,
    `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"estimate_freight_price","arguments":{"origen":"Barcelona","destino":"Milan","metros":${metros},"lang":"en"}}}`,
  );
  const { result } = JSON.parse(answer.body) as { result: { isError?: boolean; content: unknown } };
  return result;
};

describe('a number out of range is repeated as sent', () => {
  test('REST: 29 nines are said as 29 nines, not as 1e+29', async () => {
    const response = await rest(NINES);

    expect(response.status).toBe(422);
    const problem = (await response.json()) as { detail: string };
    expect(problem.detail).toContain(`metros=${NINES} is outside the accepted range (0, 10].`);
    expect(JSON.stringify(problem)).not.toContain('e+');
  });

  test('REST: a weight is repeated with its digits as typed (24000.50, not 24000.5)', async () => {
    const response = await rest('2', { pesoKg: '24000.50' });

    expect(response.status).toBe(422);
    expect(((await response.json()) as { detail: string }).detail).toContain('pesoKg=24000.50 is outside');
  });

  test('the site: the page names the field and the range, in no exponent notation', async () => {
    const { status, text } = await page(NINES);

    expect(status).toBe(422);
    expect(text).toContain('Loading metres: enter a number more than 0 and at most 10');
    expect(text).not.toContain('e+');
  });

  test('MCP: a JSON number too large for its digits is said in decimal notation, not as 1e+29', async () => {
    const { client } = await connectClient(server.baseUrl, 'current');

    const called = await client.callTool({
      name: 'estimate_freight_price',
      arguments: { origen: 'Barcelona', destino: 'Milan', metros: 1e29, lang: 'en' },
    });
    await client.close();

    expect(called.isError).toBe(true);
    expect(textOf(called)).toContain('(HTTP 422)');
    expect(textOf(called)).toContain(`metros=1${'0'.repeat(29)} is outside the accepted range (0, 10].`);
    expect(textOf(called)).not.toContain('e+');
  }, 60_000);

  test('MCP: the REST form of the number (a decimal string) is repeated as sent, 29 nines', async () => {
    const { client } = await connectClient(server.baseUrl, 'current');

    const called = await client.callTool({
      name: 'estimate_freight_price',
      arguments: { origen: 'Barcelona', destino: 'Milan', metros: NINES, pesoKg: '24000.50', lang: 'en' },
    });
    await client.close();

    expect(called.isError).toBe(true);
    expect(textOf(called)).toContain(`metros=${NINES} is outside the accepted range (0, 10].`);
    expect(textOf(called)).toContain('pesoKg=24000.50 is outside');
  }, 60_000);
});

test("REST: the route's hours are repeated as sent too", async () => {
  // Noon on 1 July next year, in Central European Time: inside the calendar's window whatever today is.
  const departure = DateTime.fromObject(
    { year: DateTime.now().year + 1, month: 7, day: 1, hour: 12 },
    {
      zone: 'Europe/Brussels',
    },
  ).toISO() as string;
  const query = new URLSearchParams({ countries: 'ES,FR', departure, hours: `${NINES},8`, lang: 'en' });

  const response = await fetch(`${server.baseUrl}/api/geo/traffic-bans/route?${query}`);

  expect(response.status).toBe(400);
  const body = await response.text();
  expect(body).toContain(NINES);
  expect(body).not.toContain('e+');
});

describe('a sign is refused as not in the accepted form on every face, -0 included', () => {
  test.each(['-0', '-1', '-2.5'])('REST refuses metros=%s as malformed (400)', async (metros) => {
    const response = await rest(metros);

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      parameter: 'metros',
      detail: `Parameter "metros": "${metros}" is not in the accepted form.`,
    });
  });

  test.each(['-0', '-1'])('the site refuses metros=%s as it refuses letters', async (metros) => {
    const signed = await page(metros);
    const letters = await page('abc');

    expect(signed.status).toBe(letters.status);
    expect(signed.text).toContain('Loading metres: enter a number more than 0 and at most 10');
    expect(letters.text).toContain('Loading metres: enter a number more than 0 and at most 10');
  });

  test.each(['-0', '-1', '-0.0', '"-0"'])(
    'MCP refuses the JSON value %s as not in the accepted form, as it refuses "two", never as a 422',
    async (metros) => {
      const signed = await rawEstimateCall(metros);
      const letters = await rawEstimateCall('"two"');

      expect(signed.isError).toBe(true);
      expect(textOf(signed)).toContain('Argument "metros" is not in the accepted form.');
      expect(textOf(signed)).not.toContain('HTTP 422');
      expect(textOf(signed)).toBe(textOf(letters));
    },
    60_000,
  );
});
