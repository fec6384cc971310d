import { route } from '#shared/routes/route-declaration.ts';

/**
 * The faces' own routes, which call the operations rather than being one: the MCP endpoint (its OpenAPI face is
 * `functions/mcp/mcp.contract.ts`) and the site's pages.
 */
export const mcpRoute = route({
  method: 'POST',
  path: '/mcp',
  operationId: 'mcp',
  summary: 'Model Context Protocol over Streamable HTTP, stateless: the estimate, driving-ban and quote tools',
  auth: 'optional',
  quota: 'per-tool',
  cache: 'no-store',
  errors: ['payload-too-large', 'unsupported-media-type', 'quota-exceeded', 'service-unavailable'],
  group: 'mcp',
  servedBy: 'Mcp',
});

/** The protocol's optional server-to-client stream, which a stateless endpoint answers 405. */
export const mcpStreamRoute = route({
  ...mcpRoute,
  method: 'GET',
  operationId: 'mcpStream',
  summary: 'Not served: 405',
  served: false,
});

/**
 * Every page of the catalogue in its locales, and the HTML 404 of any other path. API Gateway prefers any more
 * specific route, so the greedy path only gets what no API route matches.
 */
export const siteRoutes = [
  route({
    method: 'GET',
    path: '/',
    operationId: 'getHome',
    summary: 'The home page',
    auth: 'none',
    quota: 'none',
    cache: 'page',
    errors: ['not-found'],
    group: 'site',
    servedBy: 'Site',
  }),
  route({
    method: 'GET',
    path: '/{proxy+}',
    operationId: 'getPage',
    summary: 'A page of the site, or its HTML 404',
    auth: 'none',
    quota: 'none',
    cache: 'page',
    errors: ['not-found'],
    group: 'site',
    servedBy: 'Site',
  }),
] as const;
