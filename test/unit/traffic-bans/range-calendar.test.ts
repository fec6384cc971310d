import fc from 'fast-check';
import { holidayTable } from '#data/traffic-bans/holiday-table.ts';
import { TRAFFIC_BAN_COUNTRIES, trafficBanRuleSource } from '#data/traffic-bans/index.ts';
import { addDays, daysBetween } from '#shared/domain/dates.ts';
import { LANGUAGES } from '#shared/domain/languages.ts';
import { type BanCalendarPort, banCalendarOf, rangeCalendarOf } from '#shared/domain/traffic-bans/ban-calendar.ts';
import { type BuildCalendarIndexInput, buildCalendarIndex } from '#shared/domain/traffic-bans/calendar-index.ts';
import { type CountryRules, countryRulesSchema, type RuleBlock } from '#shared/domain/traffic-bans/rules.schema.ts';
import { countryRules, SITE, text, YEARS } from './calendar-fixtures.ts';

/** The port over a whole index (what the calendar's faces serve) and the journey's port that expands only ranges. */
const bothPorts = (
  input: Omit<BuildCalendarIndexInput, 'holidays' | 'years' | 'siteBaseUrl'>,
  years: readonly number[] = YEARS,
) => {
  const whole = { ...input, holidays: holidayTable, years, siteBaseUrl: SITE };
  return { index: banCalendarOf(buildCalendarIndex(whole)), ranged: rangeCalendarOf(whole) };
};

/** Ranges across the turns of the years and the window's edges, a single day, and reversed. */
const EDGES: readonly (readonly [string, string])[] = [
  ['2026-12-24', '2027-01-07'],
  ['2026-12-31', '2027-01-01'],
  ['2027-01-01', '2027-01-01'],
  ['2026-12-31', '2026-12-31'],
  ['2025-12-20', '2026-01-03'],
  ['2027-12-27', '2028-01-10'],
  ['2026-03-27', '2026-03-30'],
  ['2026-10-23', '2026-10-26'],
  ['2026-07-09', '2026-07-08'],
  ['2025-01-01', '2025-12-31'],
];

/** Any range of up to seven weeks from a week before the window to a week after it, as a journey reads them. */
const RANGE = fc
  .tuple(
    fc.integer({ min: 0, max: daysBetween('2025-12-25', '2028-01-07').length - 1 }),
    fc.integer({ min: 0, max: 48 }),
  )
  .map(([start, length]) => {
    const from = addDays('2025-12-25', start);
    return [from, addDays(from, length)] as const;
  });

const expectSameEntries = (ports: { index: BanCalendarPort; ranged: BanCalendarPort }, country: string) => {
  return ([from, to]: readonly [string, string]) => {
    expect(ports.ranged.entriesOf(country, from, to)).toEqual(ports.index.entriesOf(country, from, to));
  };
};

describe('the ban calendar expanded by date range', () => {
  test.each(LANGUAGES)('gives the entries of the whole index for any range of any country (%s)', (lang) => {
    // Prepare
    const ports = bothPorts({ rules: trafficBanRuleSource, lang });

    // Assess
    expect(ports.ranged.knownUntil).toBe(ports.index.knownUntil);
    for (const country of [...TRAFFIC_BAN_COUNTRIES, 'XX'])
      for (const range of EDGES) expectSameEntries(ports, country)(range);
    fc.assert(
      fc.property(fc.constantFrom(...TRAFFIC_BAN_COUNTRIES), RANGE, (country, range) =>
        expectSameEntries(ports, country)(range),
      ),
      { numRuns: 150 },
    );
  });

  test('gives a window of three years of every country, longer than the days it keeps, and again from what it kept or dropped', () => {
    // Prepare
    const ports = bothPorts({ rules: trafficBanRuleSource, lang: 'fr' }, [2026, 2027, 2028]);
    const whole = ['2026-01-01', '2028-12-31'] as const;

    // Assess
    for (const country of TRAFFIC_BAN_COUNTRIES) {
      const entries = ports.index.entriesOf(country, ...whole);
      expect(ports.ranged.entriesOf(country, ...whole)).toEqual(entries);
      for (const [from, to] of [
        ['2026-06-01', '2026-07-31'],
        ['2028-06-01', '2028-12-31'],
      ] as const) {
        expect(ports.ranged.entriesOf(country, from, to)).toEqual(
          entries.filter((entry) => entry.date >= from && entry.date <= to),
        );
      }
    }
  });

  test('gives the same entries for rules across midnight, over several days, around the new year and lifted', () => {
    // Prepare
    const heavy = { scope: 'nationwide', vehicle: 'heavy' } as const;
    const newYear = [{ source: 'fixed', date: '01-01', name: text('New Year') }] as const;
    const rules: RuleBlock[] = [
      {
        ...heavy,
        id: 'weekend',
        type: 'weekly',
        kind: 'weekend',
        weekday: 'saturday',
        window: { start: '22:00', end: '22:00' },
        reason: text('weekend'),
      },
      {
        ...heavy,
        id: 'long',
        type: 'weekly',
        kind: 'weekend',
        weekday: 'thursday',
        window: { start: '06:00', end: '22:00', endsNextDay: true },
        reason: text('two days'),
        months: [12, 1],
      },
      {
        ...heavy,
        id: 'eve',
        type: 'eve',
        kind: 'eve',
        holidays: [...newYear],
        window: { start: '16:00', end: '02:00' },
        reason: text('{holiday}'),
      },
      {
        ...heavy,
        id: 'after',
        type: 'day-after',
        kind: 'holiday',
        holidays: [{ source: 'fixed', date: '12-31', name: text('Old Year') }],
        window: { start: '00:00', end: '24:00' },
        reason: text('{holiday}'),
      },
      {
        ...heavy,
        id: 'moved',
        type: 'holiday',
        kind: 'holiday',
        holidays: [{ source: 'fixed', date: '12-31', name: text('Old Year') }],
        shift: { whenOn: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], to: 'following-sunday' },
        window: { start: '08:00', end: '20:00' },
        reason: text('{holiday}'),
      },
      {
        ...heavy,
        id: 'winter',
        type: 'decree',
        kind: 'dated',
        instrument: 'order',
        year: 2026,
        dates: [{ date: '2026-12-26', window: { start: '07:00', end: '23:00' }, recurs: '12-26' }],
        lifts: [{ rule: 'weekend', window: { start: '23:00', end: '03:00' } }],
        reason: text('winter'),
        provisionalReason: text('projected for {year}'),
      },
      {
        ...heavy,
        id: 'night',
        type: 'night',
        kind: 'night',
        days: 'daily',
        window: { start: '00:00', end: '06:00' },
        exemptions: [],
        reason: text('night'),
      },
      {
        ...heavy,
        id: 'late',
        type: 'night',
        kind: 'night',
        days: 'daily',
        window: { start: '21:30', end: '04:00' },
        exemptions: [],
        reason: text('late'),
      },
    ];
    const zoned = (code: string, timezone: string): CountryRules =>
      countryRulesSchema.parse(
        countryRules({ code, timezone, rules, instruments: { order: { title: 'Order', publishedFor: [2026] } } }),
      );
    const countries = [zoned('GR', 'Europe/Athens'), zoned('PT', 'Europe/Lisbon'), zoned('FR', 'Europe/Paris')];

    for (const lang of ['en', 'de'] as const) {
      const ports = bothPorts({ rules: countries, lang });
      for (const { code } of countries) {
        // Assess
        expect(ports.index.entriesOf(code, '2026-12-24', '2027-01-07').length).toBeGreaterThan(20);
        for (const range of EDGES) expectSameEntries(ports, code)(range);
        fc.assert(
          fc.property(RANGE, (range) => expectSameEntries(ports, code)(range)),
          { numRuns: 60 },
        );
      }
    }
  });
});
