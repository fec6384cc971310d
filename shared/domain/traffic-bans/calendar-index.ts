import type { BanEntry, CountryEntry, RecurringEntry } from './calendar.schema.ts';
import {
  type CalendarWindow,
  calendarWindow,
  compareOccurrences,
  type DatedOccurrence,
  expandDatedBans,
  expandNightOccurrences,
  renderBan,
  renderCountry,
  renderRecurring,
} from './generate-calendar.ts';
import type { CountryRules, Language } from './rules.schema.ts';

/** Entries in calendar order with their dates alongside, so a date range is two binary searches. */
type Run = { dates: readonly string[]; entries: readonly BanEntry[]; order: readonly number[] };

type Runs = { all: Run; byCountry: ReadonlyMap<string, Run> };

export type CalendarIndex = {
  lang: Language;
  window: CalendarWindow;
  countryCodes: ReadonlySet<string>;
  countries: readonly CountryEntry[];
  countriesWithoutDatedBans: readonly CountryEntry[];
  recurring: readonly RecurringEntry[];
  dated: Runs;
  night: Runs;
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

export type BuildCalendarIndexInput = {
  rules: readonly CountryRules[];
  years: readonly number[];
  lang: Language;
  siteBaseUrl: string;
};

const toRun = (items: { entry: BanEntry; order: number }[]): Run => ({
  dates: items.map((item) => item.entry.date),
  entries: items.map((item) => item.entry),
  order: items.map((item) => item.order),
});

const toRuns = (items: { entry: BanEntry; order: number }[]): Runs => {
  const byCountry = new Map<string, { entry: BanEntry; order: number }[]>();
  for (const item of items) {
    const list = byCountry.get(item.entry.country);
    if (list === undefined) byCountry.set(item.entry.country, [item]);
    else list.push(item);
  }
  return { all: toRun(items), byCountry: new Map([...byCountry].map(([code, list]) => [code, toRun(list)])) };
};

type Ordered = readonly { occurrence: DatedOccurrence; night: boolean }[];

/**
 * Dated and night occurrences, each list already in calendar order, merged into one; a dated occurrence goes first
 * where the two compare equal, which is the order a stable sort of the dated list followed by the night list gives.
 */
const mergeSorted = (dated: readonly DatedOccurrence[], night: readonly DatedOccurrence[]): Ordered => {
  const merged: { occurrence: DatedOccurrence; night: boolean }[] = [];
  let [d, n] = [0, 0];
  while (d < dated.length || n < night.length) {
    const nextDated = dated[d];
    const nextNight = night[n];
    if (nextNight === undefined || (nextDated !== undefined && compareOccurrences(nextDated, nextNight) <= 0)) {
      merged.push({ occurrence: nextDated as DatedOccurrence, night: false });
      d += 1;
    } else {
      merged.push({ occurrence: nextNight, night: true });
      n += 1;
    }
  }
  return merged;
};

const orderings = new WeakMap<readonly CountryRules[], Map<string, Ordered>>();

/** Dated and night occurrences of the window in calendar order; language-neutral, so shared by the six languages. */
const ordered = (rules: readonly CountryRules[], years: readonly number[]): Ordered => {
  const window = calendarWindow(years);
  const key = window.years.join(',');
  let byYears = orderings.get(rules);
  if (byYears === undefined) {
    byYears = new Map();
    orderings.set(rules, byYears);
  }
  let combined = byYears.get(key);
  if (combined === undefined) {
    const sorted = [...rules].sort((a, b) => (a.code < b.code ? -1 : 1));
    combined = Object.freeze(mergeSorted(expandDatedBans(rules, years), expandNightOccurrences(sorted, window)));
    byYears.set(key, combined);
  }
  return combined;
};

/** Builds one language's index over the whole window: dated bans and night entries, all rendered once. */
export const buildCalendarIndex = ({ rules, years, lang, siteBaseUrl }: BuildCalendarIndexInput): CalendarIndex => {
  const window = calendarWindow(years);
  const sorted = [...rules].sort((a, b) => a.code.localeCompare(b.code));
  const rendered = ordered(rules, years).map((item, order) => ({
    entry: renderBan(item.occurrence, lang, siteBaseUrl),
    order,
    night: item.night,
  }));
  return {
    lang,
    window,
    countryCodes: new Set(sorted.map((country) => country.code)),
    countries: sorted.filter((c) => c.regime === 'dated').map((c) => renderCountry(c, lang, siteBaseUrl)),
    countriesWithoutDatedBans: sorted
      .filter((c) => c.regime === 'without-dated-bans')
      .map((c) => renderCountry(c, lang, siteBaseUrl)),
    recurring: renderRecurring(sorted, lang),
    dated: toRuns(rendered.filter((item) => !item.night)),
    night: toRuns(rendered.filter((item) => item.night)),
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

type Slice = { run: Run; start: number; end: number };

const slice = (run: Run | undefined, from: string, to: string): Slice | undefined => {
  if (run === undefined) return undefined;
  const start = lowerBound(run.dates, from);
  const end = upperBound(run.dates, to);
  return start < end ? { run, start, end } : undefined;
};

/** Merges slices that are each in calendar order into one list in calendar order. */
const merge = (slices: Slice[]): BanEntry[] => {
  if (slices.length === 0) return [];
  if (slices.length === 1) {
    const [only] = slices as [Slice];
    return only.run.entries.slice(only.start, only.end);
  }
  const total = slices.reduce((sum, part) => sum + part.end - part.start, 0);
  const merged: BanEntry[] = new Array(total);
  const cursors = slices.map((part) => part.start);
  for (let filled = 0; filled < total; filled += 1) {
    let best = -1;
    let bestOrder = Number.POSITIVE_INFINITY;
    for (let index = 0; index < slices.length; index += 1) {
      const part = slices[index] as Slice;
      const cursor = cursors[index] as number;
      if (cursor < part.end && (part.run.order[cursor] as number) < bestOrder) {
        best = index;
        bestOrder = part.run.order[cursor] as number;
      }
    }
    const part = slices[best] as Slice;
    const cursor = cursors[best] as number;
    merged[filled] = part.run.entries[cursor] as BanEntry;
    cursors[best] = cursor + 1;
  }
  return merged;
};

/**
 * Answers a filtered request from the index: dates inclusive, countries as given (unknown codes match nothing),
 * night entries only when asked. Neither the rules nor the whole year are touched.
 */
export const queryCalendar = (index: CalendarIndex, query: CalendarQuery): CalendarQueryResult => {
  const wanted = query.countries === null ? null : new Set(query.countries);
  const runs = (source: Runs): (Run | undefined)[] =>
    wanted === null ? [source.all] : [...wanted].map((code) => source.byCountry.get(code));
  const slices = [...runs(index.dated), ...(query.includeNight ? runs(index.night) : [])]
    .map((run) => slice(run, query.from, query.to))
    .filter((part): part is Slice => part !== undefined);
  const bans = merge(slices);
  const keep = <T>(items: readonly T[], code: (item: T) => string): T[] =>
    wanted === null ? [...items] : items.filter((item) => wanted.has(code(item)));
  return {
    countries: keep(index.countries, (entry) => entry.code),
    countriesWithoutDatedBans: keep(index.countriesWithoutDatedBans, (entry) => entry.code),
    recurring: keep(index.recurring, (entry) => entry.country),
    bans,
    count: bans.length,
  };
};
