import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { systemClock } from '#shared/domain/clock.ts';
import { apiHandler } from '#shared/http/api-handler.ts';
import { openDataResponses, openDataResult } from '#shared/http/open-data.ts';
import { answered, restContext } from '#shared/http/operation-face.ts';
import { type OpenDataComposition, quotaStore } from '#shared/operations/composition.ts';
import { metadataOperations } from '#shared/operations/metadata/metadata.operation.ts';
import { llmsTxtRoute, openApiRoute, sitemapRoute } from '#shared/operations/metadata/metadata.route.ts';

/**
 * The site's metadata routes, one function: `catalogueRoute`, `sitemapRoute`, `openApiRoute` and `llmsTxtRoute`.
 * Query parameters are ignored: none of them takes any, and crawlers and cache busters append their own.
 */
export const routesHandler = ({ rateLimits, ...composition }: OpenDataComposition) => {
  const { settings: current, clock = systemClock } = composition;
  const operations = metadataOperations({ settings: current, rateLimits: rateLimits ?? quotaStore(composition) });
  const operationOf = (path: string) => {
    if (path.endsWith(sitemapRoute.path)) return operations.sitemap;
    if (path.endsWith(openApiRoute.path)) return operations.openApi;
    if (path.endsWith(llmsTxtRoute.path)) return operations.llmsTxt;
    return operations.catalogue;
  };
  return apiHandler<APIGatewayProxyEventV2>({ config: current, cors: true })
    .use(openDataResponses())
    .handler(async (event, context) => {
      const operation = operationOf(event.rawPath);
      return openDataResult(answered(context, await operation(restContext(event, context, clock()), () => {})));
    });
};
