import { transportChargeCents } from '#shared/domain/pricing/transport.ts';
import { aLane } from './tariff-builders.ts';

describe('transport charge by band', () => {
  test('a quantity is priced at the rate of the band it falls in', () => {
    // Prepare
    const lane = aLane({ minimumCharge: 0 });
    // Act
    const cents = transportChargeCents(lane, 15);
    // Assess: 1.5 m in the band up to 2 m at 250 EUR/m
    expect(cents).toBe(37_500);
  });

  test('the upper end of a band belongs to that band', () => {
    const lane = aLane({
      minimumCharge: 0,
      bands: [
        { upToLdm: 2, pricePerLdm: 250 },
        { upToLdm: 10, pricePerLdm: 249 },
      ],
    });
    expect(transportChargeCents(lane, 20)).toBe(50_000);
  });

  test('just below a band boundary the next band is charged when its smallest quantity costs less', () => {
    // 2.0 m × 250 = 500 EUR, but 2.1 m (the smallest quantity of the next band) × 200 = 420 EUR
    expect(transportChargeCents(aLane({ minimumCharge: 0 }), 20)).toBe(42_000);
    expect(transportChargeCents(aLane({ minimumCharge: 0 }), 21)).toBe(42_000);
    expect(transportChargeCents(aLane({ minimumCharge: 0 }), 22)).toBe(44_000);
  });

  test('the minimum charge applies when the band price is below it', () => {
    // 1.0 m × 300 = 300 EUR, and the break-point 1.1 m × 250 = 275 EUR, both below 320
    expect(transportChargeCents(aLane({ minimumCharge: 320 }), 10)).toBe(32_000);
  });

  test('the minimum charge does not apply when the band price is above it', () => {
    expect(transportChargeCents(aLane({ minimumCharge: 280 }), 30)).toBe(60_000);
  });

  test('a rate with cents is rounded half-up to the cent after multiplying', () => {
    const lane = aLane({ minimumCharge: 0, bands: [{ upToLdm: 10, pricePerLdm: 100.05 }] });
    // 1.5 × 100.05 = 150.075 → 150.08
    expect(transportChargeCents(lane, 15)).toBe(15_008);
  });

  test('10 m is priced in the last band', () => {
    expect(transportChargeCents(aLane({ minimumCharge: 0 }), 100)).toBe(150_000);
  });
});
