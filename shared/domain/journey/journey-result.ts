import type { Language } from '#shared/domain/languages.ts';
import type { TariffFile } from '#shared/domain/pricing/tariff.schema.ts';
import { type LaneJourneyTerms, laneJourneyTerms } from '#shared/domain/pricing/tariff-lookup.ts';
import type { BanCalendarPort } from '#shared/domain/traffic-bans/ban-calendar.ts';
import { clearDeparture } from './clear-departure.ts';
import type { Emisiones, Transito } from './journey.schema.ts';
import {
  isJourney,
  type Journey,
  type JourneyData,
  type JourneySettings,
  journey,
  type NoJourney,
  planOver,
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
): ResultJourney => {
  const outcome = journey({ ...shipment, departure, lane }, ports.data, ports.settings, ports.calendarFor(now, lang));
  const texts = ports.texts().assumptions[lang];
  if (!isJourney(outcome)) return { journey: undefined, trayecto: [noJourneySentence(outcome, lang, texts)] };
  const points = ports.data.points();
  const factors = ports.data.factors();
  return {
    journey: outcome,
    transito: transitoOf(outcome, lang, points),
    emisiones: emisionesOf(outcome.emissions, lang, texts),
    trayecto: journeyAssumptions(outcome, lang, points, factors, texts),
  };
};

/**
 * The route planner's journey: the journey from a departure instant, and the earliest departure whose plan waits for
 * no nationwide or transit ban (`clearDeparture`), both from the same computation with the same data.
 */
export const routeJourney = (
  ports: JourneyPorts,
  shipment: JourneyShipment,
  lang: Language,
  now: Date,
  departure: Date,
) => {
  const lane = laneJourneyTerms(ports.tariff, shipment);
  const found = resultJourney(ports, shipment, lang, now, departure, lane);
  if (found.journey === undefined) return { found, clear: null };
  const calendar = ports.calendarFor(now, lang);
  const { corridor } = found.journey;
  // A later departure changes only the plan: the corridor, and so the places and crossings, stay.
  const planAt = (instant: number) =>
    instant === departure.getTime() ? found.journey : planOver(corridor, instant, ports.settings, calendar);
  return { found, clear: clearDeparture(planAt, departure.getTime()) };
};
