import { trafficBanRules } from '#data/traffic-bans/index.ts';
import type { CountryRules } from '#shared/domain/traffic-bans/rules.schema.ts';
import { bansOn, SATURDAYS_JULY_AUGUST_2026, windows } from './calendar-fixtures.ts';

const hungary = trafficBanRules().find((country) => country.code === 'HU') as CountryRules;

/** 8 August 2026 is a working Saturday (10/2025. (IV. 30.) NGM rendelet). */
const NON_WORKING_SUMMER_SATURDAYS_2026 = SATURDAYS_JULY_AUGUST_2026.filter((date) => date !== '2026-08-08');

const SUMMER_SATURDAYS_2027 = [
  '2027-07-03',
  '2027-07-10',
  '2027-07-17',
  '2027-07-24',
  '2027-07-31',
  '2027-08-07',
  '2027-08-14',
  '2027-08-21',
  '2027-08-28',
];

/** Hungary in 2026: 190/2008. (VII. 29.) Korm. rendelet § 2 with the working days of 10/2025. (IV. 30.) NGM rendelet. */
describe('Hungary 2026', () => {
  test('the official source is the 190/2008 government decree', () => {
    // Assess
    expect(hungary.officialSource.url).toBe('https://njt.hu/jogszabaly/2008-190-20-22');
    expect(hungary.instruments?.['hu-working-days']?.publishedFor).toEqual([2026]);
  });

  test('summer Saturdays that are not working days are banned from 15:00, confirmed', () => {
    for (const date of NON_WORKING_SUMMER_SATURDAYS_2026) {
      // Act
      const bans = bansOn('HU', date);

      // Assess
      expect(windows(bans)).toEqual(['15:00-22:00 weekend', '22:00-24:00 weekend']);
      expect(bans.every((ban) => ban.provisional === undefined)).toBe(true);
    }
  });

  test('Saturday 8 August 2026 is a working day: the ban starts at 22:00', () => {
    // Act
    const saturday = bansOn('HU', '2026-08-08');

    // Assess
    expect(windows(saturday)).toEqual(['22:00-24:00 weekend']);
    expect(saturday[0]?.provisional).toBeUndefined();
    expect(windows(bansOn('HU', '2026-08-09'))).toEqual(['00:00-22:00 weekend']);
  });

  test('the working Saturdays outside summer keep the ordinary 22:00 start', () => {
    // Assess
    for (const date of ['2026-01-10', '2026-12-12']) {
      expect(windows(bansOn('HU', date))).toEqual(['22:00-24:00 weekend']);
    }
  });

  test('the 2027 summer Saturdays are estimated until the 2027 working days are read', () => {
    for (const date of SUMMER_SATURDAYS_2027) {
      // Act
      const bans = bansOn('HU', date).filter((ban) => ban.start === '15:00');

      // Assess
      expect(bans).toEqual([expect.objectContaining({ end: '22:00', kind: 'weekend', provisional: true })]);
    }
    expect(bansOn('HU', '2027-06-26').filter((ban) => ban.start === '15:00')).toEqual([]);
    expect(bansOn('HU', '2027-09-04').filter((ban) => ban.start === '15:00')).toEqual([]);
  });

  test('20 August on a Friday (2027) runs without a break into the weekend; on a Thursday (2026) it does not', () => {
    // Assess
    expect(windows(bansOn('HU', '2027-08-20'))).toEqual(['00:00-22:00 holiday', '22:00-24:00 holiday']);
    expect(windows(bansOn('HU', '2027-08-21'))).toEqual([
      '00:00-15:00 holiday',
      '15:00-22:00 weekend',
      '22:00-24:00 weekend',
    ]);
    expect(bansOn('HU', '2027-08-21')[0]?.provisional).toBeUndefined();
    expect(windows(bansOn('HU', '2026-08-20'))).toEqual(['00:00-22:00 holiday']);
    expect(bansOn('HU', '2026-08-21')).toEqual([]);
  });

  test('the winter exemption for international EURO 3 lorries is stated', () => {
    // Assess
    expect(Object.keys(hungary.exemptions)).toEqual(['winter-international-euro3']);
    // Once, in the country's summary: it is no note of every ban day, most of which fall outside its months.
    expect(hungary.summary.en).toContain('EURO 3');
    expect(bansOn('HU', '2026-01-10')[0]?.note).toBeUndefined();
  });
});
