import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import holidayTable from '#data/traffic-bans/holiday-table.json' with { type: 'json' };
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
  en: 'cc2a20cec40481eb432d31b9a719820e0b0938380e2024b558a8a52bfb1c0fec',
  es: 'e8fb38aa9dec14b9827bad6011b30f050bc347e2000072cfe9779e14845fa788',
  ro: '6f8bad88ff3cc0a05f7d607d1d6382d097cd6eb099416ce0a669d06cd020fe75',
  it: 'f205359becb5c88f328ccacd1c85c10b95f4471abf1cbbdaa7a0a7db77d793dd',
  fr: 'dae427ba3aaf5ad1d8942dcd3ef3f3022128c7f1f9e3dc21beb4755157dd5d44',
  de: '557fe88a60d44066c8b1d82a4bffe1ab551b66f1c4284e50299fb451a3545566',
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
