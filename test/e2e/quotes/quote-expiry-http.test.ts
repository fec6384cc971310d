import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { logger } from '#shared/observability/logger.ts';
import type { createDocumentClient } from '#shared/store/dynamo-client.ts';
import type { RunningServer } from '#test/support/local-server.ts';
import { startPricedServer } from '#test/support/priced-server.ts';

const QUOTES = '/api/agentes/v1/cotizaciones';
/** QUOTE_VALIDITY_SECONDS shortens the 15 minutes so that expiry can be seen over HTTP. */
const VALIDITY_SECONDS = 1;

let server: RunningServer;
let client: ReturnType<typeof createDocumentClient>;
let token: string;

beforeAll(async () => {
  logger.setLogLevel('SILENT');
  process.env.QUOTE_VALIDITY_SECONDS = String(VALIDITY_SECONDS);
  ({ server, client, token } = await startPricedServer('e2e-quote-expiry'));
});

afterAll(async () => {
  await server.close();
  client.destroy();
});

test('past caduca, retrieval and a repeated submission with the same key both answer 410', async () => {
  const key = `expiry-${randomUUID()}`;
  const submit = () =>
    fetch(`${server.baseUrl}${QUOTES}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': key, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        paisDestino: 'IT',
        cpOrigen: '08001',
        cpDestino: '20121',
        ldm: 2.4,
        pesoKg: 1800,
        fechaCarga: DateTime.now().setZone('Europe/Madrid').plus({ days: 1 }).toISODate(),
        servicio: 'STANDARD_LTL',
        adr: false,
      }),
    });
  const created = await submit();
  const { id, emitido, caduca } = (await created.json()) as { id: string; emitido: string; caduca: string };

  await new Promise((resolve) => setTimeout(resolve, VALIDITY_SECONDS * 1000 + 100));
  const retrieved = await fetch(`${server.baseUrl}${QUOTES}/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  const repeated = await submit();

  expect(created.status).toBe(201);
  expect(Date.parse(caduca) - Date.parse(emitido)).toBe(VALIDITY_SECONDS * 1000);
  expect(retrieved.status).toBe(410);
  expect(await retrieved.json()).toMatchObject({ status: 410 });
  expect(repeated.status).toBe(410);
  expect(await repeated.json()).not.toHaveProperty('total');
});
