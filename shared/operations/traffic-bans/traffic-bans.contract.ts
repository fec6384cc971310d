import * as z from 'zod';
import { TRAFFIC_BAN_COUNTRIES } from '#data/traffic-bans/index.ts';
import { emisionesSchema, transitoSchema } from '#shared/domain/journey/journey.schema.ts';
import { ARRIVE_BY_SEARCH_DAYS } from '#shared/domain/journey/journey-result.ts';
import { banEntrySchema, calendarPartsSchema } from '#shared/domain/traffic-bans/calendar.schema.ts';
import { CONTENT_HASH_PATTERN, changedDaysSchema } from '#shared/domain/traffic-bans/changes.schema.ts';
import {
  CLEAR_SEARCH_DAYS,
  CLEAR_STEP_MINUTES,
  MAX_HOURS_PER_COUNTRY,
  MAX_ROUTE_COUNTRIES,
} from '#shared/domain/traffic-bans/route-bans.ts';
import { LAMBDA_RESPONSE_LIMIT_BYTES } from '#shared/http/open-data.ts';
import {
  ifNoneMatch,
  json,
  licenseSchema,
  megabytes,
  notModified,
  openDataHeaders,
  operationContract,
  queryParameters,
  SchemaComponent,
  text,
} from '#shared/routes/operation-contract.ts';
import { changesQueryShape } from './changes.schema.ts';
import { routeQueryShape } from './route-bans.schema.ts';
import {
  routeBansRoute,
  trafficBanChangesFeedRoute,
  trafficBanChangesRoute,
  trafficBansFeedRoute,
  trafficBansRoute,
} from './traffic-bans.route.ts';
import { trafficBansQueryShape } from './traffic-bans.schema.ts';

/** The window in words: the document describes every year, not the one it was generated in. */
const WINDOW_IN_WORDS = { from: '1 January of the current year', to: '31 December of the next year' };
const countryCodes = TRAFFIC_BAN_COUNTRIES;

const timeReference = z.object({ zone: z.literal('Europe/Brussels'), label: z.string(), note: z.string() });
const window = z.object({ from: z.iso.date(), to: z.iso.date(), years: z.array(z.number().int()) });

const calendar = new SchemaComponent(
  'Calendar',
  z.object({
    generated: z.iso.datetime(),
    apiVersion: z.literal('1.1'),
    timeReference,
    window,
    filters: z.object({
      from: z.iso.date(),
      to: z.iso.date(),
      countries: z.array(z.string()).nullable(),
      include: z.array(z.string()),
      lang: z.string(),
    }),
    source: z.url(),
    license: licenseSchema,
    ...calendarPartsSchema.shape,
  }),
);

const instant = z.iso.datetime({ offset: true }).describe('an instant in RFC 3339 with the CET/CEST offset');

const uncovered = z.object({ from: instant, to: instant }).nullable();

const routeBans = new SchemaComponent(
  'RouteBans',
  z.object({
    generated: z.iso.datetime(),
    apiVersion: z.literal('1.1'),
    timeReference,
    window,
    query: z
      .object({
        countries: z.array(z.string()),
        departure: instant,
        arriveBy: instant.optional().describe('the latest arrival asked for, when asked'),
        hours: z
          .array(z.number())
          .describe("the hours given, the default assumed for each country, or the journey's time in each"),
        lang: z.string(),
        origin: z.string().optional().describe('the origin asked for, as <country>-<postal code>'),
        destination: z.string().optional().describe('the destination asked for, as <country>-<postal code>'),
      })
      .describe('what the request asked for, resolved'),
    source: z.url(),
    route: z.object({
      departure: instant,
      arrival: instant,
      legs: z.array(
        z
          .object({
            country: z.string(),
            hours: z.number(),
            enters: instant,
            leaves: instant,
            uncovered: uncovered.describe(
              "the part of the time in this country past the end of the calendar's window (its bans are unknown), or null",
            ),
          })
          .describe('one country'),
      ),
      uncovered: uncovered.describe(
        "the route's time past the end of the calendar's window, from its end to the arrival: bans there are unknown, not absent; null when the window covers the whole route",
      ),
    }),
    transito: transitoSchema
      .optional()
      .describe(
        "for a route given by origin and destination: the journey, the same object as an estimate's, whose drive plan gives the legs",
      ),
    emisiones: emisionesSchema
      .optional()
      .describe('for a route given by origin and destination: the CO2e of one tonne over its transport chain'),
    assumptions: z.array(z.string()).describe('what the answer assumes, in the language asked for'),
    bans: z
      .array(banEntrySchema)
      .describe('the calendar entries (night entries included) that overlap the time the truck is in their country'),
    count: z.number().int().nonnegative(),
    clearDeparture: z
      .object({
        departure: instant,
        arrival: instant,
        provisional: z
          .boolean()
          .describe('true when a provisional nationwide or transit entry of the route lies in the searched time'),
      })
      .nullable()
      .describe(
        `the earliest departure, the requested one or on the quarter hours of the next ${CLEAR_SEARCH_DAYS} days, whose route meets no nationwide or transit entry (for a route given by origin and destination: whose drive plan waits for none); null when none does, or the calendar's window ends first (see noClearDeparture)`,
      ),
    noClearDeparture: z
      .enum(['every-departure-meets-a-ban', 'calendar-ends'])
      .nullable()
      .describe(
        "why clearDeparture is null: every departure searched meets a nationwide or transit entry, or the search reached the end of the calendar's window, past which nothing is known; null when there is a clear departure",
      ),
    latestDeparture: z
      .object({
        departure: instant,
        arrival: instant,
        provisional: z
          .boolean()
          .describe('true when a provisional ban the plan waits for, or relies on being absent, lies in its time'),
      })
      .nullable()
      .describe(
        `for a route given by origin and destination: the latest departure, on the quarter hours, whose drive plan arrives no later than the requested departure's (so the driver rests at the depot, not in a lay-by); with arriveBy, the latest departure from now on, at most ${ARRIVE_BY_SEARCH_DAYS} days before it, whose plan arrives by then (none: a 400 naming arriveBy); null when the route is given by countries or its plan runs past the calendar (see noLatestDeparture)`,
      ),
    noLatestDeparture: z
      .enum(['route-by-countries', 'calendar-ends'])
      .nullable()
      .describe(
        "why latestDeparture is null: the route is given by countries and hours (no plan says when it arrives), or the plan runs past the calendar's window; null when there is one",
      ),
    earliestArrival: z
      .object({
        arrival: instant,
        departures: z
          .array(z.enum(['departure', 'clearDeparture', 'latestDeparture']))
          .min(1)
          .describe('the departures of the answer that arrive then'),
      })
      .nullable()
      .describe(
        'for a route given by origin and destination: which of the departures the answer gives (the requested one, clearDeparture, latestDeparture) arrives first, and when; null for a route given by countries',
      ),
    license: licenseSchema,
  }),
);

const calendarParameters = [
  ...queryParameters(trafficBansQueryShape(WINDOW_IN_WORDS, countryCodes), {
    country: {
      type: 'array',
      items: { type: 'string', pattern: '^[A-Za-z]{2}(,[A-Za-z]{2})*$' },
      description: `codes, any of: ${countryCodes.join(', ')}; matched in any case`,
    },
    include: { type: 'array', items: { type: 'string', enum: ['night'] } },
  }),
  ifNoneMatch,
];

/** The calendar's OpenAPI face: its filters, the calendar and its problems. */
export const trafficBansContract = operationContract(trafficBansRoute, {
  parameters: calendarParameters,
  responses: { '200': json(calendar, 'the calendar', openDataHeaders), '304': notModified },
  problems: {
    'malformed-request': 'a parameter is malformed, unknown, outside the window or combined wrongly',
    'not-acceptable': `the answer is over ${megabytes(LAMBDA_RESPONSE_LIMIT_BYTES)} uncompressed (the whole window with include=night) and gzip is refused`,
  },
});

/** The feed takes the calendar's filters and answers iCalendar. */
export const trafficBansFeedContract = operationContract(trafficBansFeedRoute, {
  parameters: calendarParameters,
  responses: { '200': text('text/calendar', 'iCalendar (RFC 5545)', openDataHeaders), '304': notModified },
  problems: { 'malformed-request': 'as for the JSON calendar' },
});

/** The route's OpenAPI face: countries in travel order, a departure, the hours in each. */
export const routeBansContract = operationContract(routeBansRoute, {
  description: `The calendar's entries a route meets: the truck is in each country, in the order given, for that country's hours, one after the other from the departure; or, given origin and destination by postal code (ES-08001, IT-20121), the countries and hours come from the journey's drive plan under Regulation (EC) No 561/2006, which waits out nationwide and transit bans. The answer lists every entry (night entries included) whose window overlaps the time in its country, and the earliest departure, on quarter hours (${CLEAR_STEP_MINUTES} minutes) within ${CLEAR_SEARCH_DAYS} days, whose route meets no nationwide or transit entry. For a route by postal codes it also answers the dispatcher's two questions: the latest departure that still arrives as early as the requested one, and, given arriveBy, the latest departure whose plan arrives by then.`,
  parameters: [
    ...queryParameters(routeQueryShape(WINDOW_IN_WORDS, countryCodes), {
      countries: {
        type: 'array',
        minItems: 1,
        maxItems: MAX_ROUTE_COUNTRIES,
        items: { type: 'string', pattern: '^[A-Za-z]{2}$' },
        description: `codes in travel order, any of: ${countryCodes.join(', ')}; matched in any case`,
      },
      departure: { type: 'string', format: 'date-time' },
      hours: { type: 'array', items: { type: 'number', exclusiveMinimum: 0, maximum: MAX_HOURS_PER_COUNTRY } },
      origin: { type: 'string', pattern: '^[Ee][Ss]-.+$', example: 'ES-08001' },
      destination: { type: 'string', pattern: '^[A-Za-z]{2}-.+$', example: 'IT-20121' },
    }),
    ifNoneMatch,
  ],
  responses: {
    '200': json(routeBans, 'the route, the entries it meets and its clear departure', openDataHeaders),
    '304': notModified,
  },
  problems: {
    'malformed-request':
      'a parameter is malformed, unknown, outside the window, hours and countries differ in number, countries and origin/destination are both given, or no road journey joins origin and destination',
  },
});

const changeLog = new SchemaComponent(
  'TrafficBanChanges',
  z.object({
    apiVersion: z.literal('1.1'),
    lang: z.string(),
    filters: z
      .object({
        countries: z.array(z.string()).nullable().describe('the countries asked for, upper-case; null for all'),
        since: z.iso.date().nullable().describe('the first day asked for; null for the whole log'),
      })
      .describe('the selection answered'),
    source: z.url().describe('the site page of the calendar'),
    feed: z.url().describe('the same selection as an Atom feed, in the same language'),
    updated: z.iso
      .date()
      .describe('the date of the latest change listed (of the whole log when the selection lists none)'),
    count: z.number().int().nonnegative(),
    changes: z
      .array(
        z.object({
          id: z.string().describe('stable identifier: date, country and topic'),
          date: z.iso.date().describe('the day the change was published'),
          country: z.string().regex(/^[A-Z]{2}$/),
          countryName: z.string(),
          summary: z.string().describe('what changed, in one sentence, in the language asked for'),
          sources: z.array(z.url()).describe('the addresses of the texts the change rests on'),
          days: changedDaysSchema.describe(
            'the calendar days the change affected, over the year of the change and the next: provisional days confirmed, confirmed days now provisional, provisional days moved, days added or removed',
          ),
          contentHash: z
            .string()
            .regex(CONTENT_HASH_PATTERN)
            .describe("SHA-256 of the country's rule file after the change"),
          rulesHash: z
            .string()
            .regex(CONTENT_HASH_PATTERN)
            .describe(
              "SHA-256 of the country's rules after the change: the rule file without its texts and its record of checks, so it stays the same through wording edits",
            ),
          page: z.url().describe("the country's page, or the calendar page for a country without dated bans"),
        }),
      )
      .describe('newest first'),
    license: licenseSchema,
  }),
);

const changesParameters = [...queryParameters(changesQueryShape(countryCodes)), ifNoneMatch];

/** The change log's OpenAPI face: one entry per change of a country's rules, newest first. */
export const trafficBanChangesContract = operationContract(trafficBanChangesRoute, {
  description:
    "Every change to a country's driving-ban rules and days since the data was first published: its date, the country, what changed in one sentence, the texts it rests on, the days it confirmed, made provisional, moved, added or removed, and the hashes of the country's rule file and of its rules after it. Wording and translation edits are not changes of rules and are not listed. `country` and `since` select the changes of some countries, published on or after a day, as a feed of the changes that matter to the caller.",
  parameters: changesParameters,
  responses: { '200': json(changeLog, 'the change log, newest first', openDataHeaders), '304': notModified },
  problems: {
    'malformed-request':
      'an unknown parameter, an unknown country code, a since that is not a day YYYY-MM-DD, an unknown lang, or a parameter repeated',
  },
});

/** The change log as an Atom feed, with the same parameter. */
export const trafficBanChangesFeedContract = operationContract(trafficBanChangesFeedRoute, {
  parameters: changesParameters,
  responses: {
    '200': text('application/atom+xml', 'Atom (RFC 4287), one entry per change, newest first', openDataHeaders),
    '304': notModified,
  },
  problems: { 'malformed-request': 'as for the JSON change log' },
});
