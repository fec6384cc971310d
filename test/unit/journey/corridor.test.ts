import { type Corridor, corridorsBetween, type LaneJourney } from '#shared/domain/journey/corridor.ts';
import { greatCircleKm, locate } from '#shared/domain/journey/geography.ts';
import type { Corridors } from '#shared/domain/journey/journey-data.schema.ts';
import { BARCELONA, FREJUS, LE_PERTHUS, MILAN, testCorridors, testPoints, VENTIMIGLIA } from './journey-builders.ts';

const CIRCUITY = 1.3;

/** The shortest way the data gives, or why there is none. */
const shortest = (
  corridors: Corridors,
  origin: Parameters<typeof corridorsBetween>[1],
  destination: Parameters<typeof corridorsBetween>[2],
  lane: LaneJourney = {},
) => {
  const found = corridorsBetween(corridors, origin, destination, {
    circuity: { default: CIRCUITY, countries: {} },
    lane,
  });
  return Array.isArray(found) ? (found[0] as Corridor) : found;
};
const isCorridor = (value: ReturnType<typeof shortest>): value is Corridor => 'segments' in value;

describe('locating a postal code', () => {
  it('takes the longest prefix of the table the code starts with', () => {
    expect(locate(testPoints(), 'IT', '20121')).toEqual({
      country: 'IT',
      postalCode: '20121',
      point: [...MILAN],
      prefix: '20',
      known: true,
    });
  });

  it("falls back to the country's reference point for a code outside the table", () => {
    expect(locate(testPoints(), 'IT', '90100')).toEqual({
      country: 'IT',
      postalCode: '90100',
      point: [41.9028, 12.4964],
      prefix: undefined,
      known: false,
    });
  });

  it('knows no point in a country the table does not hold', () => {
    expect(locate(testPoints(), 'JP', '100-0001')).toBeUndefined();
  });
});

describe('the great-circle distance', () => {
  it('is about 725 km from Barcelona to Milan (haversine on a 6,371 km sphere)', () => {
    expect(greatCircleKm(BARCELONA, MILAN)).toBeCloseTo(725, -1);
  });

  it('is zero from a point to itself and the same both ways', () => {
    expect(greatCircleKm(MILAN, MILAN)).toBe(0);
    expect(greatCircleKm(MILAN, BARCELONA)).toBeCloseTo(greatCircleKm(BARCELONA, MILAN), 9);
  });
});

describe('the corridor from Spain', () => {
  const barcelona = locate(testPoints(), 'ES', '08001');
  const milan = locate(testPoints(), 'IT', '20121');
  if (barcelona === undefined || milan === undefined) throw new Error('test points');

  it('takes the crossings of the shortest distance, each leg the great circle times the circuity factor', () => {
    const corridor = shortest(testCorridors(), barcelona, milan);
    if (!isCorridor(corridor)) throw new Error(`no corridor: ${corridor.reason}`);
    // Barcelona -> Le Perthus in Spain, Le Perthus -> a French-Italian crossing in France, that crossing -> Milan.
    const via = (crossing: readonly [number, number]) =>
      (greatCircleKm(BARCELONA, LE_PERTHUS) + greatCircleKm(LE_PERTHUS, crossing) + greatCircleKm(crossing, MILAN)) *
      CIRCUITY;
    const [viaVentimiglia, viaFrejus] = [via(VENTIMIGLIA), via(FREJUS)];
    expect(Math.min(viaVentimiglia, viaFrejus)).toBe(corridor.roadKm);
    const chosen = viaVentimiglia < viaFrejus ? 'Menton / Ventimiglia' : 'Fréjus tunnel';
    expect(corridor.countries).toEqual(['ES', 'FR', 'IT']);
    expect(corridor.passages.map((passage) => passage.crossing.id)).toEqual([
      'le-perthus',
      chosen === 'Fréjus tunnel' ? 'frejus' : 'ventimiglia',
    ]);
    const crossing = chosen === 'Fréjus tunnel' ? FREJUS : VENTIMIGLIA;
    expect(corridor.segments).toEqual([
      { kind: 'road', country: 'ES', km: greatCircleKm(BARCELONA, LE_PERTHUS) * CIRCUITY },
      { kind: 'road', country: 'FR', km: greatCircleKm(LE_PERTHUS, crossing) * CIRCUITY },
      { kind: 'road', country: 'IT', km: greatCircleKm(crossing, MILAN) * CIRCUITY },
    ]);
  });

  it('gives the operator the last word: fixed crossings, then a fixed distance shared out by country', () => {
    const fixed = shortest(testCorridors(), barcelona, milan, {
      crossings: ['le-perthus', 'frejus'],
      distanceKm: 1000,
    });
    if (!isCorridor(fixed)) throw new Error('no corridor');
    expect(fixed.passages.map((passage) => passage.crossing.id)).toEqual(['le-perthus', 'frejus']);
    expect(fixed.roadKm).toBe(1000);
    expect(fixed.segments.reduce((sum, segment) => sum + (segment.kind === 'road' ? segment.km : 0), 0)).toBeCloseTo(
      1000,
      9,
    );
    expect(fixed.fixedByOperator).toBe(true);
  });

  it('boards the ferry from an island origin and never draws a road across the sea', () => {
    const palma = locate(testPoints(), 'ES', '07001');
    if (palma === undefined) throw new Error('test points');
    const corridor = shortest(testCorridors(), palma, milan);
    if (!isCorridor(corridor)) throw new Error('no corridor');
    expect(corridor.segments[0]).toMatchObject({ kind: 'sea', board: 'Palma', land: 'Barcelona' });
    expect(corridor.seaKm).toBe(200);
    // Palma's point is the port: nothing is driven before boarding, and the road starts in Barcelona.
    expect(corridor.segments[1]).toEqual({
      kind: 'road',
      country: 'ES',
      km: greatCircleKm(BARCELONA, LE_PERTHUS) * CIRCUITY,
    });
  });

  it('leaves the journey out, with the reason, where the data has no way', () => {
    const paris = locate(testPoints(), 'FR', '75001');
    if (paris === undefined) throw new Error('test points');
    const corridors = { ...testCorridors(), islands: [{ ...testCorridors().islands[0], via: [] } as never] };
    const palma = locate(testPoints(), 'ES', '07001');
    if (palma === undefined) throw new Error('test points');
    expect(shortest(corridors, palma, paris)).toEqual({
      reason: 'no-sea-crossing',
      island: 'Balearic Islands',
    });
    const { IT: _it, ...withoutItaly } = testCorridors().routes;
    expect(shortest({ ...testCorridors(), routes: withoutItaly }, barcelona, milan)).toEqual({
      reason: 'no-route',
      country: 'IT',
    });
  });
});
