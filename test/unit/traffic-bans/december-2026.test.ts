import { trafficBanRules } from '#data/traffic-bans/index.ts';
import { type CountryRules, LANGUAGES } from '#shared/domain/traffic-bans/rules.schema.ts';
import { bansOn, calendarIn, windows } from './calendar-fixtures.ts';

const file = (code: string) => trafficBanRules().find((country) => country.code === code) as CountryRules;

/**
 * Croatia: the Croatian Automobile Club's notices (Epiphany 2017: Thursday 5 January 15:00-23:00, Friday 6 January
 * 14:00-23:00, Sunday 8 January 12:00-23:00) give the eve, holiday and Sunday-after hours; the standing order was not
 * read, and the Christmas 2025 list has no Sunday after Friday 26 December, so the Sunday after stays provisional.
 */
describe('Croatia, Christmas 2026 and New Year 2027', () => {
  test('Christmas Eve 15:00-23:00 and the holidays 25 and 26 December 14:00-23:00 are confirmed', () => {
    // Assess
    expect(windows(bansOn('HR', '2026-12-24'))).toEqual(['15:00-23:00 eve']);
    expect(windows(bansOn('HR', '2026-12-25'))).toEqual(['14:00-23:00 holiday']);
    expect(windows(bansOn('HR', '2026-12-26'))).toEqual(['14:00-23:00 holiday']);
    expect(windows(bansOn('HR', '2027-01-01'))).toEqual(['14:00-23:00 holiday']);
    for (const date of ['2026-12-24', '2026-12-25', '2026-12-26', '2026-12-31', '2027-01-01']) {
      expect(bansOn('HR', date).every((ban) => ban.provisional === undefined)).toBe(true);
    }
  });

  test('the Sundays after Saturday 26 December and Friday 1 January are 12:00-23:00, provisional', () => {
    for (const date of ['2026-12-27', '2027-01-03']) {
      // Act
      const bans = bansOn('HR', date);

      // Assess
      expect(windows(bans)).toEqual(['12:00-23:00 holiday']);
      expect(bans[0]?.provisional).toBe(true);
      expect(bans[0]?.roads).toContain('D8');
    }
  });

  test('the reason is recorded: the notices read disagree on the Sunday after', () => {
    // Assess
    const decision = file('HR').sourceDecisions.find((d) => d.topic.startsWith('Sunday after a holiday'));
    expect(decision?.decision).toContain('8 January 12:00–23:00');
    expect(decision?.sources).toContain('http://www.hak.hr/info/stanje-na-cestama/');
  });
});

/** Slovakia: § 39 of Act 8/2009 as read, Sundays and days of rest 00:00-22:00; the 2026 amendment was not read. */
describe('Slovakia, 24-27 December 2026', () => {
  test('each day of rest and the Sunday is 00:00-22:00 as § 39 reads, with a note on the unread amendment', () => {
    for (const date of ['2026-12-24', '2026-12-25', '2026-12-26', '2026-12-27', '2027-01-01', '2027-01-06']) {
      // Act
      const [ban, ...others] = bansOn('SK', date);

      // Assess
      expect(others).toEqual([]);
      expect([ban?.start, ban?.end]).toEqual(['00:00', '22:00']);
      expect(ban?.note).toContain('1 September 2026');
      expect(ban?.note).toContain('06:00');
    }
  });

  test('the note is published in every language', () => {
    for (const lang of LANGUAGES) {
      // Act
      const [ban] = calendarIn(lang).bans.filter((b) => b.country === 'SK' && b.date === '2026-12-27');

      // Assess
      expect(ban?.note).toMatch(/2026/);
      expect(ban?.note).toMatch(/6 h|06:00/);
    }
  });

  test('the amendment stays a lead until it is read', () => {
    // Assess
    expect(file('SK').leads?.[0]?.what).toContain('131/2026');
  });
});

describe('Austria and Spain in December 2026', () => {
  test('Austria: no December route day is published, only the § 42 StVO days', () => {
    // Act
    const december = calendarIn().bans.filter((b) => b.country === 'AT' && b.date.startsWith('2026-12'));

    // Assess
    expect(december.every((b) => b.scope === 'nationwide')).toBe(true);
    expect(windows(bansOn('AT', '2026-12-08'))).toEqual(['00:00-22:00 holiday']);
    expect(file('AT').sourceDecisions.map((d) => d.topic)).toContain('December 2026 route days');
  });

  test('Spain: the N-230 Fridays of 4, 11 and 18 December only, and the December rows are a lead', () => {
    // Act
    const december = calendarIn().bans.filter((b) => b.country === 'ES' && b.date.startsWith('2026-12'));

    // Assess
    expect(december.map((b) => `${b.date} ${b.start}-${b.end} ${b.roads?.join()}`)).toEqual([
      '2026-12-04 17:00-24:00 N-230',
      '2026-12-11 17:00-24:00 N-230',
      '2026-12-18 17:00-24:00 N-230',
    ]);
    expect(file('ES').leads?.some((lead) => lead.what.includes('December 2026'))).toBe(true);
  });
});

/**
 * Romania: Order MT-MAI 1249-132/2018 as CNAIR's notices apply it on the DN7 Pitești – Veștem, both directions:
 * 18:00-22:00 Bucharest time on the eve, 06:00-22:00 on the holiday (5-7 and 23-24 January 2026), that is
 * 17:00-21:00 and 05:00-21:00 CET. Provisional until the order's annex is read.
 */
describe('Romania, the DN7 on public holidays and their eves', () => {
  test('5-7 and 23-24 January 2026, as the notices list them, in CET', () => {
    // Assess
    expect(windows(bansOn('RO', '2026-01-05'))).toEqual(['17:00-21:00 eve']);
    expect(windows(bansOn('RO', '2026-01-06'))).toEqual(['05:00-21:00 holiday']);
    expect(windows(bansOn('RO', '2026-01-07'))).toEqual(['05:00-21:00 holiday']);
    expect(windows(bansOn('RO', '2026-01-23'))).toEqual(['17:00-21:00 eve']);
    expect(windows(bansOn('RO', '2026-01-24'))).toEqual(['05:00-21:00 holiday']);
    for (const ban of bansOn('RO', '2026-01-06')) {
      expect(ban).toMatchObject({ scope: 'specific-roads', roads: ['DN7'], provisional: true });
      expect(ban.note).toContain('DN7 Pitești – Veștem');
    }
  });

  test('30 November to 2 January: St Andrew, the national day, Christmas and New Year', () => {
    // Assess
    expect(windows(bansOn('RO', '2026-11-29'))).toEqual(['17:00-21:00 eve']);
    for (const date of ['2026-11-30', '2026-12-01', '2026-12-25', '2026-12-26', '2027-01-01', '2027-01-02']) {
      expect(windows(bansOn('RO', date))).toEqual(['05:00-21:00 holiday']);
    }
    expect(windows(bansOn('RO', '2026-12-24'))).toEqual(['17:00-21:00 eve']);
    expect(windows(bansOn('RO', '2026-12-31'))).toEqual(['17:00-21:00 eve']);
    expect(bansOn('RO', '2026-12-27')).toEqual([]);
  });

  test("the eve hours are the recent notices' 18:00-22:00 Bucharest time, said beside CET, with the older 16:00 recorded", () => {
    // Act
    const [eve] = bansOn('RO', '2026-12-24');
    const decision = file('RO').sourceDecisions.find((d) => d.topic.startsWith('Eve hours on the DN7'));

    // Assess
    expect(eve).toMatchObject({ start: '17:00', end: '21:00', localStart: '18:00', localEnd: '22:00' });
    expect(decision?.decision).toContain('18:00–22:00 on the day before the holiday in every notice since 2024');
    expect(decision?.decision).toContain('Older notices gave the DN7 16:00–22:00 on the eve');
    expect(decision?.sources).toContain('https://rador.ro/?p=310930');
  });

  test('the Orthodox Easter days are a lead, not a guess', () => {
    // Assess: Orthodox Easter Monday 2026 is 13 April
    expect(bansOn('RO', '2026-04-13')).toEqual([]);
    expect(file('RO').leads?.[0]?.what).toContain('Orthodox Easter');
  });
});
