import { emissionFactors } from '#data/journey/index.ts';

describe('data/journey/emission-factors.json', () => {
  test('gives the road factor of DESNZ 2025 articulated trucks over 33 t, average laden, as TTW and WTT', () => {
    const { road } = emissionFactors();

    expect([road.ttwKgPerTkm, road.wttKgPerTkm]).toEqual([0.07703, 0.01799]);
    expect(road.source.year).toBe(2025);
    expect(road.source.table).toMatch(/Articulated \(>33t\), Average laden/);
  });

  test('gives a ferry factor, DESNZ 2025 RoRo-Ferry average, TTW and WTT', () => {
    const { ferry } = emissionFactors();

    expect([ferry?.ttwKgPerTkm, ferry?.wttKgPerTkm]).toEqual([0.05158, 0.0117]);
    expect(ferry?.source.table).toMatch(/RoRo-Ferry, Average/);
  });

  test('states the method: ISO 14083 well-to-wheel, the circuity reference and what is not counted', () => {
    const { method } = emissionFactors();

    expect(method).toMatch(/ISO 14083/);
    expect(method).toMatch(/well-to-wheel/);
    expect(method).toMatch(/npj Complexity 1, 22/);
    expect(method).toMatch(/Not counted: hub operations/);
  });
});
