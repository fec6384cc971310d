import { DateTime } from 'luxon';
import type { SiteLocale } from '#shared/domain/catalogue/pages.schema.ts';
import { numberFormat } from '#shared/domain/texts/intl.ts';
import { dateWriter, noonOf, regionName } from '#shared/domain/texts/typography.ts';

/** A country's name in the page's language. */
export const countryName = (locale: SiteLocale, code: string): string => regionName(locale, code);

/** A day (YYYY-MM-DD) written with the options given, through the one date writer of every face. */
const day = (date: string, locale: SiteLocale, options: Intl.DateTimeFormatOptions) =>
  dateWriter(locale, { ...options, timeZone: 'UTC' }).format(noonOf(date));

/**
 * A date format kept per language and day: the pages write the same few hundred days of the calendar's window again
 * and again, and luxon's formatting made up most of a ban table's render. Bounded by the days of the window (about
 * 730) times the languages.
 */
const remembered = (format: (date: string, locale: SiteLocale) => string) => {
  const known = new Map<string, string>();
  return (date: string, locale: SiteLocale): string => {
    const key = `${locale}|${date}`;
    let text = known.get(key);
    if (text === undefined) {
      text = format(date, locale);
      known.set(key, text);
    }
    return text;
  };
};

/** "Saturday, 26 December 2026" in the page's language. */
export const longDate = remembered((date, locale) => day(date, locale, DateTime.DATE_HUGE));

/** "26 December 2026" in the page's language. */
export const fullDate = remembered((date, locale) => day(date, locale, DateTime.DATE_FULL));

/** "Sat 26 Dec" in the page's language. */
export const shortDate = remembered((date, locale) =>
  day(date, locale, { weekday: 'short', day: 'numeric', month: 'short' }),
);

export const monthName = remembered((month, locale) => day(month, locale, { month: 'long', year: 'numeric' }));

/** "2026-11" (lastVerified) as "November 2026". */
export const verifiedMonth = (month: string, locale: SiteLocale): string => monthName(`${month}-01`, locale);

/**
 * An instant in Madrid's time with its offset, "22 Nov 2026, 22:20 (UTC+1)": one zone rule for every language
 * (Intl's short zone names differ by language, "GMT+1" in English but "CET" in Spanish), and the 24-hour clock in
 * every language, as the journey's timeline writes it (English would otherwise write "10:20 PM").
 */
const MADRID = 'Europe/Madrid';

export const dateTime = (iso: string, locale: SiteLocale): string => {
  const text = dateWriter(locale, {
    ...DateTime.DATETIME_MED,
    hour: '2-digit',
    hourCycle: 'h23',
    timeZone: MADRID,
  }).format(Date.parse(iso));
  return `${text} (UTC${DateTime.fromISO(iso, { zone: MADRID }).toFormat('Z')})`;
};

/**
 * The same instant inside a sentence, after a preposition: the month in words, "14 de agosto de 2026 a las 18:00
 * (UTC+2)", "14. August 2026 um 18:00 (UTC+2)", never an abbreviation or an ISO date.
 */
export const sentenceDateTime = (iso: string, locale: SiteLocale): string => {
  const text = dateWriter(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: MADRID,
  }).format(Date.parse(iso));
  return `${text} (UTC${DateTime.fromISO(iso, { zone: MADRID }).toFormat('Z')})`;
};

export const money = (amount: number, currency: string, locale: SiteLocale): string =>
  numberFormat(locale, { style: 'currency', currency }).format(amount);

export const number = (value: number, locale: SiteLocale): string => numberFormat(locale).format(value);
