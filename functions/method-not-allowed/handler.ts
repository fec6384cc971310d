import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config } from '#shared/config.ts';
import { apiHandler } from '#shared/http/api-handler.ts';
import { MethodNotAllowedError, RouteNotFoundError } from '#shared/http/http-errors.ts';
import { apiPathMethods } from '#shared/routes/registry.ts';

const settings = config();

/**
 * The routes of the API's paths for the methods they do not take (`wrongMethodRoutes` in infra/aws/operations.ts):
 * 405 in the caller's language, its Allow field the methods the path takes. The path is the route's own, from the
 * route key (`DELETE /api/agentes/v1/cotizaciones/{id}`), so a path parameter's value never matters.
 */
export const handler = apiHandler<APIGatewayProxyEventV2>({ config: settings }).handler(async (event) => {
  const { method } = event.requestContext.http;
  const allow = apiPathMethods.get(event.routeKey.slice(event.routeKey.indexOf(' ') + 1));
  if (allow === undefined) throw new RouteNotFoundError(`No route for ${method} ${event.rawPath}.`);
  throw new MethodNotAllowedError(method, allow);
});
