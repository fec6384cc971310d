import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { ApiResult } from '#shared/http/api-handler.ts';

/**
 * The MCP SDK serves web-standard Request/Response objects; Lambda hands over an API Gateway payload 2.0 event and
 * wants a result object back. These two functions are the whole bridge between them.
 */
export const toWebRequest = (event: APIGatewayProxyEventV2): Request => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(event.headers)) if (value !== undefined) headers.set(name, value);
  const host = event.requestContext.domainName || 'localhost';
  const url = `https://${host}${event.rawPath}${event.rawQueryString ? `?${event.rawQueryString}` : ''}`;
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
