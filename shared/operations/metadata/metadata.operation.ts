import { openApiDocument } from '#data/openapi/index.ts';
import { pages } from '#data/pages/index.ts';
import type { Config } from '#shared/config.ts';
import { buildCatalogue } from '#shared/domain/catalogue/catalogue.ts';
import { buildSitemapXml } from '#shared/domain/catalogue/sitemap.ts';
import { jsonOpenDataBody, type OpenDataBody, openDataBody, openDataLicense } from '#shared/http/open-data.ts';
import { openDataAdmission } from '#shared/operations/open-data-quota.ts';
import { answer, type Operation } from '#shared/operations/operation.ts';
import { llmsTxt } from '#shared/routes/llms-txt.ts';
import type { RateLimitStore } from '#shared/store/rate-limit-store.ts';

export interface MetadataPorts {
  readonly settings: Pick<
    Config,
    'SITE_BASE_URL' | 'SERVICE_NAME' | 'OPEN_DATA_QUOTA_PER_WINDOW' | 'OPEN_DATA_WINDOW_SECONDS'
  >;
  readonly rateLimits: Pick<RateLimitStore, 'hit'>;
}

/**
 * getRoutes (the page catalogue as JSON), getSitemap (the same list for crawlers), getOpenApiDocument (the contract)
 * and getLlmsTxt (the service described for AI agents): each answers a document built once per container (the page
 * list only changes with a deploy) and counts as its own endpoint of the open-data quota. None takes any input.
 */
export const metadataOperations = ({ settings, rateLimits }: MetadataPorts) => {
  const admit = openDataAdmission(rateLimits, settings);
  const serve =
    (endpoint: string, body: OpenDataBody): Operation<void, OpenDataBody> =>
    async (context) =>
      answer(body, await admit(endpoint, context));
  return {
    catalogue: serve(
      'routes',
      jsonOpenDataBody({ ...buildCatalogue(pages, settings.SITE_BASE_URL), license: openDataLicense(settings) }),
    ),
    sitemap: serve(
      'sitemap',
      openDataBody('application/xml; charset=utf-8', buildSitemapXml(pages, settings.SITE_BASE_URL)),
    ),
    openApi: serve('openapi', jsonOpenDataBody(openApiDocument)),
    llmsTxt: serve(
      'llms',
      openDataBody(
        'text/markdown; charset=utf-8',
        llmsTxt({ siteBaseUrl: settings.SITE_BASE_URL, serviceName: settings.SERVICE_NAME }),
      ),
    ),
  };
};
