import { holidayTable } from '#data/traffic-bans/holiday-table.ts';
import { trafficBanRules } from '#data/traffic-bans/index.ts';
import type { BanEntry } from '#shared/domain/traffic-bans/calendar.schema.ts';
import {
  buildCalendarIndex,
  type CalendarIndex,
  type CalendarQueryResult,
  queryCalendar,
} from '#shared/domain/traffic-bans/calendar-index.ts';
import type { CountryRules, Language, LocalizedText } from '#shared/domain/traffic-bans/rules.schema.ts';

export const SITE = 'https://freight.example.eu';
export const YEARS = [2026, 2027] as const;

export interface ServedOptions {
  readonly rules?: readonly CountryRules[];
  readonly years?: readonly number[];
  readonly lang?: Language;
  /** With the night bans as dated entries, as include=night serves them. */
  readonly includeNight?: boolean;
  /** A range inside the window; the whole window when left out. */
  readonly from?: string;
  readonly to?: string;
}

/**
 * What the calendar serves for the given rules and years: the production index (the one every face answers from)
 * queried over its whole window or a range of it, every country.
 */
export const servedCalendar = ({
  rules = trafficBanRules(),
  years = YEARS,
  lang = 'en',
  includeNight = false,
  from,
  to,
}: ServedOptions = {}): CalendarQueryResult => {
  const index = buildCalendarIndex({ rules, holidays: holidayTable, years, lang, siteBaseUrl: SITE });
  return queryCalendar(index, {
    from: from ?? index.window.from,
    to: to ?? index.window.to,
    countries: null,
    includeNight,
  });
};

const indexes = new Map<Language, CalendarIndex>();

/** The index of the real data over 2026-2027, once per language for the whole test file. */
export const indexIn = (lang: Language = 'en'): CalendarIndex => {
  let index = indexes.get(lang);
  if (index === undefined) {
    index = buildCalendarIndex({
      rules: trafficBanRules(),
      holidays: holidayTable,
      years: YEARS,
      lang,
      siteBaseUrl: SITE,
    });
    indexes.set(lang, index);
  }
  return index;
};

/** The whole 2026-2027 calendar of the real data as served without filters (dated entries only, or with night). */
export const calendarIn = (lang: Language = 'en', includeNight = false): CalendarQueryResult =>
  queryCalendar(indexIn(lang), { from: '2026-01-01', to: '2027-12-31', countries: null, includeNight });

/** Every Saturday of July and August 2026, the summer bans of several countries. */
export const SATURDAYS_JULY_AUGUST_2026 = [
  '2026-07-04',
  '2026-07-11',
  '2026-07-18',
  '2026-07-25',
  '2026-08-01',
  '2026-08-08',
  '2026-08-15',
  '2026-08-22',
  '2026-08-29',
] as const;

export const bansOn = (country: string, date: string, lang: Language = 'en'): BanEntry[] =>
  calendarIn(lang).bans.filter((ban) => ban.country === country && ban.date === date);

/** The day's bans without those on listed road sections only (France's Île-de-France hours, for example). */
export const generalBansOn = (country: string, date: string, lang: Language = 'en'): BanEntry[] =>
  bansOn(country, date, lang).filter((ban) => ban.scope !== 'specific-roads');

export const windows = (bans: BanEntry[]): string[] => bans.map((ban) => `${ban.start}-${ban.end} ${ban.kind}`);

export const text = (value: string): LocalizedText => ({
  en: value,
  es: value,
  ro: value,
  it: value,
  fr: value,
  de: value,
});

/** A minimal country file with overrides, for rules that the real data does not exercise. */
export const countryRules = (overrides: Partial<CountryRules> = {}): CountryRules => ({
  code: 'GR',
  name: 'Greece',
  timezone: 'Europe/Athens',
  regime: 'dated',
  officialSource: { name: 'Test authority', url: 'https://authority.example' },
  lastVerified: '2026-11',
  page: '/driving-bans/greece',
  summary: text('summary'),
  vehicles: { heavy: { text: text('heavy'), minimumTonnes: 3.5 } },
  exemptions: {},
  rules: [],
  sourceDecisions: [],
  ...overrides,
});
