import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { FixedWindow, RateLimitStore } from '#shared/store/rate-limit-store.ts';
import type { QuotaPolicy } from './api-handler.ts';

/** Fixed windows (per minute, per day) counted per client IP and operation. */
export const ipQuota = <E extends APIGatewayProxyEventV2>(
  store: RateLimitStore,
  operation: string,
  windows: readonly FixedWindow[],
): QuotaPolicy<E> => ({
  hit: (_event, context, now) => store.hitFixed(`${operation}#ip#${context.clientIp}`, windows, now),
});

/**
 * Every `/mcp` request, whatever it asks (initialize, tools/list, a call refused by validation), per client IP and
 * fixed minute. A tool call counts against its operation's own quota as well, from inside the operation.
 */
export const mcpQuota = <E extends APIGatewayProxyEventV2>(store: RateLimitStore, perMinute: number): QuotaPolicy<E> =>
  ipQuota(store, 'mcp', [{ policy: 'mcp', limit: perMinute, seconds: 60 }]);
