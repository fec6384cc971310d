import { bansOn } from './calendar-fixtures.ts';

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
      expect(bans[0]?.roads).toEqual([
        'A1',
        'A2',
        'A3',
        'A4',
        'A5',
        'A6',
        'A7',
        'A8',
        'A9',
        'A10',
        'A45',
        'A61',
        'A81',
        'A92',
        'A93',
        'A99',
        'A215',
        'A831',
        'A980',
        'A995',
        'B31',
        'B96',
      ]);
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
});
