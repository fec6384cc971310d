import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { BackupPlan, BackupPlanRule, BackupResource, BackupVault } from 'aws-cdk-lib/aws-backup';
import { AttributeType, BillingMode, type CfnTable, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Schedule } from 'aws-cdk-lib/aws-events';
import type { Construct } from 'constructs';
import type { TableKey } from '#shared/config.ts';
import { type TableDefinition, tableDefinitions } from '#shared/store/table-definitions.ts';
import type { ServiceTable } from './api-function.ts';
import { acknowledgeNag } from './nag.ts';

export type ServiceTables = Readonly<Record<TableKey, ServiceTable>>;

/** Daily backups of the credentials, kept this long: a restore brings back every integration's access. */
export const CREDENTIAL_BACKUP_RETENTION_DAYS = 35;

const pascal = (logicalName: string) =>
  logicalName.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());

/**
 * The stateful half of the service: one table per store, keys exactly as `shared/store/table-definitions.ts`
 * declares them, each under its pinned logical id. Kept apart from the functions so that replacing the API stack
 * never touches data. Every table a user could lose something from is retained on `cdk destroy` and
 * deletion-protected; the credentials are also backed up daily by AWS Backup, into a vault that outlives the stack.
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

    const vault = new BackupVault(this, 'CredentialBackupVault', { removalPolicy: RemovalPolicy.RETAIN });
    const plan = new BackupPlan(this, 'CredentialBackupPlan', { backupVault: vault });
    plan.addRule(
      new BackupPlanRule({
        ruleName: 'daily',
        scheduleExpression: Schedule.cron({ hour: '3', minute: '0' }),
        deleteAfter: Duration.days(CREDENTIAL_BACKUP_RETENTION_DAYS),
      }),
    );
    const selection = plan.addSelection('Credentials', {
      resources: [BackupResource.fromDynamoDbTable(this.tables.CREDENTIALS_TABLE_NAME.table)],
    });
    acknowledgeNag(
      selection,
      'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup]',
      "AWS Backup's own service role policy: the documented way to let AWS Backup take the table's backups.",
    );
  }

  private table(definition: TableDefinition): Table {
    const table = new Table(this, `${pascal(definition.logicalName)}Table`, {
      partitionKey: { name: definition.partitionKey, type: AttributeType.STRING },
      ...(definition.sortKey ? { sortKey: { name: definition.sortKey, type: AttributeType.STRING } } : {}),
      // On-demand: traffic is spiky and low on average; nothing to size, nothing paid while idle.
      billingMode: BillingMode.PAY_PER_REQUEST,
      ...(definition.ttlAttribute ? { timeToLiveAttribute: definition.ttlAttribute } : {}),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      // KMS key managed by AWS: encryption visible in the template and auditable in CloudTrail, no key to run,
      // and no kms:* grant needed by the functions.
      encryption: TableEncryption.AWS_MANAGED,
      // A delete (console, CLI, a refactor) is refused until protection is lifted; `cdk destroy` leaves the table
      // in the account (the deployment guide says how to bring it back with `cdk import`).
      deletionProtection: definition.durable,
      removalPolicy: definition.durable ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    (table.node.defaultChild as CfnTable).overrideLogicalId(definition.stackLogicalId);
    return table;
  }
}
