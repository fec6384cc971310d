import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { TRAFFIC_BAN_COUNTRIES } from '#data/traffic-bans/index.ts';
import { systemClock } from '#shared/domain/clock.ts';
import { buildIcs } from '#shared/domain/traffic-bans-ics/ics.ts';
import { apiHandler } from '#shared/http/api-handler.ts';
import { openDataResponses, openDataResult } from '#shared/http/open-data.ts';
import { answered, restContext } from '#shared/http/operation-face.ts';
import { type OpenDataComposition, quotaStore } from '#shared/operations/composition.ts';
import { windowAt } from '#shared/operations/traffic-bans/calendar-responses.ts';
import { changesOperations } from '#shared/operations/traffic-bans/changes.operation.ts';
import { changesQueryParser } from '#shared/operations/traffic-bans/changes.schema.ts';
import { routeQueryParser } from '#shared/operations/traffic-bans/route-bans.schema.ts';
import { calendarOperations } from '#shared/operations/traffic-bans/traffic-bans.operation.ts';
import {
  routeBansRoute,
  trafficBanChangesFeedRoute,
  trafficBanChangesRoute,
  trafficBansFeedRoute,
} from '#shared/operations/traffic-bans/traffic-bans.route.ts';
import { calendarLanguage, calendarQueryParser } from '#shared/operations/traffic-bans/traffic-bans.schema.ts';

/**
 * getTrafficBans (JSON), getTrafficBansIcs (iCalendar), getTrafficBansRoute and the change log (JSON and Atom),
 * `trafficBansRoute`, `trafficBansFeedRoute`, `routeBansRoute`, `trafficBanChangesRoute` and
 * `trafficBanChangesFeedRoute`: the calendar operations over the query string. Calendars are generated lazily, per
 * language and year window, and kept while the container is warm.
 */
export const trafficBansHandler = ({ rateLimits: given, ...composition }: OpenDataComposition) => {
  const { settings: current, clock = systemClock } = composition;
  const rateLimits = given ?? quotaStore(composition);
  const parseFilters = calendarQueryParser(TRAFFIC_BAN_COUNTRIES);
  const parseRoute = routeQueryParser(TRAFFIC_BAN_COUNTRIES);
  const parseChanges = changesQueryParser(TRAFFIC_BAN_COUNTRIES);
  const { calendar, feed, route } = calendarOperations({ settings: current, rateLimits, feedWriter: buildIcs });
  const changes = changesOperations({ settings: current, rateLimits });
  return apiHandler<APIGatewayProxyEventV2>({
    config: current,
    cors: true,
    language: (event) => calendarLanguage(event.queryStringParameters?.lang),
  })
    .use(openDataResponses())
    .handler(async (event, context) => {
      const operation = restContext(event, context, clock());
      const changesQuery = () => parseChanges(event.queryStringParameters, event.rawQueryString);
      if (event.rawPath.endsWith(trafficBanChangesFeedRoute.path)) {
        return openDataResult(answered(context, await changes.atom(operation, changesQuery)));
      }
      if (event.rawPath.endsWith(trafficBanChangesRoute.path)) {
        return openDataResult(answered(context, await changes.json(operation, changesQuery)).body());
      }
      if (event.rawPath.endsWith(routeBansRoute.path)) {
        const query = () =>
          parseRoute.parse(windowAt(operation.now), event.queryStringParameters, event.rawQueryString);
        return openDataResult(answered(context, await route(operation, query)).body());
      }
      const filters = () => parseFilters(windowAt(operation.now), event.queryStringParameters, event.rawQueryString);
      const body = event.rawPath.endsWith(trafficBansFeedRoute.path)
        ? answered(context, await feed(operation, filters))
        : answered(context, await calendar(operation, filters)).body();
      return openDataResult(body);
    });
};
