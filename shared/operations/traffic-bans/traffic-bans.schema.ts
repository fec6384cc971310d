import * as z from 'zod';
import { isoCodeFor } from '#shared/domain/country-aliases.ts';
import { MalformedRequestError } from '#shared/domain/errors.ts';
import { LANGUAGES } from '#shared/domain/languages.ts';
import { type Phrase, phrase } from '#shared/domain/problem-phrases.ts';
import { type ExpectedPhrases, parseQuery, refusal } from '#shared/http/parse.ts';
import { english } from '#shared/http/problem-texts.ts';

export const CALENDAR_LANGUAGES = LANGUAGES;
export type CalendarLanguage = (typeof CALENDAR_LANGUAGES)[number];

export const INCLUDE_VALUES = ['night'] as const;
export type IncludeValue = (typeof INCLUDE_VALUES)[number];

/** The dates the calendar covers: 1 January of the current year to 31 December of the next. */
export interface QueryWindow {
  readonly from: string;
  readonly to: string;
}

/** What the request asked for, resolved against the window; echoed as `filters` in the response. */
export interface CalendarFilters {
  readonly from: string;
  readonly to: string;
  /** Upper-case codes in the order given, without repeats; null means every country. */
  readonly countries: readonly string[] | null;
  readonly include: readonly IncludeValue[];
  readonly lang: CalendarLanguage;
}

/** The language of a calendar answer when `lang` is absent, and of its refusals when `lang` is not one of them. */
export const CALENDAR_DEFAULT_LANGUAGE: CalendarLanguage = 'en';

/** What a `lang` parameter of the calendar and its change log takes, as a refusal says it. */
export const CALENDAR_LANGUAGE_EXPECTED = phrase('expectLang', {
  languages: CALENDAR_LANGUAGES,
  fallback: CALENDAR_DEFAULT_LANGUAGE,
});

/** The accepted form of each calendar parameter, said in the caller's language when it is refused. */
export const trafficBansExpected = (window: QueryWindow, countryCodes: readonly string[]) => {
  const range = { first: window.from, last: window.to };
  return {
    date: phrase('expectCalendarDate', { what: 'day', ...range }),
    from: phrase('expectCalendarDate', { what: 'first', ...range }),
    to: phrase('expectCalendarDate', { what: 'last', ...range }),
    country: phrase('expectCalendarCountries', { codes: countryCodes }),
    include: phrase('expectInclude'),
    lang: CALENDAR_LANGUAGE_EXPECTED,
  } as const;
};

const dateInWindow = (window: QueryWindow, name: string, accepted: Phrase) =>
  z.iso
    .date()
    .superRefine((date, ctx) => {
      if (date < window.from || date > window.to) {
        const said = phrase('outsideCalendarWindow', { name, value: date, first: window.from, last: window.to });
        ctx.addIssue(refusal(said, `outside the window ${window.from} to ${window.to}`));
      }
    })
    .optional()
    .describe(english(accepted));

const commaList = (text: string) => text.split(',').map((item) => item.trim());

/**
 * A country code of the calendar's, matched case-insensitively (de = DE) and echoed upper-case; an unknown one is
 * refused as unknown, with the ISO code it stands for where it is an alias of a known one (UK for GB).
 */
export const knownCountryCode = (known: ReadonlySet<string>, name: string) =>
  z
    .string()
    .transform((code) => code.toUpperCase())
    .superRefine((code, ctx) => {
      if (known.has(code)) return;
      const use = isoCodeFor(code);
      const said = phrase('unknownCountry', {
        location: 'query',
        name,
        value: code,
        ...(use !== undefined && known.has(use) ? { use } : {}),
      });
      ctx.addIssue(refusal(said, `unknown country code "${code}"`));
    });

/**
 * A comma-separated list of the calendar's country codes, matched case-insensitively (de = DE), echoed upper-case,
 * repeats counted once: the calendar's and the change log's `country`.
 */
export const countryListParameter = (countryCodes: readonly string[], name = 'country') => {
  const known = new Set(countryCodes);
  return z
    .string()
    .transform(commaList)
    .pipe(z.array(knownCountryCode(known, name)))
    .transform((codes) => [...new Set(codes)])
    .optional()
    .describe(english(phrase('expectCalendarCountries', { codes: countryCodes })));
};

/** The language of an answer's texts, case-insensitive (BCP 47: DE is de), English when absent. */
export const calendarLanguageParameter = () =>
  z
    .string()
    .toLowerCase()
    .pipe(z.enum(CALENDAR_LANGUAGES))
    .default(CALENDAR_DEFAULT_LANGUAGE)
    .describe(english(CALENDAR_LANGUAGE_EXPECTED));

/**
 * The calendar's query parameters. The window and the known country codes are part of the accepted form, so the
 * shape is built for them (once per window and code list, see `calendarQueryParser`), and every `.describe()` text
 * is the English `expected` of a 400 about that parameter.
 */
export const trafficBansQueryShape = (window: QueryWindow, countryCodes: readonly string[]) => {
  const expected = trafficBansExpected(window, countryCodes);
  return {
    date: dateInWindow(window, 'date', expected.date),
    from: dateInWindow(window, 'from', expected.from),
    to: dateInWindow(window, 'to', expected.to),
    country: countryListParameter(countryCodes),
    include: z
      .string()
      .transform(commaList)
      .pipe(z.array(z.enum(INCLUDE_VALUES)))
      .transform((values) => [...new Set(values)])
      .optional()
      .describe(english(expected.include)),
    lang: calendarLanguageParameter(),
  };
};

/**
 * The language of a calendar request's texts, its refusals included: its `lang` when that is one of the
 * languages (any case), English otherwise, as the calendar itself.
 */
export const calendarLanguage = (lang: unknown): CalendarLanguage => {
  const wanted = typeof lang === 'string' ? lang.trim().toLowerCase() : '';
  return (CALENDAR_LANGUAGES as readonly string[]).includes(wanted)
    ? (wanted as CalendarLanguage)
    : CALENDAR_DEFAULT_LANGUAGE;
};

type Shape = ReturnType<typeof trafficBansQueryShape>;

/**
 * Reads the query into filters: each parameter's form first (400 naming it), then the rules between them:
 * `date` excludes `from`/`to`, and `from` must not be after `to`. A missing end of a range is the window's edge.
 */
export const resolveCalendarQuery = (
  shape: Shape,
  window: QueryWindow,
  query: Record<string, string | undefined> | undefined,
  expected: ExpectedPhrases<Shape>,
  rawQueryString?: string,
): CalendarFilters =>
  calendarFilters(parseQuery(shape, query, expected, { rawQueryString, lists: ['country', 'include'] }), window);

/** The parameters in their accepted form. */
export type CalendarQuery = z.output<z.ZodObject<Shape>>;

/** The rules between the parameters, on parameters already in their accepted form (a face that parsed them). */
export const calendarFilters = (parsed: CalendarQuery, window: QueryWindow): CalendarFilters => {
  const { date, from, to } = parsed;
  if (date !== undefined && (from !== undefined || to !== undefined)) {
    const other = from !== undefined ? 'from' : 'to';
    throw new MalformedRequestError([
      {
        location: 'query',
        name: other,
        expected: phrase('expectDateOrRange'),
        detail: phrase('combinedWithDate', { name: other }),
      },
    ]);
  }
  if (from !== undefined && to !== undefined && from > to) {
    throw new MalformedRequestError([
      {
        location: 'query',
        name: 'to',
        expected: phrase('expectOnOrAfter', { from, last: window.to }),
        detail: phrase('toBeforeFrom', { from, to }),
      },
    ]);
  }
  return {
    from: date ?? from ?? window.from,
    to: date ?? to ?? window.to,
    countries: parsed.country ?? null,
    include: parsed.include ?? [],
    lang: parsed.lang,
  };
};

/** The shape only changes when the year rolls over, so it is built once per window. */
export const calendarQueryParser = (countryCodes: readonly string[]) => {
  let cached: { key: string; shape: Shape; expected: ExpectedPhrases<Shape> } | undefined;
  return (
    window: QueryWindow,
    query: Record<string, string | undefined> | undefined,
    rawQueryString?: string,
  ): CalendarFilters => {
    const key = `${window.from}/${window.to}`;
    if (cached?.key !== key) {
      cached = {
        key,
        shape: trafficBansQueryShape(window, countryCodes),
        expected: trafficBansExpected(window, countryCodes),
      };
    }
    return resolveCalendarQuery(cached.shape, window, query, cached.expected, rawQueryString);
  };
};
