import * as z from 'zod';
import {
  DEFAULT_HOURS_PER_COUNTRY,
  MAX_HOURS_PER_COUNTRY,
  MAX_ROUTE_COUNTRIES,
} from '#shared/domain/traffic-bans/route-bans.ts';
import { routeArgumentsShape, routeExpected, routeQuery } from '#shared/operations/traffic-bans/route-bans.schema.ts';
import { routeBansRoute } from '#shared/operations/traffic-bans/traffic-bans.route.ts';
import { CALENDAR_DEFAULT_LANGUAGE } from '#shared/operations/traffic-bans/traffic-bans.schema.ts';
import { accepted, toolInput } from '../accepted-forms.ts';
import { boundedRouteAnswer } from '../answer-bounds.ts';
import { blocksDeparture, routeText } from '../answer-text.ts';
import { routeOutput } from './tool-outputs.ts';
import { readOnly, refusal, type ToolSetup } from './tool-setup.ts';

/**
 * The lists listed as JSON arrays, one type each (their REST comma lists are accepted too), and the departure as an
 * MCP caller writes it: a JSON string, with nothing to encode.
 */
const routeListed = (window: { readonly from: string; readonly to: string }, countryCodes: readonly string[]) => ({
  countries: z
    .array(z.string())
    .min(1)
    .max(MAX_ROUTE_COUNTRIES)
    .optional()
    .describe(
      `country codes in travel order, 1 to ${MAX_ROUTE_COUNTRIES}, any of: ${countryCodes.join(', ')}; or origin and destination instead`,
    ),
  hours: z
    .array(z.number())
    .optional()
    .describe(
      `hours spent in each country, one number per country in the same order, each over 0 and at most ${MAX_HOURS_PER_COUNTRY} (default ${DEFAULT_HOURS_PER_COUNTRY} each)`,
    ),
  departure: z
    .string()
    .describe(
      `departure instant in RFC 3339 with its UTC offset (e.g. 2026-07-03T18:00:00+02:00), from ${window.from} to ${window.to} in Central European Time`,
    ),
});

/** The bans a route meets and its clear departure. */
export const registerGetRouteDrivingBans = ({ server, deps, window, credit }: ToolSetup): void => {
  server.registerTool(
    routeBansRoute.tool,
    {
      title: 'Driving bans on a route',
      description: `The truck driving bans a route meets and its earliest clear departure. Give departure and either origin and destination ("ES-08001", "IT-20121": the journey gives countries and hours) or countries in travel order with hours in each. Each entry met says whether it blocks the departure (nationwide, transit, night) or not (roads, regional). Open data: show the credit each answer gives with it.`,
      inputSchema: toolInput(routeArgumentsShape(window, deps.countryCodes), {
        expected: routeExpected(window, deps.countryCodes),
        language: CALENDAR_DEFAULT_LANGUAGE,
        listed: routeListed(window, deps.countryCodes),
      }),
      outputSchema: routeOutput,
      annotations: readOnly,
    },
    accepted(async (args) => {
      try {
        const { value } = await deps.operations.route(deps.caller, () => routeQuery(args));
        return boundedRouteAnswer(value, args.lang, (answer) => {
          const document = answer.document();
          // The REST document, each entry marked as blocking the departure or not.
          const bans = document.bans.map((ban) => ({ ...ban, blocksDeparture: blocksDeparture(ban) }));
          return { text: routeText(answer, credit, args.lang), structured: { ...document, bans } };
        });
      } catch (error) {
        return refusal(error, args.lang);
      }
    }),
  );
};
