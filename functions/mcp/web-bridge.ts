import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { ApiResult } from '#shared/http/api-handler.ts';

/**
 * The origin of every request handed to the SDK. The SDK reads the path, the headers and the body, never the host;
 * the host the client named (its Host header, the local server's `domainName`) is client input, and one that is not
 * a valid URL authority would make `new Request` throw: a 500 for what is the client's mistake.
 */
const REQUEST_ORIGIN = 'https://localhost';

/**
 * The MCP SDK serves web-standard Request/Response objects; Lambda hands over an API Gateway payload 2.0 event and
 * wants a result object back. These two functions are the whole bridge between them.
 */
export const toWebRequest = (event: APIGatewayProxyEventV2): Request => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(event.headers)) if (value !== undefined) headers.set(name, value);
  // Set as parts, so that no path (`//host/...`) can stand for another origin.
  const url = new URL(REQUEST_ORIGIN);
  url.pathname = event.rawPath;
  url.search = event.rawQueryString;
  const method = event.requestContext.http.method;
  const hasBody = method !== 'GET' && method !== 'HEAD' && event.body !== undefined;
  const body = hasBody ? (event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64') : event.body) : undefined;
  return new Request(url, { method, headers, ...(body !== undefined ? { body } : {}) });
};

/** The response is read whole: the endpoint answers JSON, never a stream (responseMode `json`). */
export const fromWebResponse = async (response: Response): Promise<ApiResult> => {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return { statusCode: response.status, headers, body: await response.text() };
};
