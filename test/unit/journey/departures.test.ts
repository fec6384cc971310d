import { latestDeparture } from '#shared/domain/journey/clear-departure.ts';
import { drivePlan } from '#shared/domain/journey/drive-plan.ts';
import { planOver } from '#shared/domain/journey/journey.ts';
import { resultJourney, routeJourney } from '#shared/domain/journey/journey-result.ts';
import { auditPlan } from '#test/support/drivers-hours-audit.ts';
import { committedPlanning, committedPorts, corridorOf } from './committed-planning.ts';

const MINUTE = 60_000;
const at = (iso: string) => Date.parse(iso);
const now = new Date('2026-11-28T10:00:00Z');
const zaragozaMunich = {
  cpOrigen: '50001',
  paisDestino: 'DE',
  cpDestino: '80331',
  pesoKg: 1000,
  fechaCarga: '2026-12-05',
};

describe("the dispatcher's latest departure", () => {
  it('meets a wanted arrival on a fixed date: 650 km in France arrive by Wednesday 4 March 2026 at 18:00 leaving at 06:30', () => {
    // 650 km = 600 minutes of driving: 270, break, 270 (9 hours), the 10-hour day (twice a week), break, 60: 690
    // minutes, 11 h 30. No ban on a Wednesday in France: leave at 18:00 - 11:30 = 06:30; at 06:45 the truck is late.
    const corridor = corridorOf({ country: 'FR', km: 650, region: 'FR-OCC' });
    const planAt = (departure: number) => planOver(corridor, departure, committedPlanning());
    const deadline = at('2026-03-04T18:00:00+01:00');
    const found = latestDeparture(planAt, deadline, deadline - 7 * 1440 * MINUTE, {
      drivingMinutes: 600,
      durationMs: 690 * MINUTE,
    });
    expect([found?.plan.departure, found?.plan.arrival]).toEqual([at('2026-03-04T06:30:00+01:00'), deadline]);
    expect(planAt(at('2026-03-04T06:45:00+01:00')).plan.arrival).toBe(deadline + 15 * MINUTE);
  });

  it('leaving Zaragoza for Munich on Saturday 5 December 2026 at 10:00, says the truck may leave at 12:15 and arrive as early', () => {
    // The plan rests in France from 18:45 and waits out the weekend ban until Sunday 22:00; a departure up to 12:15
    // reaches the same place before the day's driving ends. The clear departure (no ban met) leaves on Sunday and
    // arrives later: the latest departure, and the one asked for, arrive first.
    const { found, clear, latest } = routeJourney(committedPorts, zaragozaMunich, 'en', now, {
      departure: new Date('2026-12-05T10:00:00+01:00'),
    });
    if (found.journey === undefined || latest === null || !('plan' in latest))
      throw new Error('a departure is expected');
    const arrival = found.journey.plan.arrival;
    expect(latest.plan.departure).toBe(at('2026-12-05T12:15:00+01:00'));
    expect(latest.plan.arrival).toBeLessThanOrEqual(arrival);
    const later = planOver(found.journey.corridor, at('2026-12-05T12:30:00+01:00'), found.journey.planning);
    expect(later.plan.arrival).toBeGreaterThan(arrival);
    if (clear === null || typeof clear === 'string') throw new Error('a clear departure is expected');
    expect(clear.plan.departure).toBeGreaterThan(latest.plan.departure);
    expect(clear.plan.arrival).toBeGreaterThan(arrival);
  });

  it('given arriveBy, plans from the latest departure that arrives by then, from now on and within 7 days', () => {
    const arriveBy = new Date('2026-12-10T08:00:00+01:00');
    const { found, latest } = routeJourney(committedPorts, zaragozaMunich, 'en', now, { arriveBy });
    if (found.journey === undefined || latest === null || !('plan' in latest))
      throw new Error('a departure is expected');
    expect(found.journey.plan.departure).toBe(latest.plan.departure);
    expect(latest.plan.arrival).toBeLessThanOrEqual(arriveBy.getTime());
    const quarterLater = planOver(found.journey.corridor, latest.plan.departure + 15 * MINUTE, found.journey.planning);
    expect(quarterLater.plan.arrival).toBeGreaterThan(arriveBy.getTime());
  });

  it('says no departure from now on arrives by a wanted arrival too soon, and when leaving now would arrive', () => {
    const { latest } = routeJourney(committedPorts, zaragozaMunich, 'en', now, {
      arriveBy: new Date('2026-11-29T10:00:00+01:00'),
    });
    if (latest === null || 'plan' in latest || latest.reason !== 'none-arrives-in-time') {
      throw new Error('a refusal is expected');
    }
    expect(latest.earliest.plan.departure).toBe(now.getTime());
    expect(latest.earliest.plan.arrival).toBeGreaterThan(at('2026-11-29T10:00:00+01:00'));
  });
});

describe('a plan whose driving stops a fraction of a millisecond before the fixed week ends', () => {
  it('steps into the next week and goes on (A Coruña–Oslo with no ban, from 10 December 2026 at 07:45 UTC)', () => {
    // The plan's instants are fractions of milliseconds (kilometres at 65 km/h): on this journey one drive ends at
    // 23:59:59.9999 on Sunday 13 December, a rounding short of the new week, which the plan must step onto.
    const found = resultJourney(
      committedPorts,
      { cpOrigen: '15001', paisDestino: 'NO', cpDestino: '11000', pesoKg: 1000, fechaCarga: '2026-12-10' },
      'en',
      now,
      new Date('2026-12-10T07:45:00Z'),
    );
    if (found.journey === undefined) throw new Error('a journey is expected');
    const plan = drivePlan({
      segments: found.journey.corridor.segments,
      departure: at('2026-12-10T07:45:00Z'),
      speedKmh: 65,
      bansOf: () => [],
      knownUntil: at('2100-01-01T00:00:00Z'),
    });
    expect(plan.drivingMinutes).toBeCloseTo(found.journey.plan.drivingMinutes, 6);
    expect(auditPlan(plan)).toEqual([]);
  });
});
