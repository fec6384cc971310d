import { addDays } from '#shared/domain/dates.ts';
import type { LaneJourneyTerms } from '#shared/domain/pricing/tariff-lookup.ts';
import { rememberedBy } from '#shared/domain/remembered-by.ts';
import type { BanCalendarPort } from '#shared/domain/traffic-bans/ban-calendar.ts';
import type { BanEntry } from '#shared/domain/traffic-bans/calendar.schema.ts';
import { CALENDAR_ZONE } from '#shared/domain/traffic-bans/generate-calendar.ts';
import { isBlocking } from '#shared/domain/traffic-bans/route-bans.ts';
import { localParts, localToEpoch } from '#shared/domain/zone-offsets.ts';
import {
  type CircuityFactors,
  type Corridor,
  type CorridorOptions,
  circuityIn,
  corridorsBetween,
  islandOf,
  type NoCorridor,
  type Segment,
} from './corridor.ts';
import {
  type DeliveryWindow,
  declaredDeliveryWindow,
  deliveryWindow,
  type HolidaysOf,
  type Receipt,
  type ReceivingHours,
  receipt,
  workingDayAfter,
} from './delivery.ts';
import { type BlockingBan, type DrivePlan, type DriversHours, drivePlan, readWindow } from './drive-plan.ts';
import { type Emissions, transportChain } from './emissions.ts';
import { banForVehicle, type CountryGrants, type PlannedVehicle, type StayContext } from './exemptions.ts';
import { type Located, locate } from './geography.ts';
import type { Corridors, EmissionFactors, PostalPoints, Regions } from './journey-data.schema.ts';

/** Where a departure hour is read: the loading happens in Spain. */
export const ORIGIN_ZONE = 'Europe/Madrid';

/** The zone of each country the journey can end in, for the arrival's local date. */
const COUNTRY_ZONES: Readonly<Record<string, string>> = {
  AT: 'Europe/Vienna',
  BE: 'Europe/Brussels',
  BG: 'Europe/Sofia',
  CH: 'Europe/Zurich',
  CZ: 'Europe/Prague',
  DE: 'Europe/Berlin',
  DK: 'Europe/Copenhagen',
  EE: 'Europe/Tallinn',
  ES: 'Europe/Madrid',
  FI: 'Europe/Helsinki',
  FR: 'Europe/Paris',
  GB: 'Europe/London',
  GR: 'Europe/Athens',
  HR: 'Europe/Zagreb',
  HU: 'Europe/Budapest',
  IE: 'Europe/Dublin',
  IT: 'Europe/Rome',
  LI: 'Europe/Vaduz',
  LT: 'Europe/Vilnius',
  LU: 'Europe/Luxembourg',
  LV: 'Europe/Riga',
  NL: 'Europe/Amsterdam',
  NO: 'Europe/Oslo',
  PL: 'Europe/Warsaw',
  PT: 'Europe/Lisbon',
  RO: 'Europe/Bucharest',
  SE: 'Europe/Stockholm',
  SI: 'Europe/Ljubljana',
  SK: 'Europe/Bratislava',
};

export const zoneOf = (country: string): string => COUNTRY_ZONES[country] ?? 'Europe/Brussels';

/**
 * The settings of a deployment: average speed, the operator's circuity factor if any, the default departure time on the loading date and the
 * destination hub's receiving hours.
 */
export type JourneySettings = {
  readonly speedKmh: number;
  /** One circuity factor for every country; absent: each country's factor of data/journey/corridors.json. */
  readonly circuity?: number;
  /** HH:MM in Europe/Madrid on the loading date, when the caller gives no departure instant. */
  readonly departureTime: string;
  /** When the destination hub receives goods on its working days, in the destination's local time. */
  readonly receivingHours: ReceivingHours;
  readonly hours?: DriversHours;
  /** The stop for customs formalities, in minutes; absent: the sourced figure of data/journey/corridors.json. */
  readonly customsMinutes?: number;
};

/** The data a journey reads, each file on first use. */
export type JourneyData = {
  readonly points: () => PostalPoints;
  readonly corridors: () => Corridors;
  readonly holidays: HolidaysOf;
  readonly factors: () => EmissionFactors;
  /** The exemptions a country's ban texts grant, as the journey applies them (data/traffic-bans). */
  readonly grants: (country: string) => CountryGrants;
  /** The first-level regions of the countries whose bans name regions. */
  readonly regions: () => Regions;
};

/** What plans a journey's drive: the settings, the ban calendar, each country's exemptions and the vehicle. */
export type Planning = {
  readonly settings: JourneySettings;
  readonly calendar: BanCalendarPort;
  readonly grants: (country: string) => CountryGrants;
  readonly vehicle: PlannedVehicle;
};

/** What an operator's tariff says of a lane's journey: crossings, distance, declared transit days, handling. */
export type LaneTerms = LaneJourneyTerms;

export type JourneyRequest = {
  readonly cpOrigen: string;
  readonly paisDestino: string;
  readonly cpDestino: string;
  readonly pesoKg: number;
  readonly fechaCarga: string;
  /** A departure instant the caller chose (the route planner); else the loading date at the settings' time. */
  readonly departure?: Date;
  readonly lane: LaneTerms;
  /** The way to plan, when a search already chose it (the route planner keeps one way for every departure it tries). */
  readonly way?: Corridor;
};

/**
 * Why the corridor is the one taken: the one way there is, the one of several that arrives first (the shorter on a
 * tie), the crossings the operator fixed, or the way a search of departures kept.
 */
export type WayCriterion = 'only' | 'earliest-arrival' | 'operator' | 'searched';

/** A way the journey weighed: its corridor, and its arrival when planned (a way that cannot arrive first is not). */
type WayWeighed = { readonly corridor: Corridor; readonly arrival: number | undefined };

export type Journey = {
  readonly origin: Located;
  readonly destination: Located;
  readonly corridor: Corridor;
  /** Why this corridor, and the ways weighed (the one taken among them). */
  readonly criterion: WayCriterion;
  readonly ways: readonly WayWeighed[];
  readonly plan: DrivePlan;
  /** The window, when the destination hub receives the goods, and the operator's declared transit days, if any. */
  readonly delivery: DeliveryWindow & { readonly received: Receipt; readonly declared: LaneTerms['transitDays'] };
  readonly emissions: Emissions;
  /**
   * Regional and road bans in force where and while the truck drives whose binding the journey cannot tell, since it
   * does not know its region or its roads there: listed, not waited out.
   */
  readonly listed: readonly ListedBan[];
  /** Bans in force where and while the truck drives that exemptions lift or shorten for the vehicle. */
  readonly exempt: readonly BlockingBan[];
  readonly vehicle: PlannedVehicle;
  /** What planned the drive, for a plan from another departure over the same corridor. */
  readonly planning: Planning;
  /** True when a ban the plan waited for, or one it relied on being absent, is provisional. */
  readonly provisional: boolean;
  readonly departureGiven: boolean;
  readonly settings: JourneySettings;
  /** Road kilometres per great-circle kilometre over the corridor's road legs (each country's factor, weighed). */
  readonly circuity: number;
  readonly lane: LaneTerms;
  readonly tonnes: number;
};

/** A ban listed beside the plan, and what the journey does not know that would tell whether it binds the truck. */
export type ListedBan = { readonly entry: BanEntry; readonly unknown: 'region' | 'roads' };

export type NoJourney =
  | { readonly reason: 'origin-unknown' | 'destination-unknown'; readonly country: string }
  | NoCorridor;

export const isJourney = (value: Journey | NoJourney): value is Journey => 'plan' in value;

const cetDate = (ms: number) => localParts(CALENDAR_ZONE, ms).date;

/**
 * The ways between two places, kept with the data: they depend on the places' points and islands, the lane's crossings
 * and distance, the circuity and the customs stop, never on the time or the goods, and drawing them was a quarter of a
 * journey's compute (bench/estimate.ts). Past MAX_KEPT_WAYS pairs (far more than the lanes a container serves) they
 * start again.
 */
const MAX_KEPT_WAYS = 2_048;
const keptWays = rememberedBy((_: JourneyData) => ({ ways: new Map<string, Corridor[] | NoCorridor>() }));
const waysBetween = (
  data: JourneyData,
  settings: Pick<JourneySettings, 'customsMinutes'> & { readonly circuity: CircuityFactors },
  lane: JourneyRequest['lane'],
  origin: Located,
  destination: Located,
): Corridor[] | NoCorridor => {
  const corridors = data.corridors();
  const placeKey = (place: Located) =>
    `${place.country}|${place.point.join(',')}|${islandOf(corridors, place)?.name.en ?? ''}`;
  const key = [
    placeKey(origin),
    placeKey(destination),
    settings.circuity === corridors.circuity ? '' : settings.circuity.default,
    settings.customsMinutes ?? '',
    lane.crossings?.join(',') ?? '-',
    lane.distanceKm ?? '',
  ].join('>');
  const kept = keptWays(data);
  let ways = kept.ways.get(key);
  if (ways === undefined) {
    const options: CorridorOptions = {
      circuity: settings.circuity,
      lane,
      regions: data.regions(),
      customsMinutes: settings.customsMinutes,
    };
    ways = corridorsBetween(corridors, origin, destination, options);
    if (kept.ways.size >= MAX_KEPT_WAYS) kept.ways = new Map();
    kept.ways.set(key, ways);
  }
  return ways;
};

/** An entry's instants, parsed once: the calendar keeps its entries while it lives (a language's window of years). */
const instantsOf = rememberedBy((entry: BanEntry): { readonly start: number; readonly end: number } => ({
  start: Date.parse(entry.startsAt),
  end: Date.parse(entry.endsAt),
}));

const overlaps = (entry: BanEntry, from: number, to: number) => {
  const { start, end } = instantsOf(entry);
  return start < to && end > from;
};

/** The loading date's departure in Spain, after the origin hub's handling days (Spanish working days). */
const defaultDeparture = (request: JourneyRequest, settings: JourneySettings, holidays: HolidaysOf): number => {
  const date = workingDayAfter(holidays, 'ES', request.fechaCarga, request.lane.handlingDays.origin);
  const [hours, minutes] = settings.departureTime.split(':').map(Number) as [number, number];
  return localToEpoch(
    ORIGIN_ZONE,
    request.lane.handlingDays.origin === 0 ? request.fechaCarga : date,
    hours * 60 + minutes,
  );
};

/**
 * Where each road segment of a corridor lies in the journey, as the exemptions and the bans ask: whether the truck came
 * into its country from another, the countries it goes on to, whether the journey is international, and the
 * segment's region and roads where the corridor knows them.
 */
type SegmentContext = StayContext & { readonly onward: readonly string[] };

const contextsAlong = (corridor: Corridor): (SegmentContext | undefined)[] => {
  const { segments } = corridor;
  const international = new Set(corridor.countries).size > 1;
  const countryAt = (index: number) => {
    const segment = segments[index];
    return segment?.kind === 'road' ? segment.country : undefined;
  };
  return segments.map((segment, index) => {
    if (segment.kind !== 'road') return undefined;
    const elsewhere = (other: number) => {
      const country = countryAt(other);
      return country !== undefined && country !== segment.country;
    };
    const onward = segments.flatMap((other, at) =>
      at > index && other.kind === 'road' && other.country !== segment.country ? [other.country] : [],
    );
    return {
      fromAbroad: segments.some((_, other) => other < index && elsewhere(other)),
      toAbroad: onward.length > 0,
      onward,
      international,
      regions: segment.region === undefined ? undefined : [segment.region],
      roads: segment.roads,
    };
  });
};

/** Each segment's context, worked out once per corridor (a route search plans one corridor many times). */
const contextsOf = rememberedBy(contextsAlong);

/**
 * Whether a calendar entry binds the truck on a road segment: a nationwide or transit ban binds it (a transit ban, or
 * one for traffic towards a country, only when the journey goes on through the country, or to that country); a
 * regional ban where the segment lies in one of its regions; a road ban where the segment lies in its regions and uses
 * one of its roads. Where the journey does not know the segment's region or roads, it cannot tell, and says so.
 */
export type Binding = 'binds' | 'not-here' | 'region-unknown' | 'roads-unknown';

export const bindingOn = (
  entry: BanEntry,
  segment: Extract<Segment, { kind: 'road' }>,
  onward: readonly string[],
): Binding => {
  const towards = entry.appliesTo?.slice(-2);
  if (towards !== undefined && !onward.includes(towards)) return 'not-here';
  if (entry.scope === 'transit' && onward.length === 0) return 'not-here';
  if (isBlocking(entry)) return 'binds';
  if (entry.regions !== undefined) {
    if (segment.region === undefined) return 'region-unknown';
    if (!entry.regions.includes(segment.region)) return 'not-here';
  }
  if (entry.scope === 'regional') return entry.regions === undefined ? 'region-unknown' : 'binds';
  if (segment.roads === undefined) return 'roads-unknown';
  return (entry.roads ?? []).some((road) => segment.roads?.includes(road)) ? 'binds' : 'not-here';
};

/**
 * Whether a calendar entry may bind the truck somewhere on the corridor: in its country, on a segment where it binds, or
 * where the journey cannot tell (its region or roads there not known). A ban of a region or road the corridor does not
 * touch does not.
 */
export const mayBindOn = (corridor: Corridor, entry: BanEntry): boolean => {
  const contexts = contextsOf(corridor);
  return corridor.segments.some((segment, index) => {
    const context = contexts[index];
    return (
      segment.kind === 'road' &&
      segment.country === entry.country &&
      context !== undefined &&
      bindingOn(entry, segment, context.onward) !== 'not-here'
    );
  });
};

/** A calendar entry with its instants. */
type TimedEntry = { readonly entry: BanEntry; readonly start: number; readonly end: number };

/**
 * What plans read from a calendar over a read window, kept with the calendar (one per language and window of years)
 * and shared by every plan: read windows are whole days, so a container meets few of them; past MAX_CALENDAR_READS
 * reads (a year of daily windows for a dozen countries and their segments) they start again.
 */
const MAX_CALENDAR_READS = 8_192;
const calendarReads = new WeakMap<BanCalendarPort, Map<string, unknown>>();
const readOnce = <T>(calendar: BanCalendarPort, key: string, read: () => T): T => {
  let reads = calendarReads.get(calendar);
  if (reads === undefined || reads.size >= MAX_CALENDAR_READS) {
    reads = new Map();
    calendarReads.set(calendar, reads);
  }
  if (!reads.has(key)) reads.set(key, read());
  return reads.get(key) as T;
};

/** A country's entries over a read window, with their instants. */
const entriesOver = (calendar: BanCalendarPort, country: string, from: number, to: number): readonly TimedEntry[] =>
  readOnce(calendar, `${country}|${from}|${to}`, () =>
    calendar
      .entriesOf(country, addDays(cetDate(from), -1), cetDate(to))
      .filter((entry) => overlaps(entry, from, to))
      .map((entry) => ({ entry, ...instantsOf(entry) })),
  );

/** A calendar entry with its instants and how it binds the truck on a segment. */
type BoundEntry = TimedEntry & { readonly binding: Binding };

/**
 * A road segment's entries over a read window with how each binds the truck there, which depends only on the
 * segment's country, region and roads and the countries the journey goes on to.
 */
const boundOver = (
  calendar: BanCalendarPort,
  road: Extract<Segment, { kind: 'road' }>,
  onward: readonly string[],
  from: number,
  to: number,
): readonly BoundEntry[] =>
  readOnce(
    calendar,
    `${road.country}|${road.region ?? '?'}|${road.roads?.join(',') ?? '?'}|${onward.join(',')}|${from}|${to}`,
    () =>
      entriesOver(calendar, road.country, from, to).map((timed) => ({
        ...timed,
        binding: bindingOn(timed.entry, road, onward),
      })),
  );

/**
 * Of a segment's entries, the estimated ones that bind the truck and those whose binding the journey cannot tell
 * (regions or roads not known there), kept with the entries: most segments have none, and every plan asks.
 */
const NO_ENTRIES: readonly BoundEntry[] = [];
const provisionalIn = rememberedBy((bound: readonly BoundEntry[]) =>
  bound.filter(({ entry, binding }) => binding === 'binds' && entry.provisional === true),
);
const unknownIn = rememberedBy((bound: readonly BoundEntry[]) =>
  bound.filter(({ binding }) => binding === 'region-unknown' || binding === 'roads-unknown'),
);

/**
 * One planning per calendar, settings, vehicle and data, so that what is kept with it serves every journey that plans
 * alike, not only one request's.
 */
const planningOf = rememberedBy((calendar: BanCalendarPort) =>
  rememberedBy((settings: JourneySettings) =>
    rememberedBy((vehicle: PlannedVehicle) =>
      rememberedBy((grants: Planning['grants']): Planning => ({ settings, calendar, grants, vehicle })),
    ),
  ),
);

/**
 * Each segment's bans for the planned vehicle, kept while the corridor and the planning live (a route search plans the
 * same corridor from many departures, and journeys on one lane share their corridors and plannings): by read window
 * (whole days) and, where the country's exemptions depend on it, by when the truck entered the country; past
 * MAX_CALENDAR_READS keys they start again.
 */
const bansMemoOf = rememberedBy((_: Planning) =>
  rememberedBy((_: Corridor) => ({ bans: new Map<string, readonly BlockingBan[]>() })),
);

/** Whether a country's exemptions depend on when the truck entered it (a ban that starts later for one from abroad). */
const dependsOnEntry = rememberedBy((grants: CountryGrants) =>
  grants.grants.some((grant) => 'startsLaterMinutes' in grant.effect),
);

/**
 * A single driver's plan over a corridor from a departure, with the calendar's nationwide and transit bans of each
 * segment's country, and its regional and road bans where the segment lies in their regions and on their roads, as
 * the waits, as they bind the planned vehicle (its exemptions applied), and whether an estimated (provisional) such
 * ban lies in its time. The route planner calls it again for later departures over the same corridor.
 */
export const planOver = (corridor: Corridor, departure: number, planning: Planning) => {
  const { calendar, settings, vehicle } = planning;
  const bansMemo = bansMemoOf(planning)(corridor);
  const [windowFrom, windowTo] = readWindow(departure, calendar.knownUntil);
  const windowKey = `${windowFrom}|${windowTo}`;
  const contexts = contextsOf(corridor);
  const { segments } = corridor;
  /** A segment's calendar entries of the read window with their instants and how each binds the truck there. */
  const onSegment: (readonly BoundEntry[] | undefined)[] = [];
  const windowOn = (segment: number): readonly BoundEntry[] => {
    const road = segments[segment];
    const context = contexts[segment];
    if (road?.kind !== 'road' || context === undefined) return NO_ENTRIES;
    onSegment[segment] ??= boundOver(calendar, road, context.onward, windowFrom, windowTo);
    return onSegment[segment];
  };
  /** A segment's entries whose binding the journey cannot tell, over an interval of the plan's time. */
  const unknownOn = (segment: number, from: number, to: number) =>
    unknownIn(windowOn(segment)).filter(({ start, end }) => start < to && end > from);
  /** A segment's bans as they bind the vehicle, for a truck that entered the segment's country at `enteredAt`. */
  const segmentBans = (segment: number, from: number, to: number, enteredAt: number): readonly BlockingBan[] => {
    const road = segments[segment];
    const context = contexts[segment];
    if (road?.kind !== 'road' || context === undefined) return [];
    const grants = planning.grants(road.country);
    const key = `${segment}|${windowKey}|${dependsOnEntry(grants) ? enteredAt : ''}`;
    let bans = bansMemo.bans.get(key);
    if (bans === undefined) {
      bans = windowOn(segment)
        .filter(({ binding }) => binding === 'binds')
        .map(({ entry, start, end }) => {
          const ban = { start, end, entry };
          return grants.grants.length === 0 ? ban : banForVehicle(ban, grants, vehicle, context, enteredAt);
        });
      if (bansMemo.bans.size >= MAX_CALENDAR_READS) bansMemo.bans = new Map();
      bansMemo.bans.set(key, bans);
    }
    if (from <= windowFrom && to >= windowTo) return bans;
    // The calendar's own hours decide whether a ban lies in the interval, whatever an exception made of them.
    return bans.filter((ban) => overlaps(ban.entry, from, to));
  };
  const plan = drivePlan({
    segments,
    departure,
    speedKmh: settings.speedKmh,
    hours: settings.hours,
    bansOf: segmentBans,
    knownUntil: calendar.knownUntil,
  });
  // Provisional when an estimated ban that binds the truck somewhere on its way lies in the plan's time.
  const provisional = segments.some((_, segment) =>
    provisionalIn(windowOn(segment)).some(({ start, end }) => start < plan.arrival && end > departure),
  );
  return { plan, provisional, unknownOn, segmentBans };
};

/**
 * The plan's duration were no ban in force: the lower bound of every departure's duration over the corridor while the
 * week's 56 hours cannot bind, from which the latest departure is searched.
 */
export const unbannedDuration = (corridor: Corridor, departure: number, planning: Planning) => {
  const plan = drivePlan({
    segments: corridor.segments,
    departure,
    speedKmh: planning.settings.speedKmh,
    hours: planning.settings.hours,
    bansOf: () => [],
    knownUntil: planning.calendar.knownUntil,
    ignoreTimetables: true,
  });
  return { drivingMinutes: plan.drivingMinutes, durationMs: plan.arrival - plan.departure };
};

/**
 * The least a way can take: its driving at the average speed, its shortest sailings and its customs stops, without a
 * break, a rest or a wait.
 */
const leastMinutes = (corridor: Corridor, speedKmh: number) =>
  corridor.segments.reduce((sum, segment) => {
    if (segment.kind === 'road') return sum + (segment.km * 60) / speedKmh;
    if (segment.kind === 'customs') return sum + segment.minutes;
    const sailings = segment.crossing.timetable?.sailings ?? [];
    return sum + Math.min(segment.crossing.hours, ...sailings.map((sailing) => sailing.hours ?? Infinity)) * 60;
  }, 0);

/**
 * The way a haulier takes from a departure: of the ways (shortest first), the one whose plan arrives first, the
 * shorter on a tie. A way whose driving and crossings alone end after the best arrival found is not planned.
 */
const fastestWay = (ways: readonly Corridor[], departure: number, planning: Planning) => {
  let best: { corridor: Corridor; planned: ReturnType<typeof planOver> } | undefined;
  const weighed: WayWeighed[] = [];
  for (const corridor of ways) {
    const least = departure + leastMinutes(corridor, planning.settings.speedKmh) * 60_000;
    if (best !== undefined && least >= best.planned.plan.arrival) {
      weighed.push({ corridor, arrival: undefined });
      continue;
    }
    const planned = planOver(corridor, departure, planning);
    weighed.push({ corridor, arrival: planned.plan.arrival });
    // The ways come shortest first: a later one is taken only when it arrives strictly earlier.
    if (best === undefined || planned.plan.arrival < best.planned.plan.arrival) best = { corridor, planned };
  }
  if (best === undefined) throw new Error('no way to weigh');
  return { ...best, ways: weighed };
};

/** The bans whose calendar hours the truck drives in because an exemption lifts or shortens them, each once. */
const exemptDuring = (plan: DrivePlan, segmentBans: ReturnType<typeof planOver>['segmentBans']) => {
  const seen = new Set<string>();
  const exempt: BlockingBan[] = [];
  for (const drive of plan.drives) {
    for (const ban of segmentBans(drive.segment, drive.from, drive.to, drive.enteredAt)) {
      if (ban.exemptions === undefined) continue;
      const key = `${ban.entry.country}|${ban.entry.startsAt}|${ban.entry.reason}`;
      if (seen.has(key)) continue;
      seen.add(key);
      exempt.push(ban);
    }
  }
  return exempt;
};

/**
 * The journey of a shipment from a Spanish postal code to a destination postal code: where both ends are, the
 * corridor (countries, border and sea crossings, kilometres per country), a single driver's plan under Regulation
 * (EC) No 561/2006 that waits out the nationwide and transit bans of the calendar, the delivery window in the
 * destination's working days and the ISO 14083 well-to-wheel emissions. Pure: the data, the calendar and the
 * settings are passed in.
 */
export const journey = (
  request: JourneyRequest,
  data: JourneyData,
  settings: JourneySettings,
  calendar: BanCalendarPort,
): Journey | NoJourney => {
  const points = data.points();
  const origin = locate(points, 'ES', request.cpOrigen);
  if (origin === undefined) return { reason: 'origin-unknown', country: 'ES' };
  const destination = locate(points, request.paisDestino, request.cpDestino);
  if (destination === undefined) return { reason: 'destination-unknown', country: request.paisDestino };
  const circuity =
    settings.circuity === undefined ? data.corridors().circuity : { default: settings.circuity, countries: {} };
  const found =
    request.way === undefined
      ? waysBetween(data, { ...settings, circuity }, request.lane, origin, destination)
      : [request.way];
  if (!Array.isArray(found)) return found;

  const departure = request.departure?.getTime() ?? defaultDeparture(request, settings, data.holidays);
  const vehicle = request.lane.vehicle;
  const planning = planningOf(calendar)(settings)(vehicle)(data.grants);
  const { corridor, planned, ways } = fastestWay(found, departure, planning);
  const { plan, provisional, unknownOn, segmentBans } = planned;
  const criterion: WayCriterion =
    request.way !== undefined
      ? 'searched'
      : corridor.fixedByOperator && request.lane.crossings !== undefined
        ? 'operator'
        : ways.length > 1
          ? 'earliest-arrival'
          : 'only';
  // The bans the truck drives through whose binding the journey cannot tell (regions or roads not known there).
  const seen = new Set<string>();
  const listed: ListedBan[] = [];
  for (const drive of plan.drives) {
    for (const { entry, binding } of unknownOn(drive.segment, drive.from, drive.to)) {
      const key = `${entry.country}|${entry.startsAt}|${entry.reason}|${entry.roads?.join(',') ?? ''}`;
      if (seen.has(key)) continue;
      seen.add(key);
      listed.push({ entry, unknown: binding === 'region-unknown' ? 'region' : 'roads' });
    }
  }
  const received = receipt(
    data.holidays,
    destination.country,
    zoneOf(destination.country),
    plan.arrival,
    settings.receivingHours,
  );
  const { lane } = request;
  const delivery =
    lane.transitDays === undefined
      ? deliveryWindow(
          data.holidays,
          destination.country,
          received.date,
          lane.handlingDays.destination,
          lane.spreadDays,
        )
      : declaredDeliveryWindow(data.holidays, destination.country, request.fechaCarga, lane.transitDays);
  const tonnes = request.pesoKg / 1000;
  return {
    origin,
    destination,
    corridor,
    criterion,
    ways,
    plan,
    delivery: { ...delivery, received, declared: lane.transitDays },
    emissions: transportChain({
      factors: data.factors(),
      points,
      corridor,
      origin,
      destination,
      tonnes,
      circuity,
      operator: lane.emissions,
    }),
    listed,
    exempt: exemptDuring(plan, segmentBans),
    vehicle,
    planning,
    provisional,
    departureGiven: request.departure !== undefined,
    settings,
    circuity:
      corridor.straightKm > 0 ? corridor.roadKm / corridor.straightKm : circuityIn(circuity, destination.country),
    lane,
    tonnes,
  };
};
