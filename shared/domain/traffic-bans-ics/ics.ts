/*
 * The feed is written here, not with ical-generator. That library folds the finished calendar one character at a
 * time and creates a new TextEncoder for each character to count its octets. Measured in process, the whole window
 * (about 2,600 events, 2.4-2.6 MiB) took 2.2-2.7 s to build. With include=night (about 7,000 events, 6.3-6.9 MiB)
 * it took 6.2-7.6 s, against a 10 s Lambda timeout. The feed needs only fixed properties, TEXT escaping, folding at
 * 75 UTF-8 octets (counted from the UTF-16 code units), one VTIMEZONE and a daily RRULE. Written directly, the whole
 * window builds in about 35-70 ms.
 */
import { pageUrl, parseSiteBaseUrl } from '#shared/domain/catalogue/page-urls.ts';
import type { SiteLocale } from '#shared/domain/catalogue/pages.schema.ts';
import { TYPOGRAPHY } from '#shared/domain/texts/typography.ts';
import { entryLevel, localHoursText } from '#shared/domain/traffic-bans/day-levels.ts';
import { offsetAt } from '#shared/domain/zone-offsets.ts';
import type { BanEntry } from './ban-entry.ts';
import { escapeText, foldLine } from './content-line.ts';
import { type IcsLabels, icsLabels } from './labels.ts';
import type { RecurringBan } from './recurring-ban.ts';
import {
  calendarTimeZone,
  calendarVtimezoneLines,
  calendarWallIsRepeated,
  calendarWallToEpoch,
  calendarZoneDateTime,
  calendarZoneOffset,
  utcDateTime,
} from './vtimezone.ts';

/** Bans that recur every day (the night bans), written as one repeating event each over a range of days. */
export type IcsRecurring = {
  bans: readonly RecurringBan[];
  /** First day (YYYY-MM-DD, CET) of the range; the window that runs into it from the evening before is included. */
  from: string;
  /** Last day (YYYY-MM-DD, CET) of the range; the last occurrence starts on it. */
  to: string;
};

export type IcsOptions = {
  calendarName: string;
  lang: SiteLocale;
  siteBaseUrl: string;
  /** When the feed is built; becomes every DTSTAMP, so the output depends only on the arguments. */
  generated: Date;
  recurring?: IcsRecurring;
};

export class InconsistentBanEntryError extends Error {
  override readonly name = 'InconsistentBanEntryError';

  constructor(
    readonly entry: Pick<BanEntry, 'country' | 'date' | 'start' | 'end' | 'startsAt' | 'endsAt'>,
    reason: string,
  ) {
    super(`ban entry ${entry.country} ${entry.date} ${entry.start}-${entry.end}: ${reason}`);
  }
}

export class InconsistentRecurringBanError extends Error {
  override readonly name = 'InconsistentRecurringBanError';

  constructor(
    readonly ban: Pick<RecurringBan, 'country' | 'start' | 'end' | 'timezone'>,
    reason: string,
  ) {
    super(`recurring ban ${ban.country} ${ban.start}-${ban.end} (${ban.timezone}): ${reason}`);
  }
}

export class DuplicateBanWindowError extends Error {
  override readonly name = 'DuplicateBanWindowError';

  constructor(readonly uid: string) {
    super(`two ban entries describe the same window (${uid})`);
  }
}

const CRLF = '\r\n';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

// Subscribed calendars poll on their own schedule; the data changes a few times a year, so once a day is plenty.
const refreshInterval = 'P1D';

const calendarPagePath = '/driving-bans';

const slugPart = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

/**
 * Built from what identifies a ban window (country, date, start, kind, appliesTo) so that a re-downloaded or
 * re-imported feed updates events instead of duplicating them. Road-specific bans of one country can share a
 * date and start, so their roads join the key.
 */
export const banUid = (entry: BanEntry, host: string): string => {
  const parts = [entry.country, entry.date, entry.start.replace(':', ''), entry.kind];
  if (entry.appliesTo !== undefined) parts.push(entry.appliesTo);
  if (entry.roads !== undefined && entry.roads.length > 0) parts.push(entry.roads.map(slugPart).sort().join('.'));
  return `${parts.join('-').toLowerCase()}@${host}`;
};

/**
 * A recurring ban is one series per country, kind and window; the range is left out so that a subscription keeps
 * the same series when the year rolls over and its dates move on.
 */
export const recurringBanUid = (ban: RecurringBan, host: string): string =>
  `${[ban.country, ban.kind, ban.start.replace(':', ''), ban.end.replace(':', '')].join('-').toLowerCase()}@${host}`;

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(?:(Z)|([+-])(\d{2}):(\d{2}))$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const HHMM = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isRealDay = (year: number, month: number, day: number): boolean => {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return day >= 1 && day <= days;
};

/**
 * Epoch milliseconds of an RFC 3339 date-time with offset, NaN when it is not one. Parsed here rather than with
 * Date.parse, which turns 30 February into 2 March.
 */
const instantOf = (text: string): number => {
  const match = RFC3339.exec(text);
  if (match === null) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [hour, minute, second] = [Number(match[4]), Number(match[5]), Number(match[6] ?? 0)];
  const [offsetHours, offsetMinutes] = [Number(match[10] ?? 0), Number(match[11] ?? 0)];
  if (!isRealDay(year, month, day) || hour > 23 || minute > 59 || second > 59) return Number.NaN;
  if (offsetHours > 23 || offsetMinutes > 59) return Number.NaN;
  const offset = (match[9] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes);
  return (
    Date.UTC(year, month - 1, day, hour, minute, second) + Math.round(Number(match[7] ?? 0) * 1000) - offset * MINUTE
  );
};

/** Midnight of a YYYY-MM-DD as if it were UTC (the wall clock of that day's start), NaN when it is not a real day. */
const midnightOf = (isoDate: string): number => {
  if (!ISO_DATE.test(isoDate)) return Number.NaN;
  const [year, month, day] = [Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)), Number(isoDate.slice(8, 10))];
  return isRealDay(year, month, day) ? Date.UTC(year, month - 1, day) : Number.NaN;
};

const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const compactDate = (isoDate: string): string => `${isoDate.slice(0, 4)}${isoDate.slice(5, 7)}${isoDate.slice(8, 10)}`;

const readable = (epochMs: number): string => {
  const local = calendarZoneDateTime(epochMs);
  return `${local.slice(0, 4)}-${local.slice(4, 6)}-${local.slice(6, 8)} ${local.slice(9, 11)}:${local.slice(11, 13)}`;
};

/**
 * DTSTART and DTEND of an entry: the CET date and HH:MM it states, checked against its instants (startsAt, endsAt)
 * read with the feed's own VTIMEZONE rule, so what a client computes from the feed is the instant the JSON gives.
 * The check is arithmetic on epoch milliseconds: it runs for every one of thousands of entries. A window with a
 * time in the hour the autumn change repeats is written in UTC instead, both ends: the one form every client reads
 * at the same instant.
 */
const windowOf = (entry: BanEntry): { start: string; end: string; utc: boolean } => {
  const start = instantOf(entry.startsAt);
  const end = instantOf(entry.endsAt);
  if (Number.isNaN(start) || Number.isNaN(end)) {
    throw new InconsistentBanEntryError(entry, 'startsAt or endsAt is not RFC 3339');
  }
  if (end <= start) throw new InconsistentBanEntryError(entry, 'endsAt is not after startsAt');
  const midnight = midnightOf(entry.date);
  if (Number.isNaN(midnight) || !HHMM.test(entry.start) || !(HHMM.test(entry.end) || entry.end === '24:00')) {
    throw new InconsistentBanEntryError(entry, 'date is not YYYY-MM-DD or start/end is not HH:MM');
  }
  // 24:00 is the next midnight, which this sum gives.
  const startWall = midnight + minutesOf(entry.start) * MINUTE;
  const endWall = midnight + minutesOf(entry.end) * MINUTE;
  if (start + calendarZoneOffset(start) * MINUTE !== startWall) {
    throw new InconsistentBanEntryError(entry, `startsAt is ${readable(start)} in ${calendarTimeZone}`);
  }
  if (end + calendarZoneOffset(end) * MINUTE !== endWall) {
    throw new InconsistentBanEntryError(entry, `endsAt is ${readable(end)} in ${calendarTimeZone}`);
  }
  if (calendarWallIsRepeated(startWall) || calendarWallIsRepeated(endWall)) {
    return { start: utcDateTime(start), end: utcDateTime(end), utc: true };
  }
  const day = compactDate(entry.date);
  return {
    utc: false,
    start: `${day}T${entry.start.slice(0, 2)}${entry.start.slice(3, 5)}00`,
    end:
      entry.end === '24:00' ? calendarZoneDateTime(end) : `${day}T${entry.end.slice(0, 2)}${entry.end.slice(3, 5)}00`,
  };
};

/**
 * The calendar response carries absolute page URLs; a root-relative path is put on the site base. Written as the
 * URL parser serialises it, so no line break or control character can reach the URI value unescaped.
 */
const pageUrlOf = (page: string, base: string): string | undefined => {
  const absolute = page.startsWith('/') ? pageUrl(base, page) : page;
  return URL.canParse(absolute) ? new URL(absolute).href : undefined;
};

type Occurrence = { start: number; end: number };

/**
 * The daily windows of a recurring ban that reach into the days from..to: from the one of the evening before when
 * the window runs past midnight, to the one that starts on the last day. The first one is also the series' DTSTART
 * and DTEND, whose exact length every occurrence takes (RFC 5545 3.8.5.3), so it must be a night of the usual
 * length: when the range starts just after a clock change, the series starts a night or two earlier.
 *
 * The event is written in Europe/Brussels time, so the ban's own zone must keep the same offset at every start and
 * end; it does for the night bans (Vienna, Zurich, Vaduz), and a zone that did not would be refused rather than
 * shifted by an hour.
 */
const occurrencesOf = (ban: RecurringBan, from: string, to: string): Occurrence[] => {
  if (!HHMM.test(ban.start) || !(HHMM.test(ban.end) || ban.end === '24:00')) {
    throw new InconsistentRecurringBanError(ban, 'start or end is not HH:MM');
  }
  const startMinutes = minutesOf(ban.start);
  const endMinutes = minutesOf(ban.end);
  const endDay = endMinutes <= startMinutes ? 1 : 0;
  const usualLength = (endDay * 24 * 60 + endMinutes - startMinutes) * MINUTE;
  const windowOn = (day: number): Occurrence => ({
    start: calendarWallToEpoch(day + startMinutes * MINUTE),
    end: calendarWallToEpoch(day + endDay * DAY + endMinutes * MINUTE),
  });
  let firstDay = midnightOf(from) - (endDay === 1 && endMinutes > 0 ? DAY : 0);
  for (let tries = 0; tries < 7; tries += 1) {
    const first = windowOn(firstDay);
    if (first.end - first.start === usualLength) break;
    firstDay -= DAY;
  }
  const lastDay = midnightOf(to);
  const occurrences: Occurrence[] = [];
  for (let day = firstDay; day <= lastDay; day += DAY) {
    const occurrence = windowOn(day);
    for (const instant of [occurrence.start, occurrence.end]) {
      if (offsetAt(ban.timezone, instant) !== calendarZoneOffset(instant)) {
        const when = new Date(instant).toISOString();
        throw new InconsistentRecurringBanError(ban, `${ban.timezone} and ${calendarTimeZone} differ at ${when}`);
      }
    }
    // A start skipped by the spring change would not recur at its stated time.
    if (calendarZoneDateTime(occurrence.start).slice(9, 13) !== ban.start.replace(':', '')) {
      throw new InconsistentRecurringBanError(ban, `${ban.start} does not exist in ${calendarTimeZone} on one day`);
    }
    occurrences.push(occurrence);
  }
  return occurrences;
};

/**
 * Where a ban applies, in the summary a calendar app shows: nothing for a nationwide ban, the roads of a road ban and
 * the word for a transit or regional one, so neither a road closure around a circuit nor a ban on lorries crossing the
 * country reads as the country closed.
 */
const whereOf = (entry: BanEntry, labels: IcsLabels): string => {
  const level = entryLevel(entry);
  if (level === 'nationwide') return '';
  if (level === 'roads' && entry.roads !== undefined) return ` · ${entry.roads.join(', ')}`;
  return ` · ${labels.scopes[entry.scope]}`;
};

const summaryOf = (entry: BanEntry, labels: IcsLabels): string =>
  `${entry.country} · ${labels.truckBan}${whereOf(entry, labels)} · ${entry.reason}` +
  (entry.provisional === true ? ` ${labels.provisionalSuffix}` : '');

/** The hours in the country's own time, on their own line, where they are not the CET hours. */
const localLine = (labels: IcsLabels, hours: string | undefined): string =>
  hours === undefined ? '' : `${labels.localTime}: ${hours}\n`;

// Built by concatenation, not an array joined: the feed builds thousands of these.
const descriptionOf = (entry: BanEntry, labels: IcsLabels, url: string): string =>
  `${entry.countryName} · ${entry.reason}\n` +
  `${labels.time}: ${entry.start}–${entry.end}\n` +
  localLine(labels, localHoursText(entry)) +
  `${labels.vehicle}: ${entry.vehicle}\n` +
  `${labels.scope}: ${labels.scopes[entry.scope]}\n` +
  (entry.roads !== undefined && entry.roads.length > 0 ? `${labels.roads}: ${entry.roads.join(', ')}\n` : '') +
  (entry.appliesTo === undefined ? '' : `${labels.appliesTo}: ${entry.appliesTo}\n`) +
  (entry.note === undefined ? '' : `${labels.note}: ${entry.note}\n`) +
  `${labels.officialSource}: ${entry.officialSource.name} — ${entry.officialSource.url}\n` +
  `${labels.lastVerified}: ${entry.lastVerified}\n` +
  (entry.provisional === true ? `${labels.provisional}\n` : '') +
  (entry.provisional === true && entry.provisionalReason !== undefined ? `${entry.provisionalReason}\n` : '') +
  `${labels.details}: ${url}`;

const recurringDescriptionOf = (ban: RecurringBan, labels: IcsLabels, url: string): string =>
  [
    `${ban.countryName} · ${labels.nightBan}`,
    `${labels.time}: ${ban.start}–${ban.end} (${labels.everyDay})`,
    `${labels.vehicle}: ${ban.vehicle}`,
    `${labels.scope}: ${labels.scopes[ban.scope]}`,
    ...(ban.exceptions.length > 0 ? [`${labels.exemptions}: ${ban.exceptions.join('; ')}`] : []),
    `${labels.officialSource}: ${ban.officialSource.name} — ${ban.officialSource.url}`,
    `${labels.lastVerified}: ${ban.lastVerified}`,
    `${labels.details}: ${url}`,
  ].join('\n');

const line = (nameAndParameters: string, value: string): string => foldLine(`${nameAndParameters}:${value}`) + CRLF;

const localTime = (name: string, dateTime: string): string => line(`${name};TZID=${calendarTimeZone}`, dateTime);

type EventTexts = { summary: string; description: string; location: string; url: string; provisional: boolean };

/** The properties after the times, in the order the feed has always written them. */
const eventTexts = (texts: EventTexts): string =>
  line('SUMMARY', escapeText(texts.summary)) +
  // A ban is information, not an appointment: it must not mark the subscriber as busy.
  line('TRANSP', 'TRANSPARENT') +
  line('LOCATION', escapeText(texts.location)) +
  line('DESCRIPTION', escapeText(texts.description)) +
  line('URL;VALUE=URI', texts.url) +
  line('STATUS', texts.provisional ? 'TENTATIVE' : 'CONFIRMED');

/**
 * The ban entries as an iCalendar feed: one VEVENT per window, times with TZID Europe/Brussels and the matching
 * VTIMEZONE, so the window reads in the Central European Time the rule is stated in and every client still places
 * it at the right instant in its own zone. Recurring bans (`options.recurring`) become one repeating VEVENT each
 * (RRULE:FREQ=DAILY) instead of two dated events a day.
 */
export const buildIcs = (entries: readonly BanEntry[], options: IcsOptions): string => {
  const base = parseSiteBaseUrl(options.siteBaseUrl);
  const host = new URL(base).host;
  const labels = icsLabels[options.lang];
  // The descriptions join labels and values with a colon: the language's spacing applies to the whole text.
  const { spaced } = TYPOGRAPHY[options.lang];
  const stamp = utcDateTime(options.generated.getTime());
  const calendarPage = pageUrlOf(calendarPagePath, base) as string;
  // A few dozen pages serve thousands of entries; each is parsed once.
  const pageUrls = new Map<string, string | undefined>();
  const urlOf = (page: string) => {
    if (!pageUrls.has(page)) pageUrls.set(page, pageUrlOf(page, base));
    return pageUrls.get(page);
  };
  const uids = new Set<string>();
  const claim = (uid: string) => {
    if (uids.has(uid)) throw new DuplicateBanWindowError(uid);
    uids.add(uid);
  };
  // Entries on one road, day and start can differ only in the section or direction their note names (Spain's
  // Annex II rows, the A10 by direction). They take the next free number in feed order, which follows the rules'
  // language-neutral place, so each keeps its UID in every language; the same note twice is still a duplicate.
  const notesByUid = new Map<string, string[]>();
  const entryUid = (entry: BanEntry): string => {
    const uid = banUid(entry, host);
    const notes = notesByUid.get(uid) ?? [];
    const note = entry.note ?? '';
    if (notes.includes(note)) throw new DuplicateBanWindowError(uid);
    notes.push(note);
    notesByUid.set(uid, notes);
    return notes.length === 1 ? uid : uid.replace('@', `-${notes.length}@`);
  };

  let feed =
    `BEGIN:VCALENDAR${CRLF}VERSION:2.0${CRLF}` +
    line('PRODID', escapeText(`-//${host}//driving-bans//${options.lang.toUpperCase()}`)) +
    line('URL', calendarPage) +
    // NAME is RFC 7986; X-WR-CALNAME and X-WR-CALDESC are what Apple, Google and Outlook read.
    line('NAME', escapeText(options.calendarName)) +
    line('X-WR-CALNAME', escapeText(options.calendarName)) +
    line('X-WR-CALDESC', escapeText(labels.calendarDescription)) +
    calendarVtimezoneLines.map((vtimezoneLine) => vtimezoneLine + CRLF).join('') +
    line('REFRESH-INTERVAL;VALUE=DURATION', refreshInterval) +
    line('X-PUBLISHED-TTL', refreshInterval);

  for (const entry of entries) {
    const window = windowOf(entry);
    const uid = entryUid(entry);
    claim(uid);
    const url = urlOf(entry.page);
    if (url === undefined) throw new InconsistentBanEntryError(entry, `page ${entry.page} is not a URL`);
    feed +=
      `BEGIN:VEVENT${CRLF}` +
      line('UID', escapeText(uid)) +
      `SEQUENCE:0${CRLF}DTSTAMP:${stamp}${CRLF}` +
      (window.utc
        ? line('DTSTART', window.start) + line('DTEND', window.end)
        : localTime('DTSTART', window.start) + localTime('DTEND', window.end)) +
      eventTexts({
        summary: summaryOf(entry, labels),
        description: spaced(descriptionOf(entry, labels, url)),
        location: entry.countryName,
        url,
        provisional: entry.provisional === true,
      }) +
      `END:VEVENT${CRLF}`;
  }

  const recurring = options.recurring;
  if (recurring !== undefined) {
    if (
      Number.isNaN(midnightOf(recurring.from)) ||
      Number.isNaN(midnightOf(recurring.to)) ||
      recurring.from > recurring.to
    ) {
      throw new RangeError(`recurring range ${recurring.from} to ${recurring.to} is not two dates in order`);
    }
    for (const ban of recurring.bans) {
      const uid = recurringBanUid(ban, host);
      claim(uid);
      const url = pageUrlOf(ban.page ?? calendarPagePath, base);
      if (url === undefined) throw new InconsistentRecurringBanError(ban, `page ${ban.page} is not a URL`);
      const occurrences = occurrencesOf(ban, recurring.from, recurring.to);
      const [first] = occurrences as [Occurrence];
      const last = occurrences[occurrences.length - 1] as Occurrence;
      const head = `BEGIN:VEVENT${CRLF}${line('UID', escapeText(uid))}SEQUENCE:0${CRLF}DTSTAMP:${stamp}${CRLF}`;
      const texts = eventTexts({
        summary: [ban.country, labels.truckBan, labels.nightBan].join(' · '),
        description: spaced(recurringDescriptionOf(ban, labels, url)),
        location: ban.countryName,
        url,
        provisional: false,
      });
      feed +=
        head +
        localTime('DTSTART', calendarZoneDateTime(first.start)) +
        localTime('DTEND', calendarZoneDateTime(first.end)) +
        // UNTIL must be UTC when DTSTART has a TZID (RFC 5545 3.3.10); it is inclusive, so it is the last start.
        line('RRULE', `FREQ=DAILY;UNTIL=${utcDateTime(last.start)}`) +
        texts +
        `END:VEVENT${CRLF}`;
      // With DTEND, every occurrence of a series lasts the exact duration of the first (RFC 5545 3.8.5.3): the
      // nights of the clock changes (6 and 8 hours instead of 7) are written out so no client ends them at 06:00
      // or 04:00.
      for (const occurrence of occurrences) {
        if (occurrence.end - occurrence.start === first.end - first.start) continue;
        feed +=
          head +
          localTime('RECURRENCE-ID', calendarZoneDateTime(occurrence.start)) +
          localTime('DTSTART', calendarZoneDateTime(occurrence.start)) +
          localTime('DTEND', calendarZoneDateTime(occurrence.end)) +
          texts +
          `END:VEVENT${CRLF}`;
      }
    }
  }

  return `${feed}END:VCALENDAR${CRLF}`;
};
