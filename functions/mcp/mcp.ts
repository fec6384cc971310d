import { AsyncLocalStorage } from 'node:async_hooks';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { TRAFFIC_BAN_COUNTRIES } from '#data/traffic-bans/index.ts';
import { requireTable } from '#shared/config.ts';
import { systemClock } from '#shared/domain/clock.ts';
import { QuotaExceededError } from '#shared/domain/errors.ts';
import type { Language } from '#shared/domain/languages.ts';
import { apiHandler } from '#shared/http/api-handler.ts';
import { jsonBodyBytes, MAX_MCP_BODY_BYTES } from '#shared/http/json-body.ts';
import { openDataLicense } from '#shared/http/open-data.ts';
import { toProblem } from '#shared/http/problem.ts';
import { type Composition, quotaStore } from '#shared/operations/composition.ts';
import { wireCreateQuote } from '#shared/operations/create-quote/create-quote.operation.ts';
import { credentialCheck } from '#shared/operations/credential-check.ts';
import { wireEstimate } from '#shared/operations/estimate/estimate.operation.ts';
import { wireGetQuote } from '#shared/operations/get-quote/get-quote.operation.ts';
import { admitted, type Operation } from '#shared/operations/operation.ts';
import { changesOperations } from '#shared/operations/traffic-bans/changes.operation.ts';
import { calendarOperations } from '#shared/operations/traffic-bans/traffic-bans.operation.ts';
import { dynamoCredentialStore } from '#shared/store/credential-store.ts';
import { rememberingRefusals } from '#shared/store/recent-refusals.ts';
import { type AgentOperations, type AgentServerDeps, agentServer } from './agent-server.ts';
import { BATCH_ERRORS } from './answer-bounds.ts';
import { type BatchAdmission, statelessMcp } from './stateless-mcp.ts';
import { fromWebResponse, toWebRequest } from './web-bridge.ts';

/** What the request being served tells its server: the caller, and the Authorization header it sent. */
interface McpRequest {
  readonly caller: AgentServerDeps['caller'];
  readonly authorization: string | undefined;
}

/**
 * POST /mcp: the Model Context Protocol over Streamable HTTP, stateless. Each request gets a server whose tools call
 * the operations in process with the caller's identity (client IP, credential verdict), so a tool call is priced,
 * validated and counted exactly as the REST call of the same operation, and the request is counted once in the
 * metrics. No authorizer runs before it: most agents send no credential, and their requests must not spend the
 * authorizer's concurrency, kept for the quote routes. The function checks the credential itself, with the
 * authorizer's own check over the same store, when a quote tool is called and only then. Every request also counts
 * against the endpoint's own per-IP quota, whatever it asks, and its body is a UTF-8 JSON body of at most
 * MAX_MCP_BODY_BYTES: the cost of one request and of one client stays bounded even where no tool runs.
 */
export const mcpHandler = ({ settings, client, clock = systemClock }: Composition) => {
  // The operations the tools call, built once per container over its one document client.
  const rateLimits = quotaStore({ settings, client });
  const endpointWindows = [{ policy: 'mcp', limit: settings.MCP_QUOTA_PER_MINUTE, seconds: 60 }];
  const { calendar, route } = calendarOperations({ settings, rateLimits });
  const changes = changesOperations({ settings, rateLimits }).json;

  /** The request being served: the SDK builds the request's server inside `serve`, from its caller. */
  const currentRequest = new AsyncLocalStorage<McpRequest>();
  const check = credentialCheck(
    rememberingRefusals(dynamoCredentialStore(client, requireTable('CREDENTIALS_TABLE_NAME', settings))),
  );
  /** A quote operation with the credential of the request it serves, checked when it is called. */
  const withCredential =
    <I, O>(operation: Operation<I, O>): Operation<I, O> =>
    async (context, input) =>
      operation({ ...context, credential: await check(currentRequest.getStore()?.authorization) }, input);

  const operations: AgentOperations = {
    estimate: wireEstimate(settings, client, clock),
    createQuote: withCredential(wireCreateQuote(settings, client, clock)),
    getQuote: withCredential(wireGetQuote(settings, client)),
    calendar,
    route,
    changes,
  };
  const license = (lang: Language) => openDataLicense(settings, lang);

  const serve = statelessMcp(() => {
    const caller = currentRequest.getStore()?.caller;
    if (caller === undefined) throw new Error('An MCP server is built only while a request is served.');
    return agentServer({
      operations,
      caller,
      countryCodes: TRAFFIC_BAN_COUNTRIES,
      license,
      siteBaseUrl: settings.SITE_BASE_URL,
    });
  });

  return apiHandler<APIGatewayProxyEventV2>({ config: settings, cors: true }).handler(async (event, context) => {
    const now = clock();
    // Fails closed, as the priced operations behind the tools do: an uncounted endpoint is an unbounded one. The
    // state goes to the chain for the RateLimit fields; each operation a tool calls counts against its own quota.
    const quotaKey = `mcp#ip#${context.clientIp}`;
    context.quota = admitted(await rateLimits.hit(quotaKey, endpointWindows, now));
    if (event.requestContext.http.method === 'POST') jsonBodyBytes(event, MAX_MCP_BODY_BYTES);
    // The other requests of a batch count too, each as one request of the endpoint.
    const admitBatch: BatchAdmission = async (requests) => {
      const check = await rateLimits.hit(quotaKey, endpointWindows, now, requests);
      const problem = toProblem(new QuotaExceededError(check.state), 'en');
      const retryAfter = Number(problem.headers?.['Retry-After']);
      const refusal = {
        code: BATCH_ERRORS.quotaExceeded,
        message: `${problem.title}: ${problem.detail} Not served; retry after ${retryAfter} s.`,
        data: { name: problem.code, status: problem.status, retryAfter },
      };
      return { admitted: check.admitted, refusal };
    };
    const request = { caller: { clientIp: context.clientIp, now }, authorization: event.headers.authorization };
    return fromWebResponse(
      await currentRequest.run(request, () =>
        serve(toWebRequest(event), { admit: admitBatch, remainingMs: () => context.getRemainingTimeInMillis() }),
      ),
    );
  });
};
