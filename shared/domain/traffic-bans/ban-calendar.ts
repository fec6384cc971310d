import { DateTime } from 'luxon';
import { type CalendarIndex, queryCalendar } from './calendar-index.ts';
import { CALENDAR_ZONE, type CalendarWindow, calendarWindow } from './generate-calendar.ts';
import type { EntriesOf } from './route-bans.ts';

/** The current year and the next, the current year read in CET so the window rolls over at midnight on 1 January there. */
export const windowAt = (now: Date): CalendarWindow => {
  const year = DateTime.fromJSDate(now, { zone: CALENDAR_ZONE }).year;
  return calendarWindow([year, year + 1]);
};

/**
 * The end of a calendar window as an instant: midnight CET after its last day. Luxon reads the date in the zone, so
 * the offset of that night (CET) is the zone's own.
 */
export const windowEnd = (window: Pick<CalendarWindow, 'to'>): Date =>
  DateTime.fromISO(window.to, { zone: CALENDAR_ZONE }).plus({ days: 1 }).startOf('day').toJSDate();

/** The calendar as a route or a journey reads it: one country's entries over dates, and where its knowledge ends. */
export type BanCalendarPort = { readonly entriesOf: EntriesOf; readonly knownUntil: number };

/**
 * The port over a calendar index: a country's entries, night entries included, over CET dates clamped to the
 * window, exactly as a calendar request with country, from, to and include=night selects them.
 */
export const banCalendarOf = (index: CalendarIndex): BanCalendarPort => {
  const { window } = index;
  return {
    entriesOf: (country, from, to) =>
      queryCalendar(index, {
        from: from < window.from ? window.from : from,
        to: to > window.to ? window.to : to,
        countries: [country],
        includeNight: true,
      }).bans,
    knownUntil: windowEnd(window).getTime(),
  };
};
