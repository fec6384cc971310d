import { mcpContract } from '#functions/mcp/mcp.contract.ts';
import { createQuoteContract } from '#shared/operations/create-quote/create-quote.contract.ts';
import { estimateContract } from '#shared/operations/estimate/estimate.contract.ts';
import { getQuoteContract } from '#shared/operations/get-quote/get-quote.contract.ts';
import {
  catalogueContract,
  llmsTxtContract,
  openApiContract,
  sitemapContract,
} from '#shared/operations/metadata/metadata.contract.ts';
import {
  routeBansContract,
  trafficBanChangesContract,
  trafficBanChangesFeedContract,
  trafficBansContract,
  trafficBansFeedContract,
} from '#shared/operations/traffic-bans/traffic-bans.contract.ts';
import type { OperationContract } from '#shared/routes/operation-contract.ts';
import type { DocumentedOperationId } from '#shared/routes/registry.ts';
import type { RouteDeclaration } from '#shared/routes/route-declaration.ts';

/**
 * The OpenAPI face of every documented route, by its operationId: tsc refuses a documented route without its contract
 * here. The document takes each route's from here, in the registry's order. The contracts stay out of the registry,
 * which every function bundle loads: their zod schemas and texts would add 25 KB to the MCP bundle, measured.
 */
export const contracts = {
  consultarEstimacionServicio: estimateContract,
  crearCotizacionIntegracion: createQuoteContract,
  recuperarCotizacionIntegracion: getQuoteContract,
  getTrafficBans: trafficBansContract,
  getTrafficBansIcs: trafficBansFeedContract,
  getTrafficBansRoute: routeBansContract,
  getTrafficBanChanges: trafficBanChangesContract,
  getTrafficBanChangesAtom: trafficBanChangesFeedContract,
  getRoutes: catalogueContract,
  getSitemap: sitemapContract,
  getOpenApiDocument: openApiContract,
  getLlmsTxt: llmsTxtContract,
  mcp: mcpContract,
} as const satisfies Record<DocumentedOperationId, OperationContract>;

/** The contract of a documented route; the same declaration, or none (a route that is not documented). */
export const contractOf = (route: RouteDeclaration): OperationContract | undefined => {
  const contract: OperationContract | undefined = Object.hasOwn(contracts, route.operationId)
    ? contracts[route.operationId as DocumentedOperationId]
    : undefined;
  return contract?.route === route ? contract : undefined;
};
