import type { RuleBlock } from '#shared/domain/traffic-bans/rules.schema.ts';
import { bansOn, countryRules, servedCalendar, text } from './calendar-fixtures.ts';

/** A country's one weekly rule on Saturdays, in its own zone. */
const saturdays = (timezone: string, window: { start: string; end: string }) => {
  const rule: RuleBlock = {
    id: 'saturday',
    type: 'weekly',
    kind: 'weekend',
    scope: 'nationwide',
    vehicle: 'heavy',
    weekday: 'saturday',
    window,
    reason: text('Saturday'),
  };
  return countryRules({ timezone, rules: [rule] });
};

const hoursOf = (timezone: string, window: { start: string; end: string }, date: string) =>
  servedCalendar({ rules: [saturdays(timezone, window)], years: [2026] })
    .bans.filter((ban) => ban.date === date)
    .map(({ start, end, localStart, localEnd }) => ({ start, end, localStart, localEnd }));

describe("every entry carries its hours in the country's own time beside the CET ones", () => {
  test('Romania: the DN7 eve of Unification Day, 18:00-22:00 in Bucharest, is 17:00-21:00 CET', () => {
    // Act
    const [eve, ...others] = bansOn('RO', '2026-01-23');

    // Assess
    expect(others).toEqual([]);
    expect(eve).toMatchObject({ start: '17:00', end: '21:00', localStart: '18:00', localEnd: '22:00' });
    expect(eve?.timezone).toBe('Europe/Bucharest');
  });

  test('an hour ahead, a window to local midnight ends at 24:00 there and 23:00 CET', () => {
    // Assess: Athens in summer, 15 August 2026
    expect(hoursOf('Europe/Athens', { start: '17:00', end: '24:00' }, '2026-08-15')).toEqual([
      { start: '16:00', end: '23:00', localStart: '17:00', localEnd: '24:00' },
    ]);
  });

  test('an hour behind, and a window that runs over CET midnight gives two entries, each with its local hours', () => {
    // Assess: Lisbon on Saturday 26 December 2026
    expect(hoursOf('Europe/Lisbon', { start: '08:00', end: '12:00' }, '2026-12-26')).toEqual([
      { start: '09:00', end: '13:00', localStart: '08:00', localEnd: '12:00' },
    ]);
    // 22:00-23:00 in Lisbon is 23:00-24:00 CET; 23:00-24:00 in Lisbon is the next CET day.
    expect(hoursOf('Europe/Lisbon', { start: '22:00', end: '24:00' }, '2026-12-26')).toEqual([
      { start: '23:00', end: '24:00', localStart: '22:00', localEnd: '23:00' },
    ]);
    expect(hoursOf('Europe/Lisbon', { start: '22:00', end: '24:00' }, '2026-12-27')).toEqual([
      { start: '00:00', end: '01:00', localStart: '23:00', localEnd: '24:00' },
    ]);
  });

  test('in a country on CET they are the CET hours', () => {
    // Assess
    expect(hoursOf('Europe/Berlin', { start: '00:00', end: '22:00' }, '2026-12-26')).toEqual([
      { start: '00:00', end: '22:00', localStart: '00:00', localEnd: '22:00' },
    ]);
  });
});
