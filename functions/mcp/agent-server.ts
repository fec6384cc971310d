import { type CallToolResult, McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod';
import type { CreateQuoteInput } from '#functions/create-quote/create-quote.operation.ts';
import { parseQuoteRequest, quoteRequestShape } from '#functions/create-quote/quote-request.schema.ts';
import { estimateQueryShape } from '#functions/estimate/estimate.schema.ts';
import type { PublicEstimate } from '#functions/estimate/public-estimate.ts';
import { parseQuoteId, quoteIdSchema } from '#functions/get-quote/get-quote.operation.ts';
import { type CalendarDocument, windowAt } from '#functions/traffic-bans/calendar-responses.ts';
import type { CalendarAnswer } from '#functions/traffic-bans/traffic-bans.operation.ts';
import {
  type CalendarFilters,
  calendarFilters,
  trafficBansQueryShape,
} from '#functions/traffic-bans/traffic-bans.schema.ts';
import { MalformedRequestError } from '#shared/domain/errors.ts';
import type { CreateOnceOutcome } from '#shared/domain/idempotency/create-once.ts';
import { parseIdempotencyKey } from '#shared/domain/idempotency/idempotency-key.ts';
import type { StoredQuote } from '#shared/domain/idempotency/stored-quote.ts';
import { LANGUAGES } from '#shared/domain/pricing/texts.ts';
import type { EstimateQuery } from '#shared/domain/quote/estimate-request.ts';
import { type Result, resultSchema } from '#shared/domain/quote/result.schema.ts';
import { type BanEntry, banEntrySchema, countryEntrySchema } from '#shared/domain/traffic-bans/calendar.schema.ts';
import { addDays } from '#shared/domain/traffic-bans/calendar-dates.ts';
import { calendarDayAt } from '#shared/domain/traffic-bans/day-levels.ts';
import { bansOnRoute, routeDays } from '#shared/domain/traffic-bans/route-bans.ts';
import { logger } from '#shared/http/logger.ts';
import { type Problem, toProblem } from '#shared/http/problem.ts';
import type { Operation, OperationContext } from '#shared/operations/operation.ts';
import {
  createQuoteRoute,
  estimateRoute,
  getQuoteRoute,
  llmsTxtRoute,
  openApiRoute,
  routeKey,
  trafficBansRoute,
} from '#shared/routes/registry.ts';
import { toolInput } from './accepted-forms.ts';
import { calendarText, daysFrom, MAX_CALENDAR_ANSWER_BYTES, resultText } from './result-text.ts';

/** The operations the tools call in process, each built once per container over the container's stores. */
export interface AgentOperations {
  readonly estimate: Operation<EstimateQuery, PublicEstimate>;
  readonly createQuote: Operation<CreateQuoteInput, CreateOnceOutcome<Result>>;
  readonly getQuote: Operation<string, StoredQuote<Result>>;
  readonly calendar: Operation<CalendarFilters, CalendarAnswer>;
}

export interface AgentServerDeps {
  readonly operations: AgentOperations;
  /** The MCP request's caller (client address, credential verdict) and instant; a tool with texts adds its language. */
  readonly caller: Omit<OperationContext, 'language'>;
  readonly countryCodes: readonly string[];
  readonly openApiDocument: unknown;
  readonly license: { readonly name: string; readonly url: string; readonly attribution: string };
  readonly siteBaseUrl: string;
}

export const SERVER_INFO = { name: 'freight-estimate', version: '1.0.0' } as const;

/** Same hours a truck is assumed to spend in each country when the route does not say. */
export const DEFAULT_HOURS_IN_COUNTRY = 24;

/** REST parameter and field names, and the one header, as the tools' argument names. */
const argumentName = (issue: Readonly<Record<string, unknown>>): string | undefined => {
  if (issue.header === 'Idempotency-Key' || issue.parameter === 'Idempotency-Key') return 'idempotencyKey';
  if (typeof issue.field === 'string') return issue.field.replace(/^\//, '').replaceAll('/', '.');
  return typeof issue.parameter === 'string' ? issue.parameter : undefined;
};

const isIssue = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null;

/**
 * A problem as a tool error: the same title, status and detail as the REST answer, the argument at fault with its
 * accepted form, and for 429 and 503 the seconds to wait, from the same Retry-After. The server never retries for
 * the agent.
 */
export const problemResult = (problem: Problem, rename: (name: string) => string = (name) => name): CallToolResult => {
  const extensions = problem.extensions ?? {};
  const lines = [`${problem.title} (HTTP ${problem.status}): ${problem.detail}`];
  const issues = Array.isArray(extensions.errors) ? extensions.errors.filter(isIssue) : [extensions];
  for (const issue of issues) {
    const name = argumentName(issue);
    if (name !== undefined) lines.push(`Argument "${rename(name)}": accepted form: ${String(issue.expected ?? '')}.`);
  }
  const retryAfter = problem.headers?.['Retry-After'];
  if (retryAfter !== undefined) {
    lines.push(`Wait ${retryAfter} seconds before calling again (Retry-After); the server does not retry for you.`);
  }
  return { isError: true, content: [{ type: 'text', text: lines.join('\n') }] };
};

/**
 * A refused call as a tool error, through the one problem mapping; a failure of the service itself is logged
 * under the request's keys, as the REST chain logs it, and answered without detail.
 */
const refusal = (error: unknown, rename?: (name: string) => string): CallToolResult => {
  const problem = toProblem(error);
  if (problem.status >= 500) logger.error('tool call failed', { error });
  else logger.info('tool call refused', { status: problem.status, reason: error instanceof Error ? error.name : '' });
  return problemResult(problem, rename);
};

/** The tool's own refusal of arguments it cannot combine, in the words of a malformed request. */
const invalidArguments = (detail: string, parameter: string, expected: string): CallToolResult =>
  problemResult({
    status: 400,
    code: 'malformed-request',
    title: 'Invalid arguments',
    detail,
    extensions: { parameter, expected },
  });

const readOnly = { readOnlyHint: true, idempotentHint: true, openWorldHint: false } as const;

const languageArgument = z
  .enum(LANGUAGES)
  .optional()
  .describe(`language of the texts, one of: ${LANGUAGES.join(', ')} (default es)`);

const estimateShape = {
  ...estimateQueryShape,
  // Agents send JSON numbers; the REST form (a decimal string) is accepted too.
  metros: z.union([z.number(), estimateQueryShape.metros]).describe(estimateQueryShape.metros.description ?? ''),
  pesoKg: z
    .union([z.number(), estimateQueryShape.pesoKg.unwrap()])
    .optional()
    .describe(estimateQueryShape.pesoKg.unwrap().description ?? ''),
  lang: languageArgument,
};

const routeShape = z
  .object({
    countries: z
      .array(z.string().describe('a country code, e.g. FR'))
      .min(1)
      .max(12)
      .describe('the countries the truck crosses, in order, e.g. ["ES", "FR", "IT"]'),
    departure: z.iso
      .datetime({ offset: true })
      .describe('departure date and time in RFC 3339 with offset, e.g. 2026-07-03T18:00:00+02:00'),
    hoursInCountry: z
      .array(z.number().gt(0).max(240))
      .optional()
      .describe(
        `hours spent in each country, in the same order (default ${DEFAULT_HOURS_IN_COUNTRY} each): numbers over 0, at most 240`,
      ),
  })
  .strict()
  .optional()
  .describe('a route: countries in order and a departure; answers which bans it meets on which days');

const drivingBansOutput = z
  .object({
    bans: z.array(banEntrySchema).optional(),
    countries: z.array(countryEntrySchema).optional(),
    route: z
      .object({
        departure: z.string(),
        arrival: z.string(),
        passages: z.array(
          z.object({
            country: z.string(),
            enters: z.string(),
            leaves: z.string(),
            hours: z.number(),
            days: z.array(z.object({ date: z.iso.date(), bans: z.array(banEntrySchema) })),
          }),
        ),
        daysWithBans: z.array(z.iso.date()),
        assumptions: z.array(z.string()),
      })
      .optional(),
    license: z.object({ name: z.string(), url: z.url(), attribution: z.string() }).loose(),
  })
  .loose();

const banLine = (ban: BanEntry) =>
  `  - ${ban.start}-${ban.end} CET: ${ban.reason} (${ban.vehicle}; ${ban.scope}). Source: ${ban.officialSource.name} ${ban.officialSource.url}${ban.provisional ? ' [provisional date]' : ''}`;

/**
 * Most members (object keys and array items, nested ones included) a tool call's arguments may have. The largest real
 * call, a route of twelve countries with their hours, has about 30; the SDK counts up to this many and stops, so a
 * call with thousands of keys is refused in a short message before the schema reads any of them.
 */
export const MAX_ARGUMENT_ELEMENTS = 100;

/** Days a calendar call without dates covers, from today. */
export const DEFAULT_CALENDAR_DAYS = 7;

/**
 * A calendar call that names no date covers the coming week from today (CET), not the whole window: an agent asking
 * "which bans are there" means the days ahead, and the whole window is thousands of entries.
 */
const comingWeekUnlessDated = (
  query: { readonly date?: string; readonly from?: string; readonly to?: string },
  filters: CalendarFilters,
  window: { readonly from: string; readonly to: string },
  now: Date,
): CalendarFilters => {
  if (query.date !== undefined || query.from !== undefined || query.to !== undefined) return filters;
  const today = calendarDayAt(now);
  const last = addDays(today, DEFAULT_CALENDAR_DAYS - 1);
  return { ...filters, from: today, to: last > window.to ? window.to : last };
};

const resultBytes = (result: CallToolResult) => Buffer.byteLength(JSON.stringify(result));

/**
 * The calendar document as the tool's answer, kept under MAX_CALENDAR_ANSWER_BYTES: whole days from the first, as
 * many as fit (at least one), and when days are left out the answer says through which day it goes and how to ask for
 * the rest. The structured content is the REST document of the days given, with `truncated` when cut.
 */
const boundedCalendarAnswer = (document: CalendarDocument, credit: string): CallToolResult => {
  const { from, to } = document.filters;
  const days = daysFrom(from, to);
  const answerFor = (count: number): CallToolResult => {
    const shown = days.slice(0, count);
    const last = shown[shown.length - 1] as string;
    if (count === days.length) {
      return {
        content: [{ type: 'text', text: calendarText(document, shown, credit) }],
        structuredContent: document,
      };
    }
    const bans = document.bans.filter((ban) => ban.date <= last);
    const next = addDays(last, 1);
    const narrowing = `The answer stops at ${last} to stay under ${MAX_CALENDAR_ANSWER_BYTES / 1024} KB: ${document.bans.length - bans.length} entries from ${next} to ${to} are left out. Ask again with from=${next} (and to), fewer days, or country=<codes> for the countries you need.`;
    const structured = {
      ...document,
      filters: { ...document.filters, to: last },
      bans,
      count: bans.length,
      truncated: { requestedTo: to, nextFrom: next, entriesLeftOut: document.bans.length - bans.length, narrowing },
    };
    return {
      content: [{ type: 'text', text: `${narrowing}\n${calendarText(structured, shown, credit)}` }],
      structuredContent: structured,
    };
  };
  const whole = answerFor(days.length);
  if (resultBytes(whole) <= MAX_CALENDAR_ANSWER_BYTES) return whole;
  // The most days that fit: fewer days never make a larger answer.
  let [fits, tooMany] = [1, days.length];
  while (tooMany - fits > 1) {
    const middle = (fits + tooMany) >> 1;
    if (resultBytes(answerFor(middle)) <= MAX_CALENDAR_ANSWER_BYTES) fits = middle;
    else tooMany = middle;
  }
  return answerFor(fits);
};

/** The MCP server of one request: four tools over the REST operations and two resources. */
export const agentServer = (deps: AgentServerDeps): McpServer => {
  const server = new McpServer(SERVER_INFO, {
    maxToolInputElements: MAX_ARGUMENT_ELEMENTS,
    instructions:
      'Indicative road-freight prices (LTL groupage from Spain) and truck driving bans in Europe. Show every assumption next to an amount; a manual review or a refusal is not a price; wait for the seconds a refusal states; do not enumerate tariffs by repeated calls. Nothing here books transport.',
  });
  const window = windowAt(deps.caller.now);
  const calendarShape = trafficBansQueryShape(window, deps.countryCodes);
  const known = new Set(deps.countryCodes);
  const credit = `${deps.license.attribution} (${deps.license.name}, ${deps.license.url})`;

  server.registerTool(
    estimateRoute.tool,
    {
      title: 'Indicative freight price',
      description: `Indicative price in EUR (VAT excluded, fuel surcharge included) for palletised general cargo from Spain, the public estimate of ${routeKey(estimateRoute)}. Give origen=Barcelona or cpOrigen, destino=Milan or cpDestino with paisDestino, and metros (loading metres). Show the assumptions (supuestos) with the amount. A lane outside the tariff is manual review, without a price. Counts against the same per-IP quota as the REST call.`,
      inputSchema: toolInput(estimateShape),
      outputSchema: resultSchema,
      annotations: { ...readOnly, title: 'Indicative freight price' },
    },
    async ({ lang, ...query }) => {
      try {
        const { value } = await deps.operations.estimate({ ...deps.caller, language: lang ?? 'es' }, () => query);
        return { content: [{ type: 'text', text: resultText(value, lang ?? 'es') }], structuredContent: value };
      } catch (error) {
        return refusal(error);
      }
    },
  );

  server.registerTool(
    trafficBansRoute.tool,
    {
      title: 'Truck driving bans',
      description: `Truck driving bans of European transit countries (${routeKey(trafficBansRoute)}): by country and dates, or for a route (countries crossed in order and a departure), answering which bans it meets on which days. Without dates it covers the coming ${DEFAULT_CALENDAR_DAYS} days (give date, or from and to, for others); an answer stops at a whole day under about ${MAX_CALENDAR_ANSWER_BYTES / 1024} KB and says how to ask for the rest. Times are Central European Time; every entry names its official source. Data ${credit}: credit it when you show it.`,
      inputSchema: toolInput({ ...calendarShape, route: routeShape }),
      outputSchema: drivingBansOutput,
      annotations: { ...readOnly, title: 'Truck driving bans' },
    },
    async ({ route, ...query }) => {
      if (route === undefined) {
        try {
          const { value } = await deps.operations.calendar(deps.caller, () =>
            comingWeekUnlessDated(query, calendarFilters(query, window), window, deps.caller.now),
          );
          return boundedCalendarAnswer(value.document(), credit);
        } catch (error) {
          return refusal(error);
        }
      }
      const clash = (['date', 'from', 'to', 'country'] as const).find((name) => query[name] !== undefined);
      if (clash !== undefined) {
        return invalidArguments(
          `"${clash}" cannot be combined with "route": the route's departure decides the dates and its countries the countries.`,
          clash,
          'either route, or country and dates',
        );
      }
      const hours = route.hoursInCountry ?? route.countries.map(() => DEFAULT_HOURS_IN_COUNTRY);
      if (hours.length !== route.countries.length) {
        return invalidArguments(
          `route.hoursInCountry has ${hours.length} numbers for ${route.countries.length} countries.`,
          'route.hoursInCountry',
          'one number of hours per country of route.countries, in the same order',
        );
      }
      const plan = {
        departure: new Date(route.departure),
        legs: route.countries.map((country, index) => ({ country: country.toUpperCase(), hours: hours[index] ?? 0 })),
      };
      const unknown = plan.legs.find((leg) => !known.has(leg.country));
      if (unknown !== undefined) {
        // The calendar's own refusal of an unknown code, with the route's argument named.
        const issue = {
          location: 'query' as const,
          name: 'country',
          expected: calendarShape.country.description ?? '',
          detail: `Parameter "country": unknown country code "${unknown.country}".`,
        };
        return refusal(new MalformedRequestError([issue]), (name) => (name === 'country' ? 'route.countries' : name));
      }
      const days = routeDays(plan);
      const from = days.from < window.from ? window.from : days.from;
      const to = days.to > window.to ? window.to : days.to;
      if (from > window.to || to < window.from) {
        return invalidArguments(
          `The route runs outside the calendar's window ${window.from} to ${window.to}.`,
          'route.departure',
          `a departure from ${window.from} to ${window.to}`,
        );
      }
      const countries = [...new Set(plan.legs.map((leg) => leg.country))];
      let calendar: CalendarDocument;
      try {
        const filters = { from, to, countries, include: query.include ?? [], lang: query.lang };
        calendar = (await deps.operations.calendar(deps.caller, () => filters)).value.document();
      } catch (error) {
        return refusal(error);
      }
      const assumptions = [
        route.hoursInCountry
          ? 'Hours in each country as given.'
          : `Each country is assumed to take ${DEFAULT_HOURS_IN_COUNTRY} hours, in order: give hoursInCountry for a closer answer.`,
        'A ban is met when its window overlaps the time in its country; exemptions (for example perishable goods) are in each country summary.',
      ];
      const onRoute = { ...bansOnRoute(plan, calendar.bans), assumptions };
      const lines = [
        `Route ${plan.legs.map((leg) => leg.country).join(' → ')}, departure ${onRoute.departure}, arrival about ${onRoute.arrival}.`,
        ...onRoute.passages.flatMap((passage) => [
          `${passage.country} from ${passage.enters} to ${passage.leaves}: ${passage.days.length === 0 ? 'no ban met.' : 'bans met:'}`,
          ...passage.days.flatMap((day) => [` ${day.date}:`, ...day.bans.map(banLine)]),
        ]),
        ...assumptions,
        `Data ${credit}.`,
      ];
      return {
        content: [{ type: 'text', text: lines.join('\n') }],
        structuredContent: { route: onRoute, countries: calendar.countries, license: calendar.license },
      };
    },
  );

  server.registerTool(
    createQuoteRoute.tool,
    {
      title: 'Create an integration quote',
      description: `Creates a stored quote (${routeKey(createQuoteRoute)}) for an integration: the MCP request must carry Authorization: Bearer fest_... of the integration. Give a new idempotencyKey per distinct quote and reuse it when retrying the same one: a retry then returns the same result. Counts against the credential quota. Books no transport.`,
      inputSchema: toolInput({
        ...quoteRequestShape,
        idempotencyKey: z
          .string()
          .describe('16 to 128 characters from A-Z, a-z, 0-9, "_" and "-": new per quote, the same on a retry'),
        lang: languageArgument,
      }),
      outputSchema: resultSchema,
      // Not read-only (it stores a result); idempotent through its key; the tariff is a closed world.
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    async ({ idempotencyKey, lang, ...body }) => {
      const context = { ...deps.caller, language: lang ?? 'es' };
      try {
        const { value } = await deps.operations.createQuote(context, () => ({
          key: parseIdempotencyKey(idempotencyKey),
          shipment: parseQuoteRequest(body, context.now),
        }));
        const replay = value.replayed ? 'Replay of the quote created earlier with this idempotencyKey.\n' : '';
        return {
          content: [{ type: 'text', text: `${replay}${resultText(value.result)}` }],
          structuredContent: value.result,
        };
      } catch (error) {
        return refusal(error);
      }
    },
  );

  server.registerTool(
    getQuoteRoute.tool,
    {
      title: 'Retrieve an integration quote',
      description: `Retrieves a quote created by the same credential (${routeKey(getQuoteRoute)}); the MCP request must carry its Authorization: Bearer fest_.... An expired quote is refused, never served as a current price.`,
      inputSchema: toolInput({ id: quoteIdSchema.describe('the id of a result returned by create_quote (a UUID)') }),
      outputSchema: resultSchema,
      annotations: { ...readOnly, title: 'Retrieve an integration quote' },
    },
    async ({ id }) => {
      try {
        const { value } = await deps.operations.getQuote(deps.caller, () => parseQuoteId(id));
        return { content: [{ type: 'text', text: resultText(value.result) }], structuredContent: value.result };
      } catch (error) {
        return refusal(error);
      }
    },
  );

  const openApiUrl = new URL(openApiRoute.path, deps.siteBaseUrl).href;
  server.registerResource(
    'openapi',
    openApiUrl,
    { title: 'OpenAPI document', description: 'The REST contract (OpenAPI 3.1)', mimeType: 'application/json' },
    async (uri) => ({
      contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(deps.openApiDocument) }],
    }),
  );
  const licenseUrl = new URL(`${llmsTxtRoute.path}#data-licence`, deps.siteBaseUrl).href;
  server.registerResource(
    'data-licence',
    licenseUrl,
    {
      title: 'Open data licence',
      description: 'Licence and credit of the driving-ban data',
      mimeType: 'text/markdown',
    },
    async (uri) => ({ contents: [{ uri: uri.href, mimeType: 'text/markdown', text: licenceText(deps.license) }] }),
  );
  return server;
};

/** The licence of the open data, with the credit a reuser must give. */
export const licenceText = (license: AgentServerDeps['license']): string =>
  [
    `# Open data licence: ${license.name}`,
    '',
    `The driving-ban calendar (${routeKey(trafficBansRoute)}, its iCalendar feed and the ${trafficBansRoute.tool} tool) and the page catalogue are published under the Creative Commons Attribution 4.0 International licence: ${license.url}`,
    '',
    'You may copy, redistribute and adapt them for any purpose, commercial included, provided you give appropriate credit, link to the licence and indicate whether you made changes.',
    '',
    `Credit: ${license.attribution}.`,
    '',
    'Prices (estimates and quotes) are not open data: they are indicative answers for one shipment, valid 15 minutes.',
  ].join('\n');
