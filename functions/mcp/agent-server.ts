import { type CallToolResult, McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod';
import type { CreateQuoteInput } from '#functions/create-quote/create-quote.operation.ts';
import { parseQuoteRequest, quoteExpected, quoteRequestShape } from '#functions/create-quote/quote-request.schema.ts';
import { estimateExpected, estimateQueryShape } from '#functions/estimate/estimate.schema.ts';
import type { PublicEstimate } from '#functions/estimate/public-estimate.ts';
import { parseQuoteId, quoteIdSchema } from '#functions/get-quote/get-quote.operation.ts';
import { type CalendarDocument, windowAt } from '#functions/traffic-bans/calendar-responses.ts';
import {
  type RouteQuery,
  routeArgumentsShape,
  routeExpected,
  routeQuery,
} from '#functions/traffic-bans/route-bans.schema.ts';
import type { CalendarAnswer, RouteAnswer } from '#functions/traffic-bans/traffic-bans.operation.ts';
import {
  CALENDAR_DEFAULT_LANGUAGE,
  type CalendarFilters,
  type CalendarLanguage,
  calendarFilters,
  trafficBansExpected,
  trafficBansQueryShape,
} from '#functions/traffic-bans/traffic-bans.schema.ts';
import { addDays } from '#shared/domain/dates.ts';
import type { CreateOnceOutcome } from '#shared/domain/idempotency/create-once.ts';
import { parseIdempotencyKey } from '#shared/domain/idempotency/idempotency-key.ts';
import type { StoredQuote } from '#shared/domain/idempotency/stored-quote.ts';
import { transitoSchema } from '#shared/domain/journey/journey.schema.ts';
import { journeyTimeline, timelineLines } from '#shared/domain/journey/journey-timeline.ts';
import type { Language } from '#shared/domain/languages.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '#shared/domain/pricing/texts.ts';
import { phrase } from '#shared/domain/problem-phrases.ts';
import type { EstimateQuery } from '#shared/domain/quote/estimate-request.ts';
import { type Result, resultSchema } from '#shared/domain/quote/result.schema.ts';
import { TYPOGRAPHY } from '#shared/domain/texts/typography.ts';
import { type BanEntry, banEntrySchema, countryEntrySchema } from '#shared/domain/traffic-bans/calendar.schema.ts';
import { calendarDayAt } from '#shared/domain/traffic-bans/day-levels.ts';
import { icsLabels } from '#shared/domain/traffic-bans-ics/labels.ts';
import { DECIMAL_NUMBER } from '#shared/http/parse.ts';
import { type Problem, toProblem } from '#shared/http/problem.ts';
import { PROBLEM_TEXTS } from '#shared/http/problem-texts/problem-texts.ts';
import { logger } from '#shared/observability/logger.ts';
import type { Operation, OperationContext } from '#shared/operations/operation.ts';
import {
  createQuoteRoute,
  estimateRoute,
  getQuoteRoute,
  llmsTxtRoute,
  openApiRoute,
  routeBansRoute,
  routeKey,
  trafficBansRoute,
} from '#shared/routes/registry.ts';
import { toolInput } from './accepted-forms.ts';
import { registerPalletsTool } from './pallets-tool.ts';
import { calendarText, daysFrom, MAX_CALENDAR_ANSWER_BYTES, resultText } from './result-text.ts';
import { BAN_TOOL_TEXTS, PRICE_TOOL_TEXTS } from './tool-texts.ts';

/** The operations the tools call in process, each built once per container over the container's stores. */
export interface AgentOperations {
  readonly estimate: Operation<EstimateQuery, PublicEstimate>;
  readonly createQuote: Operation<CreateQuoteInput, CreateOnceOutcome<Result>>;
  readonly getQuote: Operation<string, StoredQuote<Result>>;
  readonly calendar: Operation<CalendarFilters, CalendarAnswer>;
  readonly route: Operation<RouteQuery, RouteAnswer>;
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
  const lines = [
    `${TYPOGRAPHY[problem.language].label(`${problem.title} (HTTP ${problem.status})`)} ${problem.detail}`,
  ];
  // Every argument at fault, each once (the problem's `errors` names each parameter or field once).
  const issues = Array.isArray(extensions.errors) ? extensions.errors.filter(isIssue) : [extensions];
  for (const issue of issues) {
    const name = argumentName(issue);
    if (name !== undefined) lines.push(words.argument(rename(name), String(issue.expected ?? '')));
  }
  const retryAfter = problem.headers?.['Retry-After'];
  if (retryAfter !== undefined) lines.push(words.wait(Number(retryAfter)));
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

const readOnly = { readOnlyHint: true, idempotentHint: true, openWorldHint: false } as const;

const languageExpected = phrase('expectLang', { languages: LANGUAGES, fallback: DEFAULT_LANGUAGE });

const languageArgument = z
  .enum(LANGUAGES)
  .optional()
  .describe(`language of the texts, one of: ${LANGUAGES.join(', ')} (default es)`);

const estimateShape = {
  ...estimateQueryShape,
  // Agents send JSON numbers, read by the REST form's grammar (no sign, so no -0); the REST form is accepted too.
  metros: z.union([DECIMAL_NUMBER, estimateQueryShape.metros]).describe(estimateQueryShape.metros.description ?? ''),
  pesoKg: z
    .union([DECIMAL_NUMBER, estimateQueryShape.pesoKg.unwrap()])
    .optional()
    .describe(estimateQueryShape.pesoKg.unwrap().description ?? ''),
  lang: languageArgument,
};

const drivingBansOutput = z
  .object({
    bans: z.array(banEntrySchema).optional(),
    countries: z.array(countryEntrySchema).optional(),
    license: z.object({ name: z.string(), url: z.url(), attribution: z.string() }).loose(),
  })
  .loose();

/** One ban in a tool's text, in the language of its entries: its scope, roads, direction and the fixed words too. */
const banLine = (ban: BanEntry, lang: CalendarLanguage) => {
  const words = BAN_TOOL_TEXTS[lang];
  const scope = icsLabels[lang].scopes[ban.scope];
  const where = `${ban.roads ? `: ${ban.roads.join(', ')}` : ''}${ban.appliesTo ? `; ${ban.appliesTo}` : ''}`;
  return `  - ${ban.start}-${ban.end} CET: ${ban.reason} (${ban.vehicle}; ${scope}${where}). ${words.source}: ${ban.officialSource.name} ${ban.officialSource.url}${ban.provisional ? ` [${words.provisional}]` : ''}`;
};

const uncoveredOutput = z.object({ from: z.string(), to: z.string() }).nullable();

const routeOutput = z
  .object({
    route: z.object({
      departure: z.string(),
      arrival: z.string(),
      legs: z.array(
        z.object({
          country: z.string(),
          hours: z.number(),
          enters: z.string(),
          leaves: z.string(),
          uncovered: uncoveredOutput,
        }),
      ),
      uncovered: uncoveredOutput,
    }),
    transito: transitoSchema.optional(),
    assumptions: z.array(z.string()),
    bans: z.array(banEntrySchema),
    count: z.number(),
    clearDeparture: z.object({ departure: z.string(), arrival: z.string(), provisional: z.boolean() }).nullable(),
    noClearDeparture: z.enum(['every-departure-meets-a-ban', 'calendar-ends']).nullable(),
    license: z.object({ name: z.string(), url: z.url(), attribution: z.string() }).loose(),
  })
  .loose();

/**
 * The route's answer in words: each leg with the entries met there, by day, one line per distinct entry (roads and
 * direction included, so two entries of one day never read the same), and the clear departure.
 */
const routeText = (answer: RouteAnswer, credit: string, lang: CalendarLanguage): string => {
  const { plan } = answer;
  const document = answer.document();
  const words = BAN_TOOL_TEXTS[lang];
  const lines = [words.route(plan.legs.map((leg) => leg.country).join(' → '), plan.departure, plan.arrival)];
  for (const leg of plan.legs) {
    lines.push(words.passage(leg.country, leg.enters, leg.leaves, leg.bans.length > 0));
    let day = '';
    for (const line of new Set(leg.bans.map((ban) => `${ban.date}\n${banLine(ban, lang)}`))) {
      const [date = '', text = ''] = line.split('\n');
      if (date !== day) lines.push(` ${date}:`);
      day = date;
      lines.push(text);
    }
    if (leg.uncovered !== null) lines.push(words.uncovered(leg.uncovered.from, leg.uncovered.to));
  }
  const { transito } = answer.document();
  if (transito !== undefined) lines.push(...timelineLines(journeyTimeline(transito, undefined, lang)));
  const clear = plan.clearDeparture;
  if (plan.noClearDeparture === 'calendar-ends') lines.push(words.noClearCalendarEnds(document.window.to));
  else if (clear === null) lines.push(words.noClear);
  else {
    lines.push(words.clear(clear.departure, clear.arrival));
    if (clear.provisional) lines.push(words.clearProvisional);
  }
  lines.push(...document.assumptions, `${words.data} ${credit}.`);
  return lines.join('\n');
};

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
const boundedCalendarAnswer = (document: CalendarDocument, credit: string, lang: CalendarLanguage): CallToolResult => {
  const { from, to } = document.filters;
  const days = daysFrom(from, to);
  const answerFor = (count: number): CallToolResult => {
    const shown = days.slice(0, count);
    const last = shown[shown.length - 1] as string;
    if (count === days.length) {
      return {
        content: [{ type: 'text', text: calendarText(document, shown, credit, lang) }],
        structuredContent: document,
      };
    }
    const bans = document.bans.filter((ban) => ban.date <= last);
    const next = addDays(last, 1);
    const left = document.bans.length - bans.length;
    const narrowing = BAN_TOOL_TEXTS[lang].narrowing(last, MAX_CALENDAR_ANSWER_BYTES / 1024, left, next, to);
    const structured = {
      ...document,
      filters: { ...document.filters, to: last },
      bans,
      count: bans.length,
      truncated: { requestedTo: to, nextFrom: next, entriesLeftOut: document.bans.length - bans.length, narrowing },
    };
    return {
      content: [{ type: 'text', text: `${narrowing}\n${calendarText(structured, shown, credit, lang)}` }],
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

/** What every tool of one request's server is registered with. */
interface ToolSetup {
  readonly server: McpServer;
  readonly deps: AgentServerDeps;
  readonly window: ReturnType<typeof windowAt>;
  /** The CC BY credit of the open data, as a reuser must give it. */
  readonly credit: string;
}

/** The price tool: the public estimate. */
const registerPriceTool = ({ server, deps }: ToolSetup): void => {
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
        const language = lang ?? DEFAULT_LANGUAGE;
        const { value } = await deps.operations.estimate({ ...deps.caller, language }, () => query);
        return { content: [{ type: 'text', text: resultText(value, language) }], structuredContent: value };
      } catch (error) {
        return refusal(error, lang ?? DEFAULT_LANGUAGE);
      }
    },
  );
};

/** The driving-ban tools: the calendar by country and dates, and a route with its clear departure. */
const registerBanTools = ({ server, deps, window, credit }: ToolSetup): void => {
  const calendarShape = trafficBansQueryShape(window, deps.countryCodes);
  const routeShape = routeArgumentsShape(window, deps.countryCodes);
  server.registerTool(
    trafficBansRoute.tool,
    {
      title: 'Truck driving bans',
      description: `Truck driving bans of European transit countries (${routeKey(trafficBansRoute)}) by country and dates. Without dates it covers the coming ${DEFAULT_CALENDAR_DAYS} days (give date, or from and to, for others); an answer stops at a whole day under about ${MAX_CALENDAR_ANSWER_BYTES / 1024} KB and says how to ask for the rest. Times are Central European Time; every entry names its official source. For a route (countries crossed in order and a departure), call ${routeBansRoute.tool}. Data ${credit}: credit it when you show it.`,
      inputSchema: toolInput(calendarShape, {
        expected: trafficBansExpected(window, deps.countryCodes),
        language: CALENDAR_DEFAULT_LANGUAGE,
      }),
      outputSchema: drivingBansOutput,
      annotations: { ...readOnly, title: 'Truck driving bans' },
    },
    async (query) => {
      try {
        const { value } = await deps.operations.calendar(deps.caller, () =>
          comingWeekUnlessDated(query, calendarFilters(query, window), window, deps.caller.now),
        );
        return boundedCalendarAnswer(value.document(), credit, query.lang);
      } catch (error) {
        return refusal(error, query.lang);
      }
    },
  );

  server.registerTool(
    routeBansRoute.tool,
    {
      title: 'Driving bans on a route',
      description: `Which truck driving bans a route meets and when it could leave without meeting any (${routeKey(routeBansRoute)}): give the origin and destination by postal code (origin "ES-08001", destination "IT-20121") and the departure (RFC 3339 with offset), and the journey's drive plan gives the countries and hours; or give the countries crossed in order and, better, the hours spent in each country (a rest placed in a country counts there). Answers each country's entry and exit times, the calendar entries met (night bans included, roads named), and the earliest departure within 7 days that meets no nationwide or transit ban. Data ${credit}: credit it when you show it.`,
      inputSchema: toolInput(routeShape, {
        expected: routeExpected(window, deps.countryCodes),
        language: CALENDAR_DEFAULT_LANGUAGE,
      }),
      outputSchema: routeOutput,
      annotations: { ...readOnly, title: 'Driving bans on a route' },
    },
    async (args) => {
      try {
        const { value } = await deps.operations.route(deps.caller, () => routeQuery(args));
        const document = value.document();
        return { content: [{ type: 'text', text: routeText(value, credit, args.lang) }], structuredContent: document };
      } catch (error) {
        return refusal(error, args.lang);
      }
    },
  );
};

/** The integration quote tools, for the bearer of a credential. */
const registerQuoteTools = ({ server, deps }: ToolSetup): void => {
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
        const replay = value.replayed ? `${PRICE_TOOL_TEXTS[context.language].replay}\n` : '';
        return {
          content: [{ type: 'text', text: `${replay}${resultText(value.result, context.language)}` }],
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
        // The quote's texts keep the language it was created in, and so does the text around them.
        const created = LANGUAGES.find((language) => language === value.language) ?? DEFAULT_LANGUAGE;
        return {
          content: [{ type: 'text', text: resultText(value.result, created) }],
          structuredContent: value.result,
        };
      } catch (error) {
        return refusal(error, lang ?? DEFAULT_LANGUAGE);
      }
    },
  );
};

/** The resources: the OpenAPI document and the open data's licence. */
const registerResources = ({ server, deps }: ToolSetup): void => {
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
};

/** The MCP server of one request: five tools over the operations and two resources. */
export const agentServer = (deps: AgentServerDeps): McpServer => {
  const server = new McpServer(SERVER_INFO, {
    maxToolInputElements: MAX_ARGUMENT_ELEMENTS,
    instructions:
      'Indicative road-freight prices (LTL groupage from Spain) and truck driving bans in Europe. Show every assumption next to an amount; a manual review or a refusal is not a price; wait for the seconds a refusal states; do not enumerate tariffs by repeated calls. Nothing here books transport.',
  });
  const setup: ToolSetup = {
    server,
    deps,
    window: windowAt(deps.caller.now),
    credit: `${deps.license.attribution} (${deps.license.name}, ${deps.license.url})`,
  };
  registerPriceTool(setup);
  registerBanTools(setup);
  registerQuoteTools(setup);
  registerPalletsTool(server);
  registerResources(setup);
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
