import { trafficBanRules } from '#data/traffic-bans/index.ts';
import { buildCalendarIndex, type CalendarIndex, queryCalendar } from '#shared/domain/traffic-bans/calendar-index.ts';
import { expandNightBans } from '#shared/domain/traffic-bans/generate-calendar.ts';
import type { LANGUAGES } from '#shared/domain/traffic-bans/rules.schema.ts';
import { calendarIn, SITE, YEARS } from './calendar-fixtures.ts';

const index = (lang: (typeof LANGUAGES)[number] = 'en'): CalendarIndex =>
  buildCalendarIndex({ rules: trafficBanRules, years: YEARS, lang, siteBaseUrl: SITE });

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
