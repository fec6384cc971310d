import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { DateTime } from 'luxon';
import { seedDemoCredential } from '#infra/local/seed-credentials.ts';
import { issueCredential } from '#shared/domain/credentials/credential.ts';
import { logger } from '#shared/observability/logger.ts';
import { dynamoCredentialStore } from '#shared/store/credential-store.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { dynamoFuelStore } from '#shared/store/fuel-store.ts';
import { fuelFigureAt } from '#test/support/fuel-figures.ts';
import { type RunningServer, startLocalServer } from '#test/support/local-server.ts';
import { useFreshTables } from '#test/support/test-tables.ts';

const QUOTES = '/api/agentes/v1/cotizaciones';

let server: RunningServer;
let baseUrl: string;
let client: ReturnType<typeof createDocumentClient>;
let credentials: ReturnType<typeof dynamoCredentialStore>;
let token: string;

const madridNow = () => DateTime.now().setZone('Europe/Madrid');
const body = (overrides: Record<string, unknown> = {}) => ({
  paisDestino: 'IT',
  cpOrigen: '08001',
  cpDestino: '20121',
  ldm: 2.4,
  pesoKg: 1800,
  fechaCarga: madridNow().plus({ days: 1 }).toISODate(),
  servicio: 'STANDARD_LTL',
  adr: false,
  ...overrides,
});

const post = (options: { token?: string; key?: string; payload?: unknown; headers?: Record<string, string> } = {}) =>
  fetch(`${baseUrl}${QUOTES}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...(options.key ? { 'Idempotency-Key': options.key } : {}),
      ...options.headers,
    },
    body: JSON.stringify(options.payload ?? body()),
  });

const get = (id: string, bearer?: string) =>
  fetch(`${baseUrl}${QUOTES}/${id}`, { headers: bearer ? { Authorization: `Bearer ${bearer}` } : {} });

type Json = Record<string, unknown>;
const json = async (response: Response) => (await response.json()) as Json;

const newKey = () => `e2e-${randomUUID()}`;

beforeAll(async () => {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  logger.setLogLevel('SILENT');
  process.env.INTEGRATION_QUOTA_PER_MINUTE = '1000';
  const names = await useFreshTables('e2e-quotes');
  client = createDocumentClient({ DYNAMODB_ENDPOINT: process.env.DYNAMODB_ENDPOINT, AWS_REGION: 'eu-west-1' });
  await dynamoFuelStore(client, names.FUEL_TABLE_NAME).put(fuelFigureAt());
  credentials = dynamoCredentialStore(client, names.CREDENTIALS_TABLE_NAME);
  ({ token } = await seedDemoCredential(credentials));
  server = await startLocalServer({ bodyTimeoutMs: 300 });
  baseUrl = server.baseUrl;
});

afterAll(async () => {
  await server.close();
  client.destroy();
});

describe('integration quotes over HTTP', () => {
  test('create answers 201, a repeat 200 with Idempotent-Replay, and the owner retrieves it', async () => {
    const key = newKey();

    const created = await post({ token, key });
    const repeated = await post({ token, key });
    const createdBody = await json(created);
    const retrieved = await get(String(createdBody.id), token);

    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`${QUOTES}/${createdBody.id}`);
    expect(created.headers.get('cache-control')).toBe('no-store');
    expect(created.headers.get('ratelimit-policy')).toBe('"minute";q=1000;w=60');
    expect(repeated.status).toBe(200);
    expect(repeated.headers.get('idempotent-replay')).toBe('true');
    expect(await repeated.json()).toEqual(createdBody);
    expect(retrieved.status).toBe(200);
    expect(retrieved.headers.get('cache-control')).toBe('no-store');
    expect(await retrieved.json()).toEqual(createdBody);
  });

  test('the quote routes answer no CORS preflight: they are for servers, not web pages', async () => {
    for (const path of [QUOTES, `${QUOTES}/${randomUUID()}`]) {
      const preflight = await fetch(`${baseUrl}${path}`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://elsewhere.example',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization, content-type, idempotency-key',
        },
      });

      // OPTIONS is none of their methods: 405 naming the ones they take, without any CORS grant.
      expect(preflight.status).toBe(405);
      expect(preflight.headers.get('allow')).toBe(path === QUOTES ? 'POST' : 'GET, HEAD');
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      expect(preflight.headers.get('access-control-allow-headers')).toBeNull();
    }
  });

  test('texts follow Accept-Language, and a replay and a retrieval say the language they were created in', async () => {
    const key = newKey();
    const created = await post({ token, key, headers: { 'Accept-Language': 'it-IT, en;q=0.5' } });
    const replayed = await post({ token, key, headers: { 'Accept-Language': 'fr' } });
    const body = await json(created);
    const retrieved = await get(String(body.id), token);

    expect(created.headers.get('content-language')).toBe('it');
    expect(replayed.headers.get('content-language')).toBe('it');
    expect(retrieved.headers.get('content-language')).toBe('it');
    expect(await retrieved.json()).toEqual(body);
  });

  test('without a credential both routes answer 401 problem+json with WWW-Authenticate', async () => {
    const created = await post({ key: newKey() });
    const retrieved = await get(randomUUID());

    for (const response of [created, retrieved]) {
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(await response.json()).toMatchObject({ status: 401, title: expect.any(String) });
    }
  });

  test('a malformed or revoked credential is 401', async () => {
    const { token: leaving, credential } = await issueCredential(
      { company: 'LEAVING', client: 'tms', integration: 'erp' },
      credentials,
      new Date(),
    );
    await credentials.revoke(credential.credentialId, new Date());

    expect((await post({ token: 'fest_not-even-close', key: newKey() })).status).toBe(401);
    expect((await post({ token: leaving, key: newKey() })).status).toBe(401);
  });

  test("another credential's result is 404, exactly like an unknown id", async () => {
    const created = await json(await post({ token, key: newKey() }));
    const { token: rival } = await issueCredential(
      { company: 'RIVAL', client: 'tms', integration: 'erp' },
      credentials,
      new Date(),
    );

    const notTheirs = await get(String(created.id), rival);
    const unknown = await get(randomUUID(), rival);

    expect(notTheirs.status).toBe(404);
    expect(unknown.status).toBe(404);
    const { requestId: _a, instance: _b, ...first } = await json(notTheirs);
    const { requestId: _c, instance: _d, ...second } = await json(unknown);
    expect(first).toEqual(second);
  });

  test.each([10, 50])(
    '%i parallel submissions with one key over HTTP produce one 201 and one result',
    async (count) => {
      const key = newKey();

      const responses = await Promise.all(Array.from({ length: count }, () => post({ token, key })));
      const bodies = await Promise.all(responses.map(json));

      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.every((status) => [200, 201, 409].includes(status))).toBe(true);
      expect(new Set(bodies.filter((_, i) => (statuses[i] ?? 0) < 300).map((b) => b.id)).size).toBe(1);
      // "In progress" says when to come back for the result.
      const inProgress = responses.filter((response) => response.status === 409);
      expect(inProgress.map((response) => response.headers.get('retry-after'))).toEqual(inProgress.map(() => '1'));
    },
  );

  test('a body over 8 KiB is 413 and a malformed id is 400', async () => {
    const large = await post({ token, key: newKey(), payload: { ...body(), padding: 'x'.repeat(9000) } });
    const badId = await get('12345', token);

    expect(large.status).toBe(413);
    expect(badId.status).toBe(400);
  });

  test('a body of 9 KB and one of 1.1 MB are refused with the one documented limit, 8 KiB, in the same words', async () => {
    const refusals = [];
    for (const padding of [9_000, 1_100_000]) {
      const answer = await post({ token, key: newKey(), payload: { ...body(), padding: 'x'.repeat(padding) } });
      refusals.push({ status: answer.status, detail: ((await answer.json()) as { detail: string }).detail });
    }

    expect(refusals).toEqual([
      { status: 413, detail: expect.stringContaining('8192') },
      { status: 413, detail: expect.stringContaining('8192') },
    ]);
    expect(refusals[1]?.detail).toBe(refusals[0]?.detail);
  });

  test('a body nested 3,900 levels deep (under 8 KiB) and one that is not UTF-8 are 400 problems that say why', async () => {
    const valid = JSON.stringify(body());
    const deep = valid.replace('"adr":false', `"adr":false,"x":${'['.repeat(3_900)}${']'.repeat(3_900)}`);
    const notUtf8 = Buffer.concat([Buffer.from(valid.replace('"08001"', '"0800')), Buffer.from([0xc3, 0x28, 0x22])]);
    const send = (payload: string | Buffer) =>
      fetch(`${baseUrl}${QUOTES}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Accept-Language': 'en',
          Authorization: `Bearer ${token}`,
          'Idempotency-Key': newKey(),
        },
        body: typeof payload === 'string' ? payload : new Blob([new Uint8Array(payload)]),
      });

    const answers = [await send(deep), await send(notUtf8)];

    expect(answers.map((answer) => answer.status)).toEqual([400, 400]);
    const [nested, undecodable] = (await Promise.all(answers.map((answer) => answer.json()))) as Json[];
    expect(nested).toMatchObject({
      type: expect.stringMatching(/#malformed-request$/),
      detail: expect.stringContaining('more than 64 levels deep'),
      expected: 'JSON in UTF-8, nested 64 levels deep at most',
    });
    expect(undecodable).toMatchObject({ detail: expect.stringContaining('not encoded in UTF-8') });
  });

  test('a body that does not arrive in time is 408', async () => {
    const url = new URL(`${baseUrl}${QUOTES}`);
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: {
            Authorization: `Bearer ${token}`,
            'Idempotency-Key': newKey(),
            'Content-Type': 'application/json',
            'Content-Length': '500',
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.write('{"paisDestino":');
    });

    expect(status).toBe(408);
  });
});
