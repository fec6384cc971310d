/**
 * A request that got no answer from the service: the connection was refused or reset, the name did not resolve,
 * or no whole answer came within the client's `timeoutSeconds`. Nothing is known of what the service did: a quote
 * creation may have been stored, so send it again with the same Idempotency-Key, which replays it.
 */
export class NetworkError extends Error {
  override name = 'NetworkError';

  private constructor(
    message: string,
    /** `timeout`: no whole answer in time; `unreachable`: no connection, or it broke. */
    readonly reason: 'timeout' | 'unreachable',
    /** The service's address, as the client was given it. */
    readonly baseUrl: string,
    cause: unknown,
  ) {
    super(message, { cause });
  }

  /** The NetworkError a failed exchange means, or undefined when the failure is not the network's. */
  static of(error: unknown, baseUrl: string, timeoutSeconds: number): NetworkError | undefined {
    // Told apart by name: fetch's errors may come from another realm than this module's Error and TypeError.
    const { name, cause } = (error ?? {}) as { name?: unknown; cause?: unknown };
    if (name === 'TimeoutError') {
      return new NetworkError(`No answer from ${baseUrl} within ${timeoutSeconds} s`, 'timeout', baseUrl, error);
    }
    // fetch rejects with a TypeError whose cause says why (ECONNREFUSED, ENOTFOUND, a reset socket...).
    if (name === 'TypeError' && cause !== undefined) {
      const { code, message } = cause as { code?: unknown; message?: unknown };
      const why = typeof code === 'string' ? code : typeof message === 'string' ? message : 'fetch failed';
      return new NetworkError(
        `Could not reach ${baseUrl} (${why}): is the service running there?`,
        'unreachable',
        baseUrl,
        error,
      );
    }
    return undefined;
  }
}
