import { DateTime } from 'luxon';
import { addDays } from '#shared/domain/dates.ts';
import type { BanEntry } from './calendar.schema.ts';
import { CALENDAR_ZONE } from './generate-calendar.ts';
import type { BanScope } from './rules.schema.ts';

/**
 * Hours a truck is assumed to spend in each country when the route does not say: one long driving day with its
 * daily rest (Regulation (EC) No 561/2006: at most 9 or 10 hours of driving, a daily rest of 9 to 11 hours), the
 * distance a single-driver truck covers in 24 hours. Returned with the answer as an assumption.
 */
export const DEFAULT_HOURS_PER_COUNTRY = 24;
export const MAX_ROUTE_COUNTRIES = 12;
export const MAX_HOURS_PER_COUNTRY = 240;
/** How far after the requested departure the clear departure is looked for, and on which steps. */
export const CLEAR_SEARCH_DAYS = 7;
export const CLEAR_STEP_MINUTES = 15;

/**
 * Scopes that stop a heavy truck anywhere in the country (the night bans are nationwide). `specific-roads` and
 * `regional` entries may be avoided by another road: shown, with their roads, but a departure meeting them is clear.
 */
export const BLOCKING_SCOPES: ReadonlySet<BanScope> = new Set<BanScope>(['nationwide', 'transit']);

export const isBlocking = (entry: Pick<BanEntry, 'scope'>): boolean => BLOCKING_SCOPES.has(entry.scope);

/** One country of a route, crossed for the given number of hours. */
export interface RouteLeg {
  readonly country: string;
  readonly hours: number;
}

/** The countries a truck crosses, in order, from a departure instant. */
export interface RoutePlan {
  readonly departure: Date;
  readonly legs: readonly RouteLeg[];
}

/**
 * The calendar's entries of one country over CET dates (inclusive), night entries included, in calendar order:
 * the port through which the route reads the calendar, so the route's entries are the calendar's own.
 */
export type EntriesOf = (country: string, from: string, to: string) => readonly BanEntry[];

/** A span of a route's time past the end of the calendar: its bans are unknown, never absent. */
export interface Uncovered {
  readonly from: string;
  readonly to: string;
}

/** The time the truck spends in one country, and the calendar's entries in force there meanwhile. */
export interface PassedLeg {
  readonly country: string;
  readonly hours: number;
  readonly enters: string;
  readonly leaves: string;
  readonly bans: readonly BanEntry[];
  /** The part of this time past the end of the calendar, or null when the calendar covers all of it. */
  readonly uncovered: Uncovered | null;
}

/** The earliest departure whose route meets no nationwide or transit entry, and whether that relies on estimates. */
export interface ClearDeparture {
  readonly departure: string;
  readonly arrival: string;
  /** True when a provisional (estimated) nationwide or transit entry of the route's countries lies in the searched time. */
  readonly provisional: boolean;
}

/**
 * Why a route has no clear departure: every departure searched meets a nationwide or transit entry, or the search
 * reached the end of the calendar first (a route running past it is never called clear).
 */
export type NoClearDeparture = 'every-departure-meets-a-ban' | 'calendar-ends';

export interface RouteBans {
  readonly departure: string;
  readonly arrival: string;
  readonly legs: readonly PassedLeg[];
  /** Every entry met, once, in the order of the legs and then the calendar's. */
  readonly bans: readonly BanEntry[];
  /** The route's time past the end of the calendar, or null when the calendar covers the whole route. */
  readonly uncovered: Uncovered | null;
  readonly clearDeparture: ClearDeparture | null;
  /** Why clearDeparture is null; null when there is one. */
  readonly noClearDeparture: NoClearDeparture | null;
}

const HOUR_MS = 3_600_000;
const STEP_MS = CLEAR_STEP_MINUTES * 60_000;

/** An instant in RFC 3339 with the calendar's offset (CET or CEST), as the entries give theirs. */
export const cetInstant = (ms: number): string =>
  DateTime.fromMillis(ms, { zone: CALENDAR_ZONE }).toISO({ suppressMilliseconds: true }) as string;

const cetDate = (ms: number): string => DateTime.fromMillis(ms, { zone: CALENDAR_ZONE }).toISODate() as string;

/** Where each leg starts and ends, in milliseconds after the departure. */
const legOffsets = (legs: readonly RouteLeg[]): { start: number; end: number }[] => {
  let start = 0;
  return legs.map((leg) => {
    const end = start + Math.round(leg.hours * HOUR_MS);
    const offsets = { start, end };
    start = end;
    return offsets;
  });
};

type Interval = { readonly start: number; readonly end: number; readonly provisional: boolean };

const overlaps = (entry: { start: number; end: number }, from: number, to: number) =>
  entry.start < to && entry.end > from;

/** The part of [from, to) at or after `knownUntil`, the end of the calendar. */
const uncoveredOf = (from: number, to: number, knownUntil: number): Uncovered | null =>
  to > knownUntil ? { from: cetInstant(Math.max(from, knownUntil)), to: cetInstant(to) } : null;

const intervalOf = (entry: BanEntry): Interval => ({
  start: Date.parse(entry.startsAt),
  end: Date.parse(entry.endsAt),
  provisional: entry.provisional === true,
});

/**
 * Entries of a country over an interval of instants: the calendar's CET dates that can hold them (an entry lies
 * within its CET day; one day of margin before covers any entry dated the day before that runs over midnight),
 * then the instants compared, never wall-clock strings, so a route across the CET/CEST change is placed right.
 * An entry ending exactly when the truck enters, or starting exactly when it leaves, is not met.
 */
const entriesDuring = (entriesOf: EntriesOf, country: string, from: number, to: number): BanEntry[] =>
  entriesOf(country, addDays(cetDate(from), -1), cetDate(to)).filter((entry) => overlaps(intervalOf(entry), from, to));

/**
 * Which entries a route meets, and the earliest departure at or after the requested one (then on quarter hours, up
 * to CLEAR_SEARCH_DAYS later) whose route meets no nationwide or transit entry. `knownUntil` is the end of the
 * calendar: the time after it is said to be uncovered, leg by leg, and a departure whose route would run past it is
 * never called clear.
 */
export const routeBans = (plan: RoutePlan, entriesOf: EntriesOf, knownUntil: Date): RouteBans => {
  const departure = plan.departure.getTime();
  const calendarEnd = knownUntil.getTime();
  const offsets = legOffsets(plan.legs);
  const total = offsets.at(-1)?.end ?? 0;
  const legs = plan.legs.map((leg, index): PassedLeg => {
    const { start, end } = offsets[index] as { start: number; end: number };
    return {
      country: leg.country,
      hours: leg.hours,
      enters: cetInstant(departure + start),
      leaves: cetInstant(departure + end),
      bans: entriesDuring(entriesOf, leg.country, departure + start, departure + end),
      uncovered: uncoveredOf(departure + start, departure + end, calendarEnd),
    };
  });
  // A country crossed twice can meet the same entry twice: the answer lists it once.
  const seen = new Set<string>();
  const bans = legs
    .flatMap((leg) => leg.bans)
    .filter((entry) => {
      const key = JSON.stringify(entry);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  const clear = clearDeparture(plan, entriesOf, calendarEnd);
  return {
    departure: cetInstant(departure),
    arrival: cetInstant(departure + total),
    legs,
    bans,
    uncovered: uncoveredOf(departure, departure + total, calendarEnd),
    clearDeparture: typeof clear === 'string' ? null : clear,
    noClearDeparture: typeof clear === 'string' ? clear : null,
  };
};

/** The first quarter hour strictly after an instant (quarter hours are the same in UTC as in CET and CEST). */
const nextQuarter = (ms: number) => (Math.floor(ms / STEP_MS) + 1) * STEP_MS;

const clearDeparture = (
  plan: RoutePlan,
  entriesOf: EntriesOf,
  knownUntil: number,
): ClearDeparture | NoClearDeparture => {
  const requested = plan.departure.getTime();
  const offsets = legOffsets(plan.legs);
  const total = offsets.at(-1)?.end ?? 0;
  const last = requested + CLEAR_SEARCH_DAYS * 24 * HOUR_MS;
  const searchEnd = Math.min(last + total, knownUntil);
  // Each country's blocking intervals over the whole search, read once.
  const blocking = new Map<string, Interval[]>();
  for (const country of new Set(plan.legs.map((leg) => leg.country))) {
    const entries = entriesDuring(entriesOf, country, requested, Math.max(searchEnd, requested + 1));
    blocking.set(country, entries.filter(isBlocking).map(intervalOf));
  }
  const meetsNone = (start: number) =>
    plan.legs.every((leg, index) => {
      const { start: from, end: to } = offsets[index] as { start: number; end: number };
      return !(blocking.get(leg.country) ?? []).some((interval) => overlaps(interval, start + from, start + to));
    });
  for (let start = requested; start <= last; start = start === requested ? nextQuarter(requested) : start + STEP_MS) {
    if (start + total > knownUntil) return 'calendar-ends';
    if (!meetsNone(start)) continue;
    const arrival = start + total;
    const provisional = [...blocking.values()].some((intervals) =>
      intervals.some((interval) => interval.provisional && overlaps(interval, requested, arrival)),
    );
    return { departure: cetInstant(start), arrival: cetInstant(arrival), provisional };
  }
  return 'every-departure-meets-a-ban';
};
