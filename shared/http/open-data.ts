import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Config } from '#shared/config.ts';
import { StoreUnavailableError } from '#shared/domain/errors.ts';
import type { Language } from '#shared/domain/languages.ts';
import { TYPOGRAPHY } from '#shared/domain/texts/typography.ts';
import { logger } from '#shared/observability/logger.ts';
import { memoryRateLimitStore, type QuotaCheck, type RateLimitStore } from '#shared/store/rate-limit-store.ts';
import type { ApiContext, ApiResult } from './api-handler.ts';
import { byteBoundedCache, stringBytes } from './byte-bounded-cache.ts';
import { ResponseTooLargeError } from './http-errors.ts';
import { recordQuotaFailedOpen } from './metrics.ts';
import { acceptsGzip } from './negotiation.ts';

/** The open data is published under CC BY 4.0; every successful open-data response says so in a header. */
export const LICENSE_URL = 'https://creativecommons.org/licenses/by/4.0/';

export const OPEN_DATA_CACHE_CONTROL = 'public, max-age=3600';

export const OPEN_DATA_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': OPEN_DATA_CACHE_CONTROL,
  Link: `<${LICENSE_URL}>; rel="license"`,
};

export interface OpenDataLicense {
  readonly name: 'CC BY 4.0';
  readonly url: string;
  readonly attribution: string;
}

/** Whose each rule is, in each language: `officialSource` is the field every entry names its authority in. */
const RULES_BELONG: Readonly<Record<Language, string>> = {
  en: 'each rule belongs to the authority named in officialSource',
  es: 'cada norma pertenece a la autoridad indicada en officialSource',
  ro: 'fiecare regulă aparține autorității indicate în officialSource',
  it: 'ogni regola appartiene all’autorità indicata in officialSource',
  fr: 'chaque règle appartient à l’autorité indiquée dans officialSource',
  de: 'jede Regel gehört der in officialSource genannten Behörde',
};

/**
 * The `license` field of the JSON responses, in the answer's language: what to credit and where the terms are. The
 * Atom feed's `rights` and the MCP answers' credit say the same.
 */
export const openDataLicense = (
  current: Pick<Config, 'SERVICE_NAME' | 'SITE_BASE_URL'>,
  lang: Language = 'en',
): OpenDataLicense => ({
  name: 'CC BY 4.0',
  url: LICENSE_URL,
  attribution: TYPOGRAPHY[lang].spaced(
    `${current.SERVICE_NAME} (${current.SITE_BASE_URL}), CC BY 4.0; ${RULES_BELONG[lang]}`,
  ),
});

/** A strong validator: the same bytes always give the same tag, in every container. */
export const entityTag = (body: string): string =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);

/**
 * If-None-Match uses the weak comparison (RFC 9110 13.1.2): `W/"x"` matches `"x"`. The header may list several
 * tags (API Gateway joins repeated headers with commas too) or be `*`.
 */
export const matchesIfNoneMatch = (header: string | undefined, etag: string): boolean => {
  if (header === undefined) return false;
  const wanted = opaque(etag);
  return header
    .split(',')
    .map((part) => part.trim())
    .some((tag) => tag === '*' || opaque(tag) === wanted);
};

/** A 200 response with its entity tag computed once, so a cached body is never hashed again per request. */
export interface OpenDataBody {
  readonly contentType: string;
  readonly body: string;
  readonly etag: string;
}

export const openDataBody = (contentType: string, body: string): OpenDataBody => ({
  contentType,
  body,
  etag: entityTag(body),
});

export const jsonOpenDataBody = (value: unknown): OpenDataBody =>
  openDataBody('application/json; charset=utf-8', JSON.stringify(value));

/** A fresh result each time: the chain writes per-request headers into the object it is given. */
export const openDataResult = ({ contentType, body, etag }: OpenDataBody): ApiResult => ({
  statusCode: 200,
  headers: { 'Content-Type': contentType, ETag: etag },
  body,
});

/**
 * Bodies above this size are gzipped here when the client accepts it; CloudFront compresses the smaller ones itself.
 */
export const GZIP_MIN_CHARS = 1_000_000;

/** What a synchronous Lambda invocation may return: the result object, serialised as JSON, at most 6 MB. */
export const LAMBDA_RESPONSE_LIMIT_BYTES = 6 * 1024 * 1024;

/** Room kept for the headers the chain adds after the open-data middleware (CORS, RateLimit). */
const HEADER_ALLOWANCE_BYTES = 16 * 1024;

/** Bytes JSON.stringify adds to a string's UTF-8 bytes when it writes it between quotes (the quotes left out). */
const jsonEscapeBytes = (text: string): number => {
  let extra = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 0x22 || code === 0x5c) extra += 1;
    // \b \t \n \f \r take two characters, any other control character six (\u00XX).
    else if (code < 0x20) extra += code === 8 || code === 9 || code === 10 || code === 12 || code === 13 ? 1 : 5;
    else if (code >= 0xd800 && code <= 0xdfff) {
      const next = text.charCodeAt(i + 1);
      // A pair is four bytes either way; a lone surrogate is written \uXXXX, where UTF-8 has three bytes for it.
      if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) i += 1;
      else extra += 3;
    }
  }
  return extra;
};

/**
 * Size of a result as Lambda returns it: the body is a JSON string inside the JSON result, escapes included.
 * Counted without serialising the body a second time: a large calendar would make another string of several MB.
 */
export const lambdaResultBytes = (result: object): number => {
  if (!('body' in result) || typeof result.body !== 'string') return Buffer.byteLength(JSON.stringify(result), 'utf8');
  const body = result.body;
  return (
    Buffer.byteLength(JSON.stringify({ ...result, body: '' }), 'utf8') +
    Buffer.byteLength(body, 'utf8') +
    jsonEscapeBytes(body)
  );
};

// The size of a large body's result as it is, by its tag: measured once, since the same large bodies come back.
const measured = new Map<string, number>();
const responseBytes = (etag: string, result: ApiResult): number => {
  let bytes = measured.get(etag);
  if (bytes === undefined) {
    bytes = lambdaResultBytes(result) + HEADER_ALLOWANCE_BYTES;
    measured.set(etag, bytes);
    if (measured.size > 64) measured.delete(measured.keys().next().value as string);
  }
  return bytes;
};

/** The bytes of compressed bodies a container keeps: a whole calendar with night entries is about 1 MB in base64. */
export const GZIP_CACHE_BYTES = 8 * 1024 * 1024;

// The same few large bodies are asked for again and again; compress each once (keyed by its tag).
const gzipped = byteBoundedCache<string, string>({ maxBytes: GZIP_CACHE_BYTES, sizeOf: stringBytes });
const gzipOnce = (etag: string, body: string): string =>
  gzipped.remember(etag, () => gzipSync(body).toString('base64'));

/**
 * Cache, licence and validator headers for every successful open-data response, and the conditional GET: when
 * If-None-Match names the current tag the body is dropped and the answer is 304 with the same headers. A large
 * body goes out gzipped to clients that accept it, as another representation with its own strong tag. Runs after
 * the handler and before the chain's own header middleware, which adds CORS and the RateLimit fields.
 */
export const openDataResponses = <E extends APIGatewayProxyEventV2>(): MiddlewareObj<
  E,
  ApiResult,
  Error,
  ApiContext
> => ({
  after: (request) => {
    const response = request.response;
    if (response?.statusCode !== 200) return;
    const body = response.body ?? '';
    const identityTag = response.headers?.ETag ?? entityTag(body);
    const acceptEncoding = request.event.headers['accept-encoding'];
    const large = body.length >= GZIP_MIN_CHARS;
    // The whole window with night entries is over Lambda's response limit uncompressed (about 7 MB as a result).
    const bytes = large ? responseBytes(identityTag, response) : 0;
    const tooLarge = bytes > LAMBDA_RESPONSE_LIMIT_BYTES;
    // Without Accept-Encoding any coding is acceptable (RFC 9110, 12.5.3): an answer too large to send as it is
    // goes gzipped; a client that refuses gzip is told why, with a 406, rather than the platform's 500.
    const gzip = large && (acceptsGzip(acceptEncoding) || (tooLarge && acceptEncoding === undefined));
    if (tooLarge && !gzip) throw new ResponseTooLargeError(bytes, LAMBDA_RESPONSE_LIMIT_BYTES);
    const etag = gzip ? `${identityTag.slice(0, -1)}-gzip"` : identityTag;
    const headers: Record<string, string> = {
      ...response.headers,
      ...OPEN_DATA_HEADERS,
      ETag: etag,
      ...(body.length >= GZIP_MIN_CHARS ? { Vary: 'Accept-Encoding' } : {}),
    };
    if (matchesIfNoneMatch(request.event.headers['if-none-match'], etag)) {
      const { 'Content-Type': _type, ...notModified } = headers;
      request.response = { statusCode: 304, headers: notModified, body: '' };
      return;
    }
    if (gzip) {
      request.response = {
        statusCode: 200,
        headers: { ...headers, 'Content-Encoding': 'gzip' },
        body: gzipOnce(etag, body),
        isBase64Encoded: true,
      };
      return;
    }
    response.headers = headers;
  },
});

export type OpenDataQuotaSettings = Pick<Config, 'OPEN_DATA_QUOTA_PER_WINDOW' | 'OPEN_DATA_WINDOW_SECONDS'>;

/**
 * The open-data quota: N requests per client IP and endpoint in any window of its length (a sliding window, from the
 * client's first request on). A 304 counts like a 200: the request still reaches the function.
 *
 * Each container counts too, in memory (`local`, same limit and window), before it asks the store: a client over
 * its quota in this container is refused at once, store or no store. The store holds the count across containers.
 * When it cannot be read the request fails open: public, cacheable, read-only data must outlive its request
 * counter, so it is served (no RateLimit fields: the service-wide count is unknown), logged and counted in the
 * `QuotaFailedOpen` metric. A client's own burst is not an outage: however slow the store, the container's count
 * still holds it to its quota (exactly, with one process). The estimate and the quotes fail closed: they cannot
 * price without the store.
 *
 * Counts one request to `endpoint` from `clientIp`; undefined when it failed open.
 */
export const countOpenData = (
  store: Pick<RateLimitStore, 'hit'>,
  settings: OpenDataQuotaSettings,
  local: Pick<RateLimitStore, 'hit'> = memoryRateLimitStore(),
) => {
  const window = {
    policy: 'open-data',
    limit: settings.OPEN_DATA_QUOTA_PER_WINDOW,
    seconds: settings.OPEN_DATA_WINDOW_SECONDS,
    // The contract refuses request 61 of any 60 s: no headroom.
    strict: true,
  };
  return async (endpoint: string, clientIp: string, now: Date): Promise<QuotaCheck | undefined> => {
    const key = `open-data#${endpoint}#${clientIp}`;
    const here = await local.hit(key, [window], now);
    if (!here.allowed) return here;
    try {
      return await store.hit(key, [window], now);
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) throw error;
      logger.warn('open-data quota not counted: the quota store is unavailable; serving anyway', {
        endpoint,
        error,
      });
      recordQuotaFailedOpen();
      return undefined;
    }
  };
};
