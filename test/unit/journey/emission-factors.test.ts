import { emissionFactors } from '#data/journey/index.ts';

describe('data/journey/emission-factors.json', () => {
  test('the trunk haul is GLEC v3 Module 5 (Cefic / ECTA) groupage, ambient: TTW 62 and WTT 20 g per t-km, 15 t typical load', () => {
    const { trunk } = emissionFactors();

    expect([trunk.ttwKgPerTkm, trunk.wttKgPerTkm, trunk.vehicleLoad]).toEqual([0.062, 0.02, { tonnes: 15 }]);
    expect(trunk.source.table).toMatch(/Table 3 "Road transport TOC characteristics".*Groupage, Ambient/);
  });

  test('the rounds are DESNZ 2025 rigid trucks over 7.5 t up to 17 t, average laden, per tonne-km and per vehicle-km', () => {
    const { round } = emissionFactors();

    expect([round.ttwKgPerTkm, round.wttKgPerTkm]).toEqual([0.36362, 0.09246]);
    expect(round.vehicleLoad).toEqual({ ttwKgPerKm: 0.60501, wttKgPerKm: 0.14453 });
    expect(round.source.table).toMatch(/ID 27_304_3116_4_1/);
  });

  test('a hub is GLEC v3 Module 2 ambient transshipment, 0.6 kg per tonne; ships by vessel type, from Module 2 too', () => {
    const { hub, vessels, truckTare } = emissionFactors();

    expect(hub.kgPerTonne).toBe(0.6);
    expect([vessels['ro-pax'].ttwKgPerTkm, vessels['ro-pax'].wttKgPerTkm]).toEqual([0.0835, 0.0132]);
    expect([vessels['ro-ro'].ttwKgPerTkm, vessels['ro-ro'].wttKgPerTkm]).toEqual([0.032, 0.005]);
    expect(truckTare.tonnes).toBe(14);
  });

  test('states the method: ISO 14083 well-to-wheel, element by element, bounded by the whole vehicle', () => {
    const { method } = emissionFactors();

    expect(method).toMatch(/ISO 14083/);
    expect(method).toMatch(/well-to-wheel/);
    expect(method).toMatch(/never exceeds the whole vehicle's emissions/);
  });
});
