import { GetCommand, PutCommand, paginateScan, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { Credential, CredentialStore } from '#shared/domain/credentials/credential.ts';
import type { DocumentClient } from './dynamo-client.ts';
import { isConditionFailure, storeCall } from './store-errors.ts';

/**
 * Credentials table: partition key `pk` = SHA-256 hex of the token, so the authorizer finds a credential with one
 * GetItem and the table never holds a usable token. No TTL: credentials stay until revoked, and stay revoked.
 */
const itemSchema = z.object({
  pk: z.string().regex(/^[0-9a-f]{64}$/),
  credentialId: z.string(),
  tokenPrefix: z.string(),
  company: z.string(),
  client: z.string(),
  integration: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().optional(),
});

const toItem = (credential: Credential) => ({
  pk: credential.tokenHash,
  credentialId: credential.credentialId,
  tokenPrefix: credential.tokenPrefix,
  company: credential.company,
  client: credential.client,
  integration: credential.integration,
  createdAt: credential.createdAt,
  ...(credential.revokedAt !== undefined ? { revokedAt: credential.revokedAt } : {}),
});

const fromItem = (item: Record<string, unknown> | undefined): Credential | undefined => {
  if (!item) return undefined;
  const { pk, ...rest } = itemSchema.parse(item);
  return { tokenHash: pk, ...rest };
};

export const dynamoCredentialStore = (client: DocumentClient, tableName: string): CredentialStore => {
  const list = async () => {
    // Operator-only path over a small table: a scan is simpler than an index kept for a handful of rows.
    const found: Credential[] = [];
    await storeCall('Scan', async () => {
      for await (const page of paginateScan({ client }, { TableName: tableName })) {
        for (const item of page.Items ?? []) found.push(fromItem(item) as Credential);
      }
    });
    return found.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  };

  return {
    async create(credential) {
      await storeCall('PutItem', () =>
        client.send(
          new PutCommand({
            TableName: tableName,
            Item: toItem(credential),
            // Two tokens with the same hash would be a broken random source; never let one replace the other.
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        ),
      );
    },

    async findByHash(tokenHash) {
      const result = await storeCall('GetItem', () =>
        client.send(new GetCommand({ TableName: tableName, Key: { pk: tokenHash } })),
      );
      return fromItem(result.Item);
    },

    list,

    async revoke(credentialId, at) {
      const credential = (await list()).find((candidate) => candidate.credentialId === credentialId);
      if (!credential) return undefined;
      try {
        const result = await storeCall('UpdateItem', () =>
          client.send(
            new UpdateCommand({
              TableName: tableName,
              Key: { pk: credential.tokenHash },
              // Keep the first revocation time: revoking twice is harmless and does not rewrite history.
              UpdateExpression: 'SET #revokedAt = if_not_exists(#revokedAt, :at)',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeNames: { '#revokedAt': 'revokedAt' },
              ExpressionAttributeValues: { ':at': at.toISOString() },
              ReturnValues: 'ALL_NEW',
            }),
          ),
        );
        return fromItem(result.Attributes);
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },
  };
};
