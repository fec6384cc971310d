import type { APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerWithContextResult } from 'aws-lambda';
import type { CredentialStore } from '#shared/domain/credentials/credential.ts';
import { type AuthorizerContext, authorizerContext } from '#shared/http/authenticated.ts';
import { credentialCheck } from '#shared/operations/credential-check.ts';

export type AuthorizerResult = APIGatewaySimpleAuthorizerWithContextResult<AuthorizerContext>;

/**
 * REQUEST authorizer (payload 2.0, simple responses) for the quote routes. It always answers `isAuthorized: true`
 * with its verdict in the context, because API Gateway would turn `false` into its own 403 while the contract
 * wants a 401 problem body; the handlers refuse unauthenticated callers themselves (shared/http/authenticated.ts).
 * API Gateway keeps no verdict (infra/aws/operations.ts): a revocation takes effect on the next request. A thrown
 * authorizer would be API Gateway's bare 500: the check never throws.
 */
export const createAuthorizer = (store: Pick<CredentialStore, 'findByHash'>) => {
  const check = credentialCheck(store);
  return async (event: APIGatewayRequestAuthorizerEventV2): Promise<AuthorizerResult> => ({
    isAuthorized: true,
    context: authorizerContext(await check(event.headers?.authorization, event.requestContext?.requestId)),
  });
};
