import { type Config, config, requireTable } from '#shared/config.ts';
import type { Clock } from '#shared/domain/clock.ts';
import { createDocumentClient, type DocumentClient } from '#shared/store/dynamo-client.ts';
import { dynamoRateLimitStore, type RateLimitStore } from '#shared/store/rate-limit-store.ts';

/**
 * What every face's composition root hands its handler: the configuration, the container's one document client
 * (the operations build their stores over it), and the clock every rule, window and quota count reads, the system
 * clock unless a test or benchmark passes its own. Each function's `handler.ts` is the same line:
 * `export const handler = <name>Handler(containerComposition());`.
 */
export interface Composition {
  readonly settings: Config;
  readonly client: DocumentClient;
  readonly clock?: Clock;
}

/** A Lambda container's composition: the configuration read once, one document client. */
export const containerComposition = (): Composition => {
  const settings = config();
  return { settings, client: createDocumentClient(settings) };
};

/** The quota counters of a composition: the rate-limit table over its client. */
export const quotaStore = ({ settings, client }: Composition): RateLimitStore =>
  dynamoRateLimitStore(client, requireTable('RATE_LIMIT_TABLE_NAME', settings));

/** The composition of a face whose operations are open data: tests and benchmarks may pass their own quota store. */
export interface OpenDataComposition extends Composition {
  readonly rateLimits?: Pick<RateLimitStore, 'hit'>;
}
