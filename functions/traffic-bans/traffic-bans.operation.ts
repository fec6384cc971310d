import { trafficBanRules } from '#data/traffic-bans/index.ts';
import type { Config } from '#shared/config.ts';
import { countOpenData, type OpenDataBody, openDataLicense } from '#shared/http/open-data.ts';
import { admitted, type Operation, type OperationContext } from '#shared/operations/operation.ts';
import type { RateLimitStore } from '#shared/store/rate-limit-store.ts';
import { type CalendarDocument, calendarResponses, windowAt } from './calendar-responses.ts';
import type { CalendarFilters } from './traffic-bans.schema.ts';

/** The JSON calendar as a value (for a face that renders it) and as the serialised body the API sends. */
export interface CalendarAnswer {
  readonly document: () => CalendarDocument;
  readonly body: () => OpenDataBody;
}

export interface CalendarPorts {
  readonly settings: Pick<
    Config,
    'SITE_BASE_URL' | 'SERVICE_NAME' | 'OPEN_DATA_QUOTA_PER_WINDOW' | 'OPEN_DATA_WINDOW_SECONDS'
  >;
  readonly rateLimits: Pick<RateLimitStore, 'hitRolling'>;
}

/**
 * The faces read the filters against the window of the call's instant (`windowAt(context.now)`).
 *
 * getTrafficBans and getTrafficBansIcs: the driving-ban calendar for the current and the next year, the year read
 * from the call's instant so it rolls over without a deploy. The JSON calendar and the feed share the filters but
 * count as two endpoints of the open-data quota, which fails open (public data outlives its request counter).
 */
export const calendarOperations = (ports: CalendarPorts) => {
  const responses = calendarResponses({
    rules: trafficBanRules,
    siteBaseUrl: ports.settings.SITE_BASE_URL,
    license: openDataLicense(ports.settings),
  });
  const count = countOpenData(ports.rateLimits, ports.settings);
  const admit = async (endpoint: string, context: OperationContext) => {
    const check = await count(endpoint, context.clientIp, context.now);
    return check === undefined ? undefined : admitted(check);
  };

  const calendar: Operation<CalendarFilters, CalendarAnswer> = async (context, input) => {
    const quota = await admit('traffic-bans', context);
    const window = windowAt(context.now);
    const filters = input();
    const value = {
      document: () => responses.document(window, filters, context.now),
      body: () => responses.json(window, filters, context.now),
    };
    return quota === undefined ? { value } : { value, quota };
  };

  const feed: Operation<CalendarFilters, OpenDataBody> = async (context, input) => {
    const quota = await admit('traffic-bans-ics', context);
    const window = windowAt(context.now);
    const value = responses.ics(window, input(), context.now);
    return quota === undefined ? { value } : { value, quota };
  };

  return { calendar, feed };
};
