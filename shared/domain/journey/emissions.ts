import type { HubLocation, LaneEmissions } from '#shared/domain/pricing/tariff-lookup.ts';
import { type CircuityFactors, type Corridor, circuityIn } from './corridor.ts';
import { greatCircleKm, type Located, locate, postalKey } from './geography.ts';
import type {
  EmissionFactors,
  Point,
  PostalPoints,
  RoadFactor,
  SeaCrossing,
  VesselType,
} from './journey-data.schema.ts';

/**
 * The transport chain elements of ISO 14083 for a groupage shipment, in travel order: the collection round, the origin
 * hub, the trunk haul (split where a ship carries the truck), each sea crossing, the destination hub and the delivery
 * round.
 */
export type ElementKind = 'collection' | 'origin-hub' | 'trunk' | 'sea' | 'destination-hub' | 'delivery';

/** Where a figure comes from: the data's default, or the operator's own measured figure (ISO 14083 primary data). */
export type DataKind = 'default' | 'primary';

/** A source a figure is read from, or the operator's statement of what it measured. */
export type FigureSource = { readonly name: string; readonly url?: string; readonly table: string };

type Common = {
  /** kg CO2e, well-to-wheel. */
  readonly kg: number;
  readonly data: DataKind;
  readonly source: FigureSource;
};

/** A vehicle or vessel moving the shipment: tonne-kilometres times a TTW and a WTT intensity. */
export type TransportElement = Common & {
  readonly kind: 'collection' | 'trunk' | 'sea' | 'delivery';
  readonly km: number;
  /** The tonnes counted: the shipment's, never more than the vehicle carries; on a ship, its share of the truck's gross mass. */
  readonly tonnes: number;
  readonly ttwKgPerTkm: number;
  readonly wttKgPerTkm: number;
  readonly ttwKg: number;
  readonly wttKg: number;
  /** The whole vehicle's (or, on a ship, the whole truck's) well-to-wheel emissions over the element. */
  readonly vehicleKg: number;
  /** True when the shipment's share reached the whole vehicle's. */
  readonly capped: boolean;
  readonly vehicle: RoadFactor['vehicle'];
  readonly crossing?: SeaCrossing;
  readonly vessel?: VesselType;
};

/** A hub operation: tonnes handled times the hub's intensity, which the source does not split into TTW and WTT. */
export type HubElement = Common & {
  readonly kind: 'origin-hub' | 'destination-hub';
  readonly tonnes: number;
  readonly kgPerTonne: number;
  readonly vehicle: RoadFactor['vehicle'];
};

export type ChainElement = TransportElement | HubElement;

/** Where a round ends or starts: the operator's hub of the zone, or the reference point of the code's postal area. */
export type HubPlace = { readonly point: Point; readonly declared: boolean; readonly name: string };

/** The trunk haul's intensity, whichever vehicle figure was taken (the operator's or the default). */
export type TrunkFactor = {
  readonly ttwKgPerTkm: number;
  readonly wttKgPerTkm: number;
  readonly data: DataKind;
  readonly source: FigureSource;
  readonly vehicle: RoadFactor['vehicle'];
};

export type Emissions = {
  readonly elements: readonly ChainElement[];
  readonly trunk: TrunkFactor;
  readonly tonnes: number;
  readonly origin: HubPlace;
  readonly destination: HubPlace;
};

export const isTransport = (element: ChainElement): element is TransportElement => 'km' in element;

/** What the chain is computed from: the journey's places and corridor, the shipment's mass and the operator's figures. */
export type ChainInput = {
  readonly factors: EmissionFactors;
  readonly points: PostalPoints;
  readonly corridor: Corridor;
  readonly origin: Located;
  readonly destination: Located;
  readonly tonnes: number;
  readonly circuity: CircuityFactors;
  readonly operator: LaneEmissions | undefined;
};

/** A road vehicle as the chain uses it: intensities, the whole vehicle's emissions per loaded km, and their source. */
type Vehicle = {
  readonly ttw: number;
  readonly wtt: number;
  readonly perKm: number;
  readonly data: DataKind;
  readonly source: FigureSource;
  readonly name: RoadFactor['vehicle'];
};

const roadVehicle = (factor: RoadFactor): Vehicle => {
  const { vehicleLoad } = factor;
  const perKm =
    'tonnes' in vehicleLoad
      ? vehicleLoad.tonnes * (factor.ttwKgPerTkm + factor.wttKgPerTkm)
      : vehicleLoad.ttwKgPerKm + vehicleLoad.wttKgPerKm;
  return {
    ttw: factor.ttwKgPerTkm,
    wtt: factor.wttKgPerTkm,
    perKm,
    data: 'default',
    source: factor.source,
    name: factor.vehicle,
  };
};

/** The trunk vehicle: the operator's own fleet figure where its tariff states one, else the default. */
const trunkVehicle = (factors: EmissionFactors, operator: LaneEmissions | undefined): Vehicle => {
  const fleet = operator?.fleet;
  if (fleet === undefined) return roadVehicle(factors.trunk);
  return {
    ttw: fleet.ttwKgPerTkm,
    wtt: fleet.wttKgPerTkm,
    perKm: fleet.loadTonnes * (fleet.ttwKgPerTkm + fleet.wttKgPerTkm),
    data: 'primary',
    source: { name: 'operator', table: fleet.basis },
    name: factors.trunk.vehicle,
  };
};

/**
 * A road element: the shipment's tonnes over the kilometres, never more than the whole vehicle's emissions over
 * them (a full truck load gets the whole truck). The vehicle's emissions per loaded km include its share of empty
 * running, as the factor's intensity does.
 */
const roadElement = (
  kind: 'collection' | 'trunk' | 'delivery',
  vehicle: Vehicle,
  km: number,
  tonnes: number,
): TransportElement => {
  const wtw = vehicle.ttw + vehicle.wtt;
  const bound = vehicle.perKm / wtw;
  const counted = Math.min(tonnes, bound);
  const tkm = counted * km;
  return {
    kind,
    km,
    tonnes: counted,
    ttwKgPerTkm: vehicle.ttw,
    wttKgPerTkm: vehicle.wtt,
    ttwKg: tkm * vehicle.ttw,
    wttKg: tkm * vehicle.wtt,
    kg: tkm * wtw,
    vehicleKg: km * vehicle.perKm,
    capped: tonnes >= bound,
    vehicle: vehicle.name,
    data: vehicle.data,
    source: vehicle.source,
  };
};

/**
 * A sea crossing with the truck on board. The ship's intensity is per tonne of gross load (truck and cargo, GLEC v3
 * Module 2, Table 12 note), reallocated to the cargo in the truck: the shipment counts its share of the truck's load
 * times the truck's gross mass (load plus tare).
 */
const seaElement = (
  factors: EmissionFactors,
  crossing: SeaCrossing,
  trunk: Vehicle,
  tonnes: number,
): TransportElement => {
  const vessel = crossing.vessel ?? 'ro-pax';
  const factor = factors.vessels[vessel];
  // The truck's load: the tonnes whose share of the truck's emissions is the whole truck's.
  const load = trunk.perKm / (trunk.ttw + trunk.wtt);
  const gross = load + factors.truckTare.tonnes;
  const counted = (Math.min(tonnes, load) / load) * gross;
  const wtw = factor.ttwKgPerTkm + factor.wttKgPerTkm;
  const tkm = counted * crossing.km;
  return {
    kind: 'sea',
    km: crossing.km,
    tonnes: counted,
    ttwKgPerTkm: factor.ttwKgPerTkm,
    wttKgPerTkm: factor.wttKgPerTkm,
    ttwKg: tkm * factor.ttwKgPerTkm,
    wttKg: tkm * factor.wttKgPerTkm,
    kg: tkm * wtw,
    vehicleKg: gross * crossing.km * wtw,
    capped: tonnes >= load,
    vehicle: factor.vehicle,
    crossing,
    vessel,
    data: 'default',
    source: factor.source,
  };
};

const hubElement = (
  kind: 'origin-hub' | 'destination-hub',
  factors: EmissionFactors,
  operator: LaneEmissions | undefined,
  tonnes: number,
): HubElement => {
  const stated = operator?.hub;
  const kgPerTonne = stated?.kgPerTonne ?? factors.hub.kgPerTonne;
  return {
    kind,
    tonnes,
    kgPerTonne,
    kg: tonnes * kgPerTonne,
    vehicle: factors.hub.vehicle,
    data: stated === undefined ? 'default' : 'primary',
    source: stated === undefined ? factors.hub.source : { name: 'operator', table: stated.basis },
  };
};

/**
 * The hub a round runs to: the operator's stated hub of the zone, at its coordinates or located like any postal code, or
 * else the reference
 * point of the postal area the code belongs to (the shortest prefix of the table it starts with: a Spanish province, an
 * Italian or French two-digit area).
 */
const hubPlace = (points: PostalPoints, place: Located, declared: HubLocation | undefined): HubPlace => {
  if (Array.isArray(declared)) return { point: declared, declared: true, name: declared.join(', ') };
  const stated = declared === undefined ? undefined : locate(points, place.country, declared);
  if (stated !== undefined) return { point: stated.point, declared: true, name: stated.postalCode };
  const key = postalKey(place.postalCode);
  const prefixes = points.countries[place.country]?.prefixes ?? {};
  for (let length = 1; length <= key.length; length += 1) {
    const area = prefixes[key.slice(0, length)];
    if (area !== undefined) return { point: area, declared: false, name: key.slice(0, length) };
  }
  return { point: place.point, declared: false, name: place.postalCode };
};

/**
 * The ISO 14083 well-to-wheel emissions of a groupage shipment, element by element: the collection round from the
 * origin's postal point to the origin hub and the delivery round from the destination hub, straight lines times the
 * circuity factor of their country, in the rigid trucks such rounds use (allocated by the notional point-to-point tonne-kilometres,
 * GLEC v3 Module 4, 1.4); each hub's operation per tonne handled; the trunk haul over the journey's road kilometres,
 * split where a ship carries the truck; each ferry by its vessel type. A rail shuttle runs on electricity and has no
 * factor here: it is left out (and said to be).
 */
export const transportChain = (input: ChainInput): Emissions => {
  const { factors, points, corridor, tonnes, operator } = input;
  const round = roadVehicle(factors.round);
  const trunk = trunkVehicle(factors, operator);
  const origin = hubPlace(points, input.origin, operator?.originHub);
  const destination = hubPlace(points, input.destination, operator?.destinationHub);
  const roundKm = (from: Located, to: Point) =>
    greatCircleKm(from.point, to) * circuityIn(input.circuity, from.country);

  const elements: ChainElement[] = [
    roadElement('collection', round, roundKm(input.origin, origin.point), tonnes),
    hubElement('origin-hub', factors, operator, tonnes),
  ];
  let roadKm = 0;
  const closeTrunk = () => {
    if (roadKm > 0) elements.push(roadElement('trunk', trunk, roadKm, tonnes));
    roadKm = 0;
  };
  for (const segment of corridor.segments) {
    if (segment.kind === 'road') {
      roadKm += segment.km;
      continue;
    }
    if (segment.kind === 'customs' || segment.crossing.kind !== 'ferry') continue;
    closeTrunk();
    elements.push(seaElement(factors, segment.crossing, trunk, tonnes));
  }
  closeTrunk();
  elements.push(
    hubElement('destination-hub', factors, operator, tonnes),
    roadElement('delivery', round, roundKm(input.destination, destination.point), tonnes),
  );
  return {
    elements,
    trunk: {
      ttwKgPerTkm: trunk.ttw,
      wttKgPerTkm: trunk.wtt,
      data: trunk.data,
      source: trunk.source,
      vehicle: trunk.name,
    },
    tonnes,
    origin,
    destination,
  };
};
