import { addDays } from '#shared/domain/dates.ts';
import { localParts, startOfLocalDay } from '#shared/domain/zone-offsets.ts';
import { type BuildCalendarIndexInput, type CalendarIndex, queryCalendar, rulesFrom } from './calendar-index.ts';
import {
  CALENDAR_ZONE,
  type CalendarWindow,
  calendarWindow,
  rangeOccurrences,
  rendererOf,
} from './generate-calendar.ts';
import type { EntriesOf } from './route-bans.ts';

/** The current year and the next, the current year read in CET so the window rolls over at midnight on 1 January there. */
export const windowAt = (now: Date): CalendarWindow => {
  const year = Number(localParts(CALENDAR_ZONE, now.getTime()).date.slice(0, 4));
  return calendarWindow([year, year + 1]);
};

/** The end of a calendar window as an instant: midnight CET after its last day, at that night's offset of the zone. */
export const windowEnd = (window: Pick<CalendarWindow, 'to'>): Date =>
  new Date(startOfLocalDay(CALENDAR_ZONE, addDays(window.to, 1)));

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

/**
 * The port a journey reads, over the rules rather than an index: the same entries as `banCalendarOf` over an index of
 * the same input, but a country's rules are expanded only on the dates asked for (`rangeOccurrences`), and an entry
 * is rendered in the language on its first read. A journey reads three weeks of each country it crosses, where an
 * index expands a year of each at a time.
 */
export const rangeCalendarOf = ({
  rules,
  holidays,
  years,
  lang,
  siteBaseUrl,
}: BuildCalendarIndexInput): BanCalendarPort => {
  const source = 'of' in rules ? rules : rulesFrom(rules);
  const codes = new Set(source.codes);
  const window = calendarWindow(years);
  const render = rendererOf(lang, siteBaseUrl);
  return {
    entriesOf: (country, from, to) =>
      codes.has(country)
        ? rangeOccurrences(
            source.of(country),
            from < window.from ? window.from : from,
            to > window.to ? window.to : to,
            holidays(),
          ).map(render)
        : [],
    knownUntil: windowEnd(window).getTime(),
  };
};
