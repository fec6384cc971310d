import { trafficBanRules } from '#data/traffic-bans/index.ts';
import { type CountryRules, LANGUAGES } from '#shared/domain/traffic-bans/rules.schema.ts';
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

  test('Spain, Annex II: the last summer Sunday, 6 September, by section and direction', () => {
    // Act
    const day = bansOn('ES', '2026-09-06');

    // Assess
    expect(day.map((ban) => `${ban.start}-${ban.end} ${ban.roads?.join('+')}`)).toEqual([
      '10:00-14:00 N-630',
      '15:00-24:00 A-49',
      '15:00-24:00 A-49',
      '17:00-24:00 A-45',
      '21:00-23:00 A-1+A-2+A-3+A-6+AP-51+AP-6+AP-61+M-501+N-110+N-6+N-603',
      '21:00-24:00 A-5',
    ]);
    expect(
      day.every((ban) => ban.kind === 'road' && ban.scope === 'specific-roads' && ban.provisional === undefined),
    ).toBe(true);
    expect(day[0]?.note).toMatch(/^N-630 km 782 \(El Garrobo\) – km 810 \(Camas\), both directions\./);
    const notes = day.map((ban) => ban.note).join('\n');
    for (const direction of ['towards Ayamonte.', 'towards Sevilla.', 'towards Córdoba.', 'towards Madrid.']) {
      expect(notes).toContain(direction);
    }
    expect(bansOn('ES', '2026-09-06', 'es')[3]?.note).toContain(
      'A-45 km 142 (Málaga) – km 115 (Alto de las Pedrizas), sentido Córdoba.',
    );
  });

  test('Spain, Annex II: El Pilar, leaving Madrid on Friday 9 and Saturday 10 October, back on Monday 12', () => {
    // Prepare
    const on = (date: string, road: string) => bansOn('ES', date).filter((ban) => ban.roads?.includes(road));

    // Assess
    expect(on('2026-10-09', 'R-5')).toEqual([expect.objectContaining({ start: '16:00', end: '22:00' })]);
    expect(on('2026-10-09', 'R-5')[0]?.note).toContain(
      'R-5 km 15 (Arroyomolinos, AP-41) – km 30.5 (Navalcarnero), leaving Madrid.',
    );
    expect(on('2026-10-10', 'R-5')).toEqual([expect.objectContaining({ start: '08:00', end: '15:00' })]);
    expect(on('2026-10-10', 'R-4')).toEqual([expect.objectContaining({ start: '08:00', end: '13:00' })]);
    expect(on('2026-10-09', 'N-230')).toEqual([
      expect.objectContaining({ start: '17:00', end: '24:00', appliesTo: 'northbound-to-FR' }),
    ]);
    expect(on('2026-10-12', 'N-230')).toEqual([expect.objectContaining({ start: '13:00', end: '20:00' })]);
    expect(on('2026-10-12', 'N-230')[0]?.note).toContain('N-230 km 149.2 (Aneto) – km 133.6 (Ginaste)');
    expect(on('2026-10-12', 'N-230')[0]?.note).toContain('towards Benabarre');
    expect(on('2026-10-12', 'A-3').map((ban) => `${ban.start}-${ban.end}`)).toEqual([
      '09:00-21:00',
      '13:00-21:00',
      '16:00-24:00',
      '16:00-24:00',
    ]);
    expect(on('2026-10-08', 'A-3')).toEqual([expect.objectContaining({ start: '15:00', end: '21:00' })]);
    expect(on('2026-10-12', 'A-62')[0]?.reason).toBe('El Pilar long weekend traffic');
  });

  test('Spain, Annex II: All Saints, 30 October to 2 November', () => {
    // Prepare
    const on = (date: string, road: string) => bansOn('ES', date).filter((ban) => ban.roads?.includes(road));

    // Assess
    expect(on('2026-10-30', 'A-62')).toEqual([
      expect.objectContaining({ start: '15:00', end: '23:00', appliesTo: 'westbound-to-PT' }),
    ]);
    expect(on('2026-10-31', 'A-8')).toEqual([expect.objectContaining({ start: '11:00', end: '14:00' })]);
    expect(on('2026-11-01', 'A-8')[0]?.note).toContain('towards Bilbao');
    expect(on('2026-11-02', 'A-2')[0]?.note).toContain('A-2 km 107 (Mirabueno)');
    expect(on('2026-11-02', 'A-62')).toEqual([expect.objectContaining({ start: '16:00', end: '23:00' })]);
    expect(on('2026-11-02', 'A-1')[0]?.reason).toBe('All Saints long weekend traffic');
  });

  test('Spain, Annex II: the Valencia Grand Prix restrictions moved to 27-29 November', () => {
    // Prepare
    const cv50 = (date: string) =>
      bansOn('ES', date)
        .filter((ban) => ban.roads?.join() === 'CV-50')
        .map((ban) => `${ban.start}-${ban.end}`);

    // Assess
    expect(cv50('2026-11-27')).toEqual(['17:00-24:00']);
    expect(cv50('2026-11-28')).toEqual(['00:00-06:00', '17:00-24:00']);
    expect(cv50('2026-11-29')).toEqual(['00:00-20:00']);
    expect(bansOn('ES', '2026-11-28').find((ban) => ban.roads?.join() === 'CV-383')?.note).toContain(
      'moved to 27–29 November by the resolution of 16 June 2026',
    );
    expect(bansOn('ES', '2026-11-26')).toEqual([]);
  });

  test('Spain: only 2026 is read, so nothing of Annex II is estimated for 2027', () => {
    // Act
    const spain2027 = calendarIn().bans.filter((b) => b.country === 'ES' && b.date.startsWith('2027'));

    // Assess
    expect(spain2027.length).toBeGreaterThan(0);
    expect(spain2027.every((b) => b.roads?.join() === 'N-230' && b.weekday === 'Friday' && b.provisional)).toBe(true);
  });
});

describe('leads recorded but not encoded', () => {
  const file = (code: string) => trafficBanRules().find((country) => country.code === code) as CountryRules;

  test('Portugal stays without dated bans; its summary states the Porto VCI ban in every language', () => {
    // Assess
    expect(file('PT').regime).toBe('without-dated-bans');
    for (const lang of LANGUAGES) expect(file('PT').summary[lang]).toMatch(/VCI.*155-A\/2026/);
    expect(calendarIn().countriesWithoutDatedBans.find((c) => c.code === 'PT')?.summary).toContain('07:00–21:00');
  });

  test('Greece names its 2026 decision without listing dates; Slovakia keeps § 39 as read', () => {
    // Assess
    expect(file('GR').regime).toBe('without-dated-bans');
    for (const lang of LANGUAGES) expect(file('GR').summary[lang]).toContain('912/18.02.2026');
    expect(bansOn('SK', '2026-09-06')).toEqual([expect.objectContaining({ start: '00:00', end: '22:00' })]);
    expect(['GR', 'PT', 'SK'].map((code) => file(code).leads?.length)).toEqual([1, 1, 1]);
  });
});
