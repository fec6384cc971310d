import { trafficBanRules } from '#data/traffic-bans/index.ts';
import { buildCalendarIndex, type CalendarIndex, queryCalendar } from '#shared/domain/traffic-bans/calendar-index.ts';
import { expandNightBans } from '#shared/domain/traffic-bans/generate-calendar.ts';
import { LANGUAGES } from '#shared/domain/traffic-bans/rules.schema.ts';
import { calendarIn, SITE, YEARS } from './calendar-fixtures.ts';

const index = (lang: (typeof LANGUAGES)[number] = 'en'): CalendarIndex =>
  buildCalendarIndex({ rules: trafficBanRules, years: YEARS, lang, siteBaseUrl: SITE });

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

describe('queryCalendar', () => {
  const en = index('en');

  test('the whole window without filters equals the generated calendar', () => {
    // Act
    const result = queryCalendar(en, { from: '2026-01-01', to: '2027-12-31', countries: null, includeNight: false });

    // Assess
    const calendar = calendarIn('en');
    expect(result.bans).toEqual(calendar.bans);
    expect(result.count).toBe(calendar.bans.length);
    expect(result.countries).toEqual(calendar.countries);
    expect(result.countriesWithoutDatedBans).toEqual(calendar.countriesWithoutDatedBans);
    expect(result.recurring).toEqual(calendar.recurring);
  });

  test('one country and one day', () => {
    // Act
    const result = queryCalendar(en, { from: '2026-04-03', to: '2026-04-03', countries: ['DE'], includeNight: false });

    // Assess
    expect(result.bans.map((b) => `${b.country} ${b.date} ${b.start}-${b.end}`)).toEqual(['DE 2026-04-03 00:00-22:00']);
    expect(result.countries.map((c) => c.code)).toEqual(['DE']);
    expect(result.countriesWithoutDatedBans).toEqual([]);
    expect(result.recurring).toEqual([]);
    expect(result.count).toBe(1);
  });

  test('a country without dated bans returns its entry and no bans', () => {
    // Act
    const result = queryCalendar(en, { from: '2026-01-01', to: '2027-12-31', countries: ['PT'], includeNight: true });

    // Assess
    expect(result.bans).toEqual([]);
    expect(result.countries).toEqual([]);
    expect(result.countriesWithoutDatedBans.map((c) => c.code)).toEqual(['PT']);
  });

  test('include=night merges the night entries in calendar order', () => {
    // Act
    const result = queryCalendar(en, {
      from: '2026-03-29',
      to: '2026-03-29',
      countries: ['CH', 'DE'],
      includeNight: true,
    });

    // Assess
    expect(result.bans.map((b) => `${b.country} ${b.start}-${b.end} ${b.kind}`)).toEqual([
      'CH 00:00-05:00 night',
      'CH 00:00-24:00 weekend',
      'CH 22:00-24:00 night',
      'DE 00:00-22:00 weekend',
    ]);
    expect(result.recurring.map((r) => r.country)).toEqual(['CH']);
  });

  test('night entries of a range equal expandNightBans for that range', () => {
    // Act
    const result = queryCalendar(en, { from: '2026-10-24', to: '2026-10-26', countries: ['AT'], includeNight: true });

    // Assess
    const nights = expandNightBans({
      rules: trafficBanRules,
      from: '2026-10-24',
      to: '2026-10-26',
      lang: 'en',
      siteBaseUrl: SITE,
    });
    expect(result.bans.filter((b) => b.kind === 'night')).toEqual(nights.filter((b) => b.country === 'AT'));
  });

  test('texts in the index follow its language', () => {
    // Act
    const result = queryCalendar(index('es'), {
      from: '2026-04-03',
      to: '2026-04-03',
      countries: ['DE'],
      includeNight: false,
    });

    // Assess
    expect(result.bans[0]?.reason).toBe('Día festivo: Viernes Santo');
  });
});

describe('speed', () => {
  test('each language builds in well under 200 ms once the rules are expanded', () => {
    // Prepare
    index('en');
    const timings: Record<string, number> = {};

    // Act
    for (const lang of LANGUAGES) {
      const started = performance.now();
      index(lang);
      timings[lang] = performance.now() - started;
    }

    // Assess
    for (const lang of LANGUAGES) expect(timings[lang]).toBeLessThan(200);
  });

  test('a one-country one-day query takes well under 2 ms', () => {
    // Prepare
    const en = index('en');
    const days = ['2026-01-06', '2026-04-03', '2026-07-04', '2026-10-25', '2027-05-06', '2027-12-24'];
    const timings: number[] = [];

    // Act
    for (let round = 0; round < 200; round += 1) {
      const date = days[round % days.length] as string;
      const started = performance.now();
      queryCalendar(en, { from: date, to: date, countries: ['IT'], includeNight: round % 2 === 0 });
      timings.push(performance.now() - started);
    }

    // Assess
    expect(median(timings)).toBeLessThan(0.5);
    expect(Math.max(...timings.slice(20))).toBeLessThan(2);
  });
});
