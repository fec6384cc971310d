import type { BanEntry } from '#shared/domain/traffic-bans/calendar.schema.ts';
import { queryCalendar } from '#shared/domain/traffic-bans/calendar-index.ts';
import { dayLevel, dayLevels, entryLevel, mergeHours } from '#shared/domain/traffic-bans/day-levels.ts';
import { calendarIn, indexIn } from './calendar-fixtures.ts';

const index = indexIn('en');
const dated = calendarIn('en').bans;

/** The summary of one country on one day, read from the served calendar of that day. */
const summaryOn = (country: string, date: string) => {
  const answer = queryCalendar(index, { from: date, to: date, countries: [country], includeNight: false });
  const [row] = dayLevels(answer, [date]);
  return row?.days[0];
};

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** The dates of the window on which a country's entries satisfy a test, in calendar order. */
const datesWhere = (country: string, test: (entries: readonly BanEntry[], date: string) => boolean): string[] => {
  const byDate = new Map<string, BanEntry[]>();
  for (const entry of dated) {
    if (entry.country === country) byDate.set(entry.date, [...(byDate.get(entry.date) ?? []), entry]);
  }
  return [...byDate].filter(([date, entries]) => test(entries, date)).map(([date]) => date);
};

describe('the level of a country on a day', () => {
  test('Saturday 28 November 2026 in Spain: roads only, the Cheste circuit roads named, their hours merged', () => {
    const summary = summaryOn('ES', '2026-11-28');
    expect(summary).toMatchObject({ country: 'ES', level: 'roads', provisional: false });
    expect(summary?.hours).toEqual([{ start: '00:00', end: '24:00' }]);
    expect(summary?.roads).toEqual(['CV-50', 'CV-383', 'CV-386', 'CV-378', 'A-3', 'CV-3845']);
    expect(summary?.parts.map((part) => part.level)).toEqual(['roads']);
  });

  test('every Spanish day with entries is a roads day, never nationwide (Spain bans by road)', () => {
    const days = datesWhere('ES', () => true);
    expect(days.length).toBeGreaterThan(0);
    for (const date of days) expect(summaryOn('ES', date)?.level).toBe('roads');
  });

  test('every Luxembourg day with entries is a transit day, never nationwide: domestic traffic runs', () => {
    const days = datesWhere('LU', () => true);
    expect(days.length).toBeGreaterThan(90);
    for (const date of days) {
      const summary = summaryOn('LU', date);
      expect(summary?.level).toBe('transit');
      expect(summary?.parts.map((part) => part.level)).toEqual(['transit']);
    }
  });

  test('a day with a nationwide and a transit entry is nationwide, the transit part kept beside it', () => {
    const [nationwide, transit] = [...dated.filter((e) => e.scope === 'nationwide')]
      .slice(0, 1)
      .concat(dated.filter((e) => e.scope === 'transit').slice(0, 1)) as [BanEntry, BanEntry];
    const moved = { ...transit, country: nationwide.country, date: nationwide.date };
    const summary = dayLevel(nationwide.country, nationwide.date, [moved, nationwide], undefined);
    expect(summary.level).toBe('nationwide');
    expect(summary.parts.map((part) => part.level)).toEqual(['nationwide', 'transit']);
    expect(entryLevel(transit)).toBe('transit');
  });

  test('a German Sunday is nationwide from 00:00 to 22:00', () => {
    const sundays = datesWhere(
      'DE',
      (entries, date) => weekday(date) === 0 && entries.some((e) => e.kind === 'weekend'),
    );
    expect(sundays.length).toBeGreaterThan(90);
    for (const sunday of sundays) {
      const summary = summaryOn('DE', sunday);
      expect(summary?.level).toBe('nationwide');
      expect(summary?.hours).toEqual([{ start: '00:00', end: '22:00' }]);
      expect(summary?.night).toBeUndefined();
    }
  });

  test('an Austrian weekday without a dated entry has the night ban only, with its hours', () => {
    const withEntries = new Set(datesWhere('AT', () => true));
    const quiet = ['2026-11-17', '2027-03-09'].concat(
      // Every Wednesday of the window without a dated Austrian entry.
      [...Array(730).keys()]
        .map((offset) => new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10))
        .filter((date) => weekday(date) === 3 && !withEntries.has(date)),
    );
    for (const date of quiet) {
      expect(summaryOn('AT', date)).toMatchObject({
        level: 'night',
        hours: [{ start: '22:00', end: '05:00' }],
        parts: [],
        night: { start: '22:00', end: '05:00' },
      });
    }
  });

  test('an Austrian Saturday is nationwide and still carries its night ban', () => {
    const [saturday] = datesWhere(
      'AT',
      (entries, date) => weekday(date) === 6 && entries.every((e) => e.scope === 'nationwide'),
    );
    expect(summaryOn('AT', saturday as string)).toMatchObject({
      level: 'nationwide',
      night: { start: '22:00', end: '05:00' },
    });
  });

  test('a regional day: a day whose widest entry is regional is regional, its hours those of the regional entries', () => {
    const days = ['DE', 'FR', 'IT'].flatMap((country) =>
      datesWhere(
        country,
        (entries) => entries.some((e) => e.scope === 'regional') && entries.every((e) => e.scope !== 'nationwide'),
      ).map((date) => ({ country, date })),
    );
    expect(days.length).toBeGreaterThan(0);
    for (const { country, date } of days) expect(summaryOn(country, date)?.level).toBe('regional');
  });

  test('a French Friday with only the Ile-de-France motorway hours is a roads day, the roads named', () => {
    const fridays = datesWhere(
      'FR',
      (entries, date) => weekday(date) === 5 && entries.every((e) => e.scope === 'specific-roads'),
    );
    expect(fridays.length).toBeGreaterThan(20);
    for (const friday of fridays) {
      const summary = summaryOn('FR', friday);
      expect(summary?.level).toBe('roads');
      expect(summary?.roads).toContain('A6A');
    }
  });

  test('a French Saturday with roads by day and the weekend ban from 22:00 is nationwide, the roads kept as a second part', () => {
    const summary = summaryOn('FR', '2026-11-28');
    expect(summary?.level).toBe('nationwide');
    expect(summary?.hours).toEqual([{ start: '22:00', end: '24:00' }]);
    expect(summary?.parts.map((part) => [part.level, part.hours])).toEqual([
      ['nationwide', [{ start: '22:00', end: '24:00' }]],
      ['roads', [{ start: '10:00', end: '18:00' }]],
    ]);
  });

  test('a dated-regime country on a day without entries is none; a country without dated bans is undated', () => {
    // 17 November 2026, a Tuesday without a holiday in any country of the rules.
    const answer = queryCalendar(index, { from: '2026-11-17', to: '2026-11-17', countries: null, includeNight: false });
    const rows = dayLevels(answer, ['2026-11-17']);
    const levels = new Map(rows.map((row) => [row.country, row.days[0]?.level]));
    expect(levels.get('DE')).toBe('none');
    for (const country of index.countriesWithoutDatedBans) expect(levels.get(country.code)).toBe('undated');
    expect(rows.map((row) => row.country)).toEqual([
      ...index.countries.map((country) => country.code),
      ...index.countriesWithoutDatedBans.map((country) => country.code),
    ]);
  });

  test('night entries served with include=night are read as the night ban, not as a nationwide day', () => {
    const answer = queryCalendar(index, {
      from: '2026-11-17',
      to: '2026-11-17',
      countries: ['AT'],
      includeNight: true,
    });
    expect(answer.bans.some((entry) => entry.kind === 'night')).toBe(true);
    expect(dayLevels(answer, ['2026-11-17'])[0]?.days[0]?.level).toBe('night');
  });

  test('a day whose every entry is an estimate is provisional', () => {
    const provisional = dated.find((entry) => entry.provisional === true) as BanEntry;
    const sameDay = dated.filter((entry) => entry.country === provisional.country && entry.date === provisional.date);
    const summary = dayLevel(provisional.country, provisional.date, sameDay, undefined);
    const widest = sameDay.filter((entry) => entryLevel(entry) === summary.level);
    expect(summary.provisional).toBe(widest.every((entry) => entry.provisional === true));
  });
});

describe('merged hours', () => {
  test('overlapping and touching stretches merge; separate ones stay apart, in order', () => {
    expect(
      mergeHours([
        { start: '17:00', end: '24:00' },
        { start: '00:00', end: '06:00' },
        { start: '06:00', end: '20:00' },
        { start: '21:00', end: '22:00' },
      ]),
    ).toEqual([{ start: '00:00', end: '24:00' }]);
    expect(
      mergeHours([
        { start: '16:00', end: '21:00' },
        { start: '06:00', end: '10:00' },
      ]),
    ).toEqual([
      { start: '06:00', end: '10:00' },
      { start: '16:00', end: '21:00' },
    ]);
  });
});
