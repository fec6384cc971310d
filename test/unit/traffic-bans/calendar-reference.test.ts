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
  en: '6ba8fbb4b59842dc7e4fc57ff3f46a2f6ab407598ace4c8e1cf44eb56a3cc64a',
  es: 'b8e558591b8a04f6960298130334b7dce958d8bd742fd386f12fadbfe9442d32',
  ro: '7089292725ecb75204eac8fbe7cf5a80d778de463f3647f733c18cbed7f7e008',
  it: '0ea85e7a5246d67b65b0196c73306b4687b8a3a0c73fb54cb6efa525422c7853',
  fr: '6c9090aa7eb2915a1577ff1b502655d4def0ccb8b94d06db9f227616c0941e9d',
  de: 'd6fb8e9278c65bb2c631a913de4684640e489db0b822024ab42d34b8abed6685',
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
