import { trafficBanRules } from '#data/traffic-bans/index.ts';
import type { BanEntry } from '#shared/domain/traffic-bans/calendar.schema.ts';
import { type CountryRules, LANGUAGES } from '#shared/domain/traffic-bans/rules.schema.ts';
import { generalBansOn, servedCalendar, windows } from './calendar-fixtures.ts';

const france = trafficBanRules().find((country) => country.code === 'FR') as CountryRules;
const ruleOf = (id: string) => france.rules.find((rule) => rule.id === id);

const SUMMER_2026 = ['2026-07-11', '2026-07-18', '2026-07-25', '2026-08-01', '2026-08-08'];
const WINTER_2026 = ['2026-02-07', '2026-02-14', '2026-02-21', '2026-02-28', '2026-03-07'];

const bansOf = (country: CountryRules, date: string): BanEntry[] =>
  servedCalendar({ rules: [country] }).bans.filter((ban) => ban.date === date);
const generalBansOf = (country: CountryRules, date: string): BanEntry[] =>
  bansOf(country, date).filter((ban) => ban.scope !== 'specific-roads');

/** France in 2026: the permanent order of 16 April 2021 and the yearly order of 26 December 2025 for 2026 are confirmed. */
describe('France 2026', () => {
  test('the permanent weekend, eve and holiday bans are confirmed', () => {
    // Assess
    expect(windows(generalBansOn('FR', '2026-07-13'))).toEqual(['22:00-24:00 eve']);
    expect(windows(generalBansOn('FR', '2026-07-14'))).toEqual(['00:00-22:00 holiday']);
    expect(windows(generalBansOn('FR', '2026-10-03'))).toEqual(['22:00-24:00 weekend']);
    for (const date of ['2026-07-13', '2026-07-14', '2026-10-03', '2026-10-04']) {
      expect(generalBansOn('FR', date)[0]?.provisional).toBeUndefined();
    }
  });

  test('the complementary Saturdays of 2026 are confirmed by the order of 26 December 2025', () => {
    // Assess
    expect(ruleOf('summer-saturdays')).not.toHaveProperty('estimated');
    expect(ruleOf('winter-saturdays-aura')).not.toHaveProperty('estimated');
    expect(france.instruments?.['fr-complementary']).toMatchObject({
      publishedFor: [2026],
      url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000053324056',
    });
    for (const date of SUMMER_2026) {
      expect(generalBansOn('FR', date)[0]).toMatchObject({
        start: '07:00',
        end: '19:00',
        kind: 'dated',
        scope: 'nationwide',
      });
      expect(generalBansOn('FR', date)[0]?.provisional).toBeUndefined();
    }
    for (const date of WINTER_2026) {
      expect(generalBansOn('FR', date)[0]).toMatchObject({
        start: '07:00',
        end: '18:00',
        kind: 'dated',
        scope: 'regional',
      });
      expect(generalBansOn('FR', date)[0]?.provisional).toBeUndefined();
    }
    expect(windows(generalBansOn('FR', '2026-07-04'))).toEqual(['22:00-24:00 weekend']);
    expect(windows(generalBansOn('FR', '2026-08-22'))).toEqual(['22:00-24:00 weekend']);
  });

  test('the summer order frees the Saturday evening; the winter order does not', () => {
    // Assess
    expect(ruleOf('summer-saturdays')).toMatchObject({
      lifts: [{ rule: 'weekend', window: { start: '19:00', end: '24:00' } }],
    });
    expect(ruleOf('winter-saturdays-aura')).not.toHaveProperty('lifts');
  });

  test('on a confirmed summer Saturday driving is allowed from 19:00 and Sunday starts at 00:00', () => {
    for (const date of SUMMER_2026) {
      // Act
      const saturday = generalBansOf(france, date);

      // Assess
      expect(windows(saturday)).toEqual(['07:00-19:00 dated']);
      expect(saturday[0]?.provisional).toBeUndefined();
    }
    expect(windows(generalBansOf(france, '2026-07-12'))).toEqual(['00:00-22:00 weekend']);
    expect(windows(generalBansOf(france, '2026-07-04'))).toEqual(['22:00-24:00 weekend']);
    expect(windows(generalBansOf(france, '2026-02-07'))).toEqual(['07:00-18:00 dated', '22:00-24:00 weekend']);
    for (const lang of LANGUAGES) {
      expect(generalBansOn('FR', '2026-07-11', lang)[0]?.note).toMatch(/19[: ]/);
    }
  });

  test('an estimated 2027 Saturday is provisional and lifts nothing: the weekend ban stays from 22:00', () => {
    // Act
    const saturday = generalBansOf(france, '2027-07-31');

    // Assess
    expect(windows(saturday)).toEqual(['07:00-19:00 dated', '22:00-24:00 weekend']);
    expect(saturday[0]?.provisional).toBe(true);
    expect(saturday[1]?.provisional).toBeUndefined();
  });

  test('the source decisions name the texts read for the Saturdays, the evening and Île-de-France', () => {
    // Act
    const sources = france.sourceDecisions.flatMap((decision) => decision.sources);

    // Assess
    expect(sources).toEqual(
      expect.arrayContaining([
        'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000053324056',
        'https://www.alliancemozaik.com/actualites/circulation-des-poids-lourds-les-restrictions-de-2026',
        'https://juriblio.fr/arretes/arrete-du-20-decembre-2024/185048680',
        'https://juriblio.fr/arretes/arrete-du-11-decembre-2012/161014008/article-2',
        'https://legal.tricoteuses.fr/articles/JORFARTI000043416014',
      ]),
    );
  });
});

describe('Île-de-France motorway sections (Article 3 of the order of 16 April 2021)', () => {
  const ileDeFrance = france.rules.filter((rule) => rule.id.startsWith('idf-'));
  const idf = (date: string) => bansOf(france, date).filter((ban) => ban.roads?.includes('A13'));

  test('are seven rules of the France file, written in six languages', () => {
    // Assess
    expect(ileDeFrance.map((rule) => rule.id)).toEqual([
      'idf-leaving-friday',
      'idf-leaving-eve',
      'idf-leaving-saturday',
      'idf-sunday-evening',
      'idf-holiday-evening',
      'idf-entering-monday',
      'idf-entering-day-after',
    ]);
    for (const rule of ileDeFrance) {
      for (const lang of LANGUAGES.filter((lang) => lang !== 'en')) {
        expect(rule.reason[lang]).not.toBe(rule.reason.en);
        expect(rule.note?.[lang]).not.toBe(rule.note?.en);
      }
    }
  });

  test('give the hours by direction on ordinary days', () => {
    // Assess
    expect(windows(idf('2026-10-02'))).toEqual(['16:00-21:00 road']);
    expect(windows(idf('2026-10-03'))).toEqual(['10:00-18:00 road']);
    expect(windows(idf('2026-10-04'))).toEqual(['22:00-24:00 road']);
    expect(windows(idf('2026-10-05'))).toEqual(['06:00-10:00 road']);
    expect(idf('2026-10-07')).toEqual([]);
    expect(idf('2026-10-02')[0]).toMatchObject({ scope: 'specific-roads', reason: expect.stringContaining('leaving') });
    expect(idf('2026-10-05')[0]?.reason).toContain('towards Paris');
  });

  test('around a holiday: the eve from 16:00, the holiday evening and the morning after', () => {
    // Assess: Ascension, Thursday 14 May 2026.
    expect(windows(idf('2026-05-13'))).toEqual(['16:00-22:00 road']);
    expect(idf('2026-05-14').map((ban) => `${ban.start}-${ban.end}`)).toEqual(['22:00-24:00']);
    expect(windows(idf('2026-05-15'))).toEqual(['06:00-10:00 road', '16:00-21:00 road']);
    expect(idf('2026-05-15')[0]?.reason).toContain('Ascension');
  });

  test('are hidden where the nationwide ban already covers them', () => {
    // Assess: Friday 1 May 2026 is a holiday; Saturday 11 July 2026 a summer Saturday once confirmed.
    expect(idf('2026-05-01').map((ban) => `${ban.start}-${ban.end}`)).toEqual(['22:00-24:00']);
    expect(windows(bansOf(france, '2026-07-11'))).toEqual(['07:00-19:00 dated']);
  });
});
