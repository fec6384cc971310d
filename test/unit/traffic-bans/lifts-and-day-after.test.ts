import type { BanEntry } from '#shared/domain/traffic-bans/calendar.schema.ts';
import { withoutInstants } from '#shared/domain/traffic-bans/generate-calendar.ts';
import { type CountryRules, countryRulesSchema, type RuleBlock } from '#shared/domain/traffic-bans/rules.schema.ts';
import { countryRules, servedCalendar, text, windows } from './calendar-fixtures.ts';

const weekend: RuleBlock = {
  id: 'weekend',
  type: 'weekly',
  kind: 'weekend',
  scope: 'nationwide',
  vehicle: 'heavy',
  weekday: 'saturday',
  window: { start: '22:00', end: '22:00' },
  reason: text('weekend'),
};

/** Summer Saturdays 07:00-19:00 of a yearly order that frees the Saturday evening before the Sunday ban. */
const summer = (overrides: Partial<Extract<RuleBlock, { type: 'decree' }>> = {}): RuleBlock => ({
  id: 'summer',
  type: 'decree',
  kind: 'dated',
  scope: 'nationwide',
  vehicle: 'heavy',
  instrument: 'order',
  year: 2026,
  dates: [
    { date: '2026-07-11', window: { start: '07:00', end: '19:00' }, recurs: { nth: 2, weekday: 'saturday', month: 7 } },
  ],
  lifts: [{ rule: 'weekend', window: { start: '19:00', end: '24:00' } }],
  reason: text('summer'),
  provisionalReason: text('projected for {year}'),
  ...overrides,
});

const paris = (rules: RuleBlock[]): CountryRules =>
  countryRules({
    code: 'FR',
    timezone: 'Europe/Paris',
    instruments: { order: { title: 'Yearly order', publishedFor: [2026] } },
    rules,
  });

const bansOf = (country: CountryRules, date: string, years: number[] = [2026]): BanEntry[] =>
  servedCalendar({ rules: [country], years }).bans.filter((ban) => ban.date === date);

describe('a rule that lifts another rule on its days', () => {
  test('frees the lifted window on a confirmed day and keeps the rest of the lifted rule', () => {
    // Prepare
    const country = paris([weekend, summer()]);

    // Assess
    expect(windows(bansOf(country, '2026-07-11'))).toEqual(['07:00-19:00 dated']);
    expect(windows(bansOf(country, '2026-07-12'))).toEqual(['00:00-22:00 weekend']);
    expect(bansOf(country, '2026-07-12')[0]).toMatchObject({
      startsAt: '2026-07-12T00:00:00+02:00',
      endsAt: '2026-07-12T22:00:00+02:00',
    });
    expect(windows(bansOf(country, '2026-07-04'))).toEqual(['22:00-24:00 weekend']);
    expect(windows(bansOf(country, '2026-07-18'))).toEqual(['22:00-24:00 weekend']);
  });

  test('lifts nothing on a provisional day: an estimated order, or a later year estimated from it', () => {
    // Prepare
    const estimated = paris([weekend, summer({ estimated: true })]);
    const confirmed = paris([weekend, summer()]);

    // Assess
    expect(windows(bansOf(estimated, '2026-07-11'))).toEqual(['07:00-19:00 dated', '22:00-24:00 weekend']);
    expect(bansOf(estimated, '2026-07-11')[1]?.provisional).toBeUndefined();
    expect(windows(bansOf(confirmed, '2027-07-10', [2026, 2027]))).toEqual([
      '07:00-19:00 dated',
      '22:00-24:00 weekend',
    ]);
    expect(bansOf(confirmed, '2027-07-10', [2026, 2027])[0]?.provisional).toBe(true);
  });

  test('takes only the part of the lifted window that overlaps, across midnight too', () => {
    // Prepare
    const country = paris([
      weekend,
      summer({ lifts: [{ rule: 'weekend', window: { start: '23:00', end: '02:00' } }] }),
    ]);

    // Assess
    expect(windows(bansOf(country, '2026-07-11'))).toEqual(['07:00-19:00 dated', '22:00-23:00 weekend']);
    expect(windows(bansOf(country, '2026-07-12'))).toEqual(['02:00-22:00 weekend']);
  });

  test('is refused when it names an unknown rule, itself or a night rule', () => {
    // Prepare
    const night: RuleBlock = {
      id: 'night',
      type: 'night',
      kind: 'night',
      scope: 'nationwide',
      vehicle: 'heavy',
      days: 'daily',
      window: { start: '22:00', end: '05:00' },
      exemptions: [],
      reason: text('night'),
    };
    const lifting = (rule: string) => paris([weekend, night, summer({ lifts: [{ rule, window: weekend.window }] })]);

    // Assess
    expect(countryRulesSchema.safeParse(lifting('weekend')).success).toBe(true);
    expect(countryRulesSchema.safeParse(lifting('sunday')).success).toBe(false);
    expect(countryRulesSchema.safeParse(lifting('summer')).success).toBe(false);
    expect(countryRulesSchema.safeParse(lifting('night')).success).toBe(false);
  });
});

describe('withoutInstants', () => {
  test('cuts the middle, the edges, several pieces or nothing', () => {
    // Assess
    expect(withoutInstants([0, 10], [[3, 5]])).toEqual([
      [0, 3],
      [5, 10],
    ]);
    expect(withoutInstants([0, 10], [[-5, 2]])).toEqual([[2, 10]]);
    expect(withoutInstants([0, 10], [[8, 20]])).toEqual([[0, 8]]);
    expect(
      withoutInstants(
        [0, 10],
        [
          [1, 2],
          [4, 6],
        ],
      ),
    ).toEqual([
      [0, 1],
      [2, 4],
      [6, 10],
    ]);
    expect(withoutInstants([0, 10], [[10, 12]])).toEqual([[0, 10]]);
    expect(withoutInstants([0, 10], [[0, 10]])).toEqual([]);
  });
});

describe('a day-after rule', () => {
  test('is anchored on the day after each selected holiday and names the holiday', () => {
    // Prepare
    const country = paris([
      {
        id: 'day-after',
        type: 'day-after',
        kind: 'road',
        scope: 'specific-roads',
        roads: ['A6'],
        vehicle: 'heavy',
        holidays: [
          { source: 'fixed', date: '05-01', name: text('Labour Day') },
          { source: 'easter', offset: 39, name: text('Ascension') },
        ],
        window: { start: '06:00', end: '10:00' },
        reason: text('Day after {holiday}'),
      },
    ]);

    // Assess
    expect(bansOf(country, '2026-05-01')).toEqual([]);
    expect(bansOf(country, '2026-05-02')).toEqual([
      expect.objectContaining({
        start: '06:00',
        end: '10:00',
        startsAt: '2026-05-02T06:00:00+02:00',
        kind: 'road',
        roads: ['A6'],
        reason: 'Day after Labour Day',
      }),
    ]);
    expect(bansOf(country, '2026-05-15')).toEqual([expect.objectContaining({ reason: 'Day after Ascension' })]);
  });
});
