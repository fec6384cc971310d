import {
  IdempotencyInFlightError,
  IdempotencyKeyReusedError,
  IdempotentResultExpiredError,
  MalformedRequestError,
  PriceUnavailableError,
  QuotaExceededError,
  ResultExpiredError,
  ResultNotFoundError,
  StoreUnavailableError,
  UnauthenticatedError,
  UnusableRequestError,
} from '#shared/domain/errors.ts';
import { FuelPriceStaleError, TariffCsvError } from '#shared/domain/pricing/errors.ts';
import {
  OriginRefusedError,
  PayloadTooLargeError,
  RequestTimeoutError,
  ResponseTooLargeError,
  RouteNotFoundError,
  UnsupportedMediaTypeError,
  UriTooLongError,
} from '#shared/http/http-errors.ts';
import { problemTypeOf, toProblem } from '#shared/http/problem.ts';

const issue = { location: 'query', name: 'metros', expected: 'a number', detail: 'metros is missing.' } as const;
const quota = { policy: 'minute', limit: 20, windowSeconds: 60, remaining: 0, resetSeconds: 12 };

describe('errors to problems', () => {
  // DESIGN §3: the status of every failure the service answers.
  test.each([
    [new MalformedRequestError([issue]), 400, 'malformed-request'],
    [new UnauthenticatedError('no'), 401, 'unauthenticated'],
    [new OriginRefusedError('no'), 403, 'origin-refused'],
    [new ResultNotFoundError('no'), 404, 'not-found'],
    [new RouteNotFoundError('no'), 404, 'not-found'],
    [new ResponseTooLargeError(7_000_000, 6_291_456), 406, 'not-acceptable'],
    [new RequestTimeoutError('slow'), 408, 'request-timeout'],
    [new IdempotencyInFlightError('wait'), 409, 'idempotency-in-flight'],
    [new ResultExpiredError('old'), 410, 'result-expired'],
    [new IdempotentResultExpiredError('old'), 410, 'idempotent-result-expired'],
    [new PayloadTooLargeError(8192), 413, 'payload-too-large'],
    [new UriTooLongError(2048), 414, 'uri-too-long'],
    [new UnsupportedMediaTypeError('text/plain'), 415, 'unsupported-media-type'],
    [new UnusableRequestError([issue]), 422, 'unusable-request'],
    [new IdempotencyKeyReusedError('other body'), 422, 'idempotency-key-reused'],
    [new QuotaExceededError(quota), 429, 'quota-exceeded'],
    [new PriceUnavailableError('stale', 60), 503, 'price-unavailable'],
    [new FuelPriceStaleError('2026-W40', '2026-10-06', 30, 21), 503, 'price-unavailable'],
    [new StoreUnavailableError('down'), 503, 'service-unavailable'],
  ])('%s answers %i %s', (error, status, code) => {
    expect(toProblem(error)).toMatchObject({ status, code });
  });

  test('429 and 503 say when to retry; 401 says how to authenticate', () => {
    expect(toProblem(new QuotaExceededError(quota)).headers).toMatchObject({
      'Retry-After': '12',
      RateLimit: '"minute";r=0;t=12',
    });
    expect(toProblem(new StoreUnavailableError('down')).headers).toMatchObject({ 'Retry-After': '5' });
    expect(toProblem(new UnauthenticatedError('no')).headers).toEqual({ 'WWW-Authenticate': 'Bearer' });
  });

  test('anything else, an operator-side error included, is a 500 that says nothing internal', () => {
    for (const error of [new Error('secret detail'), new TariffCsvError([{ row: 2, message: 'bad' }]), 'thrown']) {
      expect(toProblem(error)).toMatchObject({ status: 500, code: 'internal-error' });
      expect(JSON.stringify(toProblem(error))).not.toMatch(/secret|bad/);
    }
  });

  test('a code outside the closed set has no status, and does not compile', () => {
    // @ts-expect-error: not an ErrorCode
    expect(() => problemTypeOf('brand-new-error')).toThrow(/without a status/);
  });
});
