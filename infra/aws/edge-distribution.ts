import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  type BehaviorOptions,
  CachedMethods,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as EdgeFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { PAGE_PARAMETERS } from '#functions/site/page-parameters.ts';
import { MAX_MCP_BODY_BYTES } from '#shared/http/json-body.ts';
import { ORIGIN_VERIFY_HEADER } from '#shared/http/origin-secret.ts';
import { limitBodySource, requireCredentialSource } from './edge-functions.ts';
import { acknowledgeNag } from './nag.ts';
import type { EdgeTreatment } from './operations.ts';
import { SECURITY_HEADER_SETTINGS } from './security-headers.ts';

/** Viewer address CloudFront adds on request; trusted by the API only next to the secret header. */
export const VIEWER_ADDRESS_HEADER = 'CloudFront-Viewer-Address';

/** The error statuses CloudFront caches (and lets a distribution set an error-caching TTL for). */
export const CACHEABLE_ERROR_STATUSES = [400, 403, 404, 405, 414, 416, 500, 501, 502, 503, 504] as const;

export interface EdgeDistributionProps {
  readonly api: IHttpApi;
  /**
   * Value of the secret origin header: a dynamic reference resolved by CloudFormation at deploy, never in the
   * template; the rotation function sets it afterwards (`functions/origin-secret-rotation/`).
   */
  readonly originSecret: string;
  /** Path patterns per treatment; anything else is the site, the default behaviour. */
  readonly pathPatterns: Readonly<Record<Exclude<EdgeTreatment, 'site'>, readonly string[]>>;
  /**
   * The public address, for the `type` of the problem bodies the edge answers itself; without one, the viewer's host
   * (the distribution's own address).
   */
  readonly siteBaseUrl: string | undefined;
  readonly domainName?: string;
  readonly certificateArn?: string;
  readonly webAclArn?: string;
  readonly accessLogs: boolean;
}

/**
 * CloudFront in front of the HTTP API. Open data is cached by query string for as long as the origin's
 * Cache-Control allows (the handlers say `public, max-age=3600`) and compressed at the edge; the estimate and
 * the quote routes are never cached. Every request to the origin carries the secret header, so the API can
 * refuse requests that bypass the distribution and trust the viewer address CloudFront adds.
 *
 * Cached hits are answered here and never reach the per-IP limiter in DynamoDB: the edge-side limit for them
 * is the WAF rate-based rule (see `waf-stack.ts`).
 */
export class EdgeDistribution extends Construct {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: EdgeDistributionProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const origin = new HttpOrigin(`${props.api.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originSecret },
    });

    const openDataCache = new CachePolicy(this, 'OpenDataCache', {
      comment: 'Open data: keyed by the whole query string, lifetime from the origin Cache-Control',
      queryStringBehavior: CacheQueryStringBehavior.all(),
      // 0 when the origin says nothing, so a response without Cache-Control is never cached by accident.
      defaultTtl: Duration.seconds(0),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.days(1),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const toOrigin = (name: string, comment: string, headers: string[]) =>
      new OriginRequestPolicy(this, name, {
        comment,
        queryStringBehavior: OriginRequestQueryStringBehavior.all(),
        headerBehavior: OriginRequestHeaderBehavior.allowList(...headers),
      });
    // The viewer address is not part of the cache key: the origin needs it only to count the request.
    const openDataRequest = toOrigin('OpenDataRequest', 'Open data: query string and viewer address', [
      VIEWER_ADDRESS_HEADER,
    ]);
    const dynamicRequest = toOrigin('DynamicRequest', 'Estimate: query string, language and viewer address', [
      VIEWER_ADDRESS_HEADER,
      'Accept-Language',
    ]);

    // The values of CloudFront's managed SecurityHeadersPolicy, spelt out so that the local server adds the same.
    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Security headers of every answer (infra/aws/security-headers.ts)',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(SECURITY_HEADER_SETTINGS.strictTransportSecurityMaxAgeSeconds),
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption[SECURITY_HEADER_SETTINGS.frameOption], override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        xssProtection: { protection: true, modeBlock: true, override: true },
      },
    });
    const common = {
      origin,
      compress: true,
      responseHeadersPolicy: securityHeaders,
    } satisfies Partial<BehaviorOptions>;
    // Every method reaches the origin on the API's paths, so that one the path does not take is answered 405 with
    // its Allow field (infra/aws/operations.ts, `wrongMethodRoutes`) rather than CloudFront's own 403; only GET, HEAD
    // and OPTIONS answers are ever cached.
    const openData: BehaviorOptions = {
      ...common,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachedMethods: CachedMethods.CACHE_GET_HEAD_OPTIONS,
      cachePolicy: openDataCache,
      originRequestPolicy: openDataRequest,
    };
    const requireCredential = new EdgeFunction(this, 'RequireCredential', {
      comment: 'Quote routes: answer a request without Authorization with a 401 problem body',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(requireCredentialSource(props.siteBaseUrl)),
    });
    const credential: BehaviorOptions = {
      ...common,
      functionAssociations: [{ function: requireCredential, eventType: FunctionEventType.VIEWER_REQUEST }],
      // A credential sent over plain HTTP is already exposed: refuse instead of redirecting.
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // With caching disabled this managed policy is the way to forward Authorization (an origin request
      // policy of our own may not name it), together with Idempotency-Key and Content-Type.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
    };
    const limitMcpBody = new EdgeFunction(this, 'LimitMcpBody', {
      comment: 'MCP endpoint: answer a declared body over the endpoint cap with a 413 problem body',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(limitBodySource(props.siteBaseUrl, MAX_MCP_BODY_BYTES)),
    });
    // The MCP endpoint: like the quote routes, but a request without a credential is the public tools' caller.
    const agent: BehaviorOptions = {
      ...common,
      functionAssociations: [{ function: limitMcpBody, eventType: FunctionEventType.VIEWER_REQUEST }],
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // Forwards Authorization, Accept, Content-Type, Mcp-Protocol-Version and the viewer address.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
    };
    const dynamic: BehaviorOptions = {
      ...common,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      // OPTIONS: browsers on other origins send a preflight before an estimate with a non-safelisted header; the
      // other methods reach the origin to be answered 405.
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: dynamicRequest,
    };

    // The site's pages are cached for the hour their Cache-Control gives, each keyed on its own parameters only
    // (functions/site/page-parameters.ts) and sent no other: a page ignores any other parameter, so `/?r=<random>` is
    // the cached home page and never reaches the function. The estimate and route pages' answers say no-store and
    // reach the origin each time, with the viewer address for the quotas every page counts against.
    const siteRequest = new OriginRequestPolicy(this, 'SiteRequest', {
      comment: "Site pages: viewer address; the page's own parameters only (those of the cache key)",
      queryStringBehavior: OriginRequestQueryStringBehavior.none(),
      headerBehavior: OriginRequestHeaderBehavior.allowList(VIEWER_ADDRESS_HEADER),
    });
    const siteBehaviour = (id: string, page: string, parameters: readonly string[]): BehaviorOptions => ({
      ...common,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachedMethods: CachedMethods.CACHE_GET_HEAD,
      cachePolicy: new CachePolicy(this, id, {
        // The parameters themselves are in the key's allowlist; a comment has at most 128 characters.
        comment: `${page}: keyed by ${parameters.length === 0 ? 'no query string' : "the page's own parameters only"}, lifetime from the origin`,
        queryStringBehavior:
          parameters.length === 0 ? CacheQueryStringBehavior.none() : CacheQueryStringBehavior.allowList(...parameters),
        defaultTtl: Duration.seconds(0),
        minTtl: Duration.seconds(0),
        maxTtl: Duration.days(1),
        enableAcceptEncodingGzip: true,
        enableAcceptEncodingBrotli: true,
      }),
      originRequestPolicy: siteRequest,
    });
    const site = siteBehaviour('SiteCache', 'Site pages', []);

    const additionalBehaviors: Record<string, BehaviorOptions> = {};
    for (const pattern of props.pathPatterns.dynamic) additionalBehaviors[pattern] = dynamic;
    for (const pattern of props.pathPatterns.credential) additionalBehaviors[pattern] = credential;
    for (const pattern of props.pathPatterns.agent) additionalBehaviors[pattern] = agent;
    for (const pattern of props.pathPatterns['open-data']) additionalBehaviors[pattern] = openData;
    // A page with a form, in English (/estimate) and in the other languages (/es/estimate).
    for (const [page, parameters] of Object.entries(PAGE_PARAMETERS)) {
      const id = `SiteCache${page.replace(/(?:^|[/-])(\w)/g, (_match, letter: string) => letter.toUpperCase())}`;
      const behaviour = siteBehaviour(id, `Site page ${page}`, parameters);
      for (const pattern of [page, `/*${page}`]) additionalBehaviors[pattern] = behaviour;
    }

    const logBucket = props.accessLogs
      ? new Bucket(this, 'AccessLogs', {
          // CloudFront standard logging writes with ACLs, so the bucket must accept them.
          objectOwnership: ObjectOwnership.OBJECT_WRITER,
          blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
          encryption: BucketEncryption.S3_MANAGED,
          enforceSSL: true,
          lifecycleRules: [{ expiration: Duration.days(90) }],
          removalPolicy: RemovalPolicy.RETAIN,
        })
      : undefined;
    if (logBucket)
      acknowledgeNag(
        logBucket,
        'S1',
        'This bucket holds the access logs; logging its own access would log the log writes.',
      );

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `${stack.stackName} API`,
      defaultBehavior: site,
      additionalBehaviors,
      httpVersion: HttpVersion.HTTP2_AND_3,
      // CloudFront keeps an error answer 10 s unless told otherwise: a 503 from one DynamoDB blip, or a 404 for an
      // id a moment before it exists, would be served to everyone. Errors are never cached; the origin's own body
      // and headers pass through unchanged (no response page).
      errorResponses: CACHEABLE_ERROR_STATUSES.map((httpStatus) => ({ httpStatus, ttl: Duration.seconds(0) })),
      // Europe and North America edges: the users are in Europe; cheaper than all edges.
      priceClass: PriceClass.PRICE_CLASS_100,
      ...(props.domainName && props.certificateArn
        ? {
            domainNames: [props.domainName],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      ...(logBucket ? { enableLogging: true, logBucket, logFilePrefix: 'cloudfront/' } : {}),
    });
    acknowledgeNag(
      this.distribution,
      'CFR1',
      'Public data and estimates for callers anywhere (spec: browsers on any domain); no country to exclude.',
    );
    if (!logBucket) {
      acknowledgeNag(
        this.distribution,
        'CFR3',
        'Edge logs turned off by -c edgeAccessLogs=false; the API access log still records every request that reaches the origin.',
      );
    }
    if (!props.domainName) {
      acknowledgeNag(
        this.distribution,
        'CFR4',
        'Default *.cloudfront.net certificate until -c domainName/certificateArn are set; then TLSv1.2_2021 is enforced.',
      );
    }
    if (!props.webAclArn) {
      acknowledgeNag(
        this.distribution,
        'CFR2',
        'WAF turned off by -c waf=false; quotas in DynamoDB, reserved concurrency and route throttling apply without it.',
      );
    }
  }
}
