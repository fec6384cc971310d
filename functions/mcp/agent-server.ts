import { McpServer } from '@modelcontextprotocol/server';
import { llmsTxtRoute } from '#shared/operations/metadata/metadata.route.ts';
import { windowAt } from '#shared/operations/traffic-bans/calendar-responses.ts';
import { MAX_ARGUMENT_ELEMENTS } from './answer-bounds.ts';
import { registerResources } from './resources.ts';
import { registerCreateQuote } from './tools/create-quote.ts';
import { registerEstimateFreightPrice } from './tools/estimate-freight-price.ts';
import { registerGetDrivingBanChanges } from './tools/get-driving-ban-changes.ts';
import { registerGetDrivingBans } from './tools/get-driving-bans.ts';
import { registerGetQuote } from './tools/get-quote.ts';
import { registerGetRouteDrivingBans } from './tools/get-route-driving-bans.ts';
import { registerPalletsToLoadingMetres } from './tools/pallets-to-loading-metres.ts';
import type { AgentServerDeps, ToolSetup } from './tools/tool-setup.ts';

export type { AgentOperations, AgentServerDeps } from './tools/tool-setup.ts';

export const SERVER_INFO = { name: 'freight-estimate', version: '1.0.0' } as const;

/** The tools, in the order `tools/list` gives them; each file registers one over its operation. */
const TOOLS: readonly ((setup: ToolSetup) => void)[] = [
  registerEstimateFreightPrice,
  registerGetDrivingBans,
  registerGetRouteDrivingBans,
  registerGetDrivingBanChanges,
  registerCreateQuote,
  registerGetQuote,
  registerPalletsToLoadingMetres,
];

/** What the server is for, what it does not do, and where each answer's assumptions are. */
const instructions = (siteBaseUrl: string) =>
  [
    'Indicative road-freight prices (LTL groupage from Spain to Europe) and truck driving bans in Europe.',
    'It does not create shipments or track them, book transport, or make firm offers: a price is indicative, valid 15 minutes.',
    "A price's assumptions (lane, metres, weight, loading date, goods; the journey's in supuestos.trayecto) are in its supuestos, a route's in its assumptions: show them next to the answer.",
    'Manual review or a refusal is not a price; wait the seconds a refusal states; do not enumerate tariffs by repeated calls.',
    `More: ${new URL(llmsTxtRoute.path, siteBaseUrl).href}`,
  ].join(' ');

/** The MCP server of one request: the tools over the operations and two resources. */
export const agentServer = (deps: AgentServerDeps): McpServer => {
  const server = new McpServer(SERVER_INFO, {
    maxToolInputElements: MAX_ARGUMENT_ELEMENTS,
    instructions: instructions(deps.siteBaseUrl),
  });
  const setup: ToolSetup = {
    server,
    deps,
    window: windowAt(deps.caller.now),
    credit: (lang) => {
      const license = deps.license(lang);
      return `${license.attribution} (${license.name}, ${license.url})`;
    },
  };
  for (const register of TOOLS) register(setup);
  registerResources(setup);
  return server;
};
