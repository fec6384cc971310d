import * as z from 'zod';
import type { Point } from './journey-data.schema.ts';

/**
 * A Lambert conformal conic projection as d3-geo's `geoConicConformal` states it: the rotation of the central
 * meridian, the two standard parallels, and the scale and translation that fit it to a map.
 */
export const conicProjectionSchema = z.strictObject({
  rotate: z.number().describe('the rotation in longitude, degrees: minus the central meridian'),
  parallels: z.tuple([z.number(), z.number()]).describe('the standard parallels, degrees'),
  scale: z.number().positive(),
  translate: z.tuple([z.number(), z.number()]),
});

export type ConicProjection = z.infer<typeof conicProjectionSchema>;

/** A position on a drawn map, [x, y] in its units, y growing downwards as in SVG. */
export type MapPoint = readonly [number, number];

const RADIANS = Math.PI / 180;

/**
 * The projection of a point of Europe onto the map whose outlines were drawn with these parameters: d3-geo's formula
 * (conicConformalRaw, centred on [0, 0], then scaled and translated), so a journey's points fall where the outlines
 * put their places without bundling d3-geo into the site (20 KB of a bundle close to its limit).
 */
export const conicConformal = ({ rotate, parallels, scale, translate }: ConicProjection) => {
  const tany = (phi: number) => Math.tan((Math.PI / 2 + phi) / 2);
  const [phi0, phi1] = [parallels[0] * RADIANS, parallels[1] * RADIANS];
  const cy0 = Math.cos(phi0);
  const n = phi0 === phi1 ? Math.sin(phi0) : Math.log(cy0 / Math.cos(phi1)) / Math.log(tany(phi1) / tany(phi0));
  const f = (cy0 * tany(phi0) ** n) / n;
  const raw = (lambda: number, phi: number): MapPoint => {
    const r = f / tany(phi) ** n;
    return [r * Math.sin(n * lambda), f - r * Math.cos(n * lambda)];
  };
  const [cx, cy] = raw(0, 0);
  return ([lat, lon]: Readonly<Point>): MapPoint => {
    const [x, y] = raw((lon + rotate) * RADIANS, lat * RADIANS);
    return [translate[0] + scale * (x - cx), translate[1] - scale * (y - cy)];
  };
};
