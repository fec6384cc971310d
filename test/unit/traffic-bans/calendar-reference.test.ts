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
import { holidayTableOf } from '#shared/domain/traffic-bans/holiday-library.ts';
import { LANGUAGES } from '#shared/domain/traffic-bans/rules.schema.ts';
import { SITE, YEARS } from './calendar-fixtures.ts';

/**
 * SHA-256 of the whole 2026-2027 calendar with night entries, as JSON, per language: the output of the generator
 * before its cold-start work (holiday table, offset tables from Intl, remembered dates) and kept since. A change of
 * data or of the rules' meaning changes these on purpose; a change meant only to make the build faster must not.
 */
const REFERENCE: Record<(typeof LANGUAGES)[number], string> = {
  en: 'f95044e18f0607d837ca8f640e9924c13322fcddbc942b0c1c193e00b8729db7',
  es: '47df939b4d435eeabbf7b541935bf8804838bc893dac818bc94d2a1bb7df3721',
  ro: '56a428bf4fdbd014df6da64e4faf90d4b4cf43b3c5765102e735d0dfae97b749',
  it: '620ec3e06f91c1b74b2fbd53d320c861685270101d9e2a4914d7473e7404f7e8',
  fr: '583744028695746732f88f5b693409e631cb9737658d442d38aea631c2822050',
  de: '277394bdebf66354ef5f66b8e4a43519f48efcb0f9b33cb66cc68ef14ac9f16d',
};

const TABLE_FILE = new URL('../../../data/traffic-bans/holiday-table.json', import.meta.url);

describe('the full calendar', () => {
  test.each(LANGUAGES)('of 2026-2027 in %s is the reference output, byte for byte', (lang) => {
    // Act
    const index = buildCalendarIndex({ rules: trafficBanRules(), years: YEARS, lang, siteBaseUrl: SITE });
    const all = queryCalendar(index, { from: '2026-01-01', to: '2027-12-31', countries: null, includeNight: true });

    // Assess
    expect(createHash('sha256').update(JSON.stringify(all)).digest('hex')).toBe(REFERENCE[lang]);
  });
});

describe('holiday-table.json', () => {
  test('holds what date-holidays says about the holidays the rule files select', () => {
    // Prepare
    const fromPackage = holidayTableOf(trafficBanRules());
    // After a data change or a package update: UPDATE_HOLIDAY_TABLE=1 npm test -- test/unit/traffic-bans/calendar-reference
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
