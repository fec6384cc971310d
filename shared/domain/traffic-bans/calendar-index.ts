import type { BanEntry, CountryEntry, RecurringEntry } from './calendar.schema.ts';
import type { HolidayTable } from './calendar-dates.ts';
import {
  type CalendarWindow,
  calendarWindow,
  type DatedOccurrence,
  mergeNights,
  renderCountry,
  rendererOf,
  renderRecurring,
  yearOccurrences,
} from './generate-calendar.ts';
import type { CountryRules, Language } from './rules.schema.ts';

/**
 * Occurrences in calendar order with their dates alongside, so a date range is two binary searches; each entry is
 * rendered when a request first reads it. A journey reads a few days of a country's year, and rendering all of them
 * (every night of a year, with its texts) was most of a cold start's calendar work: the estimate's first request
 * spent about 60 ms of CPU there, measured in the bundles bench's profile.
 */
type Run = {
  readonly dates: readonly string[];
  /** The entries from index `from` up to, not including, `to`. */
  readonly entries: (from: number, to: number) => readonly BanEntry[];
};

/** A country's entries (or every country's) of one year, without and with the night entries, each built on first use. */
type Runs = { readonly dated: () => Run; readonly withNight: () => Run };

/** The same, as occurrences in calendar order, before any is rendered. */
type Occurrences = {
  readonly dated: () => readonly DatedOccurrence[];
  readonly withNight: () => readonly DatedOccurrence[];
};

/** A country's entry in the calendar's country lists, and which of the two lists holds it. */
export type IndexedCountry = { entry: CountryEntry; dated: boolean };

export type CalendarIndex = {
  lang: Language;
  window: CalendarWindow;
  /** Every country's list (and every country's rules) is read on first access. */
  readonly countries: readonly CountryEntry[];
  readonly countriesWithoutDatedBans: readonly CountryEntry[];
  readonly recurring: readonly RecurringEntry[];
  /** One country's entry, reading that country's rules only; undefined for a code the rules do not hold. */
  country: (code: string) => IndexedCountry | undefined;
  /** One country's night bans, as `recurring` lists them. */
  recurringOf: (code: string) => readonly RecurringEntry[];
  /**
   * The runs of one country, or of all of them for `null`, in one year of the window; undefined for a code the rules
   * do not hold or a year outside the window.
   */
  runs: (code: string | null, year: number) => Runs | undefined;
};

export type CalendarQuery = {
  from: string;
  to: string;
  /** null means every country. */
  countries: readonly string[] | null;
  includeNight: boolean;
};

export type CalendarQueryResult = {
  countries: CountryEntry[];
  countriesWithoutDatedBans: CountryEntry[];
  recurring: RecurringEntry[];
  bans: BanEntry[];
  count: number;
};

/**
 * The rules a calendar is built from, read country by country as the index needs them: a request for one country
 * reads and validates that country's rules, not the 28 others (`data/traffic-bans/index.ts`).
 */
export type RulesSource = {
  /** Every country code the rules hold. */
  readonly codes: readonly string[];
  /** One country's rules; called only with one of `codes`. */
  readonly of: (code: string) => CountryRules;
};

/** The source of rules already read, as an array (the benches and tests that hold the rules themselves). */
export const rulesFrom = (rules: readonly CountryRules[]): RulesSource => {
  const byCode = new Map(rules.map((country) => [country.code, country]));
  return {
    codes: [...byCode.keys()],
    of: (code) => {
      const country = byCode.get(code);
      if (country === undefined) throw new Error(`no rules for ${code}`);
      return country;
    },
  };
};

export type BuildCalendarIndexInput = {
  rules: RulesSource | readonly CountryRules[];
  /** The public holidays the rules select (`data/traffic-bans/holiday-table.ts`), read on the first expansion. */
  holidays: () => HolidayTable;
  years: readonly number[];
  lang: Language;
  siteBaseUrl: string;
};

const toRun = (occurrences: readonly DatedOccurrence[], render: (occurrence: DatedOccurrence) => BanEntry): Run => ({
  dates: occurrences.map((occurrence) => occurrence.date),
  entries: (from, to) => occurrences.slice(from, to).map(render),
});

/** Builds a value on first use and keeps it. */
const once = <T>(build: () => T): (() => T) => {
  let value: T | undefined;
  return () => {
    value ??= build();
    return value;
  };
};

/**
 * Runs of several countries in the calendar's order. Entries of different countries never compare equal: on one
 * date they follow the country code. So a stable sort by date of the runs laid end to end in code order gives the
 * calendar's order, and keeps each country's own order within a date.
 */
const byDate = <T extends { readonly date: string }>(lists: readonly (readonly T[])[]): T[] =>
  lists.flat().sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

/**
 * One language's index over the whole window. Nothing is generated up front: a country's dated entries of a year are
 * expanded and rendered on the first request that needs that country (or every country) in that year, its night
 * entries on the first such request with include=night, and its rules are read then too; the country lists are
 * built per country, or for all of them on the first request that lists them all. What is built is kept for the
 * life of the index. An occurrence's date lies in its year, so a country's years laid end to end are in calendar
 * order, and a request over a week or a month expands one year, rarely two, whatever the window holds.
 */
export const buildCalendarIndex = ({
  rules,
  holidays,
  years,
  lang,
  siteBaseUrl,
}: BuildCalendarIndexInput): CalendarIndex => {
  const source = 'of' in rules ? rules : rulesFrom(rules);
  const codes = [...source.codes].sort();
  const window = calendarWindow(years);
  // An occurrence is rendered once per index, whichever run (dated, with nights, every country's) reads it first.
  const render = rendererOf(lang, siteBaseUrl);
  const perCountry = new Map(
    codes.map((code) => [
      code,
      {
        country: once(
          (): IndexedCountry => ({
            entry: renderCountry(source.of(code), lang, siteBaseUrl),
            dated: source.of(code).regime === 'dated',
          }),
        ),
        recurring: once(() => renderRecurring([source.of(code)], lang)),
      },
    ]),
  );
  const country = (code: string) => perCountry.get(code)?.country();
  const recurringOf = (code: string) => perCountry.get(code)?.recurring() ?? [];
  const listed = once(() => codes.flatMap((code) => country(code) ?? []));
  const countries = once(() => listed().flatMap(({ entry, dated }) => (dated ? [entry] : [])));
  const countriesWithoutDatedBans = once(() => listed().flatMap(({ entry, dated }) => (dated ? [] : [entry])));
  const recurring = once(() => codes.flatMap(recurringOf));
  // Every year from the window's first to its last.
  const first = window.years[0] as number;
  const spanned = Array.from({ length: (window.years.at(-1) as number) - first + 1 }, (_, i) => first + i);
  const runsOfYear = (year: number) => {
    const byCountry = new Map<string, Occurrences>(
      codes.map((code) => {
        const occurrences = () => yearOccurrences(source.of(code), year, holidays());
        const dated = once(() => occurrences().dated);
        const withNight = once(() => mergeNights(dated(), occurrences().night()));
        return [code, { dated, withNight }];
      }),
    );
    const everyCountry = [...byCountry.values()];
    const runsOf = (lists: Occurrences): Runs => ({
      dated: once(() => toRun(lists.dated(), render)),
      withNight: once(() => toRun(lists.withNight(), render)),
    });
    const all = runsOf({
      dated: once(() => byDate(everyCountry.map((lists) => lists.dated()))),
      withNight: once(() => byDate(everyCountry.map((lists) => lists.withNight()))),
    });
    const runs = new Map([...byCountry].map(([code, lists]) => [code, runsOf(lists)]));
    return (code: string | null) => (code === null ? all : runs.get(code));
  };
  const byYear = new Map(spanned.map((year) => [year, once(() => runsOfYear(year))]));
  return {
    lang,
    window,
    get countries() {
      return countries();
    },
    get countriesWithoutDatedBans() {
      return countriesWithoutDatedBans();
    },
    get recurring() {
      return recurring();
    },
    country,
    recurringOf,
    runs: (code, year) => byYear.get(year)?.()(code),
  };
};

/** First index whose date is >= the given date. */
const lowerBound = (dates: readonly string[], date: string): number => {
  let [low, high] = [0, dates.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((dates[middle] as string) < date) low = middle + 1;
    else high = middle;
  }
  return low;
};

/** First index whose date is > the given date. */
const upperBound = (dates: readonly string[], date: string): number => {
  let [low, high] = [0, dates.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((dates[middle] as string) <= date) low = middle + 1;
    else high = middle;
  }
  return low;
};

const slice = (run: Run, from: string, to: string): readonly BanEntry[] =>
  run.entries(lowerBound(run.dates, from), upperBound(run.dates, to));

/**
 * Answers a filtered request from the index: dates inclusive, countries as given (unknown codes match nothing),
 * night entries only when asked. Only the years the dates touch are expanded, and for a request naming its
 * countries only their rules are read.
 */
export const queryCalendar = (index: CalendarIndex, query: CalendarQuery): CalendarQueryResult => {
  const wanted = query.countries === null ? null : new Set(query.countries);
  // The years from the window's first to its last that the dates touch, in order.
  const years: number[] = [];
  const last = Math.min(index.window.years.at(-1) as number, Number(query.to.slice(0, 4)));
  for (let year = Math.max(index.window.years[0] as number, Number(query.from.slice(0, 4))); year <= last; year += 1) {
    years.push(year);
  }
  /** One country's entries (every country's for null) in the range, in calendar order. */
  const ranged = (code: string | null): BanEntry[] =>
    years.flatMap((year) => {
      const runs = index.runs(code, year);
      if (runs === undefined) return [];
      return slice(query.includeNight ? runs.withNight() : runs.dated(), query.from, query.to);
    });
  let bans: BanEntry[];
  if (wanted === null) {
    bans = ranged(null);
  } else {
    const parts = [...wanted]
      .sort()
      .map(ranged)
      .filter((part) => part.length > 0);
    bans = parts.length === 1 ? (parts[0] as BanEntry[]) : byDate(parts);
  }
  // The wanted countries the rules hold, in the lists' order (by code); only their rules are read.
  const chosen = wanted === null ? [] : [...wanted].sort().flatMap((code) => index.country(code) ?? []);
  const listed = (dated: boolean): CountryEntry[] =>
    wanted === null
      ? [...(dated ? index.countries : index.countriesWithoutDatedBans)]
      : chosen.flatMap((country) => (country.dated === dated ? [country.entry] : []));
  return {
    countries: listed(true),
    countriesWithoutDatedBans: listed(false),
    recurring:
      wanted === null ? [...index.recurring] : chosen.flatMap((country) => index.recurringOf(country.entry.code)),
    bans,
    count: bans.length,
  };
};
