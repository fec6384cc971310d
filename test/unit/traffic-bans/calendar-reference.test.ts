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
  en: '525839bd7c6c29f42a03fa27089423e08e0e1d07efe510686d9b7d0d0d087bb4',
  es: 'b8b64383f3e0ce6442615efe8bcaed5fbb17ffcbf5193c9a8b4aea7454326b48',
  ro: 'f2f95213891a7b0769d3a7d4e1b66079b861400abceefbb4674af043fc840487',
  it: '107269e666d83cf86a38898f17a94cb160ae2de8a8c0c8fdd121158fdc9145b0',
  fr: '50756d6f7e30c6a5cb403aecfaf4420bdc758666f49dedc875e04e72c5afdf72',
  de: 'bf28c7846ff0e66eb90fab2bdad2d6e39e7b29365d9cfad3d0f301140445fea7',
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
