import {
  type Credential,
  type CredentialStore,
  issueCredential,
  type Owner,
} from '#shared/domain/credentials/credential.ts';
import { hashToken, isWellFormedToken } from '#shared/domain/credentials/token.ts';

export const DEMO_OWNER: Owner = { company: 'demo', client: 'demo-client', integration: 'local' };

export class InvalidDemoCredentialError extends Error {
  override name = 'InvalidDemoCredentialError';
}

/**
 * The credential the local start-up prints as `Demo credential: <token>`. With `DEMO_CREDENTIAL` set, that token
 * is used (it must be well formed, checksum included, so it also works against the authorizer) and stays the same
 * across restarts; without it, a new one is issued each start.
 */
export const seedDemoCredential = async (
  store: Pick<CredentialStore, 'create' | 'findByHash'>,
  tokenFromEnv?: string,
  now: Date = new Date(),
): Promise<{ token: string; credential: Credential }> => {
  if (tokenFromEnv !== undefined) {
    if (!isWellFormedToken(tokenFromEnv)) {
      throw new InvalidDemoCredentialError(
        'DEMO_CREDENTIAL is not a well-formed credential (fest_ + 36 characters with a valid checksum). ' +
          'Take one printed by `npm run -s credentials -- issue ...` or leave DEMO_CREDENTIAL unset.',
      );
    }
    // A persistent DynamoDB keeps it between starts: reuse rather than fail on the duplicate hash.
    const existing = await store.findByHash(hashToken(tokenFromEnv));
    if (existing && existing.revokedAt === undefined) return { token: tokenFromEnv, credential: existing };
    if (existing) throw new InvalidDemoCredentialError('DEMO_CREDENTIAL names a credential that has been revoked.');
    return issueCredential(DEMO_OWNER, store, now, tokenFromEnv);
  }
  return issueCredential(DEMO_OWNER, store, now);
};
