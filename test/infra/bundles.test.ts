import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { DateTime } from 'luxon';
import { dataFileHash, VERIFIED_DATA_FILE } from '#data/read-beside.ts';
import { DATA_VALIDATORS } from '#data/verify.ts';
import { DEFAULT_TIMEOUT, LAMBDA_RUNTIME, PROJECT_ROOT } from '#infra/aws/api-function.ts';
import { type FunctionBundle, functionBundles, readTemplate } from '#infra/aws/assembly-bundles.ts';
import {
  authorizerOperation,
  banSourceWatchOperation,
  fuelIngestOperation,
  fuelMonitorOperation,
  methodNotAllowedOperation,
  operations,
  originSecretRotationOperation,
  scheduledOperations,
} from '#infra/aws/operations.ts';
import { authorizerEvent } from '#infra/local/api-gateway-event.ts';
import { SERVICE_STORE_BUDGET } from '#shared/store/dynamo-client.ts';
import { apiEvent } from '#test/support/api-event.ts';
import { type DynamoDbProxy, startDynamoDbProxy } from '#test/support/dynamodb-proxy.ts';
import { startFileServer, XLSX_TYPE } from '#test/support/file-server.ts';
import { type SecretsExtensionStandIn, startSecretsExtension } from '#test/support/secrets-extension.ts';
import { type BundleProcess, startBundle } from './support/bundle-process.ts';
import { calendarMemoryMix } from './support/calendar-mix.ts';
import { howToGetLambdaNode, lambdaNode, majorOfRuntime } from './support/lambda-node.ts';
import { deployLocally, type LocalDeployment, seedLocally } from './support/local-deployment.ts';
import { synthService } from './support/synth-app.ts';

/**
 * The artefact that deploys is the artefact that is tested: the app is synthesized with bundling, as
 * `cdk synth` does; each function's `index.mjs` is imported from the assembly in its own process, on the Node.js
 * major of the Lambda runtime (`support/lambda-node.ts`), with the environment and memory the template gives it;
 * tables are created in DynamoDB Local from the data stack's template; and the functions answer API Gateway
 * payload 2.0 events as they would in AWS, behind CloudFront.
 */

const node = lambdaNode(LAMBDA_RUNTIME.name);
if (!node) console.warn(`Skipping the bundle tests: ${howToGetLambdaNode(LAMBDA_RUNTIME.name)}`);
const describeOnLambdaNode = node ? describe : describe.skip;

type Result = APIGatewayProxyStructuredResultV2 & { headers: Record<string, string>; body: string };

const ORIGIN_SECRET = `bundle-test-${randomUUID()}`;
const endpoint = () => process.env.DYNAMODB_ENDPOINT as string;
const madridToday = () => DateTime.now().setZone('Europe/Madrid');

let bundles: FunctionBundle[];
let local: LocalDeployment;
/** Stands in for the AWS Parameters and Secrets Lambda Extension every route function reads the origin secret from. */
let secretsExtension: SecretsExtensionStandIn;
const running = new Map<string, BundleProcess>();

const bundleFor = (entry: string) => {
  const bundle = bundles.find((candidate) => candidate.entry === entry);
  if (!bundle) throw new Error(`no bundle for ${entry}`);
  return bundle;
};

/** A cold start of `bundle` on the runtime's Node.js, with the function's memory, and `overrides` on its environment. */
const coldStart = (bundle: FunctionBundle, overrides: Record<string, string> = {}, watchOutgoingRequests = false) =>
  startBundle(
    bundle.modulePath,
    bundle.logicalId,
    { ...local.environmentOf(bundle), ...overrides },
    { execPath: node?.execPath, memoryMb: bundle.memoryMb, watchOutgoingRequests },
  );

const start = async (entry: string) => {
  // The test run's attempt time for DynamoDB Local (see global-setup); the fault tests below keep AWS's default.
  const attempt: Record<string, string> = process.env.DYNAMODB_TIMEOUT_MS
    ? { DYNAMODB_TIMEOUT_MS: process.env.DYNAMODB_TIMEOUT_MS }
    : {};
  running.set(entry, await coldStart(bundleFor(entry), attempt));
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
  if (!node) return;
  const service = synthService({}, { bundle: true });
  bundles = functionBundles(service.outdir, service.stackNames.api);
  secretsExtension = await startSecretsExtension({ stages: { AWSCURRENT: ORIGIN_SECRET } });
  local = await deployLocally(readTemplate(service.outdir, service.stackNames.data), {
    endpoint: endpoint(),
    prefix: `bundles-${randomUUID().slice(0, 8)}`,
    secretsExtension,
  });
  ({ token } = await seedLocally(local, endpoint()));

  for (const entry of [...operations, methodNotAllowedOperation, authorizerOperation, fuelMonitorOperation].map(
    (o) => o.entry,
  )) {
    await start(entry);
  }
  // The ingestion is started by its own test, pointed at a loopback server: tests never reach the internet.
}, 180_000);

afterAll(async () => {
  await Promise.all([...running.values()].map((bundle) => bundle.stop()));
  await secretsExtension?.close();
});

describeOnLambdaNode('synthesized bundles', () => {
  test('every function of the template has an ESM bundle with the require banner and a source map', () => {
    expect(bundles.map((b) => b.entry).sort()).toEqual(
      [
        ...operations,
        methodNotAllowedOperation,
        authorizerOperation,
        ...scheduledOperations,
        originSecretRotationOperation,
      ]
        .map((o) => o.entry)
        .sort(),
    );
    for (const bundle of bundles) {
      expect(bundle.modulePath).toMatch(/index\.mjs$/);
      const code = readFileSync(bundle.modulePath, 'utf8');
      expect(code.startsWith("import { createRequire as __createRequire } from 'node:module';")).toBe(true);
      expect(code).toMatch(/\/\/# sourceMappingURL=index\.mjs\.map\s*$/);
      // The SDK is inside the bundle, not taken from the runtime.
      expect(code).not.toMatch(/from\s*"@aws-sdk\//);
      // Built-ins whose ES module import reads costly getters come through their shims (infra/aws/bundling/).
      expect(code).not.toMatch(/from\s*"(node:)?(http|process)"|import\("(node:)?(http|process)"\)/);
    }
  });

  test('every bundle is under 1 MB, its data files beside it rather than inside', () => {
    // Prepare
    const dataFilesOf = new Map(
      [...operations, methodNotAllowedOperation, banSourceWatchOperation].map((o) => [
        o.entry,
        o.dataFiles ?? ([] as readonly string[]),
      ]),
    );
    // A file is read beside the bundle by its name (`readJsonBeside`): a bundle that names one must carry it.
    const dataFileNames = (readdirSync(path.join(PROJECT_ROOT, 'data'), { recursive: true }) as string[])
      .filter((file) => file.endsWith('.json'))
      .map((file) => path.basename(file));

    for (const bundle of bundles) {
      // Act
      const code = readFileSync(bundle.modulePath, 'utf8');
      const named = dataFileNames.filter((name) => code.includes(`"${name}"`));
      const beside = (name: string) => existsSync(path.join(path.dirname(bundle.modulePath), name));

      // Assess
      const bytes = statSync(bundle.modulePath).size;
      expect({ entry: bundle.entry, under1Mb: bytes < 1_000_000 }).toEqual({ entry: bundle.entry, under1Mb: true });
      for (const file of dataFilesOf.get(bundle.entry) ?? []) expect(beside(path.basename(file))).toBe(true);
      expect({ entry: bundle.entry, missing: named.filter((name) => !beside(name)) }).toEqual({
        entry: bundle.entry,
        missing: [],
      });
    }
  });

  test('beside each bundle, the list of the data files the build verified, each with the hash of the file beside it', () => {
    for (const operation of [...operations, methodNotAllowedOperation]) {
      const bundle = bundles.find((candidate) => candidate.entry === operation.entry);
      const dir = path.dirname(bundle?.modulePath ?? '');
      const expected = (operation.dataFiles ?? []).filter((file) => DATA_VALIDATORS[file] !== undefined);
      const listPath = path.join(dir, VERIFIED_DATA_FILE);
      const list = existsSync(listPath) ? (JSON.parse(readFileSync(listPath, 'utf8')) as Record<string, string>) : {};
      // Every file with a validator is listed (each is in the form its schema accepts unchanged), with its hash.
      expect({ entry: operation.entry, listed: Object.keys(list).sort() }).toEqual({
        entry: operation.entry,
        listed: expected.map((file) => path.basename(file)).sort(),
      });
      for (const [name, hash] of Object.entries(list))
        expect(dataFileHash(readFileSync(path.join(dir, name), 'utf8'))).toBe(hash);
    }
  });

  test('each bundle exports the handler Lambda calls', () => {
    for (const bundle of running.values()) expect(bundle.exports).toContain('handler');
  });

  test("no bundle loads Node's undici at import: node:http is taken through require (infra/aws/bundling/node-http.ts)", () => {
    // Importing node:http as an ES module reads its WebSocket getter, which loads undici: about 20 ms of every cold
    // start. The MCP function loads it on its first request, for the web Request and Response its SDK serves.
    for (const [entry, bundle] of running)
      expect({ entry, undici: bundle.undiciAfterImport }).toEqual({ entry, undici: false });
  });

  test('in Lambda, the Powertools Tracer still wraps the outgoing requests of node:http and node:https', async () => {
    // Prepare: the Tracer traces only where Lambda's execution environment is named (it is off in the other tests).
    const bundle = bundleFor(authorizerOperation.entry);
    const traced = await coldStart(bundle, { AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs24.x' }, true);
    const untraced = await coldStart(bundle, {}, true);

    try {
      // Assess: the shim of node:http hands the Tracer the module the AWS SDK then sends through.
      expect(traced.outgoingRequests).toEqual({ http: true, https: true });
      expect(untraced.outgoingRequests).toEqual({ http: false, https: false });
    } finally {
      await Promise.all([traced.stop(), untraced.stop()]);
    }
  });

  test('each bundle runs on the Node.js major of its Lambda runtime', () => {
    for (const bundle of bundles) expect(bundle.runtime).toBe(LAMBDA_RUNTIME.name);
    for (const bundle of running.values()) {
      expect(bundle.nodeVersion.split('.')[0]).toBe(`v${majorOfRuntime(LAMBDA_RUNTIME.name)}`);
    }
  });
});

describeOnLambdaNode('the bundles answer API Gateway events against DynamoDB Local', () => {
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

  test('a method the path does not take: 405 with its Allow field, in the language asked for', async () => {
    const response = await invoke(
      methodNotAllowedOperation.entry,
      apiEvent({
        method: 'DELETE',
        path: '/api/geo/traffic-bans',
        routeKey: 'DELETE /api/geo/traffic-bans',
        headers: { ...viaCloudFront(), 'accept-language': 'fr' },
      }),
    );
    expect(response.statusCode).toBe(405);
    expect(response.headers).toMatchObject({
      Allow: 'GET, HEAD, OPTIONS',
      'Content-Type': 'application/problem+json',
      'Content-Language': 'fr',
    });
    expect(JSON.parse(response.body)).toMatchObject({ status: 405, title: 'Méthode non autorisée' });
  });

  test('estimate: the origin secret is read through the extension; a rotation is followed, a retired value refused', async () => {
    // Prepare: a container of its own, so that the values the others keep are not disturbed.
    const estimate = await coldStart(bundleFor('functions/estimate/handler.ts'));
    const ask = (value: string) =>
      estimate.invoke<Result>(
        apiEvent({
          path: '/api/agentes/v1/estimaciones',
          query: { origen: 'Barcelona', destino: 'Milan', metros: '2' },
          headers: { ...viaCloudFront('198.51.100.77:443'), 'x-origin-verify': value },
        }),
      );
    const next = `rotated-${randomUUID()}`;
    try {
      // Act: a rotation under way, the new value pending, the old one still current.
      secretsExtension.stages = { AWSCURRENT: ORIGIN_SECRET, AWSPENDING: next };
      const statuses = [(await ask(ORIGIN_SECRET)).statusCode, (await ask(next)).statusCode];
      const stranger = await ask(`not-${ORIGIN_SECRET}`);

      // Assess
      expect(statuses).toEqual([200, 200]);
      expect(stranger.statusCode).toBe(403);
      expect(secretsExtension.requests).toEqual(expect.arrayContaining(['AWSCURRENT', 'AWSPENDING', 'AWSPREVIOUS']));
    } finally {
      secretsExtension.stages = { AWSCURRENT: ORIGIN_SECRET };
      await estimate.stop();
    }
  }, 30_000);

  test('origin secret rotation: the bundle loads with its settings and refuses an event that is not a rotation step', async () => {
    const rotation = await coldStart(bundleFor(originSecretRotationOperation.entry));
    try {
      await expect(rotation.invoke({ source: 'aws.events' })).rejects.toThrow(/SecretId|Step/);
    } finally {
      await rotation.stop();
    }
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
    const authorizerRequest = (authorization: string) =>
      authorizerEvent(
        apiEvent({
          method: 'POST',
          path: '/api/agentes/v1/cotizaciones',
          headers: { authorization, ...viaCloudFront() },
        }),
      );
    const verdict = await invoke('functions/authorizer/handler.ts', authorizerRequest(`Bearer ${token}`));
    expect(verdict).toMatchObject({ isAuthorized: true, context: { authenticated: true, company: 'ACME' } });
    const refused = await invoke('functions/authorizer/handler.ts', authorizerRequest('Bearer fest_not-a-token'));
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

  test('mcp: initializes a 2025-03-26 client, prices through the estimate and reads the driving bans, as JSON, without a session', async () => {
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

    // The rules, the holiday table and the change log are read on first use: calls that read them show they travel
    // with MCP.
    const bans = await rpc({
      id: 3,
      method: 'tools/call',
      params: { name: 'get_driving_bans', arguments: { country: 'DE', lang: 'en' } },
    });
    const changes = await rpc({
      id: 4,
      method: 'tools/call',
      params: { name: 'get_driving_ban_changes', arguments: { country: 'DE', lang: 'en' } },
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
    const calendar = (
      JSON.parse(bans.body) as { result: { isError?: boolean; structuredContent: { bans: unknown[] } } }
    ).result;
    expect(calendar.isError).toBeUndefined();
    expect(calendar.structuredContent.bans.length).toBeGreaterThan(0);
    const changeLog = (JSON.parse(changes.body) as { result: { isError?: boolean; structuredContent: object } }).result;
    expect(changeLog.isError).toBeUndefined();
    expect(changeLog.structuredContent).toMatchObject({ changes: expect.any(Array) });
  }, 30_000);

  test('site: a country page as HTML, and an unknown path as the HTML 404', async () => {
    const page = await invoke(
      'functions/site/handler.ts',
      apiEvent({ path: '/driving-bans/france', routeKey: 'GET /{proxy+}', headers: viaCloudFront() }),
    );
    expect(page.statusCode).toBe(200);
    expect(page.headers['Content-Type'] ?? page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="en"');

    const missing = await invoke(
      'functions/site/handler.ts',
      apiEvent({ path: '/no-such-page', routeKey: 'GET /{proxy+}', headers: viaCloudFront() }),
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<html');
  });

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

  test('fuel ingestion: downloads the bulletin from its configured address and stores the missing weeks', async () => {
    const workbook = readFileSync(new URL('../fixtures/oil-bulletin/prices-history.xlsx', import.meta.url));
    const server = await startFileServer((request, response) => {
      if (request.url === '/moved') {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': XLSX_TYPE });
      response.end(workbook);
    });
    const bundle = bundleFor(fuelIngestOperation.entry);
    const ingest = await coldStart(bundle, {
      FUEL_BULLETIN_URL: server.url('/Weekly_Oil_Bulletin_Prices_History_maticni_4web.xlsx'),
    });
    try {
      const outcome = await ingest.invoke<{ status: string; latest: string; added: string[] }>({
        source: 'aws.events',
        'detail-type': 'Scheduled Event',
      });
      expect(outcome).toMatchObject({ status: 'read', latest: '2026-W47' });
      expect(server.requests()).toBe(1);
      const metrics = ingest
        .output()
        .split('\n')
        .filter((line) => line.includes('"_aws"'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(metrics.at(-1)).toMatchObject({ FuelWeeksIngested: outcome.added.length });

      // A moved document: the run fails, which is what the ingestion alarm counts.
      const moved = await coldStart(bundle, { FUEL_BULLETIN_URL: server.url('/moved') });
      try {
        await expect(moved.invoke({ source: 'aws.events' })).rejects.toThrow(/DownloadError: .*answered HTTP 404/);
      } finally {
        await moved.stop();
      }
    } finally {
      await ingest.stop();
      await server.close();
    }
  }, 60_000);

  test('no bundle printed anything but its structured logs: no Node.js or AWS SDK warning', () => {
    // Node.js prints process warnings (deprecations, the SDK's NodeVersionSupportWarning) as "(node:<pid>) ..."
    // lines on stderr; Powertools' WARN and ERROR logs go there too, one JSON object per line.
    const expected: Record<string, RegExp> = {
      // Said once per container by the MCP library when its handler is built: the endpoint answers JSON on purpose
      // (functions/mcp/stateless-mcp.ts), so there is no stream for mid-call notifications to go to.
      'functions/mcp/handler.ts': /^responseMode: 'json' drops mid-call notifications\./,
    };
    for (const [entry, bundle] of running) {
      const unstructured = `${bundle.output()}\n${bundle.errorOutput()}`
        .split('\n')
        .filter((line) => line.trim() !== '' && !line.startsWith('{') && !expected[entry]?.test(line));
      expect({ entry, unstructured }).toEqual({ entry, unstructured: [] });
    }
  });
});

describeOnLambdaNode('the traffic-bans bundle within its memory', () => {
  // What a warm container may be asked for: every language from many start months, with and without the night
  // bans, each a distinct answer (see support/calendar-mix.ts). 512 MB leaves the function's memory (1,024 MB)
  // twice what the calendar's caches may hold at most.
  const PEAK_RSS_LIMIT_MB = 512;

  test(`108 distinct calendar requests keep the process under ${PEAK_RSS_LIMIT_MB} MB`, async () => {
    const bundle = bundleFor('functions/traffic-bans/handler.ts');
    const calendar = await coldStart(bundle);
    try {
      const mix = calendarMemoryMix();
      expect(mix).toHaveLength(108);
      let peakRss = 0;
      const statuses = new Set<number | undefined>();
      for (const [index, request] of mix.entries()) {
        // A viewer per request: the open-data quota counts per client address.
        const viewer = `198.51.100.${index % 250}:443`;
        const { result, peakRss: peak } = await calendar.measure<Result>(
          apiEvent({ ...request, headers: viaCloudFront(viewer) }),
        );
        statuses.add(result.statusCode);
        peakRss = Math.max(peakRss, peak);
      }
      expect([...statuses]).toEqual([200]);
      expect(peakRss / 1024 / 1024).toBeLessThan(PEAK_RSS_LIMIT_MB);
      expect(PEAK_RSS_LIMIT_MB * 2).toBeLessThanOrEqual(bundle.memoryMb);
    } finally {
      await calendar.stop();
    }
  }, 180_000);
});

describeOnLambdaNode('the bundles on a DynamoDB that stops answering', () => {
  let proxy: DynamoDbProxy;
  const paused = new Map<string, BundleProcess>();

  beforeAll(async () => {
    proxy = await startDynamoDbProxy(endpoint());
    for (const entry of ['functions/estimate/handler.ts', 'functions/traffic-bans/handler.ts']) {
      paused.set(entry, await coldStart(bundleFor(entry), { DYNAMODB_ENDPOINT: proxy.endpoint }));
    }
  }, 60_000);

  afterEach(() => {
    proxy.heal();
    proxy.reset();
  });

  afterAll(async () => {
    await Promise.all([...paused.values()].map((bundle) => bundle.stop()));
    await proxy.close();
  });

  const measure = (entry: string, event: unknown) => (paused.get(entry) as BundleProcess).measure<Result>(event);

  test('estimate: a 503 problem with Retry-After well inside the Lambda timeout, after the timeouts fired', async () => {
    proxy.stalling.add('*');

    const { result, ms } = await measure(
      'functions/estimate/handler.ts',
      apiEvent({
        path: '/api/agentes/v1/estimaciones',
        query: { origen: 'Barcelona', destino: 'Milan', metros: '2' },
        headers: viaCloudFront(),
      }),
    );

    expect(result.statusCode).toBe(503);
    expect(result.headers['Content-Type']).toBe('application/problem+json');
    expect(Number(result.headers['Retry-After'])).toBeGreaterThanOrEqual(1);
    expect(proxy.faulted).toEqual(['UpdateItem', 'UpdateItem']);
    expect(ms).toBeGreaterThanOrEqual(SERVICE_STORE_BUDGET.requestTimeoutMs * 2);
    expect(ms).toBeLessThan(DEFAULT_TIMEOUT.toMilliseconds() / 2);
  }, 20_000);

  test('traffic bans: the calendar is served uncounted, with a warning in the log and a QuotaFailedOpen metric', async () => {
    proxy.stalling.add('*');
    const bundle = paused.get('functions/traffic-bans/handler.ts') as BundleProcess;
    const outputBefore = bundle.output().length;
    const errorsBefore = bundle.errorOutput().length;

    const { result, ms } = await measure(
      'functions/traffic-bans/handler.ts',
      apiEvent({ path: '/api/geo/traffic-bans', query: { country: 'CH' }, headers: viaCloudFront() }),
    );

    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body)).toMatchObject({ countries: [{ code: 'CH' }] });
    expect(result.headers.RateLimit).toBeUndefined();
    expect(ms).toBeLessThan(DEFAULT_TIMEOUT.toMilliseconds() / 2);
    const lines = `${bundle.output().slice(outputBefore)}\n${bundle.errorOutput().slice(errorsBefore)}`
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'WARN',
        message: expect.stringContaining('quota not counted'),
        endpoint: 'traffic-bans',
      }),
    );
    expect(lines).toContainEqual(expect.objectContaining({ QuotaFailedOpen: 1, _aws: expect.any(Object) }));
  }, 20_000);
});
