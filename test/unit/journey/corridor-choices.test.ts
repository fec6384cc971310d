import { type Corridor, corridorsBetween } from '#shared/domain/journey/corridor.ts';
import { locate } from '#shared/domain/journey/geography.ts';
import { committedPorts, committedJourney as journeyOf } from './committed-planning.ts';

/** Tuesday 1 December 2026 at 08:00 in Spain: no ban or holiday on the way decides these choices. */
const TUESDAY = '2026-12-01T08:00:00+01:00';

/** The crossings of a way, land and sea, by id in travel order. */
const crossingsOf = (corridor: Corridor) => corridor.passages.map((passage) => passage.crossing.id);

/**
 * Whether a figure lies within 10% of an approximate reference figure (the "about 2,450 km via Serbia, 2,820 via
 * Vidin–Calafat"), the largest deviation the reference lanes allow such a figure (test/unit/journey/reference-distances.test.ts).
 */
const near = (km: number, reference: number) => Math.abs(km / reference - 1) <= 0.1;

describe('the Balkans: Serbia with its transit formalities, or the EU-only way, whichever arrives first', () => {
  it('drives Barcelona–Sofia through Serbia, with customs where the goods leave and enter the EU again', () => {
    const { transito, trayecto, journey } = journeyOf('08001', 'BG', '1000', TUESDAY);
    expect(transito.paises).toEqual(['ES', 'FR', 'IT', 'SI', 'HR', 'RS', 'BG']);
    expect(transito.pasos.map((step) => step.nombre).slice(-2)).toEqual(['Bajakovo / Batrovci', 'Gradina / Kalotina']);
    expect(near(transito.distanciaKm, 2450)).toBe(true);
    const customs = transito.paradas.filter((stop) => stop.tipo === 'aduana');
    expect(customs.map((stop) => [stop.paso, stop.pais, stop.aduana])).toEqual([
      ['Bajakovo / Batrovci', 'RS', { sale: 'EU', entra: 'RS' }],
      ['Gradina / Kalotina', 'BG', { sale: 'RS', entra: 'EU' }],
    ]);
    for (const stop of customs) expect(Date.parse(stop.hasta) - Date.parse(stop.desde)).toBe(3_600_000);
    // The answer states the transit document, between the two customs stops.
    const transit = trayecto.findIndex((sentence) => sentence.startsWith('Across Serbia the goods travel under'));
    expect(trayecto[transit]).toContain('T1 of the common transit procedure');
    expect(trayecto[transit - 1]).toMatch(/^Customs: 60 minutes at Bajakovo \/ Batrovci/);
    expect(trayecto[transit + 1]).toMatch(/^Customs: 60 minutes at Gradina \/ Kalotina/);
    // The EU-only way over the Danube at Vidin–Calafat was weighed, and arrives later.
    const [serbia, euOnly] = journey?.ways ?? [];
    expect(serbia?.corridor).toBe(journey?.corridor);
    expect(euOnly?.corridor.countries).toEqual(['ES', 'FR', 'IT', 'SI', 'HU', 'RO', 'BG']);
    expect(crossingsOf(euOnly?.corridor as Corridor).at(-1)).toBe('calafat-vidin');
    expect(euOnly?.corridor.segments.some((segment) => segment.kind === 'customs')).toBe(false);
    expect(near(euOnly?.corridor.roadKm ?? 0, 2820)).toBe(true);
    expect(transito.eleccion.alternativas.map((way) => way.elegida)).toEqual([true, false]);
    expect(Date.parse(transito.eleccion.alternativas[1]?.llegada ?? '')).toBeGreaterThan(Date.parse(transito.llegada));
  });

  it('takes the EU-only way over Vidin–Calafat where the formalities would make Serbia arrive later', () => {
    // Six hours at each customs stop: the way through Serbia loses its lead.
    const { transito, journey } = journeyOf('08001', 'BG', '1000', TUESDAY, { customsMinutes: 360 });
    expect(transito.paises).toEqual(['ES', 'FR', 'IT', 'SI', 'HU', 'RO', 'BG']);
    expect(transito.pasos.at(-1)?.nombre).toBe('Calafat / Vidin');
    expect(transito.paradas.some((stop) => stop.tipo === 'aduana')).toBe(false);
    expect(journey?.ways.map((way) => way.corridor.countries.includes('RS'))).toEqual([true, false]);
    expect(transito.eleccion.alternativas.map((way) => way.elegida)).toEqual([false, true]);
  });
});

describe('Northern Ireland through Ireland', () => {
  it('reaches Belfast from Madrid across the Irish border, without customs (Northern Ireland is in the EU area for goods)', () => {
    const { transito, journey } = journeyOf('28001', 'GB', 'BT1', TUESDAY);
    expect(transito.paises).toEqual(['ES', 'FR', 'IE', 'GB']);
    expect(transito.pasos.map((step) => step.nombre)).toEqual([
      'Irún / Hendaye (Biriatou)',
      'Ferry Cherbourg – Rosslare Europort',
      'Dundalk / Newry (Irish border)',
    ]);
    expect(transito.paradas.some((stop) => stop.tipo === 'aduana')).toBe(false);
    // The ways through Great Britain pass its customs twice, and arrive later.
    const throughBritain = (journey?.ways ?? []).filter((way) => way.corridor.countries.at(-2) !== 'IE');
    expect(throughBritain.map((way) => crossingsOf(way.corridor).at(-1))).toEqual([
      'cairnryan-belfast',
      'cairnryan-belfast',
    ]);
    for (const way of throughBritain) {
      const customs = way.corridor.segments.flatMap((segment) => (segment.kind === 'customs' ? [segment] : []));
      expect(customs.map((segment) => [segment.leaving, segment.entering])).toEqual([
        ['EU', 'GB'],
        ['GB', 'EU'],
      ]);
      expect(way.arrival === undefined || way.arrival > Date.parse(transito.llegada)).toBe(true);
    }
  });

  it('sails Bilbao–Rosslare when the Thursday sailing is the first to arrive', () => {
    const { transito } = journeyOf('28001', 'GB', 'BT1', '2026-12-03T08:00:00+01:00');
    expect(transito.paises).toEqual(['ES', 'IE', 'GB']);
    expect(transito.pasos.map((step) => step.nombre)).toEqual([
      'Ferry Bilbao – Rosslare Europort',
      'Dundalk / Newry (Irish border)',
    ]);
    expect(transito.paradas.some((stop) => stop.tipo === 'aduana')).toBe(false);
  });
});

describe('Tarvisio and the Mediterranean corridor east of Italy', () => {
  it('drives Valencia–Graz over Tarvisio / Arnoldstein rather than the Brenner', () => {
    const { transito } = journeyOf('46001', 'AT', '8010', TUESDAY);
    expect(transito.paises).toEqual(['ES', 'FR', 'IT', 'AT']);
    expect(transito.pasos.map((step) => step.nombre).slice(1)).toEqual([
      'Menton / Ventimiglia',
      'Tarvisio (Coccau) / Arnoldstein',
    ]);
  });

  it('drives Valencia–Vienna over Tarvisio / Arnoldstein and Villach, shorter than the Brenner', () => {
    // The coast to Ventimiglia, the Po plain to Udine, Tarvisio, Villach and Graz: 2,204 km. Of the road ways (no
    // sea crossing, no customs) the shortest is kept; the same crossings with the Brenner instead are longer.
    const { transito } = journeyOf('46001', 'AT', '1010', TUESDAY);
    expect(transito.paises).toEqual(['ES', 'FR', 'IT', 'AT']);
    expect(transito.pasos.map((step) => step.nombre)).toEqual([
      'La Jonquera / Le Perthus',
      'Menton / Ventimiglia',
      'Tarvisio (Coccau) / Arnoldstein',
    ]);
    expect(transito.distanciaKm).toBe(2204);
    const { data } = committedPorts;
    const [valencia, vienna] = [locate(data.points(), 'ES', '46001'), locate(data.points(), 'AT', '1010')];
    if (valencia === undefined || vienna === undefined) throw new Error('postal points');
    const overBrenner = corridorsBetween(data.corridors(), valencia, vienna, {
      lane: { crossings: ['la-jonquera-le-perthus', 'ventimiglia', 'brenner'] },
      regions: data.regions(),
    });
    if (!Array.isArray(overBrenner) || overBrenner[0] === undefined) throw new Error('no way over the Brenner');
    expect(overBrenner[0].roadKm).toBeGreaterThan(transito.distanciaKm);
  });

  it('drives Valencia–Budapest through Slovenia (Pince / Tornyiszentmiklós)', () => {
    const { transito } = journeyOf('46001', 'HU', '1011', TUESDAY);
    expect(transito.paises).toEqual(['ES', 'FR', 'IT', 'SI', 'HU']);
    expect(transito.pasos.at(-1)?.nombre).toBe('Pince / Tornyiszentmiklós');
  });
});

describe('the Via Baltica', () => {
  it.each([
    ['EE', '10111', ['ES', 'FR', 'DE', 'PL', 'LT', 'LV', 'EE'], 'Ainaži / Ikla'],
    ['LV', '1010', ['ES', 'FR', 'DE', 'PL', 'LT', 'LV'], 'Saločiai / Grenctāle'],
    ['LT', '01100', ['ES', 'FR', 'DE', 'PL', 'LT'], 'Budzisko / Kalvarija'],
  ])(
    'drives Barcelona to %s %s by road through Poland and the Baltic states, no ferry',
    (country, code, countries, last) => {
      const { transito } = journeyOf('08001', country, code, TUESDAY);
      expect(transito.paises).toEqual(countries);
      expect(transito.pasos.every((step) => step.tipo === 'frontera')).toBe(true);
      expect(transito.pasos.at(-1)?.nombre).toBe(last);
      expect(transito.eleccion.alternativas.every((way) => way.ferris.length === 0)).toBe(true);
    },
  );
});
