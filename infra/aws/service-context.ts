import type { Node } from 'constructs';
import * as z from 'zod';

const int = (fallback: number) => z.coerce.number().int().positive().default(fallback);
// `-c flag=true` arrives as the string "true"; cdk.json context arrives as a boolean.
const flag = (fallback: boolean) =>
  z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]).default(fallback);

/**
 * Every deploy-time setting, read from CDK context (`cdk.json` or `-c key=value`), with its default.
 * The service-level values become the functions' environment, parsed again at cold start by `shared/config.ts`.
 */
const settings = z.object({
  serviceName: z
    .string()
    .regex(/^[a-z][a-z0-9-]{1,40}$/)
    .default('freight-estimate')
    .describe('names the stacks, the metrics namespace and the `fuente` of every result'),
  siteBaseUrl: z
    .url()
    .optional()
    .describe(
      "public address for canonical URLs, the sitemap and problem `type` links: by default https://<domainName>, or the distribution's own address",
    ),
  operatorName: z.string().min(1).optional().describe('legal name of the operator, on the legal pages'),
  operatorAddress: z.string().min(1).optional().describe('postal address of the operator, on the legal pages'),
  operatorEmail: z.email().optional().describe('contact address of the operator, on the legal pages'),
  operatorTaxId: z.string().min(1).optional().describe('tax identification of the operator, on the legal pages'),
  estimateQuotaPerMinute: int(20),
  estimateQuotaPerDay: int(300),
  integrationQuotaPerMinute: int(120),
  mcpQuotaPerMinute: int(120).describe('POST /mcp requests per client IP per minute, whatever they ask'),
  openDataQuotaPerWindow: int(60),
  openDataWindowSeconds: int(60),
  quoteValiditySeconds: int(900).describe('caduca - emitido'),
  fuelMaxAgeDays: int(21).describe('an older latest fuel figure means no current price (503)'),
  fuelAlarmAgeDays: int(10).describe('warn when the latest weekly figure is older: one missed update'),
  fuelBulletinUrl: z
    .url()
    .default(
      'https://energy.ec.europa.eu/document/download/906e60ca-8b6a-44e7-8589-652854d2fd3f_en?filename=Weekly_Oil_Bulletin_Prices_History_maticni_4web.xlsx',
    )
    .describe(
      'the Weekly Oil Bulletin history workbook; the Commission moves its documents: update it from the bulletin page',
    ),
  fuelIngestSchedule: z
    .string()
    .default('cron(0 6-20/2 ? * MON-FRI *)')
    .describe('EventBridge schedule of the ingestion: every 2 hours on weekdays, UTC; a run with nothing new is cheap'),
  alarmEmail: z.email().optional().describe('subscribed to the alarm topic when given'),
  latencyP99AlarmMs: int(1500),
  routeThrottleRate: int(200).describe('requests per second per route, a coarse guard above expected peaks'),
  routeThrottleBurst: int(400),
  logRetentionDays: int(30),
  domainName: z.string().min(3).optional().describe('custom domain of the distribution'),
  certificateArn: z.string().startsWith('arn:').optional().describe('ACM certificate in us-east-1 for domainName'),
  waf: flag(true).describe(
    'create the AWS WAF web ACL (rate rules, IP reputation) on the distribution; -c waf=false turns it off',
  ),
  wafRateLimit: int(1000).describe('requests per client IP per 5 minutes at the edge'),
  wafCredentialRateLimit: int(1500).describe(
    'requests per client IP per 5 minutes to the quote routes, whatever their credential: bounds failed logins',
  ),
  reservedConcurrency: flag(true).describe(
    'keep concurrent executions for the authorizer and the quote functions; -c reservedConcurrency=false on an account whose limit is under 200 (new accounts may have 10)',
  ),
  authorizerReservedConcurrency: z.coerce
    .number()
    .int()
    .min(0)
    .default(50)
    .describe('concurrent executions kept for the authorizer (0: none); see the deployment guide'),
  quoteReservedConcurrency: z.coerce
    .number()
    .int()
    .min(0)
    .default(25)
    .describe('concurrent executions kept for each quote function (0: none); see the deployment guide'),
  originSecretRotationDays: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .default(30)
    .describe('days between rotations of the origin secret (X-Origin-Verify) by Secrets Manager'),
  wafWebAclArn: z.string().startsWith('arn:').optional().describe('attach an existing CLOUDFRONT web ACL instead'),
  edgeAccessLogs: flag(true).describe('CloudFront standard logs to an S3 bucket'),
});

export const serviceContextSchema = settings
  .refine((value) => (value.domainName === undefined) === (value.certificateArn === undefined), {
    message: 'domainName and certificateArn go together',
    path: ['certificateArn'],
  })
  .refine((value) => !(value.waf && value.wafWebAclArn), {
    message: 'waf=true creates a web ACL; wafWebAclArn attaches an existing one: choose one',
    path: ['wafWebAclArn'],
  });

export type ServiceContext = z.infer<typeof serviceContextSchema>;

/**
 * The public address the deployment is known by before it exists: `siteBaseUrl` if given, else the custom domain.
 * Undefined without either: the distribution's own `*.cloudfront.net` address is then read when it exists (the
 * functions' environment refers to it, the edge functions take the viewer's host), so one deploy settles it.
 */
export const knownAddress = (settings: Pick<ServiceContext, 'siteBaseUrl' | 'domainName'>): string | undefined =>
  settings.siteBaseUrl ?? (settings.domainName === undefined ? undefined : `https://${settings.domainName}`);

export class ServiceContextError extends Error {
  override name = 'ServiceContextError';
}

/** Reads the settings from the app's context; fails at synth time, naming the key, rather than at deploy. */
export const readServiceContext = (node: Node): ServiceContext => {
  const raw = Object.fromEntries(Object.keys(settings.shape).map((key) => [key, node.tryGetContext(key)]));
  const parsed = serviceContextSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ServiceContextError(`Invalid CDK context: ${problems}`);
  }
  return parsed.data;
};
