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
  /**
   * The table's logical id in the data stack, pinned: CloudFormation replaces a resource whose id changes, and a
   * replaced table is an empty one (every integration 401, every live quote and key gone). These are the ids the
   * first deployments were made with; never change one.
   */
  readonly stackLogicalId: string;
  /** Whether the table holds what a user or an operator would lose: kept on `cdk destroy`, deletion-protected. */
  readonly durable: boolean;
}

export const TTL_ATTRIBUTE = 'expiresAt';

// Quotes and idempotency records live a day at most, but a lost quote is a customer's price gone, and a lost key
// lets a retry price twice. Rate-limit counters are rebuilt by the next minute's requests: the one table that may go.
export const tableDefinitions: readonly TableDefinition[] = [
  {
    envVar: 'QUOTES_TABLE_NAME',
    logicalName: 'quotes',
    partitionKey: 'pk',
    ttlAttribute: TTL_ATTRIBUTE,
    stackLogicalId: 'QuotesTable820F70F6',
    durable: true,
  },
  {
    envVar: 'IDEMPOTENCY_TABLE_NAME',
    logicalName: 'idempotency',
    partitionKey: 'pk',
    ttlAttribute: TTL_ATTRIBUTE,
    stackLogicalId: 'IdempotencyTable22A5A209',
    durable: true,
  },
  {
    envVar: 'RATE_LIMIT_TABLE_NAME',
    logicalName: 'rate-limit',
    partitionKey: 'pk',
    ttlAttribute: TTL_ATTRIBUTE,
    stackLogicalId: 'RateLimitTableFAD921A1',
    durable: false,
  },
  {
    envVar: 'CREDENTIALS_TABLE_NAME',
    logicalName: 'credentials',
    partitionKey: 'pk',
    stackLogicalId: 'CredentialsTableD9D3F717',
    durable: true,
  },
  {
    envVar: 'FUEL_TABLE_NAME',
    logicalName: 'fuel',
    partitionKey: 'series',
    sortKey: 'week',
    stackLogicalId: 'FuelTable57AB775B',
    durable: true,
  },
  {
    // The fingerprints of the pages the driving-ban data is read from: lost, the next run takes new ones and alarms
    // for nothing, so the table may go with the stack.
    envVar: 'BAN_SOURCE_TABLE_NAME',
    logicalName: 'ban-source',
    partitionKey: 'url',
    stackLogicalId: 'BanSourceTable',
    durable: false,
  },
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
