import { trafficBanRules } from '#data/traffic-bans/index.ts';
import type { BanEntry, CalendarParts } from '#shared/domain/traffic-bans/calendar.schema.ts';
import { generateCalendar } from '#shared/domain/traffic-bans/generate-calendar.ts';
import type { CountryRules, Language, LocalizedText } from '#shared/domain/traffic-bans/rules.schema.ts';

export const SITE = 'https://freight.example.eu';
export const YEARS = [2026, 2027] as const;

const calendars = new Map<Language, CalendarParts>();

/** The generated calendar of the real data, once per language for the whole test file. */
export const calendarIn = (lang: Language = 'en'): CalendarParts => {
  let calendar = calendars.get(lang);
  if (calendar === undefined) {
    calendar = generateCalendar({ rules: trafficBanRules, years: YEARS, lang, siteBaseUrl: SITE });
    calendars.set(lang, calendar);
  }
  return calendar;
};

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
