import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import holidayNames from '#data/traffic-bans/holiday-names.json' with { type: 'json' };
import holidayTable from '#data/traffic-bans/holiday-table.json' with { type: 'json' };
import {
  holidayTable as correctedHolidayTable,
  parseHolidayNames,
  unusedHolidayNames,
} from '#data/traffic-bans/holiday-table.ts';
import { trafficBanRules } from '#data/traffic-bans/index.ts';
import { buildCalendarIndex, queryCalendar } from '#shared/domain/traffic-bans/calendar-index.ts';
import { LANGUAGES } from '#shared/domain/traffic-bans/rules.schema.ts';
import { holidayTableOf } from '#test/support/holiday-library.ts';
import { SITE, YEARS } from './calendar-fixtures.ts';

/**
 * SHA-256 of the whole 2026-2027 calendar with night entries, as JSON, per language: the output of the generator
 * before its cold-start work (holiday table, offset tables from Intl, remembered dates) and kept since. A change of
 * data or of the rules' meaning changes these on purpose; a change meant only to make the build faster must not.
 */
const REFERENCE: Record<(typeof LANGUAGES)[number], string> = {
  en: 'ec89cbe03019b187528625a6725c921da3c070d1dfbd6ef5f6ba4124371c07fa',
  es: '349f13c114f3b889f63ea94ae5b900dc5d4a7e962b6a2aa6fd212f5281f38cd4',
  ro: 'fcfdb2f6528755d7b78973e649e8bb56657b34da17238e1490ac4a8b27bf9d0a',
  it: 'f2cca093de691f75cb86ef5c7f1dbffb5c3246b37536f9fa75736c6f61d14af7',
  fr: '6129a58dc41b059fb81c6469495f5160c30bced761038ebbda06426d2eeaa5f4',
  de: 'a3a5a7b55149a5b0f8c3c3618fcfb2509d54a78fa61b4bcbde3aab6b40fe61a1',
};

const TABLE_FILE = new URL('../../../data/traffic-bans/holiday-table.json', import.meta.url);

describe('the full calendar', () => {
  test.each(LANGUAGES)('of 2026-2027 in %s is the reference output, byte for byte', (lang) => {
    // Act
    const index = buildCalendarIndex({
      rules: trafficBanRules(),
      holidays: correctedHolidayTable,
      years: YEARS,
      lang,
      siteBaseUrl: SITE,
    });
    const all = queryCalendar(index, { from: '2026-01-01', to: '2027-12-31', countries: null, includeNight: true });

    // Assess
    expect(createHash('sha256').update(JSON.stringify(all)).digest('hex')).toBe(REFERENCE[lang]);
  });
});

describe('holiday-table.json', () => {
  test('holds what date-holidays says about the holidays the rule files select', () => {
    // Prepare
    const fromPackage = holidayTableOf(trafficBanRules());
    // After a data change or a package update: UPDATE_HOLIDAY_TABLE=1 npm run -s jest -- test/unit/traffic-bans/calendar-reference
    if (process.env.UPDATE_HOLIDAY_TABLE === '1') {
      writeFileSync(TABLE_FILE, `${JSON.stringify(fromPackage, null, 2)}\n`);
    }

    // Assess
    expect(holidayTable).toEqual(fromPackage);
  });
});

describe('holiday-names.json', () => {
  test('corrects only holidays of the table, so a name left behind by a data change is noticed', () => {
    // Act
    const unused = unusedHolidayNames(holidayTable, parseHolidayNames(holidayNames));

    // Assess
    expect(unused).toEqual([]);
  });

  /** Names that are the same word in two languages: the Latin name of the feast in English and Spanish. */
  const SHARED_NAMES = new Set(['Corpus Christi en es']);

  test('leaves no holiday named the same in two languages, as an untranslated name would be', () => {
    // Act
    const untranslated = Object.entries(correctedHolidayTable()).flatMap(([key, rules]) =>
      rules.flatMap((rule) =>
        LANGUAGES.flatMap((lang, at) =>
          LANGUAGES.slice(at + 1)
            .filter((other) => rule.names[lang] === rule.names[other])
            .map((other) => `${rule.names[lang]} ${lang} ${other}`)
            .filter((same) => !SHARED_NAMES.has(same))
            .map((same) => `${key}:${rule.key} ${same}`),
        ),
      ),
    );

    // Assess
    expect(untranslated).toEqual([]);
  });
});
