import Holidays from 'date-holidays';
import { publicHolidays } from '#data/journey/index.ts';
import { POSTAL_POINT_COUNTRIES } from '#infra/cli/postal-points.ts';
import { convertRule, libraryPublicRules, publicHolidaysFromLibrary } from '#infra/cli/public-holidays.ts';
import { addDays } from '#shared/domain/dates.ts';
import { holidayRuleDates } from '#shared/domain/journey/holiday-rules.ts';

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

  test.each([
    [{ rule: '1st monday before 06-01' }, { keep: ['last monday in may'] }],
    [{ rule: '1st Monday before 11-01' }, { keep: ['last monday in october'] }],
    [{ rule: '01-01 P2DT' }, { keep: ['01-01', '01-02'] }],
    [{ rule: '05-30', active: [{ from: '2020-01-01T00:00:00.000Z' }] }, { keep: ['05-30 since 2020'] }],
    [
      { rule: '01-23', active: [{ from: '1947-08-08T00:00:00.000Z', to: '1961-12-23T00:00:00.000Z' }] },
      { leftOut: expect.stringMatching(/until 1961-12-23 only/) },
    ],
    [
      { rule: '04-27 if sunday then previous saturday since 2014' },
      { keep: ['04-27 since 2014'], note: expect.stringMatching(/a day off either way/) },
    ],
    [
      { rule: '04-30 if sunday then next monday since 2021' },
      { leftOut: expect.stringMatching(/moved to a working day/) },
    ],
    [
      { rule: '05-04 and if saturday,sunday then next monday' },
      { keep: ['05-04'], note: expect.stringMatching(/extra day off on the next monday/) },
    ],
    [{ rule: 'easter 26 prior to 2024' }, { keep: ['easter 26 prior to 2024'] }],
    [{ rule: '08-31 since 1891 and prior to 1949' }, { leftOut: '08-31 since 1891 and prior to 1949: ended in 1949' }],
    [{ rule: 'orthodox -48' }, { keep: ['orthodox -48'] }],
    [{ rule: '2022-06-03' }, { leftOut: expect.stringMatching(/one-off/) }],
  ])('converts %o to %o', (libraryRule, outcome) => {
    expect(convertRule(libraryRule)).toEqual(outcome);
  });
});
