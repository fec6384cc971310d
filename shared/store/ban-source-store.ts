import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  type SourceFingerprint,
  type SourceFingerprints,
  sourceFingerprintSchema,
} from '#shared/domain/traffic-bans/source-watch.ts';
import type { DocumentClient } from './dynamo-client.ts';
import { storeCall } from './store-errors.ts';

/**
 * The ban-source table: one item per watched page, partition key `url`, with the fingerprint of the part that matters
 * and the page's validators. Written by each run of the watch, whatever was there: the last reading is the one kept.
 */
export const dynamoBanSourceStore = (client: DocumentClient, tableName: string): SourceFingerprints => ({
  async get(url) {
    const result = await storeCall('GetItem', () =>
      client.send(new GetCommand({ TableName: tableName, Key: { url } })),
    );
    return result.Item === undefined ? undefined : sourceFingerprintSchema.parse(result.Item);
  },

  async put(fingerprint: SourceFingerprint) {
    const item = sourceFingerprintSchema.parse(fingerprint);
    await storeCall('PutItem', () => client.send(new PutCommand({ TableName: tableName, Item: item })));
  },
});
