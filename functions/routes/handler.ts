import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { openApiDocument } from '#data/openapi/index.ts';
import { pages } from '#data/pages/index.ts';
import { type Config, config, requireTable } from '#shared/config.ts';
import { llmsTxt } from '#shared/domain/agents/llms-txt.ts';
import { buildCatalogue } from '#shared/domain/catalogue/catalogue.ts';
import { buildSitemapXml } from '#shared/domain/catalogue/sitemap.ts';
import { apiHandler } from '#shared/http/api-handler.ts';
import {
  jsonOpenDataBody,
  openDataBody,
  openDataLicense,
  openDataQuota,
  openDataResponses,
  openDataResult,
} from '#shared/http/open-data.ts';
import { llmsTxtRoute, openApiRoute, sitemapRoute } from '#shared/routes/registry.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { dynamoRateLimitStore, type RateLimitStore } from '#shared/store/rate-limit-store.ts';

/** One function serves the site's metadata routes; each is its own endpoint for the quota. */
const endpointOf = (event: APIGatewayProxyEventV2) => {
  if (event.rawPath.endsWith(sitemapRoute.path)) return 'sitemap';
  if (event.rawPath.endsWith(openApiRoute.path)) return 'openapi';
  if (event.rawPath.endsWith(llmsTxtRoute.path)) return 'llms';
  return 'routes';
};

/**
 * `catalogueRoute` (the page catalogue as JSON), `sitemapRoute` (the same list for crawlers), `openApiRoute` (the
 * contract) and `llmsTxtRoute` (the service described for AI agents). Query parameters are ignored: none of them
 * takes any, and crawlers and cache busters append their own.
 */
export const createRoutesHandler = (current: Config, rateLimits: Pick<RateLimitStore, 'hitRolling'>) => {
  // The page list only changes with a deploy, so both representations are built once per container.
  const catalogue = jsonOpenDataBody({
    ...buildCatalogue(pages, current.SITE_BASE_URL),
    license: openDataLicense(current),
  });
  const sitemap = openDataBody('application/xml; charset=utf-8', buildSitemapXml(pages, current.SITE_BASE_URL));
  const llms = openDataBody(
    'text/markdown; charset=utf-8',
    llmsTxt({ siteBaseUrl: current.SITE_BASE_URL, serviceName: current.SERVICE_NAME }),
  );
  const bodies = { routes: catalogue, sitemap, openapi: jsonOpenDataBody(openApiDocument), llms };
  return apiHandler<APIGatewayProxyEventV2>({
    config: current,
    cors: true,
    quota: openDataQuota(rateLimits, current, endpointOf),
  })
    .use(openDataResponses())
    .handler(async (event) => openDataResult(bodies[endpointOf(event)]));
};

const current = config();
export const handler = createRoutesHandler(
  current,
  dynamoRateLimitStore(createDocumentClient(current), requireTable('RATE_LIMIT_TABLE_NAME', current)),
);
