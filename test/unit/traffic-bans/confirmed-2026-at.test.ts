import { trafficBanRules } from '#data/traffic-bans/index.ts';
import type { CountryRules } from '#shared/domain/traffic-bans/rules.schema.ts';
import { bansOn, calendarIn, SATURDAYS_JULY_AUGUST_2026, windows } from './calendar-fixtures.ts';

const austria = trafficBanRules.find((country) => country.code === 'AT') as CountryRules;

const routeBans = (year: string) =>
  calendarIn().bans.filter((ban) => ban.country === 'AT' && ban.date.startsWith(year) && ban.roads !== undefined);

/** Austria in 2026: § 42 StVO is confirmed; the route calendars of 2026 were not read and stay estimates. */
describe('Austria 2026', () => {
  test('the nationwide weekend and holiday bans are confirmed', () => {
    // Assess
    expect(windows(bansOn('AT', '2026-10-26'))).toEqual(['00:00-22:00 holiday']);
    expect(bansOn('AT', '2026-10-26')[0]?.provisional).toBeUndefined();
    expect(windows(bansOn('AT', '2026-04-04'))).toEqual(['15:00-24:00 weekend']);
    expect(bansOn('AT', '2026-04-04')[0]?.provisional).toBeUndefined();
  });

  test('no route-calendar year is marked published, and every 2026 and 2027 route entry is provisional', () => {
    // Assess
    expect(austria.instruments?.['at-route-calendar']?.publishedFor).toEqual([]);
    expect(austria.instruments?.['at-lueg-bridge']?.publishedFor).toEqual([]);
    for (const year of ['2026', '2027']) {
      expect(routeBans(year).length).toBeGreaterThan(0);
      expect(routeBans(year).every((ban) => ban.provisional === true)).toBe(true);
    }
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
    expect(bansOn('AT', '2026-08-29').filter((ban) => ban.kind === 'road')).toHaveLength(2);
    expect(bansOn('AT', '2026-09-05').filter((ban) => ban.kind === 'road')).toEqual([]);
  });

  test('the days towards Germany and Italy follow the 2025 calendar, as estimates', () => {
    // Assess
    expect(bansOn('AT', '2026-10-03')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          start: '00:00',
          end: '22:00',
          appliesTo: 'northbound-to-DE',
          roads: ['A12', 'A13'],
          provisional: true,
        }),
      ]),
    );
    expect(bansOn('AT', '2026-04-25')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          start: '11:00',
          end: '22:00',
          appliesTo: 'southbound-to-IT',
          roads: ['A12', 'A13'],
          provisional: true,
        }),
      ]),
    );
    expect(bansOn('AT', '2026-06-02')).toEqual([
      expect.objectContaining({ start: '09:00', end: '22:00', appliesTo: 'southbound-to-IT', provisional: true }),
    ]);
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
      ]),
    );
  });
});
