import { Readable } from 'node:stream';
import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { HttpRequest, HttpResponse } from '@smithy/types';
import { type RotationEvent, rotate } from '#functions/origin-secret-rotation/rotation.ts';
import { ACCEPTED_STAGES } from '#shared/http/origin-secret.ts';

/**
 * The rotation's steps through the real AWS SDK clients, whose transport (the documented `requestHandler` option)
 * answers here instead of the network: each request is checked as the SDK serialized and signed it, and answered
 * with the documented response shapes (Secrets Manager's JSON protocol, CloudFront's REST-XML), which the SDK then
 * parses. This is not Secrets Manager or CloudFront: the rotation has not been run against AWS by these tests.
 */

const SECRET_ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:origin-verify-AbCdEf';
const DISTRIBUTION = 'E2EXAMPLE0ABC';
const HEADER = 'X-Origin-Verify';
const PROPAGATION_SECONDS = 150;
const OLD = 'old-origin-value-0123456789abcdefghijklmnopqrstuvw';
const CREDENTIALS = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'example' };

/** A request body as the SDK hands it to its transport: a string or bytes. */
const text = (body: unknown) => (typeof body === 'string' ? body : new TextDecoder().decode(body as Uint8Array));

interface Version {
  value?: string;
  stages: string[];
  createdAt: number;
}

/** What the two services hold, and the log of the requests they were sent. */
const world = (options: { distributionStatus?: string } = {}) => {
  let now = Date.UTC(2026, 0, 1);
  const versions = new Map<string, Version>([['v-old', { value: OLD, stages: ['AWSCURRENT'], createdAt: now }]]);
  const distribution = { header: OLD, etag: 'ETAG1', status: options.distributionStatus ?? 'Deployed' };
  const log: string[] = [];

  const reply = (statusCode: number, body: string, headers: Record<string, string> = {}) => ({
    response: { statusCode, headers, body: Readable.from([Buffer.from(body)]) } as unknown as HttpResponse,
  });
  const json = (body: unknown) => reply(200, JSON.stringify(body), { 'content-type': 'application/x-amz-json-1.1' });
  const notFound = (message: string) =>
    reply(400, JSON.stringify({ __type: 'ResourceNotFoundException', message }), {
      'content-type': 'application/x-amz-json-1.1',
    });
  const byStage = (stage: string) => [...versions.entries()].find(([, version]) => version.stages.includes(stage));

  const secretsManager = async (request: HttpRequest) => {
    expect(request.hostname).toBe('secretsmanager.eu-west-1.amazonaws.com');
    expect(request.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d+\/eu-west-1\/secretsmanager\//,
    );
    const operation = String(request.headers['x-amz-target']).replace('secretsmanager.', '');
    const input = JSON.parse(text(request.body)) as Record<string, string | string[] | number | boolean>;
    log.push(`secretsmanager:${operation}${input.VersionStage ? `(${input.VersionStage})` : ''}`);
    switch (operation) {
      case 'DescribeSecret':
        expect(input).toEqual({ SecretId: SECRET_ARN });
        return json({
          ARN: SECRET_ARN,
          RotationEnabled: true,
          VersionIdsToStages: Object.fromEntries([...versions].map(([id, version]) => [id, version.stages])),
        });
      case 'GetSecretValue': {
        const found = input.VersionId
          ? ([input.VersionId as string, versions.get(input.VersionId as string)] as const)
          : byStage(input.VersionStage as string);
        const [id, version] = found ?? [];
        if (!id || !version?.value || (input.VersionStage && !version.stages.includes(input.VersionStage as string))) {
          return notFound("Secrets Manager can't find the specified secret value.");
        }
        return json({
          ARN: SECRET_ARN,
          VersionId: id,
          SecretString: version.value,
          VersionStages: version.stages,
          CreatedDate: version.createdAt / 1000,
        });
      }
      case 'GetRandomPassword':
        expect(input).toEqual({ PasswordLength: 48, ExcludePunctuation: true });
        return json({ RandomPassword: `new${'x'.repeat(41)}${versions.size}`.padEnd(48, 'y') });
      case 'PutSecretValue': {
        const version = versions.get(input.ClientRequestToken as string);
        if (!version) throw new Error('PutSecretValue for a version rotation did not start');
        version.value = input.SecretString as string;
        version.createdAt = now;
        expect(input.VersionStages).toEqual(['AWSPENDING']);
        return json({ ARN: SECRET_ARN, VersionId: input.ClientRequestToken, VersionStages: ['AWSPENDING'] });
      }
      case 'UpdateSecretVersionStage': {
        expect(input.VersionStage).toBe('AWSCURRENT');
        const from = versions.get(input.RemoveFromVersionId as string);
        const to = versions.get(input.MoveToVersionId as string);
        if (!from || !to) throw new Error('UpdateSecretVersionStage between unknown versions');
        for (const version of versions.values()) version.stages = version.stages.filter((s) => s !== 'AWSPREVIOUS');
        from.stages = ['AWSPREVIOUS'];
        to.stages = ['AWSCURRENT'];
        return json({ ARN: SECRET_ARN });
      }
      default:
        throw new Error(`unexpected Secrets Manager operation ${operation}`);
    }
  };

  const ns = 'xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/"';
  const configXml = () =>
    `<DistributionConfig ${ns}><CallerReference>ref</CallerReference><Comment>edge</Comment><Enabled>true</Enabled>` +
    '<Origins><Quantity>1</Quantity><Items><Origin><Id>api</Id><DomainName>abc.execute-api.eu-west-1.amazonaws.com</DomainName>' +
    `<CustomHeaders><Quantity>1</Quantity><Items><OriginCustomHeader><HeaderName>${HEADER}</HeaderName><HeaderValue>${distribution.header}</HeaderValue></OriginCustomHeader></Items></CustomHeaders>` +
    '</Origin></Items></Origins></DistributionConfig>';

  const cloudFront = async (request: HttpRequest) => {
    expect(request.hostname).toBe('cloudfront.amazonaws.com');
    expect(request.headers.authorization).toMatch(/\/us-east-1\/cloudfront\/aws4_request/);
    const operation = `${request.method} ${request.path}`;
    log.push(`cloudfront:${operation}`);
    if (operation === `GET /2020-05-31/distribution/${DISTRIBUTION}`) {
      return reply(
        200,
        `<Distribution ${ns}><Id>${DISTRIBUTION}</Id><Status>${distribution.status}</Status></Distribution>`,
        {
          etag: distribution.etag,
        },
      );
    }
    if (operation === `GET /2020-05-31/distribution/${DISTRIBUTION}/config`) {
      return reply(200, configXml(), { etag: distribution.etag });
    }
    if (operation === `PUT /2020-05-31/distribution/${DISTRIBUTION}/config`) {
      // Only a change based on the configuration last read is taken.
      expect(request.headers['if-match']).toBe(distribution.etag);
      const body = text(request.body);
      expect(body).toContain('<CallerReference>ref</CallerReference>');
      distribution.header = /<HeaderValue>([^<]*)<\/HeaderValue>/.exec(body)?.[1] ?? '';
      distribution.etag = `ETAG${Number(distribution.etag.slice(4)) + 1}`;
      distribution.status = 'InProgress';
      return reply(200, `<Distribution ${ns}><Id>${DISTRIBUTION}</Id><Status>InProgress</Status></Distribution>`, {
        etag: distribution.etag,
      });
    }
    throw new Error(`unexpected CloudFront request ${operation}`);
  };

  const deps = {
    secrets: new SecretsManagerClient({
      region: 'eu-west-1',
      credentials: CREDENTIALS,
      requestHandler: { handle: secretsManager },
    }),
    cloudfront: new CloudFrontClient({
      region: 'us-east-1',
      credentials: CREDENTIALS,
      requestHandler: { handle: cloudFront },
    }),
    distributionId: DISTRIBUTION,
    headerName: HEADER,
    propagationSeconds: PROPAGATION_SECONDS,
    now: () => now,
    sleep: async (ms: number) => {
      log.push(`sleep ${ms}`);
      now += ms;
    },
  };

  /** Secrets Manager starts a rotation: a version id under AWSPENDING, no value yet. */
  const startRotation = (token: string) => versions.set(token, { stages: ['AWSPENDING'], createdAt: now });
  /** The values the functions accept: every staging label they read (`shared/http/origin-secret.ts`). */
  const accepted = () =>
    ACCEPTED_STAGES.map((stage) => byStage(stage)?.[1].value).filter((value): value is string => value !== undefined);
  const step = (token: string, Step: RotationEvent['Step']) =>
    rotate(deps, { SecretId: SECRET_ARN, ClientRequestToken: token, Step });
  return { versions, distribution, log, deps, startRotation, accepted, step, advance: (ms: number) => (now += ms) };
};

describe('origin secret rotation, through the AWS SDK clients with a local transport', () => {
  test('the four steps in order: what CloudFront sends is accepted by the functions after every step', async () => {
    // Prepare
    const w = world();
    w.startRotation('v-new');
    const sent: boolean[] = [];

    // Act
    for (const stepName of ['createSecret', 'setSecret', 'testSecret', 'finishSecret'] as const) {
      await w.step('v-new', stepName);
      sent.push(w.accepted().includes(w.distribution.header));
    }

    // Assess
    const fresh = w.versions.get('v-new')?.value as string;
    expect(fresh).toHaveLength(48);
    expect(fresh).not.toBe(OLD);
    expect(sent).toEqual([true, true, true, true]);
    expect(w.distribution.header).toBe(fresh);
    expect(w.versions.get('v-new')?.stages).toEqual(['AWSCURRENT']);
    expect(w.versions.get('v-old')?.stages).toEqual(['AWSPREVIOUS']);
    // Both values accepted while the distribution's change spreads.
    expect(w.accepted().sort()).toEqual([fresh, OLD].sort());
    // The new value is stored, then left for the functions' caches, then sent by CloudFront, then promoted.
    const at = (entry: string) => w.log.findIndex((line) => line.startsWith(entry));
    expect(at('secretsmanager:PutSecretValue')).toBeLessThan(at('sleep'));
    expect(at('sleep')).toBeLessThan(at(`cloudfront:PUT /2020-05-31/distribution/${DISTRIBUTION}/config`));
    expect(at(`cloudfront:PUT`)).toBeLessThan(at('secretsmanager:UpdateSecretVersionStage'));
    expect(w.log.find((line) => line.startsWith('sleep'))).toBe(`sleep ${PROPAGATION_SECONDS * 1000}`);
  });

  test('a setSecret that comes late does not wait again; a repeated step changes nothing', async () => {
    // Prepare
    const w = world();
    w.startRotation('v-new');
    await w.step('v-new', 'createSecret');
    const value = w.versions.get('v-new')?.value;
    w.advance((PROPAGATION_SECONDS + 1) * 1000);

    // Act
    await w.step('v-new', 'createSecret');
    await w.step('v-new', 'setSecret');
    await w.step('v-new', 'setSecret');

    // Assess
    expect(w.versions.get('v-new')?.value).toBe(value);
    expect(w.log.filter((line) => line.startsWith('secretsmanager:PutSecretValue'))).toHaveLength(1);
    expect(w.log.filter((line) => line.startsWith('sleep'))).toEqual([]);
    expect(w.log.filter((line) => line.startsWith('cloudfront:PUT'))).toHaveLength(1);
  });

  test('no new value while the distribution still deploys an earlier change: its edges may send the oldest value', async () => {
    // Prepare
    const w = world({ distributionStatus: 'InProgress' });
    w.startRotation('v-new');

    // Act and assess
    await expect(w.step('v-new', 'createSecret')).rejects.toThrow(/InProgress: rotate again once it is Deployed/);
    expect(w.versions.get('v-new')?.value).toBeUndefined();
  });

  test('testSecret fails, and nothing is promoted, when the distribution does not send the pending value', async () => {
    // Prepare
    const w = world();
    w.startRotation('v-new');
    await w.step('v-new', 'createSecret');

    // Act and assess: setSecret skipped (or undone by a deployment that reset the header).
    await expect(w.step('v-new', 'testSecret')).rejects.toThrow(/does not send the pending value/);
    expect(w.versions.get('v-old')?.stages).toEqual(['AWSCURRENT']);
  });
});
