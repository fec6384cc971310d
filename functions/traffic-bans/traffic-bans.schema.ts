import * as z from 'zod';
import { MalformedRequestError } from '#shared/domain/errors.ts';
import { LANGUAGES } from '#shared/domain/languages.ts';
import { parseQuery } from '#shared/http/parse.ts';

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

const dateInWindow = (window: QueryWindow, what: string) =>
  z.iso
    .date()
    .refine((date) => date >= window.from && date <= window.to, `outside the window ${window.from} to ${window.to}`)
    .optional()
    .describe(`${what}, YYYY-MM-DD from ${window.from} to ${window.to}`);

const commaList = (text: string) => text.split(',').map((item) => item.trim());

/**
 * The calendar's query parameters. The window and the known country codes are part of the accepted form, so the
 * shape is built for them (once per window and code list, see `calendarQueryParser`), and every `.describe()` text
 * is the `expected` of a 400 about that parameter.
 */
export const trafficBansQueryShape = (window: QueryWindow, countryCodes: readonly string[]) => {
  const known = new Set(countryCodes);
  return {
    date: dateInWindow(window, 'a single day'),
    from: dateInWindow(window, 'first day of the range'),
    to: dateInWindow(window, 'last day of the range'),
    // Codes are matched case-insensitively (de = DE) and echoed upper-case; repeats count once.
    country: z
      .string()
      .transform(commaList)
      .pipe(
        z.array(
          z
            .string()
            .transform((code) => code.toUpperCase())
            .refine((code) => known.has(code), { error: (iss) => `unknown country code "${String(iss.input)}"` }),
        ),
      )
      .transform((codes) => [...new Set(codes)])
      .optional()
      .describe(`comma-separated country codes, any of: ${countryCodes.join(', ')}`),
    include: z
      .string()
      .transform(commaList)
      .pipe(z.array(z.enum(INCLUDE_VALUES)))
      .transform((values) => [...new Set(values)])
      .optional()
      .describe('night (adds the night bans: dated entries in JSON, one daily series per country in the .ics feed)'),
    // Language tags are case-insensitive (BCP 47): DE is de.
    lang: z
      .string()
      .toLowerCase()
      .pipe(z.enum(CALENDAR_LANGUAGES))
      .default('en')
      .describe(`one of: ${CALENDAR_LANGUAGES.join(', ')} (default en)`),
  };
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
): CalendarFilters => calendarFilters(parseQuery(shape, query), window);

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
        expected: 'either date alone, or from and/or to without date',
        detail: `Parameter "${other}" cannot be combined with "date"; use date alone or from/to.`,
      },
    ]);
  }
  if (from !== undefined && to !== undefined && from > to) {
    throw new MalformedRequestError([
      {
        location: 'query',
        name: 'to',
        expected: `a date on or after from (${from}), up to ${window.to}`,
        detail: `Parameter "to" (${to}) is before "from" (${from}).`,
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
  let cached: { key: string; shape: Shape } | undefined;
  return (window: QueryWindow, query: Record<string, string | undefined> | undefined): CalendarFilters => {
    const key = `${window.from}/${window.to}`;
    if (cached?.key !== key) cached = { key, shape: trafficBansQueryShape(window, countryCodes) };
    return resolveCalendarQuery(cached.shape, window, query);
  };
};
