import type { Corridor } from '#shared/domain/journey/corridor.ts';
import { resultJourney } from '#shared/domain/journey/journey-result.ts';
import { committedPorts, committedJourney as journeyOf } from './committed-planning.ts';

/** The way of a lane through a crossing, by its id, among the ways the lane weighs from a departure. */
const wayThrough = (origin: string, country: string, code: string, departure: string, crossingId: string) => {
  const way = journeyOf(origin, country, code, departure).journey?.ways.find(({ corridor }) =>
    corridor.passages.some((passage) => passage.kind === 'sea' && passage.crossing.id === crossingId),
  );
  if (way === undefined) throw new Error(`no way through ${crossingId}`);
  return way.corridor;
};

/** The journey over a given way from a departure, as the route planner plans a way it kept. */
const journeyOver = (way: Corridor, origin: string, country: string, code: string, departure: string) => {
  const found = resultJourney(
    committedPorts,
    { cpOrigen: origin, paisDestino: country, cpDestino: code, pesoKg: 1000, fechaCarga: departure.slice(0, 10) },
    'en',
    new Date('2026-11-28T10:00:00Z'),
    new Date(departure),
    undefined,
    way,
  );
  if (found.journey === undefined) throw new Error('no journey over the way');
  return found.transito;
};

/** The plan's stops but its breaks, as kind, from and to (to the minute, CET). */
const dropBreaks = (stops: readonly { tipo: string; desde: string; hasta: string }[]) =>
  stops
    .filter((stop) => stop.tipo !== 'pausa')
    .map((stop) => [stop.tipo, stop.desde.slice(0, 16), stop.hasta.slice(0, 16)]);

describe('scheduled sea lanes from Spain', () => {
  it('sails Bilbao–Rosslare on Thursday at 18:00: two departures four hours apart board the same ship', () => {
    // Bilbao (48001) to Dublin (D02), Thursday 3 December 2026. The port is 25 km away: at 08:23 or 12:23; check-in
    // closes at 16:00, the Salamanca leaves at 18:00 and lands in Rosslare after 27.5 hours, Friday 21:30 CET (20:30
    // Irish time); then 151 km at 65 km/h, 2 h 20: Dublin at 23:50 CET. The road to Cherbourg and its crossing
    // arrive later, and the answer says which way was taken and why.
    const early = journeyOf('48001', 'IE', 'D02', '2026-12-03T08:00:00+01:00');
    const late = journeyOf('48001', 'IE', 'D02', '2026-12-03T12:00:00+01:00');
    for (const { transito } of [early, late]) {
      expect(transito.paises).toEqual(['ES', 'IE']);
      const sailing = transito.paradas.find((stop) => stop.tipo === 'travesia');
      expect(sailing).toMatchObject({
        desde: '2026-12-03T18:00:00+01:00',
        hasta: '2026-12-04T21:30:00+01:00',
        paso: 'Ferry Bilbao – Rosslare Europort',
      });
      expect(transito.eleccion.criterio).toBe('llegadaMasTemprana');
      const taken = transito.eleccion.alternativas.find((way) => way.elegida);
      expect(taken?.ferris).toEqual(['Ferry Bilbao – Rosslare Europort']);
      for (const other of transito.eleccion.alternativas.filter((way) => !way.elegida)) {
        expect(other.llegada === null || other.llegada > transito.llegada).toBe(true);
      }
      expect(transito.pasos[0]).toMatchObject({
        operador: 'Brittany Ferries',
        horario: { segun: '2025-03-16', desde: '2025-03-16', hasta: '2025-10-31' },
      });
    }
    expect(early.transito.paradas[0]).toMatchObject({ tipo: 'embarque', hasta: '2026-12-03T18:00:00+01:00' });
    expect(late.transito.llegada).toBe(early.transito.llegada);
    expect(early.transito.llegada).toBe('2026-12-04T23:50:00+01:00');
    // The timetable is stated with its validity, and the December sailing lies outside it.
    expect(early.trayecto.some((sentence) => sentence.includes('timetable as of 16 March 2025'))).toBe(true);
    expect(early.trayecto).toContain(
      'The sailing taken on 3 December 2026 lies outside the period the timetable is stated for: its days and times are assumed to hold.',
    );
  });

  it('waits at Huelva for the weekly Canary Islands line and stops for customs at Las Palmas', () => {
    // Madrid, Tuesday 1 December 2026 at 08:00: 623 km to Huelva; Naviera Armas sails on Saturdays at 12:30, so the
    // truck waits at the port from Tuesday evening (the wait holds the daily rest), lands in Las Palmas on Sunday at
    // 19:00 Canary time (20:00 CET) after 31.5 hours, and the goods enter the Canary Islands' VAT area: an hour of
    // customs, to 21:00 CET.
    const { transito, trayecto } = journeyOf('28001', 'ES', '35001', '2026-12-01T08:00:00+01:00');
    const stops = transito.paradas.filter((stop) => stop.tipo !== 'pausa');
    expect(stops.map((stop) => [stop.tipo, stop.desde.slice(0, 16), stop.hasta.slice(0, 16)])).toEqual([
      ['embarque', '2026-12-01T19:05', '2026-12-05T12:30'],
      ['travesia', '2026-12-05T12:30', '2026-12-06T20:00'],
      ['aduana', '2026-12-06T20:00', '2026-12-06T21:00'],
    ]);
    expect(stops[2]).toMatchObject({ paso: 'Las Palmas de Gran Canaria', aduana: { sale: 'EU', entra: 'IC' } });
    expect(transito.llegada).toBe('2026-12-06T21:06:00+01:00');
    expect(trayecto.some((sentence) => sentence.startsWith('Customs: 60 minutes at Las Palmas de Gran Canaria'))).toBe(
      true,
    );
  });
});

describe('the weekly line to Tenerife', () => {
  it('waits at Cádiz for Tuesday 14:00: two departures four hours apart board the same ship a week on', () => {
    // Madrid, Tuesday 1 December 2026 at 08:00 or 12:00: the truck reaches Cádiz on Wednesday after its daily rest,
    // past Tuesday's sailing, and waits for the next one, Tuesday 8 December at 14:00 (Naviera Armas
    // Trasmediterránea, 2022-2024 concession); Santa Cruz on Thursday at 08:30 Canary time (09:30 CET), then an hour
    // of customs: the goods enter the Canary Islands' VAT area.
    for (const departure of ['2026-12-01T08:00:00+01:00', '2026-12-01T12:00:00+01:00']) {
      const { transito, trayecto } = journeyOf('28001', 'ES', '38001', departure);
      expect(dropBreaks(transito.paradas).slice(-2)).toEqual([
        ['travesia', '2026-12-08T14:00', '2026-12-10T09:30'],
        ['aduana', '2026-12-10T09:30', '2026-12-10T10:30'],
      ]);
      expect(transito.llegada).toBe('2026-12-10T10:32:00+01:00');
      expect(transito.pasos[0]).toMatchObject({
        operador: 'Naviera Armas Trasmediterránea',
        horario: { desde: '2022-06-01', hasta: '2024-05-31' },
      });
      expect(trayecto).toContain(
        'The sailing taken on 8 December 2026 lies outside the period the timetable is stated for: its days and times are assumed to hold.',
      );
    }
  });
});

describe('sailings of the lines within the destinations', () => {
  it('waits at Køge for the nightly ferry to Bornholm: two departures four hours apart board the same ship', () => {
    // Barcelona to Rønne (3700), Tuesday 1 December 2026. Three days of driving reach Køge on Friday at 05:11 or 09:11;
    // Bornholmslinjen leaves Køge daily at 00:30 (boarding from 23:30, Sjællandske Nyheder, August 2020), so both
    // wait for Saturday's 00:30 sailing, land in Rønne at 06:00 after five and a half hours and drive on: 06:19.
    const early = journeyOf('08001', 'DK', '3700', '2026-12-01T08:00:00+01:00');
    const late = journeyOf('08001', 'DK', '3700', '2026-12-01T12:00:00+01:00');
    for (const [{ transito, trayecto }, atPort] of [
      [early, '2026-12-04T05:11'],
      [late, '2026-12-04T09:11'],
    ] as const) {
      expect(dropBreaks(transito.paradas).slice(-2)).toEqual([
        ['embarque', atPort, '2026-12-05T00:30'],
        ['travesia', '2026-12-05T00:30', '2026-12-05T06:00'],
      ]);
      expect(transito.llegada).toBe('2026-12-05T06:19:00+01:00');
      expect(transito.pasos.at(-1)).toMatchObject({ nombre: 'Ferry Køge – Rønne', horario: { segun: '2020-08-15' } });
      expect(trayecto).toContainEqual(
        expect.stringMatching(
          /^Ferry Køge – Rønne \(Bornholmslinjen\): the truck waits for the next scheduled sailing/,
        ),
      );
    }
  });

  it('closes check-in at Travemünde at 22:00 for the 03:00 sailing: a truck at the port at 23:15 waits a day', () => {
    // Barcelona to Helsinki by the way through Germany and Finnlines, Monday 30 November 2026 at 08:00 or 12:00. The
    // first reaches Travemünde on Wednesday at 23:15, after check-in closed (22:00) for Thursday's 03:00 sailing; the
    // second at 03:15 on Thursday, after it left. Both board Friday's 03:00 sailing, 30 hours to Vuosaari: Saturday
    // 09:00 CET, 09:14 in Helsinki.
    const way = wayThrough('08001', 'FI', '00100', '2026-11-30T08:00:00+01:00', 'travemunde-helsinki');
    for (const [departure, atPort] of [
      ['2026-11-30T08:00:00+01:00', '2026-12-02T23:15'],
      ['2026-11-30T12:00:00+01:00', '2026-12-03T03:15'],
    ] as const) {
      const transito = journeyOver(way, '08001', 'FI', '00100', departure);
      expect(dropBreaks(transito.paradas).slice(-2)).toEqual([
        ['embarque', atPort, '2026-12-04T03:00'],
        ['travesia', '2026-12-04T03:00', '2026-12-05T09:00'],
      ]);
      expect(transito.llegada).toBe('2026-12-05T09:14:00+01:00');
    }
  });

  it('sails Motril–Melilla on Thursday night: two departures four hours apart board the same ship', () => {
    // Granada to Melilla by the way through Motril, Tuesday 1 December 2026 at 08:00 or 12:00: at the port an hour
    // later, the truck waits for Thursday's 23:30 sailing (Armas Trasmediterránea sails on Thursdays, Fridays and
    // Sundays), lands at 03:45 after 4 h 15 and stands an hour for customs: the goods enter Melilla.
    const way = wayThrough('18001', 'ES', '52001', '2026-12-01T08:00:00+01:00', 'motril-melilla');
    for (const [departure, atPort] of [
      ['2026-12-01T08:00:00+01:00', '2026-12-01T09:04'],
      ['2026-12-01T12:00:00+01:00', '2026-12-01T13:04'],
    ] as const) {
      const transito = journeyOver(way, '18001', 'ES', '52001', departure);
      expect(dropBreaks(transito.paradas)).toEqual([
        ['embarque', atPort, '2026-12-03T23:30'],
        ['travesia', '2026-12-03T23:30', '2026-12-04T03:45'],
        ['aduana', '2026-12-04T03:45', '2026-12-04T04:45'],
      ]);
      expect(transito.llegada).toBe('2026-12-04T04:46:00+01:00');
    }
  });

  it('crosses the Strait of Messina a whole interval after reaching Villa San Giovanni, the source giving no times', () => {
    // Barcelona to Messina: Grimaldi to Civitavecchia, then the road south to Villa San Giovanni, at 16:37 on Thursday
    // 3 December 2026. The source states ferries about every 20 minutes round the clock and no times: the truck
    // waits 20 minutes, crosses in half an hour and reaches Messina at 18:05.
    const { transito, trayecto } = journeyOf('08001', 'IT', '98122', '2026-12-01T08:00:00+01:00');
    expect(dropBreaks(transito.paradas).slice(-2)).toEqual([
      ['embarque', '2026-12-03T16:37', '2026-12-03T16:57'],
      ['travesia', '2026-12-03T16:57', '2026-12-03T17:27'],
    ]);
    expect(transito.llegada).toBe('2026-12-03T18:05:00+01:00');
    expect(trayecto).toContainEqual(
      expect.stringMatching(
        /^Ferry Villa San Giovanni – Messina \(Caronte & Tourist; Bluferries\): departures round the clock about every 20 minutes, at times the source does not give; the truck is counted to wait a whole interval/,
      ),
    );
  });
});

describe('customs where goods leave the EU customs union', () => {
  it('stops an hour at the Swiss border, or as long as the deployment says', () => {
    // Barcelona–Zurich, Tuesday 1 December 2026 at 08:00: by Lyon and Geneva, the goods leave the EU at Bardonnex.
    const { transito } = journeyOf('08001', 'CH', '8001', '2026-12-01T08:00:00+01:00');
    const customs = transito.paradas.filter((stop) => stop.tipo === 'aduana');
    expect(customs).toHaveLength(1);
    expect(customs[0]).toMatchObject({
      paso: 'Saint-Julien-en-Genevois / Bardonnex',
      pais: 'CH',
      aduana: { sale: 'EU', entra: 'CH' },
    });
    const minutes = (stop: (typeof customs)[number]) => (Date.parse(stop.hasta) - Date.parse(stop.desde)) / 60_000;
    expect(minutes(customs[0] as (typeof customs)[number])).toBe(60);
    // Two hours of formalities instead: the stop and the arrival are an hour later.
    const slower = journeyOf('08001', 'CH', '8001', '2026-12-01T08:00:00+01:00', { customsMinutes: 120 });
    const slowerCustoms = slower.transito.paradas.filter((stop) => stop.tipo === 'aduana');
    expect(minutes(slowerCustoms[0] as (typeof customs)[number])).toBe(120);
    expect(Date.parse(slower.transito.llegada) - Date.parse(transito.llegada)).toBe(3_600_000);
  });

  it('passes no customs within the EU', () => {
    const { transito } = journeyOf('08001', 'DE', '80331', '2026-12-01T08:00:00+01:00');
    expect(transito.paradas.some((stop) => stop.tipo === 'aduana')).toBe(false);
  });
});
