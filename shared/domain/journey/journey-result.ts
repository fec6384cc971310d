import type { Language } from '#shared/domain/languages.ts';
import type { TariffFile } from '#shared/domain/pricing/tariff.schema.ts';
import { type LaneJourneyTerms, laneJourneyTerms } from '#shared/domain/pricing/tariff-lookup.ts';
import type { BanCalendarPort } from '#shared/domain/traffic-bans/ban-calendar.ts';
import { clearDeparture, latestDeparture } from './clear-departure.ts';
import type { Corridor } from './corridor.ts';
import type { DrivePlan } from './drive-plan.ts';
import type { Emisiones, Transito } from './journey.schema.ts';
import {
  isJourney,
  type Journey,
  type JourneyData,
  type JourneySettings,
  journey,
  type NoJourney,
  planOver,
  unbannedDuration,
} from './journey.ts';
import type { JourneyTexts, JourneyTextsFile } from './journey-texts.ts';
import { countryName, emisionesOf, journeyAssumptions, transitoOf } from './journey-view.ts';

/**
 * Everything a face needs to add the journey to a result: the data, the settings, the tariff, the calendar and the
 * journey's texts.
 */
export type JourneyPorts = {
  readonly data: JourneyData;
  readonly settings: JourneySettings;
  readonly tariff: TariffFile;
  /** The ban calendar of the window of an instant, its texts in a language. */
  readonly calendarFor: (now: Date, lang: Language) => BanCalendarPort;
  /** The journey's sentences and timeline words (data/journey), read on first use. */
  readonly texts: () => JourneyTextsFile;
};

export type JourneyShipment = {
  readonly cpOrigen: string;
  readonly paisDestino: string;
  readonly cpDestino: string;
  readonly pesoKg: number;
  readonly fechaCarga: string;
};

/** The journey of a result: its two objects and its assumptions, or, when none can be drawn, only why. */
export type ResultJourney =
  | {
      readonly journey: Journey;
      readonly transito: Transito;
      readonly emisiones: Emisiones;
      readonly trayecto: string[];
    }
  | { readonly journey: undefined; readonly trayecto: string[] };

/** Why no journey is given, said in the language. */
export const noJourneySentence = (outcome: NoJourney, lang: Language, texts: JourneyTexts): string => {
  switch (outcome.reason) {
    case 'no-route':
      return texts.noRoute.replace('{country}', countryName(lang, outcome.country));
    case 'no-sea-crossing':
      return texts.noSeaCrossing.replace('{island}', outcome.island);
    case 'origin-unknown':
    case 'destination-unknown':
      return texts.notLocated.replace('{country}', countryName(lang, outcome.country));
  }
};

/**
 * The one journey computation of every face: the estimate and quote creation (through the pricing path), the route
 * planner, the site and MCP. `departure` is the caller's instant, else the loading date at the settings' time.
 */
export const resultJourney = (
  ports: JourneyPorts,
  shipment: JourneyShipment,
  lang: Language,
  now: Date,
  departure?: Date,
  lane: LaneJourneyTerms = laneJourneyTerms(ports.tariff, shipment),
  way?: Corridor,
): ResultJourney => {
  const outcome = journey(
    { ...shipment, departure, lane, ...(way === undefined ? {} : { way }) },
    ports.data,
    ports.settings,
    ports.calendarFor(now, lang),
  );
  const texts = ports.texts().assumptions[lang];
  if (!isJourney(outcome)) return { journey: undefined, trayecto: [noJourneySentence(outcome, lang, texts)] };
  const points = ports.data.points();
  const factors = ports.data.factors();
  return {
    journey: outcome,
    transito: transitoOf(outcome, lang, points, texts),
    emisiones: emisionesOf(outcome.emissions, lang, texts),
    trayecto: journeyAssumptions(outcome, lang, points, factors, ports.data.corridors().customs, texts),
  };
};

/** The two instants a dispatcher gives the route planner: when the truck may leave, and when it must arrive. */
export type RouteTimes = { readonly departure?: Date; readonly arriveBy?: Date };

/** How far before the wanted arrival a departure is looked for. */
export const ARRIVE_BY_SEARCH_DAYS = 7;

/** A departure found by a search, with its plan and whether it relies on a provisional ban. */
export type FoundDeparture = { readonly plan: DrivePlan; readonly provisional: boolean };

/**
 * Why no latest departure is given: the plan of the requested departure runs past the calendar's window (so its
 * arrival is not known to be free of bans), or no departure from now on, and at most 7 days before `arriveBy`,
 * arrives by then (the earliest of them, and when it arrives, say how far off the wish is).
 */
export type NoLatestDeparture =
  | { readonly reason: 'calendar-ends' }
  | { readonly reason: 'none-arrives-in-time'; readonly earliest: FoundDeparture };

/**
 * The route planner's journey and the dispatcher's questions, all from the same computation with the same data:
 * the journey from the requested departure (or, given only a wanted arrival, from the latest departure that meets
 * it); the earliest departure from it whose plan waits for no nationwide or transit ban (`clearDeparture`); and the
 * latest departure that still arrives as early as the requested one, or by `arriveBy` when that is given (from now on,
 * within the 7 days before it), so that the driver rests at the depot rather than in a lay-by.
 */
export const routeJourney = (
  ports: JourneyPorts,
  shipment: JourneyShipment,
  lang: Language,
  now: Date,
  times: RouteTimes,
) => {
  const lane = laneJourneyTerms(ports.tariff, shipment);
  const deadline = times.arriveBy?.getTime();
  // A departure the dispatcher can still take: from now on, at most 7 days before the wanted arrival.
  const earliest =
    deadline === undefined ? undefined : Math.max(deadline - ARRIVE_BY_SEARCH_DAYS * 86_400_000, now.getTime());
  // The way (by road or by which sea lines) is chosen once, at the first departure the answer needs, and kept for every
  // departure the searches try.
  const first = times.departure ?? new Date(earliest ?? now.getTime());
  const drawn = resultJourney(ports, shipment, lang, now, first, lane);
  if (drawn.journey === undefined) return { found: drawn, clear: null, latest: null } as const;
  const { corridor, planning } = drawn.journey;
  const planAt = (instant: number): FoundDeparture =>
    instant === first.getTime() && drawn.journey !== undefined ? drawn.journey : planOver(corridor, instant, planning);
  const unbanned = unbannedDuration(corridor, first.getTime(), planning);
  let latest: FoundDeparture | NoLatestDeparture;
  if (deadline !== undefined && earliest !== undefined) {
    latest = latestDeparture(planAt, deadline, earliest, unbanned) ?? {
      reason: 'none-arrives-in-time',
      earliest: planAt(earliest),
    };
  } else {
    const requested = drawn.journey.plan;
    latest =
      requested.unknownFrom === undefined
        ? (latestDeparture(planAt, requested.arrival, requested.departure, unbanned) ?? drawn.journey)
        : { reason: 'calendar-ends' };
  }
  // Given only a wanted arrival, the answer's journey leaves at the latest departure that meets it.
  const shownAt = times.departure ?? ('plan' in latest ? new Date(latest.plan.departure) : first);
  // The way the search kept (sea or road) is the answer's way at the departure it found.
  const found =
    shownAt.getTime() === first.getTime() ? drawn : resultJourney(ports, shipment, lang, now, shownAt, lane, corridor);
  if (found.journey === undefined) return { found, clear: null, latest: null } as const;
  return { found, clear: clearDeparture(planAt, shownAt.getTime()), latest } as const;
};
