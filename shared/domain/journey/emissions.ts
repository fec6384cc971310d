import type { EmissionFactors } from './journey-data.schema.ts';

/** What a shipment emits over its journey, in kg CO2e, well-to-wheel and its two parts. */
export type Emissions = {
  readonly tonneKm: number;
  readonly ttwKg: number;
  readonly wttKg: number;
  readonly wtwKg: number;
  /** Tonne-kilometres on board a ferry, and whether a factor counted them. */
  readonly seaTonneKm: number;
  readonly seaCounted: boolean;
};

/**
 * ISO 14083 well-to-wheel emissions of a shipment: its mass times the distance of each stretch times the intensity
 * factor of the vehicle that carries it (kg CO2e per tonne-kilometre), tank-to-wheel and well-to-tank summed. The
 * road stretches take the road factor; a ferry's stretch takes the ferry factor when the data has one, and is
 * otherwise left out (and said to be).
 */
export const emissionsOf = (factors: EmissionFactors, tonnes: number, roadKm: number, seaKm: number): Emissions => {
  const tonneKm = tonnes * roadKm;
  const seaTonneKm = tonnes * seaKm;
  const { road, ferry } = factors;
  const ttwKg = tonneKm * road.ttwKgPerTkm + (ferry ? seaTonneKm * ferry.ttwKgPerTkm : 0);
  const wttKg = tonneKm * road.wttKgPerTkm + (ferry ? seaTonneKm * ferry.wttKgPerTkm : 0);
  return { tonneKm, ttwKg, wttKg, wtwKg: ttwKg + wttKg, seaTonneKm, seaCounted: ferry !== undefined };
};
