/** Failures that only exist at the HTTP edge: the domain never raises these. */

export class UriTooLongError extends Error {
  override name = 'UriTooLongError';
  constructor(readonly limit: number) {
    super(`The request URI is longer than ${limit} characters.`);
  }
}

export class UnsupportedMediaTypeError extends Error {
  override name = 'UnsupportedMediaTypeError';
}

export class PayloadTooLargeError extends Error {
  override name = 'PayloadTooLargeError';
  constructor(readonly limitBytes: number) {
    super(`The request body is larger than ${limitBytes} bytes.`);
  }
}

export class RequestTimeoutError extends Error {
  override name = 'RequestTimeoutError';
}

export class OriginRefusedError extends Error {
  override name = 'OriginRefusedError';
}

export class RouteNotFoundError extends Error {
  override name = 'RouteNotFoundError';
}

/**
 * An answer that can only be delivered compressed, to a client that refuses compression. Its size and the limit
 * are one measure: the response as Lambda returns it, in MB of 1,048,576 bytes.
 */
export class ResponseTooLargeError extends Error {
  override name = 'ResponseTooLargeError';
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
