import { operations } from '#infra/aws/operations.ts';
import { contractOf, contracts } from '#infra/openapi/contracts.ts';
import { buildOpenApiDocument } from '#infra/openapi/openapi-document.ts';
import { problemRow } from '#shared/http/problem-catalogue.ts';
import { llmsTxtRoute, sitemapRoute } from '#shared/operations/metadata/metadata.route.ts';
import { mcpStreamRoute, siteRoutes } from '#shared/routes/face-routes.ts';
import { llmsTxt } from '#shared/routes/llms-txt.ts';
import { documentedRoutes } from '#shared/routes/registry.ts';
import { documentedErrors, routeKey } from '#shared/routes/route-declaration.ts';

interface Response {
  readonly $ref?: string;
  readonly content?: Record<string, unknown>;
}
type PathItem = Record<string, { operationId?: string; responses?: Record<string, Response>; security?: unknown }>;

const document = buildOpenApiDocument() as unknown as { paths: Record<string, PathItem> };
const operationOf = (route: (typeof documentedRoutes)[number]) =>
  document.paths[route.path]?.[route.method.toLowerCase()];

describe('the route registry', () => {
  test('the OpenAPI paths are exactly the documented routes of the registry', () => {
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );

    expect(documented.sort()).toEqual(documentedRoutes.map(routeKey).sort());
  });

  test("every documented route has one contract, and every contract is a documented route's", () => {
    const withoutContract = documentedRoutes.filter((route) => !contractOf(route)).map(routeKey);
    const contracted = contracts.map((contract) => contract.route);

    expect(withoutContract).toEqual([]);
    expect(contracted.filter((route) => !documentedRoutes.includes(route)).map(routeKey)).toEqual([]);
    expect(new Set(contracted).size).toBe(contracted.length);
  });

  test.each(documentedRoutes.map((route) => [routeKey(route), route] as const))(
    '%s: its operationId, a response for every error code it declares, and no problem without one',
    (_key, route) => {
      const operation = operationOf(route);
      const declared = new Set(documentedErrors(route).map((code) => String(problemRow(code).status)));
      // A problem is a problem+json answer or one of the shared problem responses.
      const problemStatuses = Object.entries(operation?.responses ?? {})
        .filter(([, response]) =>
          response.$ref
            ? response.$ref.startsWith('#/components/responses/')
            : Object.hasOwn(response.content ?? {}, 'application/problem+json'),
        )
        .map(([status]) => status);

      expect(operation?.operationId).toBe(route.operationId);
      expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining([...declared]));
      expect(problemStatuses.filter((status) => !declared.has(status))).toEqual([]);
    },
  );

  test('the stack wires every route of the registry, and nothing else', () => {
    const wired = operations.flatMap((operation) => operation.routes.map(routeKey));

    expect(wired.sort()).toEqual([...documentedRoutes, ...siteRoutes, mcpStreamRoute].map(routeKey).sort());
  });

  test('the credential routes are authorized, the rest (the MCP endpoint included) not at all', () => {
    const byId = Object.fromEntries(operations.map((operation) => [operation.id, operation]));

    expect(byId.CreateQuote?.authorized).toBe(true);
    expect(byId.GetQuote?.authorized).toBe(true);
    expect(byId.Mcp?.authorized).toBe(false);
    expect(byId.Estimate?.authorized).toBe(false);
    expect(byId.TrafficBans?.edge).toBe('open-data');
  });

  test('llms.txt links the documented REST and MCP routes and names the tools', () => {
    const text = llmsTxt({ siteBaseUrl: 'https://example.org', serviceName: 'test' });

    // The public ones: the credential routes are for integrations, reached through the OpenAPI document.
    const linked = documentedRoutes.filter(
      (route) => route.auth !== 'bearer' && route !== sitemapRoute && route !== llmsTxtRoute,
    );
    for (const route of linked) expect(text).toContain(`https://example.org${route.path}`);
    for (const tool of documentedRoutes.flatMap((route) => (route.tool ? [route.tool] : []))) {
      expect(text).toContain(`\`${tool}\``);
    }
  });
});
