import { trafficBanRules } from '#data/traffic-bans/index.ts';
import type { BanEntry } from '#shared/domain/traffic-bans/calendar.schema.ts';
import { generateCalendar } from '#shared/domain/traffic-bans/generate-calendar.ts';
import {
  type CountryRules,
  countryRulesSchema,
  LANGUAGES,
  type LocalizedText,
  type RuleBlock,
} from '#shared/domain/traffic-bans/rules.schema.ts';
import { bansOn, SITE, windows, YEARS } from './calendar-fixtures.ts';

const france = trafficBanRules.find((country) => country.code === 'FR') as CountryRules;
const ruleOf = (id: string) => france.rules.find((rule) => rule.id === id);

const SUMMER_2026 = ['2026-07-11', '2026-07-18', '2026-07-25', '2026-08-01', '2026-08-08'];
const WINTER_2026 = ['2026-02-07', '2026-02-14', '2026-02-21', '2026-02-28', '2026-03-07'];

/** France with the 2026 summer Saturdays read in the order: what the data gives once the order is confirmed. */
const withSummerConfirmed = (): CountryRules => ({
  ...france,
  rules: france.rules.map((rule) => (rule.id === 'summer-saturdays' ? { ...rule, estimated: false } : rule)),
});

const bansOf = (country: CountryRules, date: string): BanEntry[] =>
  generateCalendar({ rules: [country], years: YEARS, lang: 'en', siteBaseUrl: SITE }).bans.filter(
    (ban) => ban.date === date,
  );

/** France in 2026: the permanent order of 16 April 2021 is confirmed, the yearly order for 2026 is not read yet. */
describe('France 2026', () => {
  test('the permanent weekend, eve and holiday bans are confirmed', () => {
    // Assess
    expect(windows(bansOn('FR', '2026-07-13'))).toEqual(['22:00-24:00 eve']);
    expect(windows(bansOn('FR', '2026-07-14'))).toEqual(['00:00-22:00 holiday']);
    expect(windows(bansOn('FR', '2026-10-03'))).toEqual(['22:00-24:00 weekend']);
    for (const date of ['2026-07-13', '2026-07-14', '2026-10-03', '2026-10-04']) {
      expect(bansOn('FR', date)[0]?.provisional).toBeUndefined();
    }
  });

  test('the complementary Saturdays keep the reported dates and stay provisional until read in the order', () => {
    // Assess
    expect(ruleOf('summer-saturdays')).toMatchObject({ estimated: true, year: 2026 });
    expect(ruleOf('winter-saturdays-aura')).toMatchObject({ estimated: true, year: 2026 });
    expect(france.instruments?.['fr-complementary']?.publishedFor).toEqual([]);
    for (const date of SUMMER_2026) {
      expect(bansOn('FR', date)[0]).toMatchObject({
        start: '07:00',
        end: '19:00',
        kind: 'dated',
        scope: 'nationwide',
        provisional: true,
      });
    }
    for (const date of WINTER_2026) {
      expect(bansOn('FR', date)[0]).toMatchObject({
        start: '07:00',
        end: '18:00',
        kind: 'dated',
        scope: 'regional',
        provisional: true,
      });
    }
  });

  test('the summer order frees the Saturday evening; the winter order does not', () => {
    // Assess
    expect(ruleOf('summer-saturdays')).toMatchObject({
      lifts: [{ rule: 'weekend', window: { start: '19:00', end: '24:00' } }],
    });
    expect(ruleOf('winter-saturdays-aura')).not.toHaveProperty('lifts');
  });

  test('while the summer Saturdays are provisional the weekend ban is still listed from 22:00', () => {
    // Assess
    for (const date of SUMMER_2026) {
      expect(windows(bansOn('FR', date))).toEqual(['07:00-19:00 dated', '22:00-24:00 weekend']);
      expect(bansOn('FR', date)[1]?.provisional).toBeUndefined();
    }
    for (const lang of LANGUAGES) {
      expect(bansOn('FR', '2026-07-11', lang)[0]?.note).toMatch(/19[: ]/);
    }
  });

  test('once the summer Saturdays are read in the order, driving is allowed from 19:00 and Sunday starts at 00:00', () => {
    // Prepare
    const confirmed = withSummerConfirmed();

    for (const date of SUMMER_2026) {
      // Act
      const saturday = bansOf(confirmed, date);

      // Assess
      expect(windows(saturday)).toEqual(['07:00-19:00 dated']);
      expect(saturday[0]?.provisional).toBeUndefined();
    }
    expect(windows(bansOf(confirmed, '2026-07-12'))).toEqual(['00:00-22:00 weekend']);
    expect(windows(bansOf(confirmed, '2026-07-04'))).toEqual(['22:00-24:00 weekend']);
    expect(windows(bansOf(confirmed, '2026-02-07'))).toEqual(['07:00-18:00 dated', '22:00-24:00 weekend']);
    expect(windows(bansOf(confirmed, '2027-07-10'))).toEqual(['07:00-19:00 dated', '22:00-24:00 weekend']);
  });

  test('the source decisions name the texts read for the Saturdays, the evening and Île-de-France', () => {
    // Act
    const sources = france.sourceDecisions.flatMap((decision) => decision.sources);

    // Assess
    expect(sources).toEqual(
      expect.arrayContaining([
        'https://www.alliancemozaik.com/actualites/circulation-des-poids-lourds-les-restrictions-de-2026',
        'https://juriblio.fr/arretes/arrete-du-20-decembre-2024/185048680',
        'https://juriblio.fr/arretes/arrete-du-11-decembre-2012/161014008/article-2',
        'https://legal.tricoteuses.fr/articles/JORFARTI000043416014',
      ]),
    );
  });
});

const localized = (en: string, es: string, ro: string, it: string, fr: string, de: string): LocalizedText => ({
  en,
  es,
  ro,
  it,
  fr,
  de,
});

const FRENCH_HOLIDAYS = [
  {
    source: 'date-holidays' as const,
    country: 'FR',
    include: [
      '01-01',
      'easter 1',
      '05-01',
      '05-08',
      'easter 39',
      'easter 50',
      '07-14',
      '08-15',
      '11-01',
      '11-11',
      '12-25',
    ],
  },
];

const IDF_SECTIONS = {
  kind: 'road' as const,
  scope: 'specific-roads' as const,
  vehicle: 'over-7-5t',
  roads: ['A6A', 'A6B', 'A106', 'A6', 'A10', 'A13', 'A12'],
  note: localized(
    'A6A and A6B from the Boulevard Périphérique to the A6/A10 junction (Wissous); A106 to Orly airport; A6 to the RN 104-Est (Lisses); A10 to the RN 20 (Champlan); A13 from the Boulevard Périphérique to the Poissy-Orgeval interchange; A12 from the A13 (Rocquencourt) to the RN 10 (Montigny-le-Bretonneux). The general exemptions do not apply.',
    'A6A y A6B desde el Boulevard Périphérique hasta el enlace A6/A10 (Wissous); A106 hasta el aeropuerto de Orly; A6 hasta la RN 104-Este (Lisses); A10 hasta la RN 20 (Champlan); A13 desde el Boulevard Périphérique hasta el enlace de Poissy-Orgeval; A12 desde la A13 (Rocquencourt) hasta la RN 10 (Montigny-le-Bretonneux). Las exenciones generales no se aplican.',
    'A6A și A6B de la Boulevard Périphérique până la nodul A6/A10 (Wissous); A106 până la aeroportul Orly; A6 până la RN 104-Est (Lisses); A10 până la RN 20 (Champlan); A13 de la Boulevard Périphérique până la nodul Poissy-Orgeval; A12 de la A13 (Rocquencourt) până la RN 10 (Montigny-le-Bretonneux). Derogările generale nu se aplică.',
    'A6A e A6B dal Boulevard Périphérique allo svincolo A6/A10 (Wissous); A106 fino all’aeroporto di Orly; A6 fino alla RN 104-Est (Lisses); A10 fino alla RN 20 (Champlan); A13 dal Boulevard Périphérique allo svincolo di Poissy-Orgeval; A12 dalla A13 (Rocquencourt) alla RN 10 (Montigny-le-Bretonneux). Le deroghe generali non si applicano.',
    'A6A et A6B du boulevard périphérique au raccordement avec l’A6 et l’A10 (Wissous) ; A106 jusqu’à l’aéroport d’Orly ; A6 jusqu’à la RN 104-Est (Lisses) ; A10 jusqu’à la RN 20 (Champlan) ; A13 du boulevard périphérique à l’échangeur de Poissy-Orgeval ; A12 de l’A13 (triangle de Rocquencourt) à la RN 10 (Montigny-le-Bretonneux). Les dérogations générales ne s’appliquent pas.',
    'A6A und A6B vom Boulevard Périphérique bis zum Anschluss an A6/A10 (Wissous); A106 bis zum Flughafen Orly; A6 bis zur RN 104-Est (Lisses); A10 bis zur RN 20 (Champlan); A13 vom Boulevard Périphérique bis zum Knoten Poissy-Orgeval; A12 von der A13 (Rocquencourt) bis zur RN 10 (Montigny-le-Bretonneux). Die allgemeinen Ausnahmen gelten nicht.',
  ),
};

/**
 * Article 3 of the order of 16 April 2021 (Île-de-France motorway sections) as rule blocks of fr.json. They are not in
 * the data yet: the calendar tests that pin France's daily windows list no Île-de-France entry.
 */
const ILE_DE_FRANCE: RuleBlock[] = [
  {
    ...IDF_SECTIONS,
    id: 'idf-leaving-friday',
    type: 'road',
    weekdays: ['friday'],
    window: { start: '16:00', end: '21:00' },
    reason: localized(
      'Île-de-France motorway sections, leaving Paris: Friday',
      'Tramos de autopista de Île-de-France, saliendo de París: viernes',
      'Tronsoane de autostradă din Île-de-France, la ieșirea din Paris: vineri',
      'Tratti autostradali dell’Île-de-France, in uscita da Parigi: venerdì',
      'Sections autoroutières d’Île-de-France, sens Paris-province : vendredi',
      'Autobahnabschnitte der Île-de-France, Richtung Paris–Provinz: Freitag',
    ),
  },
  {
    ...IDF_SECTIONS,
    id: 'idf-leaving-eve',
    type: 'eve',
    holidays: FRENCH_HOLIDAYS,
    window: { start: '16:00', end: '22:00' },
    reason: localized(
      'Île-de-France motorway sections, leaving Paris, eve of public holiday: {holiday}',
      'Tramos de autopista de Île-de-France, saliendo de París, víspera de festivo: {holiday}',
      'Tronsoane de autostradă din Île-de-France, la ieșirea din Paris, ajun de sărbătoare legală: {holiday}',
      'Tratti autostradali dell’Île-de-France, in uscita da Parigi, vigilia di festività: {holiday}',
      'Sections autoroutières d’Île-de-France, sens Paris-province, veille de jour férié : {holiday}',
      'Autobahnabschnitte der Île-de-France, Richtung Paris–Provinz, Vortag des Feiertags: {holiday}',
    ),
  },
  {
    ...IDF_SECTIONS,
    id: 'idf-leaving-saturday',
    type: 'road',
    weekdays: ['saturday'],
    window: { start: '10:00', end: '18:00' },
    reason: localized(
      'Île-de-France motorway sections, leaving Paris: Saturday',
      'Tramos de autopista de Île-de-France, saliendo de París: sábado',
      'Tronsoane de autostradă din Île-de-France, la ieșirea din Paris: sâmbătă',
      'Tratti autostradali dell’Île-de-France, in uscita da Parigi: sabato',
      'Sections autoroutières d’Île-de-France, sens Paris-province : samedi',
      'Autobahnabschnitte der Île-de-France, Richtung Paris–Provinz: Samstag',
    ),
  },
  {
    ...IDF_SECTIONS,
    id: 'idf-sunday-evening',
    type: 'road',
    weekdays: ['sunday'],
    window: { start: '22:00', end: '24:00' },
    reason: localized(
      'Île-de-France motorway sections, both directions: Sunday evening',
      'Tramos de autopista de Île-de-France, en ambos sentidos: domingo por la noche',
      'Tronsoane de autostradă din Île-de-France, în ambele sensuri: duminică seara',
      'Tratti autostradali dell’Île-de-France, in entrambi i sensi: domenica sera',
      'Sections autoroutières d’Île-de-France, dans les deux sens : dimanche soir',
      'Autobahnabschnitte der Île-de-France, beide Richtungen: Sonntagabend',
    ),
  },
  {
    ...IDF_SECTIONS,
    id: 'idf-holiday-evening',
    type: 'holiday',
    holidays: FRENCH_HOLIDAYS,
    window: { start: '22:00', end: '24:00' },
    reason: localized(
      'Île-de-France motorway sections, both directions, evening of public holiday: {holiday}',
      'Tramos de autopista de Île-de-France, en ambos sentidos, noche del festivo: {holiday}',
      'Tronsoane de autostradă din Île-de-France, în ambele sensuri, seara zilei de sărbătoare legală: {holiday}',
      'Tratti autostradali dell’Île-de-France, in entrambi i sensi, sera del giorno festivo: {holiday}',
      'Sections autoroutières d’Île-de-France, dans les deux sens, soir de jour férié : {holiday}',
      'Autobahnabschnitte der Île-de-France, beide Richtungen, Abend des Feiertags: {holiday}',
    ),
  },
  {
    ...IDF_SECTIONS,
    id: 'idf-entering-monday',
    type: 'road',
    weekdays: ['monday'],
    window: { start: '06:00', end: '10:00' },
    reason: localized(
      'Île-de-France motorway sections, towards Paris: Monday',
      'Tramos de autopista de Île-de-France, hacia París: lunes',
      'Tronsoane de autostradă din Île-de-France, spre Paris: luni',
      'Tratti autostradali dell’Île-de-France, in direzione di Parigi: lunedì',
      'Sections autoroutières d’Île-de-France, sens province-Paris : lundi',
      'Autobahnabschnitte der Île-de-France, Richtung Provinz–Paris: Montag',
    ),
  },
  {
    ...IDF_SECTIONS,
    id: 'idf-entering-day-after',
    type: 'day-after',
    holidays: FRENCH_HOLIDAYS,
    window: { start: '06:00', end: '10:00' },
    reason: localized(
      'Île-de-France motorway sections, towards Paris, day after public holiday: {holiday}',
      'Tramos de autopista de Île-de-France, hacia París, día siguiente al festivo: {holiday}',
      'Tronsoane de autostradă din Île-de-France, spre Paris, ziua de după sărbătoarea legală: {holiday}',
      'Tratti autostradali dell’Île-de-France, in direzione di Parigi, giorno dopo la festività: {holiday}',
      'Sections autoroutières d’Île-de-France, sens province-Paris, lendemain de jour férié : {holiday}',
      'Autobahnabschnitte der Île-de-France, Richtung Provinz–Paris, Tag nach dem Feiertag: {holiday}',
    ),
  },
];

describe('Île-de-France motorway sections (Article 3 of the order of 16 April 2021), as rule blocks', () => {
  const withIleDeFrance = (): CountryRules =>
    countryRulesSchema.parse({ ...france, rules: [...france.rules, ...ILE_DE_FRANCE] });
  const idf = (date: string) => bansOf(withIleDeFrance(), date).filter((ban) => ban.roads !== undefined);

  test('are a valid France file, written in six languages', () => {
    // Assess
    expect(() => withIleDeFrance()).not.toThrow();
    for (const rule of ILE_DE_FRANCE) {
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
    const confirmed = countryRulesSchema.parse({
      ...withSummerConfirmed(),
      rules: [...withSummerConfirmed().rules, ...ILE_DE_FRANCE],
    });
    expect(windows(bansOf(confirmed, '2026-07-11'))).toEqual(['07:00-19:00 dated']);
  });
});
