import { addDays, daysBetween, easterSunday, isValidDate, toIsoDate, weekdayIndex } from '#shared/domain/dates.ts';
import { rememberedBy } from '#shared/domain/remembered-by.ts';
import type { HolidaySource, Language, LocalizedText, Weekday, YearDay } from './rules.schema.ts';
import { WEEKDAYS } from './rules.schema.ts';

export const weekdayOf = (isoDate: string): Weekday => WEEKDAYS[weekdayIndex(isoDate)] as Weekday;

export const ENGLISH_WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export type EnglishWeekday = (typeof ENGLISH_WEEKDAYS)[number];

export const englishWeekday = (isoDate: string): EnglishWeekday =>
  ENGLISH_WEEKDAYS[weekdayIndex(isoDate)] as EnglishWeekday;

const yearDayCache = new Map<number, { date: string; weekday: Weekday }[]>();

/** Every day of a year with its weekday, computed once per year because every weekly rule walks it. */
export const daysOfYear = (year: number): readonly { date: string; weekday: Weekday }[] => {
  let days = yearDayCache.get(year);
  if (days === undefined) {
    days = daysBetween(toIsoDate(year, 1, 1), toIsoDate(year, 12, 31)).map((date) => ({
      date,
      weekday: weekdayOf(date),
    }));
    yearDayCache.set(year, days);
  }
  return days;
};

/** The date of a yearly day in a given year; undefined when it does not exist that year (29 February). */
export const resolveYearDay = (yearDay: YearDay | { easter: number }, year: number): string | undefined => {
  if (typeof yearDay === 'string') {
    const [month, day] = yearDay.split('-').map(Number) as [number, number];
    return isValidDate(year, month, day) ? toIsoDate(year, month, day) : undefined;
  }
  if ('easter' in yearDay) return addDays(easterSunday(year), yearDay.easter);
  const target = WEEKDAYS.indexOf(yearDay.weekday);
  if (yearDay.nth < 0) {
    const lastOfMonth = addDays(toIsoDate(yearDay.month === 12 ? year + 1 : year, (yearDay.month % 12) + 1, 1), -1);
    return addDays(lastOfMonth, -((weekdayIndex(lastOfMonth) - target + 7) % 7) + 7 * (yearDay.nth + 1));
  }
  const first = toIsoDate(year, yearDay.month, 1);
  return addDays(first, ((target - weekdayIndex(first) + 7) % 7) + 7 * (yearDay.nth - 1));
};

export type HolidayName = (lang: Language) => string;

export type HolidayDay = { date: string; name: HolidayName };

/** The day part of a rule: "01-06 since 2011" -> "01-06", "easter -2" stays. */
export const ruleKey = (rule: string): string => /^(?:easter(?: -?\d+)?|\d\d-\d\d)/.exec(rule)?.[0] ?? rule;

/**
 * The dates of a date-holidays rule when it is a plain fixed or Easter-relative day ("05-01", "easter 39",
 * "12-26 since 2011", "2027-06-11"); undefined for any other kind of rule. The package decides which holidays exist,
 * in which regions and years, and their names; only this date arithmetic is done here, because the package's own
 * evaluation costs milliseconds a year (a unit test checks that both agree). Substitute-day clauses ("if sunday then
 * next monday") are ignored on purpose: a driving ban falls on the holiday itself.
 */
export const plainRuleDates = (rule: string): ((year: number) => string | undefined) | undefined => {
  const absolute = /^(\d{4})-(\d\d-\d\d)$/.exec(rule);
  if (absolute) {
    const [, year, monthDay] = absolute as unknown as [string, string, string];
    return (y) => (y === Number(year) ? `${year}-${monthDay}` : undefined);
  }
  const base = /^(?:easter(?: (-?\d+))?|(\d\d-\d\d))(?: since \d{4})?(?: and)?(?: prior to \d{4})?$/.exec(rule);
  if (!base) return undefined;
  const [, offset, monthDay] = base as unknown as [string, string | undefined, string | undefined];
  const since = Number(/since (\d{4})/.exec(rule)?.[1] ?? Number.NEGATIVE_INFINITY);
  const priorTo = Number(/prior to (\d{4})/.exec(rule)?.[1] ?? Number.POSITIVE_INFINITY);
  return (year) => {
    if (year < since || year >= priorTo) return undefined;
    return monthDay === undefined ? addDays(easterSunday(year), Number(offset ?? 0)) : resolveYearDay(monthDay, year);
  };
};

/** The key of the holiday table for a country and an optional region: "DE", "DE-BY". */
export const holidayTableKey = (country: string, region: string | undefined): string =>
  region === undefined ? country : `${country}-${region}`;

/**
 * The public holidays of date-holidays that the rule files select, per country or region in the package's order:
 * rule key, rule text and name in the six languages. Extracted from the package by `holidayTableOf`
 * (test/support/holiday-library.ts) into data/traffic-bans/holiday-table.json, and checked against the package by a unit test,
 * so that a cold start neither loads the package (about 1 MB of data and parsers) nor builds its per-region
 * instances. The names the calendar publishes are the table's with data/traffic-bans/holiday-names.json over them
 * (`holidayTable` in data/traffic-bans/holiday-table.ts): the package's own are often untranslated or wrong.
 */
export type HolidayTable = Record<string, readonly { key: string; rule: string; names: LocalizedText }[]>;

const fromLocalized =
  (text: LocalizedText): HolidayName =>
  (lang) =>
    text[lang];

type TableRule = { key: string; date: (year: number) => string | undefined; name: HolidayName };

const selections = rememberedBy((_: HolidayTable) =>
  rememberedBy((_: HolidaySource) => new Map<string | undefined, TableRule[]>()),
);

/** The table's rules a source selects in one region, include and exclude applied once per table. */
const selectedRules = (
  table: HolidayTable,
  source: Extract<HolidaySource, { source: 'date-holidays' }>,
  region: string | undefined,
) => {
  const byRegion = selections(table)(source);
  let rules = byRegion.get(region);
  if (rules === undefined) {
    const key = holidayTableKey(source.country, region);
    const known = table[key];
    const missing = (source.include ?? []).filter((ruleKey) => !known?.some((rule) => rule.key === ruleKey));
    if (known === undefined || missing.length > 0) {
      throw new Error(`holiday-table.json lacks ${[key, ...missing].join(' ')}: extract it again from date-holidays`);
    }
    const selected = known.filter(
      (rule) =>
        (source.include === undefined || source.include.includes(rule.key)) && !source.exclude?.includes(rule.key),
    );
    rules = selected.map(({ key: ruleKey, rule, names }) => {
      const date = plainRuleDates(rule);
      if (date === undefined) throw new Error(`holiday-table.json: ${key} rule "${rule}" is not a plain day`);
      return { key: ruleKey, date, name: fromLocalized(names) };
    });
    byRegion.set(region, rules);
  }
  return rules;
};

/** Every day selected by one holiday source in one year. */
const sourceDays = (table: HolidayTable, source: HolidaySource, year: number): HolidayDay[] => {
  switch (source.source) {
    case 'fixed': {
      const date = resolveYearDay(source.date, year);
      if (date === undefined || source.exceptWhenOn?.includes(weekdayOf(date))) return [];
      return [{ date, name: fromLocalized(source.name) }];
    }
    case 'easter':
      return [{ date: addDays(easterSunday(year), source.offset), name: fromLocalized(source.name) }];
    case 'date-holidays': {
      const days = new Map<string, HolidayDay>();
      for (const region of source.regions ?? [undefined]) {
        for (const { date: dateIn, name } of selectedRules(table, source, region)) {
          const date = dateIn(year);
          if (date !== undefined && !days.has(date)) days.set(date, { date, name });
        }
      }
      return [...days.values()];
    }
  }
};

/** Each selection's days by year, per table: a calendar expanded by date range asks for the same year many times. */
const selectedDays = rememberedBy((_: HolidayTable) =>
  rememberedBy((_: HolidaySource[]) => new Map<number, readonly HolidayDay[]>()),
);

/**
 * Union of the sources' days in one year, the first source naming a date wins, in date order; worked out once per
 * selection and year. The table is an argument: the data layer reads it (`data/traffic-bans/holiday-table.ts`), the
 * calendar's callers hand it over.
 */
export const holidayDays = (table: HolidayTable, selection: HolidaySource[], year: number): readonly HolidayDay[] => {
  const byYear = selectedDays(table)(selection);
  let sorted = byYear.get(year);
  if (sorted === undefined) {
    const days = new Map<string, HolidayDay>();
    for (const source of selection) {
      for (const day of sourceDays(table, source, year)) if (!days.has(day.date)) days.set(day.date, day);
    }
    // ISO dates: code-unit order is date order, and localeCompare costs a collator.
    sorted = Object.freeze([...days.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)));
    byYear.set(year, sorted);
  }
  return sorted;
};
