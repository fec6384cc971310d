import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { MalformedRequestError } from '#shared/domain/errors.ts';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from './http-errors.ts';

/** Largest accepted JSON request body: a quote request is a few hundred bytes. */
export const MAX_JSON_BODY_BYTES = 8 * 1024;

/** `application/json`, with or without parameters such as `charset=utf-8`; media types are case-insensitive. */
const isJsonMediaType = (contentType: string | undefined) =>
  contentType !== undefined && /^\s*application\/json\s*(;.*)?$/i.test(contentType);

const notAnObject = (detail: string) =>
  new MalformedRequestError([{ location: 'body', name: '', expected: 'a JSON object', detail }]);

/**
 * Reads a JSON object body, checking in the contract's order of precedence: media type (415), size (413), then
 * JSON syntax and an object at the top (400). Headers must already be lower-cased (the header normaliser does it).
 * Schema checks come after, from the caller.
 */
export const readJsonObject = (
  event: Pick<APIGatewayProxyEventV2, 'headers' | 'body' | 'isBase64Encoded'>,
  maxBytes: number = MAX_JSON_BODY_BYTES,
): Record<string, unknown> => {
  if (!isJsonMediaType(event.headers['content-type'])) {
    throw new UnsupportedMediaTypeError('Send the request body as JSON with Content-Type: application/json.');
  }
  const raw =
    event.body === undefined ? Buffer.alloc(0) : Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
  if (raw.length > maxBytes) throw new PayloadTooLargeError(maxBytes);
  if (raw.length === 0) throw notAnObject('The request body is empty; send a JSON object.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch {
    throw notAnObject('The request body is not valid JSON.');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw notAnObject('The request body must be a JSON object.');
  }
  return parsed as Record<string, unknown>;
};
