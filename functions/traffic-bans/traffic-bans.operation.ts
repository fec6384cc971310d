import { DateTime } from 'luxon';
import { trafficBanRuleSource } from '#data/traffic-bans/index.ts';
import type { Config } from '#shared/config.ts';
import { queryCalendar } from '#shared/domain/traffic-bans/calendar-index.ts';
import { CALENDAR_ZONE } from '#shared/domain/traffic-bans/generate-calendar.ts';
import {
  DEFAULT_HOURS_PER_COUNTRY,
  type PassedLeg,
  type RouteBans,
  routeBans,
} from '#shared/domain/traffic-bans/route-bans.ts';
import { routeAssumptions } from '#shared/domain/traffic-bans/route-texts.ts';
import { jsonOpenDataBody, type OpenDataBody, openDataLicense } from '#shared/http/open-data.ts';
import { openDataAdmission } from '#shared/operations/open-data-quota.ts';
import { answer, type Operation } from '#shared/operations/operation.ts';
import type { RateLimitStore } from '#shared/store/rate-limit-store.ts';
import {
  API_VERSION,
  type CalendarDocument,
  calendarResponses,
  TIME_REFERENCE,
  windowAt,
} from './calendar-responses.ts';
import type { RouteQuery } from './route-bans.schema.ts';
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

/** A route's answer as a value (the site's timeline, the MCP tool) and as the serialised body the API sends. */
export interface RouteAnswer {
  readonly plan: RouteBans;
  readonly query: RouteQuery;
  readonly document: () => RouteDocument;
  readonly body: () => OpenDataBody;
}

/**
 * The end of the calendar's window as an instant: midnight CET after its last day. Luxon reads the date in the
 * zone, so the offset of that night (CET) is the zone's own.
 */
const windowEnd = (to: string): Date =>
  DateTime.fromISO(to, { zone: CALENDAR_ZONE }).plus({ days: 1 }).startOf('day').toJSDate();

/**
 * getTrafficBans and getTrafficBansIcs: the driving-ban calendar for the current and the next year, the year read
 * from the call's instant so it rolls over without a deploy. The JSON calendar and the feed share the filters but
 * count as two endpoints of the open-data quota, which fails open (public data outlives its request counter). The
 * faces read the filters against the window of the call's instant (`windowAt(context.now)`).
 */
export const calendarOperations = (ports: CalendarPorts) => {
  // Built on the first call; each country's rules are read when an answer first needs that country.
  let built: ReturnType<typeof calendarResponses> | undefined;
  const responses = () => {
    built ??= calendarResponses({
      rules: trafficBanRuleSource,
      siteBaseUrl: ports.settings.SITE_BASE_URL,
      license: openDataLicense(ports.settings),
    });
    return built;
  };
  const admit = openDataAdmission(ports.rateLimits, ports.settings);

  const calendar: Operation<CalendarFilters, CalendarAnswer> = async (context, input) => {
    const quota = await admit('traffic-bans', context);
    const window = windowAt(context.now);
    const filters = input();
    const value = {
      document: () => responses().document(window, filters, context.now),
      body: () => responses().json(window, filters, context.now),
    };
    return answer(value, quota);
  };

  const feed: Operation<CalendarFilters, OpenDataBody> = async (context, input) => {
    const quota = await admit('traffic-bans-ics', context);
    const window = windowAt(context.now);
    return answer(responses().ics(window, input(), context.now), quota);
  };

  /**
   * getTrafficBansRoute: the calendar's entries, night entries included, that a route meets, and its earliest clear
   * departure. The entries come from the same index as the calendar's answers, one country and date range at a
   * time, as a calendar request with country, from, to and include=night would select them. Its own endpoint of
   * the open-data quota.
   */
  const route: Operation<RouteQuery, RouteAnswer> = async (context, input) => {
    const quota = await admit('traffic-bans-route', context);
    const window = windowAt(context.now);
    const query = input();
    const built = responses().built(window, query.lang, context.now);
    const entriesOf = (country: string, from: string, to: string) =>
      queryCalendar(built.index, {
        from: from < window.from ? window.from : from,
        to: to > window.to ? window.to : to,
        countries: [country],
        includeNight: true,
      }).bans;
    const hours = query.hours ?? query.countries.map(() => DEFAULT_HOURS_PER_COUNTRY);
    const plan = routeBans(
      {
        departure: query.departure,
        legs: query.countries.map((country, index) => ({ country, hours: hours[index] as number })),
      },
      entriesOf,
      windowEnd(window.to),
    );
    const document = (): RouteDocument => ({
      generated: built.generated,
      apiVersion: API_VERSION,
      timeReference: TIME_REFERENCE,
      window,
      query: { countries: query.countries, departure: plan.departure, hours, lang: query.lang },
      source: `${responses().source}/route`,
      route: {
        departure: plan.departure,
        arrival: plan.arrival,
        legs: plan.legs.map(({ country, hours: inCountry, enters, leaves, uncovered }) => ({
          country,
          hours: inCountry,
          enters,
          leaves,
          uncovered,
        })),
        uncovered: plan.uncovered,
      },
      assumptions: routeAssumptions(query.lang, query.hours !== null, DEFAULT_HOURS_PER_COUNTRY),
      bans: plan.bans,
      count: plan.bans.length,
      clearDeparture: plan.clearDeparture,
      noClearDeparture: plan.noClearDeparture,
      license: openDataLicense(ports.settings),
    });
    let body: OpenDataBody | undefined;
    return answer(
      {
        plan,
        query,
        document,
        body: () => {
          body ??= jsonOpenDataBody(document());
          return body;
        },
      },
      quota,
    );
  };

  return { calendar, feed, route };
};

export interface RouteDocument {
  readonly generated: string;
  readonly apiVersion: typeof API_VERSION;
  readonly timeReference: typeof TIME_REFERENCE;
  readonly window: CalendarDocument['window'];
  readonly query: {
    readonly countries: readonly string[];
    readonly departure: string;
    readonly hours: readonly number[];
    readonly lang: string;
  };
  readonly source: string;
  readonly route: {
    readonly departure: string;
    readonly arrival: string;
    readonly legs: readonly {
      country: string;
      hours: number;
      enters: string;
      leaves: string;
      uncovered: PassedLeg['uncovered'];
    }[];
    readonly uncovered: RouteBans['uncovered'];
  };
  readonly assumptions: readonly string[];
  readonly bans: RouteBans['bans'];
  readonly count: number;
  readonly clearDeparture: RouteBans['clearDeparture'];
  readonly noClearDeparture: RouteBans['noClearDeparture'];
  readonly license: CalendarDocument['license'];
}
