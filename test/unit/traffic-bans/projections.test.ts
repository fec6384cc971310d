import { trafficBanRules } from '#data/traffic-bans/index.ts';
import { resolveYearDay } from '#shared/domain/traffic-bans/calendar-dates.ts';
import { type CountryRules, LANGUAGES, type RuleBlock } from '#shared/domain/traffic-bans/rules.schema.ts';
import { bansOn, countryRules, generalBansOn, servedCalendar, text, windows } from './calendar-fixtures.ts';

const file = (code: string) => trafficBanRules().find((country) => country.code === code) as CountryRules;

/** The summer or winter Saturdays of France's complementary order in a year, as the calendar lists them. */
const complementarySaturdays = (year: number, scope: 'nationwide' | 'regional') =>
  servedCalendar({ from: `${year}-01-01`, to: `${year}-12-31` })
    .bans.filter((ban) => ban.country === 'FR' && ban.kind === 'dated' && ban.scope === scope)
    .map((ban) => ban.date);

describe("Italy's projection follows its national holidays", () => {
  test('4 October is a national holiday from 2026: Monday 4 October 2027 is projected, 09:00-22:00', () => {
    // Act
    const [monday, ...others] = bansOn('IT', '2027-10-04');

    // Assess
    expect(others).toEqual([]);
    expect(monday).toMatchObject({ start: '09:00', end: '22:00', kind: 'holiday', provisional: true });
    expect(monday?.reason).toBe('Public holiday: Feast of St Francis of Assisi');
    expect(monday?.provisionalReason).toBe(
      'Projected: Feast of St Francis of Assisi is a national holiday, and every yearly calendar bans lorries on the national holidays; the decree for 2027 would confirm it.',
    );
  });

  test('in 2026 the holiday falls on a Sunday, whose confirmed ban has the same hours', () => {
    // Assess
    expect(windows(bansOn('IT', '2026-10-04'))).toEqual(['09:00-22:00 holiday']);
    expect(bansOn('IT', '2026-10-04')[0]?.provisional).toBeUndefined();
    expect(bansOn('IT', '2025-10-04')).toEqual([]);
  });

  test('5 January is not projected from 2026, when it was the bridge between a Sunday and Epiphany', () => {
    // Assess
    expect(windows(bansOn('IT', '2026-01-05'))).toEqual(['16:00-22:00 dated']);
    expect(bansOn('IT', '2027-01-05')).toEqual([]);
  });

  test('the Easter and summer pattern of the recent calendars is projected on 2027', () => {
    // Assess: Easter 2027 is 28 March; the first two Saturdays of August are long, the others short
    expect(windows(bansOn('IT', '2027-03-26'))).toEqual(['14:00-22:00 dated']);
    expect(windows(bansOn('IT', '2027-03-27'))).toEqual(['09:00-16:00 dated']);
    expect(windows(bansOn('IT', '2027-03-30'))).toEqual(['09:00-14:00 dated']);
    expect(windows(bansOn('IT', '2027-07-31'))).toEqual(['08:00-16:00 dated']);
    expect(windows(bansOn('IT', '2027-08-07'))).toEqual(['08:00-22:00 dated']);
    expect(windows(bansOn('IT', '2027-08-14'))).toEqual(['08:00-22:00 dated']);
    expect(windows(bansOn('IT', '2027-08-21'))).toEqual(['08:00-16:00 dated']);
    for (const date of ['2027-03-26', '2027-08-07', '2027-08-21']) {
      expect(bansOn('IT', date)[0]?.provisionalReason).toContain('decree for 2027 would confirm it');
    }
  });
});

describe("France's complementary Saturdays are projected on the orders' own pattern", () => {
  test('2027 summer: the last two Saturdays of July, 31 July included, and the first three of August', () => {
    // Act
    const summer = complementarySaturdays(2027, 'nationwide');

    // Assess
    expect(summer).toEqual(['2027-07-24', '2027-07-31', '2027-08-07', '2027-08-14', '2027-08-21']);
    for (const date of summer) {
      expect(generalBansOn('FR', date)[0]).toMatchObject({ start: '07:00', end: '19:00', provisional: true });
    }
    expect(generalBansOn('FR', '2027-07-31')[0]?.provisionalReason).toMatch(
      /^Projected from the yearly orders read for 2013, 2021 and 2023 to 2026: .* the order for 2027, published in late December, would confirm it\.$/,
    );
  });

  test('2026 keeps exactly the Saturdays its order lists, confirmed', () => {
    // Assess
    expect(complementarySaturdays(2026, 'nationwide')).toEqual([
      '2026-07-11',
      '2026-07-18',
      '2026-07-25',
      '2026-08-01',
      '2026-08-08',
    ]);
    expect(complementarySaturdays(2026, 'regional')).toEqual([
      '2026-02-07',
      '2026-02-14',
      '2026-02-21',
      '2026-02-28',
      '2026-03-07',
    ]);
  });

  test('2027 winter: five Saturdays in a row from the first of February, as in 2021', () => {
    // Assess
    expect(complementarySaturdays(2027, 'regional')).toEqual([
      '2027-02-06',
      '2027-02-13',
      '2027-02-20',
      '2027-02-27',
      '2027-03-06',
    ]);
  });

  test('the source decisions record the orders the pattern was read from', () => {
    // Act
    const decision = file('FR').sourceDecisions.find((d) => d.topic.startsWith('Projection of the complementary'));

    // Assess
    expect(decision?.decision).toContain('2021 (order of 22 December 2020): 24 and 31 July, 7, 14 and 21 August');
    expect(decision?.sources).toContain('https://juriblio.fr/arretes/arrete-du-20-decembre-2024/185048680');
  });
});

describe('the last weekdays of a month', () => {
  test('nth -1 is the last and nth -2 the one before it', () => {
    // Assess: July 2027 has five Saturdays (3 to 31), July 2026 four (4 to 25)
    expect(resolveYearDay({ nth: -1, weekday: 'saturday', month: 7 }, 2027)).toBe('2027-07-31');
    expect(resolveYearDay({ nth: -2, weekday: 'saturday', month: 7 }, 2027)).toBe('2027-07-24');
    expect(resolveYearDay({ nth: -2, weekday: 'saturday', month: 7 }, 2026)).toBe('2026-07-18');
    expect(resolveYearDay({ nth: -2, weekday: 'friday', month: 12 }, 2026)).toBe('2026-12-18');
  });
});

describe('a projection in place of the dates of the last instrument', () => {
  const decree: RuleBlock = {
    id: 'summer',
    type: 'decree',
    kind: 'dated',
    scope: 'nationwide',
    vehicle: 'heavy',
    instrument: 'order',
    year: 2026,
    dates: [{ date: '2026-07-11', window: { start: '07:00', end: '19:00' } }],
    projection: [{ recurs: { nth: -1, weekday: 'saturday', month: 7 }, window: { start: '08:00', end: '18:00' } }],
    reason: text('summer'),
    provisionalReason: text('projected for {year}'),
  };
  const country = countryRules({
    instruments: { order: { title: 'Yearly order', publishedFor: [2026] } },
    rules: [decree],
  });

  test('projects the later years on its days, and only them, each with the reason for its year', () => {
    // Act
    const { bans } = servedCalendar({ rules: [country], years: [2026, 2027] });

    // Assess
    expect(bans.map((ban) => [ban.date, ban.provisionalReason])).toEqual([
      ['2026-07-11', undefined],
      ['2027-07-31', 'projected for 2027'],
    ]);
  });
});

describe('every provisional entry says why, in every language', () => {
  test.each(LANGUAGES)('in %s: what it is projected from and which text would confirm it', (lang) => {
    // Act
    const provisional = servedCalendar({ lang }).bans.filter((ban) => ban.provisional === true);

    // Assess
    expect(provisional.length).toBeGreaterThan(100);
    expect(provisional.filter((ban) => (ban.provisionalReason ?? '').length < 40)).toEqual([]);
    expect(provisional.filter((ban) => /\{(?:year|holiday)\}/.test(ban.provisionalReason ?? ''))).toEqual([]);
    // Where the confirming text is a yearly instrument, the reason names its year.
    for (const ban of provisional.filter((entry) => ['IT', 'FR', 'ES'].includes(entry.country))) {
      expect(ban.provisionalReason).toContain(ban.date.slice(0, 4));
    }
  });

  test('a confirmed entry carries none', () => {
    // Assess
    expect(servedCalendar().bans.filter((ban) => !ban.provisional && ban.provisionalReason !== undefined)).toEqual([]);
  });
});
