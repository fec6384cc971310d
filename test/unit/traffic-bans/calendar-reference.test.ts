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
  en: 'fa306e58786ac2ddc6ebe05f0a2de7ab82eb82c5b94c770b80f57cda445b684e',
  es: '06e772559c8b7b9700b0ae22bdd9a75f416ab3a0833d9c1bdb48d8b50294a85f',
  ro: '0bccdef6a3c72e454cbf47d28d7a988d2f8069e1555087bd84ceeedbc192e74e',
  it: 'df271a2cd23fb1f7a25e452ca70e1972b0997684c6658e21eb9ac6d3587a5eb1',
  fr: 'c4f4c28d7cada57223e29ecea96482f474cf1736809c9fd58db3ab99cd08c039',
  de: '23ed0bd8a771f459c13ab7a5283a9805b4d83874e448d96315744bed4a5839a4',
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
