import { greatCircleKm, locate } from './geography.ts';
import type { Transito } from './journey.schema.ts';
import type { Corridors, Point, PostalPoints } from './journey-data.schema.ts';
import { type ConicProjection, conicConformal, type MapPoint } from './map-projection.ts';

/** A box on the drawn map: [x0, y0, x1, y1] in its units. */
export type MapBox = readonly [number, number, number, number];

/** What the journey's map is drawn on: the outlines' projection, the box they cover and each country's bounds. */
export type MapOutlines = {
  readonly projection: ConicProjection;
  readonly extent: MapBox;
  readonly countries: readonly { readonly code: string; readonly bounds: MapBox }[];
};

type Paso = Transito['pasos'][number];

/** A crossing of the journey on the map, numbered in travel order; a ferry or shuttle with the ports it links. */
export type MapCrossing = {
  readonly number: number;
  readonly paso: Paso;
  /** Where its number stands: the border crossing, or the middle of the sea leg. */
  readonly at: MapPoint;
  /** The port or terminal the truck boards at and the one it leaves by (ferries and the shuttle). */
  readonly ports?: readonly [string, string];
};

/** One leg of the line: driven, or on board a ferry or the shuttle. */
export type MapLeg = { readonly kind: 'road' | 'sea'; readonly from: MapPoint; readonly to: MapPoint };

/** One end of the journey: the reference point of its postal code (or of its country, as `transito.ubicacion` says). */
export type MapEnd = { readonly country: string; readonly postalCode: string; readonly at: MapPoint };

/**
 * The journey's map: the frame of the drawing (x, y, width, height), the countries whose outlines meet it with their
 * part in the journey, the line from the origin through each crossing to the destination, the numbered crossings,
 * and the countries whose driving ban stopped the truck, in the order the plan met them.
 */
export type JourneyMap = {
  readonly frame: MapBox;
  readonly countries: readonly { readonly code: string; readonly role: 'stopped' | 'crossed' | 'other' }[];
  readonly legs: readonly MapLeg[];
  readonly origin: MapEnd;
  readonly destination: MapEnd;
  readonly crossings: readonly MapCrossing[];
  readonly stoppedIn: readonly string[];
};

/** The frame's shape (width to height) and the least of it, in map units (about 150 km), around a short journey. */
const ASPECT = 4 / 3;
const LEAST_WIDTH = 100;

const sameCountries = (a: readonly [string, string], b: readonly [string, string]) =>
  (a[0] === b[0] && a[1] === b[1]) || (a[0] === b[1] && a[1] === b[0]);

/**
 * The box around the points, with a margin, widened to the frame's shape and kept inside the outlines where it fits,
 * so that the line never touches the edge and no edge falls where the outlines were cut.
 */
const frameAround = (points: readonly MapPoint[], [ex0, ey0, ex1, ey1]: MapBox): MapBox => {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const margin = Math.max(x1 - x0, y1 - y0) * 0.15 + 12;
  let width = Math.max(x1 - x0 + 2 * margin, LEAST_WIDTH);
  let height = y1 - y0 + 2 * margin;
  if (width / height < ASPECT) width = height * ASPECT;
  else height = width / ASPECT;
  width = Math.min(width, ex1 - ex0);
  height = Math.min(height, ey1 - ey0);
  const within = (start: number, size: number, low: number, high: number) =>
    Math.min(Math.max(start, low), high - size);
  const left = within((x0 + x1 - width) / 2, width, ex0, ex1);
  const top = within((y0 + y1 - height) / 2, height, ey0, ey1);
  const round = (value: number) => Math.round(value * 10) / 10;
  return [round(left), round(top), round(width), round(height)];
};

/**
 * The journey on the map the site draws Europe with: each end at the reference point of its postal code (the one
 * `transito.ubicacion` names), each crossing of `transito.pasos` at its point in the corridors' data (a ferry or the
 * shuttle from the port nearer to where the truck comes from, as the corridor boards it), projected as the outlines
 * were. Undefined when a crossing of the journey is not in the data (the map would be wrong, so none is drawn).
 */
export const journeyMap = (
  transito: Transito,
  corridors: Corridors,
  points: PostalPoints,
  outlines: MapOutlines,
): JourneyMap | undefined => {
  const project = conicConformal(outlines.projection);
  const { origen, destino } = transito.ubicacion;
  const start = locate(points, origen.pais, origen.cp);
  const end = locate(points, destino.pais, destino.cp);
  if (start === undefined || end === undefined) return undefined;
  let at: Point = start.point;
  const legs: MapLeg[] = [];
  const crossings: MapCrossing[] = [];
  const go = (kind: MapLeg['kind'], to: Point) => {
    legs.push({ kind, from: project(at), to: project(to) });
    at = to;
  };
  for (const paso of transito.pasos) {
    const number = crossings.length + 1;
    if (paso.tipo === 'frontera') {
      const border = corridors.crossings.find(
        (crossing) => crossing.name === paso.nombre && sameCountries(crossing.between, paso.entre),
      );
      if (border === undefined) return undefined;
      go('road', border.point);
      crossings.push({ number, paso, at: project(border.point) });
      continue;
    }
    const kind = paso.tipo === 'ferry' ? 'ferry' : 'shuttle';
    const sea = corridors.seaCrossings.find(
      (crossing) =>
        crossing.kind === kind &&
        sameCountries(crossing.between, paso.entre) &&
        Object.values(crossing.name).includes(paso.nombre),
    );
    if (sea === undefined) return undefined;
    const forward = greatCircleKm(at, sea.from.point) <= greatCircleKm(at, sea.to.point);
    const [board, land] = forward ? [sea.from, sea.to] : [sea.to, sea.from];
    go('road', board.point);
    go('sea', land.point);
    const [[bx, by], [lx, ly]] = [project(board.point), project(land.point)];
    crossings.push({ number, paso, at: [(bx + lx) / 2, (by + ly) / 2], ports: [board.name, land.name] });
  }
  go('road', end.point);
  const drivenLegs = legs.filter((leg) => leg.from[0] !== leg.to[0] || leg.from[1] !== leg.to[1]);
  const frame = frameAround(
    drivenLegs.flatMap((leg) => [leg.from, leg.to]).concat([project(start.point), project(end.point)]),
    outlines.extent,
  );
  const stoppedIn = [
    ...new Set(
      transito.paradas.flatMap((stop) =>
        stop.tipo === 'espera' ? (stop.restricciones ?? []).map((ban) => ban.pais) : [],
      ),
    ),
  ];
  const [fx, fy, fw, fh] = frame;
  return {
    frame,
    countries: outlines.countries
      .filter(({ bounds: [x0, y0, x1, y1] }) => x1 >= fx && x0 <= fx + fw && y1 >= fy && y0 <= fy + fh)
      .map(({ code }) => ({
        code,
        role: stoppedIn.includes(code) ? 'stopped' : transito.paises.includes(code) ? 'crossed' : 'other',
      })),
    legs: drivenLegs,
    origin: { country: origen.pais, postalCode: origen.cp, at: project(start.point) },
    destination: { country: destino.pais, postalCode: destino.cp, at: project(end.point) },
    crossings,
    stoppedIn,
  };
};
