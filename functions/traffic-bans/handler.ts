import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { trafficBanRules } from '#data/traffic-bans/index.ts';
import { type Config, config, requireTable } from '#shared/config.ts';
import { type Clock, systemClock } from '#shared/domain/clock.ts';
import { apiHandler } from '#shared/http/api-handler.ts';
import { openDataLicense, openDataQuota, openDataResponses, openDataResult } from '#shared/http/open-data.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { dynamoRateLimitStore, type RateLimitStore } from '#shared/store/rate-limit-store.ts';
import { calendarResponses, windowAt } from './calendar-responses.ts';
import { calendarQueryParser } from './traffic-bans.schema.ts';

/** The JSON calendar and the iCalendar feed share the filters but count as two endpoints for the quota. */
const endpointOf = (event: APIGatewayProxyEventV2) =>
  event.rawPath.endsWith('.ics') ? 'traffic-bans-ics' : 'traffic-bans';

/**
 * GET /api/geo/traffic-bans (JSON) and GET /api/geo/traffic-bans.ics (iCalendar): the driving-ban calendar for the
 * current and the next year, the year read from the clock at request time so it rolls over without a deploy.
 * Calendars are generated lazily, per language and year window, and kept while the container is warm.
 */
export const createTrafficBansHandler = (
  current: Config,
  rateLimits: Pick<RateLimitStore, 'hitRolling'>,
  clock: Clock = systemClock,
) => {
  const parseFilters = calendarQueryParser(trafficBanRules.map((country) => country.code).sort());
  const responses = calendarResponses({
    rules: trafficBanRules,
    siteBaseUrl: current.SITE_BASE_URL,
    license: openDataLicense(current),
  });
  return apiHandler<APIGatewayProxyEventV2>({
    config: current,
    cors: true,
    clock,
    quota: openDataQuota(rateLimits, current, endpointOf),
  })
    .use(openDataResponses())
    .handler(async (event) => {
      const now = clock();
      const window = windowAt(now);
      const filters = parseFilters(window, event.queryStringParameters);
      const render = endpointOf(event) === 'traffic-bans-ics' ? responses.ics : responses.json;
      return openDataResult(render(window, filters, now));
    });
};

const current = config();
export const handler = createTrafficBansHandler(
  current,
  dynamoRateLimitStore(createDocumentClient(current), requireTable('RATE_LIMIT_TABLE_NAME', current)),
);
