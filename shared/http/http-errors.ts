/** Failures that only exist at the HTTP edge: the domain never raises these. */

/** The edge's part of the closed set of error codes (the domain's is in `shared/domain/errors.ts`). */
export type HttpErrorCode =
  | 'uri-too-long'
  | 'unsupported-media-type'
  | 'payload-too-large'
  | 'request-header-fields-too-large'
  | 'request-timeout'
  | 'origin-refused'
  | 'not-found'
  | 'not-acceptable';

export abstract class HttpError extends Error {
  abstract readonly code: HttpErrorCode;
}

export class UriTooLongError extends HttpError {
  override name = 'UriTooLongError';
  readonly code = 'uri-too-long' as const;
  constructor(readonly limit: number) {
    super(`The request URI is longer than ${limit} characters.`);
  }
}

export class UnsupportedMediaTypeError extends HttpError {
  override name = 'UnsupportedMediaTypeError';
  readonly code = 'unsupported-media-type' as const;
  constructor(
    message: string,
    /** Not JSON at all, or JSON declared in another charset than UTF-8. */
    readonly reason: 'not-json' | 'charset' = 'not-json',
  ) {
    super(message);
  }
}

export class PayloadTooLargeError extends HttpError {
  override name = 'PayloadTooLargeError';
  readonly code = 'payload-too-large' as const;
  constructor(readonly limitBytes: number) {
    super(`The request body is larger than ${limitBytes} bytes.`);
  }
}

/** Only the local server meets it: Node's parser refuses the headers before any route runs. */
export class HeaderFieldsTooLargeError extends HttpError {
  override name = 'HeaderFieldsTooLargeError';
  readonly code = 'request-header-fields-too-large' as const;
}

export class RequestTimeoutError extends HttpError {
  override name = 'RequestTimeoutError';
  readonly code = 'request-timeout' as const;
}

export class OriginRefusedError extends HttpError {
  override name = 'OriginRefusedError';
  readonly code = 'origin-refused' as const;
}

export class RouteNotFoundError extends HttpError {
  override name = 'RouteNotFoundError';
  readonly code = 'not-found' as const;
}

/**
 * An answer that can only be delivered compressed, to a client that refuses compression. Its size and the limit
 * are one measure: the response as Lambda returns it, in MB of 1,048,576 bytes.
 */
export class ResponseTooLargeError extends HttpError {
  override name = 'ResponseTooLargeError';
  readonly code = 'not-acceptable' as const;
  constructor(
    readonly bytes: number,
    readonly limitBytes: number,
  ) {
    const megabytes = (value: number) => (value / 1024 / 1024).toFixed(1);
    super(
      `The answer is ${megabytes(bytes)} MB uncompressed, more than the ${megabytes(limitBytes)} MB a response can carry. Accept gzip (Accept-Encoding: gzip), or ask for fewer days or countries.`,
    );
  }
}
