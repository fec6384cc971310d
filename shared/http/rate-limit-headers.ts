import type { QuotaState } from '#shared/domain/errors.ts';

/** IETF draft RateLimit fields (draft-ietf-httpapi-ratelimit-headers), as structured-field lists. */
export const quotaHeaders = (state: QuotaState): Record<string, string> => ({
  'RateLimit-Policy': `"${state.policy}";q=${state.limit};w=${state.windowSeconds}`,
  RateLimit: `"${state.policy}";r=${Math.max(0, state.remaining)};t=${Math.max(1, Math.ceil(state.resetSeconds))}`,
});
