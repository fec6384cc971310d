import { DateTime } from 'luxon';
import type { BanEntry, CountryEntry, RecurringEntry } from './calendar.schema.ts';
import { CALENDAR_ZONE } from './generate-calendar.ts';
import type { BanScope } from './rules.schema.ts';

/**
 * How far a country's ban reaches on a day, from widest to narrowest: `nationwide` (every lorry in the whole
 * country), `transit` (lorries crossing the country only: domestic traffic runs), `regional` (some regions only),
 * `roads` (named roads only), `night` (only the recurring night ban), `none` (a country with dated bans and none that
 * day), `undated` (a country whose rules have no dated bans).
 */
export const DAY_LEVELS = ['nationwide', 'transit', 'regional', 'roads', 'night', 'none', 'undated'] as const;
export type DayLevel = (typeof DAY_LEVELS)[number];

/** The levels a dated entry can have, widest first. */
export const ENTRY_LEVELS = ['nationwide', 'transit', 'regional', 'roads'] as const;
export type EntryLevel = (typeof ENTRY_LEVELS)[number];

const LEVEL_OF_SCOPE: Readonly<Record<BanScope, EntryLevel>> = {
  nationwide: 'nationwide',
  transit: 'transit',
  regional: 'regional',
  'specific-roads': 'roads',
};

/** The level of one dated entry: where its ban applies. */
export const entryLevel = (entry: Pick<BanEntry, 'scope'>): EntryLevel => LEVEL_OF_SCOPE[entry.scope];

/** A stretch of a day in CET, HH:MM to HH:MM (24:00 is the day's end); a night runs from `start` to `end` next day. */
export interface Hours {
  readonly start: string;
  readonly end: string;
}

/** The entries of one level on one day: their hours merged, and for roads the roads in calendar order. */
export interface LevelPart {
  readonly level: EntryLevel;
  readonly hours: readonly Hours[];
  /** The roads named by the entries, without repeats (roads level; empty otherwise). */
  readonly roads: readonly string[];
  /** Every entry of the part is an estimate, not yet published by the authority. */
  readonly provisional: boolean;
  readonly entries: number;
}

/** A country's ban on one day, as every view shows it. */
export interface DayLevelSummary {
  readonly country: string;
  readonly date: string;
  readonly level: DayLevel;
  /** The hours of the level: the widest part's, or the night ban's. */
  readonly hours: readonly Hours[];
  /** The roads of a `roads` day; empty otherwise. */
  readonly roads: readonly string[];
  /** Every dated part of the day, widest first (the first is the level's, when it is one). */
  readonly parts: readonly LevelPart[];
  /** The country's recurring night ban, which applies on every day besides the dated parts. */
  readonly night?: Hours;
  readonly provisional: boolean;
}

/** The calendar parts a summary is read from: what a calendar query or document carries. */
export interface LevelSource {
  readonly countries: readonly Pick<CountryEntry, 'code'>[];
  readonly countriesWithoutDatedBans: readonly Pick<CountryEntry, 'code'>[];
  readonly recurring: readonly Pick<RecurringEntry, 'country' | 'start' | 'end'>[];
  /** Dated entries in calendar order; night entries among them (include=night) are read as the night ban. */
  readonly bans: readonly BanEntry[];
}

/** Overlapping or touching stretches of one day merged, in order of start. */
export const mergeHours = (hours: readonly Hours[]): Hours[] => {
  const sorted = [...hours].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.end < b.end ? -1 : 1));
  const merged: Hours[] = [];
  for (const next of sorted) {
    const last = merged[merged.length - 1];
    if (last !== undefined && next.start <= last.end) {
      if (next.end > last.end) merged[merged.length - 1] = { start: last.start, end: next.end };
    } else merged.push({ start: next.start, end: next.end });
  }
  return merged;
};

const partOf = (level: EntryLevel, entries: readonly BanEntry[]): LevelPart => ({
  level,
  hours: mergeHours(entries.map(({ start, end }) => ({ start, end }))),
  roads: level === 'roads' ? [...new Set(entries.flatMap((entry) => entry.roads ?? []))] : [],
  provisional: entries.every((entry) => entry.provisional === true),
  entries: entries.length,
});

/**
 * One country's day: its dated entries of that day grouped by level, widest first; the level is the widest part's,
 * else `night` when the country bans every night, else `none`. Night entries given among the dated ones are left to
 * the night ban.
 */
export const dayLevel = (
  country: string,
  date: string,
  entries: readonly BanEntry[],
  night: Hours | undefined,
): DayLevelSummary => {
  // One pass: the overview summarises every country for a week on each render.
  const byLevel: Record<EntryLevel, BanEntry[]> = { nationwide: [], transit: [], regional: [], roads: [] };
  for (const entry of entries) if (entry.kind !== 'night') byLevel[LEVEL_OF_SCOPE[entry.scope]].push(entry);
  const parts: LevelPart[] = [];
  for (const level of ENTRY_LEVELS) if (byLevel[level].length > 0) parts.push(partOf(level, byLevel[level]));
  const widest = parts[0];
  if (widest !== undefined) {
    return {
      country,
      date,
      level: widest.level,
      hours: widest.hours,
      roads: widest.roads,
      parts,
      ...(night === undefined ? {} : { night }),
      provisional: widest.provisional,
    };
  }
  return {
    country,
    date,
    level: night === undefined ? 'none' : 'night',
    hours: night === undefined ? [] : [night],
    roads: [],
    parts,
    ...(night === undefined ? {} : { night }),
    provisional: false,
  };
};

/** The summary of a country whose rules have no dated bans. */
const undatedDay = (country: string, date: string): DayLevelSummary => ({
  country,
  date,
  level: 'undated',
  hours: [],
  roads: [],
  parts: [],
  provisional: false,
});

export interface CountryDays {
  readonly country: string;
  readonly days: readonly DayLevelSummary[];
}

/**
 * Each country's level on each of the days (ascending), from the calendar parts that cover them: the countries with
 * dated bans first, then those without, each list in the source's order. The one summary every face renders.
 */
export const dayLevels = (source: LevelSource, days: readonly string[]): CountryDays[] => {
  const nights = new Map(source.recurring.map((entry) => [entry.country, { start: entry.start, end: entry.end }]));
  const byCell = new Map<string, BanEntry[]>();
  for (const entry of source.bans) {
    const key = `${entry.country}|${entry.date}`;
    const cell = byCell.get(key);
    if (cell === undefined) byCell.set(key, [entry]);
    else cell.push(entry);
  }
  return [
    ...source.countries.map(({ code }) => ({
      country: code,
      days: days.map((date) => dayLevel(code, date, byCell.get(`${code}|${date}`) ?? [], nights.get(code))),
    })),
    ...source.countriesWithoutDatedBans.map(({ code }) => ({
      country: code,
      days: days.map((date) => undatedDay(code, date)),
    })),
  ];
};

/** Whether a summary says a lorry is stopped somewhere in the country that day (night bans included). */
export const hasBan = (summary: Pick<DayLevelSummary, 'level'>): boolean =>
  summary.level !== 'none' && summary.level !== 'undated';

/** Hours as the calendar writes them, 15:00–24:00. */
export const hoursText = (hours: Hours): string => `${hours.start}–${hours.end}`;

/**
 * An entry's hours in its country's own time, where they are not its CET hours (Romania, an hour ahead): what every
 * face says beside the CET hours, so that the two are not read as two bans.
 */
export const localHoursText = (
  entry: Pick<BanEntry, 'start' | 'end' | 'localStart' | 'localEnd'>,
): string | undefined =>
  entry.localStart === entry.start && entry.localEnd === entry.end
    ? undefined
    : hoursText({ start: entry.localStart, end: entry.localEnd });

/** The calendar day (YYYY-MM-DD) of an instant in the calendar's zone, CET. */
export const calendarDayAt = (now: Date): string =>
  DateTime.fromJSDate(now, { zone: CALENDAR_ZONE }).toISODate() as string;
