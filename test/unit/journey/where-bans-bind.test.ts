import type { PlanStop } from '#shared/domain/journey/drive-plan.ts';
import { planOver } from '#shared/domain/journey/journey.ts';
import { resultJourney } from '#shared/domain/journey/journey-result.ts';
import { auditPlan } from '#test/support/drivers-hours-audit.ts';
import { committedPlanning, committedPorts, corridorOf } from './committed-planning.ts';

const MINUTE = 60_000;
const SPEED = 65;
const at = (iso: string) => Date.parse(iso);
const waits = (stops: readonly PlanStop[]) => stops.filter((stop) => stop.kind === 'ban-wait');
const now = new Date('2026-11-28T10:00:00Z');

/** The journey of a shipment of a tonne from a departure, over the committed data. */
const journeyOf = (...args: Parameters<typeof resultJourney>) => {
  const found = resultJourney(...args);
  if (found.journey === undefined) throw new Error('a journey is expected');
  return found;
};

describe('regional bans where the corridor passes', () => {
  it('waits out Corpus Christi 2027 where the truck is about to enter a Land that keeps it, and nowhere else', () => {
    // Thursday 27 May 2027, 06:00 CEST: 100 km in Grand Est (92.31 minutes) bring the truck to Baden-Württemberg at
    // 07:32, where lorries may not drive until 22:00 (a regional holiday ban of DE-BW among others); it waits at the
    // border, resting there, and drives the 200 km (184.62 minutes) from 22:00: arrival 01:05 on 28 May.
    const departure = at('2027-05-27T06:00:00+02:00');
    const intoBadenWurttemberg = corridorOf(
      { country: 'FR', km: 100, region: 'FR-GES' },
      { country: 'DE', km: 200, region: 'DE-BW' },
    );
    const { plan } = planOver(intoBadenWurttemberg, departure, committedPlanning());
    const [wait] = waits(plan.stops);
    if (wait?.kind !== 'ban-wait') throw new Error('a wait is expected');
    expect([wait.from, wait.to, wait.country, wait.rest]).toEqual([
      departure + (100 / SPEED) * 60 * MINUTE,
      at('2027-05-27T22:00:00+02:00'),
      'FR',
      'daily',
    ]);
    expect(wait.bans.map((ban) => [ban.entry.reason, ban.entry.regions])).toEqual([
      ['Public holiday: Corpus Christi', ['DE-BW', 'DE-BY', 'DE-HE', 'DE-NW', 'DE-RP', 'DE-SL']],
    ]);
    expect(plan.arrival).toBeCloseTo(at('2027-05-27T22:00:00+02:00') + (200 / SPEED) * 60 * MINUTE, -3);
    expect(auditPlan(plan)).toEqual([]);
    // Lower Saxony keeps no Corpus Christi: the same truck drives on.
    const intoLowerSaxony = corridorOf({ country: 'NL', km: 100 }, { country: 'DE', km: 200, region: 'DE-NI' });
    expect(waits(planOver(intoLowerSaxony, departure, committedPlanning()).plan.stops)).toEqual([]);
  });

  it('places Barcelona–Munich in Baden-Württemberg and Bavaria, and so waits out Corpus Christi at the German border', () => {
    const { transito } = journeyOf(
      committedPorts,
      { cpOrigen: '08001', paisDestino: 'DE', cpDestino: '80331', pesoKg: 1000, fechaCarga: '2027-05-26' },
      'en',
      now,
      new Date('2027-05-26T08:00:00+02:00'),
    );
    expect(transito.tramos.find((stay) => stay.pais === 'DE')?.regiones?.map((part) => part.region)).toEqual([
      'DE-BW',
      'DE-BY',
    ]);
    const wait = transito.paradas.find((stop) => stop.tipo === 'espera');
    expect(wait).toMatchObject({ pais: 'FR', descanso: 'diario' });
    expect(wait?.restricciones?.map((ban) => [ban.pais, ban.alcance, ban.motivo])).toEqual([
      ['DE', 'regional', 'Public holiday: Corpus Christi'],
    ]);
    expect(Date.parse(wait?.hasta ?? '')).toBeGreaterThanOrEqual(at('2027-05-27T22:00:00+02:00'));
  });
});

describe('road bans where the corridor passes', () => {
  // Saturday 22 August 2026: the A4 Schwechat–Nickelsdorf summer Saturday ban, 08:00-15:00 (in AT-1, AT-3, AT-9).
  const departure = at('2026-08-22T07:00:00+02:00');

  it('waits out a road ban on a road the corridor uses, in a region where the road lies', () => {
    const onTheA4 = corridorOf({ country: 'AT', km: 200, region: 'AT-3', roads: ['A1', 'A21', 'S1', 'A4'] });
    const { plan } = planOver(onTheA4, departure, committedPlanning());
    // The A4 ban runs into Austria's Saturday ban from 15:00 and its Sunday ban: one wait from 08:00, the A4 ban first
    // (the night ban does not bind this low-noise lorry in Lower Austria).
    const [wait] = waits(plan.stops);
    if (wait?.kind !== 'ban-wait') throw new Error('a wait is expected');
    expect(wait.from).toBe(at('2026-08-22T08:00:00+02:00'));
    expect(wait.bans.map((ban) => [ban.entry.roads, ban.entry.startsAt])).toEqual([
      [['A4'], '2026-08-22T08:00:00+02:00'],
      [undefined, '2026-08-22T15:00:00+02:00'],
      [undefined, '2026-08-23T00:00:00+02:00'],
    ]);
  });

  it('drives on where the corridor takes other roads, or lies in other regions, and does not wait where it cannot tell', () => {
    for (const stretch of [
      { country: 'AT', km: 200, region: 'AT-3', roads: ['A1'] },
      { country: 'AT', km: 200, region: 'AT-4' },
      { country: 'AT', km: 200, region: 'AT-3' },
    ]) {
      const { plan } = planOver(corridorOf(stretch), departure, committedPlanning());
      expect(waits(plan.stops)).toEqual([]);
    }
  });

  it('does not list the Île-de-France motorway bans on Zaragoza–Munich, which does not pass Île-de-France', () => {
    // Friday 4 December 2026: the truck drives in France from the afternoon, while the Île-de-France sections leaving
    // Paris are banned 16:00-21:00.
    const { transito } = journeyOf(
      committedPorts,
      { cpOrigen: '50001', paisDestino: 'DE', cpDestino: '80331', pesoKg: 1000, fechaCarga: '2026-12-04' },
      'en',
      now,
      new Date('2026-12-04T08:00:00+01:00'),
    );
    expect(transito.tramos.find((stay) => stay.pais === 'FR')?.regiones?.map((part) => part.region)).not.toContain(
      'FR-IDF',
    );
    expect(transito.restriccionesSinEspera.filter((ban) => ban.regiones?.includes('FR-IDF'))).toEqual([]);
  });

  it('lists them, saying that its roads there are not known, on Bilbao–Lille, which crosses Île-de-France', () => {
    const { transito } = journeyOf(
      committedPorts,
      { cpOrigen: '48001', paisDestino: 'FR', cpDestino: '59000', pesoKg: 1000, fechaCarga: '2026-12-04' },
      'en',
      now,
      new Date('2026-12-04T08:00:00+01:00'),
    );
    expect(transito.tramos.find((stay) => stay.pais === 'FR')?.regiones?.map((part) => part.region)).toContain(
      'FR-IDF',
    );
    const listed = transito.restriccionesSinEspera.filter((ban) => ban.regiones?.includes('FR-IDF'));
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((ban) => ban.desconocido === 'carreteras')).toBe(true);
  });
});
