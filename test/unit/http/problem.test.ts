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
import { LANGUAGES } from '#shared/domain/languages.ts';
import { FuelPriceStaleError, TariffCsvError } from '#shared/domain/pricing/errors.ts';
import { phrase } from '#shared/domain/problem-phrases.ts';
import {
  OriginRefusedError,
  PayloadTooLargeError,
  RequestTimeoutError,
  ResponseTooLargeError,
  RouteNotFoundError,
  UnsupportedMediaTypeError,
  UriTooLongError,
} from '#shared/http/http-errors.ts';
import { refusedFields, toProblem } from '#shared/http/problem.ts';
import { problemRow } from '#shared/http/problem-catalogue.ts';

const issue = {
  location: 'query',
  name: 'metros',
  expected: phrase('expectMetres', { max: 10 }),
  detail: phrase('required', { location: 'query', name: 'metros' }),
} as const;
const quota = { policy: 'minute', limit: 20, windowSeconds: 60, remaining: 0, resetSeconds: 12 };

describe('errors to problems', () => {
  test('a request in progress under the same Idempotency-Key is told when to retry', () => {
    expect(toProblem(new IdempotencyInFlightError('in flight'), 'en')).toMatchObject({
      status: 409,
      headers: { 'Retry-After': '1' },
    });
  });

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
    expect(toProblem(new UnauthenticatedError('no')).headers).toEqual({
      'WWW-Authenticate': 'Bearer',
      'Content-Language': 'es',
    });
  });

  test('anything else, an operator-side error included, is a 500 that says nothing internal', () => {
    for (const error of [new Error('secret detail'), new TariffCsvError([{ row: 2, message: 'bad' }]), 'thrown']) {
      expect(toProblem(error)).toMatchObject({ status: 500, code: 'internal-error' });
      expect(JSON.stringify(toProblem(error))).not.toMatch(/secret|bad/);
    }
  });

  test('a code outside the catalogue has no row, and does not compile', () => {
    // @ts-expect-error: not a ProblemCode
    expect(problemRow('brand-new-error')).toBeUndefined();
  });

  test('a problem is written in the language asked for, Spanish by default, and names it in Content-Language', () => {
    const refusal = new MalformedRequestError([issue]);
    expect(toProblem(refusal)).toMatchObject({
      title: 'Solicitud mal formada',
      detail: 'El parámetro «metros» es obligatorio.',
      extensions: { parameter: 'metros', expected: expect.stringMatching(/^metros lineales/) },
      headers: { 'Content-Language': 'es' },
    });
    expect(toProblem(refusal, 'de')).toMatchObject({
      title: 'Fehlerhafte Anfrage',
      detail: 'Der Parameter „metros“ ist erforderlich.',
      headers: { 'Content-Language': 'de' },
    });
    expect(toProblem(new QuotaExceededError(quota), 'fr').detail).toMatch(/^Le quota de 20 requêtes par 60 s/);
    for (const language of LANGUAGES) {
      expect(toProblem(new Error('x'), language)).toMatchObject({
        code: 'internal-error',
        headers: { 'Content-Language': language },
      });
    }
  });

  test('each parameter is named once, however many issues are about it', () => {
    const again = { ...issue, detail: phrase('invalid', { location: 'query', name: 'metros', value: 'x' }) };
    const other = { ...issue, name: 'fecha', expected: phrase('expectLoadingDate', { days: 30 }) };
    const problem = toProblem(new MalformedRequestError([issue, again, other]), 'en');
    expect(problem.extensions?.errors).toEqual([
      expect.objectContaining({ parameter: 'metros', detail: 'Parameter "metros" is required.' }),
      expect.objectContaining({ parameter: 'fecha' }),
    ]);
  });

  test("the site reads a refused field's texts in its language", () => {
    const fields = refusedFields(new UnusableRequestError([issue]), 'it');
    expect(fields.get('metros')).toEqual({
      expected: 'metri lineari: un numero maggiore di 0 e al massimo 10, ad es. 2.4 (con il punto decimale)',
      detail: 'Il parametro «metros» è obbligatorio.',
    });
    expect(refusedFields(new Error('x'), 'it').size).toBe(0);
  });
});
