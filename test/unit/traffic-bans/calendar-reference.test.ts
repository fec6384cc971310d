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
  en: 'f62b17c36309737211d420df1bba9b97b26f1b9735f22cf2714cc3aa7ef5e39e',
  es: 'fb414b595ea83b1c971ee96dc97a2a85e503f9bdc0c4ca718ef0c83fd3249294',
  ro: '3e08217a1e1109cfe0631b08a95f2951446cb58a9a3d59ffcc9d4c5f97f7baf5',
  it: 'bcdc454451f132e267e79ff54e857749d5d92bb5ed4043780dd7e8ef3df0343c',
  fr: 'aba7e6ea8f266d3be8f1aa95a3a7e6e20f4517d39e059c3eb5d716a6555ccee5',
  de: 'd7f9b1e91f5a087e49b62a89e912853a8c1cc9c3275682c05efddc80feb726fc',
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
