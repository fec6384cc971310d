import { type CallToolResult, McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod';
import type { CreateQuoteInput } from '#functions/create-quote/create-quote.operation.ts';
import { parseQuoteRequest, quoteExpected, quoteRequestShape } from '#functions/create-quote/quote-request.schema.ts';
import { estimateExpected, estimateQueryShape } from '#functions/estimate/estimate.schema.ts';
import type { PublicEstimate } from '#functions/estimate/public-estimate.ts';
import { parseQuoteId, quoteIdSchema } from '#functions/get-quote/get-quote.operation.ts';
import { type CalendarDocument, windowAt } from '#functions/traffic-bans/calendar-responses.ts';
import type { CalendarAnswer } from '#functions/traffic-bans/traffic-bans.operation.ts';
import {
  CALENDAR_DEFAULT_LANGUAGE,
  type CalendarFilters,
  type CalendarLanguage,
  calendarFilters,
  trafficBansExpected,
  trafficBansQueryShape,
} from '#functions/traffic-bans/traffic-bans.schema.ts';
import { isoCodeFor } from '#shared/domain/country-aliases.ts';
import { MalformedRequestError } from '#shared/domain/errors.ts';
import type { CreateOnceOutcome } from '#shared/domain/idempotency/create-once.ts';
import { parseIdempotencyKey } from '#shared/domain/idempotency/idempotency-key.ts';
import type { StoredQuote } from '#shared/domain/idempotency/stored-quote.ts';
import type { Language } from '#shared/domain/languages.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '#shared/domain/pricing/texts.ts';
import { type Phrase, phrase } from '#shared/domain/problem-phrases.ts';
import type { EstimateQuery } from '#shared/domain/quote/estimate-request.ts';
import { type Result, resultSchema } from '#shared/domain/quote/result.schema.ts';
import { type BanEntry, banEntrySchema, countryEntrySchema } from '#shared/domain/traffic-bans/calendar.schema.ts';
import { bansOnRoute, routeDays } from '#shared/domain/traffic-bans/route-bans.ts';
import { icsLabels } from '#shared/domain/traffic-bans-ics/labels.ts';
import { ResponseTooLargeError } from '#shared/http/http-errors.ts';
import { logger } from '#shared/http/logger.ts';
import { LAMBDA_RESPONSE_LIMIT_BYTES, lambdaResultBytes } from '#shared/http/open-data.ts';
import { type Problem, toProblem } from '#shared/http/problem.ts';
import { PROBLEM_TEXTS } from '#shared/http/problem-texts/problem-texts.ts';
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
import { resultText } from './result-text.ts';
import { BAN_TOOL_TEXTS } from './tool-texts.ts';

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
  const words = PROBLEM_TEXTS[problem.language].tool;
  const lines = [`${problem.title} (HTTP ${problem.status}): ${problem.detail}`];
  // Every argument at fault, each once (the problem's `errors` names each parameter or field once).
  const issues = Array.isArray(extensions.errors) ? extensions.errors.filter(isIssue) : [extensions];
  for (const issue of issues) {
    const name = argumentName(issue);
    if (name !== undefined) lines.push(words.argument(rename(name), String(issue.expected ?? '')));
  }
  const retryAfter = problem.headers?.['Retry-After'];
  if (retryAfter !== undefined) lines.push(words.wait(retryAfter));
  return { isError: true, content: [{ type: 'text', text: lines.join('\n') }] };
};

/**
 * A refused call as a tool error, through the one problem mapping; a failure of the service itself is logged
 * under the request's keys, as the REST chain logs it, and answered without detail.
 */
const refusal = (error: unknown, language: Language, rename?: (name: string) => string): CallToolResult => {
  const problem = toProblem(error, language);
  if (problem.status >= 500) logger.error('tool call failed', { error });
  else logger.info('tool call refused', { status: problem.status, reason: error instanceof Error ? error.name : '' });
  return problemResult(problem, rename);
};

/** The tool's own refusal of arguments it cannot combine: a malformed request naming the argument, in the call's language. */
const invalidArguments = (name: string, detail: Phrase, expected: Phrase, language: Language): CallToolResult =>
  refusal(new MalformedRequestError([{ location: 'argument', name, detail, expected }]), language);

const readOnly = { readOnlyHint: true, idempotentHint: true, openWorldHint: false } as const;

const languageExpected = phrase('expectLang', { languages: LANGUAGES, fallback: DEFAULT_LANGUAGE });

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

/** Most countries a route may cross, and most hours a truck may be taken to spend in one. */
const MAX_ROUTE_COUNTRIES = 12;
const MAX_HOURS_IN_COUNTRY = 240;

const routeShape = z
  .object({
    countries: z
      .array(z.string().describe('a country code, e.g. FR'))
      .min(1)
      .max(MAX_ROUTE_COUNTRIES)
      .describe('the countries the truck crosses, in order, e.g. ["ES", "FR", "IT"]'),
    departure: z.iso
      .datetime({ offset: true })
      .describe('departure date and time in RFC 3339 with offset, e.g. 2026-07-03T18:00:00+02:00'),
    hoursInCountry: z
      .array(z.number().gt(0).max(MAX_HOURS_IN_COUNTRY))
      .optional()
      .describe(
        `hours spent in each country, in the same order (default ${DEFAULT_HOURS_IN_COUNTRY} each): numbers over 0, at most ${MAX_HOURS_IN_COUNTRY}`,
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

/** One ban in the tool's text, in the language of its entries: the scope and the fixed words too. */
const banLine = (ban: BanEntry, lang: CalendarLanguage) => {
  const words = BAN_TOOL_TEXTS[lang];
  const scope = icsLabels[lang].scopes[ban.scope];
  return `  - ${ban.start}-${ban.end} CET: ${ban.reason} (${ban.vehicle}; ${scope}). ${words.source}: ${ban.officialSource.name} ${ban.officialSource.url}${ban.provisional ? ` [${words.provisional}]` : ''}`;
};

/**
 * Most members (object keys and array items, nested ones included) a tool call's arguments may have. The largest real
 * call, a route of twelve countries with their hours, has about 30; the SDK counts up to this many and stops, so a
 * call with thousands of keys is refused in a short message before the schema reads any of them.
 */
export const MAX_ARGUMENT_ELEMENTS = 100;

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
      inputSchema: toolInput(estimateShape, {
        expected: { ...estimateExpected, lang: languageExpected },
        language: DEFAULT_LANGUAGE,
      }),
      outputSchema: resultSchema,
      annotations: { ...readOnly, title: 'Indicative freight price' },
    },
    async ({ lang, ...query }) => {
      try {
        const { value } = await deps.operations.estimate(
          { ...deps.caller, language: lang ?? DEFAULT_LANGUAGE },
          () => query,
        );
        return { content: [{ type: 'text', text: resultText(value) }], structuredContent: value };
      } catch (error) {
        return refusal(error, lang ?? DEFAULT_LANGUAGE);
      }
    },
  );

  server.registerTool(
    trafficBansRoute.tool,
    {
      title: 'Truck driving bans',
      description: `Truck driving bans of European transit countries (${routeKey(trafficBansRoute)}): by country and dates, or for a route (countries crossed in order and a departure), answering which bans it meets on which days. Times are Central European Time; every entry names its official source. Data ${credit}: credit it when you show it.`,
      inputSchema: toolInput(
        { ...calendarShape, route: routeShape },
        {
          expected: {
            ...trafficBansExpected(window, deps.countryCodes),
            route: phrase('expectRoute'),
            'route.countries': phrase('expectRouteCountries', { max: MAX_ROUTE_COUNTRIES }),
            'route.departure': phrase('expectDeparture'),
            'route.hoursInCountry': phrase('expectHoursInCountry', {
              hours: DEFAULT_HOURS_IN_COUNTRY,
              max: MAX_HOURS_IN_COUNTRY,
            }),
          },
          language: CALENDAR_DEFAULT_LANGUAGE,
        },
      ),
      outputSchema: drivingBansOutput,
      annotations: { ...readOnly, title: 'Truck driving bans' },
    },
    async ({ route, ...query }) => {
      if (route === undefined) {
        try {
          const { value } = await deps.operations.calendar(deps.caller, () => calendarFilters(query, window));
          // The tool's answer carries the calendar whole, inside the Lambda result as a JSON string: one too large
          // for a response is refused as the REST call without compression is (406), not the platform's 500.
          const bytes = lambdaResultBytes({ body: value.body().body });
          if (bytes > LAMBDA_RESPONSE_LIMIT_BYTES) throw new ResponseTooLargeError(bytes, LAMBDA_RESPONSE_LIMIT_BYTES);
          const calendar = value.document();
          const words = BAN_TOOL_TEXTS[query.lang];
          const lines = [
            `${words.entries(calendar.bans.length)} ${words.data} ${credit}.`,
            ...calendar.bans
              .slice(0, 50)
              .map((ban) => `${ban.country} ${ban.date}:${banLine(ban, query.lang).slice(3)}`),
          ];
          if (calendar.bans.length > 50) lines.push(words.more(calendar.bans.length - 50));
          return { content: [{ type: 'text', text: lines.join('\n') }], structuredContent: calendar };
        } catch (error) {
          return refusal(error, query.lang);
        }
      }
      const clash = (['date', 'from', 'to', 'country'] as const).find((name) => query[name] !== undefined);
      if (clash !== undefined) {
        return invalidArguments(
          clash,
          phrase('combinedWithRoute', { name: clash }),
          phrase('expectRouteOrDates'),
          query.lang,
        );
      }
      const hours = route.hoursInCountry ?? route.countries.map(() => DEFAULT_HOURS_IN_COUNTRY);
      if (hours.length !== route.countries.length) {
        return invalidArguments(
          'route.hoursInCountry',
          phrase('hoursMismatch', { hours: hours.length, countries: route.countries.length }),
          phrase('expectHoursPerCountry'),
          query.lang,
        );
      }
      const plan = {
        departure: new Date(route.departure),
        legs: route.countries.map((country, index) => ({ country: country.toUpperCase(), hours: hours[index] ?? 0 })),
      };
      const unknown = plan.legs.find((leg) => !known.has(leg.country));
      if (unknown !== undefined) {
        // The calendar's own refusal of an unknown code, with the route's argument named.
        const use = isoCodeFor(unknown.country);
        const issue = {
          location: 'query' as const,
          name: 'country',
          expected: phrase('expectCalendarCountries', { codes: deps.countryCodes }),
          detail: phrase('unknownCountry', {
            location: 'argument',
            name: 'route.countries',
            value: unknown.country,
            ...(use !== undefined && known.has(use) ? { use } : {}),
          }),
        };
        return refusal(new MalformedRequestError([issue]), query.lang, (name) =>
          name === 'country' ? 'route.countries' : name,
        );
      }
      const days = routeDays(plan);
      const from = days.from < window.from ? window.from : days.from;
      const to = days.to > window.to ? window.to : days.to;
      if (from > window.to || to < window.from) {
        const range = { first: window.from, last: window.to };
        return invalidArguments(
          'route.departure',
          phrase('routeOutsideWindow', range),
          phrase('expectDepartureIn', range),
          query.lang,
        );
      }
      const countries = [...new Set(plan.legs.map((leg) => leg.country))];
      let calendar: CalendarDocument;
      try {
        const filters = { from, to, countries, include: query.include ?? [], lang: query.lang };
        calendar = (await deps.operations.calendar(deps.caller, () => filters)).value.document();
      } catch (error) {
        return refusal(error, query.lang);
      }
      const words = BAN_TOOL_TEXTS[query.lang];
      const assumptions = [
        route.hoursInCountry ? words.hoursGiven : words.hoursAssumed(DEFAULT_HOURS_IN_COUNTRY),
        words.overlap,
      ];
      const onRoute = { ...bansOnRoute(plan, calendar.bans), assumptions };
      const lines = [
        words.route(plan.legs.map((leg) => leg.country).join(' → '), onRoute.departure, onRoute.arrival),
        ...onRoute.passages.flatMap((passage) => [
          words.passage(passage.country, passage.enters, passage.leaves, passage.days.length > 0),
          ...passage.days.flatMap((day) => [` ${day.date}:`, ...day.bans.map((ban) => banLine(ban, query.lang))]),
        ]),
        ...assumptions,
        `${words.data} ${credit}.`,
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
      inputSchema: toolInput(
        {
          ...quoteRequestShape,
          idempotencyKey: z
            .string()
            .describe('16 to 128 characters from A-Z, a-z, 0-9, "_" and "-": new per quote, the same on a retry'),
          lang: languageArgument,
        },
        {
          expected: { ...quoteExpected, idempotencyKey: phrase('expectKey'), lang: languageExpected },
          language: DEFAULT_LANGUAGE,
        },
      ),
      outputSchema: resultSchema,
      // Not read-only (it stores a result); idempotent through its key; the tariff is a closed world.
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    async ({ idempotencyKey, lang, ...body }) => {
      const context = { ...deps.caller, language: lang ?? DEFAULT_LANGUAGE };
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
        return refusal(error, context.language);
      }
    },
  );

  server.registerTool(
    getQuoteRoute.tool,
    {
      title: 'Retrieve an integration quote',
      description: `Retrieves a quote created by the same credential (${routeKey(getQuoteRoute)}); the MCP request must carry its Authorization: Bearer fest_.... An expired quote is refused, never served as a current price.`,
      inputSchema: toolInput(
        {
          id: quoteIdSchema.describe('the id of a result returned by create_quote (a UUID)'),
          lang: languageArgument.describe(
            `language of a refusal, one of: ${LANGUAGES.join(', ')} (default es); the quote keeps the language it was created in`,
          ),
        },
        { expected: { id: phrase('expectUuid'), lang: languageExpected }, language: DEFAULT_LANGUAGE },
      ),
      outputSchema: resultSchema,
      annotations: { ...readOnly, title: 'Retrieve an integration quote' },
    },
    async ({ id, lang }) => {
      try {
        const { value } = await deps.operations.getQuote(deps.caller, () => parseQuoteId(id));
        return { content: [{ type: 'text', text: resultText(value.result) }], structuredContent: value.result };
      } catch (error) {
        return refusal(error, lang ?? DEFAULT_LANGUAGE);
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
