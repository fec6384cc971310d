import { route } from '#shared/routes/route-declaration.ts';

/**
 * The site's metadata routes (`metadataOperations`, `metadata.operation.ts`), one function; their OpenAPI faces are
 * in `metadata.contract.ts`.
 */
export const catalogueRoute = route({
  method: 'GET',
  path: '/api/geo/routes',
  operationId: 'getRoutes',
  summary: 'Catalogue of every indexable page of the site (CC BY 4.0)',
  auth: 'none',
  quota: 'open-data',
  cache: 'open-data',
  errors: ['quota-exceeded'],
  servedBy: 'Routes',
  group: 'open-data',
});

export const sitemapRoute = route({
  method: 'GET',
  path: '/sitemap.xml',
  operationId: 'getSitemap',
  summary: 'The catalogue as a sitemap with hreflang alternates',
  auth: 'none',
  quota: 'open-data',
  cache: 'open-data',
  errors: ['quota-exceeded'],
  servedBy: 'Routes',
  group: 'open-data',
});

export const openApiRoute = route({
  method: 'GET',
  path: '/api/openapi.json',
  operationId: 'getOpenApiDocument',
  summary: 'This document',
  auth: 'none',
  quota: 'open-data',
  cache: 'open-data',
  errors: ['quota-exceeded'],
  servedBy: 'Routes',
  group: 'open-data',
});

/** At the site root, where the llms.txt proposal (llmstxt.org) says agents look for it. */
export const llmsTxtRoute = route({
  method: 'GET',
  path: '/llms.txt',
  operationId: 'getLlmsTxt',
  summary: 'The service described for AI agents (llmstxt.org format)',
  auth: 'none',
  quota: 'open-data',
  cache: 'open-data',
  errors: ['quota-exceeded'],
  servedBy: 'Routes',
  group: 'mcp',
});
