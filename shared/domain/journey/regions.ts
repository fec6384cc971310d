import { rememberedBy } from '#shared/domain/remembered-by.ts';
import type { Point, Region } from './journey-data.schema.ts';

/**
 * Whether a point lies inside a ring, by ray casting with latitude and longitude taken as a plane: at the scale of a
 * region the error is far below the rings' own simplification (3 km) and the straight legs' distance from the real
 * road. (d3-geo's spherical geoContains would answer the same here and weigh on every bundle that plans a journey.)
 */
const inRing = (ring: readonly Point[], [lat, lon]: Point): boolean => {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [latI, lonI] = ring[i] as Point;
    const [latJ, lonJ] = ring[j] as Point;
    if (latI > lat !== latJ > lat && lon < ((lonJ - lonI) * (lat - latI)) / (latJ - latI) + lonI) inside = !inside;
  }
  return inside;
};

/** Each ring's bounding box [south, west, north, east], worked out once: most rings of a region are far from a point. */
const boxOf = rememberedBy((ring: readonly Point[]): readonly [number, number, number, number] => {
  const lats = ring.map(([lat]) => lat);
  const lons = ring.map(([, lon]) => lon);
  return [Math.min(...lats), Math.min(...lons), Math.max(...lats), Math.max(...lons)];
});

const inBox = ([lat, lon]: Point, [south, west, north, east]: readonly [number, number, number, number]) =>
  lat >= south && lat <= north && lon >= west && lon <= east;

/** The region a point lies in, or undefined outside every region of the list. */
export const regionAt = (regions: readonly Region[], point: Point): string | undefined => {
  for (const region of regions) {
    if (!inBox(point, region.box)) continue;
    let inside = false;
    for (const ring of region.rings) if (inBox(point, boxOf(ring)) && inRing(ring, point)) inside = !inside;
    if (inside) return region.code;
  }
  return undefined;
};

/** One stretch of a straight leg in one region, as a share of the leg. */
export type RegionShare = { readonly region: string; readonly share: number };

/** How far apart, in km, the leg is read: finer than the narrowest region a corridor crosses (Saarland, 40 km). */
const SAMPLE_KM = 5;

/** The legs read so far: corridors between crossings recur in every journey that takes them. */
const memo = new Map<string, readonly RegionShare[]>();
const MEMO_SIZE = 2_000;

/**
 * The regions a straight leg from `from` to `to` (`km` long) passes through, in order, with the share of the leg in
 * each: the leg is read every 5 km at the middle of each piece; a piece that falls outside every region (the rings
 * are simplified, a crossing's point lies on the border) joins the region before it, or the first one after it.
 * Empty when the leg touches no region of the list.
 */
export const regionsAlong = (
  regions: readonly Region[],
  from: Point,
  to: Point,
  km: number,
): readonly RegionShare[] => {
  const key = `${from.join(',')}|${to.join(',')}|${regions[0]?.code ?? ''}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const pieces = Math.max(1, Math.ceil(km / SAMPLE_KM));
  const codes: (string | undefined)[] = [];
  for (let piece = 0; piece < pieces; piece += 1) {
    const t = (piece + 0.5) / pieces;
    codes.push(regionAt(regions, [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t]));
  }
  const firstKnown = codes.find((code) => code !== undefined);
  const shares: { region: string; share: number }[] = [];
  let current = firstKnown;
  for (const code of codes) {
    current = code ?? current;
    if (current === undefined) continue;
    const last = shares.at(-1);
    if (last?.region === current) last.share += 1 / pieces;
    else shares.push({ region: current, share: 1 / pieces });
  }
  if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value as string);
  memo.set(key, shares);
  return shares;
};
