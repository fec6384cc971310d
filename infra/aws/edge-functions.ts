/**
 * CloudFront Functions (cloudfront-js-2.0) source, generated with the site base URL so that their problem
 * bodies carry the same `type` URLs as the API's own (`shared/http/problem.ts`).
 */

import type { ProblemCode } from '#shared/http/problem.ts';

const problemType = (siteBaseUrl: string, code: ProblemCode) => new URL(`/developers/errors#${code}`, siteBaseUrl).href;

/**
 * Largest request body the edge lets through to the quote routes. The handlers refuse far smaller JSON bodies with
 * a 413 problem themselves; what this stops is a body over Lambda's 6 MB invocation limit, which would fail before
 * any handler runs and reach the client as API Gateway's bare 500. The local server reads bodies up to the same size.
 */
export const EDGE_MAX_BODY_BYTES = 1024 * 1024;

/**
 * Viewer request of the quote routes. API Gateway answers a request without the authorizer's identity source
 * (the Authorization header) itself, with `401 {"message":"Unauthorized"}`, before any function runs; the
 * contract wants a problem body, so the edge answers that case in the API's words instead. A declared body over
 * EDGE_MAX_BODY_BYTES is answered 413 the same way.
 */
export const requireCredentialSource = (siteBaseUrl: string): string => {
  const unauthenticated = {
    type: problemType(siteBaseUrl, 'unauthenticated'),
    title: 'Credential missing or not accepted',
    status: 401,
    detail: 'No credential was sent. Send Authorization: Bearer fest_...',
  };
  const tooLarge = {
    type: problemType(siteBaseUrl, 'payload-too-large'),
    title: 'Payload too large',
    status: 413,
    detail: `The request body is larger than ${EDGE_MAX_BODY_BYTES} bytes.`,
  };
  return `function handler(event) {
  var request = event.request;
  var answer = function (statusCode, statusDescription, body, headers) {
    body.instance = request.uri;
    body.requestId = event.context.requestId;
    headers['content-type'] = { value: 'application/problem+json' };
    headers['cache-control'] = { value: 'no-store' };
    return { statusCode: statusCode, statusDescription: statusDescription, headers: headers, body: { encoding: 'text', data: JSON.stringify(body) } };
  };
  var length = request.headers['content-length'];
  if (length && Number(length.value) > ${EDGE_MAX_BODY_BYTES}) {
    return answer(413, 'Payload Too Large', ${JSON.stringify(tooLarge)}, {});
  }
  var authorization = request.headers.authorization;
  if (authorization && authorization.value && authorization.value.trim() !== '') return request;
  return answer(401, 'Unauthorized', ${JSON.stringify(unauthenticated)}, { 'www-authenticate': { value: 'Bearer' } });
}`;
};

/** Body of the WAF rate-based rule's 429, in the API's problem shape. */
export const edgeRateLimitedBody = (siteBaseUrl: string): string =>
  JSON.stringify({
    type: problemType(siteBaseUrl, 'quota-exceeded'),
    title: 'Too many requests',
    status: 429,
    detail: 'Too many requests from this address. Wait for Retry-After seconds; do not rotate addresses to avoid it.',
  });
