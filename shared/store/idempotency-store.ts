import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { StoreUnavailableError } from '#shared/domain/errors.ts';
import {
  type IdempotencyRecord,
  type IdempotencyStore,
  IN_FLIGHT_STALE_SECONDS,
} from '#shared/domain/idempotency/create-once.ts';
import type { DocumentClient } from './dynamo-client.ts';
import { isConditionFailure, storeCall } from './store-errors.ts';
import { ttlEpochSeconds } from './ttl.ts';

/**
 * Idempotency table: `pk` = `<credentialId>#<key>`. `expiresAt` is both the TTL and the record's end of life in
 * code: an in-flight record lives IN_FLIGHT_STALE_SECONDS, a completed one the configured retention (24 h).
 */
const itemSchema = z.object({
  pk: z.string(),
  credentialId: z.string(),
  idempotencyKey: z.string(),
  bodyHash: z.string(),
  state: z.enum(['in-flight', 'completed']),
  attemptId: z.string(),
  startedAt: z.string(),
  resultId: z.string().optional(),
  expiresAt: z.number(),
});

export const idempotencyPk = (credentialId: string, key: string) => `${credentialId}#${key}`;

const toItem = (record: IdempotencyRecord, expiresAt: number) => ({
  pk: idempotencyPk(record.credentialId, record.key),
  credentialId: record.credentialId,
  idempotencyKey: record.key,
  bodyHash: record.bodyHash,
  state: record.state,
  attemptId: record.attemptId,
  startedAt: record.startedAt,
  ...(record.resultId !== undefined ? { resultId: record.resultId } : {}),
  expiresAt,
});

const fromItem = (item: Record<string, unknown>): IdempotencyRecord => {
  const { credentialId, idempotencyKey, bodyHash, state, attemptId, startedAt, resultId } = itemSchema.parse(item);
  return {
    credentialId,
    key: idempotencyKey,
    bodyHash,
    state,
    attemptId,
    startedAt,
    ...(resultId ? { resultId } : {}),
  };
};

/**
 * The old item that ALL_OLD returns on a failed condition comes in DynamoDB's wire format (the document client
 * does not convert error payloads). The record holds only strings and numbers, so this small decoder suffices.
 */
const plainItem = (item: Record<string, AttributeValue> | undefined): Record<string, unknown> | undefined => {
  if (!item) return undefined;
  return Object.fromEntries(
    Object.entries(item).map(([name, value]) => [
      name,
      value.S ?? (value.N !== undefined ? Number(value.N) : undefined),
    ]),
  );
};

/** The transaction step that marks an attempt's record completed; the quote store adds it to its own write. */
export const completionUpdate = (
  tableName: string,
  record: IdempotencyRecord,
  resultId: string,
  now: Date,
  retentionSeconds: number,
) => ({
  Update: {
    TableName: tableName,
    Key: { pk: idempotencyPk(record.credentialId, record.key) },
    UpdateExpression: 'SET #state = :completed, #resultId = :resultId, #expiresAt = :expiresAt',
    // Only this attempt may complete its record: one that went stale and was taken over must not be overwritten.
    ConditionExpression: '#state = :inFlight AND #attemptId = :attemptId AND #bodyHash = :bodyHash',
    ExpressionAttributeNames: {
      '#state': 'state',
      '#resultId': 'resultId',
      '#expiresAt': 'expiresAt',
      '#attemptId': 'attemptId',
      '#bodyHash': 'bodyHash',
    },
    ExpressionAttributeValues: {
      ':completed': 'completed',
      ':inFlight': 'in-flight',
      ':resultId': resultId,
      ':expiresAt': ttlEpochSeconds(now, retentionSeconds),
      ':attemptId': record.attemptId,
      ':bodyHash': record.bodyHash,
    },
  },
});

export const dynamoIdempotencyStore = (client: DocumentClient, tableName: string): IdempotencyStore => ({
  async begin(record, now) {
    try {
      await storeCall('PutItem', () =>
        client.send(
          new PutCommand({
            TableName: tableName,
            Item: toItem(record, ttlEpochSeconds(now, IN_FLIGHT_STALE_SECONDS)),
            // Claim the key if nobody holds it, or if the holder's time is up (TTL deletion may lag by hours):
            // a stale in-flight attempt or an expired result record. One round trip either way.
            ConditionExpression: 'attribute_not_exists(pk) OR #expiresAt <= :now',
            ExpressionAttributeNames: { '#expiresAt': 'expiresAt' },
            ExpressionAttributeValues: { ':now': ttlEpochSeconds(now) },
            // The current holder comes back with the refusal: no second read to decide between 409, 422 and 200.
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          }),
        ),
      );
      return { started: true, record };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      const old = plainItem((error as { Item?: Record<string, AttributeValue> }).Item);
      if (!old)
        throw new StoreUnavailableError('Idempotency record refused without its current value', { cause: error });
      const existing = fromItem(old);
      // The SDK retried this very claim after an attempt that landed but answered too late (the store's time
      // budget): the record is ours, not a concurrent request's.
      if (existing.attemptId === record.attemptId) return { started: true, record };
      return { started: false, existing };
    }
  },

  async abandon(record) {
    try {
      await storeCall('DeleteItem', () =>
        client.send(
          new DeleteCommand({
            TableName: tableName,
            Key: { pk: idempotencyPk(record.credentialId, record.key) },
            ConditionExpression: '#state = :inFlight AND #attemptId = :attemptId',
            ExpressionAttributeNames: { '#state': 'state', '#attemptId': 'attemptId' },
            ExpressionAttributeValues: { ':inFlight': 'in-flight', ':attemptId': record.attemptId },
          }),
        ),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  },
});
