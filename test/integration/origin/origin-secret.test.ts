import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { parseConfig } from '#shared/config.ts';
import { type ApiContext, apiHandler, jsonResponse } from '#shared/http/api-handler.ts';
import { extensionOriginCheck, ORIGIN_SECRET_CACHE_SECONDS, readStage } from '#shared/http/origin-secret.ts';
import { apiEvent, lambdaContext } from '#test/support/api-event.ts';
import { type SecretsExtensionStandIn, startSecretsExtension } from '#test/support/secrets-extension.ts';

const CURRENT = 'current-origin-value-0123456789abcdef';
const PENDING = 'pending-origin-value-0123456789abcdef';
const PREVIOUS = 'previous-origin-value-0123456789abcde';

let extension: SecretsExtensionStandIn;
let savedToken: string | undefined;

beforeEach(async () => {
  extension = await startSecretsExtension({ stages: { AWSCURRENT: CURRENT, AWSPREVIOUS: PREVIOUS } });
  savedToken = process.env.AWS_SESSION_TOKEN;
  process.env.AWS_SESSION_TOKEN = extension.token;
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
});

afterEach(async () => {
  await extension.close();
  if (savedToken === undefined) delete process.env.AWS_SESSION_TOKEN;
  else process.env.AWS_SESSION_TOKEN = savedToken;
});

const source = () => ({ secretId: extension.secretId, port: extension.port, sessionToken: extension.token });

describe('reading the origin secret through a stand-in for the Parameters and Secrets extension', () => {
  test('each staging label is asked for with the session token; a label without a version reads as absent', async () => {
    // Act
    const current = await readStage(source(), 'AWSCURRENT');
    const previous = await readStage(source(), 'AWSPREVIOUS');
    const pending = await readStage(source(), 'AWSPENDING');

    // Assess
    expect({ current, previous, pending }).toEqual({ current: CURRENT, previous: PREVIOUS, pending: undefined });
    expect(extension.requests).toEqual(['AWSCURRENT', 'AWSPREVIOUS', 'AWSPENDING']);
  });

  test('without the session token, with the extension failing, stalled or gone, the read fails rather than guess', async () => {
    // Assess: the extension refuses a caller without the token (401).
    await expect(readStage({ ...source(), sessionToken: 'not-the-token' }, 'AWSCURRENT')).rejects.toThrow(/401/);
    extension.mode = 'fail';
    await expect(readStage(source(), 'AWSCURRENT')).rejects.toThrow(/500/);
    extension.mode = 'stall';
    const started = Date.now();
    await expect(readStage(source(), 'AWSCURRENT')).rejects.toThrow(/did not answer/);
    expect(Date.now() - started).toBeLessThan(3_000);
    const { port } = extension;
    await extension.close();
    await expect(readStage({ ...source(), port }, 'AWSCURRENT')).rejects.toThrow();
  });
});

describe('the origin check keeps what it read for a short while', () => {
  test('values are read once per window; a rotation is seen once the window is over, and a retired value refused', async () => {
    // Prepare
    let now = 1_000_000;
    const check = extensionOriginCheck(source(), () => now);

    // Act and assess: one read of the three labels serves every request of the window.
    expect(await Promise.all([check(CURRENT), check(PREVIOUS), check(PENDING)])).toEqual([true, true, false]);
    expect(extension.requests).toHaveLength(3);

    // A rotation: the pending value appears, then becomes current; the oldest is retired.
    extension.stages = { AWSCURRENT: PENDING, AWSPREVIOUS: CURRENT };
    now += (ORIGIN_SECRET_CACHE_SECONDS - 1) * 1000;
    expect(await check(PENDING)).toBe(false);
    expect(await check(PREVIOUS)).toBe(true);
    expect(extension.requests).toHaveLength(3);

    now += 2000;
    expect(await Promise.all([check(PENDING), check(CURRENT), check(PREVIOUS)])).toEqual([true, true, false]);
    expect(extension.requests).toHaveLength(6);
  });

  test('a failed read is held for a second, refusing without asking again, then read again', async () => {
    // Prepare
    let now = 1_000_000;
    const check = extensionOriginCheck(source(), () => now);
    extension.mode = 'fail';

    // Act and assess
    await expect(check(CURRENT)).rejects.toMatchObject({ code: 'service-unavailable' });
    const asked = extension.requests.length;
    extension.mode = 'serve';
    now += 500;
    await expect(check(CURRENT)).rejects.toMatchObject({ code: 'service-unavailable' });
    expect(extension.requests).toHaveLength(asked);
    now += 600;
    expect(await check(CURRENT)).toBe(true);
  });
});

describe('the handler chain behind CloudFront, the secret read through the extension', () => {
  const chain = () =>
    apiHandler({
      config: parseConfig({
        ORIGIN_VERIFY_SECRET_ID: extension.secretId,
        PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: String(extension.port),
        POWERTOOLS_METRICS_DISABLED: 'true',
      }),
    }).handler(async (_event, context) => jsonResponse(200, { clientIp: context.clientIp }));

  type Result = APIGatewayProxyStructuredResultV2 & { headers: Record<string, string>; body: string };
  const call = (handler: ReturnType<typeof chain>, headers: Record<string, string>) =>
    handler(apiEvent({ path: '/api/geo/routes', headers }), lambdaContext() as ApiContext) as Promise<Result>;
  const viewer = { 'cloudfront-viewer-address': '2001:db8:1:2:aaaa:bbbb:cccc:dddd:443' };

  test('the current, pending and previous values are served, the viewer counted by its /64; anything else is 403', async () => {
    // Prepare: a rotation under way, the new value pending and the distribution not yet sending it.
    extension.stages = { AWSCURRENT: CURRENT, AWSPENDING: PENDING, AWSPREVIOUS: PREVIOUS };
    const handler = chain();

    // Act
    const answers = await Promise.all(
      [CURRENT, PENDING, PREVIOUS, `${CURRENT}x`, 'guess'].map((value) =>
        call(handler, { 'x-origin-verify': value, ...viewer }),
      ),
    );
    const missing = await call(handler, viewer);

    // Assess
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 403, 403]);
    expect(JSON.parse(answers[0]?.body ?? '{}')).toEqual({ clientIp: '2001:db8:1:2::/64' });
    expect(missing.statusCode).toBe(403);
    expect(missing.headers['Content-Type']).toBe('application/problem+json');
  });

  test('when the secret cannot be read the request is refused 503 with Retry-After, never served', async () => {
    // Prepare: two containers, one meeting a failing extension, the other a stalled one.
    const [first, second] = [chain(), chain()];

    // Act
    extension.mode = 'fail';
    const failing = await call(first, { 'x-origin-verify': CURRENT, ...viewer });
    extension.mode = 'stall';
    const stalled = await call(second, { 'x-origin-verify': CURRENT, ...viewer });

    // Assess
    for (const answer of [failing, stalled]) {
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['Content-Type']).toBe('application/problem+json');
      expect(Number(answer.headers['Retry-After'])).toBeGreaterThanOrEqual(1);
      expect(answer.body).not.toContain('clientIp');
    }
  });

  test('a secret without a current value (or not the one named) serves nothing', async () => {
    // Prepare: the extension relays Secrets Manager's not-found for the current label too.
    extension.stages = { AWSPREVIOUS: PREVIOUS };
    const handler = chain();

    // Act
    const answer = await call(handler, { 'x-origin-verify': PREVIOUS, ...viewer });

    // Assess
    expect(answer.statusCode).toBe(503);
  });

  test('a function whose session token the extension does not accept serves nothing', async () => {
    // Prepare
    process.env.AWS_SESSION_TOKEN = 'another-function-token';
    const handler = chain();

    // Act
    const answer = await call(handler, { 'x-origin-verify': CURRENT, ...viewer });

    // Assess
    expect(answer.statusCode).toBe(503);
  });
});
