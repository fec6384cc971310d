import { CreateTableCommand, DynamoDBClient, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import type { CfnTemplate, FunctionBundle } from '#infra/aws/assembly-bundles.ts';
import { issueCredential } from '#shared/domain/credentials/credential.ts';
import { dynamoCredentialStore } from '#shared/store/credential-store.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { dynamoFuelStore } from '#shared/store/fuel-store.ts';
import { fuelFigureAt } from '#test/support/fuel-figures.ts';

/**
 * Stands in for CloudFormation when running synthesized bundles locally: creates the data stack's tables in
 * DynamoDB Local as the template declares them, and resolves the functions' environment against them.
 */
export interface LocalDeployment {
  /** Local table name by the data stack output id (`QUOTESTABLENAME`, ...). */
  readonly tableByOutput: Readonly<Record<string, string>>;
  environmentOf(bundle: FunctionBundle): Record<string, string>;
}

const localClient = (endpoint: string) =>
  new DynamoDBClient({
    endpoint,
    region: 'eu-west-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

/** Where the functions read the origin secret: a stand-in for the secrets extension (`#test/support/secrets-extension.ts`). */
export interface LocalSecretsExtension {
  readonly secretId: string;
  readonly port: number;
  readonly token: string;
}

/** The address the distribution is given in a local deployment (its `DomainName`). */
export const LOCAL_DISTRIBUTION_DOMAIN = 'dlocal0example.cloudfront.net';

/** The distribution the rotation function is told about: it never reaches CloudFront outside AWS. */
export const LOCAL_DISTRIBUTION_ID = 'E000LOCALDISTRIBUTION';

export const deployLocally = async (
  data: CfnTemplate,
  options: { endpoint: string; prefix: string; secretsExtension: LocalSecretsExtension },
): Promise<LocalDeployment> => {
  const client = localClient(options.endpoint);
  const tableOfLogicalId = new Map<string, string>();
  try {
    for (const [logicalId, resource] of Object.entries(data.Resources)) {
      if (resource.Type !== 'AWS::DynamoDB::Table') continue;
      const properties = resource.Properties as Record<string, never>;
      const tableName = `${options.prefix}-${logicalId}`;
      await client.send(
        new CreateTableCommand({
          TableName: tableName,
          KeySchema: properties.KeySchema,
          AttributeDefinitions: properties.AttributeDefinitions,
          BillingMode: properties.BillingMode,
        }),
      );
      const ttl = properties.TimeToLiveSpecification as { AttributeName: string; Enabled: boolean } | undefined;
      if (ttl?.Enabled) {
        await client.send(new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: ttl }));
      }
      tableOfLogicalId.set(logicalId, tableName);
    }
  } finally {
    client.destroy();
  }

  const tableByOutput = Object.fromEntries(
    Object.entries(data.Outputs ?? {})
      .filter(([outputId]) => outputId.endsWith('TABLENAME'))
      .map(([outputId, output]) => [outputId, tableOfLogicalId.get((output.Value as { Ref: string }).Ref) as string]),
  );

  /**
   * Imports of the data stack's table names become local tables; the origin secret's ARN the stand-in extension's
   * secret id; the distribution a fixed id and a fixed address.
   */
  const resolve = (value: unknown): string => {
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    const serialized = JSON.stringify(value);
    const ref = (value as { Ref?: unknown }).Ref;
    if (typeof ref === 'string' && ref.startsWith('OriginVerifySecret')) return options.secretsExtension.secretId;
    if (typeof ref === 'string' && ref.startsWith('EdgeDistribution')) return LOCAL_DISTRIBUTION_ID;
    const [resource, attribute] = (value as { 'Fn::GetAtt'?: [string, string] })['Fn::GetAtt'] ?? [];
    if (resource?.startsWith('EdgeDistribution') && attribute === 'DomainName') return LOCAL_DISTRIBUTION_DOMAIN;
    const joined = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
    if (joined) return joined[1].map(resolve).join(joined[0]);
    const imported = (value as { 'Fn::ImportValue'?: unknown })['Fn::ImportValue'];
    const exported = Object.values(data.Outputs ?? {}).find((output) => output.Export?.Name === imported);
    const exportedRef = (exported?.Value as { Ref?: string } | undefined)?.Ref;
    const name = exportedRef ? tableOfLogicalId.get(exportedRef) : undefined;
    if (!name) throw new Error(`cannot resolve ${serialized} outside CloudFormation`);
    return name;
  };

  return {
    tableByOutput,
    environmentOf: (bundle) => ({
      ...Object.fromEntries(Object.entries(bundle.environment).map(([name, value]) => [name, resolve(value)])),
      DYNAMODB_ENDPOINT: options.endpoint,
      AWS_REGION: 'eu-west-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      // What the secrets extension checks a caller by, and where it listens.
      AWS_SESSION_TOKEN: options.secretsExtension.token,
      PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: String(options.secretsExtension.port),
      TZ: 'UTC',
    }),
  };
};

/**
 * The data an operator seeds after a deploy: one weekly fuel figure published three days ago, and one issued
 * credential (its token is returned, as the credentials command prints it once).
 */
export const seedLocally = async (local: LocalDeployment, endpoint: string): Promise<{ token: string }> => {
  const client = createDocumentClient({ DYNAMODB_ENDPOINT: endpoint, AWS_REGION: 'eu-west-1' });
  await dynamoFuelStore(client, local.tableByOutput.FUELTABLENAME as string).put(
    fuelFigureAt({ weeksAgo: 1, publishedDaysAgo: 3, pricePerLitre: 1.45 }),
  );
  const { token } = await issueCredential(
    { company: 'ACME', client: 'acme-tms', integration: 'bundle-test' },
    dynamoCredentialStore(client, local.tableByOutput.CREDENTIALSTABLENAME as string),
    new Date(),
  );
  client.destroy();
  return { token };
};
