import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import type { TableKey } from '#shared/config.ts';

/**
 * The key schema of every table, in one place. The CDK data stack declares the same keys; local start-up and
 * tests create tables from these definitions (the bundle test creates them from the synthesized template).
 */
export interface TableDefinition {
  readonly envVar: TableKey;
  readonly logicalName: string;
  readonly partitionKey: string;
  readonly sortKey?: string;
  /** Attribute holding the expiry in epoch seconds, for DynamoDB TTL. */
  readonly ttlAttribute?: string;
}

export const TTL_ATTRIBUTE = 'expiresAt';

export const tableDefinitions: readonly TableDefinition[] = [
  { envVar: 'QUOTES_TABLE_NAME', logicalName: 'quotes', partitionKey: 'pk', ttlAttribute: TTL_ATTRIBUTE },
  { envVar: 'IDEMPOTENCY_TABLE_NAME', logicalName: 'idempotency', partitionKey: 'pk', ttlAttribute: TTL_ATTRIBUTE },
  { envVar: 'RATE_LIMIT_TABLE_NAME', logicalName: 'rate-limit', partitionKey: 'pk', ttlAttribute: TTL_ATTRIBUTE },
  { envVar: 'CREDENTIALS_TABLE_NAME', logicalName: 'credentials', partitionKey: 'pk' },
  { envVar: 'FUEL_TABLE_NAME', logicalName: 'fuel', partitionKey: 'series', sortKey: 'week' },
];

export const createTableInput = (definition: TableDefinition, tableName: string): CreateTableCommandInput => ({
  TableName: tableName,
  BillingMode: 'PAY_PER_REQUEST',
  AttributeDefinitions: [
    { AttributeName: definition.partitionKey, AttributeType: 'S' },
    ...(definition.sortKey ? [{ AttributeName: definition.sortKey, AttributeType: 'S' as const }] : []),
  ],
  KeySchema: [
    { AttributeName: definition.partitionKey, KeyType: 'HASH' },
    ...(definition.sortKey ? [{ AttributeName: definition.sortKey, KeyType: 'RANGE' as const }] : []),
  ],
});
