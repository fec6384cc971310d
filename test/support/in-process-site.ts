import { openApiDocument } from '#data/openapi/index.ts';
import { pages } from '#data/pages/index.ts';
import { trafficBanRuleSource } from '#data/traffic-bans/index.ts';
import { createSite, type SiteDependencies } from '#functions/site/site.tsx';
import { parseConfig } from '#shared/config.ts';
import { PROBLEM_CODES } from '#shared/http/problem.ts';
import { pricedSiteAnswer } from '#test/support/site-estimate-answer.ts';
import { memoryRoute } from '#test/support/site-route.ts';

/**
 * The site rendered in process (no HTTP, no DynamoDB): the committed pages, ban rules and OpenAPI document, default
 * settings, the route page's port over the real operation with its quota in memory, and a fixed priced answer for
 * the estimate page. A test replaces what it exercises (settings, rules, the estimate port).
 */
export const inProcessSite = (overrides: Partial<SiteDependencies> = {}) =>
  createSite({
    pages,
    rules: trafficBanRuleSource,
    openApi: openApiDocument,
    settings: parseConfig({}),
    problemCodes: PROBLEM_CODES,
    route: memoryRoute,
    estimate: async () => pricedSiteAnswer,
    ...overrides,
  });
