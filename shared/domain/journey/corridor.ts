import { greatCircleKm, type Located, postalKey } from './geography.ts';
import type { BorderCrossing, Corridors, Point, Regions, SeaCrossing } from './journey-data.schema.ts';
import { regionsAlong } from './regions.ts';

/**
 * A stretch of the journey: driven in one country (in one of its first-level regions where the journey knows them,
 * on named roads where the corridor's data names them), or on board a ferry or shuttle.
 */
export type Segment =
  | {
      readonly kind: 'road';
      readonly country: string;
      readonly km: number;
      /** The ISO 3166-2 region; undefined where the journey does not know its country's regions. */
      readonly region?: string;
      /** The roads driven, where the corridor's data names them; undefined where it does not. */
      readonly roads?: readonly string[];
    }
  | {
      readonly kind: 'sea';
      readonly crossing: SeaCrossing;
      /** The port or terminal the truck boards at, and the one it leaves by. */
      readonly board: string;
      readonly land: string;
    };

/** How the corridor passes from one country (or one shore) to the next. */
export type Passage =
  | { readonly kind: 'border'; readonly crossing: BorderCrossing }
  | { readonly kind: 'sea'; readonly crossing: SeaCrossing; readonly board: string; readonly land: string };

export type Corridor = {
  /** Countries in travel order, each once per stay (ES, FR, IT). */
  readonly countries: readonly string[];
  readonly passages: readonly Passage[];
  readonly segments: readonly Segment[];
  /** Kilometres driven: great-circle legs times the circuity factor (or the operator's lane distance). */
  readonly roadKm: number;
  readonly seaKm: number;
  /** True when the operator's lane fixed the crossings or the distance. */
  readonly fixedByOperator: boolean;
};

/** Why no journey can be drawn between two places. */
export type NoCorridor =
  | { readonly reason: 'no-route'; readonly country: string }
  | { readonly reason: 'no-sea-crossing'; readonly island: string };

/** What an operator's lane may fix: the crossings in order (by id), and the road distance. */
export type LaneJourney = { readonly crossings?: readonly string[]; readonly distanceKm?: number };

type Step =
  | { readonly kind: 'border'; readonly crossing: BorderCrossing }
  | { readonly kind: 'sea'; readonly crossing: SeaCrossing };

const islandOf = (corridors: Corridors, place: Located) => {
  const key = postalKey(place.postalCode);
  return corridors.islands.find(
    (island) => island.country === place.country && island.postalPrefixes.some((prefix) => key.startsWith(prefix)),
  );
};

const joins = (between: readonly [string, string], a: string, b: string) =>
  (between[0] === a && between[1] === b) || (between[0] === b && between[1] === a);

/** The crossings, land and sea, between two neighbours of a sequence (a sea crossing may link a country to itself). */
const stepsBetween = (corridors: Corridors, a: string, b: string): Step[] => [
  ...(a === b
    ? []
    : corridors.crossings
        .filter((c) => joins(c.between, a, b))
        .map((crossing) => ({ kind: 'border' as const, crossing }))),
  ...corridors.seaCrossings
    .filter((c) => a !== b && joins(c.between, a, b))
    .map((crossing) => ({ kind: 'sea' as const, crossing })),
];

/** Every choice of one item per list. */
const product = <T>(lists: readonly (readonly T[])[]): T[][] =>
  lists.reduce<T[][]>((combos, list) => combos.flatMap((combo) => list.map((item) => [...combo, item])), [[]]);

/** A straight leg between two points of a corridor in one country, and the crossings it joins, where it joins two. */
type Leg = {
  readonly country: string;
  readonly from: Point;
  readonly to: Point;
  readonly km: number;
  readonly between: readonly [string | undefined, string | undefined];
};

/** The roads the corridor's data names for a leg between two crossings of a country (in either direction). */
const roadsOf = (corridors: Corridors, leg: Leg): readonly string[] | undefined => {
  const [a, b] = leg.between;
  if (a === undefined || b === undefined) return undefined;
  return corridors.legs?.find(
    (known) =>
      known.country === leg.country &&
      ((known.between[0] === a && known.between[1] === b) || (known.between[0] === b && known.between[1] === a)),
  )?.roads;
};

/**
 * The road segments of the legs: each leg in the regions it passes (where the journey knows its country's regions)
 * and on its roads (where the data names them); consecutive segments alike are one.
 */
const roadSegments = (corridors: Corridors, regions: Regions | undefined, legs: readonly Leg[]) => {
  const parts: Extract<Segment, { kind: 'road' }>[] = [];
  for (const leg of legs) {
    const roads = roadsOf(corridors, leg);
    const known = regions?.countries[leg.country];
    const shares = known === undefined ? [] : regionsAlong(known, leg.from, leg.to, leg.km);
    const pieces = shares.length === 0 ? [{ region: undefined, share: 1 }] : shares;
    for (const { region, share } of pieces) {
      parts.push({
        kind: 'road',
        country: leg.country,
        km: leg.km * share,
        ...(region === undefined ? {} : { region }),
        ...(roads === undefined ? {} : { roads }),
      });
    }
  }
  return parts;
};

const alike = (a: Extract<Segment, { kind: 'road' }>, b: Extract<Segment, { kind: 'road' }>) =>
  a.country === b.country && a.region === b.region && a.roads?.join(',') === b.roads?.join(',');

/**
 * The corridor a sequence of steps draws from one place to another: road stretches between consecutive points in the
 * country the truck is in, sea stretches boarded at the end nearer to where the truck comes from.
 */
const draw = (origin: Located, destination: Located, steps: readonly Step[], circuity: number) => {
  /** The legs in travel order, a sea stretch between two runs of them. */
  const route: (Leg | Extract<Segment, { kind: 'sea' }>)[] = [];
  const passages: Passage[] = [];
  const countries: string[] = [origin.country];
  let at: Point = origin.point;
  let atCrossing: string | undefined;
  let country = origin.country;
  let roadKm = 0;
  let seaKm = 0;
  const drive = (to: Point, toCrossing: string | undefined) => {
    const km = greatCircleKm(at, to) * circuity;
    if (km > 0) route.push({ country, from: at, to, km, between: [atCrossing, toCrossing] });
    roadKm += km;
    at = to;
    atCrossing = toCrossing;
  };
  const enter = (next: string) => {
    if (next !== country) countries.push(next);
    country = next;
  };
  for (const step of steps) {
    if (step.kind === 'border') {
      drive(step.crossing.point, step.crossing.id);
      passages.push(step);
      enter(step.crossing.between[0] === country ? step.crossing.between[1] : step.crossing.between[0]);
      continue;
    }
    const { crossing } = step;
    const forward = greatCircleKm(at, crossing.from.point) <= greatCircleKm(at, crossing.to.point);
    const [board, land] = forward ? [crossing.from, crossing.to] : [crossing.to, crossing.from];
    drive(board.point, crossing.id);
    route.push({ kind: 'sea', crossing, board: board.name, land: land.name });
    passages.push({ kind: 'sea', crossing, board: board.name, land: land.name });
    seaKm += crossing.km;
    at = land.point;
    atCrossing = crossing.id;
    enter(crossing.between[0] === country ? crossing.between[1] : crossing.between[0]);
  }
  drive(destination.point, undefined);
  return { countries, passages, roadKm, seaKm, route };
};

/**
 * The segments of the corridor drawn: the legs in the regions they pass and on their roads, where known, consecutive
 * road segments alike merged; the sea stretches between. Worked out for the corridor taken, not for every candidate.
 */
const segmentsOf = (
  corridors: Corridors,
  regions: Regions | undefined,
  route: ReturnType<typeof draw>['route'],
): Segment[] => {
  const segments: Segment[] = [];
  for (const item of route) {
    if ('kind' in item) {
      segments.push(item);
      continue;
    }
    for (const part of roadSegments(corridors, regions, [item])) {
      const last = segments.at(-1);
      if (last?.kind === 'road' && alike(last, part))
        segments[segments.length - 1] = { ...last, km: last.km + part.km };
      else segments.push(part);
    }
  }
  return segments;
};

const seaById = (corridors: Corridors, id: string) => corridors.seaCrossings.find((crossing) => crossing.id === id);

/** A crossing of the data by its id, land or sea; undefined for an id the data does not hold. */
const stepById = (corridors: Corridors, id: string): Step | undefined => {
  const border = corridors.crossings.find((crossing) => crossing.id === id);
  if (border !== undefined) return { kind: 'border', crossing: border };
  const sea = seaById(corridors, id);
  return sea === undefined ? undefined : { kind: 'sea', crossing: sea };
};

/**
 * The corridor from a Spanish origin to a destination: every country sequence the data gives for the destination
 * country, with every choice of crossing between neighbours (and of ferry for an island end), drawn as great-circle
 * legs times the circuity factor; the shortest in kilometres (road and sea) is taken. A lane of the operator's
 * tariff may fix the crossings (by id, in order) or the road distance, and that wins.
 */
export const corridorBetween = (
  corridors: Corridors,
  origin: Located,
  destination: Located,
  circuity: number,
  lane: LaneJourney = {},
  regions?: Regions,
): Corridor | NoCorridor => {
  const sequences = corridors.routes[destination.country];
  if (sequences === undefined) return { reason: 'no-route', country: destination.country };
  const ends: Step[][] = [];
  for (const island of [islandOf(corridors, origin), islandOf(corridors, destination)]) {
    if (island === undefined) {
      ends.push([]);
      continue;
    }
    const ferries = island.via.flatMap((id) => seaById(corridors, id) ?? []);
    if (ferries.length === 0) return { reason: 'no-sea-crossing', island: island.name.en };
    ends.push(ferries.map((crossing) => ({ kind: 'sea', crossing })));
  }
  const [originFerries, destinationFerries] = ends as [Step[], Step[]];
  const withEnds = (middle: readonly Step[]): Step[][] =>
    product([
      originFerries.length > 0 ? originFerries : [null],
      destinationFerries.length > 0 ? destinationFerries : [null],
    ]).map(([first, last]) => [...(first ? [first] : []), ...middle, ...(last ? [last] : [])]);
  let candidates: Step[][];
  if (lane.crossings !== undefined && lane.crossings.length > 0) {
    const fixed = lane.crossings.map((id) => stepById(corridors, id));
    candidates = fixed.every((step) => step !== undefined) ? withEnds(fixed as Step[]) : [];
  } else {
    candidates = sequences.flatMap((sequence) =>
      product(
        sequence.slice(1).map((country, index) => stepsBetween(corridors, sequence[index] as string, country)),
      ).flatMap(withEnds),
    );
  }
  let best: ReturnType<typeof draw> | undefined;
  for (const steps of candidates) {
    const drawn = draw(origin, destination, steps, circuity);
    if (best === undefined || drawn.roadKm + drawn.seaKm < best.roadKm + best.seaKm) best = drawn;
  }
  if (best === undefined) return { reason: 'no-route', country: destination.country };
  const fixedByOperator = lane.crossings !== undefined || lane.distanceKm !== undefined;
  const { countries, passages, roadKm, seaKm, route } = best;
  const segments = segmentsOf(corridors, regions, route);
  if (lane.distanceKm === undefined || roadKm === 0) {
    return { countries, passages, segments, roadKm, seaKm, fixedByOperator };
  }
  // The operator's distance is the road distance: each country's stretch keeps its share of it.
  const scale = lane.distanceKm / roadKm;
  return {
    countries,
    passages,
    segments: segments.map((segment) => (segment.kind === 'road' ? { ...segment, km: segment.km * scale } : segment)),
    roadKm: lane.distanceKm,
    seaKm,
    fixedByOperator,
  };
};

export const isCorridor = (value: Corridor | NoCorridor): value is Corridor => 'segments' in value;
