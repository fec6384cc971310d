import { holidayTable } from '#data/traffic-bans/holiday-table.ts';
import {
  type BuildCalendarIndexInput,
  buildCalendarIndex,
  type CalendarIndex,
  queryCalendar,
} from '#shared/domain/traffic-bans/calendar-index.ts';
import { CALENDAR_ZONE, type CalendarWindow } from '#shared/domain/traffic-bans/generate-calendar.ts';
import type { buildIcs } from '#shared/domain/traffic-bans-ics/ics.ts';

/** The iCalendar writer, given by the function that serves the feed, so that no other bundle carries it. */
export type FeedWriter = typeof buildIcs;

import { byteBoundedCache, stringBytes } from '#shared/http/byte-bounded-cache.ts';
import { jsonOpenDataBody, type OpenDataBody, type OpenDataLicense, openDataBody } from '#shared/http/open-data.ts';
import type { CalendarFilters, CalendarLanguage } from './traffic-bans.schema.ts';

export const API_VERSION = '1.1';

export const TIME_REFERENCE = {
  zone: CALENDAR_ZONE,
  label: 'Central European Time (CET/CEST)',
  note: 'Every start and end is Central European Time (Europe/Brussels): UTC+1 in winter, UTC+2 in summer. startsAt and endsAt give the same instants in RFC 3339 with their UTC offset.',
} as const;

const calendarNames: Record<CalendarLanguage, string> = {
  en: 'Truck driving bans',
  es: 'Prohibiciones de circulación de camiones',
  ro: 'Restricții de circulație pentru camioane',
  it: 'Divieti di circolazione per camion',
  fr: 'Interdictions de circulation des poids lourds',
  de: 'Lkw-Fahrverbote',
};

export { windowAt } from '#shared/domain/traffic-bans/ban-calendar.ts';

/** One language's index over one window, and when it was built (the `generated` of every answer from it). */
interface BuiltCalendar {
  readonly generated: string;
  readonly index: CalendarIndex;
}

/**
 * The bytes of serialised answers a container keeps (16 MiB): the whole calendar of three languages (2.6 million
 * characters, 5 MB in memory since its texts are not all Latin-1), or one with its night entries, and hundreds of
 * filtered ones. A body is rebuilt from the index in about 20 ms and CloudFront keeps the answers an
 * hour, so a larger cache would buy little; every body kept also raises the heap V8 lets grow before it collects.
 * With the indexes and rule expansions (about 20 MB) and the compressed copies (shared/http/open-data.ts), the
 * function stays well inside its memory whatever the mix of requests (bench/results/open-data.md).
 */
export const CALENDAR_BODY_CACHE_BYTES = 16 * 1024 * 1024;

export interface CalendarResponsesOptions {
  /** Read country by country as answers need them (`RulesSource`), or already read. */
  readonly rules: BuildCalendarIndexInput['rules'];
  readonly siteBaseUrl: string;
  /** The licence, its credit in the answer's language. */
  readonly license: (lang: CalendarLanguage) => OpenDataLicense;
  /** How many bytes of serialised responses a container keeps (CALENDAR_BODY_CACHE_BYTES unless told). */
  readonly cachedBytes?: number;
  /** The iCalendar writer (`buildIcs`), for the function that serves the feed; the others answer no feed. */
  readonly feedWriter?: FeedWriter;
}

/**
 * Each language's index over the window of the latest request, built on first use and kept for the life of the
 * container. A new year builds anew and drops the old ones, and tells `onNewWindow` so that whatever was drawn from
 * them goes too.
 */
const calendarIndexes = (options: Pick<CalendarResponsesOptions, 'rules' | 'siteBaseUrl'>, onNewWindow: () => void) => {
  let windowKey = '';
  let calendars = new Map<CalendarLanguage, BuiltCalendar>();

  const useWindow = (window: CalendarWindow) => {
    const key = window.years.join(',');
    if (key === windowKey) return;
    windowKey = key;
    calendars = new Map();
    onNewWindow();
  };

  const calendarFor = (window: CalendarWindow, lang: CalendarLanguage, now: Date): BuiltCalendar => {
    useWindow(window);
    let built = calendars.get(lang);
    if (built === undefined) {
      const index = buildCalendarIndex({
        rules: options.rules,
        holidays: holidayTable,
        years: window.years,
        lang,
        siteBaseUrl: options.siteBaseUrl,
      });
      built = { generated: now.toISOString(), index };
      calendars.set(lang, built);
    }
    return built;
  };

  return { useWindow, calendarFor };
};

const select = (built: BuiltCalendar, filters: CalendarFilters) =>
  queryCalendar(built.index, {
    from: filters.from,
    to: filters.to,
    countries: filters.countries,
    includeNight: filters.include.includes('night'),
  });

/** One serialised body per kind of answer and filters: the language is among them. */
const cacheKey = (kind: 'json' | 'ics', filters: CalendarFilters) =>
  [kind, filters.lang, filters.from, filters.to, filters.countries?.join(',') ?? '*', filters.include.join(',')].join(
    '|',
  );

/**
 * The feed takes the dated bans of the selection and, with include=night, each country's night ban as one daily
 * repeating event over the requested days rather than the JSON's two dated entries a day: about 7,000 events
 * (6 MB, over Lambda's response limit) become about 2,600, and a subscriber sees one series per country.
 */
const icsBody = (
  write: FeedWriter,
  built: BuiltCalendar,
  filters: CalendarFilters,
  siteBaseUrl: string,
): OpenDataBody => {
  const selected = select(built, { ...filters, include: [] });
  const recurring = filters.include.includes('night')
    ? {
        bans: selected.recurring.map((ban) => {
          // The page of a country with dated bans, as the country list gives it.
          const country = built.index.country(ban.country);
          const page = country?.dated ? country.entry.page : undefined;
          return page === undefined ? ban : { ...ban, page };
        }),
        from: filters.from,
        to: filters.to,
      }
    : undefined;
  const feed = write(selected.bans, {
    calendarName: calendarNames[filters.lang],
    lang: filters.lang,
    siteBaseUrl,
    generated: new Date(built.generated),
    ...(recurring === undefined ? {} : { recurring }),
  });
  return openDataBody('text/calendar; charset=utf-8', feed);
};

/** The JSON calendar of a selection, as a value. */
const calendarDocument = (
  built: BuiltCalendar,
  window: CalendarWindow,
  filters: CalendarFilters,
  source: string,
  license: OpenDataLicense,
) => ({
  generated: built.generated,
  apiVersion: API_VERSION,
  timeReference: TIME_REFERENCE,
  window,
  filters,
  source,
  ...select(built, filters),
  license,
});

export type CalendarDocument = ReturnType<typeof calendarDocument>;

/**
 * The calendar's answers: filtered requests are answered from each language's index (`calendarIndexes`,
 * `queryCalendar`) without generating anything; serialised bodies and their tags are kept for the latest requests,
 * up to a number of bytes.
 */
export const calendarResponses = (options: CalendarResponsesOptions) => {
  const source = `${options.siteBaseUrl.replace(/\/+$/, '')}/driving-bans`;
  const bodies = byteBoundedCache<string, OpenDataBody>({
    maxBytes: options.cachedBytes ?? CALENDAR_BODY_CACHE_BYTES,
    sizeOf: (body) => stringBytes(body.body),
  });
  // A new year makes every built calendar and body obsolete at once.
  const { useWindow, calendarFor } = calendarIndexes(options, () => bodies.clear());
  const feedWriter = (): FeedWriter => {
    if (options.feedWriter === undefined) throw new Error('this function serves no iCalendar feed');
    return options.feedWriter;
  };

  /** The JSON calendar as a value, for a face that renders it itself (the MCP tool). */
  const document = (window: CalendarWindow, filters: CalendarFilters, now: Date): CalendarDocument =>
    calendarDocument(calendarFor(window, filters.lang, now), window, filters, source, options.license(filters.lang));

  const json = (window: CalendarWindow, filters: CalendarFilters, now: Date): OpenDataBody => {
    useWindow(window);
    return bodies.remember(cacheKey('json', filters), () => jsonOpenDataBody(document(window, filters, now)));
  };

  /**
   * A face's own rendering of a JSON answer (the MCP tool's text and structured content), kept in the same cache as
   * the bodies under the same filters, with the JSON body's tag: a repeated call is a lookup, as a repeated request
   * of the API is, and both faces answer the same entries under the same tag.
   */
  const rendered = (
    window: CalendarWindow,
    filters: CalendarFilters,
    now: Date,
    face: string,
    render: (document: CalendarDocument) => string,
  ): OpenDataBody =>
    bodies.remember(`${face}|${cacheKey('json', filters)}`, () => {
      const { etag } = json(window, filters, now);
      return { contentType: 'application/json; charset=utf-8', body: render(document(window, filters, now)), etag };
    });

  const ics = (window: CalendarWindow, filters: CalendarFilters, now: Date): OpenDataBody => {
    useWindow(window);
    return bodies.remember(cacheKey('ics', filters), () =>
      icsBody(feedWriter(), calendarFor(window, filters.lang, now), filters, options.siteBaseUrl),
    );
  };

  /**
   * Builds a language's whole calendar ahead of the first request (benchmarks, warm-up): every country's entries,
   * without the night entries, which the index renders on the first include=night.
   */
  const warm = (window: CalendarWindow, lang: CalendarLanguage, now: Date) => {
    const { index } = calendarFor(window, lang, now);
    queryCalendar(index, { from: window.from, to: window.to, countries: null, includeNight: false });
  };

  /** What the body cache holds now, in bytes as it counts them and in entries. */
  const cached = () => ({ bytes: bodies.bytes, entries: bodies.size });

  /** A language's index and when it was built, for an answer drawn from the calendar's own entries (the route). */
  const built = (window: CalendarWindow, lang: CalendarLanguage, now: Date) => calendarFor(window, lang, now);

  return { document, json, rendered, ics, warm, cached, built, source };
};

export type CalendarResponses = ReturnType<typeof calendarResponses>;
