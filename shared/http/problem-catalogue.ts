import type { DomainErrorCode } from '#shared/domain/errors.ts';
import { type Phrase, type PhraseKey, phrase } from '#shared/domain/problem-phrases.ts';

/**
 * Every problem the service answers, one row per `code`: its status, the phrases its detail is said with, what its
 * body adds and the headers it carries. The REST problem+json (`toProblem` in `problem.ts`), the OpenAPI error
 * answers (`infra/openapi/openapi-document.ts`), the site's errors page and refusal panels, the edge's own answers and
 * the MCP tool errors all read this table; the words of each row, a title per code and a text per phrase in each
 * language, are in `data/texts/problem-texts.json`, checked by the compiler so that a row without its texts in every
 * language does not compile.
 */

/** The headers a problem carries beyond Content-Type, Cache-Control and Content-Language. */
export type ProblemHeader = 'Retry-After' | 'RateLimit' | 'RateLimit-Policy' | 'WWW-Authenticate' | 'Allow';

/**
 * What a problem's body adds to `type`, `title`, `status`, `detail`, `requestId`: `issues`, the inputs at fault
 * (`parameter` or `field`, `header`, `expected`, and `errors` when there are several), or fixed members whose words
 * are a phrase in the caller's language or a literal.
 */
export type ProblemExtensions = 'issues' | Readonly<Record<string, Phrase | string>>;

export interface ProblemRow {
  readonly status: number;
  /** The phrases its detail is said with (each error says which, with its facts); `issues` lists the inputs. */
  readonly phrases: readonly PhraseKey[];
  readonly extensions?: ProblemExtensions;
  readonly headers?: readonly ProblemHeader[];
}

/**
 * The rows, in the order the site's /developers/errors page lists them (each code an anchor there, which the
 * problem's `type` URI points at).
 */
export const PROBLEM_CATALOGUE = {
  // `notHttp`: the local server's words for a request its HTTP parser cannot read at all.
  'malformed-request': { status: 400, phrases: ['notHttp'], extensions: 'issues' },
  'unusable-request': { status: 422, phrases: [], extensions: 'issues' },
  unauthenticated: {
    status: 401,
    phrases: ['credentialMissing', 'credentialRefused'],
    headers: ['WWW-Authenticate'],
  },
  'not-found': { status: 404, phrases: ['routeNotFound', 'resultNotFound'] },
  'method-not-allowed': { status: 405, phrases: ['methodNotAllowed'], headers: ['Allow'] },
  'result-expired': { status: 410, phrases: ['resultExpired'] },
  'idempotent-result-expired': { status: 410, phrases: ['keyResultExpired'] },
  'idempotency-in-flight': { status: 409, phrases: ['inFlight'], headers: ['Retry-After'] },
  'idempotency-key-reused': {
    status: 422,
    phrases: ['keyReused'],
    extensions: { parameter: 'Idempotency-Key', expected: phrase('expectNewKey') },
  },
  'quota-exceeded': {
    status: 429,
    phrases: ['quotaExceeded'],
    headers: ['Retry-After', 'RateLimit', 'RateLimit-Policy'],
  },
  'price-unavailable': {
    status: 503,
    phrases: ['priceUnavailable', 'noTariff', 'fuelMissing', 'fuelStale'],
    headers: ['Retry-After'],
  },
  'service-unavailable': { status: 503, phrases: ['storeUnavailable'], headers: ['Retry-After'] },
  'uri-too-long': { status: 414, phrases: ['uriTooLong'] },
  'unsupported-media-type': {
    status: 415,
    phrases: ['notJsonMediaType', 'charsetNotUtf8'],
    extensions: { header: 'Content-Type', expected: 'application/json' },
  },
  'not-acceptable': { status: 406, phrases: ['responseTooLarge'] },
  'payload-too-large': { status: 413, phrases: ['payloadTooLarge'] },
  'request-header-fields-too-large': { status: 431, phrases: ['headersTooLarge'] },
  'request-timeout': { status: 408, phrases: ['requestTimeout'] },
  'origin-refused': { status: 403, phrases: ['originRefused'] },
  // A 5xx says nothing internal (an operator's tariff file that reached a request included); the log holds the
  // cause under the same request id.
  'internal-error': { status: 500, phrases: ['internal'] },
} as const satisfies Readonly<Record<string, ProblemRow>>;

/** The closed set of problem codes: each is a `type` URI fragment of its problems. */
export type ProblemCode = keyof typeof PROBLEM_CATALOGUE;

/** Every problem code, in the catalogue's order. */
export const PROBLEM_CODES = Object.keys(PROBLEM_CATALOGUE) as readonly ProblemCode[];

/** A code's row, widened to the row's type. */
export const problemRow = (code: ProblemCode): ProblemRow => PROBLEM_CATALOGUE[code];

// Every code the domain raises has its row; a domain code without one does not compile.
type UnlistedDomainCode = Exclude<DomainErrorCode, ProblemCode>;
true satisfies [UnlistedDomainCode] extends [never] ? true : UnlistedDomainCode;
