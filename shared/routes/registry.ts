import { createQuoteRoute } from '#shared/operations/create-quote/create-quote.route.ts';
import { estimateRoute } from '#shared/operations/estimate/estimate.route.ts';
import { getQuoteRoute } from '#shared/operations/get-quote/get-quote.route.ts';
import {
  catalogueRoute,
  llmsTxtRoute,
  openApiRoute,
  sitemapRoute,
} from '#shared/operations/metadata/metadata.route.ts';
import {
  routeBansRoute,
  trafficBanChangesFeedRoute,
  trafficBanChangesRoute,
  trafficBansFeedRoute,
  trafficBansRoute,
} from '#shared/operations/traffic-bans/traffic-bans.route.ts';
import { mcpRoute, mcpStreamRoute, siteRoutes } from '#shared/routes/face-routes.ts';
import { preflighted, type RouteDeclaration } from '#shared/routes/route-declaration.ts';

/**
 * Every public route of the service, listed once from the route modules that declare them
 * (`shared/operations/<name>/<name>.route.ts`, the faces' own in `shared/routes/face-routes.ts`). The CDK routes and
 * the local server (`infra/aws/operations.ts`, by each route's `servedBy`), the OpenAPI paths
 * (`infra/openapi/openapi-document.ts`, with each route's contract), the MCP tool descriptions, llms.txt and the
 * site's developer examples derive from these lists; no other file spells a public path.
 * `test/unit/routes/route-modules.test.ts` reads the route modules from disk and checks each face against them.
 */

/** The public routes a developer document lists, in the order they are documented. */
export const documentedRoutes: readonly RouteDeclaration[] = [
  estimateRoute,
  createQuoteRoute,
  getQuoteRoute,
  trafficBansRoute,
  trafficBansFeedRoute,
  routeBansRoute,
  trafficBanChangesRoute,
  trafficBanChangesFeedRoute,
  catalogueRoute,
  sitemapRoute,
  openApiRoute,
  llmsTxtRoute,
  mcpRoute,
];

/** Every route a function serves or refuses: the documented ones, the MCP stream (405) and the site's pages. */
export const servedRoutes: readonly RouteDeclaration[] = [...documentedRoutes, mcpStreamRoute, ...siteRoutes];

/** The paths of one group of the developer documentation. */
export const pathsOf = (group: RouteDeclaration['group']): string[] =>
  documentedRoutes.filter((declaration) => declaration.group === group).map((declaration) => declaration.path);

/**
 * The API's paths, each with the methods it takes, as its Allow field lists them: the methods of its routes (HEAD
 * wherever GET is), and OPTIONS where it answers the preflight. Any other method on one of these paths is answered
 * 405 with this list; the site's paths are not among them (the distribution takes GET and HEAD there and refuses
 * the rest itself).
 */
export const apiPathMethods: ReadonlyMap<string, readonly string[]> = new Map(
  [...new Set(documentedRoutes.map((declaration) => declaration.path))].map((path) => {
    const served = documentedRoutes.filter((declaration) => declaration.path === path && declaration.served !== false);
    const takes = (method: string) => served.some((declaration) => declaration.method === method);
    const methods = [
      ...(takes('GET') ? ['GET', 'HEAD'] : []),
      ...(takes('POST') ? ['POST'] : []),
      ...(served.some(preflighted) ? ['OPTIONS'] : []),
    ];
    return [path, methods];
  }),
);
