import { DateTime } from 'luxon';
import { addDays } from '#shared/domain/dates.ts';
import type { BanEntry, CountryEntry, RecurringEntry } from '#shared/domain/traffic-bans/calendar.schema.ts';
import { type CalendarIndex, queryCalendar } from '#shared/domain/traffic-bans/calendar-index.ts';
import {
  calendarDayAt,
  type DayLevel,
  type DayLevelSummary,
  dayLevels,
  ENTRY_LEVELS,
  type EntryLevel,
  entryLevel,
  hasBan,
} from '#shared/domain/traffic-bans/day-levels.ts';

/** The calendar day of an instant in CET, the calendar's own zone. */
export const calendarDay = calendarDayAt;

const clampTo = (date: string, index: CalendarIndex): string => (date > index.window.to ? index.window.to : date);

export interface MonthGrid {
  /** First day of the month, YYYY-MM-01. */
  readonly month: string;
  /** Weeks Monday to Sunday; null outside the month. */
  readonly weeks: readonly (readonly (DayCell | null)[])[];
}

export interface DayCell {
  readonly date: string;
  readonly day: number;
  readonly banned: boolean;
  /** The widest level of the day's entries; undefined on a day without one. */
  readonly level?: EntryLevel;
  /** Every entry of the day is an estimate (not yet published by the authority). */
  readonly provisional: boolean;
  readonly past: boolean;
  readonly today: boolean;
}

const widestLevel = (entries: readonly BanEntry[]): EntryLevel | undefined =>
  ENTRY_LEVELS.find((level) => entries.some((entry) => entryLevel(entry) === level));

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Month grids from `from`'s month through `to`'s month, days marked by the level of the entries given and days
 * before `from` as past. Plain UTC date arithmetic: a grid is only calendar days, and luxon's per-day objects made up
 * most of a country page's render.
 */
export const monthGrids = (entries: readonly BanEntry[], from: string, to: string, today = from): MonthGrid[] => {
  const byDate = new Map<string, BanEntry[]>();
  for (const entry of entries) byDate.set(entry.date, [...(byDate.get(entry.date) ?? []), entry]);
  const grids: MonthGrid[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  while (`${year}-${pad(month)}` <= last) {
    const prefix = `${year}-${pad(month)}`;
    const lead = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
    const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const weeks: (DayCell | null)[][] = [];
    let week: (DayCell | null)[] = Array.from({ length: lead }, () => null);
    for (let day = 1; day <= length; day += 1) {
      const date = `${prefix}-${pad(day)}`;
      const dayEntries = byDate.get(date) ?? [];
      const level = widestLevel(dayEntries);
      week.push({
        date,
        day,
        banned: dayEntries.length > 0,
        ...(level === undefined ? {} : { level }),
        provisional: dayEntries.length > 0 && dayEntries.every((entry) => entry.provisional === true),
        past: date < from,
        today: date === today,
      });
      if (week.length === 7) {
        weeks.push(week);
        week = [];
      }
    }
    if (week.length > 0) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
    grids.push({ month: `${prefix}-01`, weeks });
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return grids;
};

export interface CountryPageModel {
  readonly country: CountryEntry;
  readonly recurring: readonly RecurringEntry[];
  /** The dated entries from today to the end of next month, in calendar order. */
  readonly coming: readonly BanEntry[];
  readonly months: readonly MonthGrid[];
  readonly from: string;
  readonly to: string;
}

/**
 * What a country page shows on a given day: the country's rules, its night bans, and its ban days from that day
 * to the end of the next month (within the calendar's window), as a list and as month grids.
 */
export const countryPageModel = (index: CalendarIndex, code: string, today: string): CountryPageModel | undefined => {
  const country = index.country(code)?.entry;
  if (country === undefined) return undefined;
  const from = today < index.window.from ? index.window.from : today;
  // The last day of the next month: day 0 of the month after it.
  const nextMonthEnd = new Date(Date.UTC(Number(from.slice(0, 4)), Number(from.slice(5, 7)) + 1, 0));
  const to = clampTo(nextMonthEnd.toISOString().slice(0, 10), index);
  const { bans } = queryCalendar(index, { from, to, countries: [code], includeNight: false });
  return {
    country,
    recurring: index.recurringOf(code),
    coming: bans,
    // Built when a page shows them: the overview's sections list the days without grids.
    get months() {
      return monthGrids(bans, from, to, today);
    },
    from,
    to,
  };
};

export interface OverviewModel {
  readonly date: string;
  readonly days: readonly string[];
  /** Level of each country the rules hold, on `date`. */
  readonly levels: ReadonlyMap<string, DayLevel>;
  /** Dated-ban countries with their level on each day of the week from `date`. */
  readonly week: readonly { readonly country: CountryEntry; readonly days: readonly DayLevelSummary[] }[];
  readonly withoutDated: readonly CountryEntry[];
}

/** The overview on a chosen day: each country's level for the map, and the seven days from that day. */
export const overviewModel = (index: CalendarIndex, date: string): OverviewModel => {
  const days = Array.from({ length: 7 }, (_, offset) => addDays(date, offset)).filter((day) => day <= index.window.to);
  const last = days[days.length - 1] ?? date;
  const answer = queryCalendar(index, { from: date, to: last, countries: null, includeNight: false });
  const rows = dayLevels(answer, days);
  const levels = new Map(rows.map((row) => [row.country, row.days[0]?.level ?? 'none']));
  const dated = new Map(rows.map((row) => [row.country, row.days]));
  return {
    date,
    days,
    levels,
    week: index.countries.map((country) => ({ country, days: dated.get(country.code) ?? [] })),
    withoutDated: index.countriesWithoutDatedBans,
  };
};

/** The countries with a ban (night bans included) on each day from `from` to `to`, in the calendar's order. */
export const bansByDay = (
  index: CalendarIndex,
  from: string,
  to: string,
): { readonly date: string; readonly bans: readonly DayLevelSummary[] }[] => {
  const days: string[] = [];
  for (let day = from; day <= to && day <= index.window.to; day = addDays(day, 1)) days.push(day);
  const rows = dayLevels(queryCalendar(index, { from, to, countries: null, includeNight: false }), days);
  return days.map((date, offset) => ({
    date,
    bans: rows.flatMap((row) => {
      const summary = row.days[offset];
      return summary !== undefined && hasBan(summary) ? [summary] : [];
    }),
  }));
};

/** Saturday and Sunday of the weekend at or after `today` (today itself on a weekend day). */
export const weekendOf = (today: string): { from: string; to: string } => {
  const day = DateTime.fromISO(today, { zone: 'utc' });
  if (day.weekday === 7) return { from: addDays(today, -1), to: today };
  const saturday = day.plus({ days: 6 - day.weekday });
  return { from: saturday.toISODate() as string, to: saturday.plus({ days: 1 }).toISODate() as string };
};

/** Whether a date string is a real day inside the calendar's window. */
export const dayInWindow = (index: CalendarIndex, date: string | undefined): date is string =>
  date !== undefined &&
  /^\d{4}-\d{2}-\d{2}$/.test(date) &&
  DateTime.fromISO(date, { zone: 'utc' }).isValid &&
  date >= index.window.from &&
  date <= index.window.to;
