import { holidayTable } from '#data/traffic-bans/holiday-table.ts';
import { trafficBanRules } from '#data/traffic-bans/index.ts';
import {
  buildCalendarIndex,
  type CalendarIndex,
  queryCalendar,
  rulesFrom,
} from '#shared/domain/traffic-bans/calendar-index.ts';
import type { LANGUAGES } from '#shared/domain/traffic-bans/rules.schema.ts';
import { recordingRules } from '#test/support/recording-rules.ts';
import { calendarIn, SITE, servedCalendar, YEARS } from './calendar-fixtures.ts';

const index = (lang: (typeof LANGUAGES)[number] = 'en'): CalendarIndex =>
  buildCalendarIndex({ rules: trafficBanRules(), holidays: holidayTable, years: YEARS, lang, siteBaseUrl: SITE });

describe('queryCalendar', () => {
  const en = index('en');

  test.each([false, true])(
    'every country at once (include night: %s) is each country on its own, in calendar order',
    (includeNight) => {
      // Act
      const whole = { from: '2026-01-01', to: '2027-12-31', includeNight };
      const all = queryCalendar(en, { ...whole, countries: null });
      const each = trafficBanRules().map((country) => queryCalendar(en, { ...whole, countries: [country.code] }));

      // Assess
      const bans = each.flatMap((result) => result.bans);
      const byDateThenCountry = (a: (typeof bans)[number], b: (typeof bans)[number]) =>
        a.date.localeCompare(b.date) || a.country.localeCompare(b.country);
      expect(all.bans).toEqual([...bans].sort(byDateThenCountry));
      expect(all.count).toBe(all.bans.length);
      expect(all.countries).toEqual(each.flatMap((result) => result.countries));
      expect(all.countriesWithoutDatedBans).toEqual(each.flatMap((result) => result.countriesWithoutDatedBans));
      expect(all.recurring).toEqual(each.flatMap((result) => result.recurring));
    },
  );

  test('a window of two years is its two years end to end', () => {
    // Act
    const window = servedCalendar({ years: [2026, 2027], includeNight: true });
    const first = servedCalendar({ years: [2026], includeNight: true });
    const second = servedCalendar({ years: [2027], includeNight: true });

    // Assess
    expect(window.bans).toEqual([...first.bans, ...second.bans]);
    expect(window.bans.some((ban) => ban.date === '2026-12-31')).toBe(true);
    expect(window.bans.some((ban) => ban.date === '2027-01-01')).toBe(true);
  });

  test.each([[['AT', 'DE', 'FR', 'IT']], [null]])(
    'a range across the new year (countries %j) is the whole calendar in it, in the same order',
    (countries) => {
      // Prepare
      const [from, to] = ['2026-12-20', '2027-01-10'];
      const inRange = (ban: { date: string; country: string }) =>
        ban.date >= from && ban.date <= to && (countries === null || countries.includes(ban.country));

      for (const includeNight of [false, true]) {
        // Act
        const result = queryCalendar(index('de'), { from, to, countries, includeNight });

        // Assess
        expect(result.bans).toEqual(calendarIn('de', includeNight).bans.filter(inRange));
        expect(result.bans.some((ban) => ban.date.startsWith('2026'))).toBe(true);
        expect(result.bans.some((ban) => ban.date.startsWith('2027'))).toBe(true);
      }
    },
  );

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

  test('night entries of a range are those of the whole window on its days, right across the DST change', () => {
    // Act
    const result = queryCalendar(en, { from: '2026-10-24', to: '2026-10-26', countries: ['AT'], includeNight: true });

    // Assess
    const nights = result.bans.filter((b) => b.kind === 'night');
    const inRange = (date: string) => date >= '2026-10-24' && date <= '2026-10-26';
    expect(nights).toEqual(
      calendarIn('en', true).bans.filter((b) => b.kind === 'night' && b.country === 'AT' && inRange(b.date)),
    );
    expect(nights.map((b) => `${b.date} ${b.start}-${b.end}`)).toEqual([
      '2026-10-24 00:00-05:00',
      '2026-10-24 22:00-24:00',
      '2026-10-25 00:00-05:00',
      '2026-10-25 22:00-24:00',
      '2026-10-26 00:00-05:00',
      '2026-10-26 22:00-24:00',
    ]);
    // 25 October: clocks go back at 03:00, so the morning piece starts in summer time and ends in winter time.
    expect(nights[2]).toMatchObject({ startsAt: '2026-10-25T00:00:00+02:00', endsAt: '2026-10-25T05:00:00+01:00' });
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

describe('rules read country by country', () => {
  const recording = () => recordingRules(rulesFrom(trafficBanRules()));

  test('a request naming its countries reads only their rules; the whole calendar reads every country', () => {
    // Prepare
    const { source, read } = recording();
    const lazy = buildCalendarIndex({
      rules: source,
      holidays: holidayTable,
      years: YEARS,
      lang: 'fr',
      siteBaseUrl: SITE,
    });
    const week = { from: '2026-07-06', to: '2026-07-12', includeNight: true };

    // Act
    const germany = queryCalendar(lazy, { ...week, countries: ['DE', 'XX'] });
    const readForGermany = [...read];
    const whole = queryCalendar(lazy, { ...week, countries: null });

    // Assess
    expect(new Set(readForGermany)).toEqual(new Set(['DE']));
    expect(germany.bans.length).toBeGreaterThan(0);
    expect(germany).toEqual(queryCalendar(index('fr'), { ...week, countries: ['DE', 'XX'] }));
    expect(new Set(read)).toEqual(new Set(source.codes));
    expect(whole).toEqual(queryCalendar(index('fr'), { ...week, countries: null }));
  });

  test("a country's entry and night bans are those of the whole lists", () => {
    // Prepare
    const { source, read } = recording();
    const lazy = buildCalendarIndex({
      rules: source,
      holidays: holidayTable,
      years: YEARS,
      lang: 'de',
      siteBaseUrl: SITE,
    });
    const whole = index('de');

    // Act
    const austria = lazy.country('AT');
    const austrianNights = lazy.recurringOf('AT');

    // Assess
    expect(new Set(read)).toEqual(new Set(['AT']));
    expect(austria).toEqual({ entry: whole.countries.find((entry) => entry.code === 'AT'), dated: true });
    expect(austrianNights.length).toBeGreaterThan(0);
    expect(austrianNights).toEqual(whole.recurring.filter((entry) => entry.country === 'AT'));
    expect(lazy.country('XX')).toBeUndefined();
    expect(lazy.recurringOf('XX')).toEqual([]);
  });
});
