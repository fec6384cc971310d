import { trafficBanRules } from '#data/traffic-bans/index.ts';
import type { CountryRules } from '#shared/domain/traffic-bans/rules.schema.ts';
import { bansOn, calendarIn, SATURDAYS_JULY_AUGUST_2026, windows } from './calendar-fixtures.ts';

const austria = trafficBanRules().find((country) => country.code === 'AT') as CountryRules;

const routeBans = (year: string) =>
  calendarIn().bans.filter((ban) => ban.country === 'AT' && ban.date.startsWith(year) && ban.roads !== undefined);

/** Austria in 2026: § 42 StVO, the A10 summer ordinance and the rows of the 2026 route and Lueg calendars that were read are confirmed; the rest stays estimated. */
describe('Austria 2026', () => {
  test('the nationwide weekend and holiday bans are confirmed', () => {
    // Assess
    expect(windows(bansOn('AT', '2026-10-26'))).toEqual(['00:00-22:00 holiday']);
    expect(bansOn('AT', '2026-10-26')[0]?.provisional).toBeUndefined();
    expect(windows(bansOn('AT', '2026-04-04'))).toEqual(['15:00-24:00 weekend']);
    expect(bansOn('AT', '2026-04-04')[0]?.provisional).toBeUndefined();
  });

  test('2026 is published for the three instruments; estimated route rules stay provisional in 2026 and 2027', () => {
    // Prepare
    const estimated = new Set(austria.rules.filter((rule) => rule.estimated === true).map((rule) => rule.reason.en));

    // Assess
    for (const key of ['at-route-calendar', 'at-lueg-bridge', 'at-a10-summer']) {
      expect(austria.instruments?.[key]?.publishedFor).toEqual([2026]);
    }
    for (const year of ['2026', '2027']) {
      const fromEstimates = routeBans(year).filter((ban) => estimated.has(ban.reason.replace(/: .*$/, '')));
      expect(fromEstimates.length).toBeGreaterThan(0);
    }
    expect(routeBans('2027').every((ban) => ban.provisional === true)).toBe(true);
  });

  test('A10 Tauern (BGBl. II Nr. 190/2026): Saturdays 07:00-15:00 by direction, confirmed, none estimated for 2027', () => {
    // Prepare
    const a10 = (date: string) => bansOn('AT', date).filter((ban) => ban.roads?.join() === 'A10');
    const towards = (date: string, place: string) => a10(date).filter((ban) => ban.note?.includes(`towards ${place}.`));
    const south = [
      '2026-07-11',
      '2026-07-18',
      '2026-07-25',
      '2026-08-01',
      '2026-08-08',
      '2026-08-22',
      '2026-08-29',
      '2026-09-05',
    ];
    const north = [
      '2026-07-18',
      '2026-07-25',
      '2026-08-01',
      '2026-08-08',
      '2026-08-22',
      '2026-08-29',
      '2026-09-05',
      '2026-09-12',
      '2026-09-19',
    ];

    // Assess
    for (const date of south) {
      expect(towards(date, 'Villach')).toEqual([
        expect.objectContaining({
          start: '07:00',
          end: '15:00',
          kind: 'road',
          scope: 'specific-roads',
          minimumTonnes: 7.5,
        }),
      ]);
      expect(towards(date, 'Villach')[0]?.note).toContain('A10 Knoten Salzburg – Knoten Villach');
    }
    for (const date of north) {
      expect(towards(date, 'Salzburg')).toHaveLength(1);
      expect(towards(date, 'Salzburg')[0]?.note).toContain('A10 Knoten Villach – Knoten Salzburg');
    }
    expect(a10('2026-08-15')).toEqual([]);
    expect(towards('2026-07-11', 'Salzburg')).toEqual([]);
    expect(towards('2026-09-12', 'Villach')).toEqual([]);
    expect(a10('2026-07-11').every((ban) => ban.provisional === undefined && ban.appliesTo === undefined)).toBe(true);
    expect(
      calendarIn().bans.filter(
        (ban) => ban.country === 'AT' && ban.date.startsWith('2027') && ban.roads?.includes('A10'),
      ),
    ).toEqual([]);
    expect(bansOn('AT', '2026-07-11', 'de').find((ban) => ban.roads?.join() === 'A10')?.note).toContain(
      'Richtung Villach',
    );
  });

  test('no summer Saturday ban on the A12/A13: the 2025 calendar has none', () => {
    for (const date of SATURDAYS_JULY_AUGUST_2026) {
      // Act
      const onBrenner = bansOn('AT', date).filter((ban) => ban.roads?.includes('A12') || ban.roads?.includes('A13'));

      // Assess
      expect(onBrenner).toEqual([]);
    }
  });

  test('the federal roads, B182 included, and the A4 keep the 2025 Saturdays 08:00-15:00', () => {
    // Act
    const federal = bansOn('AT', '2026-07-04').find((ban) => ban.roads?.includes('B182'));
    const a4 = bansOn('AT', '2026-06-27').find((ban) => ban.roads?.join() === 'A4');

    // Assess
    expect(federal).toMatchObject({
      start: '08:00',
      end: '15:00',
      roads: ['B177', 'B178', 'B179', 'B181', 'B182', 'B320'],
      provisional: true,
    });
    expect(federal?.note).toContain('B182 Brenner Straße');
    expect(a4).toMatchObject({ start: '08:00', end: '15:00', provisional: true });
    expect(bansOn('AT', '2026-06-27').some((ban) => ban.roads?.includes('B178'))).toBe(false);
    expect(bansOn('AT', '2026-08-29').filter((ban) => ban.kind === 'road' && ban.provisional)).toHaveLength(2);
    expect(bansOn('AT', '2026-09-05').filter((ban) => ban.roads?.includes('B178'))).toEqual([]);
  });

  test('the A4 runs until Saturday 5 September 2026, 08:00-15:00, confirmed by the 2026 route calendar', () => {
    // Act
    const a4 = bansOn('AT', '2026-09-05').filter((ban) => ban.roads?.join() === 'A4');

    // Assess
    expect(a4).toEqual([expect.objectContaining({ start: '08:00', end: '15:00', kind: 'road' })]);
    expect(a4[0]?.provisional).toBeUndefined();
    expect(a4[0]?.note).toContain('A4 Knoten Schwechat – Staatsgrenze Nickelsdorf, both directions.');
    expect(bansOn('AT', '2027-09-04').filter((ban) => ban.roads?.join() === 'A4')).toEqual([]);
  });

  test('3 October 2026 towards Germany is 00:00-15:00 as the 2026 calendar says; other German days stay estimates', () => {
    // Act
    const germany = (date: string) => bansOn('AT', date).filter((ban) => ban.appliesTo === 'northbound-to-DE');

    // Assess
    expect(germany('2026-10-03')).toEqual([
      expect.objectContaining({ start: '00:00', end: '15:00', kind: 'holiday', roads: ['A12', 'A13'] }),
    ]);
    expect(germany('2026-10-03')[0]?.provisional).toBeUndefined();
    expect(windows(bansOn('AT', '2026-10-03').filter((ban) => ban.kind === 'weekend'))).toEqual([
      '15:00-24:00 weekend',
    ]);
    expect(germany('2026-04-03')).toEqual([
      expect.objectContaining({ start: '00:00', end: '22:00', provisional: true }),
    ]);
    expect(germany('2027-10-03')).toEqual([
      expect.objectContaining({ start: '00:00', end: '22:00', provisional: true }),
    ]);
    expect(bansOn('AT', '2026-04-25')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ start: '11:00', end: '22:00', appliesTo: 'southbound-to-IT', provisional: true }),
      ]),
    );
    expect(bansOn('AT', '2026-06-02')).toEqual([
      expect.objectContaining({ start: '09:00', end: '22:00', appliesTo: 'southbound-to-IT', provisional: true }),
    ]);
  });

  test('Lueg bridge autumn days towards the Brenner, only for journeys over the A13 Nößlach - Brenner Nord', () => {
    // Prepare
    const lueg = (date: string) => bansOn('AT', date).filter((ban) => ban.roads?.join() === 'A12,A13,A14');

    // Assess
    for (const date of ['2026-09-05', '2026-09-12', '2026-09-19', '2026-09-26', '2026-10-03']) {
      expect(lueg(date)).toEqual([
        expect.objectContaining({ start: '07:00', end: '15:00', appliesTo: 'southbound-to-IT', kind: 'dated' }),
      ]);
      expect(lueg(date)[0]?.provisional).toBeUndefined();
      expect(lueg(date)[0]?.note).toMatch(/^Only for journeys that use A13 Knoten Nößlach – Brenner Nord\./);
    }
    expect(lueg('2026-10-02')).toEqual([expect.objectContaining({ start: '07:00', end: '22:00' })]);
    expect(lueg('2026-08-29')).toEqual([]);
    expect(lueg('2027-09-04')).toEqual([]);
  });

  test('Maundy Thursday towards the Brenner keeps the reported hours, from the Lueg bridge ordinance, provisional', () => {
    // Act
    const bans = bansOn('AT', '2026-04-02');

    // Assess
    expect(bans).toEqual([
      expect.objectContaining({
        start: '07:00',
        end: '22:00',
        appliesTo: 'southbound-to-IT',
        roads: ['A12', 'A13', 'A14'],
        provisional: true,
      }),
    ]);
    expect(bans[0]?.note).toContain('Nößlach');
    expect(austria.rules.find((rule) => rule.id === 'a12-a13-a14-to-italy-2026')?.instrument).toBe('at-lueg-bridge');
  });

  test('the source decisions name the 2025 calendar and the Lueg bridge reports', () => {
    // Act
    const sources = austria.sourceDecisions.flatMap((decision) => decision.sources);

    // Assess
    expect(sources).toEqual(
      expect.arrayContaining([
        'https://www.faiferrara.it/2025/04/30/austria-divieti-integrativi-di-circolazione-per-i-mezzi-pesanti',
        'https://xl-logistics.pl/en/2026/03/',
        'https://trans.info/en/april-truck-bans-408782',
        'https://www.ris.bka.gv.at/eli/bgbl/ii/2026/190/P1/NOR40279329',
        'https://www.ris.bka.gv.at/Dokumente/BgblAuth/BGBLA_2026_II_77/BGBLA_2026_II_77.pdf',
        'https://ris.bka.gv.at/eli/bgbl/ii/2025/338/P1/NOR40276795',
      ]),
    );
  });
});
