import { addDays, toIsoDate } from '#shared/domain/dates.ts';
import { plainRuleDates, resolveYearDay } from '#shared/domain/traffic-bans/calendar-dates.ts';
import { WEEKDAYS, type Weekday } from '#shared/domain/traffic-bans/rules.schema.ts';

/**
 * The dates of a public-holiday rule of data/journey/public-holidays.json, in the forms that file keeps:
 *
 * - a fixed day, "12-25";
 * - a day relative to (Western) Easter Sunday, "easter -2", or to Orthodox Easter Sunday, "orthodox 1";
 * - the nth weekday of a month, "1st monday in may", "last monday in may" (1st to 4th, or last);
 *
 * each optionally followed by "since YYYY" (from that year on) and/or "prior to YYYY" (until the year before). Pure
 * date arithmetic on YYYY-MM-DD strings, like calendar-dates.ts, which it extends.
 */

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

const ORDINALS: Readonly<Record<string, 1 | 2 | 3 | 4 | -1>> = { '1st': 1, '2nd': 2, '3rd': 3, '4th': 4, last: -1 };

/**
 * Orthodox Easter Sunday as a Gregorian date: the Julian computus (Meeus), shifted by the 13 days that separate the
 * Julian calendar from the Gregorian between 1900 and 2099.
 */
export const orthodoxEasterSunday = (year: number): string => {
  if (year < 1900 || year > 2099) throw new RangeError(`Orthodox Easter is computed for 1900-2099, not ${year}`);
  const d = (19 * (year % 19) + 15) % 30;
  const e = (2 * (year % 4) + 4 * (year % 7) - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  return addDays(toIsoDate(year, month, day), 13);
};

/** The nth (1-4, or -1 for the last) weekday of a month of a year. */
export const nthWeekdayOfMonth = (year: number, month: number, weekday: Weekday, nth: 1 | 2 | 3 | 4 | -1): string =>
  resolveYearDay({ nth, weekday, month }, year) as string;

const YEARS = /^(.*?)(?: since (\d{4}))?(?: and)?(?: prior to (\d{4}))?$/;

/** The dates of a rule, one a year at most; undefined when the rule is not of the kept forms. */
export const holidayRuleDates = (rule: string): ((year: number) => string | undefined) | undefined => {
  const plain = /^\d\d-\d\d|^easter/.test(rule) ? plainRuleDates(rule) : undefined;
  if (plain !== undefined) return plain;
  const [, day = '', since, priorTo] = YEARS.exec(rule) ?? [];
  const inForce = (year: number) =>
    year >= Number(since ?? Number.NEGATIVE_INFINITY) && year < Number(priorTo ?? Number.POSITIVE_INFINITY);
  const orthodox = /^orthodox(?: (-?\d+))?$/.exec(day);
  if (orthodox) {
    const offset = Number(orthodox[1] ?? 0);
    return (year) => (inForce(year) ? addDays(orthodoxEasterSunday(year), offset) : undefined);
  }
  const nth = /^(1st|2nd|3rd|4th|last) ([a-z]+) in ([a-z]+)$/.exec(day);
  const weekday = WEEKDAYS.find((name) => name === nth?.[2]);
  const month = MONTHS.indexOf(nth?.[3] as (typeof MONTHS)[number]) + 1;
  const ordinal = ORDINALS[nth?.[1] ?? ''];
  if (weekday === undefined || month === 0 || ordinal === undefined) return undefined;
  return (year) => (inForce(year) ? nthWeekdayOfMonth(year, month, weekday, ordinal) : undefined);
};
