import { TRAFFIC_BAN_COUNTRIES } from '#data/traffic-bans/index.ts';
import { siteRoute } from '#functions/site/route-port.ts';
import { parseConfig } from '#shared/config.ts';
import { calendarOperations } from '#shared/operations/traffic-bans/traffic-bans.operation.ts';
import { memoryRateLimitStore } from '#shared/store/rate-limit-store.ts';

/** The route page's port over the real route operation, its open-data quota counted in memory. */
export const memoryRoute = siteRoute(
  calendarOperations({ settings: parseConfig({}), rateLimits: memoryRateLimitStore() }).route,
  TRAFFIC_BAN_COUNTRIES,
);
