import { trafficBanRules } from '#data/traffic-bans/index.ts';
import { type CountryRules, LANGUAGES } from '#shared/domain/traffic-bans/rules.schema.ts';
import { bansOn, SATURDAYS_JULY_AUGUST_2026 } from './calendar-fixtures.ts';

const germany = trafficBanRules().find((country) => country.code === 'DE') as CountryRules;

/** § 1(2) and (3) Ferienreiseverordnung as last amended on 17 June 2026 (BGBl. 2026 I Nr. 180). */
const FERIENREISEVERORDNUNG_ROADS = [
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
  'A67',
  'A81',
  'A92',
  'A93',
  'A99',
  'A113',
  'A115',
  'A831',
  'A980',
  'A995',
  'B31',
  'B96',
];

/** Germany in 2026: the summer Saturday roads follow the Ferienreiseverordnung as amended in June 2026. */
describe('Germany 2026', () => {
  test('every Saturday of July and August 2026 is banned 07:00-20:00 on the 22 motorways and 2 federal roads', () => {
    for (const date of SATURDAYS_JULY_AUGUST_2026) {
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
          roads: FERIENREISEVERORDNUNG_ROADS,
        }),
      ]);
      expect(bans[0]?.provisional).toBeUndefined();
    }
    expect(bansOn('DE', '2026-06-27')).toEqual([]);
    expect(bansOn('DE', '2026-09-05')).toEqual([]);
  });

  test('A215 is no longer listed; A67, A113 and A115 are', () => {
    // Act
    const roads = bansOn('DE', '2026-07-04')[0]?.roads ?? [];

    // Assess
    expect(roads).not.toContain('A215');
    expect(roads).toEqual(expect.arrayContaining(['A67', 'A113', 'A115']));
  });

  test('the note gives the current A1, A7, A10, A113 and B96 sections in every language', () => {
    // Act
    const german = bansOn('DE', '2026-07-04', 'de')[0]?.note;

    // Assess
    expect(german).toContain('A1 AD Erfttal – Kreuz Lotte/Osnabrück, Bremen Brinkum – Bremer Kreuz');
    expect(german).toContain(
      'A7 AS Schleswig/Jagel – AD Bordesholm, AS Soltau-Süd – AK Hannover-Ost, AD Schweinfurt/Werneck – Bundesgrenze Füssen',
    );
    expect(german).toContain('A10 AD Werder – AS Potsdam-Nord – AS Berlin-Spandau');
    expect(german).toContain('A113 AK Schönefeld – AD Neukölln (nur Fahrtrichtung Hamburg)');
    expect(german).toContain('B96 Landesgrenze Berlin – B104 (Neubrandenburg)');
    expect(german).toContain('außerhalb geschlossener Ortschaften');
    for (const lang of LANGUAGES) {
      const note = bansOn('DE', '2026-07-04', lang)[0]?.note ?? '';
      expect(note).toContain('AS Soltau-Süd – AK Hannover-Ost');
      expect(note).toContain('A10 AD Werder – AS Potsdam-Nord – AS Berlin-Spandau');
      expect(note).not.toContain('A215');
      expect(note).not.toContain('Göttingen-Nord');
    }
  });

  test('2027 keeps the same roads, confirmed: the dates are fixed in the ordinance', () => {
    for (const date of ['2027-07-03', '2027-08-28']) {
      // Act
      const bans = bansOn('DE', date);

      // Assess
      expect(bans).toEqual([
        expect.objectContaining({ start: '07:00', end: '20:00', roads: FERIENREISEVERORDNUNG_ROADS }),
      ]);
      expect(bans[0]?.provisional).toBeUndefined();
    }
  });

  test('the source decision names the consolidated text read', () => {
    // Act
    const sources = germany.sourceDecisions.flatMap((decision) => decision.sources);

    // Assess
    expect(sources).toEqual(
      expect.arrayContaining([
        'https://www.gesetze-im-internet.de/ferreisev_1985/__1.html',
        'https://github.com/habibhaidari1/gesetze/blob/48332e5c883a30fdb6ef0378e6e4c245def788b0/f/ferreisev_1985/index.md',
      ]),
    );
  });
});
