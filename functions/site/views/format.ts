import { DateTime } from 'luxon';
import type { SiteLocale } from '#shared/domain/catalogue/pages.schema.ts';

const regionNames = new Map<SiteLocale, Intl.DisplayNames>();

/** A country's name in the page's language, from the platform's CLDR data. */
export const countryName = (locale: SiteLocale, code: string): string => {
  let names = regionNames.get(locale);
  if (names === undefined) {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    regionNames.set(locale, names);
  }
  return names.of(code) ?? code;
};

const day = (date: string, locale: SiteLocale) => DateTime.fromISO(date, { zone: 'utc' }).setLocale(locale);

/** "Saturday, 26 December 2026" in the page's language. */
export const longDate = (date: string, locale: SiteLocale): string =>
  day(date, locale).toLocaleString(DateTime.DATE_HUGE);

/** "Sat 26 Dec" in the page's language. */
export const shortDate = (date: string, locale: SiteLocale): string =>
  day(date, locale).toLocaleString({ weekday: 'short', day: 'numeric', month: 'short' });

export const monthName = (month: string, locale: SiteLocale): string =>
  day(month, locale).toLocaleString({ month: 'long', year: 'numeric' });

/** "2026-11" (lastVerified) as "November 2026". */
export const verifiedMonth = (month: string, locale: SiteLocale): string => monthName(`${month}-01`, locale);

/**
 * An instant in Madrid's time with its offset, "22 Nov 2026, 22:20 (UTC+1)": one zone rule for every language
 * (Intl's short zone names differ by language, "GMT+1" in English but "CET" in Spanish).
 */
export const dateTime = (iso: string, locale: SiteLocale): string => {
  const madrid = DateTime.fromISO(iso, { zone: 'Europe/Madrid' }).setLocale(locale);
  return `${madrid.toLocaleString(DateTime.DATETIME_MED)} (UTC${madrid.toFormat('Z')})`;
};

export const money = (amount: number, currency: string, locale: SiteLocale): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);

export const number = (value: number, locale: SiteLocale): string => new Intl.NumberFormat(locale).format(value);
