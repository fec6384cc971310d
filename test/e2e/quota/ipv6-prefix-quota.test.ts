import { setTimeout as sleep } from 'node:timers/promises';
import { seedFuelFigures } from '#infra/local/seed-fuel.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { type RunningServer, startLocalServer } from '#test/support/local-server.ts';
import { useFreshTables } from '#test/support/test-tables.ts';

// The deployed path: CloudFront adds the origin secret and the viewer's address, which the functions trust. The
// local edge listens on IPv4 loopback only, so the rotating IPv6 clients arrive as CloudFront reports them.
const ORIGIN_SECRET = 'ipv6-quota-origin-secret';
const LIMIT = 3;
const viewer = (address: string) => ({
  'x-origin-verify': ORIGIN_SECRET,
  'cloudfront-viewer-address': `${address}:51234`,
});

/** The estimate's and MCP's windows start on the minute: a test that fills one keeps clear of a boundary. */
const awayFromMinuteBoundary = async (neededSeconds: number) => {
  const intoMinute = (Date.now() % 60_000) / 1000;
  if (intoMinute > 60 - neededSeconds) await sleep((60 - intoMinute) * 1000 + 100);
};

let server: RunningServer;
let saved: NodeJS.ProcessEnv;

beforeAll(async () => {
  saved = { ...process.env };
  const names = await useFreshTables('e2e-ipv6-quota');
  const client = createDocumentClient({ DYNAMODB_ENDPOINT: process.env.DYNAMODB_ENDPOINT, AWS_REGION: 'eu-west-1' });
  await seedFuelFigures(client, names.FUEL_TABLE_NAME, new Date());
  client.destroy();
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  process.env.ORIGIN_VERIFY_SECRET = ORIGIN_SECRET;
  process.env.ESTIMATE_QUOTA_PER_MINUTE = String(LIMIT);
  process.env.OPEN_DATA_QUOTA_PER_WINDOW = String(LIMIT);
  process.env.MCP_QUOTA_PER_MINUTE = String(LIMIT);
  server = await startLocalServer();
}, 30_000);

afterAll(async () => {
  await server.close();
  process.env = saved;
});

const faces = {
  'the public estimate': (headers: Record<string, string>) =>
    fetch(`${server.baseUrl}/api/agentes/v1/estimaciones?origen=Barcelona&destino=Milan&metros=2`, { headers }),
  'the open-data catalogue': (headers: Record<string, string>) =>
    fetch(`${server.baseUrl}/api/geo/routes`, { headers }),
  'the MCP endpoint': (headers: Record<string, string>) =>
    fetch(`${server.baseUrl}/mcp`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    }),
};

test.each(Object.entries(faces).map(([face, call], index) => ({ face, call, index })))(
  '$face: a new address of the same IPv6 /64 on every request still hits the quota; another /64 does not',
  async ({ call, index }) => {
    await awayFromMinuteBoundary(10);
    const prefix = `2001:db8:${index + 10}:7`;
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i += 1) {
      // Rotating the interface identifier, as privacy extensions do, in every spelling an address can take.
      const address = [`${prefix}:${i + 1}:0:0:${i + 1}`, `${prefix.toUpperCase()}::${i + 1}`][i % 2] as string;
      statuses.push((await call(viewer(address))).status);
    }
    const neighbour = await call(viewer(`2001:db8:${index + 10}:8::1`));

    expect(statuses).toEqual([...Array(LIMIT).fill(200), 429]);
    expect(neighbour.status).toBe(200);
  },
  30_000,
);

test('IPv4 clients keep one quota per address, also when CloudFront reports them IPv4-mapped', async () => {
  const statuses: number[] = [];
  for (let i = 0; i <= LIMIT; i += 1) {
    const address = i % 2 === 0 ? '192.0.2.77' : '::ffff:192.0.2.77';
    statuses.push((await faces['the open-data catalogue'](viewer(address))).status);
  }
  const next = await faces['the open-data catalogue'](viewer('192.0.2.78'));

  expect(statuses).toEqual([...Array(LIMIT).fill(200), 429]);
  expect(next.status).toBe(200);
}, 30_000);
