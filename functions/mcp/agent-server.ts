import { type CallToolResult, McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { quoteRequestShape } from '#functions/create-quote/quote-request.schema.ts';
import { estimateQueryShape } from '#functions/estimate/estimate.schema.ts';
import { quoteIdSchema } from '#functions/get-quote/get-quote.ts';
import { windowAt } from '#functions/traffic-bans/calendar-responses.ts';
import { trafficBansQueryShape } from '#functions/traffic-bans/traffic-bans.schema.ts';
import { LANGUAGES } from '#shared/domain/pricing/texts.ts';
import { resultSchema } from '#shared/domain/quote/result.schema.ts';
import { type BanEntry, banEntrySchema, countryEntrySchema } from '#shared/domain/traffic-bans/calendar.schema.ts';
import { bansOnRoute, routeDays } from '#shared/domain/traffic-bans/route-bans.ts';
import { toolInput } from './accepted-forms.ts';
import type { OperationAnswer, OperationRequest } from './operation-call.ts';
import { resultText } from './result-text.ts';

export type OperationName = 'estimate' | 'createQuote' | 'getQuote' | 'trafficBans';

export interface AgentServerDeps {
  /** Calls a REST operation in process, as the MCP caller. */
  readonly call: (operation: OperationName, request: OperationRequest) => Promise<OperationAnswer>;
  readonly now: Date;
  readonly countryCodes: readonly string[];
  readonly openApiDocument: unknown;
  readonly license: { readonly name: string; readonly url: string; readonly attribution: string };
  readonly siteBaseUrl: string;
}

export const SERVER_INFO = { name: 'freight-estimate', version: '1.0.0' } as const;

/** Same hours a truck is assumed to spend in each country when the route does not say. */
export const DEFAULT_HOURS_IN_COUNTRY = 24;

const ESTIMATES = '/api/agentes/v1/estimaciones';
const QUOTES = '/api/agentes/v1/cotizaciones';
const BANS = '/api/geo/traffic-bans';

/** REST parameter and field names, and the one header, as the tools' argument names. */
const argumentName = (problem: Record<string, unknown>): string | undefined => {
  if (problem.header === 'Idempotency-Key' || problem.parameter === 'Idempotency-Key') return 'idempotencyKey';
  if (typeof problem.field === 'string') return problem.field.replace(/^\//, '').replaceAll('/', '.');
  return typeof problem.parameter === 'string' ? problem.parameter : undefined;
};

/**
 * A REST problem as a tool error: the same detail, the argument at fault with its accepted form, and for 429 and 503
 * the seconds to wait, from the same Retry-After. The server never retries for the agent.
 */
export const problemResult = (
  answer: OperationAnswer,
  rename: (name: string) => string = (name) => name,
): CallToolResult => {
  const problem = (answer.body ?? {}) as Record<string, unknown>;
  const lines = [`${String(problem.title ?? 'Refused')} (HTTP ${answer.status}): ${String(problem.detail ?? '')}`];
  const issues = Array.isArray(problem.errors) ? (problem.errors as Record<string, unknown>[]) : [problem];
  for (const issue of issues) {
    const name = argumentName(issue);
    if (name !== undefined) lines.push(`Argument "${rename(name)}": accepted form: ${String(issue.expected ?? '')}.`);
  }
  const retryAfter = answer.headers['Retry-After'] ?? answer.headers['retry-after'];
  if (retryAfter !== undefined) {
    lines.push(`Wait ${retryAfter} seconds before calling again (Retry-After); the server does not retry for you.`);
  }
  return { isError: true, content: [{ type: 'text', text: lines.join('\n') }] };
};

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

/** The MCP server of one request: four tools over the REST operations and two resources. */
export const agentServer = (deps: AgentServerDeps): McpServer => {
  const server = new McpServer(SERVER_INFO, {
    maxToolInputElements: MAX_ARGUMENT_ELEMENTS,
    instructions:
      'Indicative road-freight prices (LTL groupage from Spain) and truck driving bans in Europe. Show every assumption next to an amount; a manual review or a refusal is not a price; wait for the seconds a refusal states; do not enumerate tariffs by repeated calls. Nothing here books transport.',
  });
  const window = windowAt(deps.now);
  const calendarShape = trafficBansQueryShape(window, deps.countryCodes);
  const credit = `${deps.license.attribution} (${deps.license.name}, ${deps.license.url})`;

  server.registerTool(
    'estimate_freight_price',
    {
      title: 'Indicative freight price',
      description:
        'Indicative price in EUR (VAT excluded, fuel surcharge included) for palletised general cargo from Spain, the public estimate of GET /api/agentes/v1/estimaciones. Give origen=Barcelona or cpOrigen, destino=Milan or cpDestino with paisDestino, and metros (loading metres). Show the assumptions (supuestos) with the amount. A lane outside the tariff is manual review, without a price. Counts against the same per-IP quota as the REST call.',
      inputSchema: toolInput(estimateShape),
      outputSchema: resultSchema,
      annotations: { ...readOnly, title: 'Indicative freight price' },
    },
    async (args: Record<string, unknown>) => {
      const { lang, ...query } = args;
      const answer = await deps.call('estimate', {
        method: 'GET',
        route: ESTIMATES,
        path: ESTIMATES,
        query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
        headers: { 'accept-language': String(lang ?? 'es') },
      });
      if (answer.status !== 200) return problemResult(answer);
      const result = answer.body as z.infer<typeof resultSchema>;
      return { content: [{ type: 'text', text: resultText(result) }], structuredContent: result };
    },
  );

  server.registerTool(
    'get_driving_bans',
    {
      title: 'Truck driving bans',
      description: `Truck driving bans of European transit countries (GET /api/geo/traffic-bans): by country and dates, or for a route (countries crossed in order and a departure), answering which bans it meets on which days. Times are Central European Time; every entry names its official source. Data ${credit}: credit it when you show it.`,
      inputSchema: toolInput({ ...calendarShape, route: routeShape }),
      outputSchema: drivingBansOutput,
      annotations: { ...readOnly, title: 'Truck driving bans' },
    },
    async (args: Record<string, unknown>) => {
      const { route, ...query } = args as { route?: z.infer<NonNullable<typeof routeShape>> } & Record<string, string>;
      if (route === undefined) {
        const answer = await deps.call('trafficBans', {
          method: 'GET',
          route: BANS,
          path: BANS,
          query,
          headers: { 'accept-encoding': 'identity' },
        });
        if (answer.status !== 200) return problemResult(answer);
        const body = answer.body as { bans: BanEntry[]; license: unknown };
        const lines = [
          `${body.bans.length} ban entries. Data ${credit}.`,
          ...body.bans.slice(0, 50).map((ban) => `${ban.country} ${ban.date}:${banLine(ban).slice(3)}`),
        ];
        if (body.bans.length > 50) lines.push(`… ${body.bans.length - 50} more in the structured result.`);
        return {
          content: [{ type: 'text', text: lines.join('\n') }],
          structuredContent: body as Record<string, unknown>,
        };
      }
      const clash = ['date', 'from', 'to', 'country'].find((name) => query[name] !== undefined);
      if (clash !== undefined) {
        return problemResult({
          status: 400,
          headers: {},
          body: {
            title: 'Invalid arguments',
            detail: `"${clash}" cannot be combined with "route": the route's departure decides the dates and its countries the countries.`,
            parameter: clash,
            expected: 'either route, or country and dates',
          },
        });
      }
      const hours = route.hoursInCountry ?? route.countries.map(() => DEFAULT_HOURS_IN_COUNTRY);
      if (hours.length !== route.countries.length) {
        return problemResult({
          status: 400,
          headers: {},
          body: {
            title: 'Invalid arguments',
            detail: `route.hoursInCountry has ${hours.length} numbers for ${route.countries.length} countries.`,
            parameter: 'route.hoursInCountry',
            expected: 'one number of hours per country of route.countries, in the same order',
          },
        });
      }
      const plan = {
        departure: new Date(route.departure),
        legs: route.countries.map((country, index) => ({ country: country.toUpperCase(), hours: hours[index] ?? 0 })),
      };
      const days = routeDays(plan);
      const from = days.from < window.from ? window.from : days.from;
      const to = days.to > window.to ? window.to : days.to;
      if (from > window.to || to < window.from) {
        return problemResult({
          status: 400,
          headers: {},
          body: {
            title: 'Invalid arguments',
            detail: `The route runs outside the calendar's window ${window.from} to ${window.to}.`,
            parameter: 'route.departure',
            expected: `a departure from ${window.from} to ${window.to}`,
          },
        });
      }
      const answer = await deps.call('trafficBans', {
        method: 'GET',
        route: BANS,
        path: BANS,
        query: { ...query, country: [...new Set(plan.legs.map((leg) => leg.country))].join(','), from, to },
        headers: { 'accept-encoding': 'identity' },
      });
      if (answer.status !== 200)
        return problemResult(answer, (name) => (name === 'country' ? 'route.countries' : name));
      const body = answer.body as { bans: BanEntry[]; countries: unknown[]; license: unknown };
      const assumptions = [
        route.hoursInCountry
          ? 'Hours in each country as given.'
          : `Each country is assumed to take ${DEFAULT_HOURS_IN_COUNTRY} hours, in order: give hoursInCountry for a closer answer.`,
        'A ban is met when its window overlaps the time in its country; exemptions (for example perishable goods) are in each country summary.',
      ];
      const onRoute = { ...bansOnRoute(plan, body.bans), assumptions };
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
        structuredContent: { route: onRoute, countries: body.countries, license: body.license },
      };
    },
  );

  server.registerTool(
    'create_quote',
    {
      title: 'Create an integration quote',
      description:
        'Creates a stored quote (POST /api/agentes/v1/cotizaciones) for an integration: the MCP request must carry Authorization: Bearer fest_... of the integration. Give a new idempotencyKey per distinct quote and reuse it when retrying the same one: a retry then returns the same result. Counts against the credential quota. Books no transport.',
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
    async (args: Record<string, unknown>) => {
      const { idempotencyKey, lang, ...body } = args;
      const answer = await deps.call('createQuote', {
        method: 'POST',
        route: QUOTES,
        path: QUOTES,
        headers: {
          'content-type': 'application/json',
          'idempotency-key': String(idempotencyKey),
          'accept-language': String(lang ?? 'es'),
        },
        body: JSON.stringify(body),
      });
      if (answer.status !== 200 && answer.status !== 201) return problemResult(answer);
      const result = answer.body as z.infer<typeof resultSchema>;
      const replay =
        answer.headers['Idempotent-Replay'] === 'true'
          ? 'Replay of the quote created earlier with this idempotencyKey.\n'
          : '';
      return { content: [{ type: 'text', text: `${replay}${resultText(result)}` }], structuredContent: result };
    },
  );

  server.registerTool(
    'get_quote',
    {
      title: 'Retrieve an integration quote',
      description:
        'Retrieves a quote created by the same credential (GET /api/agentes/v1/cotizaciones/{id}); the MCP request must carry its Authorization: Bearer fest_.... An expired quote is refused, never served as a current price.',
      inputSchema: toolInput({ id: quoteIdSchema.describe('the id of a result returned by create_quote (a UUID)') }),
      outputSchema: resultSchema,
      annotations: { ...readOnly, title: 'Retrieve an integration quote' },
    },
    async (args: Record<string, unknown>) => {
      const id = String(args.id);
      const answer = await deps.call('getQuote', {
        method: 'GET',
        route: `${QUOTES}/{id}`,
        path: `${QUOTES}/${encodeURIComponent(id)}`,
        pathParameters: { id },
      });
      if (answer.status !== 200) return problemResult(answer);
      const result = answer.body as z.infer<typeof resultSchema>;
      return { content: [{ type: 'text', text: resultText(result) }], structuredContent: result };
    },
  );

  const openApiUrl = new URL('/api/openapi.json', deps.siteBaseUrl).href;
  server.registerResource(
    'openapi',
    openApiUrl,
    { title: 'OpenAPI document', description: 'The REST contract (OpenAPI 3.1)', mimeType: 'application/json' },
    async (uri) => ({
      contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(deps.openApiDocument) }],
    }),
  );
  const licenseUrl = new URL('/llms.txt#data-licence', deps.siteBaseUrl).href;
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
    `The driving-ban calendar (GET /api/geo/traffic-bans, its iCalendar feed and the get_driving_bans tool) and the page catalogue are published under the Creative Commons Attribution 4.0 International licence: ${license.url}`,
    '',
    'You may copy, redistribute and adapt them for any purpose, commercial included, provided you give appropriate credit, link to the licence and indicate whether you made changes.',
    '',
    `Credit: ${license.attribution}.`,
    '',
    'Prices (estimates and quotes) are not open data: they are indicative answers for one shipment, valid 15 minutes.',
  ].join('\n');
