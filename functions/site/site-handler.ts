import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { openApiDocument } from '#data/openapi/index.ts';
import { pages } from '#data/pages/index.ts';
import { TRAFFIC_BAN_COUNTRIES, trafficBanRuleSource } from '#data/traffic-bans/index.ts';
import { systemClock } from '#shared/domain/clock.ts';
import { apiHandler } from '#shared/http/api-handler.ts';
import { RouteNotFoundError } from '#shared/http/http-errors.ts';
import { PROBLEM_CODES } from '#shared/http/problem.ts';
import { logger } from '#shared/observability/logger.ts';
import { type Composition, quotaStore } from '#shared/operations/composition.ts';
import { wireEstimate } from '#shared/operations/estimate/estimate.operation.ts';
import { openDataAdmission } from '#shared/operations/open-data-quota.ts';
import { calendarOperations } from '#shared/operations/traffic-bans/traffic-bans.operation.ts';
import { siteEstimate } from './estimate-port.ts';
import { siteRoute } from './route-port.ts';
import { createSite } from './site.tsx';

/** API paths nobody serves keep the API's 404 problem; everything else is the site's. */
const isApiPath = (path: string) => /^\/(?:api|mcp)(?:\/|$)/.test(path);

/** GET / and every other path no API route takes: the site's pages, in HTML. */
export const siteHandler = ({ settings, client, clock = systemClock }: Composition) => {
  const rateLimits = quotaStore({ settings, client });

  const site = createSite({
    pages,
    rules: trafficBanRuleSource,
    openApi: openApiDocument,
    settings,
    problemCodes: PROBLEM_CODES,
    // The API's estimate operation, with its quota: one limit per client across the faces.
    estimate: siteEstimate(wireEstimate(settings, client, clock)),
    // The API's route operation, with its open-data quota.
    route: siteRoute(calendarOperations({ settings, rateLimits }).route, TRAFFIC_BAN_COUNTRIES),
    // Every page counts as open data does: a query string the cache does not key on cannot reach this function unmetered.
    openData: openDataAdmission(rateLimits, settings),
  });

  return apiHandler<APIGatewayProxyEventV2>({ config: settings }).handler(async (event, context) => {
    if (isApiPath(event.rawPath)) throw new RouteNotFoundError(`No route for GET ${event.rawPath}.`);
    try {
      return await site.handle({
        path: event.rawPath,
        query: event.queryStringParameters ?? {},
        rawQueryString: event.rawQueryString,
        now: clock(),
        clientIp: context.clientIp,
      });
    } catch (error) {
      // A page that cannot be made still answers in HTML; the log has the cause under the request id.
      logger.error('page failed', { error, requestId: context.requestId });
      return site.failure(event.rawPath, clock(), context.requestId);
    }
  });
};
