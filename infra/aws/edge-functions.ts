/**
 * CloudFront Functions (cloudfront-js-2.0) source, generated with the site base URL so that their problem
 * bodies carry the same `type` URLs as the API's own (`shared/http/problem.ts`).
 */

const problemType = (siteBaseUrl: string, code: string) => new URL(`/developers/errors#${code}`, siteBaseUrl).href;

/**
 * Viewer request of the quote routes. API Gateway answers a request without the authorizer's identity source
 * (the Authorization header) itself, with `401 {"message":"Unauthorized"}`, before any function runs; the
 * contract wants a problem body, so the edge answers that case in the API's words instead.
 */
export const requireCredentialSource = (siteBaseUrl: string): string => {
  const body = {
    type: problemType(siteBaseUrl, 'unauthenticated'),
    title: 'Credential missing or not accepted',
    status: 401,
    detail: 'No credential was sent. Send Authorization: Bearer fest_...',
  };
  return `function handler(event) {
  var authorization = event.request.headers.authorization;
  if (authorization && authorization.value && authorization.value.trim() !== '') return event.request;
  var body = ${JSON.stringify(body)};
  body.instance = event.request.uri;
  body.requestId = event.context.requestId;
  return {
    statusCode: 401,
    statusDescription: 'Unauthorized',
    headers: {
      'content-type': { value: 'application/problem+json' },
      'cache-control': { value: 'no-store' },
      'www-authenticate': { value: 'Bearer' }
    },
    body: { encoding: 'text', data: JSON.stringify(body) }
  };
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
