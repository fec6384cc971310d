/** Failures that only exist at the HTTP edge: the domain never raises these. */

import type { QuotaState, Said } from '#shared/domain/errors.ts';
import { phrase } from '#shared/domain/problem-phrases.ts';
import type { ProblemCode } from './problem-catalogue.ts';

export abstract class HttpError extends Error {
  abstract readonly code: ProblemCode;
  /** What the refusal says, in no language: its phrase and facts. */
  abstract readonly said: Said;
  /** The methods the path takes, for a method it does not (the Allow field). */
  declare readonly allow?: readonly string[];
  /** As a domain error's: the HTTP errors that carry Retry-After or the RateLimit fields set them. */
  declare readonly retryAfterSeconds?: number;
  declare readonly quota?: QuotaState;
}

export class UriTooLongError extends HttpError {
  override name = 'UriTooLongError';
  readonly code = 'uri-too-long' as const;
  constructor(readonly limit: number) {
    super(`The request URI is longer than ${limit} characters.`);
  }
  get said(): Said {
    return phrase('uriTooLong', { limit: this.limit });
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
  get said(): Said {
    return phrase(this.reason === 'charset' ? 'charsetNotUtf8' : 'notJsonMediaType');
  }
}

export class PayloadTooLargeError extends HttpError {
  override name = 'PayloadTooLargeError';
  readonly code = 'payload-too-large' as const;
  constructor(readonly limitBytes: number) {
    super(`The request body is larger than ${limitBytes} bytes.`);
  }
  get said(): Said {
    return phrase('payloadTooLarge', { limit: this.limitBytes });
  }
}

/** Only the local server meets it: Node's parser refuses the headers before any route runs. */
export class HeaderFieldsTooLargeError extends HttpError {
  override name = 'HeaderFieldsTooLargeError';
  readonly code = 'request-header-fields-too-large' as const;
  readonly said = phrase('headersTooLarge');
}

export class RequestTimeoutError extends HttpError {
  override name = 'RequestTimeoutError';
  readonly code = 'request-timeout' as const;
  readonly said = phrase('requestTimeout');
}

export class OriginRefusedError extends HttpError {
  override name = 'OriginRefusedError';
  readonly code = 'origin-refused' as const;
  readonly said = phrase('originRefused');
}

export class RouteNotFoundError extends HttpError {
  override name = 'RouteNotFoundError';
  readonly code = 'not-found' as const;
  readonly said = phrase('routeNotFound');
}

/** A known path asked with a method it does not take: the answer names the ones it does. */
export class MethodNotAllowedError extends HttpError {
  override name = 'MethodNotAllowedError';
  readonly code = 'method-not-allowed' as const;
  constructor(
    readonly method: string,
    override readonly allow: readonly string[],
  ) {
    super(`${method} is not one of the path's methods: ${allow.join(', ')}.`);
  }
  get said(): Said {
    return phrase('methodNotAllowed', { method: this.method, allow: this.allow });
  }
}

const megabytes = (value: number) => (value / 1024 / 1024).toFixed(1);

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
    super(
      `The answer is ${megabytes(bytes)} MB uncompressed, more than the ${megabytes(limitBytes)} MB a response can carry. Accept gzip (Accept-Encoding: gzip), or ask for fewer days or countries.`,
    );
  }
  get said(): Said {
    return phrase('responseTooLarge', {
      megabytes: megabytes(this.bytes),
      limitMegabytes: megabytes(this.limitBytes),
    });
  }
}
