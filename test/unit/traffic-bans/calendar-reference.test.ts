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
  en: '8d293762a9efb591fe9341ac82c5eb7648216995aa6cd56407f3392a0a8cec49',
  es: 'b39b5d0f5e8ebb6cfc235d70a3bc171c8fde5af0199ae427a9f9a30c0af4a175',
  ro: 'd8eabf632a6842d8ae434d80132e8177dda9a882f29e25f75ec8c001db997455',
  it: 'e8fc5b1e4aa3c18a65c0fbb22defbd1aba0f5ee8f88607752503bfc40d8e6bab',
  fr: '5c94c6e8409845f40d6ccd7724168605d64a7f189de2391b95ea30204719eee5',
  de: '9944636ecf6b70dd504f8602aa0b6181452fb4c6833634d029ae9ca02d5d7eb6',
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
