import type { FuelFigure } from '#shared/domain/pricing/fuel.schema.ts';
import {
  type Lane,
  SPANISH_PROVINCES,
  type TariffFile,
  type TariffVersion,
  tariffVersionSchema,
} from '#shared/domain/pricing/tariff.schema.ts';

export const ISLAND_PROVINCES = ['07', '35', '38'];

export const aLane = (overrides: Partial<Lane> = {}): Lane => ({
  origin: 'ES-MAIN',
  destination: 'IT-N',
  minimumCharge: 280,
  bands: [
    { upToLdm: 1, pricePerLdm: 300 },
    { upToLdm: 2, pricePerLdm: 250 },
    { upToLdm: 4, pricePerLdm: 200 },
    { upToLdm: 6, pricePerLdm: 180 },
    { upToLdm: 8, pricePerLdm: 160 },
    { upToLdm: 10, pricePerLdm: 150 },
  ],
  ...overrides,
});

/** A small valid version: mainland Spain to north Italy, the rest of Italy and Paris (no lane to Paris). */
export const aTariffVersion = (overrides: Partial<TariffVersion> = {}): TariffVersion =>
  tariffVersionSchema.parse({
    id: '2026',
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    currency: 'EUR',
    minimumBillableMetres: 1,
    fuel: { share: 0.3, referencePrice: 1.5 },
    originZones: [
      { id: 'ES-MAIN', name: 'Península', provinces: SPANISH_PROVINCES.filter((p) => !ISLAND_PROVINCES.includes(p)) },
      { id: 'ES-IS', name: 'Islas', provinces: ISLAND_PROVINCES },
    ],
    destinationZones: [
      { id: 'IT-N', name: 'Italia norte', country: 'IT', postalPrefixes: ['1', '2', '3', '4'] },
      { id: 'IT', name: 'Italia resto', country: 'IT', postalPrefixes: [] },
      { id: 'FR-IDF', name: 'Paris', country: 'FR', postalPrefixes: ['75', '92'] },
    ],
    lanes: [aLane(), aLane({ destination: 'IT', minimumCharge: 350 })],
    ...overrides,
  });

export const aTariff = (versions: TariffVersion[] = [aTariffVersion()]): TariffFile => ({ versions });

export const aFuelFigure = (overrides: Partial<FuelFigure> = {}): FuelFigure => ({
  week: '2026-W46',
  pricePerLitre: 1.5,
  publishedOn: '2026-11-16',
  ...overrides,
});

export const aShipment = (
  overrides: Partial<{
    cpOrigen: string;
    paisDestino: string;
    cpDestino: string;
    ldm: number;
    pesoKg: number;
    fechaCarga: string;
  }> = {},
) => ({
  cpOrigen: '08001',
  paisDestino: 'IT',
  cpDestino: '20121',
  ldm: 2,
  pesoKg: 1000,
  fechaCarga: '2026-11-25',
  ...overrides,
});
