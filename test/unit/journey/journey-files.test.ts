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

  test('a timetable gives either its sailings or the interval between departures, one of the two', () => {
    const data = corridors();
    const withTimetable = (timetable: object) => ({
      ...data,
      seaCrossings: data.seaCrossings.map((crossing, index) => (index === 0 ? { ...crossing, timetable } : crossing)),
    });
    const sailings = [{ from: 'Barcelona', zone: 'Europe/Madrid', days: [1], time: '21:00' }];
    const stated = { asOf: '2026-11-28', source: 'a page' };
    expect(() =>
      parseJourneyFile('corridors.json', corridorsSchema, withTimetable({ ...stated, sailings, headwayMinutes: 20 })),
    ).toThrow(/either its sailings or the interval between departures/);
    expect(() => parseJourneyFile('corridors.json', corridorsSchema, withTimetable(stated))).toThrow(
      /either its sailings or the interval between departures/,
    );
    expect(() =>
      parseJourneyFile('corridors.json', corridorsSchema, withTimetable({ ...stated, headwayMinutes: 20 })),
    ).not.toThrow();
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
