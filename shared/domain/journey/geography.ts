import type { DataSource, KnownCodes, Point, PostalPoints } from './journey-data.schema.ts';

/** Mean radius of the Earth in kilometres (IUGG), the radius of the great-circle distance. */
const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points, in kilometres (haversine formula). */
export const greatCircleKm = ([lat1, lon1]: Readonly<Point>, [lat2, lon2]: Readonly<Point>): number => {
  const dLat = radians(lat2 - lat1);
  const dLon = radians(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
};

/** A postal code placed on the map: by the longest prefix of the table it starts with, or by its country's point. */
export type Located = {
  readonly country: string;
  readonly postalCode: string;
  readonly point: Point;
  /** The prefix whose mean point was taken; undefined when the code fell back to the country's reference point. */
  readonly prefix: string | undefined;
  /** The code is in the list of codes the country's table was derived from (false: it may not exist). */
  readonly known: boolean;
};

/** A postal code as the table keys it: upper case, without spaces or hyphens. */
export const postalKey = (postalCode: string): string => postalCode.toUpperCase().replace(/[\s-]/g, '');

/** The base64 alphabet, whose characters carry six bits each of a set of leading digits (`KnownCodes`). */
export const BIT_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Whether a normalised code starts with leading digits the source lists. */
export const listedCode = (known: KnownCodes, key: string): boolean => {
  const lead = key.slice(0, known.digits);
  if (!/^\d+$/.test(lead) || lead.length < known.digits || key.length === known.digits) return false;
  const bit = Number(lead);
  const sextet = BIT_ALPHABET.indexOf(known.bits.charAt(Math.floor(bit / 6)));
  return sextet >= 0 && ((sextet >> (5 - (bit % 6))) & 1) === 1;
};

/** Who publishes a country's postal points: its own source where it has one (Greece), else the file's (GeoNames). */
export const postalSource = (points: PostalPoints, country: string): DataSource =>
  points.countries[country]?.source ?? points.source;

/**
 * Where a postal code of a country is: the mean point of the longest prefix the table holds for it, or the
 * country's reference point (stated as such in the assumptions); undefined for a country the table does not hold.
 * A code whose leading digits are not among the country's `known` ones, or that matches no prefix, is not in the
 * source's list of codes (it may not exist): it is still placed by the prefix it matches, and said to be unknown.
 */
export const locate = (points: PostalPoints, country: string, postalCode: string): Located | undefined => {
  const table = points.countries[country];
  if (table === undefined) return undefined;
  const key = postalKey(postalCode);
  for (let length = Math.min(key.length, 6); length > 0; length -= 1) {
    const prefix = key.slice(0, length);
    const point = table.prefixes[prefix];
    if (point === undefined) continue;
    const known = table.known === undefined || listedCode(table.known, key);
    return { country, postalCode, point, prefix, known };
  }
  return { country, postalCode, point: table.reference, prefix: undefined, known: false };
};
