import { parseConfig } from '#shared/config.ts';
import { resultJourney } from '#shared/domain/journey/journey-result.ts';
import { type LaneJourney, tariffFileSchema } from '#shared/domain/pricing/tariff.schema.ts';
import { wireJourney } from '#shared/operations/journey-ports.ts';
import { aLane, aTariff, aTariffVersion } from './tariff-builders.ts';

/** A tariff whose Spain → north Italy lane states the given journey terms (or none). */
const tariffWith = (journey?: LaneJourney) =>
  aTariff([aTariffVersion({ lanes: [aLane(journey === undefined ? {} : { journey })] })]);

const barcelonaToMilan = (journey?: LaneJourney) =>
  resultJourney(
    wireJourney(parseConfig({}), tariffWith(journey)),
    // Tuesday 1 December 2026; Italy rests on Tuesday 8 December (Immaculate Conception).
    { cpOrigen: '08001', paisDestino: 'IT', cpDestino: '20121', pesoKg: 1000, fechaCarga: '2026-12-01' },
    'es',
    new Date('2026-11-27T08:00:00Z'),
  );

describe("a lane's journey terms in the estimate's journey", () => {
  test('fixed crossings and distance and declared transit days decide the journey, and the plan is still given', () => {
    // Act
    const computed = barcelonaToMilan();
    const fixed = barcelonaToMilan({
      crossings: ['irun-hendaye', 'mont-blanc-tunnel'],
      distanceKm: 1234,
      transitDays: { min: 4, max: 5 },
    });
    // Assess
    if (computed.journey === undefined || fixed.journey === undefined) throw new Error('both journeys are expected');
    expect(fixed.transito.distanciaKm).toBe(1234);
    expect(computed.transito.distanciaKm).not.toBe(1234);
    expect(fixed.journey.corridor.passages.map((passage) => passage.crossing.id)).toEqual([
      'irun-hendaye',
      'mont-blanc-tunnel',
    ]);
    expect(fixed.transito.paises).toEqual(['ES', 'FR', 'IT']);
    expect(fixed.transito.pasos).not.toEqual(computed.transito.pasos);
    // Declared: 4 and 5 Italian working days after Tuesday 1 December: 2, 3, 4, 7 December, then 9 (8 is a holiday).
    expect(fixed.transito.entrega).toMatchObject({
      desde: '2026-12-07',
      hasta: '2026-12-09',
      plazoDeclarado: { min: 4, max: 5 },
    });
    expect(computed.transito.entrega).not.toHaveProperty('plazoDeclarado');
    // The plan is still computed: departure, driving and arrival over the fixed distance.
    expect(fixed.transito.salida).toBe(computed.transito.salida);
    expect(fixed.transito.horasConduccion).toBeCloseTo(1234 / 65, 0);
    expect(Date.parse(fixed.transito.llegada)).toBeGreaterThan(Date.parse(fixed.transito.salida));
    expect(fixed.transito.paradas.length).toBeGreaterThan(0);
  });
});

describe("a version's emission figures in the estimate's emissions", () => {
  test("the operator's fleet and hub figures and its hubs are primary data in the chain, in the language asked", () => {
    // Prepare
    const version = aTariffVersion({ lanes: [aLane()] });
    const zones = [version.originZones[0]?.id, version.destinationZones[0]?.id] as [string, string];
    const stated = aTariff([
      {
        ...version,
        emissions: {
          hubs: { [zones[0]]: [41.3417, 2.1417], [zones[1]]: '20090' },
          fleet: { ttwKgPerTkm: 0.05, wttKgPerTkm: 0.015, loadTonnes: 12, basis: 'flota troncal 2025' },
          hub: { kgPerTonne: 1.1, basis: 'contadores 2025' },
        },
      },
    ]);
    // Act
    const result = resultJourney(
      wireJourney(parseConfig({}), stated),
      { cpOrigen: '08001', paisDestino: 'IT', cpDestino: '20121', pesoKg: 1000, fechaCarga: '2026-12-01' },
      'es',
      new Date('2026-11-27T08:00:00Z'),
    );
    // Assess
    if (result.journey === undefined) throw new Error('a journey is expected');
    expect(result.emisiones.factor).toMatchObject({ wtwKgPorTkm: 0.065, datos: 'primarios' });
    // Barcelona–Milan leaving on 1 December 2026 at 18:00 sails GNV's Barcelona–Genova (the way that arrives first):
    // the trunk haul is the road to the port and the road from Genova, the ship between them a default figure.
    expect(result.emisiones.elementos.map((elemento) => [elemento.tipo, elemento.datos])).toEqual([
      ['recogida', 'por defecto'],
      ['hub-origen', 'primarios'],
      ['troncal', 'primarios'],
      ['maritimo', 'por defecto'],
      ['troncal', 'primarios'],
      ['hub-destino', 'primarios'],
      ['reparto', 'por defecto'],
    ]);
    expect(result.emisiones.elementos[0]?.km).toBeGreaterThan(0);
    expect(result.trayecto).toEqual(
      expect.arrayContaining([
        expect.stringContaining('datos primarios: flota troncal 2025'),
        expect.stringContaining('datos primarios: contadores 2025'),
        expect.stringContaining('el almacén del operador (20090)'),
      ]),
    );
  });

  test('a hub stated for a zone the version does not have is refused', () => {
    const version = aTariffVersion({ lanes: [aLane()] });
    const parsed = tariffFileSchema.safeParse(aTariff([{ ...version, emissions: { hubs: { 'XX-NONE': '08040' } } }]));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain('unknown zone XX-NONE');
  });
});
