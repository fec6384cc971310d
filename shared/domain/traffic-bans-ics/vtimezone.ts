export const calendarTimeZone = 'Europe/Brussels';

/*
 * RFC 5545 (3.6.5) wants a VTIMEZONE for every TZID a feed uses, and Outlook misplaces or drops events whose TZID
 * has none (Google and Apple resolve IANA names on their own). Brussels has followed the EU summer-time rule since
 * 1996: CEST from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October, which the two
 * yearly rules below state; the feed only holds the current and the next year.
 */
const brusselsVtimezone = [
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
].join('\r\n');

/** VTIMEZONE generator for ical-generator; the feed uses no other zone. */
export const vtimezoneFor = (timeZone: string): string | null =>
  timeZone === calendarTimeZone ? brusselsVtimezone : null;
