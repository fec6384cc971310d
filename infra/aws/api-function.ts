import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  ApplicationLogLevel,
  Architecture,
  LoggingFormat,
  Runtime,
  SystemLogLevel,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import {
  type ICommandHooks,
  NodejsFunction,
  type NodejsFunctionProps,
  OutputFormat,
} from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { type Construct, Dependable } from 'constructs';
import { VERIFIED_DATA_FILE } from '#data/read-beside.ts';
import { verifiedDataList } from '#data/verify.ts';
import type { TableKey } from '#shared/config.ts';
import { ESM_REQUIRE_BANNER } from './bundling/esm-banner.ts';
import { acknowledgeNag } from './nag.ts';

/** The repository root: entries, the lock file and tsconfig resolve from here, wherever `cdk` is run. */
export const PROJECT_ROOT = path.resolve(fileURLToPath(new URL('../../', import.meta.url)));

/**
 * DynamoDB IAM actions a function may be granted. TransactWriteItems is not an IAM action: a transaction is
 * authorised item by item as PutItem, UpdateItem, DeleteItem or ConditionCheckItem on each table it touches.
 */
export type DynamoAction = 'GetItem' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'ConditionCheckItem' | 'Query';

/** A table together with the environment variable through which `shared/config.ts` finds it. */
export interface ServiceTable {
  readonly envVar: TableKey;
  readonly table: ITable;
}

/**
 * Memory, from `bench/results/bundles.md` (bundles on Node.js 24): no function peaks above 150 MB on its usual
 * requests, so memory is bought for the CPU that Lambda allots in proportion to it (1,769 MB = one vCPU). Cold starts
 * are CPU-bound (import 52-121 ms and first invocation 20-111 ms on one local core): at 1,024 MB (0.58 vCPU) they stay
 * near 0.12-0.25 s for the quote and estimate paths (about 0.35 s for a first whole calendar), at 512 MB they would
 * double. The calendar also needs the room: the bundle test holds its peak under 512 MB, half of it, over 108
 * distinct requests. Functions whose answers CloudFront caches, or that nobody waits for, take less
 * (`memoryMb` in `operations.ts`).
 */
export const DEFAULT_MEMORY_MB = 1024;
/** The Lambda runtime of every function; the bundle tests run the bundles on this major of Node.js. */
export const LAMBDA_RUNTIME = Runtime.NODEJS_24_X;

/**
 * A stalled store fails a call in about 2 s (SERVICE_STORE_BUDGET in shared/store/dynamo-client.ts: 2 attempts of
 * 1 s), the longest failing path (a quote creation whose clean-up fails too) in about 4 s; 10 s leaves room for a
 * cold start on top, so a function always answers 503 itself rather than time out into API Gateway's bare 5xx.
 */
export const DEFAULT_TIMEOUT = Duration.seconds(10);

export { ESM_REQUIRE_BANNER } from './bundling/esm-banner.ts';

/** Credentials in Lambda come from the environment only: see `bundling/lambda-credentials.ts`. */
export const LAMBDA_CREDENTIALS_ALIAS = '@aws-sdk/credential-provider-node';
export const LAMBDA_CREDENTIALS_SHIM = 'infra/aws/bundling/lambda-credentials.ts';

/** The MCP SDK's runtime shims: see `bundling/mcp-shims.ts`. */
export const MCP_SHIMS_ALIAS = '@modelcontextprotocol/server/_shims';
export const MCP_SHIMS = 'infra/aws/bundling/mcp-shims.ts';

/** `node:http` through `require`: see `bundling/node-http.ts`. */
export const NODE_HTTP_ALIAS = 'node:http';
export const NODE_HTTP_SHIM = 'infra/aws/bundling/node-http.ts';

/** `node:process` as the global: see `bundling/node-process.ts`. */
export const NODE_PROCESS_ALIAS = 'node:process';
export const NODE_PROCESS_SHIM = 'infra/aws/bundling/node-process.ts';

/** `semver`, asked one question by the X-Ray SDK: see `bundling/semver.ts`. */
export const SEMVER_ALIAS = 'semver';
export const SEMVER_SHIM = 'infra/aws/bundling/semver.ts';

/** What every bundle takes in place of what, as esbuild's `alias` option: the CDK's bundling and the benches' builds. */
export const BUNDLE_ALIASES: Readonly<Record<string, string>> = {
  [LAMBDA_CREDENTIALS_ALIAS]: `./${LAMBDA_CREDENTIALS_SHIM}`,
  [MCP_SHIMS_ALIAS]: `./${MCP_SHIMS}`,
  [NODE_HTTP_ALIAS]: `./${NODE_HTTP_SHIM}`,
  [NODE_PROCESS_ALIAS]: `./${NODE_PROCESS_SHIM}`,
  [SEMVER_ALIAS]: `./${SEMVER_SHIM}`,
};

/**
 * Copies data files beside the bundle's `index.mjs`, where the code reads them (`data/read-beside.ts`), with the list
 * of those the build verified (`data/verify.ts`): a file its schema refuses fails the synthesis, and the function
 * reads a verified one without validating it again.
 */
export const copyBesideBundle = (files: readonly string[]): ICommandHooks => {
  const verified = JSON.stringify(verifiedDataList(files));
  return {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (inputDir, outputDir) => [
      `cp ${files.map((file) => `"${path.join(inputDir, file)}"`).join(' ')} "${outputDir}"`,
      // File names and hexadecimal hashes only: nothing in it a shell would read.
      `echo '${verified}' > "${path.join(outputDir, VERIFIED_DATA_FILE)}"`,
    ],
  };
};

export interface ApiFunctionProps
  extends Omit<NodejsFunctionProps, 'entry' | 'handler' | 'runtime' | 'architecture' | 'role' | 'logGroup'> {
  /** Handler file relative to the repository root; it exports `handler`. */
  readonly entry: string;
  readonly serviceName: string;
  readonly logRetention: RetentionDays;
}

/**
 * A Lambda function with the project's defaults: newest Node.js runtime on arm64, one minified ESM bundle
 * with the AWS SDK inside (tree-shaken, no dependence on the runtime's SDK version), linked source maps,
 * JSON logs in the function's own log group, X-Ray tracing for Powertools. Its role starts empty: no managed
 * policy, only writes to its own log group, and what `bindTable` adds.
 */
export class ApiFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    const { entry, serviceName, logRetention, environment, bundling, ...rest } = props;
    const logGroup = new LogGroup(scope, `${id}LogGroup`, {
      retention: logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const role = new Role(scope, `${id}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${entry}`,
    });
    logGroup.grantWrite(role);
    // Lambda makes the function depend on its role; the role itself is already awaited through the Fn::GetAtt of
    // its ARN, so only its policy (the grants) has to be waited for. Without this, every function carries a
    // redundant DependsOn on its role (cfn-lint W3005; test/infra/cfn-lint.test.ts).
    Dependable.implement(role, {
      get dependencyRoots() {
        const policy = role.node.tryFindChild('DefaultPolicy');
        return policy ? [policy] : [];
      },
    });
    super(scope, id, {
      entry: path.join(PROJECT_ROOT, entry),
      handler: 'handler',
      projectRoot: PROJECT_ROOT,
      depsLockFilePath: path.join(PROJECT_ROOT, 'package-lock.json'),
      runtime: LAMBDA_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: DEFAULT_MEMORY_MB,
      timeout: DEFAULT_TIMEOUT,
      role,
      logGroup,
      loggingFormat: LoggingFormat.JSON,
      applicationLogLevelV2: ApplicationLogLevel.INFO,
      systemLogLevelV2: SystemLogLevel.WARN,
      tracing: Tracing.ACTIVE,
      ...rest,
      environment: {
        POWERTOOLS_SERVICE_NAME: serviceName,
        POWERTOOLS_METRICS_NAMESPACE: serviceName,
        ...environment,
      },
      bundling: {
        format: OutputFormat.ESM,
        target: 'node24',
        platform: 'node',
        minify: true,
        // Maps travel with the code for `node --enable-source-maps` when debugging; not enabled at run time
        // (see the bench: parsing the map costs cold-start time on every stack trace).
        sourceMap: true,
        sourcesContent: false,
        // ESM entry points of dependencies tree-shake better than their CommonJS builds.
        mainFields: ['module', 'main'],
        // Bundle @aws-sdk/* (the runtime's copy would otherwise be used, at a version we never tested).
        bundleAwsSDK: true,
        externalModules: [],
        banner: ESM_REQUIRE_BANNER,
        esbuildArgs: {
          '--alias': Object.entries(BUNDLE_ALIASES).map(([name, shim]) => `${name}=${shim}`),
          // The texts' accented letters and typographic quotes as UTF-8 rather than \uXXXX escapes: the same code,
          // 4 KB less in the MCP bundle and 9 KB in the site's (six languages of texts).
          '--charset': 'utf8',
        },
        ...bundling,
      },
    });
    acknowledgeNag(
      role,
      'IAM5[Resource::*]',
      'X-Ray PutTraceSegments/PutTelemetryRecords (active tracing) accept no resource but "*"; every other statement names its log group or table.',
    );
  }

  /** Grants exactly `actions` on `table` (the table itself, no index, no wildcard) and passes its name. */
  bindTable({ envVar, table }: ServiceTable, actions: readonly DynamoAction[]): this {
    if (actions.length === 0) throw new Error(`bindTable(${envVar}) needs at least one action`);
    this.addEnvironment(envVar, table.tableName);
    this.addToRolePolicy(
      new PolicyStatement({
        actions: [...new Set(actions)].sort().map((action) => `dynamodb:${action}`),
        resources: [table.tableArn],
      }),
    );
    return this;
  }
}
