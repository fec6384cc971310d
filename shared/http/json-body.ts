import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { MalformedRequestError } from '#shared/domain/errors.ts';
import { type Phrase, phrase } from '#shared/domain/problem-phrases.ts';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from './http-errors.ts';

/** Largest accepted JSON request body: a quote request is a few hundred bytes. */
export const MAX_JSON_BODY_BYTES = 8 * 1024;

/**
 * Largest accepted `POST /mcp` body. A real tool call is under 2 KB with its protocol envelope, and a 2025-03-26
 * batch of a few of them fits many times over; what this stops is a body whose parsing and validation would cost
 * far more than any answer is worth.
 */
export const MAX_MCP_BODY_BYTES = 64 * 1024;

type BodyEvent = Pick<APIGatewayProxyEventV2, 'headers' | 'body' | 'isBase64Encoded'>;

// RFC 9110 8.3.1: type "/" subtype *( OWS ";" OWS [ name "=" ( token / quoted-string ) ] ).
const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const JSON_TYPE = /^[ \t]*application\/json/iy;
const PARAMETER = new RegExp(`[ \\t]*;[ \\t]*(?:(${TOKEN})=(${TOKEN}|"(?:[^"\\\\]|\\\\.)*"))?`, 'y');
const TRAILING_SPACE = /[ \t]*$/y;

/**
 * The charsets a JSON Content-Type declares (lower-cased; none for a bare `application/json`), or `false` when the
 * header is not `application/json` or cannot be read. Parsed to the RFC's grammar rather than leniently: a
 * parameter the parser would have to guess at (`charset = utf-16`) is a body the server cannot read with certainty.
 */
const jsonCharsets = (contentType: string | undefined): string[] | false => {
  if (contentType === undefined) return false;
  JSON_TYPE.lastIndex = 0;
  if (!JSON_TYPE.test(contentType)) return false;
  let at = JSON_TYPE.lastIndex;
  const charsets: string[] = [];
  for (;;) {
    PARAMETER.lastIndex = at;
    const parameter = PARAMETER.exec(contentType);
    if (parameter === null) break;
    at = PARAMETER.lastIndex;
    const [, name, value] = parameter;
    if (name?.toLowerCase() === 'charset' && value !== undefined) {
      charsets.push((value.startsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value).toLowerCase());
    }
  }
  TRAILING_SPACE.lastIndex = at;
  TRAILING_SPACE.test(contentType);
  return TRAILING_SPACE.lastIndex === contentType.length ? charsets : false;
};

/**
 * A JSON body in UTF-8: `application/json` (media types are case-insensitive) with no charset or `charset=utf-8` in
 * any case. JSON exchanged between systems must be UTF-8 (RFC 8259 8.1); a body declared in another charset would be
 * read as something its sender did not write, so it is refused rather than guessed at.
 */
const checkJsonMediaType = (contentType: string | undefined) => {
  const charsets = jsonCharsets(contentType);
  if (charsets === false) {
    throw new UnsupportedMediaTypeError('Send the request body as JSON with Content-Type: application/json.');
  }
  if (charsets.some((charset) => charset !== 'utf-8')) {
    throw new UnsupportedMediaTypeError(
      'The request body is declared in another charset than UTF-8; send it as UTF-8, with Content-Type: application/json or application/json; charset=utf-8.',
      'charset',
    );
  }
};

/**
 * A JSON body's bytes after the checks every JSON route makes, in the contract's order of precedence: media type
 * (415), then size (413). Headers must already be lower-cased (the header normaliser does it).
 */
export const jsonBodyBytes = (event: BodyEvent, maxBytes: number): Buffer => {
  checkJsonMediaType(event.headers['content-type']);
  const raw =
    event.body === undefined ? Buffer.alloc(0) : Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
  if (raw.length > maxBytes) throw new PayloadTooLargeError(maxBytes);
  return raw;
};

const notAnObject = (detail: Phrase) =>
  new MalformedRequestError([{ location: 'body', name: '', expected: phrase('expectJsonObject'), detail }]);

/**
 * Most levels of arrays and objects a JSON body may nest. A quote body has one and an MCP call about five; the
 * limit stops a body whose nesting would make any recursive walk of it (serialising, validating, hashing) run out of
 * stack: about 5,000 levels, 10 KB, did.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether JSON text nests no deeper than `max`, read in one pass without recursion. Exact for valid JSON (strings and
 * their escapes are skipped); text that is not JSON is refused by the parser that reads it next.
 */
const nestsWithin = (text: string, max: number): boolean => {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text.charCodeAt(at);
    if (inString) {
      if (char === 0x5c) at += 1;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > max) return false;
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return true;
};

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A JSON body's text, or why it may not be parsed at all: its bytes are not UTF-8 (RFC 8259 8.1; decoding them would
 * put U+FFFD where the sender wrote something else), or it nests deeper than MAX_JSON_DEPTH. Checked before anything
 * parses or walks the body.
 */
export const jsonText = (
  raw: Uint8Array,
): { readonly text: string } | { readonly refused: 'not-utf8' | 'too-deep' } => {
  let text: string;
  try {
    text = UTF8.decode(raw);
  } catch {
    return { refused: 'not-utf8' };
  }
  return nestsWithin(text, MAX_JSON_DEPTH) ? { text } : { refused: 'too-deep' };
};

/**
 * Reads a JSON object body, checking in the contract's order of precedence: media type (415), size (413), then
 * UTF-8, nesting, JSON syntax and an object at the top (400). Schema checks come after, from the caller.
 */
export const readJsonObject = (event: BodyEvent, maxBytes: number = MAX_JSON_BODY_BYTES): Record<string, unknown> => {
  const raw = jsonBodyBytes(event, maxBytes);
  if (raw.length === 0) throw notAnObject(phrase('bodyEmpty'));
  const read = jsonText(raw);
  if ('refused' in read) {
    const detail = read.refused === 'not-utf8' ? phrase('bodyNotUtf8') : phrase('bodyTooDeep', { max: MAX_JSON_DEPTH });
    throw new MalformedRequestError([
      { location: 'body', name: '', expected: phrase('expectJsonText', { max: MAX_JSON_DEPTH }), detail },
    ]);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(read.text);
  } catch {
    throw notAnObject(phrase('bodyNotJson'));
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw notAnObject(phrase('bodyNotObject'));
  }
  return parsed as Record<string, unknown>;
};
