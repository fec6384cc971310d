import fc from 'fast-check';
import { emissionFactors } from '#data/journey/index.ts';
import { journeyTextsFile } from '#data/journey/texts.ts';
import type { Corridor, Segment } from '#shared/domain/journey/corridor.ts';
import { type ChainInput, isTransport, transportChain } from '#shared/domain/journey/emissions.ts';
import { greatCircleKm, locate } from '#shared/domain/journey/geography.ts';
import type { PostalPoints, SeaCrossing } from '#shared/domain/journey/journey-data.schema.ts';
import { emisionesOf } from '#shared/domain/journey/journey-view.ts';
import { BARCELONA, MILAN, testCorridors, testFactors, testPoints } from './journey-builders.ts';

const CIRCUITY = 1.3;
/** Hubs a few kilometres from the customers: Barcelona's Zona Franca and Segrate, east of Milan. */
const BARCELONA_HUB = [41.3417, 2.1417] as const;
const MILAN_HUB = [45.4875, 9.2958] as const;

const points = (): PostalPoints => {
  const base = testPoints();
  return {
    ...base,
    countries: {
      ...base.countries,
      ES: { ...base.countries.ES, prefixes: { ...base.countries.ES?.prefixes, '0804': [...BARCELONA_HUB] } } as never,
      IT: { ...base.countries.IT, prefixes: { '20': [...MILAN], '2009': [...MILAN_HUB] } } as never,
    },
  } as PostalPoints;
};

const road = (country: string, km: number): Segment => ({ kind: 'road', country, km });
const ferry = (overrides: Partial<SeaCrossing> = {}): Segment => {
  const crossing = { ...(testCorridors().seaCrossings[0] as SeaCrossing), km: 224, ...overrides };
  return { kind: 'sea', crossing, board: crossing.from.name, land: crossing.to.name, checkInMinutes: 120 };
};

const corridorOf = (segments: readonly Segment[]): Corridor => ({
  countries: ['ES', 'FR', 'IT'],
  passages: [],
  segments,
  roadKm: segments.reduce((sum, segment) => sum + (segment.kind === 'road' ? segment.km : 0), 0),
  straightKm: 0,
  seaKm: 0,
  fixedByOperator: false,
});

/** Barcelona to Milan by La Jonquera and Ventimiglia: 150 + 500 + 336 = 986 km of road. */
const BARCELONA_MILAN = corridorOf([road('ES', 150), road('FR', 500), road('IT', 336)]);

const chain = (overrides: Partial<ChainInput> = {}) => {
  const table = points();
  return transportChain({
    factors: emissionFactors(),
    points: table,
    corridor: BARCELONA_MILAN,
    origin: locate(table, 'ES', '08001') as never,
    destination: locate(table, 'IT', '20121') as never,
    tonnes: 1,
    circuity: { default: CIRCUITY, countries: {} },
    operator: { originHub: '08040', destinationHub: '20090' },
    ...overrides,
  });
};

const texts = () => journeyTextsFile().assumptions.en;

describe('the transport chain of a groupage shipment (ISO 14083, GLEC v3)', () => {
  test('1 t Barcelona–Milan, element by element, adds up to the total', () => {
    const emissions = chain();
    const collectionKm = greatCircleKm(BARCELONA, BARCELONA_HUB) * CIRCUITY;
    const deliveryKm = greatCircleKm(MILAN_HUB, MILAN) * CIRCUITY;

    expect(emissions.elements.map((element) => element.kind)).toEqual([
      'collection',
      'origin-hub',
      'trunk',
      'destination-hub',
      'delivery',
    ]);
    const [collection, originHub, trunk, destinationHub, delivery] = emissions.elements;
    // Rigid truck 7.5-17 t (DESNZ 2025): 1 t × km × (0.36362 TTW + 0.09246 WTT) kg CO2e per t-km.
    expect(collection).toMatchObject({ km: collectionKm, tonnes: 1, capped: false });
    expect(collection?.kg).toBeCloseTo(collectionKm * 1 * (0.36362 + 0.09246), 9);
    // Transshipment hub (GLEC v3 Module 2): 1 t × 0.6 kg CO2e per t, at each end.
    expect([originHub?.kg, destinationHub?.kg]).toEqual([0.6, 0.6]);
    // Groupage trunk (GLEC v3 Module 5): 986 km × 1 t × (0.062 + 0.020) = 80.852 kg.
    expect(trunk?.kg).toBeCloseTo(986 * 1 * 0.082, 9);
    expect(delivery?.kg).toBeCloseTo(deliveryKm * 1 * (0.36362 + 0.09246), 9);

    const emisiones = emisionesOf(emissions, 'en', texts());
    const byElement = emisiones.elementos.map((elemento) => elemento.co2eKg);
    expect(byElement[2]).toBe(80.85);
    expect(emisiones.co2eKg).toBeCloseTo(
      byElement.reduce((sum, value) => sum + value, 0),
      9,
    );
    expect(emisiones.co2eKg).toBeCloseTo(emisiones.co2eTtwKg + emisiones.co2eWttKg + emisiones.co2eSinDesgloseKg, 9);
    expect(emisiones.co2eSinDesgloseKg).toBe(1.2);
    expect(emisiones.elementos[2]).toMatchObject({
      tipo: 'troncal',
      km: 986,
      toneladas: 1,
      intensidad: { ttw: 0.062, wtt: 0.02, wtw: 0.082, unidad: 'kg CO2e/t-km' },
      co2eTtwKg: 61.13,
      co2eWttKg: 19.72,
      datos: 'por defecto',
      topeVehiculo: false,
    });
  });

  test('a full truck load is capped at the whole vehicle: 24 t count as the 15 t the groupage truck carries', () => {
    const [collection, originHub, trunk] = chain({ tonnes: 24 }).elements;

    // The whole truck over 986 km: 986 × 15 t × 0.082 = 1,212.78 kg; 24 t would have been 1,940.45 kg.
    expect(trunk).toMatchObject({ tonnes: 15, capped: true });
    expect(trunk?.kg).toBeCloseTo(986 * 15 * 0.082, 6);
    expect(trunk && isTransport(trunk) && trunk.vehicleKg).toBeCloseTo(1212.78, 6);
    // The rigid truck of the round: 0.60501 + 0.14453 kg per km, so at most 0.74954 / 0.45608 = 1.643 t.
    expect(collection && isTransport(collection) && collection.kg).toBeCloseTo(
      (collection as { km: number }).km * (0.60501 + 0.14453),
      9,
    );
    // A hub counts every tonne handled.
    expect(originHub?.kg).toBeCloseTo(24 * 0.6, 9);
  });

  test('an island journey has its ferry element, by vessel type, with the truck on board', () => {
    const corridor = corridorOf([road('ES', 3), ferry(), road('ES', 150), road('FR', 500), road('IT', 336)]);
    const emissions = chain({ corridor });

    expect(emissions.elements.map((element) => element.kind)).toEqual([
      'collection',
      'origin-hub',
      'trunk',
      'sea',
      'trunk',
      'destination-hub',
      'delivery',
    ]);
    const sea = emissions.elements[3];
    // Ro-pax 20,000 GT+ (GLEC v3 Table 14): 0.0835 + 0.0132 per gross t-km; 1 t of a 15 t load on a 29 t truck:
    // 224 km × (1 / 15 × 29) t × 0.0967 = 41.88 kg.
    expect(sea).toMatchObject({ vessel: 'ro-pax', km: 224 });
    expect(sea?.tonnes).toBeCloseTo((1 / 15) * 29, 9);
    expect(sea?.kg).toBeCloseTo(224 * (29 / 15) * 0.0967, 9);

    const roro = chain({ corridor: corridorOf([ferry({ vessel: 'ro-ro' }), road('ES', 10)]) }).elements[2];
    // Ro-ro 10,000-14,999 dwt (GLEC v3 Table 15): 224 × 29 / 15 × (0.032 + 0.005).
    expect(roro?.kg).toBeCloseTo(224 * (29 / 15) * 0.037, 9);
  });

  test("the operator's primary data wins for the trunk and the hubs, and is said to be primary", () => {
    const operator = {
      fleet: { ttwKgPerTkm: 0.05, wttKgPerTkm: 0.015, loadTonnes: 12, basis: '2025 trunk fleet, fuel cards' },
      hub: { kgPerTonne: 1.1, basis: '2025 meter readings, three hubs' },
      originHub: '08040',
      destinationHub: '20090',
    };
    const emissions = chain({ operator, tonnes: 20 });
    const [, originHub, trunk] = emissions.elements;

    // 986 km × 12 t (the operator's load bounds the share) × 0.065 = 769.08 kg.
    expect(trunk).toMatchObject({ tonnes: 12, capped: true, data: 'primary' });
    expect(trunk?.kg).toBeCloseTo(986 * 12 * 0.065, 9);
    expect(originHub).toMatchObject({ kg: 20 * 1.1, data: 'primary' });

    const emisiones = emisionesOf(emissions, 'en', texts());
    expect(emisiones.factor).toEqual({
      vehiculo: 'Articulated truck up to 40 t, groupage, ambient',
      ttwKgPorTkm: 0.05,
      wttKgPorTkm: 0.015,
      wtwKgPorTkm: 0.065,
      fuente: "Operator's primary data: 2025 trunk fleet, fuel cards",
      datos: 'primarios',
    });
    expect(emisiones.elementos.map((elemento) => elemento.datos)).toEqual([
      'por defecto',
      'primarios',
      'primarios',
      'primarios',
      'por defecto',
    ]);
  });

  test('without a hub stated by the operator, a round runs to the reference point of the postal area', () => {
    const emissions = chain({ operator: undefined });

    // 08001 and its area, 08, share a point here: the round is 0 km, and the assumptions say which point was taken.
    expect(emissions.origin).toMatchObject({ declared: false, name: '08', point: [...BARCELONA] });
    expect(emissions.elements[0]).toMatchObject({ kind: 'collection', km: 0, kg: 0 });
  });
});

describe('the transport chain, for random lanes and loads', () => {
  const segment = fc.oneof(
    fc
      .record({ country: fc.constantFrom('ES', 'FR', 'IT', 'DE'), km: fc.double({ min: 1, max: 900, noNaN: true }) })
      .map(({ country, km }) => road(country, km)),
    fc
      .record({
        km: fc.double({ min: 5, max: 1500, noNaN: true }),
        vessel: fc.constantFrom<'ro-pax' | 'ro-ro'>('ro-pax', 'ro-ro'),
      })
      .map(({ km, vessel }) => ferry({ km, vessel })),
  );
  const fleet = fc.option(
    fc.record({
      ttwKgPerTkm: fc.double({ min: 0.01, max: 0.3, noNaN: true }),
      wttKgPerTkm: fc.double({ min: 0.001, max: 0.1, noNaN: true }),
      loadTonnes: fc.double({ min: 1, max: 30, noNaN: true }),
      basis: fc.constant('measured'),
    }),
    { nil: undefined },
  );

  test('the elements add up to the total, and none exceeds the whole vehicle it travels in', () => {
    fc.assert(
      fc.property(
        fc.array(segment, { minLength: 1, maxLength: 6 }),
        fc.double({ min: 0.01, max: 40, noNaN: true }),
        fleet,
        fc.boolean(),
        (segments, tonnes, operatorFleet, useTestFactors) => {
          const emissions = chain({
            corridor: corridorOf(segments),
            tonnes,
            factors: useTestFactors ? testFactors() : emissionFactors(),
            operator: operatorFleet === undefined ? undefined : { fleet: operatorFleet },
          });
          for (const element of emissions.elements) {
            if (!isTransport(element)) continue;
            expect(element.kg).toBeLessThanOrEqual(element.vehicleKg * (1 + 1e-12));
            expect(element.kg).toBeCloseTo(element.ttwKg + element.wttKg, 9);
          }
          const emisiones = emisionesOf(emissions, 'en', texts());
          const total = emisiones.elementos.reduce((sum, elemento) => sum + elemento.co2eKg, 0);
          expect(Math.abs(emisiones.co2eKg - total)).toBeLessThan(1e-9);
          for (const elemento of emisiones.elementos) {
            if (elemento.vehiculoCo2eKg !== null) {
              expect(elemento.co2eKg).toBeLessThanOrEqual(elemento.vehiculoCo2eKg);
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
