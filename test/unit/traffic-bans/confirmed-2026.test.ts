import { bansOn, calendarIn } from './calendar-fixtures.ts';

/** Bans of 2026 checked against the authority's text (Spain; the other countries have a file each); start and end are in the calendar zone (CET/CEST). */
describe('confirmed 2026 dates', () => {
  test('Spain: the N-230 Fridays towards France, 17:00-24:00, in winter and in December', () => {
    // Prepare
    const winter = ['2026-02-06', '2026-02-27', '2026-03-06', '2026-03-27'];
    const december = ['2026-12-04', '2026-12-11', '2026-12-18'];

    for (const date of [...winter, ...december]) {
      // Act
      const bans = bansOn('ES', date);

      // Assess
      expect(bans).toEqual([
        expect.objectContaining({
          date,
          start: '17:00',
          end: '24:00',
          startsAt: `${date}T17:00:00+01:00`,
          kind: 'road',
          scope: 'specific-roads',
          roads: ['N-230'],
          appliesTo: 'northbound-to-FR',
        }),
      ]);
      expect(bans[0]?.provisional).toBeUndefined();
    }
    expect(bansOn('ES', '2026-03-27')[0]?.endsAt).toBe('2026-03-28T00:00:00+01:00');
  });

  test('Spain: no 2026 entry besides the N-230 Fridays, until more of the DGT resolution is read', () => {
    // Act
    const spain2026 = calendarIn().bans.filter((b) => b.country === 'ES' && b.date.startsWith('2026'));

    // Assess
    expect(spain2026).toHaveLength(8 + 3);
    expect(
      spain2026.every(
        (b) => b.weekday === 'Friday' && b.roads?.join() === 'N-230' && b.start === '17:00' && b.end === '24:00',
      ),
    ).toBe(true);
  });
});
