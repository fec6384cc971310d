import { timingSafeEqual } from 'node:crypto';
import { request } from 'node:http';
import type { Config } from '#shared/config.ts';
import { StoreUnavailableError } from '#shared/domain/errors.ts';

/** The settings that say how a function knows its requests came through the distribution. */
export type OriginSettings =
  | 'ORIGIN_VERIFY_SECRET_ID'
  | 'PARAMETERS_SECRETS_EXTENSION_HTTP_PORT'
  | 'ORIGIN_VERIFY_SECRET';

/**
 * The staging labels whose value the distribution may be sending while a rotation runs
 * (`functions/origin-secret-rotation/`): the new value is accepted from the moment it is stored as AWSPENDING,
 * before CloudFront is told to send it, and the old one, then AWSPREVIOUS, while the distribution's change spreads.
 */
export const ACCEPTED_STAGES = ['AWSCURRENT', 'AWSPENDING', 'AWSPREVIOUS'] as const;
export type AcceptedStage = (typeof ACCEPTED_STAGES)[number];

/** Origin custom header carrying the distribution's secret: CloudFront adds it, the functions check it. */
export const ORIGIN_VERIFY_HEADER = 'X-Origin-Verify';

/** How long a container keeps the values it read. */
export const ORIGIN_SECRET_CACHE_SECONDS = 60;
/** How long the extension keeps a value it read from Secrets Manager (its `SECRETS_MANAGER_TTL`). */
export const ORIGIN_SECRET_EXTENSION_TTL_SECONDS = 60;
/**
 * A new value reaches every container within both caches; the rotation waits that long, and a margin, after storing
 * it before the distribution sends it (`ORIGIN_SECRET_PROPAGATION_SECONDS` of the rotation function).
 */
export const ORIGIN_SECRET_PROPAGATION_SECONDS = ORIGIN_SECRET_CACHE_SECONDS + ORIGIN_SECRET_EXTENSION_TTL_SECONDS + 30;

/** A read that does not answer within this fails: the request is refused 503 rather than held. */
const READ_TIMEOUT_MS = 1_000;
/** After a failed read, requests are refused for this long without another: an outage is not hammered. */
const FAILURE_HOLD_MS = 1_000;

/** Whether the origin header of a request is one the distribution may send; throws when that cannot be known. */
export type OriginCheck = (given: string | undefined) => Promise<boolean>;

const sameSecret = (given: string, secret: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** A check against values known in advance: one fixed value, for running outside AWS (tests, a local proxy). */
export const fixedOriginCheck =
  (secret: string): OriginCheck =>
  async (given) =>
    given !== undefined && sameSecret(given, secret);

export interface ExtensionSource {
  /** ARN or name of the secret. */
  readonly secretId: string;
  /** The extension's port on localhost (`PARAMETERS_SECRETS_EXTENSION_HTTP_PORT`, 2773 by default). */
  readonly port: number;
  /** The function's session token, which the extension requires on every request (`AWS_SESSION_TOKEN`). */
  readonly sessionToken: string;
  /** Host of the extension: localhost in Lambda. */
  readonly host?: string;
}

/**
 * A staging label the secret has no version under: the extension relays Secrets Manager's ResourceNotFoundException
 * as a client error. Any client error counts: the pending and previous labels are optional, and a current value that
 * reads as absent refuses every request anyway.
 */
const isMissingStage = (status: number) => status === 400 || status === 404;

/**
 * One staging label of the secret through the AWS Parameters and Secrets Lambda Extension
 * (`GET /secretsmanager/get?secretId=...&versionStage=...` with the session token in
 * `X-Aws-Parameters-Secrets-Token`): its value, or undefined when no version carries the label. Any other answer, or
 * none within the timeout, rejects.
 */
export const readStage = (source: ExtensionSource, stage: AcceptedStage): Promise<string | undefined> =>
  new Promise((resolve, reject) => {
    const query = new URLSearchParams({ secretId: source.secretId, versionStage: stage });
    const call = request(
      {
        host: source.host ?? 'localhost',
        port: source.port,
        path: `/secretsmanager/get?${query}`,
        headers: { 'X-Aws-Parameters-Secrets-Token': source.sessionToken },
        timeout: READ_TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          const status = response.statusCode ?? 0;
          if (status === 200) {
            const value = (JSON.parse(body) as { SecretString?: unknown }).SecretString;
            if (typeof value === 'string' && value.length > 0) resolve(value);
            else reject(new Error(`the ${stage} value of the origin secret is not a string`));
          } else if (isMissingStage(status)) resolve(undefined);
          else reject(new Error(`the secrets extension answered ${status} for ${stage}`));
        });
      },
    );
    call.on('timeout', () =>
      call.destroy(new Error(`the secrets extension did not answer within ${READ_TIMEOUT_MS} ms`)),
    );
    call.on('error', reject);
    call.end();
  });

/**
 * A check against the secret's current, pending and previous values as the extension serves them, read again once
 * they are `ORIGIN_SECRET_CACHE_SECONDS` old. Fails closed: when the current value cannot be read (or a label
 * answers anything but its value or not-found), the request is refused with a 503 and Retry-After, never let in,
 * and so is every request of the next second; then the values are read again. Concurrent requests of a container
 * share one read.
 */
export const extensionOriginCheck = (
  source: ExtensionSource,
  now: () => number = Date.now,
  cacheSeconds = ORIGIN_SECRET_CACHE_SECONDS,
): OriginCheck => {
  let cached: { readonly values: readonly string[]; readonly until: number } | undefined;
  let failed: { readonly error: unknown; readonly until: number } | undefined;
  let reading: Promise<readonly string[]> | undefined;

  const read = async (): Promise<readonly string[]> => {
    const [current, ...others] = await Promise.all(ACCEPTED_STAGES.map((stage) => readStage(source, stage)));
    if (current === undefined) throw new Error('the origin secret has no current value');
    const values = [current, ...others.filter((value): value is string => value !== undefined)];
    cached = { values, until: now() + cacheSeconds * 1000 };
    return values;
  };

  const accepted = async (): Promise<readonly string[]> => {
    if (cached && now() < cached.until) return cached.values;
    const held = failed && now() < failed.until ? failed : undefined;
    if (held) throw new StoreUnavailableError('The origin secret could not be read.', { cause: held.error });
    reading ??= read().finally(() => {
      reading = undefined;
    });
    try {
      return await reading;
    } catch (error) {
      failed = { error, until: now() + FAILURE_HOLD_MS };
      throw new StoreUnavailableError('The origin secret could not be read.', { cause: error });
    }
  };

  return async (given) => {
    const values = await accepted();
    return given !== undefined && values.some((value) => sameSecret(given, value));
  };
};

/**
 * The check a function runs with: the secret through the extension when the deployment names one
 * (`ORIGIN_VERIFY_SECRET_ID`), a fixed value when one is configured outside AWS, none otherwise (the local server,
 * which is its own origin).
 */
export const originCheckFor = (
  settings: Pick<Config, OriginSettings>,
  env: Record<string, string | undefined> = process.env,
): OriginCheck | undefined => {
  if (settings.ORIGIN_VERIFY_SECRET_ID) {
    return extensionOriginCheck({
      secretId: settings.ORIGIN_VERIFY_SECRET_ID,
      port: settings.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT,
      // Lambda's own credentials: the extension answers only callers of the same execution environment.
      sessionToken: env.AWS_SESSION_TOKEN ?? '',
    });
  }
  return settings.ORIGIN_VERIFY_SECRET ? fixedOriginCheck(settings.ORIGIN_VERIFY_SECRET) : undefined;
};
