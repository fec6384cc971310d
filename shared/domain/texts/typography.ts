import type { Language } from '#shared/domain/languages.ts';
import { dateTimeFormat, LOCALES, numberFormat, pluralRules } from './intl.ts';

export { regionName } from './intl.ts';

/** U+202F NARROW NO-BREAK SPACE: French puts it before `: ; ? !` and inside « », and never breaks a line there. */
export const NARROW_NBSP = '\u202f';

/**
 * The punctuation rules of one language, in one place: every face (site, API, MCP, feed) writes labels, quotes and
 * counts through these, never with punctuation of its own.
 */
export interface Typography {
  /** A label followed by its colon: "Vehicles:", "Véhicules :" (the space narrow and unbreakable). */
  readonly label: (text: string) => string;
  /** A quotation in the language's marks: “…” in English, «…» in Spanish, „…” in Romanian, „…“ in German. */
  readonly quote: (text: string) => string;
  /** A text with the language's spacing applied (French spaces before `: ; ? !` and inside « »). */
  readonly spaced: (text: string) => string;
  /** A number in the language's form: 1,234.5 in English, 1.234,5 in Spanish and German, 1 234,5 in French. */
  readonly number: (value: number) => string;
  /**
   * A count with its noun in the form the number takes (`Intl.PluralRules`): "1 second", "24 de drumuri", "1,6 mètre".
   * Given fraction digits, the number is written with them and its form is that of the number as written: "1.0
   * loading metres" in English, "1,0 metro lineal" in Spanish.
   */
  readonly count: (value: number, forms: PluralForms, digits?: FractionDigits) => string;
  /** The plural category of a number in the language (`Intl.PluralRules`): the form its noun takes. */
  readonly pluralCategory: (value: number) => Intl.LDMLPluralRule;
  /** A day (YYYY-MM-DD) in words, as the language writes it: "24 December 2026", "1er janvier 2027". */
  readonly day: (isoDate: string) => string;
}

/**
 * The noun's forms by plural category of `Intl.PluralRules`; `other` is required, the rest fall back to it. In
 * Romanian, `few` is 0 and 2–19 (also 102–119…) and `other` from 20 on, whose form carries "de": "20 de ore".
 */
/** The fraction digits a number is written with (`Intl.NumberFormat` and `Intl.PluralRules` take the same). */
export interface FractionDigits {
  readonly minimumFractionDigits?: number;
  readonly maximumFractionDigits?: number;
}

export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { readonly other: string };

/** French spacing: a narrow no-break space before `: ; ? !` and inside « », replacing any plain space there. */
const frenchSpacing = (text: string): string =>
  text
    .replace(/[ \u00a0\u202f]*([:;?!])(?=\s|$|[)»”"'’.,])/g, (_, mark: string, offset: number) =>
      offset === 0 ? mark : `${NARROW_NBSP}${mark}`,
    )
    .replace(/«[ \u00a0\u202f]*/g, `«${NARROW_NBSP}`)
    .replace(/[ \u00a0\u202f]*»/g, `${NARROW_NBSP}»`);

const QUOTES: Readonly<Record<Language, readonly [string, string]>> = {
  en: ['“', '”'],
  es: ['«', '»'],
  ro: ['„', '”'],
  it: ['«', '»'],
  fr: [`«${NARROW_NBSP}`, `${NARROW_NBSP}»`],
  de: ['„', '“'],
};

/** A date writer: one date, or a range of dates with what its two ends share said once. */
export interface DateWriter {
  readonly format: (at: Date | number) => string;
  readonly formatRange: (from: Date | number, to: Date | number) => string;
}

const dateWriters = new Map<string, DateWriter>();

/** The first of the month where a language writes it as an ordinal, by the language of the locale. */
const FIRST_OF_MONTH: Readonly<Record<string, string>> = { fr: '1er', it: '1°' };

/**
 * The one place a date is written in words, for every face (site, API, MCP, journey, ban texts, feeds): the
 * platform's `Intl.DateTimeFormat` with the options given, and what it leaves out. French and Italian write the first
 * of the month as an ordinal, "1er janvier 2027" ("lundi 1er février", "1er–3 janv."), "1° gennaio 2027" ("dal 1°
 * luglio"), where Intl writes "1 janvier", "1 gennaio";
 * a day is written without the leading zero ICU's Italian range gives it ("09–10 dicembre", which no Italian writes).
 * Kept per locale and options: the faces write the same days again and again.
 */
export const dateWriter = (locale: string, options: Intl.DateTimeFormatOptions): DateWriter => {
  let key = `${locale}|`;
  for (const [name, value] of Object.entries(options)) key += `${name}=${value};`;
  let writer = dateWriters.get(key);
  if (writer !== undefined) return writer;
  const format = dateTimeFormat(locale, options);
  const first = FIRST_OF_MONTH[format.resolvedOptions().locale.slice(0, 2)];
  const written = (parts: readonly Intl.DateTimeFormatPart[]): string => {
    const monthInWords = parts.some((part) => part.type === 'month' && !/^\d+$/.test(part.value));
    return parts
      .map((part) => {
        if (part.type !== 'day' || !monthInWords) return part.value;
        const day = part.value.replace(/^0(?=\d)/, '');
        return first !== undefined && day === '1' ? first : day;
      })
      .join('');
  };
  // What this writer wrote, by instant: ICU's formatToParts costs microseconds, and answers write the same days and
  // minutes again (a bound keeps a long-lived container's memory flat).
  let wrote = new Map<number, string>();
  writer = {
    format: (at) => {
      const instant = typeof at === 'number' ? at : at.getTime();
      let text = wrote.get(instant);
      if (text === undefined) {
        text = written(format.formatToParts(instant));
        if (wrote.size >= 1_024) wrote = new Map();
        wrote.set(instant, text);
      }
      return text;
    },
    formatRange: (from, to) => written(format.formatRangeToParts(from, to)),
  };
  dateWriters.set(key, writer);
  return writer;
};

/** A day (YYYY-MM-DD) as the instant its date names in every zone of Europe: noon UTC. */
export const noonOf = (isoDate: string): Date => new Date(`${isoDate}T12:00:00Z`);

/**
 * A range of days written once, as the language writes it (`Intl.DateTimeFormat.prototype.formatRange`): the month
 * and year the two ends share said once ("9–10 de diciembre de 2026", "30 November – 1 December 2026"), one day when
 * both ends are the same. ISO dates in.
 */
export const dayRange = (locale: string, from: string, to: string): string =>
  dateWriter(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).formatRange(
    noonOf(from),
    noonOf(to),
  );

/** A day (YYYY-MM-DD) in words: "24 December 2026", "1er janvier 2027"; with its weekday in the `full` style. */
export const dayInWords = (locale: string, isoDate: string, style: 'long' | 'full' = 'long'): string =>
  dateWriter(locale, { dateStyle: style, timeZone: 'UTC' }).format(noonOf(isoDate));

/** Numbers to the hundredth at most: the options of every count, made once. */
const TWO_DIGITS: Intl.NumberFormatOptions = { maximumFractionDigits: 2 };

const typographyOf = (lang: Language): Typography => {
  // Formatters made on first use (./intl.ts): ICU's rules for a language cost milliseconds at a cold start, and an
  // answer is in one language.
  const pluralCategory = (value: number) => pluralRules(lang).select(value);
  const numbers = { format: (value: number) => numberFormat(lang, TWO_DIGITS).format(value) };
  const spaced = lang === 'fr' ? frenchSpacing : (text: string) => text;
  const [open, close] = QUOTES[lang];
  return {
    label: (text) => (lang === 'fr' ? `${text}${NARROW_NBSP}:` : `${text}:`),
    quote: (text) => `${open}${text}${close}`,
    spaced,
    number: (value) => numbers.format(value),
    count: (value, forms, digits) => {
      if (digits === undefined) return `${numbers.format(value)} ${forms[pluralCategory(value)] ?? forms.other}`;
      const written = numberFormat(lang, { maximumFractionDigits: 2, ...digits }).format(value);
      const category = pluralRules(lang, { maximumFractionDigits: 2, ...digits }).select(value);
      return `${written} ${forms[category] ?? forms.other}`;
    },
    pluralCategory,
    day: (isoDate) => dayInWords(LOCALES[lang], isoDate),
  };
};

export const TYPOGRAPHY: Readonly<Record<Language, Typography>> = {
  en: typographyOf('en'),
  es: typographyOf('es'),
  ro: typographyOf('ro'),
  it: typographyOf('it'),
  fr: typographyOf('fr'),
  de: typographyOf('de'),
};

/**
 * A table of texts with its language's spacing applied to every string, and to what every function returns: the
 * texts are written with plain spaces, and the rule is kept here rather than in each string.
 */
export const typeset = <T>(lang: Language, value: T): T => {
  if (lang !== 'fr') return value;
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') return frenchSpacing(item);
    if (typeof item === 'function') {
      const fn = item as (...args: unknown[]) => unknown;
      return (...args: unknown[]) => walk(fn(...args));
    }
    if (Array.isArray(item)) return item.map(walk);
    if (item !== null && typeof item === 'object') {
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, walk(inner)]));
    }
    return item;
  };
  return walk(value) as T;
};

/**
 * A table of texts per language, each typeset in its own language when it is first read: an answer is in one
 * language, and typesetting the other five at a cold start was work no request asked for.
 */
export const typesetEach = <T>(table: Readonly<Record<Language, T>>): Readonly<Record<Language, T>> => {
  const typesetTable = {} as Record<Language, T>;
  for (const lang of Object.keys(table) as Language[]) {
    let texts: T | undefined;
    Object.defineProperty(typesetTable, lang, {
      enumerable: true,
      get: () => {
        texts ??= typeset(lang, table[lang]);
        return texts;
      },
    });
  }
  return typesetTable;
};

const LANGUAGES_TYPESET = Object.keys(TYPOGRAPHY) as Language[];

const isLocalized = (item: object): item is Record<Language, string> =>
  LANGUAGES_TYPESET.every((lang) => typeof (item as Record<string, unknown>)[lang] === 'string');

/** What French spacing applies to: a text without any of these is typeset as it is. */
const FRENCH_MARKS = /[:;?!«»]/;

/**
 * A text in every language, each language's text typeset in it when it is first read (and kept as a plain property
 * from then on). Only French has spacing of its own; the other texts are left as they are.
 */
const typesetOnRead = (texts: Record<Language, string>): void => {
  const plain = texts.fr;
  if (!FRENCH_MARKS.test(plain)) return;
  const settle = (text: string) => {
    Object.defineProperty(texts, 'fr', { value: text, enumerable: true, writable: true, configurable: true });
    return text;
  };
  Object.defineProperty(texts, 'fr', {
    enumerable: true,
    configurable: true,
    get: () => settle(TYPOGRAPHY.fr.spaced(plain)),
    set: settle,
  });
};

/**
 * A data file's value with every text given in all the languages (`{ en, es, ro, it, fr, de }`) typeset in each
 * language as it is read: the files are written with plain spaces, as their editors type them. The value is the one
 * given, typeset in place (a file's parsed JSON, which nothing else holds).
 */
export const typesetLocalized = <T>(value: T): T => {
  const walk = (item: unknown): void => {
    if (item === null || typeof item !== 'object') return;
    if (Array.isArray(item)) {
      for (const inner of item) walk(inner);
    } else if (isLocalized(item)) {
      typesetOnRead(item);
    } else {
      for (const inner of Object.values(item)) walk(inner);
    }
  };
  walk(value);
  return value;
};
