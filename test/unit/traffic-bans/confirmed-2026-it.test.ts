import { bansOn, calendarIn, windows } from './calendar-fixtures.ts';

/** Italy 2026 (DM n. 325 of 12/12/2025) checked against the texts recorded in the file's source decisions. */
describe('confirmed 2026 dates: Italy', () => {
  const italy2026 = () => calendarIn().bans.filter((b) => b.country === 'IT' && b.date.startsWith('2026'));

  test('days read in 2026 texts are published with their hours', () => {
    for (const [date, window] of [
      ['2026-01-01', '09:00-22:00 holiday'],
      ['2026-01-04', '09:00-22:00 weekend'],
      ['2026-01-05', '16:00-22:00 dated'],
      ['2026-01-06', '09:00-22:00 holiday'],
      ['2026-02-22', '09:00-22:00 weekend'],
      ['2026-03-29', '09:00-22:00 weekend'],
      ['2026-04-03', '14:00-22:00 dated'],
      ['2026-04-04', '09:00-16:00 dated'],
      ['2026-04-07', '09:00-14:00 dated'],
      ['2026-05-30', '09:00-14:00 dated'],
    ] as const) {
      // Act
      const bans = bansOn('IT', date);

      // Assess
      expect(windows(bans)).toEqual([window]);
      expect(bans[0]?.provisional).toBeUndefined();
    }
  });

  test('Saturday 30 May is the long weekend of 2 June and is not carried over to 2027', () => {
    // Act
    const bans = bansOn('IT', '2026-05-30', 'it');

    // Assess
    expect(bans[0]?.reason).toBe('Ponte del 2 giugno (Festa della Repubblica)');
    expect(bansOn('IT', '2027-05-29')).toEqual([]);
    expect(bansOn('IT', '2026-05-31')).toEqual([expect.objectContaining({ start: '09:00', kind: 'weekend' })]);
  });

  test('the July and August Fridays and the August Saturdays stay provisional', () => {
    for (const [date, window] of [
      ['2026-07-24', '16:00-22:00 dated'],
      ['2026-07-31', '16:00-22:00 dated'],
      ['2026-08-07', '16:00-22:00 dated'],
      ['2026-08-14', '16:00-22:00 dated'],
      ['2026-08-01', '08:00-22:00 dated'],
      ['2026-08-08', '08:00-22:00 dated'],
      ['2026-08-22', '08:00-16:00 dated'],
      ['2026-08-29', '08:00-16:00 dated'],
    ] as const) {
      // Act
      const bans = bansOn('IT', date);

      // Assess
      expect(windows(bans)).toEqual([window]);
      expect(bans[0]?.provisional).toBe(true);
    }
    expect(bansOn('IT', '2026-07-17')).toEqual([]);
    expect(bansOn('IT', '2026-08-21')).toEqual([]);
  });

  test('the ban days per month match the counts reported from the 2026 calendar, 79 in all', () => {
    // Prepare
    const reported: Record<string, number> = {
      '01': 7,
      '02': 4,
      '03': 5,
      '04': 9,
      '05': 7,
      '06': 5,
      '07': 10,
      '08': 12,
      '09': 4,
      '10': 4,
      '12': 7,
    };

    // Act
    const days = new Set(italy2026().map((b) => b.date));
    const perMonth = (month: string) => [...days].filter((d) => d.slice(5, 7) === month).length;

    // Assess
    for (const [month, count] of Object.entries(reported)) {
      expect({ month, count: perMonth(month) }).toEqual({ month, count });
    }
    expect(days.size).toBe(79);
  });
});
