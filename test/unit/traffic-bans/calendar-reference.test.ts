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
  en: 'cbb82f34a9572a92e53b4913087c263d3be8cb50eacf4e1285ba9553cbed132b',
  es: '84966f008dcaa82130f9a8c240e7ab8fe8fa03e58de57b3241828efdf2763b43',
  ro: '01c0bcffa81927134121a5041181630bc0e3f02f5595681c04da05d7a99e96b8',
  it: '3987ce86e38f1a8c4934bfbce982ecc0a862f72676c18e818c6585d361ab15f7',
  fr: '384f35fd708f408826d16811c23a33a1a853f9b5a52553a336b1fdd0f63fe70d',
  de: 'fde391ee323d6aef2252f9a30302885e667282a2753a4f17c2652b4f9f483970',
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
