import { createQuoteContract } from '#functions/create-quote/create-quote.contract.ts';
import { estimateContract } from '#functions/estimate/estimate.contract.ts';
import { getQuoteContract } from '#functions/get-quote/get-quote.contract.ts';
import { mcpContract } from '#functions/mcp/mcp.contract.ts';
import {
  catalogueContract,
  llmsTxtContract,
  openApiContract,
  sitemapContract,
} from '#functions/routes/routes.contract.ts';
import {
  routeBansContract,
  trafficBanChangesContract,
  trafficBanChangesFeedContract,
  trafficBansContract,
  trafficBansFeedContract,
} from '#functions/traffic-bans/traffic-bans.contract.ts';
import type { OperationContract } from '#shared/routes/operation-contract.ts';
import type { RouteDeclaration } from '#shared/routes/registry.ts';

/** The OpenAPI face of every documented route; the document takes each route's from here, in the registry's order. */
export const contracts: readonly OperationContract[] = [
  estimateContract,
  createQuoteContract,
  getQuoteContract,
  trafficBansContract,
  trafficBansFeedContract,
  routeBansContract,
  trafficBanChangesContract,
  trafficBanChangesFeedContract,
  catalogueContract,
  sitemapContract,
  openApiContract,
  llmsTxtContract,
  mcpContract,
];

export const contractOf = (route: RouteDeclaration): OperationContract | undefined =>
  contracts.find((contract) => contract.route === route);
