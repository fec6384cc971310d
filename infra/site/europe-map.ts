import { createRequire } from 'node:module';
import { geoConicConformal, geoPath } from 'd3-geo';
import type { FeatureCollection, Geometry } from 'geojson';
import countries from 'i18n-iso-countries';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { EuropeMap } from '#data/site/index.ts';

/** The countries drawn on the driving-ban map: Europe, Turkey and the Maghreb coast for context. */
const DRAWN = new Set(
  (
    'AL AD AT BA BE BG BY CH CY CZ DE DK EE ES FI FR GB GR HR HU IE IS IT LI LT LU LV MC MD ME MK MT NL NO PL PT RO ' +
    'RS RU SE SI SK SM TR UA VA MA DZ TN LY'
  ).split(' '),
);

export const MAP_WIDTH = 600;
export const MAP_HEIGHT = 560;

/**
 * Where the outlines are drawn: the ban map shows the frame 0 0 600 560, but a journey's map may reach the Canary
 * Islands to the south-west and Finnmark to the north, so the outlines are clipped to this larger box.
 */
const DRAWN_EXTENT: [[number, number], [number, number]] = [
  [-125, -10],
  [MAP_WIDTH, 640],
];

const ROTATE = -12;
const PARALLELS: [number, number] = [40, 62];

/** Rounded outwards to a tenth, as the paths are. */
const boundsOf = ([[x0, y0], [x1, y1]]: [[number, number], [number, number]]): [number, number, number, number] => [
  Math.floor(x0 * 10) / 10,
  Math.floor(y0 * 10) / 10,
  Math.ceil(x1 * 10) / 10,
  Math.ceil(y1 * 10) / 10,
];

/**
 * Europe as SVG paths, one per country keyed by ISO code with its bounding box, from Natural Earth's countries as
 * world-atlas publishes them, in a Lambert conformal conic projection centred on the continent, whose parameters are
 * kept so that a journey's points can be placed on the same map (`conicConformal`). Coordinates are rounded to a
 * tenth of a pixel: the map is drawn once at build time and served as part of the page.
 */
export const buildEuropeMap = (): EuropeMap => {
  const require = createRequire(import.meta.url);
  const load = (file: string) => {
    const topology = require(file) as Topology<{ countries: GeometryCollection }>;
    return (feature(topology, topology.objects.countries) as FeatureCollection<Geometry>).features;
  };
  // The 1:110m outlines keep the page small; the microstates they leave out (Liechtenstein, Andorra, ...) come
  // from the 1:50m set.
  const coarse = load('world-atlas/countries-110m.json');
  const coarseIds = new Set(coarse.map((shape) => shape.id));
  const collection = {
    features: [...coarse, ...load('world-atlas/countries-50m.json').filter((shape) => !coarseIds.has(shape.id))],
  };
  const frame: FeatureCollection<Geometry> = {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: {},
        geometry: {
          type: 'MultiPoint',
          coordinates: [
            [-10.5, 34.6],
            [31, 34.6],
            [-10.5, 60],
            [31, 70.5],
            [10, 71],
          ],
        },
      },
    ],
  };
  const projection = geoConicConformal()
    .rotate([ROTATE, 0])
    .parallels(PARALLELS)
    .fitExtent(
      [
        [0, 0],
        [MAP_WIDTH, MAP_HEIGHT],
      ],
      frame,
    )
    .clipExtent(DRAWN_EXTENT);
  const path = geoPath(projection).digits(1);
  const drawn = collection.features.flatMap((shape) => {
    const code = shape.id === undefined ? undefined : countries.numericToAlpha2(String(shape.id).padStart(3, '0'));
    if (code === undefined || !DRAWN.has(code)) return [];
    const d = path(shape);
    return d ? [{ code, d, bounds: boundsOf(path.bounds(shape)) }] : [];
  });
  const [x, y] = projection.translate();
  return {
    source: 'Natural Earth 1:110m and 1:50m via world-atlas, public domain',
    width: MAP_WIDTH,
    height: MAP_HEIGHT,
    extent: [...DRAWN_EXTENT[0], ...DRAWN_EXTENT[1]],
    projection: { rotate: ROTATE, parallels: PARALLELS, scale: projection.scale(), translate: [x, y] },
    countries: drawn.sort((a, b) => (a.code < b.code ? -1 : 1)),
  };
};
