/**
 * CloudFront Functions (cloudfront-js-2.0) source, generated with the site base URL so that their problem
 * bodies carry the same `type` URLs as the API's own (`shared/http/problem.ts`); without a configured one, on the
 * host the viewer asked (the distribution's own address), as the functions link to it.
 */

import { type Phrase, phrase } from '#shared/domain/problem-phrases.ts';
import { MAX_JSON_BODY_BYTES } from '#shared/http/json-body.ts';
import { type ProblemCode, problemRow } from '#shared/http/problem-catalogue.ts';
import { problemTexts, render } from '#shared/http/problem-texts.ts';
import { apiPathMethods, documentedRoutes } from '#shared/routes/registry.ts';

/** Where the site explains a problem code. */
const ERRORS_PAGE = (code: ProblemCode) => `/developers/errors#${code}`;

/**
 * The problem body the edge answers for a code, from the catalogue and its English texts: the edge cannot negotiate
 * a language, and English is what a caller without a shared language reads.
 */
const edgeProblem = (siteBaseUrl: string | undefined, code: ProblemCode, said: Phrase | string) => ({
  // Without an address, the path alone: a URI reference RFC 9457 resolves against the request's own URL.
  type: siteBaseUrl === undefined ? ERRORS_PAGE(code) : new URL(ERRORS_PAGE(code), siteBaseUrl).href,
  title: problemTexts('en').titles[code],
  status: problemRow(code).status,
  detail: typeof said === 'string' ? said : render('en', said),
});

/**
 * Largest request body the local server reads for a route without a body limit of its own. The routes that take a
 * body are capped at the edge at their own limit (MAX_JSON_BODY_BYTES, MAX_MCP_BODY_BYTES), with the handler's
 * words, so a body over it is refused with one limit and one message wherever it is stopped.
 */
export const EDGE_MAX_BODY_BYTES = 1024 * 1024;

/**
 * Answers in the API's problem shape from inside a CloudFront Function, with the request's path and id; a `type`
 * without an address gets the viewer's host, the distribution's own address or its custom domain.
 */
const answerSource = `var answer = function (statusCode, statusDescription, body, headers) {
    if (body.type.charAt(0) === '/' && request.headers.host) body.type = 'https://' + request.headers.host.value + body.type;
    body.instance = request.uri;
    body.requestId = event.context.requestId;
    headers['content-type'] = { value: 'application/problem+json' };
    headers['cache-control'] = { value: 'no-store' };
    return { statusCode: statusCode, statusDescription: statusDescription, headers: headers, body: { encoding: 'text', data: JSON.stringify(body) } };
  };`;

/** A declared body over `maxBytes` is answered 413 at the edge. */
const bodySizeSource = (siteBaseUrl: string | undefined, maxBytes: number) => {
  const tooLarge = edgeProblem(siteBaseUrl, 'payload-too-large', phrase('payloadTooLarge', { limit: maxBytes }));
  return `var length = request.headers['content-length'];
  if (length && Number(length.value) > ${maxBytes}) {
    return answer(413, 'Payload Too Large', ${JSON.stringify(tooLarge)}, {});
  }`;
};

/**
 * Viewer request of the quote routes. API Gateway answers a request without the authorizer's identity source
 * (the Authorization header) itself, with `401 {"message":"Unauthorized"}`, before any function runs; the
 * contract wants a problem body, so the edge answers that case in the API's words instead. A declared body over
 * MAX_JSON_BODY_BYTES, the limit the handler states, is answered 413 the same way. A method the path does not take
 * goes on without a credential, to be answered 405 as on every API path.
 */
export const requireCredentialSource = (siteBaseUrl: string | undefined): string => {
  const unauthenticated = edgeProblem(siteBaseUrl, 'unauthenticated', phrase('credentialMissing'));
  // Each credential path as a pattern of its URI, with the methods it takes.
  const credentialPaths = [...apiPathMethods].flatMap(([path, methods]) =>
    documentedRoutes.some((route) => route.path === path && route.auth === 'bearer')
      ? [[`^${path.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`, methods]]
      : [],
  );
  return `function handler(event) {
  var request = event.request;
  ${answerSource}
  var paths = ${JSON.stringify(credentialPaths)};
  for (var i = 0; i < paths.length; i++) {
    if (new RegExp(paths[i][0]).test(request.uri) && paths[i][1].indexOf(request.method) < 0) return request;
  }
  ${bodySizeSource(siteBaseUrl, MAX_JSON_BODY_BYTES)}
  var authorization = request.headers.authorization;
  if (authorization && authorization.value && authorization.value.trim() !== '') return request;
  return answer(401, 'Unauthorized', ${JSON.stringify(unauthenticated)}, { 'www-authenticate': { value: 'Bearer' } });
}`;
};

/**
 * Viewer request of the MCP endpoint: a declared body over `maxBytes` (the function's own cap) is answered 413 in
 * the API's problem shape, as the function answers it, without reaching API Gateway; a request without a credential
 * goes through (the public tools' caller).
 */
export const limitBodySource = (siteBaseUrl: string | undefined, maxBytes: number): string => `function handler(event) {
  var request = event.request;
  ${answerSource}
  ${bodySizeSource(siteBaseUrl, maxBytes)}
  return request;
}`;

/** Body of the WAF rate-based rule's 429, in the API's problem shape. */
export const edgeRateLimitedBody = (siteBaseUrl: string | undefined): string =>
  JSON.stringify(
    // The WAF counts per address over its own window: its words are its own.
    edgeProblem(
      siteBaseUrl,
      'quota-exceeded',
      'Too many requests from this address. Wait for Retry-After seconds; do not rotate addresses to avoid it.',
    ),
  );
