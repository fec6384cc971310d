import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import type { TableKey } from '#shared/config.ts';
import { type TableDefinition, tableDefinitions } from '#shared/store/table-definitions.ts';
import type { ServiceTable } from './api-function.ts';

export type ServiceTables = Readonly<Record<TableKey, ServiceTable>>;

/** Tables whose loss an operator cannot rebuild from the service itself: issued credentials and fuel history. */
const DURABLE: ReadonlySet<TableKey> = new Set(['CREDENTIALS_TABLE_NAME', 'FUEL_TABLE_NAME']);

const pascal = (logicalName: string) =>
  logicalName.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());

/**
 * The stateful half of the service: one table per store, keys exactly as `shared/store/table-definitions.ts`
 * declares them. Kept apart from the functions so that replacing the API stack never touches data.
 */
export class DataStack extends Stack {
  readonly tables: ServiceTables;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);
    const entries = tableDefinitions.map((definition) => [definition.envVar, this.table(definition)] as const);
    const tables: Partial<Record<TableKey, ServiceTable>> = {};
    for (const [envVar, table] of entries) tables[envVar] = { envVar, table };
    this.tables = tables as ServiceTables;
    for (const [envVar, table] of entries) {
      // Operator commands read these (see infra/aws/deployed-env.ts) to run against the deployed tables.
      new CfnOutput(this, envVar, { value: table.tableName, description: `${envVar} for operator commands` });
    }
  }

  private table(definition: TableDefinition): Table {
    const durable = DURABLE.has(definition.envVar);
    return new Table(this, `${pascal(definition.logicalName)}Table`, {
      partitionKey: { name: definition.partitionKey, type: AttributeType.STRING },
      ...(definition.sortKey ? { sortKey: { name: definition.sortKey, type: AttributeType.STRING } } : {}),
      // On-demand: traffic is spiky and low on average; nothing to size, nothing paid while idle.
      billingMode: BillingMode.PAY_PER_REQUEST,
      ...(definition.ttlAttribute ? { timeToLiveAttribute: definition.ttlAttribute } : {}),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      // KMS key managed by AWS: encryption visible in the template and auditable in CloudTrail, no key to run,
      // and no kms:* grant needed by the functions.
      encryption: TableEncryption.AWS_MANAGED,
      deletionProtection: durable,
      // Quotes, idempotency records and counters live a day at most; credentials and fuel history outlive a
      // deleted stack (the deployment guide says how to bring them back with `cdk import`).
      removalPolicy: durable ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
  }
}
