import { tariff } from '#data/tariffs/index.ts';
import { SPANISH_PROVINCES, tariffFileSchema, tariffVersionSchema } from '#shared/domain/pricing/tariff.schema.ts';
import { aLane, aTariffVersion, ISLAND_PROVINCES } from './tariff-builders.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('tariff schema', () => {
  test('a version leaving a province out of every origin zone is rejected, naming the province', () => {
    // Prepare
    const version = aTariffVersion();
    const withoutIslands = { ...version, originZones: version.originZones.filter((zone) => zone.id !== 'ES-IS') };
    // Act
    const result = tariffVersionSchema.safeParse(withoutIslands);
    // Assess
    expect(messagesOf(result)).toContain(`provinces not in any origin zone: ${ISLAND_PROVINCES.join(', ')}`);
  });

  test('a province in two origin zones is rejected', () => {
    const version = aTariffVersion();
    const twice = {
      ...version,
      originZones: [...version.originZones, { id: 'ES-X', name: 'X', provinces: ['08'] }],
    };
    expect(messagesOf(tariffVersionSchema.safeParse(twice))).toContain('province 08 is in both ES-MAIN and ES-X');
  });

  test('a lane to an unknown zone is rejected', () => {
    const version = aTariffVersion();
    const result = tariffVersionSchema.safeParse({ ...version, lanes: [aLane({ destination: 'DE' })] });
    expect(messagesOf(result)).toContain('unknown destination zone DE');
  });

  test('bands out of order or short of 10 m are rejected', () => {
    const version = aTariffVersion();
    const unordered = aLane({
      bands: [
        { upToLdm: 4, pricePerLdm: 200 },
        { upToLdm: 2, pricePerLdm: 250 },
      ],
    });
    const messages = messagesOf(tariffVersionSchema.safeParse({ ...version, lanes: [unordered] }));
    expect(messages).toContain('bands must be in ascending order');
    expect(messages.some((m) => m.startsWith('the last band must reach 10'))).toBe(true);
  });

  test('amounts with fractions of a cent are rejected', () => {
    const version = aTariffVersion();
    const result = tariffVersionSchema.safeParse({ ...version, lanes: [aLane({ minimumCharge: 280.005 })] });
    expect(messagesOf(result)).toContain('at most two decimals (cents)');
  });

  test('overlapping validity periods in one file are rejected', () => {
    const result = tariffFileSchema.safeParse({
      versions: [
        aTariffVersion({ id: 'a', validFrom: '2026-01-01', validTo: '2026-06-30' }),
        aTariffVersion({ id: 'b', validFrom: '2026-06-30', validTo: undefined }),
      ],
    });
    expect(messagesOf(result)).toContain('validity of b overlaps that of a');
  });

  test('a validity period ending before it starts is rejected', () => {
    const result = tariffVersionSchema.safeParse({
      ...aTariffVersion(),
      validFrom: '2026-06-01',
      validTo: '2026-05-31',
    });
    expect(messagesOf(result)).toContain('validTo must not be before validFrom');
  });
});

describe('sample tariff file', () => {
  test('has consecutive versions for 2026 and from 2027 on', () => {
    expect(tariff.versions.map(({ id, validFrom, validTo }) => ({ id, validFrom, validTo }))).toEqual([
      { id: '2026', validFrom: '2026-01-01', validTo: '2026-12-31' },
      { id: '2027', validFrom: '2027-01-01', validTo: undefined },
    ]);
  });

  test('is marked as sample data', () => {
    expect(tariff.notice).toMatch(/SAMPLE/);
  });

  test('covers all 52 provinces and lanes to Italy, France, Portugal and Germany in every version', () => {
    for (const version of tariff.versions) {
      const provinces = version.originZones.flatMap((zone) => zone.provinces).sort();
      expect(provinces).toEqual([...SPANISH_PROVINCES]);
      const countries = new Set(
        version.lanes.map((lane) => version.destinationZones.find((zone) => zone.id === lane.destination)?.country),
      );
      expect([...countries]).toEqual(expect.arrayContaining(['IT', 'FR', 'PT', 'DE']));
    }
  });
});
