import fc from 'fast-check';
import { DateTime } from 'luxon';
import { holidayTable } from '#data/traffic-bans/holiday-table.ts';
import { trafficBanRules } from '#data/traffic-bans/index.ts';
import type { BanEntry } from '#shared/domain/traffic-bans/calendar.schema.ts';
import { buildCalendarIndex, queryCalendar } from '#shared/domain/traffic-bans/calendar-index.ts';
import {
  CLEAR_SEARCH_DAYS,
  type EntriesOf,
  isBlocking,
  type RoutePlan,
  routeBans,
} from '#shared/domain/traffic-bans/route-bans.ts';
import { windowAt } from '#shared/operations/traffic-bans/calendar-responses.ts';
import { aBanEntry } from '../ics/ban-entry-builder.ts';

/** The feed's entry builder gives every field of a calendar entry; the weekday is typed wider there. */
const aCalendarBan = (overrides: Partial<BanEntry>): BanEntry => ({ ...(aBanEntry() as BanEntry), ...overrides });

/** A port over a fixed list of entries, as the calendar would select them by country and dates. */
const entriesIn =
  (entries: readonly BanEntry[]): EntriesOf =>
  (country, from, to) =>
    entries.filter((entry) => entry.country === country && entry.date >= from && entry.date <= to);

const FAR = new Date('2100-01-01T00:00:00Z');

const sundayInFrance = aCalendarBan({
  country: 'FR',
  date: '2026-07-05',
  weekday: 'Sunday',
  start: '00:00',
  end: '22:00',
  startsAt: '2026-07-05T00:00:00+02:00',
  endsAt: '2026-07-05T22:00:00+02:00',
  scope: 'nationwide',
});
const saturdayInItaly = aCalendarBan({
  country: 'IT',
  date: '2026-07-04',
  weekday: 'Saturday',
  start: '08:00',
  end: '16:00',
  startsAt: '2026-07-04T08:00:00+02:00',
  endsAt: '2026-07-04T16:00:00+02:00',
  scope: 'nationwide',
});
const sundayInItaly = aCalendarBan({
  country: 'IT',
  date: '2026-07-05',
  weekday: 'Sunday',
  start: '07:00',
  end: '22:00',
  startsAt: '2026-07-05T07:00:00+02:00',
  endsAt: '2026-07-05T22:00:00+02:00',
  scope: 'nationwide',
});
const roadInSpain = aCalendarBan({
  country: 'ES',
  date: '2026-07-04',
  weekday: 'Saturday',
  start: '15:00',
  end: '24:00',
  startsAt: '2026-07-04T15:00:00+02:00',
  endsAt: '2026-07-05T00:00:00+02:00',
  scope: 'specific-roads',
  roads: ['AP-7'],
});
const fixed = entriesIn([sundayInFrance, saturdayInItaly, sundayInItaly, roadInSpain]);

describe('routeBans', () => {
  it('places the truck in each country in order and meets only the entries of the time it is there', () => {
    // Saturday 18:00 CEST from Spain, 10 h in Spain, 12 h in France, then a day in Italy.
    const plan: RoutePlan = {
      departure: new Date('2026-07-04T18:00:00+02:00'),
      legs: [
        { country: 'ES', hours: 10 },
        { country: 'FR', hours: 12 },
        { country: 'IT', hours: 24 },
      ],
    };

    const route = routeBans(plan, fixed, FAR);

    expect(route.legs.map((leg) => [leg.country, leg.enters, leg.leaves])).toEqual([
      ['ES', '2026-07-04T18:00:00+02:00', '2026-07-05T04:00:00+02:00'],
      ['FR', '2026-07-05T04:00:00+02:00', '2026-07-05T16:00:00+02:00'],
      ['IT', '2026-07-05T16:00:00+02:00', '2026-07-06T16:00:00+02:00'],
    ]);
    expect(route.legs.map((leg) => leg.bans)).toEqual([[roadInSpain], [sundayInFrance], [sundayInItaly]]);
    expect(route.bans).toEqual([roadInSpain, sundayInFrance, sundayInItaly]);
    expect(route.arrival).toBe('2026-07-06T16:00:00+02:00');
  });

  it('does not meet an entry that ends exactly when the truck enters or starts exactly when it leaves', () => {
    const enteringAtEnd = routeBans(
      { departure: new Date('2026-07-05T22:00:00+02:00'), legs: [{ country: 'FR', hours: 5 }] },
      fixed,
      FAR,
    );
    const leavingAtStart = routeBans(
      { departure: new Date('2026-07-04T19:00:00+02:00'), legs: [{ country: 'FR', hours: 5 }] },
      fixed,
      FAR,
    );

    expect(enteringAtEnd.bans).toEqual([]);
    expect(leavingAtStart.bans).toEqual([]);
  });

  it('lists an entry met on two passages through one country once', () => {
    const route = routeBans(
      {
        departure: new Date('2026-07-05T06:00:00+02:00'),
        legs: [
          { country: 'FR', hours: 2 },
          { country: 'ES', hours: 1 },
          { country: 'FR', hours: 2 },
        ],
      },
      fixed,
      FAR,
    );

    expect(route.legs[0]?.bans).toEqual([sundayInFrance]);
    expect(route.legs[2]?.bans).toEqual([sundayInFrance]);
    expect(route.bans).toEqual([sundayInFrance]);
  });

  it('states instants across the change to winter time with the offset of each', () => {
    const route = routeBans(
      { departure: new Date('2026-10-24T22:00:00+02:00'), legs: [{ country: 'ES', hours: 6 }] },
      fixed,
      FAR,
    );

    // Six hours later the clocks have gone back: 03:00 CET, not 04:00.
    expect(route.arrival).toBe('2026-10-25T03:00:00+01:00');
  });

  it('finds the first quarter hour whose route meets no nationwide entry, roads not counting', () => {
    // France from 20:07 for 5 h meets Sunday's ban from midnight; the first clear start leaves by midnight.
    const blocked = routeBans(
      {
        departure: new Date('2026-07-04T20:07:00+02:00'),
        legs: [
          { country: 'ES', hours: 1 },
          { country: 'FR', hours: 5 },
        ],
      },
      fixed,
      FAR,
    );
    // Spain's road entry alone leaves a departure clear.
    const roadsOnly = routeBans(
      { departure: new Date('2026-07-04T16:00:00+02:00'), legs: [{ country: 'ES', hours: 2 }] },
      fixed,
      FAR,
    );

    // The requested start is blocked; Sunday 22:00 lets France start then: departure 21:00 (a quarter hour).
    expect(blocked.clearDeparture).toEqual({
      departure: '2026-07-05T21:00:00+02:00',
      arrival: '2026-07-06T03:00:00+02:00',
      provisional: false,
    });
    expect(roadsOnly.bans).toEqual([roadInSpain]);
    expect(roadsOnly.clearDeparture?.departure).toBe('2026-07-04T16:00:00+02:00');
  });

  it('calls a clear departure provisional when an estimated nationwide entry lies in the searched time', () => {
    const estimated = { ...sundayInFrance, provisional: true as const };

    const route = routeBans(
      { departure: new Date('2026-07-05T10:00:00+02:00'), legs: [{ country: 'FR', hours: 2 }] },
      entriesIn([estimated]),
      FAR,
    );

    expect(route.clearDeparture).toEqual({
      departure: '2026-07-05T22:00:00+02:00',
      arrival: '2026-07-06T00:00:00+02:00',
      provisional: true,
    });
  });

  it('never calls clear a departure whose route would run past the end of the calendar', () => {
    const route = routeBans(
      { departure: new Date('2026-07-05T10:00:00+02:00'), legs: [{ country: 'FR', hours: 20 }] },
      fixed,
      new Date('2026-07-06T00:00:00+02:00'),
    );

    expect(route.clearDeparture).toBeNull();
  });
});

describe('routeBans over the real calendar', () => {
  const now = new Date();
  const window = windowAt(now);
  const index = buildCalendarIndex({
    rules: trafficBanRules(),
    holidays: holidayTable,
    years: window.years,
    lang: 'en',
    siteBaseUrl: 'https://freight.example.eu',
  });
  const entriesOf: EntriesOf = (country, from, to) =>
    queryCalendar(index, {
      from: from < window.from ? window.from : from,
      to: to > window.to ? window.to : to,
      countries: [country],
      includeNight: true,
    }).bans;
  const knownUntil = DateTime.fromISO(window.to, { zone: 'Europe/Brussels' }).plus({ days: 1 }).toJSDate();
  const codes = trafficBanRules()
    .map((country) => country.code)
    .sort();
  const windowStart = DateTime.fromISO(window.from, { zone: 'Europe/Brussels' }).toMillis();
  const windowEnd = knownUntil.getTime() - 30 * 86_400_000;

  const plans = fc.record({
    departure: fc.integer({ min: windowStart, max: windowEnd }).map((ms) => new Date(ms)),
    legs: fc.array(
      fc.record({ country: fc.constantFrom(...codes), hours: fc.integer({ min: 1, max: 40 }).map((h) => h / 2) }),
      { minLength: 1, maxLength: 4 },
    ),
  });

  it('re-planned at its clear departure, a route meets no nationwide or transit entry, and leaves no earlier', () => {
    fc.assert(
      fc.property(plans, (plan) => {
        const route = routeBans(plan, entriesOf, knownUntil);
        const clear = route.clearDeparture;
        if (clear === null) {
          // Only when every start of the search meets one: the requested one does.
          expect(route.bans.some(isBlocking)).toBe(true);
          return;
        }
        const departure = Date.parse(clear.departure);
        expect(departure).toBeGreaterThanOrEqual(plan.departure.getTime());
        expect(departure - plan.departure.getTime()).toBeLessThanOrEqual(CLEAR_SEARCH_DAYS * 86_400_000);
        const replanned = routeBans({ ...plan, departure: new Date(departure) }, entriesOf, knownUntil);
        expect(replanned.bans.filter(isBlocking)).toEqual([]);
        expect(replanned.clearDeparture?.departure).toBe(clear.departure);
        expect(replanned.arrival).toBe(clear.arrival);
        if (departure !== plan.departure.getTime()) {
          expect(route.bans.some(isBlocking)).toBe(true);
          expect(departure % (15 * 60_000)).toBe(0);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('meets exactly the calendar entries of each country over the time the truck is there', () => {
    fc.assert(
      fc.property(plans, (plan) => {
        const route = routeBans(plan, entriesOf, knownUntil);
        for (const leg of route.legs) {
          const enters = Date.parse(leg.enters);
          const leaves = Date.parse(leg.leaves);
          // The whole calendar of the country with its night entries, filtered by instants alone.
          const expected = queryCalendar(index, {
            from: window.from,
            to: window.to,
            countries: [leg.country],
            includeNight: true,
          }).bans.filter((entry) => Date.parse(entry.startsAt) < leaves && Date.parse(entry.endsAt) > enters);
          expect(leg.bans).toEqual(expected);
        }
      }),
      { numRuns: 60 },
    );
  });
});
