import { trafficBanRules } from '#data/traffic-bans/index.ts';
import type { Config } from '#shared/config.ts';
import { type OpenDataBody, openDataLicense } from '#shared/http/open-data.ts';
import { openDataAdmission } from '#shared/operations/open-data-quota.ts';
import { answer, type Operation } from '#shared/operations/operation.ts';
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
 * getTrafficBans and getTrafficBansIcs: the driving-ban calendar for the current and the next year, the year read
 * from the call's instant so it rolls over without a deploy. The JSON calendar and the feed share the filters but
 * count as two endpoints of the open-data quota, which fails open (public data outlives its request counter). The
 * faces read the filters against the window of the call's instant (`windowAt(context.now)`).
 */
export const calendarOperations = (ports: CalendarPorts) => {
  const responses = calendarResponses({
    rules: trafficBanRules,
    siteBaseUrl: ports.settings.SITE_BASE_URL,
    license: openDataLicense(ports.settings),
  });
  const admit = openDataAdmission(ports.rateLimits, ports.settings);

  const calendar: Operation<CalendarFilters, CalendarAnswer> = async (context, input) => {
    const quota = await admit('traffic-bans', context);
    const window = windowAt(context.now);
    const filters = input();
    const value = {
      document: () => responses.document(window, filters, context.now),
      body: () => responses.json(window, filters, context.now),
    };
    return answer(value, quota);
  };

  const feed: Operation<CalendarFilters, OpenDataBody> = async (context, input) => {
    const quota = await admit('traffic-bans-ics', context);
    const window = windowAt(context.now);
    return answer(responses.ics(window, input(), context.now), quota);
  };

  return { calendar, feed };
};
