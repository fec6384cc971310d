import { NoValidTariffError } from './errors.ts';
import type { DestinationZone, Lane, OriginZone, TariffFile, TariffVersion } from './tariff.schema.ts';

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
