import * as z from 'zod';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/**
 * Every environment variable the service's own code reads, parsed once at cold start. The libraries read theirs
 * themselves: Powertools its POWERTOOLS_* settings (log level, metrics namespace, tracing), the AWS SDK its
 * credentials and AWS_* settings. Table names are optional here because each function is given only the tables it
 * uses; `requireTable` fails fast, naming the variable, when a function asks for one it was not given.
 */
export const configSchema = z.object({
  SERVICE_NAME: z.string().min(1).default('freight-estimate').describe('name returned as `fuente` in every result'),
  SITE_BASE_URL: z
    .url()
    .default('https://freight-estimate.example.com')
    .describe('public site base for canonical URLs'),
  DYNAMODB_ENDPOINT: z
    .url()
    .optional()
    .describe('DynamoDB endpoint override (DynamoDB Local); AWS default when absent'),
  AWS_REGION: z.string().min(1).default('eu-west-1'),
  DYNAMODB_TIMEOUT_MS: positiveInt(1_000).describe(
    'one DynamoDB attempt: to the response headers, and the longest silence while reading the body (see shared/store/dynamo-client.ts)',
  ),
  QUOTES_TABLE_NAME: z.string().min(1).optional(),
  IDEMPOTENCY_TABLE_NAME: z.string().min(1).optional(),
  RATE_LIMIT_TABLE_NAME: z.string().min(1).optional(),
  CREDENTIALS_TABLE_NAME: z.string().min(1).optional(),
  FUEL_TABLE_NAME: z.string().min(1).optional(),
  BAN_SOURCE_TABLE_NAME: z.string().min(1).optional(),
  QUOTE_VALIDITY_SECONDS: positiveInt(900).describe('validity of a result (caduca - emitido)'),
  QUOTE_RETENTION_SECONDS: positiveInt(86_400).describe('how long an expired result still answers 410'),
  IDEMPOTENCY_TTL_SECONDS: positiveInt(86_400),
  FUEL_MAX_AGE_DAYS: positiveInt(21).describe('older latest fuel figure means no current price (503)'),
  FUEL_BULLETIN_URL: z
    .url()
    .optional()
    .describe('download address of the Weekly Oil Bulletin workbook, read by the fuel ingestion only'),
  JOURNEY_AVERAGE_SPEED_KMH: z.coerce
    .number()
    .min(20)
    .max(90)
    .default(65)
    .describe(
      "a truck's average speed over a journey's driving time, breaks and rests apart (EU trucks are limited to 90 km/h)",
    ),
  JOURNEY_CIRCUITY_FACTOR: z.coerce
    .number()
    .min(1)
    .max(2)
    .optional()
    .describe(
      "road kilometres per great-circle kilometre, one for every country; unset: each country's factor fitted to the reference distances (data/journey/README.md)",
    ),
  JOURNEY_DEPARTURE_TIME: z
    .string()
    .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/)
    .default('18:00')
    .describe(
      'HH:MM, Spanish time, at which a groupage truck leaves on the loading date when the caller gives no departure',
    ),
  JOURNEY_RECEIVING_HOURS: z
    .string()
    .regex(/^(?:[01]\d|2[0-3]):[0-5]\d-(?:[01]\d|2[0-3]):[0-5]\d$/)
    .refine((hours) => hours.slice(0, 5) < hours.slice(6), 'opening before closing')
    .default('08:00-18:00')
    .describe(
      "HH:MM-HH:MM, the destination's local time, in which a destination hub receives goods on its working days: an arrival after closing counts from the next working day, one before opening waits for it",
    ),
  JOURNEY_CUSTOMS_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(1440)
    .optional()
    .describe(
      'minutes a truck stands at a border or port where goods leave or enter the EU customs union or VAT area; absent: the sourced figure of data/journey/corridors.json',
    ),
  ESTIMATE_QUOTA_PER_MINUTE: positiveInt(20),
  ESTIMATE_QUOTA_PER_DAY: positiveInt(300),
  INTEGRATION_QUOTA_PER_MINUTE: positiveInt(120),
  MCP_QUOTA_PER_MINUTE: positiveInt(120).describe(
    'POST /mcp requests per client IP per minute, whatever they ask; tool calls also count against their operation',
  ),
  OPEN_DATA_QUOTA_PER_WINDOW: positiveInt(60),
  OPEN_DATA_WINDOW_SECONDS: positiveInt(60),
  POWERTOOLS_SERVICE_NAME: z
    .string()
    .min(1)
    .default('freight-estimate')
    .describe('service name of every log line, metric and trace (set by the stack to the service name)'),
  POWERTOOLS_METRICS_DISABLED: z
    .enum(['true', 'false'])
    .default('false')
    .describe('true outside AWS: metrics are CloudWatch EMF lines, noise in a console'),
  OPERATOR_NAME: z
    .string()
    .min(1)
    .default('Example Freight Operator (set OPERATOR_NAME)')
    .describe('legal name of the operator, shown on the legal pages'),
  OPERATOR_ADDRESS: z
    .string()
    .min(1)
    .default('Address not configured (set OPERATOR_ADDRESS)')
    .describe('postal address of the operator, shown on the legal pages'),
  OPERATOR_EMAIL: z.email().default('contact@freight-estimate.example.com').describe('contact address of the operator'),
  OPERATOR_TAX_ID: z
    .string()
    .min(1)
    .optional()
    .describe('tax identification of the operator (NIF/VAT), when it has one'),
  ORIGIN_VERIFY_SECRET_ID: z
    .string()
    .min(1)
    .optional()
    .describe('origin secret ARN: only requests carrying one of its values in X-Origin-Verify are served'),
  PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: positiveInt(2773).describe('port of the secrets extension'),
  ORIGIN_DISTRIBUTION_ID: z
    .string()
    .min(1)
    .optional()
    .describe('distribution whose origin header the secret rotation sets'),
  ORIGIN_SECRET_PROPAGATION_SECONDS: positiveInt(150).describe('rotation: wait before CloudFront sends a new value'),
  ORIGIN_VERIFY_SECRET: z.string().min(16).optional().describe('outside AWS: a fixed X-Origin-Verify value'),
});

export type Config = z.infer<typeof configSchema>;

export type TableKey =
  | 'QUOTES_TABLE_NAME'
  | 'IDEMPOTENCY_TABLE_NAME'
  | 'RATE_LIMIT_TABLE_NAME'
  | 'CREDENTIALS_TABLE_NAME'
  | 'FUEL_TABLE_NAME'
  | 'BAN_SOURCE_TABLE_NAME';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const parseConfig = (env: Record<string, string | undefined>): Config => {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid environment: ${problems}`);
  }
  return parsed.data;
};

let cached: Config | undefined;

/** The process configuration, parsed on first use and kept for the life of the container. */
export const config = (): Config => {
  cached ??= parseConfig(process.env);
  return cached;
};

/** An optional setting that one function cannot work without: fails fast at cold start, naming it. */
export const requireSetting = (
  key: 'FUEL_BULLETIN_URL' | 'ORIGIN_DISTRIBUTION_ID',
  current: Config = config(),
): string => {
  const value = current[key];
  if (!value) throw new ConfigError(`Missing environment variable ${key}`);
  return value;
};

/**
 * What the Powertools utilities are created with, at import: read on its own, so that importing the logger neither
 * parses nor caches the rest of the configuration.
 */
export const powertoolsSettings = (env: Record<string, string | undefined> = process.env) =>
  configSchema.pick({ POWERTOOLS_SERVICE_NAME: true }).parse(env);

export const requireTable = (key: TableKey, current: Config = config()): string => {
  const name = current[key];
  if (!name) throw new ConfigError(`Missing environment variable ${key}`);
  return name;
};
