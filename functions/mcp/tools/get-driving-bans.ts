import type { CallToolResult } from '@modelcontextprotocol/server';
import { routeBansRoute, trafficBansRoute } from '#shared/operations/traffic-bans/traffic-bans.route.ts';
import {
  CALENDAR_DEFAULT_LANGUAGE,
  calendarFilters,
  trafficBansExpected,
  trafficBansQueryShape,
} from '#shared/operations/traffic-bans/traffic-bans.schema.ts';
import { accepted, toolInput } from '../accepted-forms.ts';
import {
  boundedCalendarAnswer,
  comingWeekUnlessDated,
  DEFAULT_CALENDAR_DAYS,
  MAX_CALENDAR_ANSWER_BYTES,
} from '../answer-bounds.ts';
import { calendarOutput } from './tool-outputs.ts';
import { readOnly, refusal, type ToolSetup } from './tool-setup.ts';

/** The driving-ban calendar by country and dates. */
export const registerGetDrivingBans = ({ server, deps, window, credit }: ToolSetup): void => {
  server.registerTool(
    trafficBansRoute.tool,
    {
      title: 'Truck driving bans',
      description: `Truck driving bans of European countries by country and dates. Without dates: the coming ${DEFAULT_CALENDAR_DAYS} days; an answer stops at a whole day under about ${MAX_CALENDAR_ANSWER_BYTES / 1024} KB and says how to ask for the rest. Times in Central European Time; each entry names its official source. For a route, call ${routeBansRoute.tool}. Open data: show the credit each answer gives with it.`,
      inputSchema: toolInput(trafficBansQueryShape(window, deps.countryCodes), {
        expected: trafficBansExpected(window, deps.countryCodes),
        language: CALENDAR_DEFAULT_LANGUAGE,
      }),
      outputSchema: calendarOutput,
      annotations: readOnly,
    },
    accepted(async (query) => {
      try {
        const { value } = await deps.operations.calendar(deps.caller, () =>
          comingWeekUnlessDated(query, calendarFilters(query, window), window, deps.caller.now),
        );
        // Rendered once per filters, in the calendar's own cache; `_meta.etag` is the REST answer's ETag.
        const { body, etag } = value.rendered('mcp', (document) =>
          JSON.stringify(boundedCalendarAnswer(document, credit(query.lang), query.lang)),
        );
        return { ...(JSON.parse(body) as CallToolResult), _meta: { etag } };
      } catch (error) {
        return refusal(error, query.lang);
      }
    }),
  );
};
