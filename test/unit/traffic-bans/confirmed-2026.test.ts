import { bansOn, calendarIn } from './calendar-fixtures.ts';

/** Bans of 2026 checked against the authority's text; start and end are in the calendar zone (CET/CEST). */
describe('confirmed 2026 dates', () => {
  test('Germany: summer Saturdays 07:00-20:00 on the roads of § 1(2) and (3) Ferienreiseverordnung', () => {
    // Prepare
    const saturdays = ['2026-07-04', '2026-07-11', '2026-07-18', '2026-07-25', '2026-08-01', '2026-08-08'];
    const more = ['2026-08-15', '2026-08-22', '2026-08-29'];

    for (const date of [...saturdays, ...more]) {
      // Act
      const bans = bansOn('DE', date);

      // Assess
      expect(bans).toEqual([
        expect.objectContaining({
          date,
          start: '07:00',
          end: '20:00',
          startsAt: `${date}T07:00:00+02:00`,
          endsAt: `${date}T20:00:00+02:00`,
          kind: 'road',
          scope: 'specific-roads',
        }),
      ]);
      expect(bans[0]?.provisional).toBeUndefined();
      // The road list itself is pinned in confirmed-2026-de.test.ts.
      expect(bans[0]?.roads).toEqual(expect.arrayContaining(['A1', 'A3', 'A7', 'A9', 'A67', 'B31']));
    }
    expect(bansOn('DE', '2026-06-27')).toEqual([]);
    expect(bansOn('DE', '2026-09-05')).toEqual([]);
  });

  test('Germany: the summer Saturday note names the section limits, A1 ending at Kreuz Lotte/Osnabrück', () => {
    // Act
    const note = bansOn('DE', '2026-07-04', 'de')[0]?.note;

    // Assess
    expect(note).toContain('A1 AD Erfttal – Kreuz Lotte/Osnabrück');
    expect(note).toContain('B31 AS Stockach-Ost (A98) – AS Sigmarszell (A96)');
    expect(note).toContain('außerhalb geschlossener Ortschaften');
  });

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
