import type { Credential, CredentialStore } from '#shared/domain/credentials/credential.ts';

export interface RecentRefusalsOptions {
  /** Token hashes kept at most; the oldest goes first. 10,000 hashes are about 2 MB. */
  readonly capacity?: number;
  readonly seconds?: number;
  readonly nowMs?: () => number;
}

/**
 * The credential lookup with a memory of its recent refusals, per container: a token hash that named no
 * credential, or a revoked one, is answered from memory for a few minutes without a store read. Both verdicts
 * are final (a revocation is never undone, and a 178-bit random token that was never issued will not be), so
 * remembering them changes no answer; it makes a caller who repeats a forged or revoked token cost nothing.
 * A failed read is never remembered, and neither is a valid credential: its revocation must bite at once.
 */
export const rememberingRefusals = (
  store: Pick<CredentialStore, 'findByHash'>,
  { capacity = 10_000, seconds = 300, nowMs = Date.now }: RecentRefusalsOptions = {},
): Pick<CredentialStore, 'findByHash'> => {
  const refused = new Map<string, { readonly until: number; readonly credential: Credential | undefined }>();
  return {
    async findByHash(tokenHash) {
      const remembered = refused.get(tokenHash);
      if (remembered && remembered.until > nowMs()) return remembered.credential;
      refused.delete(tokenHash);
      const credential = await store.findByHash(tokenHash);
      if (credential === undefined || credential.revokedAt !== undefined) {
        refused.set(tokenHash, { until: nowMs() + seconds * 1000, credential });
        // A Map iterates in insertion order: the first key is the oldest.
        if (refused.size > capacity) refused.delete(refused.keys().next().value as string);
      }
      return credential;
    },
  };
};
