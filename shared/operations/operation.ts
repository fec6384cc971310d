import type { Owner } from '#shared/domain/credentials/credential.ts';
import {
  QuotaExceededError,
  type QuotaState,
  StoreUnavailableError,
  UnauthenticatedError,
} from '#shared/domain/errors.ts';
import type { Language } from '#shared/domain/languages.ts';
import type { QuotaCheck, RateLimitStore } from '#shared/store/rate-limit-store.ts';

/**
 * What the credential check said about the caller, as the authorizer decided it. The authorizer always lets the
 * request through and hands its verdict on, so that a refusal is the contract's 401 problem and not API Gateway's
 * own 403; the operation that needs a caller turns a refusal into a domain error.
 */
export type CredentialVerdict =
  | { readonly authenticated: true; readonly credentialId: string; readonly owner: Owner }
  | {
      readonly authenticated: false;
      readonly reason: 'missing' | 'malformed' | 'unknown' | 'revoked' | 'store-unavailable' | string;
    };

/**
 * Who calls an operation and when, as every face knows it: the REST handlers from the API Gateway event, the site
 * from its page request, the MCP tools from the MCP request they serve.
 */
export interface OperationContext {
  /** The client address the per-IP quotas count against. */
  readonly clientIp: string;
  /** The authorizer's verdict; undefined where no authorizer ran (a public route). */
  readonly credential?: CredentialVerdict;
  /**
   * The language the face asks for the answer's texts (Accept-Language, a tool's `lang`); absent, the operation's
   * default. The calendar takes its language in its input, and a stored quote keeps the one it was created in.
   */
  readonly language?: Language;
  /** The instant of every rule, window and quota count of this call. */
  readonly now: Date;
}

/** An operation's typed answer, and the state of the quota it counted against (for the RateLimit fields). */
export interface Answer<T> {
  readonly value: T;
  readonly quota?: QuotaState;
}

/**
 * One use case behind every face. The input is read through `input` only after the call is admitted (credential,
 * then quota), in the contract's order of precedence: a request refused for its input still counts, and one
 * refused for its credential counts against nobody. A face passes its own parsing (query, body, tool arguments).
 */
export type Operation<I, O> = (context: OperationContext, input: () => I) => Promise<Answer<O>>;

/** Words shown to the integrator; the same for unknown and revoked so a token's history is not disclosed. */
const REFUSED = 'Send a valid credential: Authorization: Bearer fest_...';

export interface Caller {
  readonly credentialId: string;
  readonly owner: Owner;
}

/**
 * The authenticated caller of an operation that needs a credential. No verdict (a route wired without the
 * authorizer) is a refusal, never an anonymous pass.
 */
export const requireCaller = (verdict: CredentialVerdict | undefined): Caller => {
  if (verdict === undefined) throw new UnauthenticatedError(REFUSED);
  if (!verdict.authenticated) {
    if (verdict.reason === 'store-unavailable') throw new StoreUnavailableError('The credential could not be checked.');
    throw verdict.reason === 'missing'
      ? new UnauthenticatedError('No credential was sent. Send Authorization: Bearer fest_...', 'missing')
      : new UnauthenticatedError(REFUSED);
  }
  return { credentialId: verdict.credentialId, owner: verdict.owner };
};

/** The state of a counted call, or the refusal when its quota is spent. */
export const admitted = (check: QuotaCheck): QuotaState => {
  if (!check.allowed) throw new QuotaExceededError(check.state);
  return check.state;
};

export interface CredentialQuota {
  readonly rateLimits: Pick<RateLimitStore, 'hit'>;
  readonly perMinute: number;
}

/**
 * The per-credential quota of the quote operations, counted for a caller already authenticated, so that an
 * unauthenticated call is refused without counting against anyone.
 */
export const hitCredentialQuota = async (
  quota: CredentialQuota,
  credentialId: string,
  now: Date,
): Promise<QuotaState> =>
  admitted(
    await quota.rateLimits.hit(
      `credential#${credentialId}`,
      [{ policy: 'minute', limit: quota.perMinute, seconds: 60 }],
      now,
    ),
  );

/** The quota state each refusal that came after its call was admitted was counted in. */
const countedRefusals = new WeakMap<object, QuotaState>();

/**
 * Runs an admitted call's work; a refusal it throws remembers the quota state the call was counted in, so that a
 * face can still show the RateLimit fields of a refused or unpriced request (the site's estimate page does).
 */
export const countedWork = async <T>(quota: QuotaState, work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (typeof error === 'object' && error !== null) countedRefusals.set(error, quota);
    throw error;
  }
};

/** The quota state a refusal was counted in, when it came after the call was admitted. */
export const quotaOfRefusal = (error: unknown): QuotaState | undefined =>
  typeof error === 'object' && error !== null ? countedRefusals.get(error) : undefined;

/** An answer, with the quota state when the call was counted (open data served uncounted has none). */
export const answer = <T>(value: T, quota: QuotaState | undefined): Answer<T> =>
  quota === undefined ? { value } : { value, quota };
