import fc from 'fast-check';
import { DateTime } from 'luxon';
import { trafficBanRules } from '#data/traffic-bans/index.ts';
import { windowAt } from '#shared/domain/traffic-bans/ban-calendar.ts';
import { type BanEntry, banEntrySchema } from '#shared/domain/traffic-bans/calendar.schema.ts';
import { queryCalendar } from '#shared/domain/traffic-bans/calendar-index.ts';
import { LANGUAGES } from '#shared/domain/traffic-bans/rules.schema.ts';
import { calendarIn, indexIn, SITE, servedCalendar } from './calendar-fixtures.ts';

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

  // The same instants in the country's own zone, 24:00 at its midnight.
  const localEnd = endsAt.setZone(ban.timezone).toFormat('HH:mm');
  expect(ban.localStart).toBe(startsAt.setZone(ban.timezone).toFormat('HH:mm'));
  expect(ban.localEnd).toBe(localEnd === '00:00' ? '24:00' : localEnd);
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

/** Where and for whom an entry applies: entries of one country, day and place differ in their hours only. */
const place = (ban: BanEntry): string =>
  [
    ban.country,
    ban.date,
    ban.vehicle,
    ban.scope,
    ban.appliesTo ?? '',
    (ban.roads ?? []).join('+'),
    ban.note ?? '',
  ].join('|');

/** Pairs of entries of one country, day and place whose hours overlap. */
const overlapping = (bans: readonly BanEntry[]): string[] => {
  const byPlace = new Map<string, BanEntry[]>();
  for (const ban of bans) byPlace.set(place(ban), [...(byPlace.get(place(ban)) ?? []), ban]);
  return [...byPlace.values()].flatMap((same) =>
    same.flatMap((a, index) =>
      same
        .slice(index + 1)
        .filter((b) => minutes(a.start) < minutes(b.end) && minutes(b.start) < minutes(a.end))
        .map((b) => `${a.country} ${a.date} ${a.start}-${a.end} ${a.reason} / ${b.start}-${b.end} ${b.reason}`),
    ),
  );
};

describe('no two entries of a country for the same day, place and hours', () => {
  test('in 2026-2027: a provisional day keeps only the hours no confirmed entry has', () => {
    // Act
    const { bans } = calendarIn();

    // Assess
    expect(overlapping(bans)).toEqual([]);
    // Croatia, Sunday 26 December 2027: Boxing Day's confirmed ban from 14:00; the Sunday after Christmas (Saturday)
    // starts at 12:00 but is provisional, so it adds 12:00-14:00 only.
    expect(
      bans
        .filter((ban) => ban.country === 'HR' && ban.date === '2027-12-26')
        .map((ban) => [ban.start, ban.end, ban.provisional ?? false]),
    ).toEqual([
      ['12:00', '14:00', true],
      ['14:00', '23:00', false],
    ]);
  });

  test('over the current window, whatever the date (the projections roll with it)', () => {
    // Prepare
    const { years } = windowAt(new Date());

    // Act
    const { bans } = servedCalendar({ years });

    // Assess
    expect(bans.length).toBeGreaterThan(2000);
    expect(overlapping(bans)).toEqual([]);
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
