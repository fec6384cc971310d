import type { BanEntry } from '#shared/domain/traffic-bans/calendar.schema.ts';
import { bansOnRoute, routeDays } from '#shared/domain/traffic-bans/route-bans.ts';
import { aBanEntry } from '../ics/ban-entry-builder.ts';
import { calendarIn } from './calendar-fixtures.ts';

/** The feed's entry builder gives every field of a calendar entry; the weekday is typed wider there. */
const aCalendarBan = (overrides: Partial<BanEntry>): BanEntry => ({ ...(aBanEntry() as BanEntry), ...overrides });

const sundayInFrance = aCalendarBan({
  country: 'FR',
  date: '2026-07-05',
  weekday: 'Sunday',
  start: '00:00',
  end: '22:00',
  startsAt: '2026-07-05T00:00:00+02:00',
  endsAt: '2026-07-05T22:00:00+02:00',
});
const saturdayInItaly = aCalendarBan({
  country: 'IT',
  date: '2026-07-04',
  weekday: 'Saturday',
  start: '08:00',
  end: '16:00',
  startsAt: '2026-07-04T08:00:00+02:00',
  endsAt: '2026-07-04T16:00:00+02:00',
});
const sundayInItaly = aCalendarBan({
  country: 'IT',
  date: '2026-07-05',
  weekday: 'Sunday',
  start: '07:00',
  end: '22:00',
  startsAt: '2026-07-05T07:00:00+02:00',
  endsAt: '2026-07-05T22:00:00+02:00',
});

describe('bansOnRoute', () => {
  it('meets the bans of each country only while the truck is there, in route order', () => {
    // Prepare: Saturday 18:00 CEST from Spain, 10 h in Spain, 12 h in France, then Italy.
    const plan = {
      departure: new Date('2026-07-04T18:00:00+02:00'),
      legs: [
        { country: 'ES', hours: 10 },
        { country: 'FR', hours: 12 },
        { country: 'IT', hours: 24 },
      ],
    };

    // Act
    const route = bansOnRoute(plan, [sundayInFrance, saturdayInItaly, sundayInItaly]);

    // Assess: France from Sunday 04:00 to 16:00 meets its Sunday ban; Italy from Sunday 16:00 meets Sunday's, not Saturday's.
    expect(route.passages.map((passage) => [passage.country, passage.enters, passage.leaves])).toEqual([
      ['ES', '2026-07-04T16:00:00.000Z', '2026-07-05T02:00:00.000Z'],
      ['FR', '2026-07-05T02:00:00.000Z', '2026-07-05T14:00:00.000Z'],
      ['IT', '2026-07-05T14:00:00.000Z', '2026-07-06T14:00:00.000Z'],
    ]);
    expect(route.passages[0]?.days).toEqual([]);
    expect(route.passages[1]?.days).toEqual([{ date: '2026-07-05', bans: [sundayInFrance] }]);
    expect(route.passages[2]?.days).toEqual([{ date: '2026-07-05', bans: [sundayInItaly] }]);
    expect(route.daysWithBans).toEqual(['2026-07-05']);
    expect(route.arrival).toBe('2026-07-06T14:00:00.000Z');
  });

  it('does not count a ban that ends exactly when the truck enters or starts exactly when it leaves', () => {
    const enteringAtEnd = bansOnRoute(
      { departure: new Date('2026-07-05T22:00:00+02:00'), legs: [{ country: 'FR', hours: 5 }] },
      [sundayInFrance],
    );
    const leavingAtStart = bansOnRoute(
      { departure: new Date('2026-07-04T19:00:00+02:00'), legs: [{ country: 'FR', hours: 5 }] },
      [sundayInFrance],
    );

    expect(enteringAtEnd.daysWithBans).toEqual([]);
    expect(leavingAtStart.daysWithBans).toEqual([]);
  });

  it('asks the calendar for the days of the route with a day of margin on each side', () => {
    const days = routeDays({
      departure: new Date('2026-12-31T20:00:00+01:00'),
      legs: [
        { country: 'ES', hours: 30 },
        { country: 'FR', hours: 20 },
      ],
    });

    expect(days).toEqual({ from: '2026-12-30', to: '2027-01-03' });
  });

  it('finds the real French Sunday ban on a route through France on a Sunday of the real calendar', () => {
    const calendar = calendarIn('en');
    const sunday = calendar.bans.find(
      (ban) => ban.country === 'FR' && ban.weekday === 'Sunday' && ban.scope === 'nationwide',
    );
    if (!sunday) throw new Error('the calendar has no French Sunday ban');

    const route = bansOnRoute(
      {
        departure: new Date(Date.parse(sunday.startsAt) - 6 * 3_600_000),
        legs: [
          { country: 'ES', hours: 4 },
          { country: 'FR', hours: 12 },
        ],
      },
      calendar.bans,
    );

    const france = route.passages[1];
    expect(france?.days.some((day) => day.bans.some((ban) => ban.startsAt === sunday.startsAt))).toBe(true);
    expect(route.passages[0]?.days).toEqual([]);
  });
});
