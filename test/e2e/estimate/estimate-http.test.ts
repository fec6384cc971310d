import { SECURITY_HEADERS } from '#infra/aws/security-headers.ts';
import { seedFuelFigures } from '#infra/local/seed-fuel.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { type RunningServer, startLocalServer } from '#test/support/local-server.ts';
import { useFreshTables } from '#test/support/test-tables.ts';

let server: RunningServer;

beforeAll(async () => {
  const names = await useFreshTables('e2e-estimate');
  const client = createDocumentClient({ DYNAMODB_ENDPOINT: process.env.DYNAMODB_ENDPOINT, AWS_REGION: 'eu-west-1' });
  // The local start's sample series, carried forward to this week: the README's example prices on any date.
  await seedFuelFigures(client, names.FUEL_TABLE_NAME, new Date());
  server = await startLocalServer();
}, 30_000);

afterAll(async () => {
  await server.close();
});

test('curl-style GET answers a real estimate with its assumptions', async () => {
  const response = await fetch(`${server.baseUrl}/api/agentes/v1/estimaciones?origen=Barcelona&destino=Milan&metros=2`);

  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect(response.headers.get('ratelimit-policy')).toMatch(/q=/);
  const body = (await response.json()) as Record<string, unknown>;
  expect(body).toMatchObject({
    estado: 'estimacion',
    moneda: 'EUR',
    supuestos: { cpOrigen: '08001', cpDestino: '20121' },
  });
  expect(body.total).toEqual(expect.any(Number));
});

test('a browser on another origin gets its preflight answered, and may read the quota headers', async () => {
  const preflight = await fetch(`${server.baseUrl}/api/agentes/v1/estimaciones?metros=2`, {
    method: 'OPTIONS',
    headers: {
      Origin: 'https://elsewhere.example',
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'if-none-match',
    },
  });
  const answer = await fetch(`${server.baseUrl}/api/agentes/v1/estimaciones?metros=20`, {
    headers: { Origin: 'https://elsewhere.example' },
  });

  expect(preflight.status).toBe(204);
  expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  expect(preflight.headers.get('access-control-allow-methods')).toMatch(/GET/);
  expect(preflight.headers.get('access-control-allow-headers')).toMatch(/If-None-Match/i);
  expect(preflight.headers.get('ratelimit')).toBeNull();
  expect(answer.status).toBe(422);
  expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  expect(answer.headers.get('access-control-expose-headers')).toBe('Retry-After, RateLimit, RateLimit-Policy, ETag');
});

test('every answer carries the security headers CloudFront adds in AWS', async () => {
  const responses = await Promise.all([
    fetch(`${server.baseUrl}/api/agentes/v1/estimaciones?origen=Barcelona&destino=Milan&metros=2`),
    fetch(`${server.baseUrl}/api/agentes/v1/nothing-here`),
    fetch(`${server.baseUrl}/api/openapi.json`, { method: 'OPTIONS' }),
  ]);

  for (const response of responses) {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name)).toBe(value);
  }
});

test('repeated query parameters are malformed (400), as API Gateway joins them', async () => {
  const response = await fetch(
    `${server.baseUrl}/api/agentes/v1/estimaciones?origen=Barcelona&destino=Milan&metros=2&metros=3`,
  );

  expect(response.status).toBe(400);
  expect(response.headers.get('content-type')).toBe('application/problem+json');
  expect(await response.json()).toMatchObject({ parameter: 'metros' });
});

test('a URI over 2,048 characters is 414 problem+json', async () => {
  const response = await fetch(`${server.baseUrl}/api/agentes/v1/estimaciones?metros=2&origen=${'B'.repeat(2100)}`);

  expect(response.status).toBe(414);
  expect(response.headers.get('content-type')).toBe('application/problem+json');
});

test('an unknown path is a 404 problem', async () => {
  const response = await fetch(`${server.baseUrl}/api/agentes/v1/nothing-here`);

  expect(response.status).toBe(404);
  expect(response.headers.get('content-type')).toBe('application/problem+json');
});

test('texts follow Accept-Language', async () => {
  const response = await fetch(
    `${server.baseUrl}/api/agentes/v1/estimaciones?origen=Barcelona&destino=Milan&metros=2`,
    {
      headers: { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.5' },
    },
  );

  expect(response.headers.get('content-language')).toBe('de');
  expect(((await response.json()) as { condiciones: string }).condiciones).toMatch(/MwSt|Mehrwertsteuer/);
});

test('the OpenAPI document of the contract is served, with the open-data headers', async () => {
  const response = await fetch(`${server.baseUrl}/api/openapi.json`);

  expect(response.status).toBe(200);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect(response.headers.get('etag')).toBeTruthy();
  const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(document.openapi).toBe('3.1.0');
  expect(Object.keys(document.paths)).toContain('/api/agentes/v1/cotizaciones/{id}');
});
