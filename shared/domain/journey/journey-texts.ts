import type { Language } from '#shared/domain/languages.ts';

/**
 * The sentences a journey's assumptions are said in; `{name}` is filled with the value of that name. A counted
 * noun is never written after a number here: `{days}` values come from `workingDays`, by the language's plural
 * rules (`Intl.PluralRules`), and hours from `Intl.NumberFormat`'s units, so "1 día hábil" and "20 de zile
 * lucrătoare" agree. Country names come from `Intl.DisplayNames` and stand where no article or case depends on them.
 */
export type JourneyTexts = {
  readonly departureAssumed: string;
  readonly originHandling: string;
  readonly departureGiven: string;
  readonly placedByPrefix: string;
  /** A code the country's list of codes does not hold: placed by the country's point, or by the prefix it matches. */
  readonly placedByCountry: string;
  readonly placedByPrefixUnknown: string;
  readonly distance: string;
  readonly distanceByOperator: string;
  readonly driving: string;
  readonly crossing: string;
  /** Which way is taken of those weighed, and why. */
  readonly wayChosen: string;
  readonly wayByRoad: string;
  /** A line with a timetable, its validity, a sailing outside it, a line without one, one known by its interval. */
  readonly sailing: string;
  readonly validity: string;
  readonly validityUnknown: string;
  readonly sailingOutside: string;
  readonly noTimetable: string;
  readonly headway: string;
  /** A customs stop, and the name of the EU's customs area. */
  readonly customs: string;
  readonly euArea: string;
  readonly delivery: string;
  readonly deliveryDeclared: string;
  /** The destination hub's receiving hours, and when it receives the goods. */
  readonly receiving: string;
  readonly driver: string;
  readonly vehicle: string;
  readonly vehicleDescription: string;
  readonly vehicleLowNoise: string;
  readonly vehicleDocuments: string;
  readonly exemptionApplied: string;
  readonly emissions: string;
  readonly trunk: string;
  readonly emissionsPrimary: string;
  readonly hubs: string;
  readonly hubsPrimary: string;
  readonly rounds: string;
  readonly hubDeclared: string;
  readonly hubArea: string;
  readonly seaGross: string;
  readonly emissionsCapped: string;
  readonly shuttleLeftOut: string;
  readonly calendarEnds: string;
  readonly notCounted: string;
  readonly origin: string;
  readonly destination: string;
  /** Why no journey is given: no road corridor to the country, no sea crossing for an island, an end not located. */
  readonly noRoute: string;
  readonly noSeaCrossing: string;
  readonly notLocated: string;
  /** "working day(s)" by plural category (Intl.PluralRules); `other` is required, the rest where the language has them. */
  readonly workingDays: Partial<Record<Intl.LDMLPluralRule, string>> & { readonly other: string };
};

/** The words of a journey's timeline: its title, summary, step labels, delivery, CO2e with its elements, and time zone. */
export type TimelineTexts = {
  readonly [K in
    | 'title'
    | 'journey'
    | 'journeyBySea'
    | 'via'
    | 'departure'
    | 'arrival'
    | 'pausa'
    | 'descanso'
    | 'espera'
    | 'esperaDescanso'
    | 'esperaDescansoSemanal'
    | 'embarque'
    | 'embarqueDescanso'
    | 'aduana'
    | 'descansoSemanal'
    | 'descansoSemanalReducido'
    | 'travesia'
    | 'travesiaDescanso'
    | 'travesiaDescansoSemanal'
    | 'causeDailyDriving'
    | 'causeDailyPeriod'
    | 'causeWeeklyDriving'
    | 'causeFortnightDriving'
    | 'causeWeeklyPeriod'
    | 'causeCrossing'
    | 'exemptLifted'
    | 'exemptShortened'
    | 'weeks'
    | 'week'
    | 'in'
    | 'delivery'
    | 'co2e'
    | 'co2eTransport'
    | 'co2eHub'
    | 'recogida'
    | 'hubOrigen'
    | 'troncal'
    | 'maritimo'
    | 'hubDestino'
    | 'reparto'
    | 'primaryData'
    | 'defaultData'
    | 'wholeVehicle'
    | 'provisional'
    | 'unknown'
    | 'timeZone']: string;
};

/**
 * The journey's sentences and timeline words in the six languages. The domain takes them as an argument: they are
 * read from data/journey/journey-texts.json beside the bundle, on first use, by whoever wires the journey or renders
 * a timeline (23 KB of words that a function's bundle need not compile).
 */
export type JourneyTextsFile = {
  readonly assumptions: Readonly<Record<Language, JourneyTexts>>;
  readonly timeline: Readonly<Record<Language, TimelineTexts>>;
};
