import Holidays from 'date-holidays';
import { parseHolidayTable } from '#data/traffic-bans/holiday-table.ts';
import { TRAFFIC_BAN_COUNTRIES, trafficBanRules } from '#data/traffic-bans/index.ts';
import {
  countryRulesSchema,
  LANGUAGES,
  type LocalizedText,
  provisionalReasonOf,
  type RuleBlock,
} from '#shared/domain/traffic-bans/rules.schema.ts';
import { libraryHolidays, unknownHolidayKeys } from '#test/support/holiday-library.ts';
import { countryRules, text } from './calendar-fixtures.ts';

const localizedTexts = (): { where: string; value: LocalizedText }[] =>
  trafficBanRules().flatMap((country) => [
    { where: `${country.code} summary`, value: country.summary },
    ...Object.entries(country.vehicles).map(([id, vehicle]) => ({
      where: `${country.code} vehicle ${id}`,
      value: vehicle.text,
    })),
    ...Object.entries(country.exemptions).map(([id, value]) => ({ where: `${country.code} exemption ${id}`, value })),
    ...Object.entries(country.instruments ?? {}).flatMap(([id, instrument]) =>
      instrument.provisionalReason
        ? [{ where: `${country.code} ${id} reason`, value: instrument.provisionalReason }]
        : [],
    ),
    ...country.rules.flatMap((rule) => [
      { where: `${country.code} ${rule.id} reason`, value: rule.reason },
      ...(rule.note ? [{ where: `${country.code} ${rule.id} note`, value: rule.note }] : []),
      ...(rule.provisionalReason
        ? [{ where: `${country.code} ${rule.id} provisional reason`, value: rule.provisionalReason }]
        : []),
    ]),
  ]);

/**
 * Whether a rule can publish a provisional entry: an estimated rule, a decree that projects later years, or a rule of a
 * yearly instrument (provisional in the years the instrument has not been published for).
 */
const canBeProvisional = (rule: RuleBlock): boolean => {
  if (rule.estimated === true) return true;
  if (rule.type === 'decree')
    return rule.projection !== undefined || rule.dates.some((date) => date.recurs !== undefined);
  return rule.instrument !== undefined;
};

describe('driving-ban data files', () => {
  test('the country codes the faces validate against, taken from the file names, are the countries the files hold', () => {
    // Assess
    expect(TRAFFIC_BAN_COUNTRIES).toEqual(
      trafficBanRules()
        .map((country) => country.code)
        .sort(),
    );
  });

  test('a holiday table that does not hold what the calendar reads is refused, naming the file', () => {
    // Act
    const refused = () => parseHolidayTable({ DE: [{ key: '01-01', rule: '01-01', names: { en: 'New Year' } }] });

    // Assess
    expect(refused).toThrow(/^data\/traffic-bans\/holiday-table\.json is invalid:\n.*DE/s);
    expect(parseHolidayTable({})).toEqual({});
  });

  test('one file per country, 15 with dated bans and 14 without', () => {
    // Assess
    expect(trafficBanRules()).toHaveLength(29);
    expect(
      trafficBanRules()
        .filter((c) => c.regime === 'dated')
        .map((c) => c.code)
        .sort(),
    ).toEqual(['AT', 'CH', 'CZ', 'DE', 'ES', 'FR', 'HR', 'HU', 'IT', 'LI', 'LU', 'PL', 'RO', 'SI', 'SK']);
  });

  test('every text is written in all six languages, none left in English', () => {
    // Act
    const untranslated = localizedTexts().flatMap(({ where, value }) =>
      LANGUAGES.filter((lang) => lang !== 'en' && value[lang] === value.en).map((lang) => `${where} (${lang})`),
    );

    // Assess
    expect(untranslated).toEqual([]);
  });

  test('every rule whose entries can be provisional says why: its own reason, or (unless estimated) its instrument’s', () => {
    // Act
    const unexplained = trafficBanRules().flatMap((country) =>
      country.rules
        .filter((rule) => canBeProvisional(rule) && provisionalReasonOf(country, rule) === undefined)
        .map((rule) => `${country.code} ${rule.id}`),
    );

    // Assess
    expect(unexplained).toEqual([]);
  });

  test('every country names the pages where its next instrument or notice will appear, for the source watch', () => {
    // Assess
    expect(
      trafficBanRules()
        .filter((country) => (country.watch ?? []).length === 0)
        .map((c) => c.code),
    ).toEqual([]);
    expect(
      countryRulesSchema.safeParse(countryRules({ watch: [{ url: 'https://x.example', what: 'x', match: '(' }] }))
        .success,
    ).toBe(false);
  });

  test('every source decision names its sources', () => {
    // Assess
    for (const country of trafficBanRules()) {
      expect(country.sourceDecisions.length).toBeGreaterThan(0);
    }
  });

  test('every holiday key named in the data exists in the date-holidays package', () => {
    // Act
    const unknown = trafficBanRules().flatMap((country) =>
      country.rules.flatMap((rule) => ('holidays' in rule ? unknownHolidayKeys(rule.holidays) : [])),
    );

    // Assess
    expect(unknown).toEqual([]);
  });

  test('holiday dates evaluated from the package rules match its own getHolidays over the window', () => {
    // Prepare
    const sources = trafficBanRules().flatMap((country) =>
      country.rules.flatMap((rule) =>
        'holidays' in rule ? rule.holidays.filter((source) => source.source === 'date-holidays') : [],
      ),
    );
    const pairs = new Set(
      sources.flatMap((source) =>
        source.source === 'date-holidays'
          ? (source.regions ?? ['']).map((region) => `${source.country}|${region}`)
          : [],
      ),
    );

    for (const pair of pairs) {
      const [country, region] = pair.split('|') as [string, string];
      const library = region === '' ? new Holidays(country) : new Holidays(country, region);
      for (const year of [2025, 2026, 2027, 2028]) {
        // Act
        const ours = libraryHolidays(country, region === '' ? undefined : region, year).map((h) => h.date);
        const theirs = library
          .getHolidays(year)
          .filter((holiday) => holiday.type === 'public')
          .map((holiday) => holiday.date.slice(0, 10));

        // Assess
        expect({ pair, year, dates: [...new Set(ours)].sort() }).toEqual({
          pair,
          year,
          dates: [...new Set(theirs)].sort(),
        });
      }
    }
  });

  test('a file with an unknown vehicle reference is refused', () => {
    // Prepare
    const broken = countryRules({
      rules: [
        {
          id: 'sunday',
          type: 'weekly',
          kind: 'weekend',
          scope: 'nationwide',
          vehicle: 'nobody',
          weekday: 'sunday',
          window: { start: '00:00', end: '22:00' },
          reason: text('x'),
        },
      ],
    });

    // Act
    const result = countryRulesSchema.safeParse(broken);

    // Assess
    expect(result.success).toBe(false);
  });

  test('a window may not start at 24:00 and times must be HH:MM', () => {
    // Prepare
    const rule = (start: string, end: string) =>
      countryRules({
        rules: [
          {
            id: 'x',
            type: 'weekly',
            kind: 'weekend',
            scope: 'nationwide',
            vehicle: 'heavy',
            weekday: 'sunday',
            window: { start, end },
            reason: text('x'),
          },
        ],
      });

    // Assess
    expect(countryRulesSchema.safeParse(rule('24:00', '05:00')).success).toBe(false);
    expect(countryRulesSchema.safeParse(rule('7:00', '12:00')).success).toBe(false);
    expect(countryRulesSchema.safeParse(rule('22:00', '24:00')).success).toBe(true);
  });
});
