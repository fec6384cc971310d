import { corridors, postalPoints } from '#data/journey/index.ts';
import { greatCircleKm, POSTAL_POINT_COUNTRIES } from '#infra/cli/postal-points.ts';
import type { Point } from '#shared/domain/journey/journey-data.schema.ts';
import { LANGUAGES } from '#shared/domain/languages.ts';

const pairKey = (a: string, b: string) => [a, b].sort().join('-');

describe('data/journey/corridors.json', () => {
  test('gives every accepted destination, Spain included, at least one country sequence from Spain to it', () => {
    const { routes } = corridors();

    expect(Object.keys(routes).sort()).toEqual([...POSTAL_POINT_COUNTRIES].sort());
    for (const [destination, sequences] of Object.entries(routes)) {
      for (const sequence of sequences) {
        expect([destination, sequence[0], sequence.at(-1)]).toEqual([destination, 'ES', destination]);
        expect([destination, new Set(sequence).size]).toEqual([destination, sequence.length]);
      }
    }
    expect(routes.ES).toEqual([['ES']]);
  });

  test('links every two neighbours of a sequence by a land or sea crossing', () => {
    const { crossings, seaCrossings, routes } = corridors();
    const linked = new Set([...crossings, ...seaCrossings].map(({ between: [a, b] }) => pairKey(a, b)));
    const missing = Object.values(routes)
      .flat()
      .flatMap((sequence) => sequence.slice(1).map((country, index) => pairKey(sequence[index] as string, country)))
      .filter((pair) => !linked.has(pair));

    expect([...new Set(missing)]).toEqual([]);
  });

  test('names the main crossings from Spain and on the corridors', () => {
    const ids = new Set([...corridors().crossings, ...corridors().seaCrossings].map(({ id }) => id));
    const expected = [
      'la-jonquera-le-perthus',
      'irun-hendaye',
      'badajoz-elvas',
      'tui-valenca',
      'fuentes-de-onoro-vilar-formoso',
      'ayamonte-castro-marim',
      'ventimiglia',
      'frejus-tunnel',
      'mont-blanc-tunnel',
      'strasbourg-kehl',
      'brenner',
      'oresund-bridge',
      'svinesund',
      'coquelles-folkestone',
    ];

    expect(expected.filter((id) => !ids.has(id))).toEqual([]);
  });

  test('has unique ids, and a sea crossing of positive hours and km with a cited source', () => {
    const { crossings, seaCrossings } = corridors();
    const ids = [...crossings, ...seaCrossings].map(({ id }) => id);

    expect(new Set(ids).size).toBe(ids.length);
    for (const crossing of [...crossings, ...seaCrossings.map(({ id, source }) => ({ id, source: source.en }))])
      expect([crossing.id, crossing.source]).toEqual([crossing.id, expect.stringMatching(/https?:\/\//)]);
    expect(seaCrossings.find(({ id }) => id === 'coquelles-folkestone')?.kind).toBe('shuttle');
  });

  test('gives each source note in every language citing the same addresses as the English one', () => {
    // Prepare: the sea crossings', timetables', check-in's and customs' notes, as the answers show them.
    const { seaCrossings, checkIn, customs } = corridors();
    const notes = [
      ...seaCrossings.flatMap(({ id, source, timetable }) => [
        { id, note: source },
        ...(timetable === undefined ? [] : [{ id: `${id} timetable`, note: timetable.source }]),
      ]),
      { id: 'checkIn', note: checkIn.source },
      { id: 'customs', note: customs.source },
    ];
    const addresses = (text: string) => text.match(/https?:\/\/[^\s,;)]+/g) ?? [];

    // Assess: no note lost an address in translation, and none is the English note left as it was.
    for (const { id, note } of notes) {
      for (const lang of LANGUAGES) {
        expect([id, lang, addresses(note[lang])]).toEqual([id, lang, addresses(note.en)]);
        if (lang !== 'en') expect([id, lang, note[lang] === note.en]).toEqual([id, lang, false]);
      }
    }
  });

  test('a sea crossing is about as long as the straight line between its ports, or longer', () => {
    // A published length may be rounded ("about 1,100 km") and the ports' points are approximate: 5% of slack.
    for (const { id, from, to, km } of corridors().seaCrossings) {
      expect([id, km >= 0.95 * greatCircleKm(from.point, to.point)]).toEqual([id, true]);
    }
  });

  test('places every Spanish origin across the sea on an island with its crossings', () => {
    const spanish = corridors().islands.filter(({ country }) => country === 'ES');

    expect(spanish.flatMap(({ postalPrefixes }) => postalPrefixes).sort()).toEqual(['07', '35', '38', '51', '52']);
    for (const island of spanish) expect([island.name.en, island.via.length > 0]).toEqual([island.name.en, true]);
  });

  test("links each island by ferries within its own country or from Spain, or by a land border, in areas of the country's postal points", () => {
    const { islands, seaCrossings, crossings } = corridors();
    const ferries = new Map(seaCrossings.map((crossing) => [crossing.id, crossing]));
    const borders = new Map(crossings.map((crossing) => [crossing.id, crossing]));
    const prefixes = postalPoints().countries;
    for (const island of islands) {
      // A ferry within its own country, or from Spain, where every journey starts (Barcelona–Porto Torres for
      // Sardinia); or a land border of its country (the Irish border for Northern Ireland).
      for (const id of island.via) {
        const ferry = ferries.get(id)?.between;
        const border = borders.get(id)?.between;
        expect([
          island.name.en,
          id,
          (ferry?.includes(island.country) && ferry.every((c) => c === island.country || c === 'ES')) ||
            border?.includes(island.country),
        ]).toEqual([island.name.en, id, true]);
      }
      // Each prefix lies in an area the postal points place (Naxos, 843, in the Cyclades' 84).
      const placed = Object.keys(prefixes[island.country]?.prefixes ?? {});
      const unknown = island.postalPrefixes.filter((prefix) => !placed.some((area) => prefix.startsWith(area)));
      expect([island.name.en, unknown]).toEqual([island.name.en, []]);
    }
    expect(islands.map(({ name }) => name.en)).toEqual(
      expect.arrayContaining(['Sicily', 'Sardinia', 'Corsica', 'Madeira', 'Azores']),
    );
  });

  test('passes through a country outside the postal table only as a customs area whose transit document is stated', () => {
    const { routes, customs } = corridors();
    const { countries } = postalPoints();
    const passed = new Set(Object.values(routes).flat(2));
    const transit = [...passed].filter((country) => countries[country] === undefined);

    expect(transit).toEqual(['RS']);
    for (const country of transit) {
      const area = customs.areas.find((candidate) => candidate.countries.includes(country));
      expect([country, area?.transit?.en]).toEqual([country, expect.stringMatching(/T1.*https?:\/\//)]);
    }
  });

  test('places every crossing and port near its own countries (within 80 km of a postal point of each)', () => {
    const { countries } = postalPoints();
    // Greece has no postal prefixes: its reference, Athens, stands for it, within 450 km (Igoumenitsa is 370 km away).
    const isNear = (country: string, point: Point) => {
      // A country passed through, never a destination (Serbia), has no postal points: its other side is checked.
      if (countries[country] === undefined) return true;
      const points = Object.values(countries[country]?.prefixes ?? {});
      if (points.length === 0) return greatCircleKm(countries[country]?.reference ?? [0, 0], point) <= 450;
      return Math.min(...points.map((prefix) => greatCircleKm(prefix, point))) <= 80;
    };
    const far = [
      ...corridors().crossings.flatMap(({ id, between, point }) =>
        between.map((country) => [id, country, point] as const),
      ),
      ...corridors().seaCrossings.flatMap(({ id, between: [a, b], from, to }) => [
        [id, a, from.point] as const,
        [id, b, to.point] as const,
      ]),
    ].filter(([, country, point]) => !isNear(country, point));

    expect(far).toEqual([]);
  });
});
