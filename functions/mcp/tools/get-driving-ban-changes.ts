import { changesExpected, changesQuery, changesQueryShape } from '#shared/operations/traffic-bans/changes.schema.ts';
import { trafficBanChangesRoute, trafficBansRoute } from '#shared/operations/traffic-bans/traffic-bans.route.ts';
import { CALENDAR_DEFAULT_LANGUAGE } from '#shared/operations/traffic-bans/traffic-bans.schema.ts';
import { accepted, toolInput } from '../accepted-forms.ts';
import { boundedChangesAnswer } from '../answer-bounds.ts';
import { changesOutput } from './tool-outputs.ts';
import { readOnly, refusal, type ToolSetup } from './tool-setup.ts';

/** The change log of the driving-ban data, by country and from a day. */
export const registerGetDrivingBanChanges = ({ server, deps, credit }: ToolSetup): void => {
  server.registerTool(
    trafficBanChangesRoute.tool,
    {
      title: 'Changes to the driving-ban data',
      description: `What changed in the driving-ban data (rules and days), newest first, each with its days and the authority's texts; check it before relying on an earlier ${trafficBansRoute.tool} answer. Open data: show the credit it gives.`,
      inputSchema: toolInput(changesQueryShape(deps.countryCodes), {
        expected: changesExpected(deps.countryCodes),
        language: CALENDAR_DEFAULT_LANGUAGE,
      }),
      outputSchema: changesOutput,
      annotations: readOnly,
    },
    accepted(async (args) => {
      try {
        const { value } = await deps.operations.changes(deps.caller, () => changesQuery(args));
        return boundedChangesAnswer(value.document, credit(args.lang), args.lang);
      } catch (error) {
        return refusal(error, args.lang);
      }
    }),
  );
};
