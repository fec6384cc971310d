import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Client } from '@modelcontextprotocol/client';
import { operations } from '#infra/aws/operations.ts';
import { localRoutes } from '#infra/local/routes.ts';
import { contractOf } from '#infra/openapi/contracts.ts';
import { logger } from '#shared/observability/logger.ts';
import { documentedRoutes, servedRoutes } from '#shared/routes/registry.ts';
import { type RouteDeclaration, routeKey } from '#shared/routes/route-declaration.ts';
import { connectClient } from '#test/e2e/mcp/mcp-client.ts';
import { functionIdOf, resourcesOf, synthService } from '#test/infra/support/synth-app.ts';
import { type PricedServer, startPricedServer } from '#test/support/priced-server.ts';

/**
 * The route modules, read from disk, against every face that derives from them: the registry lists exactly their
 * routes, the OpenAPI document the server serves documents them, the synthesized stack and the local server route
 * each to the function its `servedBy` names, and the MCP endpoint lists the tools they name. A route declared in a
 * module and missing from a face, or a face's route no module declares, fails here.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const operationsDir = path.join(root, 'shared/operations');

/** Every `<name>.route.ts` under `shared/operations/<name>/`, and the faces' own routes. */
const moduleFiles = [
  ...readdirSync(operationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      readdirSync(path.join(operationsDir, dir.name))
        .filter((file) => file.endsWith('.route.ts'))
        .map((file) => path.join('shared/operations', dir.name, file)),
    ),
  'shared/routes/face-routes.ts',
];

const isDeclaration = (value: unknown): value is RouteDeclaration =>
  typeof value === 'object' && value !== null && 'operationId' in value && 'path' in value && 'servedBy' in value;

/** The routes each module exports, by module. */
const declaredBy = new Map<string, RouteDeclaration[]>();
let declared: RouteDeclaration[] = [];

let priced: PricedServer;
let mcp: Client | undefined;

beforeAll(async () => {
  for (const file of moduleFiles) {
    const exported: Record<string, unknown> = await import(path.join(root, file));
    declaredBy.set(file, Object.values(exported).flat().filter(isDeclaration));
  }
  declared = [...declaredBy.values()].flat();
  logger.setLogLevel('SILENT');
  process.env.MCP_QUOTA_PER_MINUTE = '1000';
  process.env.OPEN_DATA_QUOTA_PER_WINDOW = '1000';
  priced = await startPricedServer('e2e-route-modules');
}, 60_000);

afterAll(async () => {
  await mcp?.close();
  await priced.server.close();
  priced.client.destroy();
});

describe('the route modules', () => {
  test('each operation folder holds its route module beside its operation and its OpenAPI contract', () => {
    const folders = moduleFiles.filter((file) => file.startsWith('shared/operations/')).map(path.dirname);

    expect(folders.length).toBeGreaterThanOrEqual(5);
    for (const folder of folders) {
      const files = readdirSync(path.join(root, folder));
      expect({ folder, operation: files.some((file) => file.endsWith('.operation.ts')) }).toEqual({
        folder,
        operation: true,
      });
      expect({ folder, contract: files.some((file) => file.endsWith('.contract.ts')) }).toEqual({
        folder,
        contract: true,
      });
    }
    for (const file of moduleFiles)
      expect({ file, routes: (declaredBy.get(file) ?? []).length > 0 }).toEqual({ file, routes: true });
  });

  test('the registry lists exactly the routes the modules declare, each once', () => {
    expect(new Set(declared).size).toBe(declared.length);
    expect(servedRoutes.filter((route) => !declared.includes(route)).map(routeKey)).toEqual([]);
    expect(declared.filter((route) => !servedRoutes.includes(route)).map(routeKey)).toEqual([]);
    expect(new Set(declared.map(routeKey)).size).toBe(declared.length);
  });

  test('every documented route has its contract, and the served OpenAPI document has exactly these operations', async () => {
    const answer = await fetch(`${priced.server.baseUrl}/api/openapi.json`);
    const document = (await answer.json()) as { paths: Record<string, Record<string, { operationId?: string }>> };
    const documented = Object.entries(document.paths).flatMap(([route, methods]) =>
      Object.entries(methods).map(([method, operation]) => `${method.toUpperCase()} ${route} ${operation.operationId}`),
    );
    const expected = declared
      .filter((route) => route.group !== 'site' && route.served !== false)
      .map((route) => `${routeKey(route)} ${route.operationId}`);

    expect(documented.sort()).toEqual(expected.sort());
    expect(documentedRoutes.filter((route) => contractOf(route) === undefined).map(routeKey)).toEqual([]);
  });

  test('the synthesized stack routes each declared route to the function its servedBy names', () => {
    const { api } = synthService();
    const routes = Object.values(resourcesOf(api, 'AWS::ApiGatewayV2::Route'));
    const integrations = resourcesOf(api, 'AWS::ApiGatewayV2::Integration');
    const functionOf = (key: string) => {
      const target = JSON.stringify(routes.find((route) => route.Properties?.RouteKey === key)?.Properties?.Target);
      const integration = Object.entries(integrations).find(([id]) => target.includes(id))?.[1];
      return JSON.stringify(integration?.Properties?.IntegrationUri);
    };

    for (const route of declared) {
      const entry = operations.find((operation) => operation.id === route.servedBy)?.entry as string;
      expect({ route: routeKey(route), function: functionOf(routeKey(route)) }).toEqual({
        route: routeKey(route),
        function: JSON.stringify({ 'Fn::GetAtt': [functionIdOf(api, entry), 'Arn'] }),
      });
    }
  });

  test('the local server routes each declared route to the same handler file', () => {
    for (const route of declared) {
      const entry = operations.find((operation) => operation.id === route.servedBy)?.entry;
      const local = localRoutes.filter(
        (candidate) => candidate.method === route.method && candidate.path === route.path,
      );
      expect({ route: routeKey(route), entries: local.map((candidate) => candidate.entry) }).toEqual({
        route: routeKey(route),
        entries: [entry],
      });
    }
  });

  test.each(moduleFiles)('the local server answers every route %s declares from its function', async (file) => {
    for (const route of declaredBy.get(file) ?? []) {
      const target = route.path
        .replace('{id}', '00000000-0000-4000-8000-000000000000')
        .replace('{proxy+}', 'no/such/page');
      const answer = await fetch(`${priced.server.baseUrl}${target}`, {
        method: route.method,
        ...(route.method === 'POST' ? { headers: { 'Content-Type': 'application/json' }, body: '{}' } : {}),
      });
      const type = answer.headers.get('content-type') ?? '';
      const body = await answer.text();
      // A route refused by method (405) is the one declared for its function to refuse; any other reaches its
      // function, whose answer is not the local edge's "no route" problem.
      if (route.served === false) {
        expect({ route: routeKey(route), status: answer.status }).toEqual({ route: routeKey(route), status: 405 });
        continue;
      }
      expect({ route: routeKey(route), notAllowed: answer.status === 405 }).toEqual({
        route: routeKey(route),
        notAllowed: false,
      });
      if (route.group === 'site') {
        expect({ route: routeKey(route), html: type.startsWith('text/html') }).toEqual({
          route: routeKey(route),
          html: true,
        });
      } else {
        expect({ route: routeKey(route), unrouted: /"route-not-found"|No route for/.test(body) }).toEqual({
          route: routeKey(route),
          unrouted: false,
        });
      }
    }
  });

  test('the MCP endpoint lists every tool a route module names; the only other tool has no REST route', async () => {
    ({ client: mcp } = await connectClient(priced.server.baseUrl, 'current'));
    const { tools } = await mcp.listTools();
    const listed = tools.map((tool) => tool.name);
    const named = declared.flatMap((route) => (route.tool === undefined ? [] : [route.tool]));

    expect(named.filter((tool) => !listed.includes(tool))).toEqual([]);
    // The pallets tool converts pallets to loading metres in the agent's session: no operation, no route.
    expect(listed.filter((tool) => !named.includes(tool))).toEqual(['pallets_to_loading_metres']);
  });
});
