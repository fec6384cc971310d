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
  en: '2b92abef35ad77d312025a44adc66fe523096d44a3a07f08ee4513cacb170bf0',
  es: 'cfa99d7c91862377dad929b2ac46dc85662065c6ef8b7bcdb4ec841394074bef',
  ro: '5082eda390b2a701aa6688df9f63a6e12a7cb4180a2de8a3a2a36d12065d536f',
  it: '6da5d470823a44691e41081fb60c258ae4805fd6f829ed18e1f37cefb5fa5014',
  fr: 'c753af079bcf800173cd93ff2f5e07394576a72adf52e3e2af9d429e15838d30',
  de: '35f092ab4d5aaa55cd45e1cdf1b116548b918e580bee261b6010742427634072',
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
