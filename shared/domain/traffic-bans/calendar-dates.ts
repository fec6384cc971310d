import Holidays from 'date-holidays';
import type { HolidaySource, Language, LocalizedText, Weekday, YearDay } from './rules.schema.ts';
import { WEEKDAYS } from './rules.schema.ts';

/** Plain calendar-date arithmetic on YYYY-MM-DD strings, in UTC so no zone or DST can shift a day. */
const MS_PER_DAY = 86_400_000;

export const toIsoDate = (year: number, month: number, day: number): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

const toEpochDay = (isoDate: string): number => Date.parse(`${isoDate}T00:00:00Z`) / MS_PER_DAY;

const fromEpochDay = (epochDay: number): string => new Date(epochDay * MS_PER_DAY).toISOString().slice(0, 10);

export const addDays = (isoDate: string, days: number): string => fromEpochDay(toEpochDay(isoDate) + days);

/** 0 = Monday ... 6 = Sunday. */
export const weekdayIndex = (isoDate: string): number => (new Date(`${isoDate}T00:00:00Z`).getUTCDay() + 6) % 7;

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

export const daysBetween = (from: string, to: string): string[] => {
  const days: string[] = [];
  for (let day = toEpochDay(from), last = toEpochDay(to); day <= last; day += 1) days.push(fromEpochDay(day));
  return days;
};

const isValidDate = (year: number, month: number, day: number): boolean => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** Western (Gregorian) Easter Sunday, anonymous Gregorian algorithm. */
export const easterSunday = (year: number): string => {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return toIsoDate(year, month, day);
};

/** The date of a yearly day in a given year; undefined when it does not exist that year (29 February). */
export const resolveYearDay = (yearDay: YearDay | { easter: number }, year: number): string | undefined => {
  if (typeof yearDay === 'string') {
    const [month, day] = yearDay.split('-').map(Number) as [number, number];
    return isValidDate(year, month, day) ? toIsoDate(year, month, day) : undefined;
  }
  if ('easter' in yearDay) return addDays(easterSunday(year), yearDay.easter);
  const target = WEEKDAYS.indexOf(yearDay.weekday);
  if (yearDay.nth === -1) {
    const lastOfMonth = addDays(toIsoDate(yearDay.month === 12 ? year + 1 : year, (yearDay.month % 12) + 1, 1), -1);
    return addDays(lastOfMonth, -((weekdayIndex(lastOfMonth) - target + 7) % 7));
  }
  const first = toIsoDate(year, yearDay.month, 1);
  return addDays(first, ((target - weekdayIndex(first) + 7) % 7) + 7 * (yearDay.nth - 1));
};

export type HolidayName = (lang: Language) => string;

export type HolidayDay = { date: string; name: HolidayName };

/**
 * A public holiday rule of the date-holidays package, evaluated here for plain fixed and Easter-relative days.
 * The package decides which holidays exist, in which regions and years, and their names; only the date arithmetic is
 * done here, because a getHolidays call costs milliseconds and the calendar needs hundreds (a unit test checks that
 * both agree over the calendar window). Substitute-day clauses ("if sunday then next monday") are ignored on purpose:
 * a driving ban falls on the holiday itself.
 */
/** The day part of a rule: "01-06 since 2011" -> "01-06", "easter -2" stays. */
const ruleKey = (rule: string): string => /^(?:easter(?: -?\d+)?|\d\d-\d\d)/.exec(rule)?.[0] ?? rule;

type LibraryRule = { key: string; date: (year: number) => string | undefined; names: Record<string, string> };

type LibraryCountry = { rules: LibraryRule[]; languages: string[] };

const libraryCache = new Map<string, LibraryCountry>();

const fallbackDates = new Map<string, Map<string, string>>();

const parseRule = (instance: Holidays, cacheKey: string, rule: string, names: Record<string, string>): LibraryRule => {
  const since = Number(/since (\d{4})/.exec(rule)?.[1] ?? Number.NEGATIVE_INFINITY);
  const priorTo = Number(/prior to (\d{4})/.exec(rule)?.[1] ?? Number.POSITIVE_INFINITY);
  const valid = (year: number) => year >= since && year < priorTo;
  const absolute = /^(\d{4})-(\d\d-\d\d)$/.exec(rule);
  if (absolute) {
    const [, year, monthDay] = absolute as unknown as [string, string, string];
    return { key: monthDay, names, date: (y) => (y === Number(year) ? `${year}-${monthDay}` : undefined) };
  }
  const base = /^(?:easter(?: (-?\d+))?|(\d\d-\d\d))(?: since \d{4})?(?: and)?(?: prior to \d{4})?$/.exec(rule);
  if (base) {
    const [, offset, monthDay] = base as unknown as [string, string | undefined, string | undefined];
    return {
      key: ruleKey(rule),
      names,
      date: (year) => {
        if (!valid(year)) return undefined;
        return monthDay === undefined
          ? addDays(easterSunday(year), Number(offset ?? 0))
          : resolveYearDay(monthDay, year);
      },
    };
  }
  return {
    key: ruleKey(rule),
    names,
    date: (year) => {
      const yearKey = `${cacheKey}|${year}`;
      let dates = fallbackDates.get(yearKey);
      if (dates === undefined) {
        dates = new Map(
          instance.getHolidays(year).map((holiday) => [holiday.rule, holiday.date.slice(0, 10)] as const),
        );
        fallbackDates.set(yearKey, dates);
      }
      return dates.get(rule);
    },
  };
};

const library = (country: string, region: string | undefined): LibraryCountry => {
  const cacheKey = `${country}|${region ?? ''}`;
  let entry = libraryCache.get(cacheKey);
  if (entry === undefined) {
    const instance = region === undefined ? new Holidays(country) : new Holidays(country, region);
    if (!instance.getCountries()[country]) throw new Error(`date-holidays does not know ${country}`);
    if (region !== undefined && !instance.getStates(country)[region]) {
      throw new Error(`date-holidays does not know region ${region} of ${country}`);
    }
    const languages = instance.getLanguages();
    // The package's typings declare getRules() as returning its HolidayRule class; at run time it returns plain rule data.
    const ruleData = instance.getRules() as unknown as { rule: string; type: string; name: Record<string, string> }[];
    const rules = ruleData
      .filter((rule) => rule.type === 'public')
      .map((rule) => parseRule(instance, cacheKey, rule.rule, rule.name));
    entry = { rules, languages };
    libraryCache.set(cacheKey, entry);
  }
  return entry;
};

/** Name in the requested language where the package has it, else in the country's own language. */
const libraryName = (entry: LibraryCountry, names: Record<string, string>, lang: Language): string =>
  names[lang] ??
  entry.languages.map((language) => names[language]).find((name) => name !== undefined) ??
  Object.values(names)[0] ??
  '';

/** Public holidays of the package for one country or region and year, with their rule keys. */
export const libraryHolidays = (
  country: string,
  region: string | undefined,
  year: number,
): { date: string; key: string; name: HolidayName }[] => {
  const entry = library(country, region);
  return entry.rules.flatMap((rule) => {
    const date = rule.date(year);
    return date === undefined
      ? []
      : [{ date, key: rule.key, name: (lang: Language) => libraryName(entry, rule.names, lang) }];
  });
};

const fromLocalized =
  (text: LocalizedText): HolidayName =>
  (lang) =>
    text[lang];

/** Every day selected by one holiday source in one year. */
const sourceDays = (source: HolidaySource, year: number): HolidayDay[] => {
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
        for (const holiday of libraryHolidays(source.country, region, year)) {
          if (source.include !== undefined && !source.include.includes(holiday.key)) continue;
          if (source.exclude?.includes(holiday.key)) continue;
          if (!days.has(holiday.date)) days.set(holiday.date, { date: holiday.date, name: holiday.name });
        }
      }
      return [...days.values()];
    }
  }
};

/** Union of the sources' days in one year, the first source naming a date wins. */
export const holidayDays = (selection: HolidaySource[], year: number): HolidayDay[] => {
  const days = new Map<string, HolidayDay>();
  for (const source of selection) {
    for (const day of sourceDays(source, year)) if (!days.has(day.date)) days.set(day.date, day);
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
};

/** Include and exclude keys that name no public holiday of the package, so a typo in data fails a test, not silently. */
export const unknownHolidayKeys = (selection: HolidaySource[]): string[] => {
  const unknown: string[] = [];
  for (const source of selection) {
    if (source.source !== 'date-holidays') continue;
    for (const region of source.regions ?? [undefined]) {
      const keys = new Set(library(source.country, region).rules.map((rule) => rule.key));
      for (const key of [...(source.include ?? []), ...(source.exclude ?? [])]) {
        if (!keys.has(key)) unknown.push(`${source.country}${region === undefined ? '' : `-${region}`}:${key}`);
      }
    }
  }
  return unknown;
};
