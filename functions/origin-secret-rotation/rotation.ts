import {
  type CloudFrontClient,
  GetDistributionCommand,
  GetDistributionConfigCommand,
  UpdateDistributionCommand,
} from '@aws-sdk/client-cloudfront';
import {
  DescribeSecretCommand,
  GetRandomPasswordCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  ResourceNotFoundException,
  type SecretsManagerClient,
  UpdateSecretVersionStageCommand,
} from '@aws-sdk/client-secrets-manager';
import * as z from 'zod';

/** What Secrets Manager sends the rotation function, once per step. */
export const rotationEventSchema = z.object({
  SecretId: z.string().min(1),
  ClientRequestToken: z.string().min(1),
  Step: z.enum(['createSecret', 'setSecret', 'testSecret', 'finishSecret']),
});
export type RotationEvent = z.infer<typeof rotationEventSchema>;

/** The generated value: as long as the one the stack creates, letters and digits only (a header value). */
export const ORIGIN_SECRET_LENGTH = 48;

export interface RotationDeps {
  readonly secrets: SecretsManagerClient;
  readonly cloudfront: CloudFrontClient;
  /** The distribution whose origin custom header carries the secret. */
  readonly distributionId: string;
  /** The origin custom header (`X-Origin-Verify`). */
  readonly headerName: string;
  /**
   * How long a new pending value needs before every function accepts it: what a container keeps it plus what the
   * extension keeps it. The distribution is not told to send it earlier.
   */
  readonly propagationSeconds: number;
  readonly now: () => number;
  readonly sleep: (ms: number) => Promise<void>;
}

export class RotationError extends Error {
  override name = 'RotationError';
}

/**
 * One step of a rotation of the origin secret, in the order Secrets Manager runs them, so that traffic never
 * breaks: the functions accept the current, pending and previous values (`shared/http/origin-secret.ts`).
 * - createSecret: a new random value stored as AWSPENDING (once per token); refused while the distribution is
 *   still deploying an earlier change, whose edges may send a value about to be forgotten.
 * - setSecret: once every function has had time to learn the pending value, the distribution's origin header is
 *   set to it.
 * - testSecret: the distribution's configuration carries the pending value.
 * - finishSecret: AWSCURRENT moves to the new version; the old one becomes AWSPREVIOUS and is still accepted while
 *   the distribution's change reaches every edge.
 */
export const rotate = async (deps: RotationDeps, event: RotationEvent): Promise<void> => {
  const { SecretId, ClientRequestToken: token, Step } = event;
  const described = await deps.secrets.send(new DescribeSecretCommand({ SecretId }));
  if (described.RotationEnabled === false) throw new RotationError(`rotation is not enabled for ${SecretId}`);
  const stages = described.VersionIdsToStages ?? {};
  const ofToken = stages[token];
  if (!ofToken) throw new RotationError(`version ${token} has no stage for rotation of ${SecretId}`);
  if (ofToken.includes('AWSCURRENT')) return;
  if (!ofToken.includes('AWSPENDING')) throw new RotationError(`version ${token} is not AWSPENDING`);

  switch (Step) {
    case 'createSecret':
      return createSecret(deps, SecretId, token);
    case 'setSecret':
      return setSecret(deps, SecretId, token);
    case 'testSecret':
      return testSecret(deps, SecretId, token);
    case 'finishSecret': {
      const current = Object.entries(stages).find(([, labels]) => labels.includes('AWSCURRENT'))?.[0];
      await deps.secrets.send(
        new UpdateSecretVersionStageCommand({
          SecretId,
          VersionStage: 'AWSCURRENT',
          MoveToVersionId: token,
          ...(current ? { RemoveFromVersionId: current } : {}),
        }),
      );
      return;
    }
    default: {
      const unknown: never = Step;
      throw new RotationError(`unknown step ${String(unknown)}`);
    }
  }
};

const pendingVersion = async (deps: RotationDeps, SecretId: string, token: string) => {
  const pending = await deps.secrets.send(
    new GetSecretValueCommand({ SecretId, VersionId: token, VersionStage: 'AWSPENDING' }),
  );
  if (!pending.SecretString) throw new RotationError(`the pending version ${token} has no value`);
  return { value: pending.SecretString, createdAt: pending.CreatedDate?.getTime() ?? deps.now() };
};

const createSecret = async (deps: RotationDeps, SecretId: string, token: string) => {
  await deps.secrets.send(new GetSecretValueCommand({ SecretId, VersionStage: 'AWSCURRENT' }));
  try {
    await pendingVersion(deps, SecretId, token);
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const { Distribution } = await deps.cloudfront.send(new GetDistributionCommand({ Id: deps.distributionId }));
  if (Distribution?.Status !== 'Deployed') {
    throw new RotationError(
      `distribution ${deps.distributionId} is ${Distribution?.Status ?? 'unknown'}: rotate again once it is Deployed`,
    );
  }
  const { RandomPassword } = await deps.secrets.send(
    new GetRandomPasswordCommand({ PasswordLength: ORIGIN_SECRET_LENGTH, ExcludePunctuation: true }),
  );
  if (!RandomPassword) throw new RotationError('Secrets Manager generated no value');
  await deps.secrets.send(
    new PutSecretValueCommand({
      SecretId,
      ClientRequestToken: token,
      SecretString: RandomPassword,
      VersionStages: ['AWSPENDING'],
    }),
  );
};

/** The distribution's configuration and the origin headers that carry the secret. */
const distributionConfig = async (deps: RotationDeps) => {
  const answer = await deps.cloudfront.send(new GetDistributionConfigCommand({ Id: deps.distributionId }));
  const config = answer.DistributionConfig;
  if (!config) throw new RotationError(`distribution ${deps.distributionId} has no configuration`);
  const name = deps.headerName.toLowerCase();
  const headers = (config.Origins?.Items ?? []).flatMap((origin) =>
    (origin.CustomHeaders?.Items ?? []).filter((header) => header.HeaderName?.toLowerCase() === name),
  );
  if (headers.length === 0) {
    throw new RotationError(`no origin of distribution ${deps.distributionId} sends ${deps.headerName}`);
  }
  return { etag: answer.ETag, config, headers };
};

const setSecret = async (deps: RotationDeps, SecretId: string, token: string) => {
  const pending = await pendingVersion(deps, SecretId, token);
  const waitMs = pending.createdAt + deps.propagationSeconds * 1000 - deps.now();
  if (waitMs > 0) await deps.sleep(waitMs);
  const { etag, config, headers } = await distributionConfig(deps);
  if (headers.every((header) => header.HeaderValue === pending.value)) return;
  for (const header of headers) header.HeaderValue = pending.value;
  await deps.cloudfront.send(
    new UpdateDistributionCommand({ Id: deps.distributionId, IfMatch: etag, DistributionConfig: config }),
  );
};

const testSecret = async (deps: RotationDeps, SecretId: string, token: string) => {
  const pending = await pendingVersion(deps, SecretId, token);
  const { headers } = await distributionConfig(deps);
  if (!headers.every((header) => header.HeaderValue === pending.value)) {
    throw new RotationError(`distribution ${deps.distributionId} does not send the pending value`);
  }
};
