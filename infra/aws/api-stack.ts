import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, type HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaAuthorizer, HttpLambdaResponseType } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import {
  ParamsAndSecretsLayerVersion,
  ParamsAndSecretsLogLevel,
  ParamsAndSecretsVersions,
} from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { Config, TableKey } from '#shared/config.ts';
import {
  ORIGIN_SECRET_EXTENSION_TTL_SECONDS,
  ORIGIN_SECRET_PROPAGATION_SECONDS,
  ORIGIN_VERIFY_HEADER,
} from '#shared/http/origin-secret.ts';
import { ApiFunction, copyBesideBundle, type DynamoAction } from './api-function.ts';
import type { ServiceTables } from './data-stack.ts';
import { EdgeDistribution } from './edge-distribution.ts';
import { acknowledgeNag } from './nag.ts';
import {
  answersPreflight,
  authorizerOperation,
  banSourceWatchOperation,
  type EdgeTreatment,
  fuelIngestOperation,
  fuelMonitorOperation,
  methodNotAllowedOperation,
  type Operation,
  operations,
  originSecretRotationOperation,
  PAID_OPERATION_IDS,
  wrongMethodRoutes,
} from './operations.ts';
import { ServiceAlarms } from './service-alarms.ts';
import { knownAddress, type ServiceContext } from './service-context.ts';

export interface ApiStackProps extends StackProps {
  readonly settings: ServiceContext;
  readonly tables: ServiceTables;
  /** Web ACL (scope CLOUDFRONT, in us-east-1) for the distribution, when one is wanted. */
  readonly webAclArn?: string;
}

type ServiceEnvironment = Partial<Record<keyof Config, string>>;

/** API Gateway `$context` fields worth keeping per request, one JSON object per line. */
const ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  requestTime: '$context.requestTime',
  routeKey: '$context.routeKey',
  path: '$context.path',
  status: '$context.status',
  protocol: '$context.protocol',
  responseLength: '$context.responseLength',
  responseLatency: '$context.responseLatency',
  integrationLatency: '$context.integrationLatency',
  integrationError: '$context.integrationErrorMessage',
  authorizerError: '$context.authorizer.error',
  credentialId: '$context.authorizer.credentialId',
  sourceIp: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
};

/**
 * The stateless half: one function per operation, the HTTP API with its authorizer, throttling and access
 * logs, the CloudFront distribution, the fuel monitor and the alarms.
 */
export class ApiStack extends Stack {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  readonly functions: Readonly<Record<string, ApiFunction>>;
  /** Run by Secrets Manager, not by requests or schedules: outside `functions` and their alarms. */
  readonly originSecretRotation: ApiFunction;
  /** The weekly watch on the driving-ban sources: its own alarms, outside `functions`. */
  readonly banSourceWatch: ApiFunction;
  readonly edge: EdgeDistribution;
  readonly alarms: ServiceAlarms;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { settings, tables } = props;
    const logRetention = retention(settings.logRetentionDays);
    const address = knownAddress(settings);
    // Reserved executions come out of the account's pool, of which AWS keeps 100 unreserved: an account limited to
    // 10 refuses any (the deployment guide's check says which case an account is).
    const reserved = (executions: number) => (settings.reservedConcurrency ? executions : 0);

    // The distribution sends this on every origin request; the route functions refuse requests without one of its
    // current, pending or previous values, which they read at run time through the Parameters and Secrets extension
    // (shared/http/origin-secret.ts): their environment holds its ARN, never its value. Rotated on a schedule by
    // functions/origin-secret-rotation/.
    const originSecret = new Secret(this, 'OriginVerifySecret', {
      description: `${settings.serviceName}: ${ORIGIN_VERIFY_HEADER} value shared by CloudFront and the API functions`,
      generateSecretString: { excludePunctuation: true, passwordLength: 48 },
    });
    const secretsExtension = ParamsAndSecretsLayerVersion.fromVersion(ParamsAndSecretsVersions.V1_0_103, {
      cacheSize: 10,
      secretsManagerTtl: Duration.seconds(ORIGIN_SECRET_EXTENSION_TTL_SECONDS),
      // Within the functions' own one-second read timeout: a stalled Secrets Manager answers 503, not a hang.
      secretsManagerTimeout: Duration.millis(900),
      logLevel: ParamsAndSecretsLogLevel.WARN,
    });

    const serviceEnvironment: ServiceEnvironment = {
      SERVICE_NAME: settings.serviceName,
      ESTIMATE_QUOTA_PER_MINUTE: String(settings.estimateQuotaPerMinute),
      ESTIMATE_QUOTA_PER_DAY: String(settings.estimateQuotaPerDay),
      INTEGRATION_QUOTA_PER_MINUTE: String(settings.integrationQuotaPerMinute),
      MCP_QUOTA_PER_MINUTE: String(settings.mcpQuotaPerMinute),
      OPEN_DATA_QUOTA_PER_WINDOW: String(settings.openDataQuotaPerWindow),
      OPEN_DATA_WINDOW_SECONDS: String(settings.openDataWindowSeconds),
      QUOTE_VALIDITY_SECONDS: String(settings.quoteValiditySeconds),
      FUEL_MAX_AGE_DAYS: String(settings.fuelMaxAgeDays),
      ...(settings.operatorName ? { OPERATOR_NAME: settings.operatorName } : {}),
      ...(settings.operatorAddress ? { OPERATOR_ADDRESS: settings.operatorAddress } : {}),
      ...(settings.operatorEmail ? { OPERATOR_EMAIL: settings.operatorEmail } : {}),
      ...(settings.operatorTaxId ? { OPERATOR_TAX_ID: settings.operatorTaxId } : {}),
    };
    const makeFunction = (
      operation: Pick<Operation, 'id' | 'entry' | 'tables' | 'memoryMb' | 'dataFiles'> & {
        readonly timeoutSeconds?: number;
      },
      environment: ServiceEnvironment,
      reservedConcurrency = 0,
      readsOriginSecret = false,
    ) => {
      const fn = new ApiFunction(this, `${operation.id}Function`, {
        entry: operation.entry,
        serviceName: settings.serviceName,
        logRetention,
        description: `${settings.serviceName}: ${operation.entry}`,
        environment: environment as Record<string, string>,
        ...(operation.memoryMb ? { memorySize: operation.memoryMb } : {}),
        ...(operation.timeoutSeconds ? { timeout: Duration.seconds(operation.timeoutSeconds) } : {}),
        ...(operation.dataFiles ? { bundling: { commandHooks: copyBesideBundle(operation.dataFiles) } } : {}),
        // Kept for paying traffic: a flood of anonymous requests that exhausts the account's concurrency cannot
        // take these executions, and they cannot grow past them either (sized in the deployment guide).
        ...(reservedConcurrency > 0 ? { reservedConcurrentExecutions: reservedConcurrency } : {}),
        ...(readsOriginSecret ? { paramsAndSecrets: secretsExtension } : {}),
      });
      if (readsOriginSecret) {
        fn.addEnvironment('ORIGIN_VERIFY_SECRET_ID', originSecret.secretArn);
        // The extension asks for one version by its staging label: GetSecretValue on this secret alone.
        fn.addToRolePolicy(
          new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [originSecret.secretArn] }),
        );
      }
      for (const [key, actions] of Object.entries(operation.tables) as [TableKey, readonly DynamoAction[]][]) {
        fn.bindTable(tables[key], actions);
      }
      return fn;
    };

    const routeFunctions = Object.fromEntries(
      operations.map((operation) => [
        operation.id,
        makeFunction(
          operation,
          serviceEnvironment,
          PAID_OPERATION_IDS.includes(operation.id) ? reserved(settings.quoteReservedConcurrency) : 0,
          true,
        ),
      ]),
    );
    // The authorizer is called by API Gateway, not through CloudFront: it needs no origin secret.
    const authorizerFunction = makeFunction(
      authorizerOperation,
      serviceEnvironment,
      reserved(settings.authorizerReservedConcurrency),
    );
    // Reached through the distribution like every route function, so it checks the origin secret too.
    const methodNotAllowed = makeFunction(methodNotAllowedOperation, serviceEnvironment, 0, true);
    const fuelMonitor = makeFunction(fuelMonitorOperation, serviceEnvironment);
    const fuelIngest = makeFunction(fuelIngestOperation, {
      ...serviceEnvironment,
      FUEL_BULLETIN_URL: settings.fuelBulletinUrl,
    });
    this.functions = {
      ...routeFunctions,
      [methodNotAllowedOperation.id]: methodNotAllowed,
      [authorizerOperation.id]: authorizerFunction,
      [fuelMonitorOperation.id]: fuelMonitor,
      [fuelIngestOperation.id]: fuelIngest,
    };

    this.api = new HttpApi(this, 'HttpApi', {
      apiName: settings.serviceName,
      description: `${settings.serviceName}: indicative road-freight estimates, quotes and open data`,
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: logRetention });
    this.stage = this.api.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      // Applies to every route separately: a coarse guard against floods that get past the edge. The per-client
      // quotas (DynamoDB) and the WAF rule do the fine-grained limiting.
      throttle: { rateLimit: settings.routeThrottleRate, burstLimit: settings.routeThrottleBurst },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(ACCESS_LOG_FIELDS)),
      },
    });

    const authorizer = new HttpLambdaAuthorizer('CredentialAuthorizer', authorizerFunction, {
      responseTypes: [HttpLambdaResponseType.SIMPLE],
      // API Gateway answers a request missing an identity source with its own 401, before the authorizer runs. A
      // request without Authorization is answered by the edge's function before it gets here; one without the
      // origin header did not come through the distribution: a direct call to the API's address costs nothing.
      identitySource: ['$request.header.Authorization', `$request.header.${ORIGIN_VERIFY_HEADER}`],
      resultsCacheTtl: Duration.seconds(authorizerOperation.resultCacheSeconds),
    });

    const pathPatterns: Record<Exclude<EdgeTreatment, 'site'>, string[]> = {
      'open-data': [],
      credential: [],
      agent: [],
      dynamic: [],
    };
    for (const operation of operations) {
      const fn = routeFunctions[operation.id];
      if (!fn) throw new Error(`no function for ${operation.id}`);
      const integration = new HttpLambdaIntegration(`${operation.id}Integration`, fn);
      for (const route of operation.routes) {
        const [added] = this.api.addRoutes({
          path: route.path,
          methods: [HttpMethod[route.method]],
          integration,
          ...(operation.authorized ? { authorizer } : {}),
        });
        if (added && !operation.authorized) {
          acknowledgeNag(
            added,
            'APIG4',
            route.auth === 'optional'
              ? 'MCP: its public tools need no credential, and its function checks the credential of a quote tool itself; per-IP quotas in DynamoDB, route throttling and the WAF rule limit it.'
              : 'Public by contract (spec: no account, no credential); per-IP quotas in DynamoDB, route throttling and the WAF rule limit it.',
          );
        }
        if (operation.edge !== 'site') pathPatterns[operation.edge].push(edgePattern(route.path));
      }
      // CORS preflight of the public routes goes to the same function, whose chain answers it (@middy/http-cors);
      // the API has no corsPreflight of its own, and the quote routes get none.
      if (!answersPreflight(operation)) continue;
      for (const path of new Set(operation.routes.map((route) => route.path))) {
        for (const preflight of this.api.addRoutes({ path, methods: [HttpMethod.OPTIONS], integration })) {
          acknowledgeNag(preflight, 'APIG4', 'CORS preflight of a public route: answered without reading any data.');
        }
      }
    }

    // Every other method a viewer can send on an API path: 405 with the path's Allow field, before any credential
    // (the answer reads nothing and names only the methods the document lists).
    const methodNotAllowedIntegration = new HttpLambdaIntegration('MethodNotAllowedIntegration', methodNotAllowed);
    for (const { method, path } of wrongMethodRoutes) {
      for (const refused of this.api.addRoutes({
        path,
        methods: [HttpMethod[method]],
        integration: methodNotAllowedIntegration,
      })) {
        acknowledgeNag(refused, 'APIG4', 'Answers 405 with the methods the path takes; reads no data.');
      }
    }

    this.edge = new EdgeDistribution(this, 'Edge', {
      api: this.api,
      // Resolved by CloudFormation at deploy (AWSCURRENT), then kept up to date by the rotation.
      originSecret: originSecret.secretValue.unsafeUnwrap(),
      siteBaseUrl: address,
      pathPatterns: {
        'open-data': [...new Set(pathPatterns['open-data'])],
        credential: [...new Set(pathPatterns.credential)],
        agent: [...new Set(pathPatterns.agent)],
        dynamic: [...new Set(pathPatterns.dynamic)],
      },
      ...(settings.domainName ? { domainName: settings.domainName } : {}),
      ...(settings.certificateArn ? { certificateArn: settings.certificateArn } : {}),
      ...((props.webAclArn ?? settings.wafWebAclArn) ? { webAclArn: props.webAclArn ?? settings.wafWebAclArn } : {}),
      accessLogs: settings.edgeAccessLogs,
    });

    // The public address every function links to: the one configured, or the distribution's own. The functions
    // refer to the distribution, which refers only to the HTTP API, never to them (the routes do): no cycle.
    const siteBaseUrl = address ?? `https://${this.edge.distribution.distributionDomainName}`;
    for (const fn of Object.values(this.functions)) fn.addEnvironment('SITE_BASE_URL', siteBaseUrl);

    const rotation = makeFunction(originSecretRotationOperation, {
      ...serviceEnvironment,
      SITE_BASE_URL: siteBaseUrl,
      ORIGIN_DISTRIBUTION_ID: this.edge.distribution.distributionId,
      ORIGIN_SECRET_PROPAGATION_SECONDS: String(ORIGIN_SECRET_PROPAGATION_SECONDS),
    });
    rotation.addToRolePolicy(
      new PolicyStatement({
        actions: ['cloudfront:GetDistribution', 'cloudfront:GetDistributionConfig', 'cloudfront:UpdateDistribution'],
        resources: [this.edge.distribution.distributionArn],
      }),
    );
    // Grants the function the rotation's actions on this secret (and GetRandomPassword, which names no resource),
    // and Secrets Manager the right to invoke it. Not rotated at creation: the stack has just generated the value.
    originSecret.addRotationSchedule('Rotation', {
      rotationLambda: rotation,
      automaticallyAfter: Duration.days(settings.originSecretRotationDays),
      rotateImmediatelyOnUpdate: false,
    });
    this.originSecretRotation = rotation;

    // Kept out of `functions`: the throttle alarm sums at most 10 functions, and nobody waits for this one.
    this.banSourceWatch = makeFunction(banSourceWatchOperation, { ...serviceEnvironment, SITE_BASE_URL: siteBaseUrl });
    new Rule(this, 'BanSourceWatchSchedule', {
      description: 'Weekly: read again the pages where the next driving-ban instruments appear, alarm on a change',
      schedule: Schedule.cron({ weekDay: 'MON', hour: '6', minute: '0' }),
      targets: [new LambdaFunction(this.banSourceWatch, { retryAttempts: 0 })],
    });

    new Rule(this, 'FuelMonitorSchedule', {
      description: 'Hourly: publish the age of the latest weekly fuel figure',
      schedule: Schedule.rate(Duration.hours(1)),
      targets: [new LambdaFunction(fuelMonitor, { retryAttempts: 0 })],
    });
    // No retries by EventBridge: the schedule's next run is the retry, and a failed run raises the alarm.
    new Rule(this, 'FuelIngestSchedule', {
      description: 'Weekdays: store the Weekly Oil Bulletin figures of the weeks that have none',
      schedule: Schedule.expression(settings.fuelIngestSchedule),
      targets: [new LambdaFunction(fuelIngest, { retryAttempts: 0 })],
    });

    this.alarms = new ServiceAlarms(this, 'Alarms', {
      serviceName: settings.serviceName,
      api: this.api,
      // A math expression sums at most 10 metrics: the 405 function is left out of the throttle alarm, and a throttled
      // 405 is an API 5xx, which the error-rate alarm counts.
      functions: Object.values(this.functions).filter((fn) => fn !== methodNotAllowed),
      ...(settings.alarmEmail ? { alarmEmail: settings.alarmEmail } : {}),
      latencyP99Ms: settings.latencyP99AlarmMs,
      fuelAlarmAgeDays: settings.fuelAlarmAgeDays,
      fuelIngest,
      fuelMaxAgeDays: settings.fuelMaxAgeDays,
      originSecretRotation: rotation,
      banSourceWatch: this.banSourceWatch,
    });

    new CfnOutput(this, 'ApiUrl', {
      value: this.stage.url,
      description: 'HTTP API endpoint; answers only requests that come through the distribution',
    });
    new CfnOutput(this, 'DistributionUrl', {
      value: `https://${this.edge.distribution.distributionDomainName}`,
      description: 'Public base URL (point a custom domain here)',
    });
    if (settings.domainName) {
      new CfnOutput(this, 'CustomDomainUrl', { value: `https://${settings.domainName}` });
    }
    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarms.topic.topicArn });
  }
}

/** CloudFront path pattern of an API route: the route itself, or its parent and `/*` when it has a path parameter. */
const edgePattern = (routePath: string): string => {
  const parameter = routePath.indexOf('/{');
  return parameter >= 0 ? `${routePath.slice(0, parameter)}/*` : routePath;
};

const RETENTION_DAYS = Object.values(RetentionDays).filter((value): value is number => typeof value === 'number');

/** The nearest CloudWatch Logs retention at or above the requested number of days. */
const retention = (days: number): RetentionDays =>
  (RETENTION_DAYS.filter((value) => value >= days).sort((a, b) => a - b)[0] ?? RetentionDays.INFINITE) as RetentionDays;
