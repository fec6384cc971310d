import { readFileSync } from 'node:fs';
import path from 'node:path';
import { App, type AppProps, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { PROJECT_ROOT } from './api-function.ts';
import { ApiStack } from './api-stack.ts';
import { DataStack } from './data-stack.ts';
import { QUOTE_PATH_PREFIX } from './operations.ts';
import { knownAddress, readServiceContext, ServiceContextError } from './service-context.ts';
import { WafStack } from './waf-stack.ts';

export interface ServiceApp {
  readonly app: App;
  readonly data: DataStack;
  readonly api: ApiStack;
  readonly waf?: WafStack;
}

/**
 * The context of `cdk.json`: the service's defaults and the feature flags. The CLI passes it to the app itself;
 * reading it here too means tests and benchmarks synthesize with the same flags as `cdk deploy`.
 */
export const projectContext = (): Record<string, unknown> =>
  (JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> })
    .context;

/**
 * The whole CDK app: data stack, API stack, and (unless `-c waf=false`) a web ACL stack in us-east-1, checked by
 * cdk-nag's AwsSolutions pack. Account and region come from the CLI's profile, as `cdk deploy` sets them.
 */
export const createServiceApp = (props: AppProps = {}): ServiceApp => {
  // Context given by the CLI (cdk.json, -c) is read by App from the environment and overrides these.
  const app = new App({ ...props, context: { ...projectContext(), ...props.context } });
  const settings = readServiceContext(app.node);
  const account = process.env.CDK_DEFAULT_ACCOUNT;
  const region = app.node.tryGetContext('region') ?? process.env.CDK_DEFAULT_REGION;
  const env = { ...(account ? { account } : {}), ...(region ? { region } : {}) };
  const description = `${settings.serviceName}: indicative road-freight estimate service`;

  const data = new DataStack(app, `${settings.serviceName}-data`, { env, description: `${description} (tables)` });

  let waf: WafStack | undefined;
  if (settings.waf) {
    // CloudFront only accepts web ACLs created in us-east-1; the reference crosses regions through SSM.
    if (!region) {
      throw new ServiceContextError(
        'The web ACL (waf, on by default) needs the API region: set CDK_DEFAULT_REGION or -c region=..., or turn it off with -c waf=false.',
      );
    }
    waf = new WafStack(app, `${settings.serviceName}-waf`, {
      env: { ...env, region: 'us-east-1' },
      crossRegionReferences: true,
      description: `${description} (edge web ACL)`,
      serviceName: settings.serviceName,
      siteBaseUrl: knownAddress(settings),
      rateLimit: settings.wafRateLimit,
      credentialRateLimit: settings.wafCredentialRateLimit,
      credentialPathPrefix: QUOTE_PATH_PREFIX,
    });
  }

  const api = new ApiStack(app, `${settings.serviceName}-api`, {
    env,
    description: `${description} (API, functions, distribution)`,
    settings,
    tables: data.tables,
    ...(waf ? { webAclArn: waf.webAclArn, crossRegionReferences: true } : {}),
  });

  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  return { app, data, api, ...(waf ? { waf } : {}) };
};
