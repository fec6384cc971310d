import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { edgeRateLimitedBody } from './edge-functions.ts';

export interface WafStackProps extends StackProps {
  readonly serviceName: string;
  /** The public address for the problem `type`; without one it is the path alone, relative to the viewer's host. */
  readonly siteBaseUrl: string | undefined;
  /** Requests per client IP in any 5-minute window before the edge answers 429. */
  readonly rateLimit: number;
  /** Requests per client IP in any 5-minute window to the credential routes (under this path prefix). */
  readonly credentialRateLimit: number;
  readonly credentialPathPrefix: string;
}

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

/**
 * The web ACL of the distribution. CloudFront web ACLs live in us-east-1, hence a stack of their own.
 * The rate-based rule is the per-IP limit at the edge: cached open-data responses are answered by CloudFront
 * and never reach the DynamoDB counters behind the API. It counts an IPv6 client per address, not per /64 as the
 * functions' quotas do: AWS WAF has no prefix key (docs/deployment.md, "The web ACL and IPv6").
 */
export class WafStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: WafStackProps) {
    super(scope, id, props);
    const blocked = {
      block: {
        customResponse: {
          responseCode: 429,
          customResponseBodyKey: 'rate-limited',
          // The rule lifts once the address falls below the limit over the 5-minute evaluation window.
          responseHeaders: [{ name: 'Retry-After', value: '300' }],
        },
      },
    };
    const acl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`${props.serviceName}-web-acl`),
      customResponseBodies: {
        'rate-limited': {
          contentType: 'APPLICATION_JSON',
          content: edgeRateLimitedBody(props.siteBaseUrl),
        },
      },
      rules: [
        {
          name: 'rate-per-ip',
          priority: 0,
          statement: { rateBasedStatement: { aggregateKeyType: 'IP', limit: props.rateLimit } },
          action: blocked,
          visibilityConfig: visibility(`${props.serviceName}-rate-per-ip`),
        },
        {
          // Repeated attempts at the credential routes. WAF sees requests, not their answers (only its paid
          // account-takeover groups inspect responses, and those expect a login form): the rule counts every
          // request there per address, well above what an integration's own quota lets it send (120 a minute per
          // credential), so a flood of forged tokens (each one GetItem) stops at the edge while integrations pass.
          name: 'credential-attempts-per-ip',
          priority: 2,
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: props.credentialRateLimit,
              scopeDownStatement: {
                byteMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  positionalConstraint: 'STARTS_WITH',
                  searchString: props.credentialPathPrefix,
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
            },
          },
          action: blocked,
          visibilityConfig: visibility(`${props.serviceName}-credential-attempts-per-ip`),
        },
        {
          // Addresses Amazon threat intelligence already knows as bots or attack sources; no false-positive
          // risk to the request bodies, unlike the generic rule sets.
          name: 'amazon-ip-reputation',
          priority: 1,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: { vendorName: 'AWS', name: 'AWSManagedRulesAmazonIpReputationList' },
          },
          visibilityConfig: visibility(`${props.serviceName}-ip-reputation`),
        },
      ],
    });
    this.webAclArn = acl.attrArn;
  }
}
