import * as z from 'zod';
import {
  CALENDAR_DEFAULT_LANGUAGE,
  calendarFilters,
  trafficBansExpected,
  trafficBansQueryShape,
} from '#functions/traffic-bans/traffic-bans.schema.ts';
import { banEntrySchema, countryEntrySchema } from '#shared/domain/traffic-bans/calendar.schema.ts';
import { routeBansRoute, routeKey, trafficBansRoute } from '#shared/routes/registry.ts';
import { toolInput } from '../accepted-forms.ts';
import {
  boundedCalendarAnswer,
  comingWeekUnlessDated,
  DEFAULT_CALENDAR_DAYS,
  MAX_CALENDAR_ANSWER_BYTES,
} from '../answer-bounds.ts';
import { licenseOutput, readOnly, refusal, type ToolSetup } from './tool-setup.ts';

const drivingBansOutput = z
  .object({
    bans: z.array(banEntrySchema).optional(),
    countries: z.array(countryEntrySchema).optional(),
    license: licenseOutput,
  })
  .loose();

/** The driving-ban calendar by country and dates. */
export const registerGetDrivingBans = ({ server, deps, window, credit }: ToolSetup): void => {
  server.registerTool(
    trafficBansRoute.tool,
    {
      title: 'Truck driving bans',
      description: `Truck driving bans of European transit countries (${routeKey(trafficBansRoute)}) by country and dates. Without dates it covers the coming ${DEFAULT_CALENDAR_DAYS} days (give date, or from and to, for others); an answer stops at a whole day under about ${MAX_CALENDAR_ANSWER_BYTES / 1024} KB and says how to ask for the rest. Times are Central European Time; every entry names its official source. For a route (countries crossed in order and a departure), call ${routeBansRoute.tool}. Data ${credit}: credit it when you show it.`,
      inputSchema: toolInput(trafficBansQueryShape(window, deps.countryCodes), {
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
};
