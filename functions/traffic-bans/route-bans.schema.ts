import { DateTime } from 'luxon';
import * as z from 'zod';
import { isoCodeFor } from '#shared/domain/country-aliases.ts';
import { MalformedRequestError } from '#shared/domain/errors.ts';
import { phrase } from '#shared/domain/problem-phrases.ts';
import { CALENDAR_ZONE } from '#shared/domain/traffic-bans/generate-calendar.ts';
import {
  DEFAULT_HOURS_PER_COUNTRY,
  MAX_HOURS_PER_COUNTRY,
  MAX_ROUTE_COUNTRIES,
} from '#shared/domain/traffic-bans/route-bans.ts';
import { DECIMAL_TEXT, parseQuery, refusal } from '#shared/http/parse.ts';
import {
  CALENDAR_LANGUAGES,
  type CalendarLanguage,
  type QueryWindow,
  trafficBansExpected,
} from './traffic-bans.schema.ts';

/** A route as the operation takes it: codes upper-case in travel order, the departure an instant. */
export interface RouteQuery {
  readonly countries: readonly string[];
  readonly departure: Date;
  /** Hours in each country, in the same order; null when the caller gave none (the default is assumed). */
  readonly hours: readonly number[] | null;
  readonly lang: CalendarLanguage;
}

const commaList = (text: string) => text.split(',').map((item) => item.trim());

/**
 * A query string turns an unencoded `+` into a space: `2026-07-03T18:00:00 02:00` is read as the `+02:00` it was,
 * since a space has no other meaning there.
 */
const restorePlus = (text: string) => text.trim().replace(/^(\S+T\S+?) (\d{2}:?\d{2})$/, '$1+$2');

const countryList = (countryCodes: readonly string[]) => {
  const known = new Set(countryCodes);
  return z
    .array(
      z
        .string()
        .transform((code) => code.toUpperCase())
        .superRefine((code, ctx) => {
          if (known.has(code)) return;
          // The specific reason, as the calendar says it: an unknown code, not a list out of form.
          const use = isoCodeFor(code);
          const said = phrase('unknownCountry', {
            location: 'query',
            name: 'countries',
            value: code,
            ...(use !== undefined && known.has(use) ? { use } : {}),
          });
          ctx.addIssue(refusal(said, `unknown country code "${code}"`));
        }),
    )
    .min(1)
    .max(MAX_ROUTE_COUNTRIES);
};

const acceptedInstant = z.iso.datetime({ offset: true });

const hoursIn = () => z.number().gt(0).max(MAX_HOURS_PER_COUNTRY);

/**
 * The route's query parameters. As for the calendar, the window and the known codes are part of the accepted
 * form, and every `.describe()` text is the `expected` of a 400 about that parameter.
 */
export const routeQueryShape = (window: QueryWindow, countryCodes: readonly string[]) => ({
  countries: z
    .string()
    .transform(commaList)
    .pipe(countryList(countryCodes))
    .describe(
      `comma-separated country codes in travel order, 1 to ${MAX_ROUTE_COUNTRIES}, any of: ${countryCodes.join(', ')}`,
    ),
  departure: z
    .string()
    .transform(restorePlus)
    .pipe(acceptedInstant)
    .superRefine((text, ctx) => {
      // Only a departure in its accepted form is placed against the window; one out of form is told as such.
      if (!acceptedInstant.safeParse(text).success) return;
      const day = DateTime.fromISO(text, { zone: CALENDAR_ZONE }).toISODate() as string;
      if (day >= window.from && day <= window.to) return;
      // Well-formed but outside the window: said as such, not as a departure out of form.
      const said = phrase('outsideCalendarWindow', {
        name: 'departure',
        value: text,
        first: window.from,
        last: window.to,
      });
      ctx.addIssue(refusal(said, `outside the window ${window.from} to ${window.to}`));
    })
    .transform((text) => new Date(text))
    .describe(
      `departure instant in RFC 3339 with its UTC offset (e.g. 2026-07-03T18:00:00+02:00, the + sent as %2B), from ${window.from} to ${window.to} in Central European Time`,
    ),
  hours: z
    .string()
    .transform(commaList)
    .pipe(z.array(z.string().regex(DECIMAL_TEXT).transform(Number).pipe(hoursIn())))
    .optional()
    .describe(
      `comma-separated hours spent in each country, one number per country in the same order, each over 0 and at most ${MAX_HOURS_PER_COUNTRY} (default ${DEFAULT_HOURS_PER_COUNTRY} each)`,
    ),
  lang: z
    .string()
    .toLowerCase()
    .pipe(z.enum(CALENDAR_LANGUAGES))
    .default('en')
    .describe(`one of: ${CALENDAR_LANGUAGES.join(', ')} (default en)`),
});

/**
 * The same parameters as a tool's arguments: lists as JSON arrays (a country code per item, a number per country),
 * or in the query's comma-separated form; the same descriptions.
 */
export const routeArgumentsShape = (window: QueryWindow, countryCodes: readonly string[]) => {
  const query = routeQueryShape(window, countryCodes);
  return {
    ...query,
    countries: z.union([countryList(countryCodes), query.countries]).describe(query.countries.description ?? ''),
    hours: z
      .union([z.array(hoursIn()), query.hours.unwrap()])
      .optional()
      .describe(query.hours.description ?? ''),
  };
};

type Shape = ReturnType<typeof routeQueryShape>;

/** The parameters in their accepted form. */
export type ParsedRouteQuery = z.output<z.ZodObject<Shape>>;

/** The rule between the parameters, on parameters in their accepted form: as many hours as countries. */
export const routeQuery = (parsed: ParsedRouteQuery): RouteQuery => {
  if (parsed.hours !== undefined && parsed.hours.length !== parsed.countries.length) {
    throw new MalformedRequestError([
      {
        location: 'query',
        name: 'hours',
        expected: phrase('expectHoursPerCountry'),
        detail: phrase('hoursMismatch', { hours: parsed.hours.length, countries: parsed.countries.length }),
      },
    ]);
  }
  return {
    countries: parsed.countries,
    departure: parsed.departure,
    hours: parsed.hours ?? null,
    lang: parsed.lang,
  };
};

/** The accepted form of each route parameter, in the caller's language: the calendar's words where they are the same. */
export const routeExpected = (window: QueryWindow, countryCodes: readonly string[]) => {
  const calendar = trafficBansExpected(window, countryCodes);
  return {
    countries: calendar.country,
    departure: phrase('expectDeparture'),
    hours: phrase('expectHoursInCountry', { hours: DEFAULT_HOURS_PER_COUNTRY, max: MAX_HOURS_PER_COUNTRY }),
    lang: calendar.lang,
  } as const;
};

/** The shape only changes when the year rolls over, so it is built once per window. */
export const routeQueryParser = (countryCodes: readonly string[]) => {
  let cached: { key: string; shape: Shape } | undefined;
  const shapeFor = (window: QueryWindow): Shape => {
    const key = `${window.from}/${window.to}`;
    if (cached?.key !== key) cached = { key, shape: routeQueryShape(window, countryCodes) };
    return cached.shape;
  };
  return {
    shapeFor,
    parse: (window: QueryWindow, query: Record<string, string | undefined> | undefined): RouteQuery => {
      const shape = shapeFor(window);
      return routeQuery(parseQuery(shape, query, routeExpected(window, countryCodes)));
    },
  };
};
