import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as z from 'zod';
import type { Authentication } from '#shared/domain/credentials/credential.ts';
import type { CredentialVerdict } from '#shared/operations/operation.ts';

/**
 * The authorizer always says "authorized" to API Gateway and puts its real verdict in the context: API Gateway
 * answers a refusal with its own 403 `{"message":"Forbidden"}`, while the contract wants 401 with a problem body.
 * The faces read the verdict here and hand it to the operation, which turns a refusal into `UnauthenticatedError`.
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

/**
 * The authorizer's verdict on the caller of a route, from the event's request context; undefined when the route
 * was wired without the authorizer (the operation that needs a caller then refuses, never lets an anonymous pass).
 */
export const credentialVerdict = (event: APIGatewayProxyEventV2): CredentialVerdict | undefined => {
  const parsed = contextSchema.safeParse(event.requestContext);
  if (!parsed.success) return undefined;
  const context = parsed.data.authorizer.lambda;
  if (!context.authenticated) return { authenticated: false, reason: context.reason };
  const { credentialId, company, client, integration } = context;
  return { authenticated: true, credentialId, owner: { company, client, integration } };
};

/** Every authenticated answer is private to its caller: no shared or browser cache may keep it. */
export const NO_STORE = { 'Cache-Control': 'no-store' } as const;
