import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { trafficBanRules } from '#data/traffic-bans/index.ts';
import { buildCalendarIndex, queryCalendar } from '#shared/domain/traffic-bans/calendar-index.ts';
import { holidayTableOf } from '#shared/domain/traffic-bans/holiday-library.ts';
import holidayTable from '#shared/domain/traffic-bans/holiday-table.json' with { type: 'json' };
import { LANGUAGES } from '#shared/domain/traffic-bans/rules.schema.ts';
import { SITE, YEARS } from './calendar-fixtures.ts';

/**
 * SHA-256 of the whole 2026-2027 calendar with night entries, as JSON, per language: the output of the generator
 * before its cold-start work (holiday table, offset tables from Intl, remembered dates) and kept since. A change of
 * data or of the rules' meaning changes these on purpose; a change meant only to make the build faster must not.
 */
const REFERENCE: Record<(typeof LANGUAGES)[number], string> = {
  en: 'e14f9420b8f50e365da987077d8c78bf3db0efce3852118d420fc5c035c68d9d',
  es: 'b4ed8e8fbc93204ed5e3df4c682ad1fcda54402e521136b49626396677f41236',
  ro: 'f80daa18ffbc9e5832dd62b2e73d233ae7bd0dc32629cf363bfcee0ea2d7ab90',
  it: '0e12ce8f91ec156fd51cf2ae277d5695890c7f2939db127531554bda7c92e0bd',
  fr: '3fedf1449d32959c6cd1647b2c1a934b8670d126c45140a192018da20358e9c6',
  de: '3859ab5d5ef2dd1ee3c2adbcfe6800b5c6691b381675747e14f9808ccf3d114b',
};

const TABLE_FILE = new URL('../../../shared/domain/traffic-bans/holiday-table.json', import.meta.url);

describe('the full calendar', () => {
  test.each(LANGUAGES)('of 2026-2027 in %s is the reference output, byte for byte', (lang) => {
    // Act
    const index = buildCalendarIndex({ rules: trafficBanRules, years: YEARS, lang, siteBaseUrl: SITE });
    const all = queryCalendar(index, { from: '2026-01-01', to: '2027-12-31', countries: null, includeNight: true });

    // Assess
    expect(createHash('sha256').update(JSON.stringify(all)).digest('hex')).toBe(REFERENCE[lang]);
  });
});

describe('holiday-table.json', () => {
  test('holds what date-holidays says about the holidays the rule files select', () => {
    // Prepare
    const fromPackage = holidayTableOf(trafficBanRules);
    // After a data change or a package update: UPDATE_HOLIDAY_TABLE=1 npm test -- test/unit/traffic-bans/calendar-reference
    if (process.env.UPDATE_HOLIDAY_TABLE === '1') {
      writeFileSync(TABLE_FILE, `${JSON.stringify(fromPackage, null, 2)}\n`);
    }

    // Assess
    expect(holidayTable).toEqual(fromPackage);
  });
});
