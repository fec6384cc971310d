import { AsyncLocalStorage } from 'node:async_hooks';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { openApiDocument } from '#data/openapi/index.ts';
import { trafficBanRules } from '#data/traffic-bans/index.ts';
import { createQuoteHandler } from '#functions/create-quote/create-quote.ts';
import { handler as estimate } from '#functions/estimate/handler.ts';
import { getQuoteHandler } from '#functions/get-quote/get-quote.ts';
import { createTrafficBansHandler } from '#functions/traffic-bans/handler.ts';
import { config, requireTable } from '#shared/config.ts';
import { apiHandler } from '#shared/http/api-handler.ts';
import { jsonBodyBytes, MAX_MCP_BODY_BYTES } from '#shared/http/json-body.ts';
import { openDataLicense } from '#shared/http/open-data.ts';
import { mcpQuota } from '#shared/http/quota-policies.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { dynamoRateLimitStore } from '#shared/store/rate-limit-store.ts';
import { agentServer, type OperationName } from './agent-server.ts';
import { callOperation, type OperationHandler } from './operation-call.ts';
import { statelessMcp } from './stateless-mcp.ts';
import { fromWebResponse, toWebRequest } from './web-bridge.ts';

// Composition root: the REST operations the tools call, built once per container over one document client.
const settings = config();
const client = createDocumentClient(settings);
const rateLimits = dynamoRateLimitStore(client, requireTable('RATE_LIMIT_TABLE_NAME', settings));
const operationHandlers: Record<OperationName, OperationHandler> = {
  estimate: estimate as unknown as OperationHandler,
  createQuote: createQuoteHandler({ settings, client }) as unknown as OperationHandler,
  getQuote: getQuoteHandler({ settings, client }) as unknown as OperationHandler,
  trafficBans: createTrafficBansHandler(settings, rateLimits) as unknown as OperationHandler,
};
const countryCodes = trafficBanRules.map((country) => country.code).sort();
const license = openDataLicense(settings);

/**
 * POST /mcp: the Model Context Protocol over Streamable HTTP, stateless. Each request gets a server whose tools call
 * the REST operations in process with the caller's identity (client IP, credential), so an MCP call is priced,
 * validated and counted exactly as the REST call it makes. Every request also counts against the endpoint's own
 * per-IP quota, whatever it asks, and its body is a UTF-8 JSON body of at most MAX_MCP_BODY_BYTES: the cost of one
 * request and of one client stays bounded even where no tool runs.
 */
/** The Lambda event being served: the SDK builds the request's server inside `serve`, from this. */
const currentCall = new AsyncLocalStorage<{ event: APIGatewayProxyEventV2; context: Context }>();

const serve = statelessMcp(() => {
  const call = currentCall.getStore();
  if (call === undefined) throw new Error('An MCP server is built only while a request is served.');
  return agentServer({
    call: (operation, request) => callOperation(operationHandlers[operation], call.event, call.context, request),
    now: new Date(),
    countryCodes,
    openApiDocument,
    license,
    siteBaseUrl: settings.SITE_BASE_URL,
  });
});

export const handler = apiHandler<APIGatewayProxyEventV2>({
  config: settings,
  cors: true,
  // Fails closed, as the priced operations behind the tools do: an uncounted endpoint is an unbounded one.
  quota: mcpQuota(rateLimits, settings.MCP_QUOTA_PER_MINUTE),
}).handler(async (event, context) => {
  if (event.requestContext.http.method === 'POST') jsonBodyBytes(event, MAX_MCP_BODY_BYTES);
  // The endpoint's quota state is not the operation's: each operation a tool calls reports its own.
  const { quota: _endpointQuota, ...operationContext } = context;
  return fromWebResponse(await currentCall.run({ event, context: operationContext }, () => serve(toWebRequest(event))));
});
