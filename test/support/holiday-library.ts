import Holidays from 'date-holidays';
import {
  type HolidayTable,
  holidayTableKey,
  plainRuleDates,
  ruleKey,
} from '#shared/domain/traffic-bans/calendar-dates.ts';
import {
  type CountryRules,
  type HolidaySource,
  LANGUAGES,
  type Language,
  type LocalizedText,
} from '#shared/domain/traffic-bans/rules.schema.ts';

/**
 * The date-holidays package itself, for extracting the holiday table and for the tests that hold the table and the
 * date arithmetic to the package. The calendar never imports this module: at run time it reads
 * data/traffic-bans/holiday-table.json.
 */

type LibraryRule = {
  key: string;
  rule: string;
  date: (year: number) => string | undefined;
  names: Record<string, string>;
};

type LibraryCountry = { rules: LibraryRule[]; languages: string[] };

const libraryCache = new Map<string, LibraryCountry>();

const fallbackDates = new Map<string, Map<string, string>>();

/** A rule of the package with its dates: plain days by the calendar's arithmetic, any other by the package. */
const parseRule = (instance: Holidays, cacheKey: string, rule: string, names: Record<string, string>): LibraryRule => {
  const absolute = /^\d{4}-(\d\d-\d\d)$/.exec(rule)?.[1];
  const key = absolute ?? ruleKey(rule);
  const plain = plainRuleDates(rule);
  if (plain !== undefined) return { key, rule, names, date: plain };
  return {
    key,
    rule,
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

const localizedName = (entry: LibraryCountry, names: Record<string, string>): LocalizedText =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, libraryName(entry, names, lang)])) as LocalizedText;

/** Public holidays of the package for one country or region and year, with their rule keys. */
export const libraryHolidays = (
  country: string,
  region: string | undefined,
  year: number,
): { date: string; key: string; name: (lang: Language) => string }[] => {
  const entry = library(country, region);
  return entry.rules.flatMap((rule) => {
    const date = rule.date(year);
    return date === undefined
      ? []
      : [{ date, key: rule.key, name: (lang: Language) => libraryName(entry, rule.names, lang) }];
  });
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

/**
 * The holiday table of a set of rule files, with the package's names as they are (the calendar reads corrected ones
 * over them from data/traffic-bans/holiday-names.json): for every country and region a date-holidays source names, the public
 * holidays some source selects, in the package's order, with their names in the six languages.
 */
export const holidayTableOf = (rules: readonly CountryRules[]): HolidayTable => {
  const selected = new Map<string, { entry: LibraryCountry; rules: Set<LibraryRule> }>();
  for (const country of rules) {
    for (const rule of country.rules) {
      if (!('holidays' in rule)) continue;
      for (const source of rule.holidays) {
        if (source.source !== 'date-holidays') continue;
        for (const region of source.regions ?? [undefined]) {
          const key = holidayTableKey(source.country, region);
          const entry = library(source.country, region);
          const chosen = selected.get(key) ?? { entry, rules: new Set() };
          for (const libraryRule of entry.rules) {
            if (source.include !== undefined && !source.include.includes(libraryRule.key)) continue;
            if (source.exclude?.includes(libraryRule.key)) continue;
            if (plainRuleDates(libraryRule.rule) === undefined) {
              throw new Error(
                `${key}: "${libraryRule.rule}" is not a fixed or Easter-relative day; use a fixed source`,
              );
            }
            chosen.rules.add(libraryRule);
          }
          selected.set(key, chosen);
        }
      }
    }
  }
  return Object.fromEntries(
    [...selected]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, { entry, rules: chosen }]) => [
        key,
        entry.rules
          .filter((rule) => chosen.has(rule))
          .map((rule) => ({ key: rule.key, rule: rule.rule, names: localizedName(entry, rule.names) })),
      ]),
  );
};
