import { tariff } from '#data/tariffs/index.ts';
import { trafficBanRuleSource } from '#data/traffic-bans/index.ts';
import type { Config } from '#shared/config.ts';
import { MalformedRequestError } from '#shared/domain/errors.ts';
import { staysOf } from '#shared/domain/journey/clear-departure.ts';
import type { Emisiones, Transito } from '#shared/domain/journey/journey.schema.ts';
import { mayBindOn } from '#shared/domain/journey/journey.ts';
import {
  ARRIVE_BY_SEARCH_DAYS,
  type FoundDeparture,
  type JourneyPorts,
  routeJourney,
} from '#shared/domain/journey/journey-result.ts';
import { phrase } from '#shared/domain/problem-phrases.ts';
import { banCalendarOf } from '#shared/domain/traffic-bans/ban-calendar.ts';
import type { BanEntry } from '#shared/domain/traffic-bans/calendar.schema.ts';
import { CALENDAR_ZONE } from '#shared/domain/traffic-bans/generate-calendar.ts';
import {
  type ClearDeparture,
  cetInstant,
  DEFAULT_HOURS_PER_COUNTRY,
  type PassedLeg,
  type RouteBans,
  routeBans,
} from '#shared/domain/traffic-bans/route-bans.ts';
import { routeAssumptions } from '#shared/domain/traffic-bans/route-texts.ts';
import { localParts } from '#shared/domain/zone-offsets.ts';
import { jsonOpenDataBody, type OpenDataBody, openDataLicense } from '#shared/http/open-data.ts';
import { wireJourney } from '#shared/operations/journey-ports.ts';
import { openDataAdmission } from '#shared/operations/open-data-quota.ts';
import { answer, type Operation } from '#shared/operations/operation.ts';
import type { RateLimitStore } from '#shared/store/rate-limit-store.ts';
import {
  API_VERSION,
  type CalendarDocument,
  calendarResponses,
  type FeedWriter,
  TIME_REFERENCE,
  windowAt,
} from './calendar-responses.ts';
import type { RoutePlace, RouteQuery } from './route-bans.schema.ts';

const toMinute = (ms: number) => Math.round(ms / 60_000) * 60_000;

/** A route planned from postal codes carries no shipment: its journey and its emissions are for one tonne. */
const ROUTE_TONNES = 1;

import type { CalendarFilters } from './traffic-bans.schema.ts';

/** The JSON calendar as a value (for a face that renders it) and as the serialised body the API sends. */
export interface CalendarAnswer {
  readonly document: () => CalendarDocument;
  readonly body: () => OpenDataBody;
  /** A face's rendering of the document (`face` names it), from the calendar's cache, with the body's tag. */
  readonly rendered: (face: string, render: (document: CalendarDocument) => string) => OpenDataBody;
}

export interface CalendarPorts {
  readonly settings: Pick<
    Config,
    | 'SITE_BASE_URL'
    | 'SERVICE_NAME'
    | 'OPEN_DATA_QUOTA_PER_WINDOW'
    | 'OPEN_DATA_WINDOW_SECONDS'
    | 'JOURNEY_AVERAGE_SPEED_KMH'
    | 'JOURNEY_CIRCUITY_FACTOR'
    | 'JOURNEY_DEPARTURE_TIME'
    | 'JOURNEY_RECEIVING_HOURS'
    | 'JOURNEY_CUSTOMS_MINUTES'
  >;
  readonly rateLimits: Pick<RateLimitStore, 'hit'>;
  /** The journey of a route given by postal codes; the committed data and the tariff unless given. */
  readonly journey?: JourneyPorts;
  /** The iCalendar writer, given where the feed is served (the calendar function), so no other bundle carries it. */
  readonly feedWriter?: FeedWriter;
}

/** Which of the answer's departures arrives first, and when (all of them, when they arrive together). */
export interface EarliestArrival {
  readonly arrival: string;
  readonly departures: readonly ('departure' | 'clearDeparture' | 'latestDeparture')[];
}

/**
 * A route's bans and departures: the latest departure that arrives as early as the requested one (or by arriveBy),
 * and which departure arrives first, for a route given by its places.
 */
export interface RoutePlan extends RouteBans {
  readonly latestDeparture: ClearDeparture | null;
  /** Why latestDeparture is null: the route is given by countries and hours, or its plan runs past the calendar. */
  readonly noLatestDeparture: 'route-by-countries' | 'calendar-ends' | null;
  readonly earliestArrival: EarliestArrival | null;
}

/** A route's answer as a value (the site's timeline, the MCP tool) and as the serialised body the API sends. */
export interface RouteAnswer {
  readonly plan: RoutePlan;
  readonly query: RouteQuery;
  readonly document: () => RouteDocument;
  readonly body: () => OpenDataBody;
}

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
      license: (lang) => openDataLicense(ports.settings, lang),
      ...(ports.feedWriter === undefined ? {} : { feedWriter: ports.feedWriter }),
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
      rendered: (face: string, render: (document: CalendarDocument) => string) =>
        responses().rendered(window, filters, context.now, face, render),
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
  let journeyPorts = ports.journey;
  const journeyOf = () => {
    journeyPorts ??= wireJourney(ports.settings, tariff);
    return journeyPorts;
  };

  /**
   * The legs of a route given by postal codes: the journey's drive plan, from the requested departure, gives the
   * countries and the time spent in each (driving, breaks, rests and ban waits); its clear departure is the earliest
   * whose plan waits for no ban. Unknown places, or places no corridor joins, are a 400 naming the destination.
   */
  const byPlaces = (query: RouteQuery, places: NonNullable<RouteQuery['places']>, now: Date) => {
    const asked = (query.departure ?? query.arriveBy) as Date;
    const shipment = {
      cpOrigen: places.origin.postalCode,
      paisDestino: places.destination.country,
      cpDestino: places.destination.postalCode,
      pesoKg: ROUTE_TONNES * 1000,
      fechaCarga: localParts(CALENDAR_ZONE, asked.getTime()).date,
    };
    const { found, clear, latest } = routeJourney(journeyOf(), shipment, query.lang, now, {
      ...(query.departure === null ? {} : { departure: query.departure }),
      ...(query.arriveBy === null ? {} : { arriveBy: query.arriveBy }),
    });
    if (found.journey === undefined || latest === null) {
      const name = (place: RoutePlace) => `${place.country}-${place.postalCode}`;
      throw new MalformedRequestError([
        {
          location: 'query',
          name: 'destination',
          expected: phrase('expectRoutePlace', { role: 'destination' }),
          detail: phrase('noJourney', { from: name(places.origin), to: name(places.destination) }),
        },
      ]);
    }
    if ('reason' in latest && latest.reason === 'none-arrives-in-time') {
      throw new MalformedRequestError([
        {
          location: 'query',
          name: 'arriveBy',
          expected: phrase('expectArriveBy', { days: ARRIVE_BY_SEARCH_DAYS }),
          detail: phrase('noDepartureArrivesBy', {
            arriveBy: cetInstant((query.arriveBy as Date).getTime()),
            departure: cetInstant(latest.earliest.plan.departure),
            arrival: cetInstant(toMinute(latest.earliest.plan.arrival)),
          }),
        },
      ]);
    }
    const { plan } = found.journey;
    const legs = staysOf(plan).map((stay) => ({ country: stay.country, hours: (stay.to - stay.from) / 3_600_000 }));
    const departureOf = (found: FoundDeparture): ClearDeparture => ({
      departure: cetInstant(found.plan.departure),
      arrival: cetInstant(toMinute(found.plan.arrival)),
      provisional: found.provisional,
    });
    const clearDeparture = typeof clear === 'string' || clear === null ? null : departureOf(clear);
    const latestDeparture = 'plan' in latest ? departureOf(latest) : null;
    // Which of the departures the answer gives arrives first (all of them, when they arrive together).
    const candidates = [
      ['departure', plan] as const,
      ...(clearDeparture === null || typeof clear === 'string' || clear === null
        ? []
        : [['clearDeparture', clear.plan] as const]),
      ...(latestDeparture === null || !('plan' in latest) ? [] : [['latestDeparture', latest.plan] as const]),
    ];
    const first = Math.min(...candidates.map(([, candidate]) => toMinute(candidate.arrival)));
    const earliestArrival: EarliestArrival = {
      arrival: cetInstant(first),
      departures: candidates.filter(([, candidate]) => toMinute(candidate.arrival) === first).map(([name]) => name),
    };
    const { corridor } = found.journey;
    return {
      departure: new Date(plan.departure),
      touches: (entry: BanEntry) => mayBindOn(corridor, entry),
      legs,
      transito: found.transito,
      emisiones: found.emisiones,
      assumptions: found.trayecto,
      clearDeparture,
      noClearDeparture: typeof clear === 'string' ? clear : null,
      latestDeparture,
      noLatestDeparture: latestDeparture === null ? ('calendar-ends' as const) : null,
      earliestArrival,
    };
  };

  /**
   * getTrafficBansRoute: the calendar's entries, night entries included, that a route meets, and its earliest clear
   * departure. The entries come from the same index as the calendar's answers, one country and date range at a
   * time, as a calendar request with country, from, to and include=night would select them. A route given by
   * postal codes takes its legs from the journey's drive plan. Its own endpoint of the open-data quota.
   */
  const route: Operation<RouteQuery, RouteAnswer> = async (context, input) => {
    const quota = await admit('traffic-bans-route', context);
    const window = windowAt(context.now);
    const query = input();
    const built = responses().built(window, query.lang, context.now);
    const calendar = banCalendarOf(built.index);
    const journey = query.places === null ? undefined : byPlaces(query, query.places, context.now);
    const hours =
      journey?.legs.map((leg) => leg.hours) ?? query.hours ?? query.countries.map(() => DEFAULT_HOURS_PER_COUNTRY);
    const countries = journey?.legs.map((leg) => leg.country) ?? query.countries;
    const met = routeBans(
      {
        departure: journey?.departure ?? (query.departure as Date),
        legs: countries.map((country, index) => ({ country, hours: hours[index] as number })),
      },
      calendar.entriesOf,
      new Date(calendar.knownUntil),
    );
    // A route by places knows its regions and roads where it can: a ban of a region or road it does not touch is left out.
    const touches = journey?.touches;
    const bans =
      touches === undefined
        ? met
        : {
            ...met,
            legs: met.legs.map((leg) => ({ ...leg, bans: leg.bans.filter(touches) })),
            bans: met.bans.filter(touches),
          };
    const plan: RoutePlan =
      journey === undefined
        ? { ...bans, latestDeparture: null, noLatestDeparture: 'route-by-countries', earliestArrival: null }
        : {
            ...bans,
            clearDeparture: journey.clearDeparture,
            noClearDeparture: journey.noClearDeparture,
            latestDeparture: journey.latestDeparture,
            noLatestDeparture: journey.noLatestDeparture,
            earliestArrival: journey.earliestArrival,
          };
    const document = (): RouteDocument => ({
      generated: built.generated,
      apiVersion: API_VERSION,
      timeReference: TIME_REFERENCE,
      window,
      query: {
        countries,
        departure: plan.departure,
        ...(query.arriveBy === null ? {} : { arriveBy: cetInstant(query.arriveBy.getTime()) }),
        hours: hours.map((value) => Math.round(value * 100) / 100),
        lang: query.lang,
        ...(query.places === null
          ? {}
          : {
              origin: `${query.places.origin.country}-${query.places.origin.postalCode}`,
              destination: `${query.places.destination.country}-${query.places.destination.postalCode}`,
            }),
      },
      source: `${responses().source}/route`,
      route: {
        departure: plan.departure,
        arrival: plan.arrival,
        legs: plan.legs.map(({ country, hours: inCountry, enters, leaves, uncovered }) => ({
          country,
          hours: Math.round(inCountry * 100) / 100,
          enters,
          leaves,
          uncovered,
        })),
        uncovered: plan.uncovered,
      },
      ...(journey === undefined ? {} : { transito: journey.transito, emisiones: journey.emisiones }),
      assumptions:
        journey === undefined
          ? routeAssumptions(query.lang, query.hours !== null, DEFAULT_HOURS_PER_COUNTRY)
          : journey.assumptions,
      bans: plan.bans,
      count: plan.bans.length,
      clearDeparture: plan.clearDeparture,
      noClearDeparture: plan.noClearDeparture,
      latestDeparture: plan.latestDeparture,
      noLatestDeparture: plan.noLatestDeparture,
      earliestArrival: plan.earliestArrival,
      license: openDataLicense(ports.settings, query.lang),
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
    readonly arriveBy?: string;
    readonly hours: readonly number[];
    readonly lang: string;
    readonly origin?: string;
    readonly destination?: string;
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
  /** The journey of a route given by postal codes: the same object as an estimate's. */
  readonly transito?: Transito;
  /** Its CO2e for one tonne, element by element: the same object as an estimate's. */
  readonly emisiones?: Emisiones;
  readonly assumptions: readonly string[];
  readonly bans: RouteBans['bans'];
  readonly count: number;
  readonly clearDeparture: RouteBans['clearDeparture'];
  readonly noClearDeparture: RouteBans['noClearDeparture'];
  readonly latestDeparture: RoutePlan['latestDeparture'];
  readonly noLatestDeparture: RoutePlan['noLatestDeparture'];
  readonly earliestArrival: RoutePlan['earliestArrival'];
  readonly license: CalendarDocument['license'];
}
