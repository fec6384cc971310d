export const calendarTimeZone = 'Europe/Brussels';

/*
 * RFC 5545 (3.6.5) wants a VTIMEZONE for every TZID a feed uses, and Outlook misplaces or drops events whose TZID
 * has none (Google and Apple resolve IANA names on their own). Brussels has followed the EU summer-time rule since
 * 1996: CEST from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October, which the two
 * yearly rules below state; the feed only holds the current and the next year.
 */
export const calendarVtimezoneLines: readonly string[] = [
  'BEGIN:VTIMEZONE',
  `TZID:${calendarTimeZone}`,
  `X-LIC-LOCATION:${calendarTimeZone}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19960331T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19961027T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 00:00 UTC of the last Sunday of a month (month 1-12). */
const lastSundayUtc = (year: number, month: number): number => {
  const lastDay = Date.UTC(year, month, 0);
  return lastDay - new Date(lastDay).getUTCDay() * DAY;
};

const summerTime = new Map<number, { from: number; to: number }>();

/**
 * Offset from UTC in minutes of the feed's zone at an instant, read from the two rules of the VTIMEZONE above
 * rather than from the tz database: a subscriber's client places the feed's local times with that VTIMEZONE, so the
 * feed must write them by the same rule. Entries carry their instants (startsAt, endsAt) from the tz database, and
 * `buildIcs` refuses one whose instant this rule would place elsewhere, so a change of the EU rule cannot slip
 * into the feed unnoticed.
 */
export const calendarZoneOffset = (epochMs: number): number => {
  const year = new Date(epochMs).getUTCFullYear();
  let summer = summerTime.get(year);
  if (summer === undefined) {
    summer = { from: lastSundayUtc(year, 3) + HOUR, to: lastSundayUtc(year, 10) + HOUR };
    summerTime.set(year, summer);
  }
  return epochMs >= summer.from && epochMs < summer.to ? 120 : 60;
};

/**
 * The instant of a wall-clock time of the feed's zone, given as that wall clock read as if it were UTC (epoch
 * milliseconds). As RFC 5545 (3.3.5) reads a local time: one repeated by the autumn change is its first occurrence
 * (summer time), and one skipped in spring takes the offset before the gap, so it lands an hour on.
 */
export const calendarWallToEpoch = (wallMs: number): number => {
  const summer = wallMs - 120 * MINUTE;
  if (calendarZoneOffset(summer) === 120) return summer;
  return wallMs - 60 * MINUTE;
};

/**
 * Whether a wall-clock time of the feed's zone (read as if it were UTC, epoch milliseconds) happens twice: the hour
 * from 02:00 to 03:00 on the night of the autumn change. Written with a TZID such a time names its first occurrence
 * (RFC 5545 3.3.5), but clients differ (ical.js, for one, reads the second), and the second occurrence cannot be
 * written that way at all.
 */
export const calendarWallIsRepeated = (wallMs: number): boolean =>
  calendarZoneOffset(wallMs - 120 * MINUTE) === 120 && calendarZoneOffset(wallMs - 60 * MINUTE) === 60;

const compactDateTime = (iso: string): string =>
  `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}`;

/** An instant as the feed's local DATE-TIME (YYYYMMDDTHHMMSS), the form written after TZID=Europe/Brussels. */
export const calendarZoneDateTime = (epochMs: number): string =>
  compactDateTime(new Date(epochMs + calendarZoneOffset(epochMs) * MINUTE).toISOString());

/** An instant as a UTC DATE-TIME (YYYYMMDDTHHMMSSZ), the form of DTSTAMP and of an RRULE's UNTIL. */
export const utcDateTime = (epochMs: number): string => `${compactDateTime(new Date(epochMs).toISOString())}Z`;
