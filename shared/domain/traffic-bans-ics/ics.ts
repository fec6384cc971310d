import { ICalCalendar, ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import { DateTime } from 'luxon';
import { pageUrl, parseSiteBaseUrl } from '#shared/domain/catalogue/page-urls.ts';
import type { SiteLocale } from '#shared/domain/catalogue/pages.schema.ts';
import type { BanEntry } from './ban-entry.ts';
import { type IcsLabels, icsLabels } from './labels.ts';
import { calendarTimeZone, vtimezoneFor } from './vtimezone.ts';

export type IcsOptions = {
  calendarName: string;
  lang: SiteLocale;
  siteBaseUrl: string;
  /** When the feed is built; becomes every DTSTAMP, so the output depends only on the arguments. */
  generated: Date;
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

export class DuplicateBanWindowError extends Error {
  override readonly name = 'DuplicateBanWindowError';

  constructor(readonly uid: string) {
    super(`two ban entries describe the same window (${uid})`);
  }
}

// Subscribed calendars poll on their own schedule; the data changes a few times a year, so once a day is plenty.
const refreshSeconds = 24 * 60 * 60;

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

const nextDay = (date: string): string => DateTime.fromISO(date, { zone: 'utc' }).plus({ days: 1 }).toISODate() ?? '';

/** The instants from startsAt/endsAt, checked against the CET date and HH:MM the entry states. */
const windowOf = (entry: BanEntry): { start: DateTime; end: DateTime } => {
  const start = DateTime.fromISO(entry.startsAt, { setZone: true });
  const end = DateTime.fromISO(entry.endsAt, { setZone: true });
  if (!start.isValid || !end.isValid) throw new InconsistentBanEntryError(entry, 'startsAt or endsAt is not RFC 3339');
  if (end <= start) throw new InconsistentBanEntryError(entry, 'endsAt is not after startsAt');
  const localStart = start.setZone(calendarTimeZone).toFormat('yyyy-MM-dd HH:mm');
  const localEnd = end.setZone(calendarTimeZone).toFormat('yyyy-MM-dd HH:mm');
  const expectedEnd = entry.end === '24:00' ? `${nextDay(entry.date)} 00:00` : `${entry.date} ${entry.end}`;
  if (localStart !== `${entry.date} ${entry.start}`) {
    throw new InconsistentBanEntryError(entry, `startsAt is ${localStart} in ${calendarTimeZone}`);
  }
  if (localEnd !== expectedEnd) {
    throw new InconsistentBanEntryError(entry, `endsAt is ${localEnd} in ${calendarTimeZone}`);
  }
  return { start, end };
};

// The calendar response carries absolute page URLs; a root-relative path is put on the site base.
const pageUrlOf = (entry: BanEntry, base: string): string => {
  if (entry.page.startsWith('/')) return pageUrl(base, entry.page);
  if (!URL.canParse(entry.page)) throw new InconsistentBanEntryError(entry, `page ${entry.page} is not a URL`);
  return entry.page;
};

const summaryOf = (entry: BanEntry, labels: IcsLabels): string =>
  [entry.country, labels.truckBan, entry.reason].join(' · ') +
  (entry.provisional === true ? ` ${labels.provisionalSuffix}` : '');

const descriptionOf = (entry: BanEntry, labels: IcsLabels, url: string): string =>
  [
    `${entry.countryName} · ${entry.reason}`,
    `${labels.time}: ${entry.start}–${entry.end}`,
    `${labels.vehicle}: ${entry.vehicle}`,
    `${labels.scope}: ${labels.scopes[entry.scope]}`,
    ...(entry.roads !== undefined && entry.roads.length > 0 ? [`${labels.roads}: ${entry.roads.join(', ')}`] : []),
    ...(entry.appliesTo === undefined ? [] : [`${labels.appliesTo}: ${entry.appliesTo}`]),
    ...(entry.note === undefined ? [] : [`${labels.note}: ${entry.note}`]),
    `${labels.officialSource}: ${entry.officialSource.name} — ${entry.officialSource.url}`,
    `${labels.lastVerified}: ${entry.lastVerified}`,
    ...(entry.provisional === true ? [labels.provisional] : []),
    `${labels.details}: ${url}`,
  ].join('\n');

/**
 * The ban entries as an iCalendar feed: one VEVENT per window, times with TZID Europe/Brussels and the matching
 * VTIMEZONE, so the window reads in the Central European Time the rule is stated in and every client still places
 * it at the right instant in its own zone.
 */
export const buildIcs = (entries: readonly BanEntry[], options: IcsOptions): string => {
  const base = parseSiteBaseUrl(options.siteBaseUrl);
  const host = new URL(base).host;
  const labels = icsLabels[options.lang];
  const calendar = new ICalCalendar({
    name: options.calendarName,
    description: labels.calendarDescription,
    prodId: { company: host, product: 'driving-bans', language: options.lang.toUpperCase() },
    url: pageUrl(base, calendarPagePath),
    // No calendar-wide zone: ical-generator would then write DTSTAMP in local time without "Z", which RFC 5545
    // forbids; the events carry the zone and the generator still adds its VTIMEZONE.
    timezone: { name: null, generator: vtimezoneFor },
    ttl: refreshSeconds,
  });
  const uids = new Set<string>();
  for (const entry of entries) {
    const { start, end } = windowOf(entry);
    const uid = banUid(entry, host);
    if (uids.has(uid)) throw new DuplicateBanWindowError(uid);
    uids.add(uid);
    const url = pageUrlOf(entry, base);
    calendar.createEvent({
      id: uid,
      start,
      end,
      timezone: calendarTimeZone,
      stamp: options.generated,
      summary: summaryOf(entry, labels),
      description: descriptionOf(entry, labels, url),
      location: entry.countryName,
      url,
      status: entry.provisional === true ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
      // A ban is information, not an appointment: it must not mark the subscriber as busy.
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  return calendar.toString();
};
