import { createRequire } from 'node:module';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import {
  answersPreflight,
  authorizerOperation,
  banSourceWatchOperation,
  fuelIngestOperation,
  fuelMonitorOperation,
  methodNotAllowedOperation,
  operations,
  originSecretRotationOperation,
  routeKey,
  scheduledOperations,
  wrongMethodRoutes,
} from '#infra/aws/operations.ts';
import { SECURITY_HEADER_SETTINGS, SECURITY_HEADERS } from '#infra/aws/security-headers.ts';
import { createServiceApp, projectContext } from '#infra/aws/service-app.ts';
import type { TableKey } from '#shared/config.ts';
import { MAX_MCP_BODY_BYTES } from '#shared/http/json-body.ts';
import {
  ORIGIN_SECRET_CACHE_SECONDS,
  ORIGIN_SECRET_EXTENSION_TTL_SECONDS,
  ORIGIN_SECRET_PROPAGATION_SECONDS,
} from '#shared/http/origin-secret.ts';
import { apiPathMethods } from '#shared/routes/registry.ts';
import { tableDefinitions } from '#shared/store/table-definitions.ts';
import {
  environmentOf,
  functionIdOf,
  type PolicyStatement,
  resourcesOf,
  type SynthesizedService,
  statementsOfPolicy,
  synthService,
} from './support/synth-app.ts';

// Managed CloudFront policies, by their documented ids.
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

const allFunctions = [
  ...operations,
  methodNotAllowedOperation,
  authorizerOperation,
  ...scheduledOperations,
  originSecretRotationOperation,
];

let service: SynthesizedService;
/** The host a viewer asks CloudFront for: the distribution's own address when no custom domain is set. */
const VIEWER_HOST = 'd111111abcdef8.cloudfront.net';

beforeAll(() => {
  service = synthService();
});

/** Logical id of the table behind an environment variable, from the data stack's outputs. */
const tableIdOf = (envVar: TableKey): string => {
  const outputs = service.data.findOutputs(envVar.replaceAll('_', '')) as Record<string, { Value: { Ref: string } }>;
  const output = Object.values(outputs)[0];
  if (!output) throw new Error(`no output for ${envVar}`);
  return output.Value.Ref;
};

const tableEnvVarOfImport = (value: unknown): TableKey | undefined => {
  const imported = JSON.stringify(value);
  return tableDefinitions.find((d) => imported.includes(`FnGetAtt${tableIdOf(d.envVar)}Arn`))?.envVar;
};

const statementsOfFunction = (functionId: string): PolicyStatement[] => {
  const fn = resourcesOf(service.api, 'AWS::Lambda::Function')[functionId];
  const role = fn?.Properties?.Role as { 'Fn::GetAtt'?: [string, string] } | undefined;
  const roleId = role?.['Fn::GetAtt']?.[0];
  return Object.values(resourcesOf(service.api, 'AWS::IAM::Policy'))
    .filter((policy) => JSON.stringify(policy.Properties?.Roles) === JSON.stringify([{ Ref: roleId }]))
    .flatMap(statementsOfPolicy);
};

const actionsOf = (statement: PolicyStatement) => [statement.Action].flat();

describe('data stack', () => {
  test.each(tableDefinitions)('table $logicalName uses the keys of the table definitions', (definition) => {
    const table = resourcesOf(service.data, 'AWS::DynamoDB::Table')[tableIdOf(definition.envVar)];
    expect(table?.Properties?.KeySchema).toEqual([
      { AttributeName: definition.partitionKey, KeyType: 'HASH' },
      ...(definition.sortKey ? [{ AttributeName: definition.sortKey, KeyType: 'RANGE' }] : []),
    ]);
  });

  test.each(tableDefinitions)(
    'table $logicalName is on-demand, encrypted, with point-in-time recovery',
    (definition) => {
      const table = resourcesOf(service.data, 'AWS::DynamoDB::Table')[tableIdOf(definition.envVar)];
      expect(table?.Properties).toMatchObject({
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        SSESpecification: { SSEEnabled: true },
      });
      expect(table?.Properties?.TableName).toBeUndefined();
    },
  );

  test.each(tableDefinitions)('table $logicalName has TTL exactly when its items expire', (definition) => {
    const table = resourcesOf(service.data, 'AWS::DynamoDB::Table')[tableIdOf(definition.envVar)];
    if (definition.ttlAttribute) {
      expect(table?.Properties?.TimeToLiveSpecification).toEqual({
        AttributeName: definition.ttlAttribute,
        Enabled: true,
      });
    } else {
      expect(table?.Properties?.TimeToLiveSpecification).toBeUndefined();
    }
  });

  test('every table a user could lose something from survives cdk destroy and refuses a delete; counters may go', () => {
    const tableOf = (envVar: TableKey) => resourcesOf(service.data, 'AWS::DynamoDB::Table')[tableIdOf(envVar)];
    const kept = ['QUOTES_TABLE_NAME', 'IDEMPOTENCY_TABLE_NAME', 'CREDENTIALS_TABLE_NAME', 'FUEL_TABLE_NAME'] as const;
    for (const envVar of kept) {
      expect({ envVar, ...tableOf(envVar) }).toMatchObject({
        envVar,
        DeletionPolicy: 'Retain',
        UpdateReplacePolicy: 'Retain',
        Properties: expect.objectContaining({ DeletionProtectionEnabled: true }),
      });
    }
    expect(tableOf('RATE_LIMIT_TABLE_NAME')?.DeletionPolicy).toBe('Delete');
  });

  test('no table would be replaced: each keeps its logical id, its keys and no fixed name', () => {
    // The ids and keys of the deployed tables, written out: CloudFormation replaces a table whose logical id or key
    // schema changes, and a replaced table is an empty one. Change this list only with a migration plan.
    const deployed: Record<string, { readonly keys: string[] }> = {
      QuotesTable820F70F6: { keys: ['pk'] },
      IdempotencyTable22A5A209: { keys: ['pk'] },
      RateLimitTableFAD921A1: { keys: ['pk'] },
      CredentialsTableD9D3F717: { keys: ['pk'] },
      FuelTable57AB775B: { keys: ['series', 'week'] },
      // Added with the source watch; its fingerprints are rebuilt by the next run.
      BanSourceTable: { keys: ['url'] },
    };
    const tables = resourcesOf(service.data, 'AWS::DynamoDB::Table');

    expect(Object.keys(tables).sort()).toEqual(Object.keys(deployed).sort());
    for (const [id, { keys }] of Object.entries(deployed)) {
      const schema = tables[id]?.Properties?.KeySchema as { AttributeName: string }[];
      expect({ id, keys: schema.map((key) => key.AttributeName) }).toEqual({ id, keys });
      expect(tables[id]?.Properties?.TableName).toBeUndefined();
    }
  });

  test('the credentials are backed up daily by AWS Backup into a vault that outlives the stack', () => {
    const [vault] = Object.values(resourcesOf(service.data, 'AWS::Backup::BackupVault'));
    expect(vault?.DeletionPolicy).toBe('Retain');
    service.data.hasResourceProperties('AWS::Backup::BackupPlan', {
      BackupPlan: {
        BackupPlanRule: [
          Match.objectLike({
            RuleName: 'daily',
            ScheduleExpression: 'cron(0 3 * * ? *)',
            Lifecycle: { DeleteAfterDays: 35 },
          }),
        ],
      },
    });
    const selections = Object.values(resourcesOf(service.data, 'AWS::Backup::BackupSelection'));
    expect(selections).toHaveLength(1);
    expect(JSON.stringify(selections[0]?.Properties)).toContain(tableIdOf('CREDENTIALS_TABLE_NAME'));
  });
});

describe('functions', () => {
  test('one function per operation, the authorizer, the fuel monitor and ingestion, and the secret rotation', () => {
    service.api.resourceCountIs('AWS::Lambda::Function', allFunctions.length);
  });

  test.each(allFunctions)('$id: newest Node.js on arm64, ESM bundle, JSON logs, active tracing', (operation) => {
    const { entry } = operation;
    const functionId = functionIdOf(service.api, entry);
    const fn = resourcesOf(service.api, 'AWS::Lambda::Function')[functionId];
    expect(fn?.Properties).toMatchObject({
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      MemorySize: 'memoryMb' in operation ? operation.memoryMb : 1024,
      Timeout: 'timeoutSeconds' in operation ? operation.timeoutSeconds : 10,
      TracingConfig: { Mode: 'Active' },
      LoggingConfig: { LogFormat: 'JSON' },
    });
    const variables = environmentOf(service.api, functionId);
    // Source maps ship with the code but are not parsed at cold start.
    expect(variables.NODE_OPTIONS).toBeUndefined();
    expect(variables).toMatchObject({
      SERVICE_NAME: 'freight-estimate',
      POWERTOOLS_SERVICE_NAME: 'freight-estimate',
      POWERTOOLS_METRICS_NAMESPACE: 'freight-estimate',
      FUEL_MAX_AGE_DAYS: '21',
      QUOTE_VALIDITY_SECONDS: '900',
    });
  });

  test.each(allFunctions)('$id gets the names of exactly the tables it uses', ({ entry, tables }) => {
    const variables = environmentOf(service.api, functionIdOf(service.api, entry));
    const tableVariables = Object.keys(variables).filter((name) => name.endsWith('_TABLE_NAME'));
    expect(tableVariables.sort()).toEqual(Object.keys(tables).sort());
    for (const envVar of Object.keys(tables) as TableKey[]) {
      expect(JSON.stringify(variables[envVar])).toContain(`Ref${tableIdOf(envVar)}`);
    }
  });

  test('route functions read the origin secret through the extension: their environment names it, never holds it', () => {
    const [secretId] = Object.keys(resourcesOf(service.api, 'AWS::SecretsManager::Secret'));
    const functionOf = (entry: string) =>
      resourcesOf(service.api, 'AWS::Lambda::Function')[functionIdOf(service.api, entry)];
    for (const operation of [...operations, methodNotAllowedOperation]) {
      const variables = environmentOf(service.api, functionIdOf(service.api, operation.entry));
      expect({ entry: operation.entry, ...variables }).toMatchObject({
        entry: operation.entry,
        ORIGIN_VERIFY_SECRET_ID: { Ref: secretId },
        PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: '2773',
        SECRETS_MANAGER_TTL: String(ORIGIN_SECRET_EXTENSION_TTL_SECONDS),
      });
      expect(variables.ORIGIN_VERIFY_SECRET).toBeUndefined();
      // The AWS Parameters and Secrets Lambda Extension, the arm64 build of the region.
      expect(JSON.stringify(functionOf(operation.entry)?.Properties?.Layers)).toMatch(
        /ParamsandsecretslayerMap.*arm64/,
      );
      const secretStatements = statementsOfFunction(functionIdOf(service.api, operation.entry)).filter((statement) =>
        actionsOf(statement).some((action) => action.startsWith('secretsmanager:')),
      );
      expect(secretStatements).toEqual([
        expect.objectContaining({ Action: 'secretsmanager:GetSecretValue', Resource: { Ref: secretId } }),
      ]);
    }
    // The authorizer is called by API Gateway, not through CloudFront: no secret, no extension.
    const authorizer = functionOf(authorizerOperation.entry);
    expect(authorizer?.Properties?.Layers).toBeUndefined();
    expect(
      environmentOf(service.api, functionIdOf(service.api, authorizerOperation.entry)).ORIGIN_VERIFY_SECRET_ID,
    ).toBeUndefined();
  });

  test('no function environment holds a secret value: no dynamic reference resolves into one', () => {
    for (const fn of Object.values(resourcesOf(service.api, 'AWS::Lambda::Function'))) {
      expect(JSON.stringify(fn.Properties?.Environment ?? {})).not.toMatch(/\{\{resolve:/);
    }
  });

  test('the origin secret rotates every 30 days through its own function, not at creation', () => {
    const [secretId] = Object.keys(resourcesOf(service.api, 'AWS::SecretsManager::Secret'));
    const rotationId = functionIdOf(service.api, originSecretRotationOperation.entry);
    service.api.hasResourceProperties('AWS::SecretsManager::RotationSchedule', {
      SecretId: { Ref: secretId },
      RotationLambdaARN: { 'Fn::GetAtt': [rotationId, 'Arn'] },
      RotationRules: { ScheduleExpression: 'rate(30 days)' },
      RotateImmediatelyOnUpdate: false,
    });
    service.api.hasResourceProperties('AWS::Lambda::Permission', {
      FunctionName: { 'Fn::GetAtt': [rotationId, 'Arn'] },
      Principal: 'secretsmanager.amazonaws.com',
    });
  });

  test('a rotation waits for both caches before CloudFront sends the new value, within its timeout', () => {
    const rotationId = functionIdOf(service.api, originSecretRotationOperation.entry);
    const [distributionId] = Object.keys(resourcesOf(service.api, 'AWS::CloudFront::Distribution'));
    expect(environmentOf(service.api, rotationId)).toMatchObject({
      ORIGIN_DISTRIBUTION_ID: { Ref: distributionId },
      ORIGIN_SECRET_PROPAGATION_SECONDS: String(ORIGIN_SECRET_PROPAGATION_SECONDS),
    });
    expect(ORIGIN_SECRET_PROPAGATION_SECONDS).toBeGreaterThan(
      ORIGIN_SECRET_CACHE_SECONDS + ORIGIN_SECRET_EXTENSION_TTL_SECONDS,
    );
    const timeout = Number(resourcesOf(service.api, 'AWS::Lambda::Function')[rotationId]?.Properties?.Timeout);
    expect(timeout).toBeGreaterThanOrEqual(ORIGIN_SECRET_PROPAGATION_SECONDS + 60);
  });

  test('the rotation may change that secret and that distribution only', () => {
    const [secretId] = Object.keys(resourcesOf(service.api, 'AWS::SecretsManager::Secret'));
    const [distributionId] = Object.keys(resourcesOf(service.api, 'AWS::CloudFront::Distribution'));
    const statements = statementsOfFunction(functionIdOf(service.api, originSecretRotationOperation.entry));
    const granted = statements.flatMap((statement) =>
      actionsOf(statement)
        .filter((action) => !action.startsWith('logs:') && !action.startsWith('xray:'))
        .map((action) => ({ action, resource: JSON.stringify(statement.Resource) })),
    );
    const onSecret = JSON.stringify({ Ref: secretId });
    expect(granted.sort((a, b) => a.action.localeCompare(b.action))).toEqual([
      { action: 'cloudfront:GetDistribution', resource: expect.stringContaining(`{"Ref":"${distributionId}"}`) },
      { action: 'cloudfront:GetDistributionConfig', resource: expect.stringContaining(`{"Ref":"${distributionId}"}`) },
      { action: 'cloudfront:UpdateDistribution', resource: expect.stringContaining(`{"Ref":"${distributionId}"}`) },
      { action: 'secretsmanager:DescribeSecret', resource: onSecret },
      // Generates a value; names no resource.
      { action: 'secretsmanager:GetRandomPassword', resource: '"*"' },
      { action: 'secretsmanager:GetSecretValue', resource: onSecret },
      { action: 'secretsmanager:PutSecretValue', resource: onSecret },
      { action: 'secretsmanager:UpdateSecretVersionStage', resource: onSecret },
    ]);
    for (const { action, resource } of granted.filter((grant) => grant.action.startsWith('cloudfront:'))) {
      expect({ action, resource }).toEqual({ action, resource: expect.stringContaining(':distribution/') });
    }
  });

  test('the fuel monitor runs hourly', () => {
    service.api.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 hour)',
      Targets: [
        Match.objectLike({ Arn: { 'Fn::GetAtt': [functionIdOf(service.api, fuelMonitorOperation.entry), 'Arn'] } }),
      ],
    });
  });

  test('the bulletin ingestion runs every 2 hours on weekdays, without EventBridge retries, with its download address', () => {
    const ingest = functionIdOf(service.api, fuelIngestOperation.entry);
    service.api.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'cron(0 6-20/2 ? * MON-FRI *)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [ingest, 'Arn'] }, RetryPolicy: { MaximumRetryAttempts: 0 } })],
    });
    expect(environmentOf(service.api, ingest).FUEL_BULLETIN_URL).toMatch(
      /^https:\/\/energy\.ec\.europa\.eu\/.*Weekly_Oil_Bulletin_Prices_History/,
    );
    const functions = resourcesOf(service.api, 'AWS::Lambda::Function');
    expect(functions[ingest]?.Properties?.Timeout).toBe(60);
  });

  test('only the bulletin ingestion is told a download address', () => {
    for (const operation of [...operations, authorizerOperation, fuelMonitorOperation]) {
      expect(environmentOf(service.api, functionIdOf(service.api, operation.entry)).FUEL_BULLETIN_URL).toBeUndefined();
    }
  });

  test('the download address is deployment context: the Commission moves its documents', () => {
    const moved = synthService({ fuelBulletinUrl: 'https://example.org/bulletin.xlsx' });
    const ingest = functionIdOf(moved.api, fuelIngestOperation.entry);
    expect(environmentOf(moved.api, ingest).FUEL_BULLETIN_URL).toBe('https://example.org/bulletin.xlsx');
  });
});

describe('least-privilege grants', () => {
  test.each(allFunctions)('$id may perform exactly its DynamoDB actions, on its tables only', ({ entry, tables }) => {
    const granted: Record<string, string[]> = {};
    for (const statement of statementsOfFunction(functionIdOf(service.api, entry))) {
      const actions = actionsOf(statement).filter((action) => action.startsWith('dynamodb:'));
      if (actions.length === 0) continue;
      const envVar = tableEnvVarOfImport(statement.Resource);
      expect(envVar).toBeDefined();
      granted[envVar as string] = [...(granted[envVar as string] ?? []), ...actions].sort();
    }
    const expected = Object.fromEntries(
      Object.entries(tables).map(([envVar, actions]) => [envVar, actions.map((a) => `dynamodb:${a}`).sort()]),
    );
    expect(granted).toEqual(expected);
  });

  test('no IAM statement has a wildcard action; "*" resources only for actions that take no resource ARN', () => {
    const statements = Object.values(resourcesOf(service.api, 'AWS::IAM::Policy')).flatMap(statementsOfPolicy);
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      for (const action of actionsOf(statement)) expect(action).not.toContain('*');
      if (JSON.stringify(statement.Resource).includes('"*"') || statement.Resource === '*') {
        // X-Ray's trace uploads, and the rotation's GetRandomPassword.
        expect(
          actionsOf(statement).every(
            (action) => action.startsWith('xray:') || action === 'secretsmanager:GetRandomPassword',
          ),
        ).toBe(true);
      }
    }
  });

  test('function roles carry no managed policy', () => {
    for (const role of Object.values(resourcesOf(service.api, 'AWS::IAM::Role'))) {
      expect(role.Properties?.ManagedPolicyArns).toBeUndefined();
    }
  });
});

describe('HTTP API', () => {
  const routes = operations.flatMap((operation) => operation.routes.map((route) => ({ operation, route })));

  const allRouteKeys = () =>
    Object.values(resourcesOf(service.api, 'AWS::ApiGatewayV2::Route')).map((r) => String(r.Properties?.RouteKey));
  const refusing = new Set(wrongMethodRoutes.map(({ method, path }) => `${method} ${path}`));
  /** The routes that serve their method (the 405 routes are checked on their own). */
  const routeKeys = () => allRouteKeys().filter((key) => !refusing.has(key));

  test('every method a viewer can send on an API path and no function serves there is routed to the 405 function, without an authorizer', () => {
    const integrationOf = (key: string) =>
      JSON.stringify(
        Object.values(resourcesOf(service.api, 'AWS::ApiGatewayV2::Route')).find((r) => r.Properties?.RouteKey === key)
          ?.Properties?.Target,
      );
    const refused = allRouteKeys().filter((key) => refusing.has(key));
    const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
    // Each API path has a route for each of the methods, served or refused; no site path has a 405 route.
    for (const path of apiPathMethods.keys()) {
      for (const method of methods) expect(allRouteKeys()).toContain(`${method} ${path}`);
    }
    expect(refused.some((key) => key.endsWith(' /') || key.includes('{proxy+}'))).toBe(false);
    expect(refused).toEqual(
      expect.arrayContaining(['DELETE /api/agentes/v1/estimaciones', 'POST /api/geo/traffic-bans']),
    );
    expect(refused).toEqual(expect.arrayContaining(['GET /api/agentes/v1/cotizaciones', 'DELETE /mcp', 'PUT /mcp']));
    // HEAD follows GET: no route takes it from the GET routes.
    expect(allRouteKeys().some((key) => key.startsWith('HEAD ') || key.startsWith('ANY '))).toBe(false);
    const integrations = new Set(refused.map(integrationOf));
    expect(integrations.size).toBe(1);
    const [integrationRef] = integrations;
    const integrationId = /"Ref":"([^"]+)"/.exec(integrationRef ?? '')?.[1] ?? '';
    const integration = resourcesOf(service.api, 'AWS::ApiGatewayV2::Integration')[integrationId];
    expect(JSON.stringify(integration?.Properties?.IntegrationUri)).toContain(
      functionIdOf(service.api, methodNotAllowedOperation.entry),
    );
    for (const key of refused) {
      service.api.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: key, AuthorizationType: 'NONE' });
    }
    // What the 405 says is allowed is what the other routes serve there.
    for (const [path, allow] of apiPathMethods) {
      for (const method of allow.filter((name) => name !== 'HEAD')) expect(routeKeys()).toContain(`${method} ${path}`);
    }
  });

  test('has exactly the routes of the spec, the sitemap, the calendar feed and route, the OpenAPI document, MCP, llms.txt and the site', () => {
    expect(
      routeKeys()
        .filter((key) => !key.startsWith('OPTIONS '))
        .sort(),
    ).toEqual(
      [
        'GET /api/agentes/v1/estimaciones',
        'POST /api/agentes/v1/cotizaciones',
        'GET /api/agentes/v1/cotizaciones/{id}',
        'GET /api/geo/traffic-bans',
        'GET /api/geo/traffic-bans.ics',
        'GET /api/geo/traffic-bans/route',
        'GET /api/geo/traffic-bans/changes',
        'GET /api/geo/traffic-bans/changes.atom',
        'GET /api/geo/routes',
        'GET /sitemap.xml',
        'GET /api/openapi.json',
        'POST /mcp',
        'GET /mcp',
        'GET /llms.txt',
        'GET /',
        'GET /{proxy+}',
      ].sort(),
    );
  });

  test('CORS preflight: an OPTIONS route to its function for every public route, none for the quote routes', () => {
    const preflights = routeKeys().filter((key) => key.startsWith('OPTIONS '));

    expect(preflights.sort()).toEqual(
      [
        'OPTIONS /api/agentes/v1/estimaciones',
        'OPTIONS /api/geo/traffic-bans',
        'OPTIONS /api/geo/traffic-bans.ics',
        'OPTIONS /api/geo/traffic-bans/route',
        'OPTIONS /api/geo/traffic-bans/changes',
        'OPTIONS /api/geo/traffic-bans/changes.atom',
        'OPTIONS /api/geo/routes',
        'OPTIONS /sitemap.xml',
        'OPTIONS /api/openapi.json',
        'OPTIONS /llms.txt',
      ].sort(),
    );
    for (const operation of operations.filter(answersPreflight)) {
      for (const route of operation.routes) {
        service.api.hasResourceProperties('AWS::ApiGatewayV2::Route', {
          RouteKey: `OPTIONS ${route.path}`,
          AuthorizationType: 'NONE',
          Target: Match.anyValue(),
        });
      }
    }
    expect(preflights.some((key) => key.includes('/cotizaciones'))).toBe(false);
  });

  test('the API has no CORS configuration of its own: the functions answer CORS (@middy/http-cors)', () => {
    service.api.hasResourceProperties('AWS::ApiGatewayV2::Api', { CorsConfiguration: Match.absent() });
  });

  test.each(routes)('$route.method $route.path reaches its function with payload 2.0', ({ operation, route }) => {
    const [routeResource] = Object.values(resourcesOf(service.api, 'AWS::ApiGatewayV2::Route')).filter(
      (r) => r.Properties?.RouteKey === routeKey(route),
    );
    const target = JSON.stringify(routeResource?.Properties?.Target);
    const integrationId = Object.keys(resourcesOf(service.api, 'AWS::ApiGatewayV2::Integration')).find((id) =>
      target.includes(id),
    );
    const integration = resourcesOf(service.api, 'AWS::ApiGatewayV2::Integration')[integrationId as string];
    expect(integration?.Properties).toMatchObject({
      IntegrationType: 'AWS_PROXY',
      PayloadFormatVersion: '2.0',
      IntegrationUri: { 'Fn::GetAtt': [functionIdOf(service.api, operation.entry), 'Arn'] },
    });
  });

  /** The id of the authorizer whose identity sources are these. */
  const authorizerWith = (identitySource: string[]) =>
    Object.entries(resourcesOf(service.api, 'AWS::ApiGatewayV2::Authorizer')).find(
      ([, authorizer]) =>
        JSON.stringify(authorizer.Properties?.IdentitySource ?? []) === JSON.stringify(identitySource),
    )?.[0];

  /** Both identity sources of the credential authorizer: the credential, and the origin header of the distribution. */
  const IDENTITY_SOURCES = ['$request.header.Authorization', '$request.header.X-Origin-Verify'];

  test.each(routes)('$route.method $route.path: the authorizer on the quote routes alone', ({ operation, route }) => {
    const expected = operation.authorized
      ? {
          RouteKey: routeKey(route),
          AuthorizationType: 'CUSTOM',
          AuthorizerId: { Ref: authorizerWith(IDENTITY_SOURCES) },
        }
      : { RouteKey: routeKey(route), AuthorizationType: 'NONE', AuthorizerId: Match.absent() };
    service.api.hasResourceProperties('AWS::ApiGatewayV2::Route', expected);
    expect(operation.authorized).toBe(route.path.startsWith('/api/agentes/v1/cotizaciones'));
  });

  test('/mcp runs no authorizer: its function checks the credential of a quote tool itself', () => {
    const mcp = Object.values(resourcesOf(service.api, 'AWS::ApiGatewayV2::Route')).filter((resource) =>
      String(resource.Properties?.RouteKey).endsWith(' /mcp'),
    );

    // POST, GET (405 from the function) and the other methods (the 405 function).
    expect(mcp.map((resource) => resource.Properties?.RouteKey)).toContain('POST /mcp');
    for (const resource of mcp) {
      expect(resource.Properties).toMatchObject({ AuthorizationType: 'NONE' });
      expect(resource.Properties?.AuthorizerId).toBeUndefined();
    }
    expect(operations.find((operation) => operation.id === 'Mcp')?.tables.CREDENTIALS_TABLE_NAME).toEqual(['GetItem']);
  });

  test('the one authorizer is a REQUEST Lambda with simple responses, whose verdicts are never cached', () => {
    service.api.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
    service.api.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'REQUEST',
      AuthorizerPayloadFormatVersion: '2.0',
      EnableSimpleResponses: true,
      // A direct call to the API's address carries no origin header: API Gateway answers it 401 itself, before the
      // authorizer or the quote function runs.
      IdentitySource: IDENTITY_SOURCES,
      AuthorizerResultTtlInSeconds: 0,
      AuthorizerUri: Match.objectLike({
        'Fn::Join': Match.arrayWith([
          Match.arrayWith([{ 'Fn::GetAtt': [functionIdOf(service.api, authorizerOperation.entry), 'Arn'] }]),
        ]),
      }),
    });
  });

  test('no authorizer caches a verdict: a revocation bites on the next request', () => {
    const ttls = Object.values(resourcesOf(service.api, 'AWS::ApiGatewayV2::Authorizer')).map(
      (authorizer) => authorizer.Properties?.AuthorizerResultTtlInSeconds,
    );
    expect(ttls).toEqual([0]);
  });

  test('the default stage deploys itself, logs every request as JSON and throttles each route', () => {
    service.api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 200, ThrottlingBurstLimit: 400 },
      AccessLogSettings: {
        DestinationArn: Match.anyValue(),
        Format: Match.stringLikeRegexp('"routeKey":"\\$context.routeKey"'),
      },
    });
  });
});

describe('CloudFront', () => {
  const distribution = () =>
    Object.values(resourcesOf(service.api, 'AWS::CloudFront::Distribution'))[0]?.Properties?.DistributionConfig as {
      DefaultCacheBehavior: Record<string, unknown>;
      CacheBehaviors: (Record<string, unknown> & { PathPattern: string })[];
      Origins: { CustomOriginConfig: Record<string, unknown>; OriginCustomHeaders: unknown[] }[];
      Logging?: unknown;
      HttpVersion: string;
      CustomErrorResponses?: Record<string, unknown>[];
    };
  const behaviour = (pattern: string) => distribution().CacheBehaviors.find((b) => b.PathPattern === pattern);
  const idOfOnly = (type: string, comment: RegExp) =>
    Object.entries(resourcesOf(service.api, type)).find(([, r]) =>
      comment.test(JSON.stringify(r.Properties ?? {})),
    )?.[0];

  test('caches no error answer: every status CloudFront would keep has an error-caching TTL of 0', () => {
    const errors = distribution().CustomErrorResponses ?? [];

    expect(errors.map((error) => error.ErrorCode)).toEqual([400, 403, 404, 405, 414, 416, 500, 501, 502, 503, 504]);
    for (const error of errors) {
      // The origin's problem body and headers go through as they are: no response page, no status rewrite.
      expect(error).toEqual({ ErrorCode: error.ErrorCode, ErrorCachingMinTTL: 0 });
    }
  });

  test('sends the secret origin header, from Secrets Manager, over TLS 1.2 only', () => {
    const [origin] = distribution().Origins;
    expect(origin?.CustomOriginConfig).toMatchObject({
      OriginProtocolPolicy: 'https-only',
      OriginSSLProtocols: ['TLSv1.2'],
    });
    expect(origin?.OriginCustomHeaders).toEqual([{ HeaderName: 'X-Origin-Verify', HeaderValue: expect.anything() }]);
    expect(JSON.stringify(origin?.OriginCustomHeaders)).toMatch(/\{\{resolve:secretsmanager:/);
  });

  test.each([
    '/api/geo/traffic-bans',
    '/api/geo/traffic-bans.ics',
    '/api/geo/routes',
    '/sitemap.xml',
    '/api/openapi.json',
    '/llms.txt',
  ])('open data %s is cached by query string, compressed, origin Cache-Control honoured', (pattern) => {
    const cachePolicyId = idOfOnly('AWS::CloudFront::CachePolicy', /Open data/);
    expect(behaviour(pattern)).toMatchObject({
      CachePolicyId: { Ref: cachePolicyId },
      Compress: true,
      // Every method reaches the origin, whose 405 names the path's methods; only GET, HEAD and OPTIONS are cached.
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      CachedMethods: ['GET', 'HEAD', 'OPTIONS'],
    });
  });

  test('the open-data cache key is the query string only, and the lifetime comes from the origin', () => {
    service.api.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: {
        DefaultTTL: 0,
        MinTTL: 0,
        MaxTTL: 86_400,
        ParametersInCacheKeyAndForwardedToOrigin: {
          QueryStringsConfig: { QueryStringBehavior: 'all' },
          HeadersConfig: { HeaderBehavior: 'none' },
          CookiesConfig: { CookieBehavior: 'none' },
          EnableAcceptEncodingGzip: true,
          EnableAcceptEncodingBrotli: true,
        },
      },
    });
  });

  test('open data, the estimate and the site forward the viewer address for the per-IP quota', () => {
    const policies = Object.values(resourcesOf(service.api, 'AWS::CloudFront::OriginRequestPolicy'));
    expect(policies).toHaveLength(3);
    for (const policy of policies) {
      const site = /Site pages/.test(JSON.stringify(policy.Properties));
      expect(policy.Properties).toMatchObject({
        OriginRequestPolicyConfig: {
          HeadersConfig: {
            HeaderBehavior: 'whitelist',
            Headers: expect.arrayContaining(['CloudFront-Viewer-Address']),
          },
          // The site's pages get the parameters of their cache key, which CloudFront always forwards, and no other.
          QueryStringsConfig: { QueryStringBehavior: site ? 'none' : 'all' },
        },
      });
    }
  });

  test.each(['/api/agentes/v1/cotizaciones', '/api/agentes/v1/cotizaciones/*'])(
    'quote route %s is never cached, forwards Authorization, and answers a missing credential at the edge',
    (pattern) => {
      expect(behaviour(pattern)).toMatchObject({
        CachePolicyId: CACHING_DISABLED,
        OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
        ViewerProtocolPolicy: 'https-only',
        AllowedMethods: expect.arrayContaining(['POST', 'GET']),
        FunctionAssociations: [expect.objectContaining({ EventType: 'viewer-request' })],
      });
    },
  );

  test('MCP is never cached, forwards every viewer header, and caps the declared body size at the edge', () => {
    const limitId = idOfOnly('AWS::CloudFront::Function', /MCP endpoint/);
    expect(behaviour('/mcp')).toMatchObject({
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      ViewerProtocolPolicy: 'https-only',
      AllowedMethods: expect.arrayContaining(['POST', 'GET']),
      FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [limitId, 'FunctionARN'] } }],
    });
  });

  test('the MCP edge function lets a request without a credential through and answers an oversized body as the endpoint does', () => {
    const fn = resourcesOf(service.api, 'AWS::CloudFront::Function')[
      idOfOnly('AWS::CloudFront::Function', /MCP endpoint/) ?? ''
    ];
    const handler = new Function(`${String(fn?.Properties?.FunctionCode)}\nreturn handler;`)() as (event: unknown) => {
      statusCode?: number;
      headers?: Record<string, { value: string }>;
      body?: { data: string };
    };
    // The viewer's host: with no address configured, the distribution's own is the problem type's.
    const event = (headers: Record<string, { value: string }>) => ({
      context: { requestId: 'edge-request-2' },
      request: { method: 'POST', uri: '/mcp', headers: { host: { value: VIEWER_HOST }, ...headers } },
    });

    const passed = handler(event({ 'content-length': { value: String(MAX_MCP_BODY_BYTES) } }));
    const tooLarge = handler(event({ 'content-length': { value: String(MAX_MCP_BODY_BYTES + 1) } }));

    expect(passed).toMatchObject({ uri: '/mcp' });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.headers?.['content-type']?.value).toBe('application/problem+json');
    expect(JSON.parse(tooLarge.body?.data ?? '{}')).toEqual({
      type: `https://${VIEWER_HOST}/developers/errors#payload-too-large`,
      title: 'Payload too large',
      status: 413,
      detail: `The request body is larger than ${MAX_MCP_BODY_BYTES} bytes.`,
      instance: '/mcp',
      requestId: 'edge-request-2',
    });
  });

  test('the estimate is never cached and keeps query string and language', () => {
    const dynamicPolicyId = idOfOnly('AWS::CloudFront::OriginRequestPolicy', /Accept-Language/);
    expect(behaviour('/api/agentes/v1/estimaciones')).toMatchObject({
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: { Ref: dynamicPolicyId },
      Compress: true,
      // The estimate's preflight reaches its function, and every other method its 405.
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
    });
  });

  test('every behaviour adds the security headers the local server adds too', () => {
    const policyId = idOfOnly('AWS::CloudFront::ResponseHeadersPolicy', /Security headers/);
    const config = resourcesOf(service.api, 'AWS::CloudFront::ResponseHeadersPolicy')[policyId as string]?.Properties
      ?.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: Record<string, Record<string, unknown>> };
    const security = config.SecurityHeadersConfig;

    expect(security).toEqual({
      StrictTransportSecurity: {
        AccessControlMaxAgeSec: SECURITY_HEADER_SETTINGS.strictTransportSecurityMaxAgeSeconds,
        Override: true,
      },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: SECURITY_HEADER_SETTINGS.frameOption, Override: true },
      ReferrerPolicy: { ReferrerPolicy: SECURITY_HEADER_SETTINGS.referrerPolicy, Override: true },
      XSSProtection: { Protection: true, ModeBlock: true, Override: true },
    });
    expect(SECURITY_HEADERS['X-Content-Type-Options']).toBe('nosniff');
    for (const each of [distribution().DefaultCacheBehavior, ...distribution().CacheBehaviors]) {
      expect(each.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    }
  });

  /** The query strings a behaviour's cache policy keys on, and the origin request policy it forwards with. */
  const siteKeyOf = (each: Record<string, unknown> | undefined) => {
    const policies = resourcesOf(service.api, 'AWS::CloudFront::CachePolicy');
    const policy = policies[(each?.CachePolicyId as { Ref: string } | undefined)?.Ref ?? '']?.Properties as {
      CachePolicyConfig: {
        DefaultTTL: number;
        MaxTTL: number;
        ParametersInCacheKeyAndForwardedToOrigin: { QueryStringsConfig: Record<string, unknown> };
      };
    };
    return {
      queryStrings: policy.CachePolicyConfig.ParametersInCacheKeyAndForwardedToOrigin.QueryStringsConfig,
      ttl: [policy.CachePolicyConfig.DefaultTTL, policy.CachePolicyConfig.MaxTTL],
      origin: each?.OriginRequestPolicyId,
    };
  };

  test('every other path is the site: a page without a form is keyed by no query string, so /?r=<random> is a hit', () => {
    const requestPolicyId = idOfOnly('AWS::CloudFront::OriginRequestPolicy', /Site pages/);
    expect(distribution().DefaultCacheBehavior).toMatchObject({
      AllowedMethods: ['GET', 'HEAD'],
      Compress: true,
      ViewerProtocolPolicy: 'redirect-to-https',
    });
    expect(siteKeyOf(distribution().DefaultCacheBehavior)).toEqual({
      queryStrings: { QueryStringBehavior: 'none' },
      ttl: [0, 86_400],
      origin: { Ref: requestPolicyId },
    });
  });

  test.each([
    [
      '/estimate',
      [
        'origen',
        'destino',
        'cpOrigen',
        'cpDestino',
        'paisDestino',
        'metros',
        'pesoKg',
        'fecha',
        'paletsEuro',
        'paletsIndustriales',
        'remontable',
      ],
    ],
    ['/driving-bans/route', ['origin', 'destination', 'countries', 'departure', 'arriveBy', 'hours']],
    ['/driving-bans', ['date']],
  ])('the page %s is keyed by its own parameters only, in every language', (page, parameters) => {
    const requestPolicyId = idOfOnly('AWS::CloudFront::OriginRequestPolicy', /Site pages/);
    for (const pattern of [page, `/*${page}`]) {
      expect(behaviour(pattern)).toMatchObject({ AllowedMethods: ['GET', 'HEAD'], Compress: true });
      expect(siteKeyOf(behaviour(pattern))).toEqual({
        queryStrings: { QueryStringBehavior: 'whitelist', QueryStrings: parameters },
        ttl: [0, 86_400],
        origin: { Ref: requestPolicyId },
      });
    }
  });

  test('the site function serves GET / and every path no API route takes, with the tables of its estimate and route pages', () => {
    const site = operations.find((operation) => operation.id === 'Site');
    expect(site?.routes.map(routeKey)).toEqual(['GET /', 'GET /{proxy+}']);
    expect(site?.edge).toBe('site');
    // Every quota, the estimate's and the route's, is counted with UpdateItem.
    expect(site?.tables).toEqual({ RATE_LIMIT_TABLE_NAME: ['UpdateItem'], FUEL_TABLE_NAME: ['Query'] });
  });

  test("without a custom domain or siteBaseUrl, every function links to the distribution's own address: one deploy settles it", () => {
    const [distributionId] = Object.keys(resourcesOf(service.api, 'AWS::CloudFront::Distribution'));
    const own = { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]] };

    const functions = Object.keys(resourcesOf(service.api, 'AWS::Lambda::Function')).filter(
      (fn) => 'SERVICE_NAME' in environmentOf(service.api, fn),
    );

    expect(functions.length).toBe(allFunctions.length);
    for (const fn of functions) {
      expect({ fn, site: environmentOf(service.api, fn).SITE_BASE_URL }).toEqual({ fn, site: own });
    }
  });

  test('the edge answers a request without Authorization with a 401 problem body', () => {
    const fn = resourcesOf(service.api, 'AWS::CloudFront::Function')[
      idOfOnly('AWS::CloudFront::Function', /Quote routes/) ?? ''
    ];
    expect(fn?.Properties?.FunctionConfig).toMatchObject({ Runtime: 'cloudfront-js-2.0' });
    const code = String(fn?.Properties?.FunctionCode);
    expect(code).toContain('application/problem+json');
    expect(code).toContain('"/developers/errors#unauthenticated"');
  });

  test('the edge function lets a credential through, and answers its absence and an oversized body in the API problem shape', () => {
    const fn = resourcesOf(service.api, 'AWS::CloudFront::Function')[
      idOfOnly('AWS::CloudFront::Function', /Quote routes/) ?? ''
    ];
    // CloudFront Functions are plain JavaScript with a global `handler`; evaluate it as CloudFront would call it.
    const handler = new Function(`${String(fn?.Properties?.FunctionCode)}\nreturn handler;`)() as (event: unknown) => {
      statusCode?: number;
      headers?: Record<string, { value: string }>;
      body?: { data: string };
    };
    const event = (headers: Record<string, { value: string }>) => ({
      context: { requestId: 'edge-request-1' },
      request: {
        method: 'POST',
        uri: '/api/agentes/v1/cotizaciones',
        headers: { host: { value: VIEWER_HOST }, ...headers },
      },
    });

    const passed = handler(event({ authorization: { value: 'Bearer fest_abc' } }));
    expect(passed).toMatchObject({ uri: '/api/agentes/v1/cotizaciones' });

    const tooLarge = handler(
      event({ authorization: { value: 'Bearer fest_abc' }, 'content-length': { value: String(2 * 1024 * 1024) } }),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.headers?.['content-type']?.value).toBe('application/problem+json');
    expect(JSON.parse(tooLarge.body?.data ?? '{}')).toMatchObject({
      type: `https://${VIEWER_HOST}/developers/errors#payload-too-large`,
      status: 413,
      instance: '/api/agentes/v1/cotizaciones',
    });
    const small = { authorization: { value: 'Bearer fest_abc' }, 'content-length': { value: '180' } };
    expect(handler(event(small))).toMatchObject({ uri: '/api/agentes/v1/cotizaciones' });

    // A method the path does not take goes on to its 405, credential or not.
    for (const [method, uri] of [
      ['DELETE', '/api/agentes/v1/cotizaciones'],
      ['GET', '/api/agentes/v1/cotizaciones'],
      ['PUT', '/api/agentes/v1/cotizaciones/3f2b9c4e-0000-4000-8000-000000000000'],
    ]) {
      expect(
        handler({ context: { requestId: 'edge-request-3' }, request: { method, uri, headers: {} } }),
      ).toMatchObject({
        uri,
      });
    }
    expect(
      handler({
        context: { requestId: 'edge-request-4' },
        request: {
          method: 'GET',
          uri: '/api/agentes/v1/cotizaciones/3f2b9c4e-0000-4000-8000-000000000000',
          headers: {},
        },
      }).statusCode,
    ).toBe(401);

    const withoutCredential: Record<string, { value: string }>[] = [{}, { authorization: { value: '  ' } }];
    for (const headers of withoutCredential) {
      const refused = handler(event(headers));
      expect(refused.statusCode).toBe(401);
      expect(refused.headers?.['content-type']?.value).toBe('application/problem+json');
      expect(refused.headers?.['www-authenticate']?.value).toBe('Bearer');
      expect(JSON.parse(refused.body?.data ?? '{}')).toEqual({
        type: `https://${VIEWER_HOST}/developers/errors#unauthenticated`,
        title: 'Credential missing or not accepted',
        status: 401,
        detail: expect.stringContaining('Authorization: Bearer'),
        instance: '/api/agentes/v1/cotizaciones',
        requestId: 'edge-request-1',
      });
    }
  });

  test('writes standard access logs to an encrypted, private bucket', () => {
    expect(distribution().Logging).toMatchObject({ Prefix: 'cloudfront/' });
    service.api.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: Match.anyValue(),
    });
  });
});

describe('operations', () => {
  test('outputs the API URL, the CloudFront URL and every table name', () => {
    expect(Object.keys(service.api.findOutputs('*'))).toEqual(
      expect.arrayContaining(['ApiUrl', 'DistributionUrl', 'AlarmTopicArn']),
    );
    expect(Object.keys(service.data.findOutputs('*'))).toEqual(
      expect.arrayContaining(tableDefinitions.map((d) => d.envVar.replaceAll('_', ''))),
    );
  });

  test('alarms on 5xx rate, throttles, p99 latency and a stale or expired fuel figure', () => {
    const alarms = Object.values(resourcesOf(service.api, 'AWS::CloudWatch::Alarm')).map((a) => a.Properties ?? {});
    const serialized = alarms.map((a) => JSON.stringify(a));
    expect(serialized.some((a) => a.includes('"MetricName":"5xx"'))).toBe(true);
    expect(serialized.some((a) => a.includes('"MetricName":"Throttles"'))).toBe(true);
    expect(alarms.some((a) => a.ExtendedStatistic === 'p99' && a.MetricName === 'Latency')).toBe(true);
    const fuel = alarms.filter((a) => a.MetricName === 'FuelFigureAgeDays');
    expect(fuel.map((a) => [a.Threshold, a.TreatMissingData])).toEqual(
      expect.arrayContaining([
        [10, 'breaching'],
        [21, 'breaching'],
      ]),
    );
    for (const alarm of alarms) expect(alarm.AlarmActions).toHaveLength(1);
  });

  test('alarms when a bulletin ingestion run fails, on that function only', () => {
    const ingest = functionIdOf(service.api, fuelIngestOperation.entry);
    const failed = Object.values(resourcesOf(service.api, 'AWS::CloudWatch::Alarm'))
      .map((a) => a.Properties ?? {})
      .filter((a) => a.MetricName === 'Errors' && a.Namespace === 'AWS/Lambda')
      .filter(
        (a) => JSON.stringify(a.Dimensions) === JSON.stringify([{ Name: 'FunctionName', Value: { Ref: ingest } }]),
      );
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: ingest } }],
      Statistic: 'Sum',
      Period: 21_600,
      Threshold: 0,
      ComparisonOperator: 'GreaterThanThreshold',
      TreatMissingData: 'notBreaching',
    });
    expect(String(failed[0]?.AlarmDescription)).toContain('fuel import');
  });

  test('alarms when a step of the origin secret rotation fails', () => {
    const rotation = functionIdOf(service.api, originSecretRotationOperation.entry);
    const errors = Object.values(resourcesOf(service.api, 'AWS::CloudWatch::Alarm'))
      .map((a) => a.Properties ?? {})
      .filter((a) => a.MetricName === 'Errors' && a.Namespace === 'AWS/Lambda');
    expect(errors.map((a) => (a.Dimensions as [{ Value: { Ref: string } }])[0].Value.Ref).sort()).toEqual(
      [
        functionIdOf(service.api, fuelIngestOperation.entry),
        functionIdOf(service.api, banSourceWatchOperation.entry),
        rotation,
      ].sort(),
    );
    expect(errors.find((a) => JSON.stringify(a.Dimensions).includes(rotation))).toMatchObject({
      Statistic: 'Sum',
      Threshold: 0,
      ComparisonOperator: 'GreaterThanThreshold',
      AlarmDescription: expect.stringContaining('rotate-secret'),
    });
  });

  test('the source watch: a weekly function named BanSource…, its fingerprint table, and an alarm on a changed page', () => {
    const watch = functionIdOf(service.api, banSourceWatchOperation.entry);
    expect(watch).toMatch(/^BanSource/);
    service.api.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'cron(0 6 ? * MON *)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [watch, 'Arn'] }, RetryPolicy: { MaximumRetryAttempts: 0 } })],
    });
    const functions = resourcesOf(service.api, 'AWS::Lambda::Function');
    expect(functions[watch]?.Properties?.Timeout).toBe(300);
    expect(environmentOf(service.api, watch).BAN_SOURCE_TABLE_NAME).toEqual(expect.anything());
    service.data.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [{ AttributeName: 'url', KeyType: 'HASH' }],
    });
    const changed = Object.values(resourcesOf(service.api, 'AWS::CloudWatch::Alarm'))
      .map((a) => a.Properties ?? {})
      .filter((a) => a.MetricName === 'BanSourcesChanged');
    expect(changed).toEqual([
      expect.objectContaining({
        Namespace: 'freight-estimate',
        Dimensions: [{ Name: 'service', Value: 'freight-estimate' }],
        Statistic: 'Sum',
        Period: 86_400,
        Threshold: 0,
        ComparisonOperator: 'GreaterThanThreshold',
        TreatMissingData: 'notBreaching',
        AlarmDescription: expect.stringContaining('npm run bans -- audit'),
      }),
    ]);
  });

  test('no e-mail subscription unless an alarm e-mail is configured', () => {
    service.api.resourceCountIs('AWS::SNS::Subscription', 0);
  });
});

describe('defaults that protect paying traffic', () => {
  test('the web ACL is on by default: the deployment gets it unless -c waf=false', () => {
    const { app, waf } = createServiceApp({ context: { region: 'eu-west-1', 'aws:cdk:bundling-stacks': [] } });

    expect(projectContext().waf).toBe(true);
    expect(waf).toBeDefined();
    expect(app.node.findAll().some((construct) => construct.node.id === 'WebAcl')).toBe(true);
  });

  test('the authorizer and the quote functions have concurrency of their own; no other function does', () => {
    const reserved = Object.fromEntries(
      allFunctions.map(({ id, entry }) => [
        id,
        resourcesOf(service.api, 'AWS::Lambda::Function')[functionIdOf(service.api, entry)]?.Properties
          ?.ReservedConcurrentExecutions,
      ]),
    );

    expect(reserved).toEqual(
      Object.fromEntries(
        allFunctions.map(({ id }) => [
          id,
          ({ Authorizer: 50, CreateQuote: 25, GetQuote: 25 } as Record<string, number>)[id],
        ]),
      ),
    );
  });

  test('-c reservedConcurrency=false, for an account limited to 10 concurrent executions, reserves none', () => {
    const { api } = synthService({ reservedConcurrency: 'false' });

    const reserved = Object.values(resourcesOf(api, 'AWS::Lambda::Function')).filter(
      (fn) => fn.Properties?.ReservedConcurrentExecutions !== undefined,
    );

    expect(reserved).toEqual([]);
  });
});

describe('context options', () => {
  let options: SynthesizedService;

  beforeAll(() => {
    options = synthService({
      region: 'eu-west-1',
      serviceName: 'freight-test',
      domainName: 'api.example.org',
      certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/abc',
      waf: 'true',
      wafRateLimit: 500,
      alarmEmail: 'ops@example.org',
      estimateQuotaPerMinute: 7,
      mcpQuotaPerMinute: 9,
      edgeAccessLogs: false,
    });
  });

  test('a custom domain gets its certificate and TLS 1.2 at least', () => {
    options.api.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['api.example.org'],
        ViewerCertificate: Match.objectLike({
          AcmCertificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/abc',
          MinimumProtocolVersion: 'TLSv1.2_2021',
        }),
        Logging: Match.absent(),
      }),
    });
  });

  test('waf=true puts a rate-based web ACL in us-east-1 on the distribution', () => {
    const stack = options.assembly.stacks.find((s) => s.stackName === 'freight-test-waf');
    expect(stack?.environment.region).toBe('us-east-1');
    options.waf?.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      Rules: Match.arrayWith([
        Match.objectLike({
          Statement: { RateBasedStatement: { AggregateKeyType: 'IP', Limit: 500 } },
          Action: { Block: { CustomResponse: Match.objectLike({ ResponseCode: 429 }) } },
        }),
      ]),
    });
    options.api.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ WebACLId: Match.anyValue() }),
    });
  });

  test('waf=true also limits each address at the credential routes, and filters known bad addresses', () => {
    options.waf?.hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: Match.arrayWith([
        Match.objectLike({
          Name: 'credential-attempts-per-ip',
          Statement: {
            RateBasedStatement: {
              AggregateKeyType: 'IP',
              Limit: 1500,
              ScopeDownStatement: {
                ByteMatchStatement: Match.objectLike({
                  FieldToMatch: { UriPath: {} },
                  PositionalConstraint: 'STARTS_WITH',
                  SearchString: '/api/agentes/v1/cotizaciones',
                }),
              },
            },
          },
          Action: { Block: { CustomResponse: Match.objectLike({ ResponseCode: 429 }) } },
        }),
        Match.objectLike({
          Name: 'amazon-ip-reputation',
          Statement: {
            ManagedRuleGroupStatement: { VendorName: 'AWS', Name: 'AWSManagedRulesAmazonIpReputationList' },
          },
        }),
      ]),
    });
  });

  test('a custom domain is the public address of every link: the functions, the edge functions and the WAF answer', () => {
    const edgeCode = Object.values(resourcesOf(options.api, 'AWS::CloudFront::Function')).map((fn) =>
      String(fn.Properties?.FunctionCode),
    );
    const wafBodies = JSON.stringify(resourcesOf(options.waf as Template, 'AWS::WAFv2::WebACL'));

    for (const fn of Object.keys(resourcesOf(options.api, 'AWS::Lambda::Function'))) {
      const environment = environmentOf(options.api, fn);
      if ('SERVICE_NAME' in environment)
        expect({ fn, site: environment.SITE_BASE_URL }).toEqual({ fn, site: 'https://api.example.org' });
    }
    expect(edgeCode.every((code) => code.includes('https://api.example.org/developers/errors#'))).toBe(true);
    expect(wafBodies).toContain('https://api.example.org/developers/errors#quota-exceeded');
  });

  test('settings reach the functions and the alarm e-mail is subscribed', () => {
    expect(environmentOf(options.api, functionIdOf(options.api, 'functions/estimate/handler.ts'))).toMatchObject({
      SERVICE_NAME: 'freight-test',
      ESTIMATE_QUOTA_PER_MINUTE: '7',
    });
    expect(environmentOf(options.api, functionIdOf(options.api, 'functions/mcp/handler.ts'))).toMatchObject({
      MCP_QUOTA_PER_MINUTE: '9',
    });
    options.api.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.org' });
  });

  test('invalid context fails the synth and names the key', () => {
    expect(() => createServiceApp({ context: { 'aws:cdk:bundling-stacks': [] } })).toThrow(/-c waf=false/);
    expect(() => createServiceApp({ context: { domainName: 'api.example.org' } })).toThrow(/certificateArn/);
    expect(() => createServiceApp({ context: { estimateQuotaPerMinute: 'many' } })).toThrow(/estimateQuotaPerMinute/);
  });
});

describe('feature flags', () => {
  /** Flags set on purpose to another value than aws-cdk-lib recommends, and why (see docs/deployment.md). */
  const DEPARTURES: Record<string, unknown> = {
    // The API stack must not lose its tables: CloudFormation refuses to delete an export that is in use.
    '@aws-cdk/core:defaultCrossStackReferences': 'strong',
  };

  test('cdk.json sets every flag the installed aws-cdk-lib recommends, and the app is built with them', () => {
    // Prepare
    const recommended = createRequire(import.meta.url)('aws-cdk-lib/recommended-feature-flags.json') as Record<
      string,
      unknown
    >;
    const context = projectContext();
    const { app } = createServiceApp({ context: { waf: false, 'aws:cdk:bundling-stacks': [] } });

    // Assess
    for (const [flag, value] of Object.entries(recommended)) {
      const expected = flag in DEPARTURES ? DEPARTURES[flag] : value;
      expect({ flag, value: context[flag] }).toEqual({ flag, value: expected });
      expect({ flag, value: app.node.tryGetContext(flag) }).toEqual({ flag, value: expected });
    }
  });
});
