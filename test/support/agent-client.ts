import { Client } from '@modelcontextprotocol/client';
import { InMemoryTransport } from '@modelcontextprotocol/server';
import { TRAFFIC_BAN_COUNTRIES } from '#data/traffic-bans/index.ts';
import { type AgentOperations, agentServer } from '#functions/mcp/agent-server.ts';
import type { Config } from '#shared/config.ts';
import { openDataLicense } from '#shared/http/open-data.ts';
import { wireCreateQuote } from '#shared/operations/create-quote/create-quote.operation.ts';
import { wireEstimate } from '#shared/operations/estimate/estimate.operation.ts';
import { wireGetQuote } from '#shared/operations/get-quote/get-quote.operation.ts';
import type { CredentialVerdict } from '#shared/operations/operation.ts';
import { changesOperations } from '#shared/operations/traffic-bans/changes.operation.ts';
import { calendarOperations } from '#shared/operations/traffic-bans/traffic-bans.operation.ts';
import type { DocumentClient } from '#shared/store/dynamo-client.ts';
import { dynamoRateLimitStore } from '#shared/store/rate-limit-store.ts';

/** What the MCP operations stand on: settings, a DynamoDB client and the rate-limit table (a quote world has them). */
export interface AgentWorld {
  readonly settings: Config;
  readonly client: DocumentClient;
  readonly names: { readonly RATE_LIMIT_TABLE_NAME: string };
}

/** The operations the MCP server calls, wired over the world's tables. */
export const agentOperations = (world: AgentWorld): AgentOperations => {
  const ports = {
    settings: world.settings,
    rateLimits: dynamoRateLimitStore(world.client, world.names.RATE_LIMIT_TABLE_NAME),
  };
  const { calendar, route } = calendarOperations(ports);
  return {
    estimate: wireEstimate(world.settings, world.client),
    createQuote: wireCreateQuote(world.settings, world.client),
    getQuote: wireGetQuote(world.settings, world.client),
    calendar,
    route,
    changes: changesOperations(ports).json,
  };
};

/**
 * The official SDK's client of the server one MCP request would get, from this client address with this credential
 * verdict, connected in process through a linked in-memory transport. The caller closes it.
 */
export const agentClient = async (
  world: AgentWorld,
  operations: AgentOperations,
  clientIp: string,
  verdict?: CredentialVerdict,
): Promise<Client> => {
  const server = agentServer({
    operations,
    caller: { clientIp, now: new Date(), ...(verdict ? { credential: verdict } : {}) },
    countryCodes: TRAFFIC_BAN_COUNTRIES,
    license: (lang) => openDataLicense(world.settings, lang),
    siteBaseUrl: world.settings.SITE_BASE_URL,
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'agent-test', version: '1.0.0' });
  await client.connect(clientSide);
  return client;
};
