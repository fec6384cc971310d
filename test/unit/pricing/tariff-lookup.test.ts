import { NoValidTariffError } from '#shared/domain/pricing/errors.ts';
import {
  findLane,
  findTariffVersion,
  resolveDestinationZone,
  resolveOriginZone,
} from '#shared/domain/pricing/tariff-lookup.ts';
import { aTariff, aTariffVersion } from './tariff-builders.ts';

describe('tariff version by loading date', () => {
  const tariff = aTariff([
    aTariffVersion({ id: '2026', validFrom: '2026-01-01', validTo: '2026-12-31' }),
    aTariffVersion({ id: '2027', validFrom: '2027-01-01', validTo: undefined }),
  ]);

  test('the first and the last day of a validity period belong to it', () => {
    expect(findTariffVersion(tariff, '2026-01-01').id).toBe('2026');
    expect(findTariffVersion(tariff, '2026-12-31').id).toBe('2026');
    expect(findTariffVersion(tariff, '2027-01-01').id).toBe('2027');
  });

  test('an open-ended version covers any later date', () => {
    expect(findTariffVersion(tariff, '2031-06-30').id).toBe('2027');
  });

  test('a date before every version has no tariff', () => {
    // Act
    const find = () => findTariffVersion(tariff, '2025-12-31');
    // Assess
    expect(find).toThrow(NoValidTariffError);
    expect(find).toThrow('2025-12-31');
  });

  test('a gap between versions has no tariff and asks to retry later', () => {
    // Prepare
    const gapped = aTariff([aTariffVersion({ validFrom: '2026-01-01', validTo: '2026-06-30' })]);
    // Act
    let error: unknown;
    try {
      findTariffVersion(gapped, '2026-07-01');
    } catch (caught) {
      error = caught;
    }
    // Assess
    expect(error).toBeInstanceOf(NoValidTariffError);
    expect(error).toMatchObject({ name: 'NoValidTariffError', loadingDate: '2026-07-01' });
    expect((error as NoValidTariffError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
  });
});

describe('zones', () => {
  const version = aTariffVersion();

  test('the origin zone follows the province, the first two digits of the postal code', () => {
    expect(resolveOriginZone(version, '08001')?.id).toBe('ES-MAIN');
    expect(resolveOriginZone(version, '07001')?.id).toBe('ES-IS');
    expect(resolveOriginZone(version, '52001')?.id).toBe('ES-MAIN');
  });

  test('a postal code of no Spanish province has no origin zone', () => {
    expect(resolveOriginZone(version, '53001')).toBeUndefined();
    expect(resolveOriginZone(version, '00001')).toBeUndefined();
  });

  test('a destination prefix wins over the whole-country zone', () => {
    expect(resolveDestinationZone(version, 'IT', '20121')?.id).toBe('IT-N');
    expect(resolveDestinationZone(version, 'IT', '00184')?.id).toBe('IT');
  });

  test('the longest matching prefix wins', () => {
    // Prepare
    const nested = aTariffVersion({
      destinationZones: [
        { id: 'FR-IDF', name: 'IDF', country: 'FR', postalPrefixes: ['7'] },
        { id: 'FR-PARIS', name: 'Paris', country: 'FR', postalPrefixes: ['75'] },
        { id: 'IT-N', name: 'Italia norte', country: 'IT', postalPrefixes: [] },
      ],
      lanes: [],
    });
    // Act / Assess
    expect(resolveDestinationZone(nested, 'FR', '75008')?.id).toBe('FR-PARIS');
    expect(resolveDestinationZone(nested, 'FR', '78000')?.id).toBe('FR-IDF');
  });

  test('destination postal codes are compared without spaces, hyphens or case', () => {
    const pt = aTariffVersion({
      destinationZones: [
        { id: 'PT-LX', name: 'Lisboa', country: 'PT', postalPrefixes: ['1000'] },
        { id: 'NL-AMS', name: 'Amsterdam', country: 'NL', postalPrefixes: ['1011AB'] },
      ],
      lanes: [],
    });
    expect(resolveDestinationZone(pt, 'PT', '1000-001')?.id).toBe('PT-LX');
    expect(resolveDestinationZone(pt, 'NL', '1011 ab')?.id).toBe('NL-AMS');
  });

  test('a country without zones or a postal code matching no prefix has no destination zone', () => {
    expect(resolveDestinationZone(version, 'DE', '80331')).toBeUndefined();
    expect(resolveDestinationZone(version, 'FR', '69001')).toBeUndefined();
  });

  test('a lane is found by its pair of zones only', () => {
    expect(findLane(version, 'ES-MAIN', 'IT-N')?.minimumCharge).toBe(280);
    expect(findLane(version, 'ES-MAIN', 'FR-IDF')).toBeUndefined();
    expect(findLane(version, 'ES-IS', 'IT-N')).toBeUndefined();
  });
});
