import { dieselWeeklyFigures } from '#data/fuel/index.ts';
import { tariff as sampleTariff } from '#data/tariffs/index.ts';
import { PriceUnavailableError } from '#shared/domain/errors.ts';
import { FuelPriceStaleError, NoValidTariffError } from '#shared/domain/pricing/errors.ts';
import { type PricingContext, priceShipment } from '#shared/domain/pricing/price-shipment.ts';
import { aFuelFigure, aShipment, aTariff } from './tariff-builders.ts';

const aContext = (overrides: Partial<PricingContext> = {}): PricingContext => ({
  tariff: aTariff(),
  fuelFigures: [aFuelFigure({ week: '2026-W46', pricePerLitre: 1.65, publishedOn: '2026-11-16' })],
  now: new Date('2026-11-22T10:00:00Z'),
  fuelMaxAgeDays: 21,
  ...overrides,
});

describe('priceShipment', () => {
  test('a covered shipment gets transport, fuel surcharge and total', () => {
    // Act: 1.5 m Barcelona → Milan at 250 EUR/m = 375 EUR; fuel 375 × 0.3 × 0.15 / 1.5 = 11.25
    const result = priceShipment(aShipment({ ldm: 1.5, pesoKg: 800 }), aContext());
    // Assess
    expect(result).toMatchObject({
      estado: 'estimacion',
      moneda: 'EUR',
      transporte: 375,
      gasoleo: 11.25,
      total: 386.25,
      gasoleoProvisional: true,
      semanaGasoleo: '2026-W46',
      ldmDeclarado: 1.5,
      ldmFacturable: 1.5,
      motivoLdm: null,
    });
  });

  test('when the weight decides, the result says why and bills the weight metres', () => {
    const result = priceShipment(aShipment({ ldm: 2, pesoKg: 5000 }), aContext());
    expect(result).toMatchObject({
      ldmFacturable: 2.9,
      motivoLdm: { decidedBy: 'weight', pesoKg: 5000, ldmDeclarado: 2, ldmFacturable: 2.9 },
    });
  });

  test('the minimum charge of the lane applies to a small shipment', () => {
    const result = priceShipment(aShipment({ ldm: 0.4, pesoKg: 200 }), aContext());
    expect(result).toMatchObject({ estado: 'estimacion', transporte: 280, ldmFacturable: 1 });
    expect(result.motivoLdm).toMatchObject({ decidedBy: 'minimum', minimumBillableMetres: 1 });
  });

  test('the destination zone of the postal code picks the lane', () => {
    const rome = priceShipment(aShipment({ cpDestino: '00184', ldm: 0.4, pesoKg: 200 }), aContext());
    expect(rome).toMatchObject({ estado: 'estimacion', transporte: 350 });
  });

  test('a destination in no zone is manual review without any amount', () => {
    // Act
    const result = priceShipment(aShipment({ paisDestino: 'DE', cpDestino: '80331' }), aContext());
    // Assess
    expect(result).toMatchObject({ estado: 'revision_manual', reason: 'destination-not-covered', ldmFacturable: 2 });
    expect(result).not.toHaveProperty('total');
    expect(result).not.toHaveProperty('transporte');
  });

  test('a pair of zones without a lane is manual review', () => {
    expect(priceShipment(aShipment({ paisDestino: 'FR', cpDestino: '75008' }), aContext())).toMatchObject({
      estado: 'revision_manual',
      reason: 'lane-not-covered',
    });
    expect(priceShipment(aShipment({ cpOrigen: '07001' }), aContext())).toMatchObject({
      estado: 'revision_manual',
      reason: 'lane-not-covered',
    });
  });

  test('an origin postal code of no province is manual review', () => {
    expect(priceShipment(aShipment({ cpOrigen: '99001' }), aContext())).toMatchObject({
      estado: 'revision_manual',
      reason: 'origin-not-covered',
    });
  });

  test('more than 10 billable metres is manual review, even on a covered lane', () => {
    const result = priceShipment(aShipment({ ldm: 9, pesoKg: 24_000 }), aContext());
    expect(result).toMatchObject({ estado: 'revision_manual', reason: 'over-10-ldm', ldmFacturable: 13.8 });
  });

  test('manual review needs no fuel figure, so a stale one does not block it', () => {
    const result = priceShipment(aShipment({ paisDestino: 'DE', cpDestino: '80331' }), aContext({ fuelFigures: [] }));
    expect(result.estado).toBe('revision_manual');
  });

  test('a loading date without a tariff version is no current price', () => {
    // Act
    const price = () => priceShipment(aShipment({ fechaCarga: '2027-01-04' }), aContext());
    // Assess
    expect(price).toThrow(NoValidTariffError);
    expect(price).toThrow(PriceUnavailableError);
  });

  test('a stale diesel figure is no current price', () => {
    const context = aContext({ now: new Date('2026-12-20T10:00:00Z') });
    expect(() => priceShipment(aShipment({ fechaCarga: '2026-12-21' }), context)).toThrow(FuelPriceStaleError);
  });

  test('diesel cheaper than the reference lowers the total', () => {
    const context = aContext({ fuelFigures: [aFuelFigure({ pricePerLitre: 1.35 })] });
    const result = priceShipment(aShipment({ ldm: 1.5, pesoKg: 800 }), context);
    expect(result).toMatchObject({ transporte: 375, gasoleo: -11.25, total: 363.75 });
  });
});

describe('priceShipment with the sample tariff', () => {
  const context: PricingContext = {
    tariff: sampleTariff,
    fuelFigures: dieselWeeklyFigures,
    now: new Date('2026-11-22T10:00:00Z'),
    fuelMaxAgeDays: 21,
  };

  test('2 m Barcelona → Milan costs a plausible 450 to 650 EUR all-in', () => {
    const result = priceShipment(aShipment({ ldm: 2, pesoKg: 1500 }), context);
    expect(result.estado).toBe('estimacion');
    if (result.estado !== 'estimacion') return;
    expect(result.total).toBeGreaterThanOrEqual(450);
    expect(result.total).toBeLessThanOrEqual(650);
    expect(result.trace).toMatchObject({ tariffVersion: '2026', originZone: 'ES-NE', destinationZone: 'IT-N' });
  });

  test('a loading date in 2027 is priced with the 2027 version', () => {
    const later = {
      ...context,
      now: new Date('2027-01-05T10:00:00Z'),
      fuelFigures: [{ week: '2026-W53', pricePerLitre: 1.47, publishedOn: '2027-01-04' }],
    };
    const result = priceShipment(aShipment({ fechaCarga: '2027-01-07' }), later);
    expect(result.trace.tariffVersion).toBe('2027');
  });

  test('shipments from the islands or to Corsica are manual review', () => {
    expect(priceShipment(aShipment({ cpOrigen: '07001' }), context).estado).toBe('revision_manual');
    expect(priceShipment(aShipment({ paisDestino: 'FR', cpDestino: '20000' }), context).estado).toBe('revision_manual');
  });
});
