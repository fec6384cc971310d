import { postalPoints } from '#data/journey/index.ts';
import { greatCircleKm, locate } from '#shared/domain/journey/geography.ts';
import { resultJourney } from '#shared/domain/journey/journey-result.ts';
import { LANGUAGES, type Language } from '#shared/domain/languages.ts';
import { committedPorts } from './committed-planning.ts';

const now = new Date('2026-11-28T10:00:00Z');

/** Barcelona to a Greek code, leaving Tuesday 1 December 2026 at 18:00, over the committed data. */
const toGreece = (cpDestino: string) => {
  const shipment = { cpOrigen: '08001', paisDestino: 'GR', cpDestino, pesoKg: 1000, fechaCarga: '2026-12-01' };
  const found = resultJourney(committedPorts, shipment, 'en', now, new Date('2026-12-01T18:00:00+01:00'));
  if (found.journey === undefined) throw new Error(`a journey to GR ${cpDestino} is expected: ${found.trayecto}`);
  return found;
};

describe('Greek places', () => {
  it('places Thessaloniki and Athens apart, about 300 km as the crow flies (some 500 km by road)', () => {
    const athens = toGreece('10431');
    const thessaloniki = toGreece('54621');

    expect(athens.transito.ubicacion.destino).toEqual({ pais: 'GR', cp: '10431', prefijo: '10', conocido: true });
    expect(thessaloniki.transito.ubicacion.destino).toEqual({ pais: 'GR', cp: '54621', prefijo: '54', conocido: true });
    const points = postalPoints();
    const straight = greatCircleKm(
      locate(points, 'GR', '10431')?.point ?? [0, 0],
      locate(points, 'GR', '54621')?.point ?? [0, 0],
    );
    expect(straight).toBeGreaterThan(290);
    expect(straight).toBeLessThan(310);
    // Both land at Patras by Ancona–Patras; the Greek stretch to Thessaloniki is the longer by more than 100 km (231
    // and 374 km with a circuity of 1.3), and so is the journey.
    const greekKm = (found: ReturnType<typeof toGreece>) => found.transito.tramos.at(-1)?.km ?? 0;
    expect(greekKm(thessaloniki) - greekKm(athens)).toBeGreaterThan(100);
    expect(thessaloniki.transito.distanciaKm - athens.transito.distanciaKm).toBeGreaterThan(100);
    // Greece's points are credited to their own source besides GeoNames (the origin's).
    expect(thessaloniki.transito.fuentes).toEqual([
      expect.stringMatching(/^GeoNames/),
      expect.stringMatching(/^Greek Postal Code DB .*OpenStreetMap/),
    ]);
    expect(thessaloniki.trayecto.join(' ')).toContain('starting with 54 (Greece; Greek Postal Code DB');
  });

  it('reaches Heraklion (Crete) by the Adriatic ferry, the road to Piraeus and the night ferry to Heraklion', () => {
    const { transito, trayecto } = toGreece('71202');

    expect(transito.ubicacion.destino).toMatchObject({ prefijo: '71', conocido: true });
    expect(transito.pasos.filter((paso) => paso.tipo === 'ferry').map((paso) => paso.nombre)).toEqual([
      expect.stringMatching(/^Ferry (Ancona – Patras|Bari – Igoumenitsa|Brindisi – Igoumenitsa)$/),
      'Ferry Piraeus – Heraklion',
    ]);
    // Boarded at Piraeus for Friday's 21:00 sailing (20:00 in Spain), 9 hours on board: landed at 06:00 Greek time.
    // Patras–Piraeus (222 km with a circuity of 1.3), then 2 km from the port of Heraklion.
    const greek = transito.tramos.filter((tramo) => tramo.pais === 'GR').map((tramo) => tramo.km);
    expect(greek).toEqual([expect.any(Number), 2]);
    expect(greek[0]).toBeGreaterThan(180);
    const crossing = transito.paradas.filter((stop) => stop.tipo === 'travesia').at(-1);
    expect(crossing).toMatchObject({ paso: 'Ferry Piraeus – Heraklion', pais: 'GR' });
    expect(crossing).toMatchObject({ desde: '2026-12-04T20:00:00+01:00', hasta: '2026-12-05T05:00:00+01:00' });
    expect(transito.pasos.at(-1)).toMatchObject({ operador: 'ANEK-Superfast; Minoan Lines', horas: 9 });
    expect(trayecto.join(' ')).toContain('ferries.gr');
  });

  /** The ferries of a Greek journey, by name. */
  const ferriesTo = (cpDestino: string) =>
    toGreece(cpDestino)
      .transito.pasos.filter((paso) => paso.tipo === 'ferry')
      .map((paso) => paso.nombre);
  const adriatic = expect.stringMatching(/^Ferry (Ancona – Patras|Bari – Igoumenitsa|Brindisi – Igoumenitsa)$/);

  it('keeps the mainland on the road: Athens and Thessaloniki take no Greek island ferry', () => {
    expect(ferriesTo('10431')).toEqual([adriatic]);
    expect(ferriesTo('54621')).toEqual([adriatic]);
  });

  it('reaches Rhodes by the ferry from Piraeus, boarded on arrival for want of a timetable', () => {
    const { transito, trayecto } = toGreece('85100');

    expect(transito.pasos.filter((paso) => paso.tipo === 'ferry').map((paso) => paso.nombre)).toEqual([
      adriatic,
      'Ferry Piraeus – Rhodes',
    ]);
    expect(transito.pasos.at(-1)).toMatchObject({ operador: 'Blue Star Ferries', horas: 14.25 });
    // Patras–Piraeus by road, 14 h 15 on board, then from the port of Rhodes to the area's point.
    const greek = transito.tramos.filter((tramo) => tramo.pais === 'GR').map((tramo) => tramo.km);
    expect(greek).toEqual([expect.any(Number), expect.any(Number)]);
    expect(greek[0]).toBeGreaterThan(180);
    expect(greek[1]).toBeLessThan(30);
    const crossing = transito.paradas.filter((stop) => stop.tipo === 'travesia').at(-1);
    expect(crossing).toMatchObject({ paso: 'Ferry Piraeus – Rhodes', pais: 'GR' });
    expect(Date.parse(crossing?.hasta ?? '') - Date.parse(crossing?.desde ?? '')).toBe(14.25 * 3600_000);
    expect(trayecto.join(' ')).toContain('argophilia.com');
  });

  it('reaches Corfu by the ferry from Igoumenitsa, and Kefalonia and Zakynthos from Kyllini', () => {
    expect(ferriesTo('49100')).toEqual([adriatic, 'Ferry Igoumenitsa – Corfu']);
    expect(ferriesTo('28100')).toEqual([adriatic, 'Ferry Kyllini – Poros (Kefalonia)']);
    expect(ferriesTo('29100')).toEqual([adriatic, 'Ferry Kyllini – Zakynthos']);
  });

  it('reaches the Cyclades and the Aegean islands by their ferries from Piraeus', () => {
    expect(ferriesTo('84100')).toEqual([adriatic, 'Ferry Piraeus – Syros']);
    expect(ferriesTo('84300')).toEqual([adriatic, 'Ferry Piraeus – Naxos']);
    expect(ferriesTo('81100')).toEqual([adriatic, 'Ferry Piraeus – Mytilene (Lesbos)']);
    expect(ferriesTo('82100')).toEqual([adriatic, 'Ferry Piraeus – Chios']);
    expect(ferriesTo('83100')).toEqual([adriatic, 'Ferry Piraeus – Samos']);
    expect(ferriesTo('85300')).toEqual([adriatic, 'Ferry Piraeus – Kos']);
  });

  it.each([
    ['84600', 'Cyclades (other islands)'],
    ['49082', 'Paxos'],
    ['28300', 'Ithaca'],
  ])(
    'gives no journey to %s, an island with no sourced crossing (%s), rather than a road across the sea',
    (code, island) => {
      const shipment = {
        cpOrigen: '08001',
        paisDestino: 'GR',
        cpDestino: code,
        pesoKg: 1000,
        fechaCarga: '2026-12-01',
      };
      const found = resultJourney(committedPorts, shipment, 'en', now, new Date('2026-12-01T18:00:00+01:00'));

      expect(found.journey).toBeUndefined();
      expect(found.trayecto.join(' ')).toContain(`no sea crossing to or from ${island}`);
    },
  );
});

describe("a postal code the country's list does not hold", () => {
  const journeyTo = (paisDestino: string, cpDestino: string, lang: Language) => {
    const shipment = { cpOrigen: '08001', paisDestino, cpDestino, pesoKg: 1000, fechaCarga: '2026-12-01' };
    const found = resultJourney(committedPorts, shipment, lang, now, new Date('2026-12-01T18:00:00+01:00'));
    if (found.journey === undefined) throw new Error('a journey is expected');
    return found;
  };

  it.each(LANGUAGES)('is said to be unknown, in %s, and placed by the country reference (FR 99999)', (lang) => {
    const found = journeyTo('FR', '99999', lang);

    expect(found.transito.ubicacion.destino).toEqual({ pais: 'FR', cp: '99999', prefijo: null, conocido: false });
    const sentence = found.trayecto.find((text) => text.includes('99999'));
    expect(sentence).toContain('GeoNames');
    expect(sentence).not.toBe(journeyTo('FR', '75001', lang).trayecto.find((text) => text.includes('75')));
  });

  it('is said to be unknown and placed by the area it matches (IT 00000, in the area 00 of Rome)', () => {
    const found = journeyTo('IT', '00000', 'en');

    expect(found.transito.ubicacion.destino).toEqual({ pais: 'IT', cp: '00000', prefijo: '00', conocido: false });
    expect(found.trayecto).toContain(
      'Destination: postal code 00000 is not among the codes of Italy in GeoNames (geonames.org), CC BY 4.0, so it ' +
        'may not exist; it is placed at the mean point of the postal codes starting with 00.',
    );
    expect(journeyTo('IT', '00118', 'en').transito.ubicacion.destino.conocido).toBe(true);
  });
});
