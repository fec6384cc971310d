import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { corridors as committedCorridors, postalPoints } from '#data/journey/index.ts';
import { type CircuityFactors, corridorsBetween } from '#shared/domain/journey/corridor.ts';
import { locate } from '#shared/domain/journey/geography.ts';
import {
  type Corridors,
  type PostalPoints,
  type ReferenceDistances,
  referenceDistancesSchema,
} from '#shared/domain/journey/journey-data.schema.ts';
import { runCli } from './cli-target.ts';

const usage = `Fits the circuity factors of data/journey/corridors.json to the road distances of
data/journey/reference-distances.json, and prints them with each lane's deviation.

  npm run -s circuity [-- --check]

  A factor for each country at least three lanes drive 120 km or more of road in, the default for the others, and one
  for the legs drawn through their roads' points (legs[].via): each from 1.15 to 1.45 (drawn legs from 1.00), in steps
  of 0.01, minimising the mean deviation plus half the largest (an approximate figure's deviation counted at 0.8),
  none above 8%.
  --check prints the deviations of the factors the file holds, without fitting.`;

/** The data a fit reads. */
export type FitData = {
  readonly corridors: Corridors;
  readonly points: PostalPoints;
  readonly reference: ReferenceDistances;
};

/** A lane of the reference list, the journey's road kilometres for it and how far they are from the reference's. */
export type LaneDeviation = {
  readonly lane: string;
  readonly referenceKm: number;
  readonly km: number;
  readonly deviation: number;
  readonly approximate: boolean;
  /** The road kilometres in each country the lane's road way passes. */
  readonly countries: Readonly<Record<string, number>>;
};

/** The journey's road way (no ferry) for each lane of the reference list, with the given factors. */
export const laneDeviations = (data: FitData, circuity: CircuityFactors): LaneDeviation[] =>
  data.reference.lanes.map((lane) => {
    const name = `${lane.from.place}–${lane.to.place}`;
    const from = locate(data.points, lane.from.country, lane.from.postalCode);
    const to = locate(data.points, lane.to.country, lane.to.postalCode);
    if (from === undefined || to === undefined) throw new Error(`${name} is not located`);
    const ways = corridorsBetween(data.corridors, from, to, { circuity });
    const road = Array.isArray(ways) ? ways.find((way) => way.seaKm === 0) : undefined;
    if (road === undefined) throw new Error(`${name} has no road way`);
    const countries: Record<string, number> = {};
    for (const segment of road.segments)
      if (segment.kind === 'road') countries[segment.country] = (countries[segment.country] ?? 0) + segment.km;
    return {
      lane: name,
      referenceKm: lane.km,
      km: road.roadKm,
      deviation: (road.roadKm - lane.km) / lane.km,
      approximate: lane.approximate,
      countries,
    };
  });

/** The mean absolute deviation and the largest, an approximate figure's counted at 0.8 in the largest. */
export const deviationSummary = (deviations: readonly LaneDeviation[]) => ({
  mean: deviations.reduce((sum, { deviation }) => sum + Math.abs(deviation), 0) / deviations.length,
  max: Math.max(...deviations.map(({ deviation, approximate }) => Math.abs(deviation) * (approximate ? 0.8 : 1))),
});

const MIN_LANES = 3;
const MIN_KM = 120;
const LOWEST = 1.15;
const LOWEST_DRAWN = 1;
const HIGHEST = 1.45;
const STEP = 0.01;
const LARGEST = 0.08;

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Coordinate descent over the factors, each lane's way drawn again for every value tried; the countries fitted are those
 * the lanes drive enough in with the factors held.
 */
export const fitCircuity = (data: FitData): Required<CircuityFactors> => {
  // From the factors the file holds (a fit run again on the same data changes nothing), 1.3 where it holds none.
  const held = data.corridors.circuity;
  const start: Required<CircuityFactors> = {
    default: held.default,
    countries: held.countries,
    drawnLegs: held.drawnLegs ?? 1.3,
  };
  const driven = new Map<string, number>();
  for (const { countries } of laneDeviations(data, start))
    for (const [country, km] of Object.entries(countries))
      if (km >= MIN_KM) driven.set(country, (driven.get(country) ?? 0) + 1);
  const fitted = [...driven].filter(([, lanes]) => lanes >= MIN_LANES).map(([country]) => country);
  let factors: Required<CircuityFactors> = {
    ...start,
    countries: Object.fromEntries(fitted.sort().map((country) => [country, held.countries[country] ?? held.default])),
  };
  const score = (candidate: Required<CircuityFactors>) => {
    const { mean, max } = deviationSummary(laneDeviations(data, candidate));
    // Beyond 8% (10% for an approximate figure) a lane is off, whatever the mean.
    return mean + max / 2 + (max > LARGEST ? 1 : 0);
  };
  const keys = ['default', 'drawnLegs', ...fitted];
  const withValue = (key: string, value: number): Required<CircuityFactors> =>
    key === 'default' || key === 'drawnLegs'
      ? { ...factors, [key]: value }
      : { ...factors, countries: { ...factors.countries, [key]: value } };
  let best = score(factors);
  for (let improved = true; improved; ) {
    improved = false;
    for (const key of keys) {
      for (let value = key === 'drawnLegs' ? LOWEST_DRAWN : LOWEST; value <= HIGHEST + 1e-9; value += STEP) {
        const candidate = withValue(key, round2(value));
        const candidateScore = score(candidate);
        if (candidateScore < best - 1e-9) {
          best = candidateScore;
          factors = candidate;
          improved = true;
        }
      }
    }
  }
  return factors;
};

/** The committed data: corridors, postal points and the reference list. */
export const committedFitData = (): FitData => ({
  corridors: committedCorridors(),
  points: postalPoints(),
  reference: referenceDistancesSchema.parse(
    JSON.parse(readFileSync(new URL('../../data/journey/reference-distances.json', import.meta.url), 'utf8')),
  ),
});

export const main = async (argv: readonly string[]) => {
  const { values } = parseArgs({ args: [...argv], options: { check: { type: 'boolean', default: false } } });
  const data = committedFitData();
  const { corridors } = data;
  const factors = values.check ? corridors.circuity : fitCircuity(data);
  if (!values.check) {
    const { default: fallback, countries, drawnLegs } = factors;
    console.log(JSON.stringify({ default: fallback, countries, drawnLegs }, null, 2));
  }
  const deviations = laneDeviations(data, factors);
  for (const { lane, km, referenceKm, deviation, approximate } of deviations)
    console.log(
      `${lane.padEnd(28)} ${String(Math.round(km)).padStart(5)} km  ${`${referenceKm}${approximate ? '~' : ''}`.padStart(7)}  ${(deviation * 100).toFixed(1).padStart(6)}%`,
    );
  const { mean, max } = deviationSummary(deviations);
  console.log(`mean ${(mean * 100).toFixed(1)}%, largest ${(max * 100).toFixed(1)}% (approximate figures at 0.8)`);
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) runCli(usage, () => main(process.argv.slice(2)));
