import { setTimeout as sleep } from 'node:timers/promises';
import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config, requireSetting } from '#shared/config.ts';
import { ORIGIN_VERIFY_HEADER } from '#shared/http/origin-secret.ts';
import { logger } from '#shared/observability/logger.ts';
import { type RotationEvent, rotate, rotationEventSchema } from './rotation.ts';

const current = config();
const deps = {
  secrets: new SecretsManagerClient({ region: current.AWS_REGION }),
  // CloudFront's API has one endpoint, in us-east-1.
  cloudfront: new CloudFrontClient({ region: 'us-east-1' }),
  distributionId: requireSetting('ORIGIN_DISTRIBUTION_ID', current),
  headerName: ORIGIN_VERIFY_HEADER,
  propagationSeconds: current.ORIGIN_SECRET_PROPAGATION_SECONDS,
  now: Date.now,
  sleep: (ms: number) => sleep(ms),
};

/** Called by Secrets Manager for each step of a rotation of the origin secret (see `rotation.ts`). */
export const handler = async (event: RotationEvent): Promise<void> => {
  const step = rotationEventSchema.parse(event);
  logger.info('origin secret rotation step', { step: step.Step, version: step.ClientRequestToken });
  await rotate(deps, step);
};
