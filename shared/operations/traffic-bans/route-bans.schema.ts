import { DateTime } from 'luxon';
import * as z from 'zod';
import { MalformedRequestError } from '#shared/domain/errors.ts';
import { ARRIVE_BY_SEARCH_DAYS } from '#shared/domain/journey/journey-result.ts';
import { type Phrase, phrase } from '#shared/domain/problem-phrases.ts';
import { checkPostalCode } from '#shared/domain/quote/postal-code-formats.ts';
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
  knownCountryCode,
  type QueryWindow,
  trafficBansExpected,
} from './traffic-bans.schema.ts';

/** A place of a route given by postal code: `ES-08001`, `IT-20121`. */
export interface RoutePlace {
  readonly country: string;
  readonly postalCode: string;
}

/**
 * A route as the operation takes it: codes upper-case in travel order, the departure an instant; or, instead of the
 * countries, an origin and a destination by postal code, whose countries and hours the journey's plan gives.
 */
export interface RouteQuery {
  /** Empty when the route is given by its places. */
  readonly countries: readonly string[];
  /** Null only for a route by places given a wanted arrival alone: the latest departure that meets it is planned. */
  readonly departure: Date | null;
  /** The latest arrival wanted, for a route by places; null when not asked. */
  readonly arriveBy: Date | null;
  /** Hours in each country, in the same order; null when the caller gave none (the default is assumed). */
  readonly hours: readonly number[] | null;
  readonly lang: CalendarLanguage;
  readonly places: { readonly origin: RoutePlace; readonly destination: RoutePlace } | null;
}

/**
 * `<country>-<postal code>`: the country's two letters in any case, a hyphen, and a postal code of that country in its
 * accepted form (normalised as the estimate normalises it); the origin is in Spain.
 */
const routePlace = (role: 'origin' | 'destination') =>
  z.string().transform((text, ctx): RoutePlace => {
    const match = /^\s*([A-Za-z]{2})-(.+?)\s*$/.exec(text.normalize('NFC'));
    if (match === null) {
      ctx.addIssue({ code: 'custom', message: 'not <country>-<postal code>' });
      return z.NEVER;
    }
    const [, code, postal] = match as unknown as [string, string, string];
    const country = code.toUpperCase();
    if (role === 'origin' && country !== 'ES') {
      ctx.addIssue(refusal(phrase('notSpanishPostalCode', { value: text.trim() }), 'the origin is in Spain'));
      return z.NEVER;
    }
    const check = checkPostalCode(country, postal);
    if (!check.ok) {
      const facts = { value: postal, country, form: check.form, example: check.example };
      ctx.addIssue(refusal(phrase('notPostalCodeOf', facts), `not a postal code of ${country}`));
      return z.NEVER;
    }
    return { country, postalCode: check.postalCode };
  });

const commaList = (text: string) => text.split(',').map((item) => item.trim());

/**
 * A query string turns an unencoded `+` into a space: `2026-07-03T18:00:00 02:00` is read as the `+02:00` it was,
 * since a space has no other meaning there.
 */
const restorePlus = (text: string) => text.trim().replace(/^(\S+T\S+?) (\d{2}:?\d{2})$/, '$1+$2');

const countryList = (countryCodes: readonly string[]) => {
  const known = new Set(countryCodes);
  return (
    z
      // The specific reason, as the calendar says it: an unknown code, not a list out of form.
      .array(knownCountryCode(known, 'countries'))
      .min(1)
      .max(MAX_ROUTE_COUNTRIES)
  );
};

const acceptedInstant = z.iso.datetime({ offset: true });

const hoursIn = () => z.number().gt(0).max(MAX_HOURS_PER_COUNTRY);

/** An instant in its accepted form whose day (in Central European Time) lies in the calendar's window. */
const instantInWindow = (window: QueryWindow, name: 'departure' | 'arriveBy') =>
  z
    .string()
    .transform(restorePlus)
    .pipe(acceptedInstant)
    .superRefine((text, ctx) => {
      // Only an instant in its accepted form is placed against the window; one out of form is told as such.
      if (!acceptedInstant.safeParse(text).success) return;
      const day = DateTime.fromISO(text, { zone: CALENDAR_ZONE }).toISODate() as string;
      if (day >= window.from && day <= window.to) return;
      // Well-formed but outside the window: said as such, not as an instant out of form.
      const said = phrase('outsideCalendarWindow', { name, value: text, first: window.from, last: window.to });
      ctx.addIssue(refusal(said, `outside the window ${window.from} to ${window.to}`));
    })
    .transform((text) => new Date(text));

/**
 * The route's query parameters. As for the calendar, the window and the known codes are part of the accepted
 * form, and every `.describe()` text is the `expected` of a 400 about that parameter.
 */
export const routeQueryShape = (window: QueryWindow, countryCodes: readonly string[]) => ({
  countries: z
    .string()
    .transform(commaList)
    .pipe(countryList(countryCodes))
    .optional()
    .describe(
      `comma-separated country codes in travel order, 1 to ${MAX_ROUTE_COUNTRIES}, any of: ${countryCodes.join(', ')}; or origin and destination instead`,
    ),
  origin: routePlace('origin')
    .optional()
    .describe('instead of countries: the origin in Spain as ES-<postal code> (ES-08001)'),
  destination: routePlace('destination')
    .optional()
    .describe(
      'with origin: the destination as <country>-<postal code> (IT-20121); the journey gives countries and hours',
    ),
  departure: instantInWindow(window, 'departure')
    .optional()
    .describe(
      `departure instant in RFC 3339 with its UTC offset (e.g. 2026-07-03T18:00:00+02:00, the + sent as %2B), from ${window.from} to ${window.to} in Central European Time; may be left out with arriveBy`,
    ),
  arriveBy: instantInWindow(window, 'arriveBy')
    .optional()
    .describe(
      `with origin and destination: the latest arrival wanted, an instant in RFC 3339 with its UTC offset (e.g. 2026-07-06T08:00:00+02:00), from ${window.from} to ${window.to} in Central European Time; latestDeparture is then the latest departure from now on, at most ${ARRIVE_BY_SEARCH_DAYS} days before it, whose plan arrives by then`,
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
    countries: z
      .union([countryList(countryCodes), query.countries.unwrap()])
      .optional()
      .describe(query.countries.description ?? ''),
    hours: z
      .union([z.array(hoursIn()), query.hours.unwrap()])
      .optional()
      .describe(query.hours.description ?? ''),
  };
};

type Shape = ReturnType<typeof routeQueryShape>;

/** The parameters in their accepted form. */
export type ParsedRouteQuery = z.output<z.ZodObject<Shape>>;

const routeIssue = (name: string, detail: Phrase, expected: Phrase) =>
  new MalformedRequestError([{ location: 'query', name, expected, detail }]);

/**
 * The rules between the parameters, on parameters in their accepted form: countries (with as many hours as
 * countries), or origin and destination (without hours, which the journey gives), never both.
 */
export const routeQuery = (parsed: ParsedRouteQuery): RouteQuery => {
  const { countries, origin, destination } = parsed;
  const byPlaces = origin !== undefined || destination !== undefined;
  const departure = parsed.departure ?? null;
  const arriveBy = parsed.arriveBy ?? null;
  if (byPlaces && (countries !== undefined || parsed.hours !== undefined)) {
    // A parameter of each form, so that the caller sees both and drops the one it did not mean.
    const given = [countries !== undefined ? 'countries' : 'hours', origin !== undefined ? 'origin' : 'destination'];
    throw new MalformedRequestError(
      given.map((name) => ({
        location: 'query',
        name,
        expected: phrase('expectRouteChoice'),
        detail: phrase('routeChoice'),
      })),
    );
  }
  if (byPlaces) {
    if (origin === undefined || destination === undefined) {
      const role = origin === undefined ? 'origin' : 'destination';
      throw routeIssue(
        role,
        phrase('required', { location: 'query', name: role }),
        phrase('expectRoutePlace', { role }),
      );
    }
    if (departure === null && arriveBy === null) {
      throw routeIssue(
        'departure',
        phrase('required', { location: 'query', name: 'departure' }),
        phrase('expectDepartureOrArrival'),
      );
    }
    return { countries: [], departure, arriveBy, hours: null, lang: parsed.lang, places: { origin, destination } };
  }
  if (arriveBy !== null)
    throw routeIssue(
      'arriveBy',
      phrase('arriveByNeedsPlaces'),
      phrase('expectArriveBy', { days: ARRIVE_BY_SEARCH_DAYS }),
    );
  if (countries === undefined) {
    throw routeIssue(
      'countries',
      phrase('required', { location: 'query', name: 'countries' }),
      phrase('expectRouteChoice'),
    );
  }
  if (departure === null) {
    throw routeIssue(
      'departure',
      phrase('required', { location: 'query', name: 'departure' }),
      phrase('expectDeparture'),
    );
  }
  if (parsed.hours !== undefined && parsed.hours.length !== countries.length) {
    throw routeIssue(
      'hours',
      phrase('hoursMismatch', { hours: parsed.hours.length, countries: countries.length }),
      phrase('expectHoursPerCountry'),
    );
  }
  return {
    countries,
    departure,
    arriveBy: null,
    hours: parsed.hours ?? null,
    lang: parsed.lang,
    places: null,
  };
};

/** The accepted form of each route parameter, in the caller's language: the calendar's words where they are the same. */
export const routeExpected = (window: QueryWindow, countryCodes: readonly string[]) => {
  const calendar = trafficBansExpected(window, countryCodes);
  return {
    countries: calendar.country,
    origin: phrase('expectRoutePlace', { role: 'origin' }),
    destination: phrase('expectRoutePlace', { role: 'destination' }),
    departure: phrase('expectDeparture'),
    arriveBy: phrase('expectArriveBy', { days: ARRIVE_BY_SEARCH_DAYS }),
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
    /**
     * With the query string as sent, a repeated departure or language is refused as repeated; the lists (countries,
     * hours) take a repeat as more items, as the calendar's `country` does.
     */
    parse: (
      window: QueryWindow,
      query: Record<string, string | undefined> | undefined,
      rawQueryString?: string,
    ): RouteQuery => {
      const shape = shapeFor(window);
      return routeQuery(
        parseQuery(shape, query, routeExpected(window, countryCodes), {
          rawQueryString,
          lists: ['countries', 'hours'],
        }),
      );
    },
  };
};
