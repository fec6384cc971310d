import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as z from 'zod';
import type { Authentication, Owner } from '#shared/domain/credentials/credential.ts';
import { StoreUnavailableError, UnauthenticatedError } from '#shared/domain/errors.ts';
import type { RateLimitStore } from '#shared/store/rate-limit-store.ts';
import type { QuotaPolicy } from './api-handler.ts';

/**
 * The authorizer always says "authorized" to API Gateway and puts its real verdict in the context: API Gateway
 * answers a refusal with its own 403 `{"message":"Forbidden"}`, while the contract wants 401 with a problem body.
 * The quote handlers read the verdict here and turn a refusal into `UnauthenticatedError`.
 */
export type AuthorizerContext =
  | { authenticated: true; credentialId: string; company: string; client: string; integration: string }
  | { authenticated: false; reason: string };

export const authorizerContext = (authentication: Authentication): AuthorizerContext =>
  authentication.authenticated
    ? { authenticated: true, credentialId: authentication.credentialId, ...authentication.owner }
    : { authenticated: false, reason: authentication.reason };

const contextSchema = z.object({
  authorizer: z.object({
    lambda: z.discriminatedUnion('authenticated', [
      z.object({
        authenticated: z.literal(true),
        credentialId: z.string().min(1),
        company: z.string(),
        client: z.string(),
        integration: z.string(),
      }),
      z.object({ authenticated: z.literal(false), reason: z.string() }),
    ]),
  }),
});

export interface Caller {
  readonly credentialId: string;
  readonly owner: Owner;
}

/** Words shown to the integrator; the same for unknown and revoked so a token's history is not disclosed. */
const REFUSED = 'Send a valid credential: Authorization: Bearer fest_...';

/**
 * The authenticated caller of a quote route, from the authorizer's context. A missing or unreadable context
 * (a route wired without the authorizer) is a refusal, never an anonymous pass.
 */
export const callerOf = (event: APIGatewayProxyEventV2): Caller => {
  const parsed = contextSchema.safeParse(event.requestContext);
  if (!parsed.success) throw new UnauthenticatedError(REFUSED);
  const context = parsed.data.authorizer.lambda;
  if (!context.authenticated) {
    if (context.reason === 'store-unavailable') {
      throw new StoreUnavailableError('The credential could not be checked.');
    }
    throw new UnauthenticatedError(
      context.reason === 'missing' ? 'No credential was sent. Send Authorization: Bearer fest_...' : REFUSED,
    );
  }
  const { credentialId, company, client, integration } = context;
  return { credentialId, owner: { company, client, integration } };
};

/**
 * Per-credential quota shared by the quote routes. It authenticates first, so an unauthenticated request
 * answers 401 and never counts against anyone's quota.
 */
export const credentialQuota = <E extends APIGatewayProxyEventV2>(
  store: RateLimitStore,
  perMinute: number,
): QuotaPolicy<E> => ({
  hit: (event, _context, now) =>
    store.hitFixed(
      `credential#${callerOf(event).credentialId}`,
      [{ policy: 'minute', limit: perMinute, seconds: 60 }],
      now,
    ),
});

/** Every authenticated answer is private to its caller: no shared or browser cache may keep it. */
export const NO_STORE = { 'Cache-Control': 'no-store' } as const;
