import type { Client } from '@modelcontextprotocol/client';
import { madridDate } from '#shared/domain/pricing/fuel.ts';
import { logger } from '#shared/observability/logger.ts';
import type { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { connectClient, textOf } from '#test/e2e/mcp/mcp-client.ts';
import type { RunningServer } from '#test/support/local-server.ts';
import { startPricedServer } from '#test/support/priced-server.ts';

/** One rule on every face: a destination code that cannot exist in its country is refused, never priced. */
const ESTIMATES = '/api/agentes/v1/estimaciones';
const IMPOSSIBLE = { origen: 'Barcelona', paisDestino: 'IT', cpDestino: '2026-02-30', metros: '2' };

let server: RunningServer;
let token: string;
let db: ReturnType<typeof createDocumentClient>;
let mcp: Client | undefined;

beforeAll(async () => {
  logger.setLogLevel('SILENT');
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  // A current figure: what is refused here would otherwise be priced.
  ({ server, client: db, token } = await startPricedServer('e2e-postal-code'));
}, 60_000);

afterAll(async () => {
  await mcp?.close();
  await server.close();
  db.destroy();
});

const url = (path: string, query: Record<string, string>) => `${server.baseUrl}${path}?${new URLSearchParams(query)}`;

test('the estimate API answers 422 naming cpDestino and the Italian form; a right code is priced', async () => {
  const refused = await fetch(url(ESTIMATES, IMPOSSIBLE), { headers: { 'Accept-Language': 'en' } });
  const priced = await fetch(url(ESTIMATES, { ...IMPOSSIBLE, cpDestino: '20121' }));

  expect(refused.status).toBe(422);
  expect(await refused.json()).toMatchObject({
    status: 422,
    parameter: 'cpDestino',
    expected: 'a postal code of IT: 5 digits, like 20121',
  });
  expect(priced.status).toBe(200);
  expect(await priced.json()).toMatchObject({ estado: 'estimacion', supuestos: { cpDestino: '20121' } });
});

test('quote creation answers 422 at /cpDestino', async () => {
  const response = await fetch(`${server.baseUrl}/api/agentes/v1/cotizaciones`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': `postal-code-${Date.now()}-check`,
      'Accept-Language': 'en',
    },
    body: JSON.stringify({
      paisDestino: 'PT',
      cpOrigen: '08001',
      cpDestino: '1000',
      ldm: 2.4,
      pesoKg: 1800,
      fechaCarga: madridDate(new Date()),
      servicio: 'STANDARD_LTL',
      adr: false,
    }),
  });

  expect(response.status).toBe(422);
  expect(await response.json()).toMatchObject({
    field: '/cpDestino',
    expected: 'a postal code of PT: 4 digits, a hyphen and 3 digits, like 1000-001',
  });
});

test('the estimate page answers 422 with the postal-code field marked and the form shown next to it', async () => {
  const page = await fetch(url('/it/estimate', IMPOSSIBLE));
  const html = await page.text();

  expect(page.status).toBe(422);
  expect(html).not.toContain('data-total');
  const field = /<input[^>]*id="cpDestino"[^>]*>/.exec(html)?.[0] ?? '';
  expect(field).toContain('aria-invalid="true"');
  expect(field).toContain('aria-describedby="cpDestino-error"');
  expect(html).toMatch(
    /<small id="cpDestino-error"[^>]*>[^<]*inserisca un codice postale del paese di destinazione \(Italia\), ad esempio 20121\./,
  );
  // The other fields were right: none of them is marked.
  expect(html.match(/aria-invalid="true"/g)).toHaveLength(1);
});

test('an MCP estimate call is a tool error naming cpDestino and its form, like the REST call', async () => {
  ({ client: mcp } = await connectClient(server.baseUrl, 'current'));

  const called = await mcp.callTool({
    name: 'estimate_freight_price',
    arguments: { origen: 'Barcelona', paisDestino: 'IT', cpDestino: '2026-02-30', metros: 2, lang: 'en' },
  });

  expect(called.isError).toBe(true);
  expect(textOf(called)).toContain('(HTTP 422)');
  expect(textOf(called)).toContain('Argument "cpDestino": accepted form: a postal code of IT: 5 digits, like 20121');
  expect(textOf(called)).not.toMatch(/\d+\.\d\d EUR/);
}, 60_000);
