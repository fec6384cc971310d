import fc from 'fast-check';
import { DateTime } from 'luxon';
import { trafficBanRules } from '#data/traffic-bans/index.ts';
import { type BanEntry, banEntrySchema } from '#shared/domain/traffic-bans/calendar.schema.ts';
import { queryCalendar } from '#shared/domain/traffic-bans/calendar-index.ts';
import { LANGUAGES } from '#shared/domain/traffic-bans/rules.schema.ts';
import { calendarIn, indexIn, SITE } from './calendar-fixtures.ts';

const BRUSSELS = 'Europe/Brussels';
const WINDOW_START = DateTime.fromISO('2026-01-01', { zone: 'utc' });
const codes = trafficBanRules().map((country) => country.code);

const minutes = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const nextDay = (date: string): string => DateTime.fromISO(date, { zone: 'utc' }).plus({ days: 1 }).toISODate() ?? '';

/** Every property a published entry must hold on its own. */
const assertWellFormed = (ban: BanEntry): void => {
  expect(() => banEntrySchema.parse(ban)).not.toThrow();
  expect(minutes(ban.start)).toBeLessThan(minutes(ban.end));
  expect(ban.page.startsWith(SITE)).toBe(true);
  expect(ban.weekday).toBe(DateTime.fromISO(ban.date, { zone: 'utc' }).setLocale('en').toFormat('cccc'));

  const startsAt = DateTime.fromISO(ban.startsAt, { setZone: true });
  const inBrussels = startsAt.setZone(BRUSSELS);
  expect(startsAt.offset).toBe(inBrussels.offset);
  expect(`${inBrussels.toISODate()} ${inBrussels.toFormat('HH:mm')}`).toBe(`${ban.date} ${ban.start}`);

  const endsAt = DateTime.fromISO(ban.endsAt, { setZone: true });
  const endInBrussels = endsAt.setZone(BRUSSELS);
  expect(endsAt.offset).toBe(endInBrussels.offset);
  const expectedEnd = ban.end === '24:00' ? `${nextDay(ban.date)} 00:00` : `${ban.date} ${ban.end}`;
  expect(`${endInBrussels.toISODate()} ${endInBrussels.toFormat('HH:mm')}`).toBe(expectedEnd);
};

const identity = (ban: BanEntry): string =>
  [
    ban.country,
    ban.date,
    ban.start,
    ban.end,
    ban.kind,
    ban.scope,
    ban.appliesTo ?? '',
    (ban.roads ?? []).join('+'),
    ban.note ?? '',
  ].join('|');

const order = (a: BanEntry, b: BanEntry): number =>
  a.date < b.date
    ? -1
    : a.date > b.date
      ? 1
      : a.country < b.country
        ? -1
        : a.country > b.country
          ? 1
          : minutes(a.start) - minutes(b.start);

describe('every entry of the window', () => {
  test.each(LANGUAGES)('is well formed in %s, unique and in calendar order, night entries included', (lang) => {
    // Act
    const { bans, count } = calendarIn(lang, true);

    // Assess
    expect(count).toBe(bans.length);
    for (const ban of bans) assertWellFormed(ban);
    expect(new Set(bans.map(identity)).size).toBe(bans.length);
    for (let index = 1; index < bans.length; index += 1) {
      expect(order(bans[index - 1] as BanEntry, bans[index] as BanEntry)).toBeLessThanOrEqual(0);
    }
  });
});

describe('queryCalendar over random filters', () => {
  const query = fc.record({
    lang: fc.constantFrom(...LANGUAGES),
    fromDay: fc.integer({ min: 0, max: 729 }),
    span: fc.integer({ min: 0, max: 45 }),
    countries: fc.option(fc.subarray(codes, { minLength: 1, maxLength: 5 }), { nil: null }),
    includeNight: fc.boolean(),
  });

  test('answers exactly the entries of the full calendar in the range, well formed', () => {
    fc.assert(
      fc.property(query, ({ lang, fromDay, span, countries, includeNight }) => {
        // Prepare
        const from = WINDOW_START.plus({ days: fromDay }).toISODate() as string;
        const to = WINDOW_START.plus({ days: Math.min(fromDay + span, 729) }).toISODate() as string;
        const wanted = (ban: BanEntry) =>
          ban.date >= from && ban.date <= to && (countries === null || countries.includes(ban.country));

        // Act
        const result = queryCalendar(indexIn(lang), { from, to, countries, includeNight });

        // Assess
        const expected = calendarIn(lang, includeNight).bans.filter(wanted);
        expect(result.count).toBe(result.bans.length);
        expect(result.bans.map(identity).sort()).toEqual(expected.map(identity).sort());
        expect(new Set(result.bans.map(identity)).size).toBe(result.bans.length);
        for (const ban of result.bans) assertWellFormed(ban);
        for (let index = 1; index < result.bans.length; index += 1) {
          expect(order(result.bans[index - 1] as BanEntry, result.bans[index] as BanEntry)).toBeLessThanOrEqual(0);
        }
        const listed = [...result.countries, ...result.countriesWithoutDatedBans].map((c) => c.code);
        expect(listed.every((code) => countries === null || countries.includes(code))).toBe(true);
        expect(result.recurring.every((r) => countries === null || countries.includes(r.country))).toBe(true);
        expect(result.countries.every((c) => c.page?.startsWith(SITE))).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});
