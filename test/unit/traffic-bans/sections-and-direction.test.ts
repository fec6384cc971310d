import type { BanEntry } from '#shared/domain/traffic-bans/calendar.schema.ts';
import {
  type CountryRules,
  countryRulesSchema,
  LANGUAGES,
  type RuleBlock,
} from '#shared/domain/traffic-bans/rules.schema.ts';
import { countryRules, servedCalendar, text } from './calendar-fixtures.ts';

/** One road, one day and one window, with a section and a direction: the shape of a Spanish Annex II row. */
const row = (overrides: Partial<Extract<RuleBlock, { type: 'decree' }>> = {}): RuleBlock => ({
  id: 'inbound',
  type: 'decree',
  kind: 'road',
  scope: 'specific-roads',
  vehicle: 'heavy',
  instrument: 'resolution',
  year: 2026,
  roads: ['A-3'],
  sections: [{ road: 'A-3', from: { km: 177, place: 'Atalaya del Cañavate' }, to: { km: 6.9, place: 'Madrid, M-40' } }],
  direction: { towards: 'Madrid' },
  dates: [{ date: '2026-10-12', window: { start: '16:00', end: '24:00' } }],
  reason: text('El Pilar'),
  note: text('Annex II.'),
  ...overrides,
});

const spain = (rules: RuleBlock[]): CountryRules =>
  countryRules({
    code: 'ES',
    timezone: 'Europe/Madrid',
    instruments: { resolution: { title: 'DGT resolution', url: 'https://boe.example/2026', publishedFor: [2026] } },
    rules,
  });

const bansOf = (country: CountryRules, date: string, lang: (typeof LANGUAGES)[number] = 'en'): BanEntry[] =>
  servedCalendar({ rules: [country], years: [2026], lang }).bans.filter((b) => b.date === date);

describe('road sections, a direction inside the country and a route condition', () => {
  test('are published in words at the start of the note, with the language’s decimal mark', () => {
    // Act
    const en = bansOf(spain([row()]), '2026-10-12')[0];
    const es = bansOf(spain([row()]), '2026-10-12', 'es')[0];
    const de = bansOf(spain([row()]), '2026-10-12', 'de')[0];

    // Assess
    expect(en).toMatchObject({
      roads: ['A-3'],
      note: 'A-3 km 177 (Atalaya del Cañavate) – km 6.9 (Madrid, M-40), towards Madrid. Annex II.',
    });
    expect(en).not.toHaveProperty('appliesTo');
    expect(es?.note).toBe('A-3 km 177 (Atalaya del Cañavate) – km 6,9 (Madrid, M-40), sentido Madrid. Annex II.');
    expect(de?.note).toBe('A-3 km 177 (Atalaya del Cañavate) – km 6,9 (Madrid, M-40), Richtung Madrid. Annex II.');
  });

  test('say leaving a place, both directions, or a direction alone, in every language', () => {
    // Prepare
    const leaving = row({ id: 'leaving', direction: { leaving: 'Valencia' }, note: undefined });
    const both = row({ id: 'both', direction: 'both', sections: undefined, note: undefined });

    for (const lang of LANGUAGES) {
      // Act
      const [first] = bansOf(spain([leaving]), '2026-10-12', lang);
      const [second] = bansOf(spain([both]), '2026-10-12', lang);

      // Assess
      expect(first?.note).toContain('Valencia');
      expect(second?.note).toMatch(/^\p{Lu}.+\.$/u);
    }
    expect(bansOf(spain([leaving]), '2026-10-12')[0]?.note).toBe(
      'A-3 km 177 (Atalaya del Cañavate) – km 6.9 (Madrid, M-40), leaving Valencia.',
    );
    expect(bansOf(spain([both]), '2026-10-12')[0]?.note).toBe('Both directions.');
    expect(bansOf(spain([both]), '2026-10-12', 'fr')[0]?.note).toBe('Dans les deux sens.');
  });

  test('a section end may be a place alone or a km point alone', () => {
    // Prepare
    const rule = row({
      sections: [{ road: 'A-3', from: { place: 'Knoten Salzburg' }, to: { km: 12.5 } }],
      direction: undefined,
      note: undefined,
    });

    // Assess
    expect(bansOf(spain([rule]), '2026-10-12')[0]?.note).toBe('A-3 Knoten Salzburg – km 12.5.');
  });

  test('a route condition says which journeys the ban binds, before the rule’s own note', () => {
    // Prepare
    const rule = row({
      roads: ['A12', 'A13', 'A14'],
      sections: undefined,
      direction: undefined,
      appliesTo: 'southbound-to-IT',
      onlyVia: [{ road: 'A13', from: { place: 'Knoten Nößlach' }, to: { place: 'Brenner Nord' } }],
      note: text('Lueg bridge works.'),
    });

    // Act
    const [ban] = bansOf(spain([rule]), '2026-10-12');

    // Assess
    expect(ban).toMatchObject({
      appliesTo: 'southbound-to-IT',
      roads: ['A12', 'A13', 'A14'],
      note: 'Only for journeys that use A13 Knoten Nößlach – Brenner Nord. Lueg bridge works.',
    });
    expect(bansOf(spain([rule]), '2026-10-12', 'de')[0]?.note).toMatch(/^Nur für Fahrten über A13 Knoten Nößlach/);
  });

  test('two rows on one road, day and window that differ only in direction are both published', () => {
    // Prepare
    const inbound = row();
    const outbound = row({
      id: 'outbound',
      sections: [{ road: 'A-3', from: { km: 25, place: 'Arganda' }, to: { km: 80.4, place: 'Tarancón' } }],
      direction: { leaving: 'Madrid' },
    });

    // Act
    const bans = bansOf(spain([inbound, outbound]), '2026-10-12');

    // Assess
    expect(bans).toHaveLength(2);
    expect(bans.map((ban) => ban.note?.split(', ').pop())).toEqual(
      expect.arrayContaining(['towards Madrid. Annex II.', 'leaving Madrid. Annex II.']),
    );
  });

  test('a nationwide ban still hides a road row of the same vehicle inside its window', () => {
    // Prepare
    const nationwide: RuleBlock = {
      id: 'holiday',
      type: 'decree',
      kind: 'holiday',
      scope: 'nationwide',
      vehicle: 'heavy',
      instrument: 'resolution',
      year: 2026,
      dates: [{ date: '2026-10-12', window: { start: '00:00', end: '24:00' } }],
      reason: text('holiday'),
    };

    // Act
    const bans = bansOf(spain([nationwide, row()]), '2026-10-12');

    // Assess
    expect(bans.map((ban) => ban.scope)).toEqual(['nationwide']);
  });

  test('a section on a road the rule does not list is refused', () => {
    // Prepare
    const broken = spain([row({ roads: ['A-4'] })]);

    // Act
    const result = countryRulesSchema.safeParse(broken);

    // Assess
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(
      'rule inbound: section road A-3 is not in roads',
    );
  });

  test('a section end with neither km nor place, and an unknown direction shape, are refused', () => {
    // Assess
    expect(
      countryRulesSchema.safeParse(spain([row({ sections: [{ road: 'A-3', from: {}, to: { km: 1 } }] })])).success,
    ).toBe(false);
    expect(
      countryRulesSchema.safeParse(
        spain([row({ direction: { towards: 'Madrid', leaving: 'Valencia' } as unknown as { towards: string } })]),
      ).success,
    ).toBe(false);
  });
});
