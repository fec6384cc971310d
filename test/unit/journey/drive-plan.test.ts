import fc from 'fast-check';
import { DateTime } from 'luxon';
import { holidayTable } from '#data/traffic-bans/holiday-table.ts';
import { trafficBanRuleSource } from '#data/traffic-bans/index.ts';
import { addDays } from '#shared/domain/dates.ts';
import type { Segment } from '#shared/domain/journey/corridor.ts';
import {
  type BlockingBan,
  type DrivePlan,
  type DrivePlanInput,
  drivePlan,
  type PlanStop,
} from '#shared/domain/journey/drive-plan.ts';
import type { SeaCrossing } from '#shared/domain/journey/journey-data.schema.ts';
import { banCalendarOf } from '#shared/domain/traffic-bans/ban-calendar.ts';
import type { BanEntry } from '#shared/domain/traffic-bans/calendar.schema.ts';
import { buildCalendarIndex } from '#shared/domain/traffic-bans/calendar-index.ts';
import { isBlocking } from '#shared/domain/traffic-bans/route-bans.ts';
import { auditPlan } from '#test/support/drivers-hours-audit.ts';

const MINUTE = 60_000;
const SPEED = 65;
const FOREVER = Date.parse('2100-01-01T00:00:00Z');

/** The committed rules over two fixed years: the plan is tested on the data, not on today's window. */
const calendar = banCalendarOf(
  buildCalendarIndex({
    rules: trafficBanRuleSource,
    holidays: holidayTable,
    years: [2026, 2027],
    lang: 'en',
    siteBaseUrl: 'https://example.org',
  }),
);
const cetDate = (ms: number) => DateTime.fromMillis(ms, { zone: 'Europe/Brussels' }).toISODate() as string;
const blockingOf = (country: string, from: number, to: number): BlockingBan[] =>
  calendar
    .entriesOf(country, addDays(cetDate(from), -1), cetDate(to))
    .filter(isBlocking)
    .map((entry) => ({ start: Date.parse(entry.startsAt), end: Date.parse(entry.endsAt), entry }))
    .filter((ban) => ban.start < to && ban.end > from);
/** The calendar's bans of each road segment's country. */
const committedBans =
  (segments: readonly Segment[]): DrivePlanInput['bansOf'] =>
  (segment, from, to) => {
    const road = segments[segment];
    return road?.kind === 'road' ? blockingOf(road.country, from, to) : [];
  };
const at = (iso: string) => Date.parse(iso);
const road = (country: string, km: number): Segment => ({ kind: 'road', country, km });
const ferry = (hours: number): SeaCrossing => ({
  id: 'test-ferry',
  kind: 'ferry',
  name: { en: 'Test ferry', es: 'Ferri', ro: 'Feribot', it: 'Traghetto', fr: 'Ferry', de: 'Fähre' },
  operator: 'Test line',
  between: ['FR', 'IT'],
  from: { name: 'Port A', point: [43, 5] },
  to: { name: 'Port B', point: [41, 9] },
  hours,
  km: 300,
  source: 'test timetable',
});
const sea = (hours: number): Segment => ({
  kind: 'sea',
  crossing: ferry(hours),
  board: 'Port A',
  land: 'Port B',
  checkInMinutes: 120,
});
const plan = (segments: Segment[], departure: string, bansOf: DrivePlanInput['bansOf'] = () => []) =>
  drivePlan({ segments, departure: at(departure), speedKmh: SPEED, bansOf, knownUntil: FOREVER });
/** Each stop as [kind, rest held, from, to] in minutes after the departure. */
const stopsOf = (made: DrivePlan) =>
  made.stops.map((stop: PlanStop) => [
    stop.kind,
    stop.kind === 'break' || stop.kind === 'customs' ? undefined : stop.rest,
    (stop.from - made.departure) / MINUTE,
    (stop.to - made.departure) / MINUTE,
  ]);
/** A ban of a test, from and to as instants. */
const aBan = (from: string, to: string): BlockingBan => ({
  start: at(from),
  end: at(to),
  entry: { country: 'FR', reason: 'Test ban', startsAt: from, endsAt: to, scope: 'nationwide' } as BanEntry,
});

describe('a drive plan under Regulation (EC) No 561/2006', () => {
  it('breaks after 4.5 h, rests 11 h after 9 h of driving: 1,000 km at 65 km/h', () => {
    // 1,000 km / 65 km/h = 923.08 minutes of driving:
    // 270 driven, 45 break, 270 driven (540 that day), 11 h rest, 270 driven, 45 break, the last 113.08.
    const made = plan([road('FR', 1000)], '2026-03-02T08:00:00+01:00');
    expect(stopsOf(made)).toEqual([
      ['break', undefined, 270, 315],
      ['rest', 'daily', 585, 1245],
      ['break', undefined, 1515, 1560],
    ]);
    expect((made.arrival - made.departure) / MINUTE).toBeCloseTo(1560 + (1000 / SPEED) * 60 - 810, 6);
    expect(made.drivingMinutes).toBeCloseTo((1000 / SPEED) * 60, 6);
    expect(made.unknownFrom).toBeUndefined();
    expect(auditPlan(made)).toEqual([]);
  });

  it('drives 10 hours in a day, twice a week at most, when that brings the truck to its destination', () => {
    // 640 km = 590.77 minutes: 270, break, 270 (the 9 hours), break, the last 50.77 the same day instead of a rest.
    const made = plan([road('FR', 640)], '2026-03-02T08:00:00+01:00');
    expect(stopsOf(made)).toEqual([
      ['break', undefined, 270, 315],
      ['break', undefined, 585, 630],
    ]);
    expect((made.arrival - made.departure) / MINUTE).toBeCloseTo(630 + (640 / SPEED) * 60 - 540, 6);
    // 1,300 km: the 10-hour day only helps on the last day (1,200 minutes: 540, rest, 540, rest, the last 120).
    const longer = plan([road('FR', 1300)], '2026-03-02T08:00:00+01:00');
    expect(longer.stops.filter((stop) => stop.kind === 'rest')).toHaveLength(2);
    expect(auditPlan(made)).toEqual([]);
    expect(auditPlan(longer)).toEqual([]);
  });

  it('leaving on a Monday with more than 4,000 km ahead, drives 56 h in the fixed week and then rests until the next', () => {
    // 4,500 km = 4,153.85 minutes. Monday 2 March 2026, 07:00 UTC. Six days of 9 hours (270, break, 270, then an
    // 11-hour rest: 20.75 h a day) end on Saturday 7 March 00:30 UTC with 54 hours driven; after the rest, 2 hours
    // more make 56 (Art. 6(2)) at 13:30 UTC; no driving is allowed until Monday 9 March 00:00 UTC, so the stop lasts
    // 34.5 hours: a reduced weekly rest (Art. 8(6)), the first after the regular one assumed at departure, starting
    // before the six 24-hour periods end (Sunday 8 March 07:00 UTC). The last 13.23 hours are driven from Monday.
    const made = plan([road('XX', 4500)], '2026-03-02T08:00:00+01:00');
    const weekly = made.stops.find((stop) => stop.kind === 'rest' && stop.rest !== 'daily');
    expect(weekly).toMatchObject({
      kind: 'rest',
      rest: 'reduced-weekly',
      cause: 'weekly-driving',
      from: at('2026-03-07T13:30:00Z'),
      to: at('2026-03-09T00:00:00Z'),
    });
    expect(made.weeks.map((week) => [new Date(week.weekStart).toISOString(), week.minutes / 60])).toEqual([
      ['2026-03-02T00:00:00.000Z', 56],
      ['2026-03-09T00:00:00.000Z', expect.closeTo(4500 / SPEED - 56, 6)],
    ]);
    // Monday: 270, break, 270, rest 11 h (to 20:45), the last 253.85 minutes: arrival Tuesday 00:58:51 UTC.
    expect(made.arrival).toBeCloseTo(at('2026-03-09T20:45:00Z') + ((4500 / SPEED) * 60 - 3360 - 540) * MINUTE, -3);
    expect(auditPlan(made)).toEqual([]);
  });

  it('takes the weekly rest within six 24-hour periods of the last when the week still allows driving', () => {
    // Thursday 08:00 UTC: the six periods end next Wednesday 08:00, before 56 hours are driven in either week.
    const made = plan([road('XX', 4500)], '2026-03-05T09:00:00+01:00');
    const weekly = made.stops.filter((stop) => stop.kind === 'rest' && stop.rest !== 'daily');
    expect(weekly.length).toBeGreaterThan(0);
    expect(weekly[0]?.from).toBeLessThanOrEqual(at('2026-03-11T08:00:00Z'));
    expect(auditPlan(made)).toEqual([]);
  });

  it("takes the daily rest in a ban wait that would carry the driver's day past 13 hours (Art. 8(2))", () => {
    // 260 km (240 minutes) to a ban from 12:00 to 20:00 CET; 200 km more. Waiting 8 hours and driving 185 minutes
    // would end the day at 23:05, 15 h after it began: the rest is taken in the wait, from 12:00 to 23:00.
    const made = plan([road('FR', 260 + 200)], '2026-03-02T08:00:00+01:00', () => [
      aBan('2026-03-02T12:00:00+01:00', '2026-03-02T20:00:00+01:00'),
    ]);
    expect(stopsOf(made)).toEqual([['ban-wait', 'daily', 240, 900]]);
    expect(auditPlan(made)).toEqual([]);
  });

  it("waits out France's weekend ban of 5-6 December 2026 and takes the daily rest in the wait", () => {
    // Barcelona, Saturday 5 December 2026 at 18:00: 150 km in Spain (138.5 minutes) reach France at 20:18; the
    // truck drives on until the weekend ban starts at 22:00 (Saturday 22:00 to Sunday 22:00, data/traffic-bans/fr.json),
    // waits the 24 hours, its daily rest among them, and drives the remaining kilometres from Sunday 22:00.
    const segments = [road('ES', 150), road('FR', 900)];
    const made = drivePlan({
      segments,
      departure: at('2026-12-05T18:00:00+01:00'),
      speedKmh: SPEED,
      bansOf: committedBans(segments),
      knownUntil: calendar.knownUntil,
    });
    const wait = made.stops[0];
    expect(wait).toMatchObject({ kind: 'ban-wait', country: 'FR', rest: 'daily' });
    if (wait?.kind !== 'ban-wait') throw new Error('no wait');
    expect([wait.from, wait.to]).toEqual([at('2026-12-05T22:00:00+01:00'), at('2026-12-06T22:00:00+01:00')]);
    expect(wait.bans.map((ban) => [ban.entry.country, ban.entry.reason, ban.entry.startsAt])).toEqual([
      ['FR', 'Weekend ban (Saturday 22:00 to Sunday 22:00)', '2026-12-05T22:00:00+01:00'],
      ['FR', 'Weekend ban (Saturday 22:00 to Sunday 22:00)', '2026-12-06T00:00:00+01:00'],
    ]);
    // Driven before the wait: 240 minutes (150 + 110 km); after it, 729 minutes: 270, break, 270, rest, 189.
    const afterWait = (1050 / SPEED) * 60 - 240;
    expect(made.stops.slice(1).map((stop) => stop.kind)).toEqual(['break', 'rest']);
    expect((made.arrival - wait.to) / MINUTE).toBeCloseTo(afterWait + 45 + 660, 6);
  });

  it('takes the daily rest on board an overnight ferry and completes it ashore (Art. 9)', () => {
    // Monday 18:00 CET: 700 km (646.15 minutes): 270, break, 270, rest 11 h (03:45 to 14:45 CET), the last 106.15
    // minutes to the port at 16:31. On board 8 hours to 00:31. Ashore the driver could drive only until 03:45 (13 hours
    // after the rest) and 400 km (369.23 minutes) are left: the rest begins on board at 16:31 and ends ashore at
    // 03:31, 3 hours after landing. Then 270, break, 99.23: arrival 10:25 CET, seven hours before the plan that rests
    // ashore after 03:45.
    const made = plan([road('FR', 700), sea(8), road('IT', 400)], '2026-03-02T18:00:00+01:00');
    const board = at('2026-03-02T18:00:00+01:00') + ((700 / SPEED) * 60 + 45 + 660) * MINUTE;
    expect(
      made.stops
        .slice(2)
        .map((stop) => [stop.kind, stop.kind === 'break' || stop.kind === 'customs' ? undefined : stop.rest]),
    ).toEqual([
      ['crossing', 'daily'],
      ['rest', 'daily'],
      ['break', undefined],
    ]);
    expect(made.stops[2]).toMatchObject({ from: board, to: board + 480 * MINUTE });
    expect(made.stops[3]).toMatchObject({ from: board + 480 * MINUTE, to: board + 660 * MINUTE, cause: 'crossing' });
    expect(made.arrival).toBeCloseTo(board + (660 + 270 + 45 + (400 / SPEED) * 60 - 270) * MINUTE, -3);
    expect(auditPlan(made)).toEqual([]);
  });

  it('keeps driving after a daytime ferry when the rest of the journey fits the day', () => {
    // Monday 08:00: 100 km, 8 hours on board, 150 km more: 230.77 minutes of driving in 13 hours.
    const made = plan([road('FR', 100), sea(8), road('IT', 150)], '2026-03-02T08:00:00+01:00');
    expect(
      made.stops.map((stop) => [stop.kind, stop.kind === 'break' || stop.kind === 'customs' ? undefined : stop.rest]),
    ).toEqual([['crossing', undefined]]);
    expect(auditPlan(made)).toEqual([]);
  });

  it('says from when the calendar is unknown instead of calling the time clear', () => {
    const segments = [road('DE', 1200)];
    const made = drivePlan({
      segments,
      departure: at('2027-12-31T08:00:00+01:00'),
      speedKmh: SPEED,
      bansOf: committedBans(segments),
      knownUntil: calendar.knownUntil,
    });
    expect(made.unknownFrom).toBe(at('2028-01-01T00:00:00+01:00'));
  });
});

describe('every drive plan', () => {
  const countries = ['ES', 'FR', 'IT', 'DE', 'AT', 'CH', 'PT', 'HU', 'PL', 'SI'];
  const segmentArbitrary = fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .record({ country: fc.constantFrom(...countries), km: fc.double({ min: 5, max: 1100, noNaN: true }) })
        .map((leg): Segment => ({ kind: 'road', ...leg })),
    },
    { weight: 1, arbitrary: fc.constantFrom(0.6, 2.5, 4.25, 8, 11.5, 18, 27).map(sea) },
  );
  const segmentsArbitrary = fc.array(segmentArbitrary, { minLength: 1, maxLength: 6 });
  // Departures over the two committed years, on any quarter hour, ending early enough to stay inside the window.
  const departureArbitrary = fc
    .integer({ min: 0, max: 690 * 96 })
    .map((quarters) => at('2026-01-01T00:00:00+01:00') + quarters * 15 * MINUTE);

  it('keeps every rule of Regulation (EC) No 561/2006 and never drives inside a nationwide or transit ban of its country', () => {
    fc.assert(
      fc.property(segmentsArbitrary, departureArbitrary, (segments, departure) => {
        const bansOf = committedBans(segments);
        const made = drivePlan({ segments, departure, speedKmh: SPEED, bansOf, knownUntil: calendar.knownUntil });
        expect(auditPlan(made, (drive) => bansOf(drive.segment, drive.from, drive.to, drive.enteredAt))).toEqual([]);
        const km = made.drives.reduce((sum, drive) => sum + drive.km, 0);
        expect(km).toBeCloseTo(
          segments.reduce((sum, segment) => sum + (segment.kind === 'road' ? segment.km : 0), 0),
          6,
        );
      }),
      { numRuns: 300 },
    );
  });
});

describe('a scheduled sailing', () => {
  /** A night ferry of 10 hours from Port A, every day at 21:00 Paris time. */
  const scheduled = (): Segment => {
    const crossing: SeaCrossing = {
      ...ferry(10),
      timetable: {
        sailings: [{ from: 'Port A', zone: 'Europe/Paris', days: [1, 2, 3, 4, 5, 6, 7], time: '21:00' }],
        asOf: '2026-01-01',
        source: 'test timetable',
      },
    };
    return { kind: 'sea', crossing, board: 'Port A', land: 'Port B', checkInMinutes: 120 };
  };

  it('waits for the departure, and begins in the port the daily rest that goes on on board (Art. 9)', () => {
    // Monday 7 December 2026 at 07:00 CET: 520 km at 65 km/h, 8 hours of driving and a break, at the port at 15:45.
    // The ship leaves at 21:00, past 20:00, 13 hours after the start of the day: the daily rest begins in the port
    // (5 h 15), goes on on board (boarding its first interruption) and is complete at the landing, 07:00 on Tuesday;
    // then 65 km, an hour: 08:00.
    const made = plan([road('FR', 520), scheduled(), road('IT', 65)], '2026-12-07T07:00:00+01:00');
    expect(stopsOf(made)).toEqual([
      ['break', undefined, 270, 315],
      ['sailing-wait', 'daily', 525, 840],
      ['crossing', 'daily', 840, 1440],
    ]);
    expect(made.arrival).toBe(at('2026-12-08T08:00:00+01:00'));
    expect(auditPlan(made)).toEqual([]);
  });

  it('boards two departures a few hours apart onto the same ship', () => {
    // 130 km to the port, two hours: at 10:00 or 14:00 for the 21:00 sailing. From 10:00 the wait of 11 hours is the
    // daily rest; from 14:00 the driver's day would end at 03:00, before the landing at 07:00, so the rest begins in
    // the port at 14:00 and is complete on board at 01:00. Both land at 07:00 and drive 65 km: 08:00.
    const first = plan([road('FR', 130), scheduled(), road('IT', 65)], '2026-12-07T08:00:00+01:00');
    const second = plan([road('FR', 130), scheduled(), road('IT', 65)], '2026-12-07T12:00:00+01:00');
    expect(stopsOf(first).slice(0, 2)).toEqual([
      ['sailing-wait', 'daily', 120, 780],
      ['crossing', undefined, 780, 1380],
    ]);
    expect(stopsOf(second).slice(0, 2)).toEqual([
      ['sailing-wait', 'daily', 120, 540],
      ['crossing', 'daily', 540, 1140],
    ]);
    expect(first.arrival).toBe(at('2026-12-08T08:00:00+01:00'));
    expect(second.arrival).toBe(first.arrival);
    expect(auditPlan(first)).toEqual([]);
    expect(auditPlan(second)).toEqual([]);
  });
});

describe('a line known only by its interval between departures', () => {
  /** A strait ferry of half an hour whose source states only that it sails about every 20 minutes, round the clock. */
  const frequent = (): Segment => {
    const crossing: SeaCrossing = {
      ...ferry(0.5),
      timetable: { headwayMinutes: 20, asOf: '2026-01-01', source: 'test frequency' },
    };
    return { kind: 'sea', crossing, board: 'Port A', land: 'Port B', checkInMinutes: 120 };
  };

  it('boards a whole interval after reaching the port, whatever the minute: no departure time is made up', () => {
    // 65 km to the port, an hour: at 09:00 or at 09:07. Each waits 20 minutes (no check-in of two hours: the interval
    // is the wait), crosses in half an hour and drives 65 km, an hour.
    for (const [departure, arrival] of [
      ['2026-12-07T08:00:00+01:00', '2026-12-07T10:50:00+01:00'],
      ['2026-12-07T08:07:00+01:00', '2026-12-07T10:57:00+01:00'],
    ] as const) {
      const made = plan([road('FR', 65), frequent(), road('FR', 65)], departure);
      expect(stopsOf(made)).toEqual([
        ['sailing-wait', undefined, 60, 80],
        ['crossing', undefined, 80, 110],
      ]);
      expect(made.arrival).toBe(at(arrival));
      expect(auditPlan(made)).toEqual([]);
    }
  });
});
