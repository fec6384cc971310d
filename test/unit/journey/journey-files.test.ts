import {
  corridors,
  countryTables,
  emissionFactors,
  parseJourneyFile,
  postalPoints,
  publicHolidays,
} from '#data/journey/index.ts';
import { corridorsSchema, emissionFactorsSchema } from '#shared/domain/journey/journey-data.schema.ts';

describe('the journey data files', () => {
  test('each loads, validated by its schema, and is read once', () => {
    for (const load of [postalPoints, corridors, publicHolidays, emissionFactors]) {
      expect(load()).toBe(load());
    }
  });

  test('a file that does not match its schema is refused with its name and what is wrong', () => {
    const broken = { ...emissionFactors(), trunk: { ...emissionFactors().trunk, ttwKgPerTkm: -1 } };

    expect(() => parseJourneyFile('emission-factors.json', emissionFactorsSchema, broken)).toThrow(
      /^data\/journey\/emission-factors\.json is invalid:\n.*ttwKgPerTkm/s,
    );
    expect(() =>
      parseJourneyFile('corridors.json', corridorsSchema, { ...corridors(), routes: { es: [['ES']] } }),
    ).toThrow(/data\/journey\/corridors\.json is invalid/);
  });

  test("a country's postal table is validated when it is first read, and a broken one is refused with its country", () => {
    const spain = postalPoints().countries.ES;
    const tables = countryTables('postal-points.json', {
      ES: spain,
      FR: { reference: [46.5, 2.5], prefixes: { x1: [0, 0] } },
    });

    expect(Object.keys(tables)).toEqual(['ES', 'FR']);
    expect(tables.ES).toEqual(spain);
    expect(() => tables.FR).toThrow(/^data\/journey\/postal-points\.json \(FR\) is invalid:/);
  });
});
