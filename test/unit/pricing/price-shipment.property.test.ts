import fc from 'fast-check';
import { tariff as sampleTariff } from '#data/tariffs/index.ts';
import { type PricingContext, priceShipment, type ShipmentPrice } from '#shared/domain/pricing/price-shipment.ts';
import type { Lane } from '#shared/domain/pricing/tariff.schema.ts';
import { aFuelFigure, aLane, aShipment, aTariff, aTariffVersion } from './tariff-builders.ts';

const cents = (eur: number) => Math.round(eur * 100);

const sampleVersion = sampleTariff.versions[0];
if (!sampleVersion) throw new Error('the sample tariff has no versions');

/** A priced origin/destination pair of the sample tariff, as postal codes. */
const sampleRoute = fc.constantFrom(
  ...sampleVersion.lanes.flatMap((lane) => {
    const origin = sampleVersion.originZones.find((zone) => zone.id === lane.origin);
    const destination = sampleVersion.destinationZones.find((zone) => zone.id === lane.destination);
    if (!origin || !destination) return [];
    const prefix = destination.postalPrefixes[0] ?? '';
    return [
      {
        cpOrigen: `${origin.provinces[0]}001`,
        paisDestino: destination.country,
        cpDestino: `${prefix}12345`.slice(0, 5),
      },
    ];
  }),
);

const metres = fc.integer({ min: 1, max: 1000 }).map((hundredths) => hundredths / 100);
const weight = fc.double({ min: 1, max: 24_000, noNaN: true });
const dieselPrice = fc.double({ min: 0.5, max: 2.5, noNaN: true });

/** Arbitrary lanes: any band boundaries ending at 10 m, any rates (rising or falling), any minimum charge. */
const anyLane: fc.Arbitrary<Lane> = fc
  .record({
    boundaries: fc.uniqueArray(fc.integer({ min: 1, max: 99 }), { maxLength: 6 }),
    rates: fc.array(fc.integer({ min: 100, max: 100_000 }), { minLength: 7, maxLength: 7 }),
    minimumCharge: fc.integer({ min: 0, max: 100_000 }),
  })
  .map(({ boundaries, rates, minimumCharge }) =>
    aLane({
      minimumCharge: minimumCharge / 100,
      bands: [...boundaries.sort((a, b) => a - b), 100].map((tenths, i) => ({
        upToLdm: tenths / 10,
        pricePerLdm: (rates[i] ?? 100) / 100,
      })),
    }),
  );

const contextWith = (lane: Lane, pricePerLitre: number, share = 0.3): PricingContext => ({
  tariff: aTariff([aTariffVersion({ lanes: [lane], fuel: { share, referencePrice: 1.45 } })]),
  fuelFigures: [aFuelFigure({ pricePerLitre })],
  now: new Date('2026-11-22T10:00:00Z'),
  fuelMaxAgeDays: 21,
});

const sampleContext = (pricePerLitre: number): PricingContext => ({
  tariff: sampleTariff,
  fuelFigures: [aFuelFigure({ pricePerLitre })],
  now: new Date('2026-11-22T10:00:00Z'),
  fuelMaxAgeDays: 21,
});

const amountsOf = (result: ShipmentPrice) =>
  result.estado === 'estimacion'
    ? { transporte: result.transporte, gasoleo: result.gasoleo, total: result.total }
    : undefined;

describe('pricing properties', () => {
  test('on an arbitrary lane the total never falls as declared metres grow', () => {
    fc.assert(
      fc.property(anyLane, metres, metres, weight, dieselPrice, (lane, a, b, pesoKg, diesel) => {
        // Prepare
        const context = contextWith(lane, diesel);
        const [small, large] = a <= b ? [a, b] : [b, a];
        // Act
        const lower = amountsOf(priceShipment(aShipment({ ldm: small, pesoKg }), context));
        const higher = amountsOf(priceShipment(aShipment({ ldm: large, pesoKg }), context));
        // Assess: above 10 m is manual review, which has no amount to compare
        if (lower && higher) {
          expect(cents(higher.transporte)).toBeGreaterThanOrEqual(cents(lower.transporte));
          expect(cents(higher.total)).toBeGreaterThanOrEqual(cents(lower.total));
        }
      }),
      { numRuns: 500 },
    );
  });

  test('on the sample tariff the total never falls as the weight grows', () => {
    fc.assert(
      fc.property(sampleRoute, metres, weight, weight, dieselPrice, (route, ldm, a, b, diesel) => {
        const context = sampleContext(diesel);
        const [light, heavy] = a <= b ? [a, b] : [b, a];
        const lower = amountsOf(priceShipment(aShipment({ ...route, ldm, pesoKg: light }), context));
        const higher = amountsOf(priceShipment(aShipment({ ...route, ldm, pesoKg: heavy }), context));
        if (lower && higher) expect(cents(higher.total)).toBeGreaterThanOrEqual(cents(lower.total));
      }),
      { numRuns: 500 },
    );
  });

  test('on the sample tariff the total never falls as declared metres grow', () => {
    fc.assert(
      fc.property(sampleRoute, metres, metres, weight, dieselPrice, (route, a, b, pesoKg, diesel) => {
        const context = sampleContext(diesel);
        const [small, large] = a <= b ? [a, b] : [b, a];
        const lower = amountsOf(priceShipment(aShipment({ ...route, ldm: small, pesoKg }), context));
        const higher = amountsOf(priceShipment(aShipment({ ...route, ldm: large, pesoKg }), context));
        if (lower && higher) expect(cents(higher.total)).toBeGreaterThanOrEqual(cents(lower.total));
      }),
      { numRuns: 500 },
    );
  });

  test('amounts are whole cents, the total is transport plus fuel to the cent and never negative', () => {
    fc.assert(
      fc.property(
        anyLane,
        metres,
        weight,
        fc.double({ min: 0.0001, max: 3, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (lane, ldm, pesoKg, diesel, share) => {
          const amounts = amountsOf(priceShipment(aShipment({ ldm, pesoKg }), contextWith(lane, diesel, share)));
          if (!amounts) return;
          for (const amount of Object.values(amounts))
            expect(Math.abs(amount * 100 - cents(amount))).toBeLessThan(1e-6);
          expect(cents(amounts.total)).toBe(cents(amounts.transporte) + cents(amounts.gasoleo));
          expect(amounts.total).toBeGreaterThanOrEqual(0);
          expect(amounts.transporte).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
