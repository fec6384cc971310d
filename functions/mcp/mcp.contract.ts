import { MAX_MCP_BODY_BYTES } from '#shared/http/json-body.ts';
import { llmsTxtRoute } from '#shared/operations/metadata/metadata.route.ts';
import { mcpRoute } from '#shared/routes/face-routes.ts';
import { json, kibibytes, operationContract, rateLimitHeaders } from '#shared/routes/operation-contract.ts';
import { BATCH_ERRORS, MAX_BATCH_ANSWER_BYTES } from './answer-bounds.ts';

/**
 * The MCP endpoint's OpenAPI face: JSON-RPC in, JSON-RPC out (its errors too, as the protocol says), and the
 * problems the chain answers before the protocol runs.
 */
export const mcpContract = operationContract(mcpRoute, {
  description: `One JSON-RPC message per request (a batch only under protocol revision 2025-03-26), as UTF-8 JSON of at most ${kibibytes(MAX_MCP_BODY_BYTES)}, answered with JSON; no session. Every request counts against the per-IP quota of the endpoint, whatever it asks, and so does every message of a batch; tool calls also count against the quota of the operation they call. A batch is served in order and its whole answer stays under ${MAX_BATCH_ANSWER_BYTES} bytes: a request over the quota is answered with JSON-RPC error ${BATCH_ERRORS.quotaExceeded} (quota-exceeded, with retryAfter), one whose answer would not fit with ${BATCH_ERRORS.answerTooLarge} (batch-answer-too-large), one left when the batch has used its time with ${BATCH_ERRORS.timeLimit} (batch-time-limit); none of them is served, nor is any after it. The quote tools need Authorization: Bearer. See ${llmsTxtRoute.path}.`,
  requestBody: { required: true, content: { 'application/json': { schema: { type: ['object', 'array'] } } } },
  responses: {
    '200': json({ type: ['object', 'array'] }, 'a JSON-RPC response', rateLimitHeaders()),
    '202': { description: 'a notification, accepted; no tool runs', headers: rateLimitHeaders() },
    '400': json(
      { type: 'object' },
      'a JSON-RPC error: malformed message, unsupported protocol revision, or a batch the revision does not allow',
      rateLimitHeaders(),
    ),
  },
  problems: {
    'payload-too-large': `body over ${kibibytes(MAX_MCP_BODY_BYTES)}`,
    'unsupported-media-type': 'Content-Type is not application/json, or declares a charset other than UTF-8',
    'service-unavailable': 'the quota store is unreachable',
  },
});
