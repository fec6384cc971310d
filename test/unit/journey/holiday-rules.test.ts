import { holidayRuleDates, nthWeekdayOfMonth, orthodoxEasterSunday } from '#shared/domain/journey/holiday-rules.ts';

describe('holiday rules of the journey data', () => {
  test.each([
    [2024, '2024-05-05'],
    [2025, '2025-04-20'],
    [2026, '2026-04-12'],
    [2027, '2027-05-02'],
    [2028, '2028-04-16'],
  ])('Orthodox Easter Sunday %i is %s', (year, date) => {
    expect(orthodoxEasterSunday(year)).toBe(date);
  });

  test('refuses a year outside the 13-day Julian offset it relies on', () => {
    expect(() => orthodoxEasterSunday(2100)).toThrow(RangeError);
  });

  test.each([
    [2026, 5, 'monday', -1, '2026-05-25'],
    [2027, 5, 'monday', -1, '2027-05-31'],
    [2026, 5, 'monday', 1, '2026-05-04'],
    [2027, 5, 'monday', 1, '2027-05-03'],
    [2026, 10, 'monday', -1, '2026-10-26'],
    [2026, 9, 'sunday', 3, '2026-09-20'],
    [2026, 12, 'thursday', -1, '2026-12-31'],
  ] as const)('in %i, month %i: the %s number %i is %s', (year, month, weekday, nth, date) => {
    expect(nthWeekdayOfMonth(year, month, weekday, nth)).toBe(date);
  });

  test.each([
    ['12-25', 2026, '2026-12-25'],
    ['easter -2', 2026, '2026-04-03'],
    ['orthodox 1', 2026, '2026-04-13'],
    ['orthodox -48', 2026, '2026-02-23'],
    ['1st monday in may', 2026, '2026-05-04'],
    ['last monday in october', 2027, '2027-10-25'],
    ['10-04 since 2026', 2026, '2026-10-04'],
    ['10-04 since 2026', 2025, undefined],
    ['easter 26 prior to 2024', 2023, '2023-05-05'],
    ['easter 26 prior to 2024', 2024, undefined],
    ['09-01 since 1994 and prior to 2024', 2023, '2023-09-01'],
    ['09-01 since 1994 and prior to 2024', 2024, undefined],
    ['last friday in june since 2027', 2026, undefined],
    ['last friday in june since 2027', 2027, '2027-06-25'],
    ['02-29', 2027, undefined],
  ])('%s in %i is %s', (rule, year, date) => {
    expect(holidayRuleDates(rule)?.(year)).toBe(date);
  });

  test.each([
    'saturday after 06-20',
    '3rd sunday after 09-01',
    'substitutes 12-25 if sunday then next monday',
    '5th monday in may',
    'last monday in maytime',
    '2017-10-31',
  ])('"%s" is not of the kept forms', (rule) => {
    expect(holidayRuleDates(rule)).toBeUndefined();
  });
});
