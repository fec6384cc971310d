import { DateTime } from 'luxon';
import type { BanEntry, CalendarParts } from '#shared/domain/traffic-bans/calendar.schema.ts';
import {
  CALENDAR_ZONE,
  type CalendarWindow,
  calendarWindow,
  expandNightBans,
  generateCalendar,
} from '#shared/domain/traffic-bans/generate-calendar.ts';
import type { CountryRules } from '#shared/domain/traffic-bans/rules.schema.ts';
import { buildIcs } from '#shared/domain/traffic-bans-ics/ics.ts';
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

/** The current year and the next, the current year read in CET so the window rolls over at midnight on 1 January there. */
export const windowAt = (now: Date): CalendarWindow => {
  const year = DateTime.fromJSDate(now, { zone: CALENDAR_ZONE }).year;
  return calendarWindow([year, year + 1]);
};

/** One language's calendar for one window, with the entries sorted by date so ranges are found by bisection. */
interface BuiltCalendar {
  readonly generated: string;
  readonly parts: CalendarParts;
  readonly bans: readonly BanEntry[];
  readonly nights: () => readonly BanEntry[];
}

/** First index whose date is not before `date`. */
const lowerBound = (entries: readonly BanEntry[], date: string): number => {
  let [low, high] = [0, entries.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((entries[middle] as BanEntry).date < date) low = middle + 1;
    else high = middle;
  }
  return low;
};

const inRange = (entries: readonly BanEntry[], from: string, to: string, countries: ReadonlySet<string> | null) => {
  const selected: BanEntry[] = [];
  for (let index = lowerBound(entries, from); index < entries.length; index += 1) {
    const entry = entries[index] as BanEntry;
    if (entry.date > to) break;
    if (countries === null || countries.has(entry.country)) selected.push(entry);
  }
  return selected;
};

const entryOrder = (a: BanEntry, b: BanEntry) =>
  a.date.localeCompare(b.date) ||
  a.country.localeCompare(b.country) ||
  a.start.localeCompare(b.start) ||
  a.end.localeCompare(b.end);

/** Night entries join the dated ones in the same order; on a tie the dated ban comes first. */
const merged = (dated: BanEntry[], nights: BanEntry[]) => {
  if (nights.length === 0) return dated;
  return [...dated, ...nights].sort(entryOrder);
};

export interface CalendarResponsesOptions {
  readonly rules: readonly CountryRules[];
  readonly siteBaseUrl: string;
  readonly license: OpenDataLicense;
  /** How many serialised responses a container keeps; the full calendars are the ones worth keeping. */
  readonly cachedBodies?: number;
}

/**
 * Builds each language's calendar on first use and keeps it for the life of the container, for the window of the
 * request (a new year builds anew and drops the old one). Filtered requests are answered from the built calendar
 * without generating anything; serialised bodies and their tags are kept for the most recent requests.
 */
export const calendarResponses = (options: CalendarResponsesOptions) => {
  const maxBodies = options.cachedBodies ?? 32;
  const source = `${options.siteBaseUrl.replace(/\/+$/, '')}/driving-bans`;
  let windowKey = '';
  let calendars = new Map<CalendarLanguage, BuiltCalendar>();
  let bodies = new Map<string, OpenDataBody>();

  // A new year makes every built calendar and body obsolete at once.
  const useWindow = (window: CalendarWindow) => {
    const key = window.years.join(',');
    if (key === windowKey) return;
    windowKey = key;
    calendars = new Map();
    bodies = new Map();
  };

  const calendarFor = (window: CalendarWindow, lang: CalendarLanguage, now: Date): BuiltCalendar => {
    useWindow(window);
    let built = calendars.get(lang);
    if (built === undefined) {
      const input = { rules: options.rules, years: window.years, lang, siteBaseUrl: options.siteBaseUrl };
      const parts = generateCalendar(input);
      let nights: readonly BanEntry[] | undefined;
      built = {
        generated: now.toISOString(),
        parts,
        bans: parts.bans,
        // Night entries are about 4,400 a window; only built when someone asks for them.
        nights: () => {
          nights ??= expandNightBans({ ...input, from: window.from, to: window.to });
          return nights;
        },
      };
      calendars.set(lang, built);
    }
    return built;
  };

  const remember = (key: string, build: () => OpenDataBody): OpenDataBody => {
    const cached = bodies.get(key);
    if (cached !== undefined) {
      bodies.delete(key);
      bodies.set(key, cached);
      return cached;
    }
    const body = build();
    bodies.set(key, body);
    if (bodies.size > maxBodies) bodies.delete(bodies.keys().next().value as string);
    return body;
  };

  const select = (built: BuiltCalendar, filters: CalendarFilters) => {
    const countries = filters.countries === null ? null : new Set(filters.countries);
    const chosen = <T extends { code?: string; country?: string }>(list: readonly T[]) =>
      countries === null ? list : list.filter((item) => countries.has(item.code ?? item.country ?? ''));
    const nights = filters.include.includes('night')
      ? inRange(built.nights(), filters.from, filters.to, countries)
      : [];
    return {
      countries: chosen(built.parts.countries),
      countriesWithoutDatedBans: chosen(built.parts.countriesWithoutDatedBans),
      recurring: chosen(built.parts.recurring),
      bans: merged(inRange(built.bans, filters.from, filters.to, countries), nights),
    };
  };

  const cacheKey = (kind: string, filters: CalendarFilters) =>
    [kind, filters.lang, filters.from, filters.to, filters.countries?.join(',') ?? '*', filters.include.join(',')].join(
      '|',
    );

  const json = (window: CalendarWindow, filters: CalendarFilters, now: Date): OpenDataBody => {
    useWindow(window);
    return remember(cacheKey('json', filters), () => {
      const built = calendarFor(window, filters.lang, now);
      const selected = select(built, filters);
      return jsonOpenDataBody({
        generated: built.generated,
        apiVersion: API_VERSION,
        timeReference: TIME_REFERENCE,
        window,
        filters,
        source,
        ...selected,
        count: selected.bans.length,
        license: options.license,
      });
    });
  };

  const ics = (window: CalendarWindow, filters: CalendarFilters, now: Date): OpenDataBody => {
    useWindow(window);
    return remember(cacheKey('ics', filters), () => {
      const built = calendarFor(window, filters.lang, now);
      const feed = buildIcs(select(built, filters).bans, {
        calendarName: calendarNames[filters.lang],
        lang: filters.lang,
        siteBaseUrl: options.siteBaseUrl,
        generated: new Date(built.generated),
      });
      return openDataBody('text/calendar; charset=utf-8', feed);
    });
  };

  /** Builds a language's calendar ahead of the first request (benchmarks, warm-up). */
  const warm = (window: CalendarWindow, lang: CalendarLanguage, now: Date) => {
    calendarFor(window, lang, now);
  };

  return { json, ics, warm };
};

export type CalendarResponses = ReturnType<typeof calendarResponses>;
