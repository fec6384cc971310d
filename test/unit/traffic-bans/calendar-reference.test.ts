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
  en: '525422ad3af3adb244617caf44e6a4e338e9aa14c578d8762b1144034daf1bab',
  es: 'ceb3a49c69ed8e5197e7aa49361187215fb4182da063f4f92c864dfa35448823',
  ro: '69f7e8f4fe0c13431665235487b05b3e2d181a41aac99a65d5c87f798857991a',
  it: '9bc744f5d0858a381926080166b992e9239f52b1b1f057e968aa9a1fc35cdd6e',
  fr: '67ed322ef9e569fc163184fac3c89ba35b73e1ef29e72c15157b088afe5ca35e',
  de: 'e5937f90983c3dccd3c93cd765d47375cdcc763e81b0c09da2339105ba3d68d1',
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
