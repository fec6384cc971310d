import Holidays from 'date-holidays';
import { publicHolidays } from '#data/journey/index.ts';
import { POSTAL_POINT_COUNTRIES } from '#infra/cli/postal-points.ts';
import { convertRule, libraryPublicRules, publicHolidaysFromLibrary } from '#infra/cli/public-holidays.ts';
import { holidayRuleDates } from '#shared/domain/journey/holiday-rules.ts';
import { addDays } from '#shared/domain/traffic-bans/calendar-dates.ts';

const YEARS = [2026, 2027];

/** The days date-holidays gives a rule in a year (a holiday of several days counted day by day), substitutes apart. */
const libraryDates = (country: string, year: number): Map<string, string[]> => {
  const byRule = new Map<string, string[]>();
  for (const holiday of new Holidays(country).getHolidays(year)) {
    if (holiday.type !== 'public' || holiday.substitute) continue;
    const days = Math.round((holiday.end.getTime() - holiday.start.getTime()) / 86_400_000);
    const first = holiday.date.slice(0, 10);
    const dates = Array.from({ length: days }, (_, index) => addDays(first, index));
    byRule.set(holiday.rule, [...(byRule.get(holiday.rule) ?? []), ...dates]);
  }
  return byRule;
};

describe('data/journey/public-holidays.json', () => {
  test('has every accepted country, Spain included, and credits date-holidays', () => {
    const table = publicHolidays();

    expect(Object.keys(table.countries).sort()).toEqual([...POSTAL_POINT_COUNTRIES].sort());
    for (const country of POSTAL_POINT_COUNTRIES)
      expect([country, table.countries[country]?.length]).not.toEqual([country, 0]);
    expect(table.source.credit).toMatch(/date-holidays/);
  });

  test('is what the generator extracts from the installed package', () => {
    const table = publicHolidays();

    expect(publicHolidaysFromLibrary(table.source.retrieved)).toEqual(table);
  });

  test('every kept rule is of a form the rules resolve', () => {
    for (const [country, rules] of Object.entries(publicHolidays().countries)) {
      const unknown = rules.filter(({ rule }) => holidayRuleDates(rule) === undefined);
      expect([country, unknown]).toEqual([country, []]);
    }
  });

  test.each(YEARS)('in %i, the kept rules give the days date-holidays gives, rule by rule', (year) => {
    for (const country of POSTAL_POINT_COUNTRIES) {
      const library = libraryDates(country, year);
      for (const libraryRule of libraryPublicRules(country)) {
        const outcome = convertRule(libraryRule);
        if (!('keep' in outcome)) continue;
        const ours = outcome.keep.flatMap((kept) => holidayRuleDates(kept)?.(year) ?? []);
        const dates = library.get(libraryRule.rule) ?? [];
        expect([country, libraryRule.rule, ours]).toEqual([country, libraryRule.rule, dates]);
      }
      // And no kept rule gives a day the package does not.
      const all = new Set([...library.values()].flat());
      const extra = (publicHolidays().countries[country] ?? [])
        .map(({ rule }) => holidayRuleDates(rule)?.(year))
        .filter((date): date is string => date !== undefined && !all.has(date));
      expect([country, extra]).toEqual([country, []]);
    }
  });

  test('lists what it leaves out, with why', () => {
    const { leftOut } = publicHolidays();

    expect(leftOut.GB).toContainEqual(expect.stringMatching(/^substitutes 12-25 .*: a substitute day/));
    expect(leftOut.SE).toContainEqual('saturday after 06-20: always a saturday, never a working day');
    expect(leftOut.IE).toContainEqual(expect.stringMatching(/^02-01 if Tuesday/));
  });
});
