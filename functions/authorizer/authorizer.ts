import type { APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerWithContextResult } from 'aws-lambda';
import { type Authentication, authenticate, type CredentialStore } from '#shared/domain/credentials/credential.ts';
import { type AuthorizerContext, authorizerContext } from '#shared/http/authenticated.ts';
import { logger } from '#shared/observability/logger.ts';

export type AuthorizerResult = APIGatewaySimpleAuthorizerWithContextResult<AuthorizerContext>;

/**
 * REQUEST authorizer (payload 2.0, simple responses) for the quote routes. It always answers `isAuthorized: true`
 * with its verdict in the context, because API Gateway would turn `false` into its own 403 while the contract
 * wants a 401 problem body; the handlers refuse unauthenticated callers themselves (shared/http/authenticated.ts).
 * API Gateway keeps no verdict (infra/aws/operations.ts): a revocation takes effect on the next request.
 */
export const createAuthorizer =
  (store: Pick<CredentialStore, 'findByHash'>) =>
  async (event: APIGatewayRequestAuthorizerEventV2): Promise<AuthorizerResult> => {
    // A thrown authorizer becomes API Gateway's bare 500; anything unforeseen is reported as a store failure (503).
    const authentication: Authentication = await authenticate(event.headers?.authorization, store).catch((error) => {
      logger.error('credential check failed', { error });
      return { authenticated: false, reason: 'store-unavailable' };
    });
    if (!authentication.authenticated) {
      logger.info('credential refused', { reason: authentication.reason, requestId: event.requestContext?.requestId });
    }
    return { isAuthorized: true, context: authorizerContext(authentication) };
  };
