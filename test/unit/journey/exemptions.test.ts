import type { PlanStop } from '#shared/domain/journey/drive-plan.ts';
import { planOver } from '#shared/domain/journey/journey.ts';
import { DEFAULT_PLANNED_VEHICLE } from '#shared/domain/pricing/tariff.schema.ts';
import { auditPlan } from '#test/support/drivers-hours-audit.ts';
import { committedPlanning as planning, corridorOf as stretches } from './committed-planning.ts';

const MINUTE = 60_000;
const SPEED = 65;
const at = (iso: string) => Date.parse(iso);
/** A corridor of road stretches, kilometres per country in travel order. */
const corridorOf = (...legs: [string, number][]) => stretches(...legs.map(([country, km]) => ({ country, km })));
const waits = (stops: readonly PlanStop[]) => stops.filter((stop) => stop.kind === 'ban-wait');

describe("the exemptions of the ban texts, on the committed data's dates", () => {
  it('lets a lorry from abroad that enters Italy at 07:00 on 8 December 2026 drive until 13:00: the ban starts 4 hours later', () => {
    // 8 December (Immaculate Conception): 09:00-22:00 in the Italian calendar. 65 km in France (60 minutes) from
    // 06:00 reach Italy at 07:00; 300 km (276.92 minutes): 270 to 11:30, the break to 12:15, the last 6.92 to 12:22,
    // inside the ban's 09:00-13:00 that art. 2(1) of the decree frees for a vehicle coming from abroad.
    const corridor = corridorOf(['FR', 65], ['IT', 300]);
    const { plan } = planOver(corridor, at('2026-12-08T06:00:00+01:00'), planning());
    expect(waits(plan.stops)).toEqual([]);
    expect(plan.arrival).toBeCloseTo(at('2026-12-08T12:15:00+01:00') + ((300 / SPEED) * 60 - 270) * MINUTE, -3);
    // Without documents of origin, the truck stops at 09:00 and waits until 22:00, resting there.
    const without = planOver(
      corridor,
      at('2026-12-08T06:00:00+01:00'),
      planning({ ...DEFAULT_PLANNED_VEHICLE, travelDocuments: false }),
    );
    expect(waits(without.plan.stops).map((stop) => [stop.from, stop.to])).toEqual([
      [at('2026-12-08T09:00:00+01:00'), at('2026-12-08T22:00:00+01:00')],
    ]);
    expect(auditPlan(plan)).toEqual([]);
  });

  it('names the exemptions on a wait they shorten: through Italy to Slovenia on 8 December, the ban is 13:00-20:00 for the lorry', () => {
    // Entering Italy at 12:00, the ban of the day starts at 13:00 for a vehicle from abroad (art. 2(1)) and ends at
    // 20:00 for one going abroad (art. 2(2)): the truck drives 60 minutes, waits from 13:00 to 20:00 for 200 km more.
    const corridor = corridorOf(['FR', 65], ['IT', 300], ['SI', 100]);
    const { plan } = planOver(corridor, at('2026-12-08T11:00:00+01:00'), planning());
    const [wait] = waits(plan.stops);
    if (wait?.kind !== 'ban-wait') throw new Error('a wait is expected');
    expect([wait.from, wait.to >= at('2026-12-08T20:00:00+01:00')]).toEqual([at('2026-12-08T13:00:00+01:00'), true]);
    expect(wait.bans.map((ban) => [ban.entry.startsAt, ban.start, ban.end, ban.exemptions?.map((e) => e.id)])).toEqual([
      [
        '2026-12-08T09:00:00+01:00',
        at('2026-12-08T13:00:00+01:00'),
        at('2026-12-08T20:00:00+01:00'),
        ['from-abroad', 'to-abroad'],
      ],
    ]);
  });

  it("lifts Hungary's Sunday ban of 6 December 2026 for a Euro VI lorry in international transport, and keeps it for a Euro 2 one", () => {
    // Saturday 5 December 22:00 to Sunday 6 December 22:00; § 2(3) of Decree 190/2008: 4 November to 1 March.
    const corridor = corridorOf(['HU', 400], ['RO', 20]);
    const departure = at('2026-12-06T08:00:00+01:00');
    const euro6 = planOver(corridor, departure, planning());
    expect(waits(euro6.plan.stops)).toEqual([]);
    const euro2 = planOver(corridor, departure, planning({ ...DEFAULT_PLANNED_VEHICLE, euroClass: 2 }));
    expect(waits(euro2.plan.stops).map((stop) => [stop.from, stop.to])).toEqual([
      [departure, at('2026-12-06T22:00:00+01:00')],
    ]);
    // In May the exception does not hold: Sunday 3 May 2026 is waited out.
    const may = planOver(corridor, at('2026-05-03T08:00:00+02:00'), planning());
    expect(waits(may.plan.stops)).toHaveLength(1);
  });

  it("lifts Austria's night ban for a low-noise lorry outside Tyrol, and keeps it on the A12 and where the roads in Tyrol are not known", () => {
    // Tuesday 3 March 2026, 20:00: 300 km (276.92 minutes) would take the truck past 22:00, into the night ban.
    const departure = at('2026-03-03T20:00:00+01:00');
    const lowerAustria = planOver(stretches({ country: 'AT', km: 300, region: 'AT-3' }), departure, planning());
    expect(waits(lowerAustria.plan.stops)).toEqual([]);
    const onTheA12 = stretches({ country: 'AT', km: 300, region: 'AT-7', roads: ['A12', 'A13'] });
    expect(waits(planOver(onTheA12, departure, planning()).plan.stops)).toHaveLength(1);
    const tyrolUnknownRoads = stretches({ country: 'AT', km: 300, region: 'AT-7' });
    expect(waits(planOver(tyrolUnknownRoads, departure, planning()).plan.stops)).toHaveLength(1);
    const regionUnknown = stretches({ country: 'AT', km: 300 });
    expect(waits(planOver(regionUnknown, departure, planning()).plan.stops)).toHaveLength(1);
    // A lorry that is not low-noise waits in Lower Austria too.
    const loud = planOver(
      stretches({ country: 'AT', km: 300, region: 'AT-3' }),
      departure,
      planning({ ...DEFAULT_PLANNED_VEHICLE, lowNoise: false }),
    );
    expect(waits(loud.plan.stops).map((stop) => [stop.from, stop.to])).toEqual([
      [at('2026-03-03T22:00:00+01:00'), at('2026-03-04T05:00:00+01:00')],
    ]);
  });
});
