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
  en: 'c5347fea9d25590a24d597acf33c0e540557678192e8533e7e4f29563e562bf4',
  es: '5ce7308245d6f90a036c29d0d3d95c1fb63d4ca5f87a182a25fd0dcd64b165f1',
  ro: '233481398fb8f889bd17729f9824d9375e3496e65ce1b0681217aa3db678f083',
  it: '36a01deca1c184634ea025aec4b5bed43eb5b52665ffa9c448962b84b89be42e',
  fr: '98cddcab8a11353a25a5133489ec63198ccfd992d61fd5094aee9720b2484b79',
  de: 'ce9cd22b2a9d3edf28c26f6a254f083b521ca10df6a0e3b06ae9b22933b30585',
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
