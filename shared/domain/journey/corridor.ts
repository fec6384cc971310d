import { greatCircleKm, type Located, postalKey } from './geography.ts';
import type {
  BorderCrossing,
  Circuity,
  Corridors,
  Customs,
  Point,
  Regions,
  SeaCrossing,
} from './journey-data.schema.ts';
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
      /** How long before a scheduled departure the truck is at the port (the line's check-in, or the default). */
      readonly checkInMinutes: number;
    }
  | {
      readonly kind: 'customs';
      /** Where the truck stands: the country it enters at the border, or lands in at the port. */
      readonly country: string;
      /** The border crossing or port. */
      readonly at: string;
      /** The customs areas the goods leave and enter ('EU': the EU customs union and VAT area). */
      readonly leaving: string;
      readonly entering: string;
      readonly minutes: number;
    };

/** The customs area of the EU customs union and VAT area, where every place lies that no other area holds. */
export const EU_CUSTOMS_AREA = 'EU';

/** How the corridor passes from one country (or one shore) to the next. */
export type Passage =
  | { readonly kind: 'border'; readonly crossing: BorderCrossing }
  | { readonly kind: 'sea'; readonly crossing: SeaCrossing; readonly board: string; readonly land: string };

export type Corridor = {
  /** Countries in travel order, each once per stay (ES, FR, IT). */
  readonly countries: readonly string[];
  readonly passages: readonly Passage[];
  readonly segments: readonly Segment[];
  /** Kilometres driven: great-circle legs times each country's circuity factor (or the operator's lane distance). */
  readonly roadKm: number;
  /** The great-circle kilometres of the road legs: `roadKm` over it is the journey's circuity. */
  readonly straightKm: number;
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

/** The island a place lies on (by its postal code), if any. */
export const islandOf = (corridors: Corridors, place: Located) => {
  const key = postalKey(place.postalCode);
  return corridors.islands.find(
    (island) => island.country === place.country && island.postalPrefixes.some((prefix) => key.startsWith(prefix)),
  );
};

const joins = (between: readonly [string, string], a: string, b: string) =>
  (between[0] === a && between[1] === b) || (between[0] === b && between[1] === a);

/** The crossings that reach an island: they serve the island's journeys, never a way between two mainlands. */
const islandFerries = (corridors: Corridors) => new Set(corridors.islands.flatMap((island) => island.via));

/** The crossings, land and sea, between two neighbours of a sequence (a sea crossing may link a country to itself). */
const stepsBetween = (corridors: Corridors, a: string, b: string): Step[] => {
  const toIslands = islandFerries(corridors);
  return [
    ...(a === b
      ? []
      : corridors.crossings
          .filter((c) => joins(c.between, a, b))
          .map((crossing) => ({ kind: 'border' as const, crossing }))),
    ...corridors.seaCrossings
      .filter((c) => a !== b && joins(c.between, a, b) && !toIslands.has(c.id))
      .map((crossing) => ({ kind: 'sea' as const, crossing })),
  ];
};

/** Every choice of crossings along the sequences the data gives to a country. */
const waysTo = (corridors: Corridors, country: string): Step[][] =>
  (corridors.routes[country] ?? []).flatMap((sequence) =>
    product(sequence.slice(1).map((next, index) => stepsBetween(corridors, sequence[index] as string, next))),
  );

/** Every choice of one item per list. */
const product = <T>(lists: readonly (readonly T[])[]): T[][] =>
  lists.reduce<T[][]>((combos, list) => combos.flatMap((combo) => list.map((item) => [...combo, item])), [[]]);

/** Road kilometres per great-circle kilometre: each country's factor of the data, or one for all that the operator sets. */
export type CircuityFactors = Pick<Circuity, 'default' | 'countries' | 'drawnLegs'>;

/** The circuity factor of a country: its own where the data gives one, else the default. */
export const circuityIn = (factors: CircuityFactors, country: string): number =>
  factors.countries[country] ?? factors.default;

/** A straight leg between two points of a corridor in one country, and the crossings it joins, where it joins two. */
type Leg = {
  readonly country: string;
  readonly from: Point;
  readonly to: Point;
  readonly km: number;
  readonly between: readonly [string | undefined, string | undefined];
};

/** The data's leg of a country between two crossings (in either direction), where a public text names its roads. */
const knownLeg = (corridors: Corridors, country: string, [a, b]: readonly [string | undefined, string | undefined]) =>
  a === undefined || b === undefined
    ? undefined
    : corridors.legs?.find((known) => known.country === country && joins(known.between, a, b));

/** The roads the corridor's data names for a leg between two crossings (in either direction). */
const roadsOf = (corridors: Corridors, leg: Leg): readonly string[] | undefined =>
  knownLeg(corridors, leg.country, leg.between)?.roads;

/** The points the data draws a leg between two crossings of a country through, in travel order. */
const viaOf = (
  corridors: Corridors,
  country: string,
  between: readonly [string | undefined, string | undefined],
): readonly Point[] => {
  const known = knownLeg(corridors, country, between);
  if (known?.via === undefined) return [];
  return known.between[0] === between[0] ? known.via : [...known.via].reverse();
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

/** The customs area a place lies in: the area of `customs.areas` that holds its country (and postal code), else the EU's. */
const customsAreaOf = (customs: Customs, country: string, postalCode = ''): string => {
  const key = postalKey(postalCode);
  return (
    customs.areas.find(
      (area) =>
        area.countries.includes(country) &&
        (area.postalPrefixes === undefined
          ? !(area.exceptPostalPrefixes ?? []).some((prefix) => key.startsWith(prefix))
          : key !== '' && area.postalPrefixes.some((prefix) => key.startsWith(prefix))),
    )?.id ?? EU_CUSTOMS_AREA
  );
};

const alike = (a: Extract<Segment, { kind: 'road' }>, b: Extract<Segment, { kind: 'road' }>) =>
  a.country === b.country && a.region === b.region && a.roads?.join(',') === b.roads?.join(',');

/**
 * The corridor a sequence of steps draws from one place to another: road stretches between consecutive points in the
 * country the truck is in, sea stretches boarded at the end nearer to where the truck comes from.
 */
const draw = (
  corridors: Corridors,
  origin: Located,
  destination: Located,
  steps: readonly Step[],
  circuity: CircuityFactors,
  customsMinutes: number,
) => {
  /** The legs in travel order, sea stretches and customs stops between runs of them. */
  const route: (Leg | Extract<Segment, { kind: 'sea' | 'customs' }>)[] = [];
  const passages: Passage[] = [];
  const countries: string[] = [origin.country];
  let at: Point = origin.point;
  let atCrossing: string | undefined;
  let country = origin.country;
  let roadKm = 0;
  let straightKm = 0;
  let seaKm = 0;
  const drive = (to: Point, toCrossing: string | undefined) => {
    const between = [atCrossing, toCrossing] as const;
    // Between two crossings whose roads the data draws through points, the leg passes them.
    const via = viaOf(corridors, country, between);
    const factor =
      via.length > 0 && circuity.drawnLegs !== undefined ? circuity.drawnLegs : circuityIn(circuity, country);
    for (const next of [...via, to]) {
      const straight = greatCircleKm(at, next);
      const km = straight * factor;
      if (km > 0) route.push({ country, from: at, to: next, km, between });
      roadKm += km;
      straightKm += straight;
      at = next;
    }
    atCrossing = toCrossing;
  };
  const enter = (next: string) => {
    if (next !== country) countries.push(next);
    country = next;
  };
  const { customs } = corridors;
  let area = customsAreaOf(customs, origin.country, origin.postalCode);
  /** Goods that pass into another customs area stop for the formalities where they enter it. */
  const areaAt = (entering: string, at: string) => {
    if (entering !== area) {
      route.push({ kind: 'customs', country, at, leaving: area, entering, minutes: customsMinutes });
      area = entering;
    }
  };
  for (const step of steps) {
    if (step.kind === 'border') {
      drive(step.crossing.point, step.crossing.id);
      passages.push(step);
      enter(step.crossing.between[0] === country ? step.crossing.between[1] : step.crossing.between[0]);
      areaAt(step.crossing.customsArea ?? customsAreaOf(customs, country), step.crossing.name);
      continue;
    }
    const { crossing } = step;
    const forward = greatCircleKm(at, crossing.from.point) <= greatCircleKm(at, crossing.to.point);
    const [board, land] = forward ? [crossing.from, crossing.to] : [crossing.to, crossing.from];
    drive(board.point, crossing.id);
    const checkInMinutes = crossing.timetable?.checkInMinutes ?? corridors.checkIn.minutes;
    route.push({ kind: 'sea', crossing, board: board.name, land: land.name, checkInMinutes });
    passages.push({ kind: 'sea', crossing, board: board.name, land: land.name });
    seaKm += crossing.km;
    at = land.point;
    atCrossing = crossing.id;
    enter(crossing.between[0] === country ? crossing.between[1] : crossing.between[0]);
    areaAt(land.customsArea ?? customsAreaOf(customs, country), land.name);
  }
  drive(destination.point, undefined);
  return { countries, passages, roadKm, straightKm, seaKm, route };
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

/** What shapes the corridors beside the data: the circuity factors, the operator's lane, the regions, the customs stop. */
export type CorridorOptions = {
  /** One factor for every country, set by the operator; absent: each country's factor of the data. */
  readonly circuity?: CircuityFactors;
  readonly lane?: LaneJourney;
  readonly regions?: Regions;
  /** The stop for customs formalities; absent: the data's sourced figure. */
  readonly customsMinutes?: number;
};

/**
 * The sea crossings a candidate takes and the customs areas it enters, as a key: candidates alike in both are one way
 * of going (by road within the EU, by road through Serbia, by a line...).
 */
const wayKey = (steps: readonly Step[], route: ReturnType<typeof draw>['route']) =>
  [
    steps
      .flatMap((step) => (step.kind === 'sea' ? [step.crossing.id] : []))
      .sort()
      .join(','),
    ...route.flatMap((item) => ('kind' in item && item.kind === 'customs' ? [item.entering] : [])),
  ].join('|');

/**
 * The ways from a Spanish origin to a destination: every country sequence the data gives for the destination country,
 * with every choice of crossing between neighbours (and of ferry for an island end), drawn as great-circle legs times
 * each country's circuity factor; for each set of sea crossings (none: all by road) and customs areas entered (none:
 * within the EU), the shortest in kilometres (road and sea), the shortest first. Which of them a haulier takes (the one
 * that arrives first) depends on the departure, the
 * sailings and the bans: the journey decides. A lane of the operator's tariff may fix the crossings (by id, in order)
 * or the road distance, and that wins.
 */
export const corridorsBetween = (
  corridors: Corridors,
  origin: Located,
  destination: Located,
  options: CorridorOptions,
): Corridor[] | NoCorridor => {
  const { circuity = corridors.circuity, lane = {}, regions } = options;
  const customsMinutes = options.customsMinutes ?? corridors.customs.minutes;
  if (corridors.routes[destination.country] === undefined) return { reason: 'no-route', country: destination.country };
  const ends: Step[][] = [];
  for (const island of [islandOf(corridors, origin), islandOf(corridors, destination)]) {
    if (island === undefined) {
      ends.push([]);
      continue;
    }
    // Its ferries, or a land border from a neighbouring country (Northern Ireland from Ireland).
    const crossings = island.via.flatMap((id) => stepById(corridors, id) ?? []);
    if (crossings.length === 0) return { reason: 'no-sea-crossing', island: island.name.en };
    ends.push(crossings);
  }
  const [originFerries, destinationFerries] = ends as [Step[], Step[]];
  const withOrigin = (middle: readonly Step[]): Step[][] =>
    (originFerries.length > 0 ? originFerries : [null]).map((first) => [...(first ? [first] : []), ...middle]);
  // An island's ferry from its own country follows the way to that country; a crossing from abroad (Barcelona–Porto
  // Torres for Sardinia, the Irish border for Northern Ireland) follows the way to the country it comes from.
  const abroad = destinationFerries.filter(
    (step) => !step.crossing.between.every((country) => country === destination.country),
  );
  const home = destinationFerries.filter((step) => !abroad.includes(step));
  let candidates: Step[][];
  if (lane.crossings !== undefined && lane.crossings.length > 0) {
    const fixed = lane.crossings.map((id) => stepById(corridors, id));
    // The operator's crossings may name the island's ferry; else one from the island's own country ends them.
    const reachesIsland = destinationFerries.some((ferry) => lane.crossings?.includes(ferry.crossing.id));
    candidates = !fixed.every((step) => step !== undefined)
      ? []
      : reachesIsland || destinationFerries.length === 0
        ? withOrigin(fixed as Step[])
        : home.flatMap((last) => withOrigin([...(fixed as Step[]), last]));
  } else {
    candidates = [
      ...(destinationFerries.length === 0 || home.length > 0
        ? waysTo(corridors, destination.country).flatMap((middle) =>
            withOrigin(middle).flatMap((steps) => (home.length > 0 ? home.map((last) => [...steps, last]) : [steps])),
          )
        : []),
      ...abroad.flatMap((ferry) => {
        const [a, b] = ferry.crossing.between;
        const from = a === destination.country ? b : a;
        return waysTo(corridors, from).flatMap((middle) => withOrigin([...middle, ferry]));
      }),
    ];
  }
  const best = new Map<string, ReturnType<typeof draw>>();
  for (const steps of candidates) {
    const drawn = draw(corridors, origin, destination, steps, circuity, customsMinutes);
    const key = wayKey(steps, drawn.route);
    const known = best.get(key);
    if (known === undefined || drawn.roadKm + drawn.seaKm < known.roadKm + known.seaKm) best.set(key, drawn);
  }
  if (best.size === 0) return { reason: 'no-route', country: destination.country };
  const fixedByOperator = lane.crossings !== undefined || lane.distanceKm !== undefined;
  return [...best.values()]
    .sort((a, b) => a.roadKm + a.seaKm - (b.roadKm + b.seaKm))
    .map(({ countries, passages, roadKm, straightKm, seaKm, route }) => {
      const segments = segmentsOf(corridors, regions, route);
      if (lane.distanceKm === undefined || roadKm === 0) {
        return { countries, passages, segments, roadKm, straightKm, seaKm, fixedByOperator };
      }
      // The operator's distance is the road distance: each country's stretch keeps its share of it.
      const scale = lane.distanceKm / roadKm;
      return {
        countries,
        passages,
        segments: segments.map((segment) =>
          segment.kind === 'road' ? { ...segment, km: segment.km * scale } : segment,
        ),
        roadKm: lane.distanceKm,
        straightKm,
        seaKm,
        fixedByOperator,
      };
    });
};
