import { DateTime } from 'luxon';
import { LANGUAGES } from '#shared/domain/languages.ts';

export interface CalendarRequest {
  readonly path: string;
  readonly query: Record<string, string>;
}

export const START_MONTHS = 9;

/**
 * The memory mix of the driving-ban calendar: 108 distinct requests, each a cache entry of its own in a warm
 * container. Every language (6) of the whole calendar from nine start months, every other month of the two-year
 * window (9), with and without the night bans (2). The window is read from the clock in CET, as the function does.
 */
export const calendarMemoryMix = (now: Date = new Date()): CalendarRequest[] => {
  const january = DateTime.fromJSDate(now, { zone: 'Europe/Brussels' }).startOf('year');
  const requests: CalendarRequest[] = [];
  for (const lang of LANGUAGES) {
    for (let month = 0; month < START_MONTHS; month += 1) {
      const from = january.plus({ months: 2 * month }).toISODate() as string;
      for (const night of [false, true]) {
        requests.push({
          path: '/api/geo/traffic-bans',
          query: { lang, from, ...(night ? { include: 'night' } : {}) },
        });
      }
    }
  }
  return requests;
};
