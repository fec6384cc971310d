import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { DateTime } from 'luxon';
import { type FunctionBundle, functionBundles, readTemplate } from '#infra/aws/assembly-bundles.ts';
import { authorizerOperation, fuelMonitorOperation, operations } from '#infra/aws/operations.ts';
import { apiEvent } from '#test/support/api-event.ts';
import { type BundleProcess, startBundle } from './support/bundle-process.ts';
import { deployLocally, type LocalDeployment, seedLocally } from './support/local-deployment.ts';
import { synthService } from './support/synth-app.ts';

/**
 * The artefact that deploys is the artefact that is tested: the app is synthesized with bundling, as
 * `cdk synth` does; each function's `index.mjs` is imported from the assembly in its own process with the
 * environment the template gives it; tables are created in DynamoDB Local from the data stack's template; and
 * the functions answer API Gateway payload 2.0 events as they would in AWS, behind CloudFront.
 */

type Result = APIGatewayProxyStructuredResultV2 & { headers: Record<string, string>; body: string };

const ORIGIN_SECRET = `bundle-test-${randomUUID()}`;
const endpoint = () => process.env.DYNAMODB_ENDPOINT as string;
const madridToday = () => DateTime.now().setZone('Europe/Madrid');

let bundles: FunctionBundle[];
let local: LocalDeployment;
const running = new Map<string, BundleProcess>();

const bundleFor = (entry: string) => {
  const bundle = bundles.find((candidate) => candidate.entry === entry);
  if (!bundle) throw new Error(`no bundle for ${entry}`);
  return bundle;
};

const start = async (entry: string) => {
  const bundle = bundleFor(entry);
  running.set(entry, await startBundle(bundle.modulePath, bundle.logicalId, local.environmentOf(bundle)));
};

const invoke = (entry: string, event: unknown) => {
  const bundle = running.get(entry);
  if (!bundle) throw new Error(`${entry} is not running`);
  return bundle.invoke<Result>(event);
};

/** Headers CloudFront adds on every origin request of the distribution. */
const viaCloudFront = (viewer = '203.0.113.7:443') => ({
  'x-origin-verify': ORIGIN_SECRET,
  'cloudfront-viewer-address': viewer,
});

let token: string;

beforeAll(async () => {
  const service = synthService({}, { bundle: true });
  bundles = functionBundles(service.outdir, service.stackNames.api);
  local = await deployLocally(readTemplate(service.outdir, service.stackNames.data), {
    endpoint: endpoint(),
    prefix: `bundles-${randomUUID().slice(0, 8)}`,
    originSecret: ORIGIN_SECRET,
  });
  ({ token } = await seedLocally(local, endpoint()));

  for (const entry of [...operations, authorizerOperation, fuelMonitorOperation].map((o) => o.entry)) {
    await start(entry);
  }
}, 180_000);

afterAll(async () => {
  await Promise.all([...running.values()].map((bundle) => bundle.stop()));
});

describe('synthesized bundles', () => {
  test('every function of the template has an ESM bundle with the require banner and a source map', () => {
    expect(bundles.map((b) => b.entry).sort()).toEqual(
      [...operations, authorizerOperation, fuelMonitorOperation].map((o) => o.entry).sort(),
    );
    for (const bundle of bundles) {
      expect(bundle.modulePath).toMatch(/index\.mjs$/);
      const code = readFileSync(bundle.modulePath, 'utf8');
      expect(code.startsWith("import { createRequire as __createRequire } from 'node:module';")).toBe(true);
      expect(code).toMatch(/\/\/# sourceMappingURL=index\.mjs\.map\s*$/);
      // The SDK is inside the bundle, not taken from the runtime.
      expect(code).not.toMatch(/from\s*"@aws-sdk\//);
    }
  });

  test('each bundle exports the handler Lambda calls', () => {
    for (const bundle of running.values()) expect(bundle.exports).toContain('handler');
  });
});

describe('the bundles answer API Gateway events against DynamoDB Local', () => {
  test('estimate: priced 200 through CloudFront', async () => {
    const response = await invoke(
      'functions/estimate/handler.ts',
      apiEvent({
        path: '/api/agentes/v1/estimaciones',
        query: { origen: 'Barcelona', destino: 'Milan', metros: '2' },
        headers: viaCloudFront(),
      }),
    );
    expect(response.statusCode).toBe(200);
    const body = JSON.parse(response.body) as Record<string, unknown>;
    expect(body).toMatchObject({ estado: 'estimacion', moneda: 'EUR', fuente: 'freight-estimate' });
    expect(typeof body.total).toBe('number');
    expect(response.headers.RateLimit ?? response.headers.ratelimit).toBeDefined();
  });

  test('estimate: a request that bypasses CloudFront is refused with a problem body', async () => {
    const response = await invoke(
      'functions/estimate/handler.ts',
      apiEvent({ path: '/api/agentes/v1/estimaciones', query: { origen: 'Barcelona', destino: 'Milan', metros: '2' } }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.headers['Content-Type']).toBe('application/problem+json');
  });

  test('authorizer, create and retrieve: a credential creates a quote, replays it and reads it back', async () => {
    const authorizerEvent = (authorization: string) => ({
      version: '2.0',
      type: 'REQUEST',
      routeArn: 'arn:aws:execute-api:eu-west-1:000000000000:api/$default/POST/api/agentes/v1/cotizaciones',
      identitySource: [authorization],
      routeKey: 'POST /api/agentes/v1/cotizaciones',
      rawPath: '/api/agentes/v1/cotizaciones',
      rawQueryString: '',
      headers: { authorization, ...viaCloudFront() },
      requestContext: apiEvent({ method: 'POST', path: '/api/agentes/v1/cotizaciones' }).requestContext,
    });
    const verdict = await invoke('functions/authorizer/handler.ts', authorizerEvent(`Bearer ${token}`));
    expect(verdict).toMatchObject({ isAuthorized: true, context: { authenticated: true, company: 'ACME' } });
    const refused = await invoke('functions/authorizer/handler.ts', authorizerEvent('Bearer fest_not-a-token'));
    expect(refused).toMatchObject({ isAuthorized: true, context: { authenticated: false } });

    const authorizer = (verdict as unknown as { context: Record<string, unknown> }).context;
    const body = JSON.stringify({
      paisDestino: 'IT',
      cpOrigen: '08001',
      cpDestino: '20121',
      ldm: 2,
      pesoKg: 1500,
      fechaCarga: madridToday().toISODate(),
      servicio: 'STANDARD_LTL',
      adr: false,
    });
    const create = () =>
      invoke(
        'functions/create-quote/handler.ts',
        apiEvent({
          method: 'POST',
          path: '/api/agentes/v1/cotizaciones',
          body,
          headers: {
            ...viaCloudFront(),
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'idempotency-key': 'bundle-test-key-0001',
          },
          authorizer,
        }),
      );
    const created = await create();
    expect(created.statusCode).toBe(201);
    const quote = JSON.parse(created.body) as { id: string; total?: number };
    expect(typeof quote.total).toBe('number');

    const replay = await create();
    expect(replay.statusCode).toBe(200);
    expect((JSON.parse(replay.body) as { id: string }).id).toBe(quote.id);

    const read = await invoke(
      'functions/get-quote/handler.ts',
      apiEvent({
        path: `/api/agentes/v1/cotizaciones/${quote.id}`,
        routeKey: 'GET /api/agentes/v1/cotizaciones/{id}',
        pathParameters: { id: quote.id },
        headers: { ...viaCloudFront(), authorization: `Bearer ${token}` },
        authorizer,
      }),
    );
    expect(read.statusCode).toBe(200);
    expect(JSON.parse(read.body)).toMatchObject({ id: quote.id, total: quote.total });
  });

  test('traffic bans: JSON calendar and iCalendar feed, cacheable by CloudFront', async () => {
    const json = await invoke(
      'functions/traffic-bans/handler.ts',
      apiEvent({ path: '/api/geo/traffic-bans', query: { country: 'FR' }, headers: viaCloudFront() }),
    );
    expect(json.statusCode).toBe(200);
    expect(json.headers['Cache-Control']).toBe('public, max-age=3600');
    expect(JSON.parse(json.body)).toMatchObject({ apiVersion: expect.any(String), bans: expect.any(Array) });

    const ics = await invoke(
      'functions/traffic-bans/handler.ts',
      apiEvent({ path: '/api/geo/traffic-bans.ics', headers: viaCloudFront() }),
    );
    expect(ics.statusCode).toBe(200);
    expect(ics.body.startsWith('BEGIN:VCALENDAR')).toBe(true);
  }, 30_000);

  test('routes: catalogue and sitemap', async () => {
    const catalogue = await invoke(
      'functions/routes/handler.ts',
      apiEvent({ path: '/api/geo/routes', headers: viaCloudFront() }),
    );
    expect(catalogue.statusCode).toBe(200);
    expect(JSON.parse(catalogue.body)).toMatchObject({ routes: expect.any(Array), count: expect.any(Number) });

    const sitemap = await invoke(
      'functions/routes/handler.ts',
      apiEvent({ path: '/sitemap.xml', headers: viaCloudFront() }),
    );
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain('<urlset');
  });

  test('routes: llms.txt for agents', async () => {
    const llms = await invoke('functions/routes/handler.ts', apiEvent({ path: '/llms.txt', headers: viaCloudFront() }));
    expect(llms.statusCode).toBe(200);
    expect(llms.headers['Content-Type']).toBe('text/markdown; charset=utf-8');
    expect(llms.body.startsWith('# freight-estimate\n\n> ')).toBe(true);
  });

  test('mcp: initializes a 2025-03-26 client and prices through the estimate, as JSON, without a session', async () => {
    const rpc = (message: Record<string, unknown>) =>
      invoke(
        'functions/mcp/handler.ts',
        apiEvent({
          method: 'POST',
          path: '/mcp',
          body: JSON.stringify({ jsonrpc: '2.0', ...message }),
          headers: {
            ...viaCloudFront(),
            accept: 'application/json, text/event-stream',
            'content-type': 'application/json',
            'mcp-protocol-version': '2025-03-26',
          },
          authorizer: { authenticated: false, reason: 'missing' },
        }),
      );
    const initialized = await rpc({
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-03-26', capabilities: {}, clientInfo: { name: 'bundle-test', version: '1' } },
    });
    const called = await rpc({
      id: 2,
      method: 'tools/call',
      params: { name: 'estimate_freight_price', arguments: { origen: 'Barcelona', destino: 'Milan', metros: 2 } },
    });

    expect(initialized.statusCode).toBe(200);
    expect(initialized.headers['content-type']).toBe('application/json');
    expect(initialized.headers['mcp-session-id']).toBeUndefined();
    expect(JSON.parse(initialized.body)).toMatchObject({ result: { protocolVersion: '2025-03-26' } });
    expect(called.statusCode).toBe(200);
    const result = (JSON.parse(called.body) as { result: { structuredContent: Record<string, unknown> } }).result;
    expect(result.structuredContent).toMatchObject({
      estado: 'estimacion',
      moneda: 'EUR',
      supuestos: expect.any(Object),
    });
  }, 30_000);

  test('fuel monitor: publishes the age of the latest figure as an EMF metric', async () => {
    const monitor = running.get(fuelMonitorOperation.entry) as BundleProcess;
    const age = await monitor.invoke<{ ageDays: number }>({ source: 'aws.events', 'detail-type': 'Scheduled Event' });
    expect(age.ageDays).toBe(3);
    const metrics = monitor
      .output()
      .split('\n')
      .filter((line) => line.includes('"_aws"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(metrics.at(-1)).toMatchObject({ FuelFigureAgeDays: 3, service: 'freight-estimate' });
  });
});
