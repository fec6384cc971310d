import fc from 'fast-check';
import { DateTime } from 'luxon';
import { holidayTable } from '#data/traffic-bans/holiday-table.ts';
import { trafficBanRuleSource } from '#data/traffic-bans/index.ts';
import { addDays } from '#shared/domain/dates.ts';
import type { Segment } from '#shared/domain/journey/corridor.ts';
import { type BlockingBan, type DrivePlan, drivePlan } from '#shared/domain/journey/drive-plan.ts';
import { banCalendarOf } from '#shared/domain/traffic-bans/ban-calendar.ts';
import { buildCalendarIndex } from '#shared/domain/traffic-bans/calendar-index.ts';
import { isBlocking } from '#shared/domain/traffic-bans/route-bans.ts';

const MINUTE = 60_000;
const SPEED = 65;

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
const noBans = () => [];
const at = (iso: string) => Date.parse(iso);

describe('a drive plan under Regulation (EC) No 561/2006', () => {
  it('breaks after 4.5 h, rests 11 h after 9 h of driving: 1,000 km at 65 km/h', () => {
    // 1,000 km / 65 km/h = 923.08 minutes of driving:
    // 270 driven, 45 break, 270 driven (540 that day), 11 h rest, 270 driven, 45 break, the last 113.08.
    const departure = at('2026-03-02T08:00:00+01:00');
    const plan = drivePlan({
      segments: [{ kind: 'road', country: 'FR', km: 1000 }],
      departure,
      speedKmh: SPEED,
      bansOf: noBans,
      knownUntil: at('2100-01-01T00:00:00Z'),
    });
    const minutes = (ms: number) => (ms - departure) / MINUTE;
    expect(plan.stops.map((stop) => [stop.kind, minutes(stop.from), minutes(stop.to)])).toEqual([
      ['break', 270, 315],
      ['rest', 585, 1245],
      ['break', 1515, 1560],
    ]);
    expect(minutes(plan.arrival)).toBeCloseTo(1560 + (1000 / SPEED) * 60 - 810, 6);
    expect(plan.drivingMinutes).toBeCloseTo((1000 / SPEED) * 60, 6);
    expect(plan.unknownFrom).toBeUndefined();
  });

  it("waits out France's weekend ban of 5-6 December 2026 and takes the daily rest in the wait", () => {
    // Barcelona, Saturday 5 December 2026 at 18:00: 150 km in Spain (138.5 minutes) reach France at 20:18; the
    // truck drives on until the weekend ban starts at 22:00 (Saturday 22:00 to Sunday 22:00, data/traffic-bans/fr.json),
    // waits the 24 hours, its daily rest among them, and drives the remaining kilometres from Sunday 22:00.
    const plan = drivePlan({
      segments: [
        { kind: 'road', country: 'ES', km: 150 },
        { kind: 'road', country: 'FR', km: 900 },
      ],
      departure: at('2026-12-05T18:00:00+01:00'),
      speedKmh: SPEED,
      bansOf: blockingOf,
      knownUntil: calendar.knownUntil,
    });
    const wait = plan.stops[0];
    expect(wait).toMatchObject({ kind: 'ban-wait', country: 'FR', rest: true });
    if (wait?.kind !== 'ban-wait') throw new Error('no wait');
    expect([wait.from, wait.to]).toEqual([at('2026-12-05T22:00:00+01:00'), at('2026-12-06T22:00:00+01:00')]);
    expect(wait.bans.map((ban) => [ban.country, ban.reason, ban.startsAt])).toEqual([
      ['FR', 'Weekend ban (Saturday 22:00 to Sunday 22:00)', '2026-12-05T22:00:00+01:00'],
      ['FR', 'Weekend ban (Saturday 22:00 to Sunday 22:00)', '2026-12-06T00:00:00+01:00'],
    ]);
    // Driven before the wait: 240 minutes (150 + 110 km); after it, 729 minutes: 270, break, 270, rest, 189.
    const afterWait = (1050 / SPEED) * 60 - 240;
    expect(plan.stops.slice(1).map((stop) => stop.kind)).toEqual(['break', 'rest']);
    expect((plan.arrival - wait.to) / MINUTE).toBeCloseTo(afterWait + 45 + 660, 6);
  });

  it('says from when the calendar is unknown instead of calling the time clear', () => {
    const plan = drivePlan({
      segments: [{ kind: 'road', country: 'DE', km: 1200 }],
      departure: at('2027-12-31T08:00:00+01:00'),
      speedKmh: SPEED,
      bansOf: blockingOf,
      knownUntil: calendar.knownUntil,
    });
    expect(plan.unknownFrom).toBe(at('2028-01-01T00:00:00+01:00'));
  });
});

/** Every driving minute's check, on the plan's own timeline. */
const violations = (plan: DrivePlan): string[] => {
  const found: string[] = [];
  let sinceBreak = 0;
  let sinceRest = 0;
  let previousEnd = plan.departure;
  for (const drive of plan.drives) {
    const gap = (drive.from - previousEnd) / MINUTE;
    if (gap >= 660) sinceRest = 0;
    if (gap >= 45) sinceBreak = 0;
    const minutes = (drive.to - drive.from) / MINUTE;
    sinceBreak += minutes;
    sinceRest += minutes;
    if (sinceBreak > 270 + 1e-6) found.push(`more than 4.5 h without a break at ${new Date(drive.to).toISOString()}`);
    if (sinceRest > 540 + 1e-6) found.push(`more than 9 h without a daily rest at ${new Date(drive.to).toISOString()}`);
    for (const ban of blockingOf(drive.country, drive.from, drive.to)) {
      found.push(
        `drives in ${drive.country} during ${ban.entry.reason} (${ban.entry.startsAt} to ${ban.entry.endsAt})`,
      );
    }
    previousEnd = drive.to;
  }
  return found;
};

describe('every drive plan', () => {
  const countries = ['ES', 'FR', 'IT', 'DE', 'AT', 'CH', 'PT', 'HU'];
  const segmentsArbitrary = fc
    .array(fc.record({ country: fc.constantFrom(...countries), km: fc.double({ min: 5, max: 900, noNaN: true }) }), {
      minLength: 1,
      maxLength: 5,
    })
    .map((legs): Segment[] => legs.map((leg) => ({ kind: 'road', ...leg })));
  // Departures over the two committed years, on any quarter hour, ending early enough to stay inside the window.
  const departureArbitrary = fc
    .integer({ min: 0, max: 700 * 96 })
    .map((quarters) => at('2026-01-01T00:00:00+01:00') + quarters * 15 * MINUTE);

  it('drives at most 4.5 h without a 45-minute break and 9 h between daily rests, never inside a nationwide or transit ban of the country it is in', () => {
    fc.assert(
      fc.property(segmentsArbitrary, departureArbitrary, (segments, departure) => {
        const plan = drivePlan({
          segments,
          departure,
          speedKmh: SPEED,
          bansOf: blockingOf,
          knownUntil: calendar.knownUntil,
        });
        expect(violations(plan)).toEqual([]);
        const km = plan.drives.reduce((sum, drive) => sum + drive.km, 0);
        expect(km).toBeCloseTo(
          segments.reduce((sum, segment) => sum + (segment.kind === 'road' ? segment.km : 0), 0),
          6,
        );
      }),
      { numRuns: 300 },
    );
  });
});
