import { config, requireTable } from '#shared/config.ts';
import { dynamoCredentialStore } from '#shared/store/credential-store.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { rememberingRefusals } from '#shared/store/recent-refusals.ts';
import { createAuthorizer } from './authorizer.ts';

export type { AuthorizerResult } from './authorizer.ts';

// Composition root: the document client, the credential store and its memory of refusals, once per container.
const current = config();
export const handler = createAuthorizer(
  rememberingRefusals(
    dynamoCredentialStore(createDocumentClient(current), requireTable('CREDENTIALS_TABLE_NAME', current)),
  ),
);
