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
