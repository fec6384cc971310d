import type { Corridors, EmissionFactors, PostalPoints } from '#shared/domain/journey/journey-data.schema.ts';

/** Hand-made journey data whose arithmetic a test can show: a few points, crossings and a ferry. */
/** A data text given the same in every language, as a test's stand-in. */
export const text = (en: string) => ({ en, es: en, ro: en, it: en, fr: en, de: en });

export const BARCELONA = [41.3851, 2.1734] as const;
export const MILAN = [45.4642, 9.19] as const;
export const LE_PERTHUS = [42.4667, 2.8667] as const;
export const VENTIMIGLIA = [43.7903, 7.6086] as const;
export const FREJUS = [45.1, 6.7] as const;

export const testPoints = (): PostalPoints => ({
  source: {
    name: 'Test points',
    url: 'https://example.org/points',
    licence: 'CC BY 4.0',
    credit: 'Test points (CC BY 4.0)',
    retrieved: '2026-11-01',
  },
  method: 'hand-made for tests',
  countries: {
    ES: {
      reference: [40.4168, -3.7038],
      referenceBasis: 'Madrid',
      prefixes: { '08': [...BARCELONA], '07': [39.5696, 2.6502] },
    },
    IT: { reference: [41.9028, 12.4964], referenceBasis: 'Rome', prefixes: { '20': [...MILAN] } },
    FR: { reference: [48.8566, 2.3522], referenceBasis: 'Paris', prefixes: { '75': [48.8566, 2.3522] } },
  },
});

export const testCorridors = (): Corridors => ({
  sources: ['hand-made for tests'],
  circuity: { default: 1.3, countries: {}, method: 'hand-made for tests' },
  crossings: [
    {
      id: 'le-perthus',
      name: 'La Jonquera / Le Perthus',
      between: ['ES', 'FR'],
      point: [...LE_PERTHUS],
      roads: 'AP-7 / A9',
      source: 'test',
    },
    {
      id: 'ventimiglia',
      name: 'Menton / Ventimiglia',
      between: ['FR', 'IT'],
      point: [...VENTIMIGLIA],
      roads: 'A8 / A10',
      source: 'test',
    },
    {
      id: 'frejus',
      name: 'Fréjus tunnel',
      between: ['FR', 'IT'],
      point: [...FREJUS],
      roads: 'A43 / A32',
      source: 'test',
    },
  ],
  seaCrossings: [
    {
      id: 'palma-barcelona',
      kind: 'ferry',
      name: text('Palma – Barcelona ferry'),
      operator: 'Test line',
      between: ['ES', 'ES'],
      from: { name: 'Palma', point: [39.5696, 2.6502] },
      to: { name: 'Barcelona', point: [...BARCELONA] },
      hours: 8,
      km: 200,
      source: text('test timetable'),
    },
  ],
  islands: [{ country: 'ES', name: text('Balearic Islands'), postalPrefixes: ['07'], via: ['palma-barcelona'] }],
  checkIn: { minutes: 120, source: text('test') },
  customs: {
    minutes: 60,
    source: text('test'),
    areas: [{ id: 'CH', name: text('Switzerland'), countries: ['CH'] }],
  },
  routes: { IT: [['ES', 'FR', 'IT']], FR: [['ES', 'FR']], ES: [['ES']] },
});

/** Round figures whose arithmetic a test can show; the vessels and the tare as in the committed data. */
export const testFactors = (): EmissionFactors => {
  const source = { name: 'Test factors', year: 2025, table: 'row 1', url: 'https://example.org/factors' };
  return {
    trunk: {
      id: 'test-trunk',
      vehicle: text('articulated groupage truck'),
      ttwKgPerTkm: 0.06,
      wttKgPerTkm: 0.02,
      vehicleLoad: { tonnes: 15 },
      source,
    },
    round: {
      id: 'test-round',
      vehicle: text('rigid truck'),
      ttwKgPerTkm: 0.3,
      wttKgPerTkm: 0.1,
      vehicleLoad: { ttwKgPerKm: 0.6, wttKgPerKm: 0.2 },
      source,
    },
    hub: { id: 'test-hub', vehicle: text('transshipment hub'), kgPerTonne: 0.6, source },
    vessels: {
      'ro-pax': { id: 'test-ropax', vehicle: text('ro-pax ferry'), ttwKgPerTkm: 0.08, wttKgPerTkm: 0.02, source },
      'ro-ro': { id: 'test-roro', vehicle: text('ro-ro ship'), ttwKgPerTkm: 0.03, wttKgPerTkm: 0.01, source },
    },
    truckTare: { tonnes: 15, source: 'test' },
    method: 'test',
  };
};
