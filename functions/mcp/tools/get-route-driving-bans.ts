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
const routeListed = (window: { readonly from: string; readonly to: string }) => ({
  countries: z
    .array(z.string())
    .min(1)
    .max(MAX_ROUTE_COUNTRIES)
    .optional()
    .describe(
      `1 to ${MAX_ROUTE_COUNTRIES} country codes in travel order, those get_driving_bans covers; or origin and destination`,
    ),
  hours: z
    .array(z.number())
    .optional()
    .describe(
      `hours per country, same order, over 0, at most ${MAX_HOURS_PER_COUNTRY} (default ${DEFAULT_HOURS_PER_COUNTRY})`,
    ),
  departure: z
    .string()
    .optional()
    .describe(`RFC 3339 with offset (2026-07-03T18:00:00+02:00), ${window.from} to ${window.to}; or arriveBy`),
  arriveBy: z
    .string()
    .optional()
    .describe('with origin and destination: latest arrival wanted (as departure); latestDeparture meets it'),
});

/** The bans a route meets and its clear departure. */
export const registerGetRouteDrivingBans = ({ server, deps, window, credit }: ToolSetup): void => {
  server.registerTool(
    routeBansRoute.tool,
    {
      title: 'Driving bans on a route',
      description: `Truck driving bans on a route, its earliest clear departure and, by origin and destination, its latest departure arriving as early or by arriveBy. Give departure or arriveBy with origin and destination ("ES-08001", "IT-20121"), or countries in order with hours. Show the credit.`,
      inputSchema: toolInput(routeArgumentsShape(window, deps.countryCodes), {
        expected: routeExpected(window, deps.countryCodes),
        language: CALENDAR_DEFAULT_LANGUAGE,
        listed: routeListed(window),
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
          return { text: routeText(answer, credit(args.lang), args.lang), structured: { ...document, bans } };
        });
      } catch (error) {
        return refusal(error, args.lang);
      }
    }),
  );
};
