import { type Authentication, authenticate, type CredentialStore } from '#shared/domain/credentials/credential.ts';
import { logger } from '#shared/observability/logger.ts';

/**
 * The credential check of an Authorization header, as the authorizer of the quote routes and the MCP endpoint's quote
 * tools both make it, over the same store (`dynamoCredentialStore`, with `rememberingRefusals`). Never throws:
 * anything unforeseen is a store failure, which the operation answers 503.
 */
export const credentialCheck =
  (store: Pick<CredentialStore, 'findByHash'>) =>
  async (authorization: string | undefined, requestId?: string): Promise<Authentication> => {
    const authentication: Authentication = await authenticate(authorization, store).catch((error) => {
      logger.error('credential check failed', { error });
      return { authenticated: false, reason: 'store-unavailable' };
    });
    if (!authentication.authenticated) logger.info('credential refused', { reason: authentication.reason, requestId });
    return authentication;
  };
