import { corridors, postalPoints } from '#data/journey/index.ts';
import { journeyTextsFile } from '#data/journey/texts.ts';
import { europeMap } from '#data/site/index.ts';
import { tariff } from '#data/tariffs/index.ts';
import { parseConfig } from '#shared/config.ts';
import type { Transito } from '#shared/domain/journey/journey.schema.ts';
import type { JourneyMap } from '#shared/domain/journey/journey-map.ts';
import { journeyMap } from '#shared/domain/journey/journey-map.ts';
import { resultJourney } from '#shared/domain/journey/journey-result.ts';
import { journeyTimeBar } from '#shared/domain/journey/journey-time-bar.ts';
import { journeyTimeline } from '#shared/domain/journey/journey-timeline.ts';
import { conicConformal } from '#shared/domain/journey/map-projection.ts';
import type { Language } from '#shared/domain/languages.ts';
import { wireJourney } from '#shared/operations/journey-ports.ts';

const ports = wireJourney(parseConfig({}), tariff);
const now = new Date('2026-12-20T10:00:00Z');

/** The journey of the committed data from a Spanish postal code, leaving at a CET instant. */
const journeyOf = (
  cpOrigen: string,
  paisDestino: string,
  cpDestino: string,
  departure: string,
  lang: Language = 'en',
) => {
  const drawn = resultJourney(
    ports,
    { cpOrigen, paisDestino, cpDestino, pesoKg: 1000, fechaCarga: departure.slice(0, 10) },
    lang,
    now,
    new Date(departure),
  );
  if (drawn.journey === undefined) throw new Error(`no journey to ${paisDestino}-${cpDestino}`);
  return drawn;
};

const mapOf = (transito: Transito) => journeyMap(transito, corridors(), postalPoints(), europeMap()) as JourneyMap;
const barOf = (transito: Transito, lang: Language = 'en') =>
  journeyTimeBar(transito, journeyTimeline(journeyTextsFile().timeline[lang], transito, undefined, lang), lang);

const inside = ([fx, fy, fw, fh]: readonly [number, number, number, number], [x, y]: readonly [number, number]) =>
  x >= fx && x <= fx + fw && y >= fy && y <= fy + fh;

describe("the journey's map", () => {
  test('Barcelona to Milan: one line from the origin through each named crossing to the destination, inside the frame', () => {
    // Prepare
    const { transito } = journeyOf('08001', 'IT', '20121', '2026-12-21T18:00:00+01:00');
    const project = conicConformal(europeMap().projection);

    // Act
    const map = mapOf(transito);

    // Assess
    expect(map.crossings.map(({ number, paso }) => [number, paso.nombre])).toEqual(
      transito.pasos.map((paso, index) => [index + 1, paso.nombre]),
    );
    // The origin's reference point is the one of the prefix `transito.ubicacion` names.
    const prefix = transito.ubicacion.origen.prefijo as string;
    expect(map.legs[0]?.from).toEqual(project(postalPoints().countries.ES?.prefixes[prefix] as [number, number]));
    expect(map.legs.at(-1)?.to).toEqual(map.destination.at);
    expect(map.legs.slice(1).map((leg) => leg.from)).toEqual(map.legs.slice(0, -1).map((leg) => leg.to));
    // Leaving on Monday 21 December 2026 at 18:00, GNV's 21:30 sailing lands in Genova on Tuesday at 15:30 (18 hours)
    // and the truck is in Milan at 18:02, before the road (21:40, after a daily rest in France): the map draws the road
    // to the port, the sea, and the road from Genova, the ferry's mark halfway across.
    expect(map.legs.map((leg) => leg.kind)).toEqual(['road', 'sea', 'road']);
    const [[x0, y0], [x1, y1]] = [map.legs[1]?.from ?? [0, 0], map.legs[1]?.to ?? [0, 0]];
    expect(map.crossings.map((crossing) => crossing.at)).toEqual([[(x0 + x1) / 2, (y0 + y1) / 2]]);
    for (const leg of map.legs) expect(inside(map.frame, leg.from) && inside(map.frame, leg.to)).toBe(true);
    const [, , width, height] = map.frame;
    expect(width / height).toBeCloseTo(4 / 3, 2);
    expect(map.countries.filter((country) => country.role === 'crossed').map((country) => country.code)).toEqual([
      'ES',
      'IT',
    ]);
    expect(map.stoppedIn).toEqual([]);
  });

  test('from Palma the first leg is the ferry to Barcelona, drawn at sea between the ports it names', () => {
    const { transito } = journeyOf('07001', 'FR', '75001', '2026-12-21T18:00:00+01:00', 'de');
    const map = mapOf(transito);

    const ferry = map.crossings[0];
    expect(ferry?.paso.tipo).toBe('ferry');
    expect(ferry?.ports).toEqual(['Palma', 'Barcelona']);
    const sea = map.legs.find((leg) => leg.kind === 'sea');
    expect(sea).toBeDefined();
    const [[x0, y0], [x1, y1]] = [sea?.from ?? [0, 0], sea?.to ?? [0, 0]];
    expect(ferry?.at).toEqual([(x0 + x1) / 2, (y0 + y1) / 2]);
  });

  test('from the Canary Islands to Athens at Christmas: both ferries at sea, and France shaded where its ban stopped the truck', () => {
    // Naviera Armas' weekly line leaves Las Palmas on Thursday 24 December at 07:30 (Canary time) and lands in Huelva on
    // Christmas Day at 17:00; the truck then waits out France's weekend ban of Sunday 27 December, and sails
    // Ancona–Patras.
    const { transito } = journeyOf('35001', 'GR', '10431', '2026-12-21T18:00:00+01:00');
    const map = mapOf(transito);

    expect(map.legs.filter((leg) => leg.kind === 'sea')).toHaveLength(2);
    expect(map.stoppedIn).toEqual(['FR']);
    expect(map.countries.filter((country) => country.role === 'stopped').map((country) => country.code)).toEqual([
      'FR',
    ]);
    // The frame stays inside the outlines, which reach the Canary Islands.
    const [ex0, ey0, ex1, ey1] = europeMap().extent;
    const [fx, fy, fw, fh] = map.frame;
    expect(fx >= ex0 && fy >= ey0 && fx + fw <= ex1 + 0.1 && fy + fh <= ey1 + 0.1).toBe(true);
    for (const leg of map.legs) expect(inside(map.frame, leg.from) && inside(map.frame, leg.to)).toBe(true);
  });

  test('every crossing of the corridors, by land or sea, is found by the name a journey gives it in each language', () => {
    const { transito } = journeyOf('08001', 'IT', '20121', '2026-12-21T18:00:00+01:00');
    const data = corridors();
    const project = conicConformal(europeMap().projection);
    for (const crossing of data.crossings) {
      const paso = { tipo: 'frontera' as const, nombre: crossing.name, entre: crossing.between };
      expect(mapOf({ ...transito, pasos: [paso] }).crossings[0]?.at).toEqual(project(crossing.point));
    }
    for (const crossing of data.seaCrossings) {
      for (const nombre of Object.values(crossing.name)) {
        const tipo = crossing.kind === 'ferry' ? ('ferry' as const) : ('lanzadera' as const);
        const map = mapOf({ ...transito, pasos: [{ tipo, nombre, entre: crossing.between, horas: crossing.hours }] });
        expect(map.crossings[0]?.ports).toEqual(expect.arrayContaining([crossing.from.name, crossing.to.name]));
      }
    }
  });

  test('a crossing the data does not hold draws no map rather than a wrong one', () => {
    const { transito } = journeyOf('08001', 'IT', '20121', '2026-12-21T18:00:00+01:00');
    const unknown = {
      tipo: 'frontera' as const,
      nombre: 'Nowhere / Nirgendwo',
      entre: ['FR', 'IT'] as [string, string],
    };
    expect(journeyMap({ ...transito, pasos: [unknown] }, corridors(), postalPoints(), europeMap())).toBeUndefined();
  });
});

describe("the plan's time bar", () => {
  test('Barcelona to Milan: whole CET days, driving between the stops, every stretch from departure to arrival once', () => {
    const { transito } = journeyOf('08001', 'IT', '20121', '2026-12-22T18:00:00+01:00');
    const bar = barOf(transito);

    // The truck reaches Milan on Tuesday 22 at 18:02, after the hub's receiving hours (08:00–18:00): the goods are
    // received on Wednesday 23, the first delivery day is Thursday 24 and the window's one more working day, after
    // Christmas, St Stephen's Day and a Sunday, is Monday 28. The bar runs from Monday 21 to the end of the window.
    // Leaving on Tuesday 22 at 18:00, the truck reaches Milan on Wednesday 23 at 17:59, within the hub's receiving hours
    // (08:00–18:00): the goods are received that day, the first delivery day is Thursday 24 and the window's one more
    // working day, after Christmas, St Stephen's Day and a Sunday, is Monday 28. The bar runs from Tuesday 22 to the
    // end of the window.
    expect(transito.llegada).toBe('2026-12-23T17:59:00+01:00');
    const days = ['22', '23', '24', '25', '26', '27', '28'];
    expect(bar.days.map((day) => day.date)).toEqual(days.map((day) => `2026-12-${day}`));
    expect(bar.days.map((day) => day.label).slice(0, 4)).toEqual([
      'Tue 22 Dec',
      'Wed 23 Dec',
      'Thu 24 Dec',
      'Fri 25 Dec',
    ]);
    expect(barOf(transito, 'de').days[0]?.label).toBe('Di., 22. Dez.');
    expect(bar.days.map((day) => day.start)).toEqual(days.map((_, index) => index * 24));
    expect(bar.hours).toBe(7 * 24);
    expect(bar.departure.at).toBe(18);
    expect(bar.spans[0]?.start).toBe(18);
    expect(bar.spans.at(-1)?.end).toBeCloseTo(bar.arrival.at, 9);
    expect(bar.spans.slice(1).map((span) => span.start)).toEqual(bar.spans.slice(0, -1).map((span) => span.end));
    const driven = bar.spans.filter((span) => span.kind === 'conduccion');
    const drivenHours = driven.reduce((sum, span) => sum + span.end - span.start, 0);
    expect(drivenHours).toBeCloseTo(transito.horasConduccion, 0);
    expect(bar.spans.filter((span) => span.kind !== 'conduccion').map((span) => span.step?.kind)).toEqual(
      transito.paradas.map((stop) => stop.tipo),
    );
    // GNV's sailing to Genova (see the map above): the wait at the port, the night on board, the drive to Milan.
    expect(bar.kinds).toEqual(['conduccion', 'embarque', 'travesia']);
    // The delivery window: the destination's working days, whole days in Italy's time (CET too).
    expect(transito.entrega).toMatchObject({ desde: '2026-12-24', hasta: '2026-12-28' });
    expect(bar.delivery).toMatchObject({ start: 2 * 24, end: 7 * 24 });
    expect(bar.delivery.text.replace(/\u2009/g, ' ')).toContain('24 – 28 December 2026');
  });

  test('the windows of the bans the truck waited for, as they bind the vehicle: Italy’s shortened for international traffic', () => {
    // Barcelona–Athens leaving on Christmas Eve 2026 at 18:00 waits out France's Christmas Eve and Christmas Day bans
    // (from 22:00 on the 24th to 22:00 on the 25th, one window), then Italy's Boxing Day ban, 09:00–22:00, for this
    // lorry 13:00–20:00, on its way to Ancona.
    const { transito } = journeyOf('08001', 'GR', '10431', '2026-12-24T18:00:00+01:00');
    const bar = barOf(transito);

    expect(bar.bans.map(({ country, start, end }) => ({ country, start, end }))).toEqual([
      { country: 'FR', start: 22, end: 46 },
      { country: 'IT', start: 48 + 13, end: 48 + 20 },
    ]);
    expect(bar.bans[1]?.text).toMatch(/Boxing Day \(Italy.*for this vehicle Sat 26 Dec, 13:00 – Sat 26 Dec, 20:00/);
    expect(bar.bans[0]?.text).toMatch(
      /^Eve of public holiday: Christmas Day \(France.*; Public holiday: Christmas Day \(France/,
    );
    const waits = bar.spans.filter((span) => span.kind === 'espera');
    expect(waits.map((span) => span.end)).toEqual([46, 68]);
    expect(bar.kinds).toEqual(expect.arrayContaining(['conduccion', 'pausa', 'espera', 'travesia']));
  });

  test('a day the clocks change is 23 hours long, and the stretches after it stay at their CET hours', () => {
    // The last Sunday of March 2027 is the 28th.
    const { transito } = journeyOf('08001', 'PL', '00001', '2027-03-26T18:00:00+01:00');
    const bar = barOf(transito);

    const sunday = bar.days.find((day) => day.date === '2027-03-28');
    expect(sunday?.hours).toBe(23);
    const monday = bar.days.find((day) => day.date === '2027-03-29');
    expect(monday?.start).toBe(71);
    expect(bar.arrival.at).toBeCloseTo(
      (Date.parse(transito.llegada) - Date.parse('2027-03-26T00:00:00+01:00')) / 3.6e6,
      9,
    );
  });
});
