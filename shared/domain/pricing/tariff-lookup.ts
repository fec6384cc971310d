import { NoValidTariffError } from './errors.ts';
import {
  DEFAULT_JOURNEY_TERMS,
  DEFAULT_PLANNED_VEHICLE,
  type DestinationZone,
  type Lane,
  type OperatorEmissions,
  type OriginZone,
  type PlannedVehicle,
  type TariffFile,
  type TariffVersion,
} from './tariff.schema.ts';

/** The version whose validity (inclusive at both ends) contains the loading date; throws `NoValidTariffError`. */
export const findTariffVersion = (tariff: TariffFile, loadingDate: string): TariffVersion => {
  const version = tariff.versions.find(
    (candidate) =>
      candidate.validFrom <= loadingDate && (candidate.validTo === undefined || loadingDate <= candidate.validTo),
  );
  if (!version) throw new NoValidTariffError(loadingDate);
  return version;
};

/** Postal codes are compared uppercase without spaces or hyphens, so "1000-001" and "1000001" are the same. */
export const normalisePostalCode = (postalCode: string): string => postalCode.toUpperCase().replace(/[\s-]/g, '');

/** The origin zone of a Spanish postal code, decided by its province (first two digits). */
export const resolveOriginZone = (version: TariffVersion, cpOrigen: string): OriginZone | undefined => {
  const province = cpOrigen.slice(0, 2);
  return version.originZones.find((zone) => zone.provinces.includes(province));
};

/**
 * The destination zone of a postal code: the zone of that country with the longest matching prefix, or the
 * country's whole-country zone when no prefix matches.
 */
export const resolveDestinationZone = (
  version: TariffVersion,
  country: string,
  cpDestino: string,
): DestinationZone | undefined => {
  const postalCode = normalisePostalCode(cpDestino);
  let best: { zone: DestinationZone; length: number } | undefined;
  for (const zone of version.destinationZones) {
    if (zone.country !== country) continue;
    const prefixes = zone.postalPrefixes.length === 0 ? [''] : zone.postalPrefixes;
    for (const prefix of prefixes) {
      if (postalCode.startsWith(prefix) && (best === undefined || prefix.length > best.length)) {
        best = { zone, length: prefix.length };
      }
    }
  }
  return best?.zone;
};

export const findLane = (version: TariffVersion, originZoneId: string, destinationZoneId: string): Lane | undefined =>
  version.lanes.find((lane) => lane.origin === originZoneId && lane.destination === destinationZoneId);

/** A lane's journey terms as the tariff states them: the version's handling, the lane's own where it has them. */
export type LaneJourneyTerms = {
  readonly crossings?: readonly string[];
  readonly distanceKm?: number;
  readonly transitDays?: { readonly min: number; readonly max: number };
  readonly handlingDays: { readonly origin: number; readonly destination: number };
  readonly spreadDays: number;
  /** The vehicle the journey is planned for (the version's, else the default). */
  readonly vehicle: PlannedVehicle;
  /** The operator's emission figures of the version and the postal codes of the lane's two hubs, where stated. */
  readonly emissions?: LaneEmissions;
};

/** A hub by postal code, or as [latitude, longitude]. */
export type HubLocation = NonNullable<OperatorEmissions['hubs']>[string];

export type LaneEmissions = Pick<OperatorEmissions, 'fleet' | 'hub'> & {
  readonly originHub?: HubLocation;
  readonly destinationHub?: HubLocation;
};

/** The version's emission figures, and the hubs of the shipment's two zones. */
const laneEmissions = (
  stated: OperatorEmissions | undefined,
  origin: OriginZone | undefined,
  destination: DestinationZone | undefined,
): LaneEmissions | undefined => {
  if (stated === undefined) return undefined;
  const originHub = origin && stated.hubs?.[origin.id];
  const destinationHub = destination && stated.hubs?.[destination.id];
  return {
    ...(stated.fleet === undefined ? {} : { fleet: stated.fleet }),
    ...(stated.hub === undefined ? {} : { hub: stated.hub }),
    ...(originHub === undefined ? {} : { originHub }),
    ...(destinationHub === undefined ? {} : { destinationHub }),
  };
};

/**
 * The journey terms of a shipment's lane in the version valid on its loading date: what the operator fixed (crossings,
 * distance, declared transit days, handling) over the version's defaults, over the stated sample defaults. A date no
 * version covers, or a lane the tariff lacks, still has a journey: the defaults.
 */
export const laneJourneyTerms = (
  tariff: TariffFile,
  shipment: {
    readonly cpOrigen: string;
    readonly paisDestino: string;
    readonly cpDestino: string;
    readonly fechaCarga: string;
  },
): LaneJourneyTerms => {
  const version = tariff.versions.find(
    (candidate) =>
      candidate.validFrom <= shipment.fechaCarga &&
      (candidate.validTo === undefined || shipment.fechaCarga <= candidate.validTo),
  );
  const defaults = version?.journey ?? DEFAULT_JOURNEY_TERMS;
  const origin = version && resolveOriginZone(version, shipment.cpOrigen);
  const destination = version && resolveDestinationZone(version, shipment.paisDestino, shipment.cpDestino);
  const lane = version && origin && destination ? findLane(version, origin.id, destination.id)?.journey : undefined;
  return {
    ...(lane?.crossings === undefined ? {} : { crossings: lane.crossings }),
    ...(lane?.distanceKm === undefined ? {} : { distanceKm: lane.distanceKm }),
    ...(lane?.transitDays === undefined ? {} : { transitDays: lane.transitDays }),
    handlingDays: {
      origin: lane?.handlingDays?.origin ?? defaults.handlingDays.origin,
      destination: lane?.handlingDays?.destination ?? defaults.handlingDays.destination,
    },
    spreadDays: defaults.deliverySpreadDays,
    vehicle: defaults.vehicle ?? DEFAULT_PLANNED_VEHICLE,
    ...(version?.emissions === undefined ? {} : { emissions: laneEmissions(version.emissions, origin, destination) }),
  };
};
