import fc from 'fast-check';
import { postalPoints } from '#data/journey/index.ts';
import { planOver } from '#shared/domain/journey/journey.ts';
import { resultJourney } from '#shared/domain/journey/journey-result.ts';
import { laneJourneyTerms } from '#shared/domain/pricing/tariff-lookup.ts';
import { auditPlan } from '#test/support/drivers-hours-audit.ts';
import { committedPorts } from './committed-planning.ts';

const MINUTE = 60_000;
const now = new Date('2026-11-28T10:00:00Z');

/** A few postal prefixes of each country of the table, and every Spanish province as the origin. */
const prefixesOf = (country: string) => Object.keys(postalPoints().countries[country]?.prefixes ?? {});

/** Barcelona–Cagliari, Tuesday 1 December 2026 at 18:00, by the way the journey chooses or by the operator's crossings. */
const toCagliari = (crossings?: readonly string[]) => {
  const shipment = { cpOrigen: '08001', paisDestino: 'IT', cpDestino: '09100', pesoKg: 1000, fechaCarga: '2026-12-01' };
  const lane = laneJourneyTerms(committedPorts.tariff, shipment);
  const found = resultJourney(
    committedPorts,
    shipment,
    'en',
    now,
    new Date('2026-12-01T18:00:00+01:00'),
    crossings === undefined ? lane : { ...lane, crossings },
  );
  if (found.journey === undefined) throw new Error('a journey is expected');
  return found;
};

describe('an island reached by an overnight ferry (Art. 9)', () => {
  it('sails Barcelona–Porto Torres, the daily rest taken on board, and arrives in Cagliari the next afternoon', () => {
    // At the port of Barcelona at 18:06 (7 km); Grimaldi's daily sailing leaves at 23:45 (check-in closes at 21:45) and
    // lands at 11:45 on Wednesday, after the driver's 13 hours end (07:00): the daily rest begins in the port at 18:06
    // and is complete on board at 05:06 (Art. 9, boarding its one interruption). Then 193 km at 65 km/h, 2 h 58:
    // Cagliari at 14:43. By the road to Livorno (1,192 km) and Livorno–Olbia it would be Thursday at 11:51 (below), so
    // the sea lane is taken.
    const { transito, journey } = toCagliari();
    expect(transito.paradas).toEqual([
      {
        tipo: 'embarque',
        desde: '2026-12-01T18:06:00+01:00',
        hasta: '2026-12-01T23:45:00+01:00',
        pais: 'ES',
        descanso: 'diario',
        paso: 'Ferry Barcelona – Porto Torres',
      },
      {
        tipo: 'travesia',
        desde: '2026-12-01T23:45:00+01:00',
        hasta: '2026-12-02T11:45:00+01:00',
        pais: 'ES',
        descanso: 'diario',
        paso: 'Ferry Barcelona – Porto Torres',
      },
    ]);
    expect(transito.llegada).toBe('2026-12-02T14:43:00+01:00');
    expect(transito.eleccion.criterio).toBe('llegadaMasTemprana');
    expect(transito.eleccion.alternativas.find((way) => way.elegida)?.ferris).toEqual([
      'Ferry Barcelona – Porto Torres',
    ]);
    expect(auditPlan(journey.plan)).toEqual([]);
  });

  it("takes the daily rest on board Livorno–Olbia when the operator's lane fixes that way, and arrives the next morning", () => {
    // Barcelona, Tuesday 1 December 2026 at 18:00: a day of 9 hours, an 11-hour rest in France to 14:45 on Wednesday,
    // then 6 h 52 of driving with a break to Livorno at 21:37. On board 8 hours, to 05:37: past 03:45, 13 hours after
    // the rest, so the next daily rest begins on board and ends ashore at 08:37 (11 hours after boarding, the landing
    // its one interruption). Then 3 h 14 of driving: Cagliari at 11:51, not in the evening after a rest ashore.
    const { transito, journey } = toCagliari(['la-jonquera-le-perthus', 'ventimiglia', 'livorno-olbia']);
    const board = transito.paradas.findIndex((stop) => stop.tipo === 'travesia');
    expect(transito.paradas.slice(board)).toEqual([
      {
        tipo: 'travesia',
        desde: '2026-12-02T21:37:00+01:00',
        hasta: '2026-12-03T05:37:00+01:00',
        pais: 'IT',
        descanso: 'diario',
        paso: 'Ferry Livorno – Olbia',
      },
      {
        tipo: 'descanso',
        desde: '2026-12-03T05:37:00+01:00',
        hasta: '2026-12-03T08:37:00+01:00',
        pais: 'IT',
        descanso: 'diario',
        causa: 'travesia',
      },
    ]);
    expect(transito.llegada).toBe('2026-12-03T11:51:00+01:00');
    expect(transito.eleccion.criterio).toBe('operador');
    expect(auditPlan(journey.plan)).toEqual([]);
  });
});

describe('the weekly rest where the six 24-hour periods end in a wait (Art. 8(6))', () => {
  /** The plan from a departure instant, checked by the auditor; the driver rested a regular week before it. */
  const planned = (origin: string, country: string, code: string, departure: string) => {
    const shipment = {
      cpOrigen: origin,
      paisDestino: country,
      cpDestino: code,
      pesoKg: 1000,
      fechaCarga: '2026-12-01',
    };
    const found = resultJourney(committedPorts, shipment, 'en', now, new Date(departure));
    if (found.journey === undefined) throw new Error('a journey is expected');
    return found.journey.plan;
  };
  /** An instant of the plan to the minute, in UTC. */
  const iso = (instant: number) => `${new Date(instant).toISOString().slice(0, 16)}Z`;

  it('begins the reduced weekly rest in the port of Travemünde when the periods end on the 30-hour crossing to Helsinki', () => {
    // Málaga, 1 January 2026 at 00:00 CET: the six periods end on 6 January at 23:00 UTC. The truck is at Travemünde on
    // the 5th at 19:26 UTC for Finnlines' 03:00 sailing (02:00 UTC), 30 hours on board: its rest begins in the port and
    // goes on on board as the reduced weekly rest (Art. 9), not a daily one followed by the week's rest in Helsinki.
    const plan = planned('29400', 'FI', '92700', '2026-01-01T00:00:00+01:00');
    const wait = plan.stops.find((stop) => stop.kind === 'sailing-wait');
    expect(wait && [iso(wait.from), iso(wait.to), wait.rest]).toEqual([
      '2026-01-05T19:26Z',
      '2026-01-06T02:00Z',
      'reduced-weekly',
    ]);
    expect(plan.stops.some((stop) => stop.kind === 'rest' && stop.rest !== 'daily')).toBe(false);
    expect(iso(plan.arrival)).toBe('2026-01-07T17:38Z');
    expect(auditPlan(plan)).toEqual([]);
  });

  it('makes the rest of a ban wait the weekly one when its eleven hours would run past the periods', () => {
    // Santa Cruz de Tenerife, 13 March 2027 at 05:45 local (04:45 UTC), to Austria: the periods end on the 19th at
    // 04:45 UTC. An Austrian night ban stops the truck on the 18th at 21:00 UTC until 04:00: its rest, a daily one,
    // would run to 08:00, so it is the reduced weekly rest, begun at 21:00.
    const plan = planned('38300', 'AT', '55000', '2027-03-13T04:45:00Z');
    const waits = plan.stops.flatMap((stop) => (stop.kind === 'ban-wait' ? [[iso(stop.from), stop.rest]] : []));
    expect(waits).toContainEqual(['2027-03-18T21:00Z', 'reduced-weekly']);
    expect(auditPlan(plan)).toEqual([]);
  });
});

describe("every journey's plan over the committed data", () => {
  const destinations = Object.keys(postalPoints().countries).flatMap((country) =>
    prefixesOf(country)
      .filter((_, index, all) => index % Math.max(1, Math.floor(all.length / 4)) === 0)
      .map((prefix) => ({ country, code: `${prefix}00000`.slice(0, country === 'GB' || country === 'IE' ? 3 : 5) })),
  );
  const origins = prefixesOf('ES').map((prefix) => `${prefix}000`.slice(0, 5));
  const departureArbitrary = fc
    .integer({ min: 0, max: 680 * 96 })
    .map((quarters) => Date.parse('2026-01-01T00:00:00+01:00') + quarters * 15 * MINUTE);

  it('keeps every rule of Regulation (EC) No 561/2006 and never drives in a ban that binds it where it is, exemptions applied', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...origins),
        fc.constantFrom(...destinations),
        departureArbitrary,
        (origin, destination, departure) => {
          const found = resultJourney(
            committedPorts,
            {
              cpOrigen: origin,
              paisDestino: destination.country,
              cpDestino: destination.code,
              pesoKg: 1000,
              fechaCarga: '2026-12-01',
            },
            'en',
            now,
            new Date(departure),
          );
          if (found.journey === undefined) return;
          const { corridor, planning, plan } = found.journey;
          const { segmentBans } = planOver(corridor, departure, planning);
          expect(auditPlan(plan, (drive) => segmentBans(drive.segment, drive.from, drive.to, drive.enteredAt))).toEqual(
            [],
          );
        },
      ),
      { numRuns: 120 },
    );
  });
});
