import type { components } from './schema.ts';

/** An RFC 9457 problem as the service answers every refusal (`application/problem+json`). */
export type Problem = components['schemas']['Problem'];

/**
 * One quota policy as the service reports it, from the IETF draft fields it sends with every quota-limited answer:
 * `RateLimit-Policy: "minute";q=20;w=60` and `RateLimit: "minute";r=0;t=37`.
 */
export interface RateLimit {
  /** The policy's name, e.g. `minute` or `day`. */
  readonly policy: string;
  /** Requests the policy allows per window (`q`). */
  readonly quota?: number;
  /** The window's length in seconds (`w`). */
  readonly windowSeconds?: number;
  /** Requests left in the current window (`r`). */
  readonly remaining?: number;
  /** Seconds until the window resets (`t`). */
  readonly resetSeconds?: number;
}

interface ListItem {
  readonly name: string;
  readonly params: ReadonlyMap<string, number>;
}

/** The members of a structured-field list such as `"minute";q=20;w=60, "day";q=300;w=86400`. */
const listItems = (field: string | null): ListItem[] =>
  (field ?? '')
    .split(',')
    .map((member) => member.trim())
    .filter((member) => member !== '')
    .map((member) => {
      const [name = '', ...params] = member.split(';').map((part) => part.trim());
      const numbers = new Map<string, number>();
      for (const param of params) {
        const [key, value] = param.split('=');
        if (key && value !== undefined && /^-?\d+$/.test(value)) numbers.set(key, Number(value));
      }
      return { name: name.replace(/^"(.*)"$/, '$1'), params: numbers };
    });

/**
 * The policy a `RateLimit` field reports, with its quota and window from `RateLimit-Policy`; undefined when the
 * answer carries neither field.
 */
export const rateLimitOf = (headers: Headers): RateLimit | undefined => {
  const policies = listItems(headers.get('RateLimit-Policy'));
  const state = listItems(headers.get('RateLimit'))[0];
  const policy = policies.find((item) => item.name === state?.name) ?? (state ? undefined : policies[0]);
  const name = state?.name ?? policy?.name;
  if (name === undefined) return undefined;
  const entries: [keyof RateLimit, number | undefined][] = [
    ['quota', policy?.params.get('q')],
    ['windowSeconds', policy?.params.get('w')],
    ['remaining', state?.params.get('r')],
    ['resetSeconds', state?.params.get('t')],
  ];
  return { policy: name, ...Object.fromEntries(entries.filter(([, value]) => value !== undefined)) };
};

/** `Retry-After` in seconds: the integer the service sends, or an HTTP date counted from `now`. */
export const retryAfterOf = (headers: Headers, now = Date.now()): number | undefined => {
  const value = headers.get('Retry-After')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
};

const isProblem = (body: unknown): body is Problem =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as Problem).type === 'string' &&
  typeof (body as Problem).title === 'string' &&
  typeof (body as Problem).status === 'number';

/**
 * A refusal of the service: its HTTP status, the problem body with its fields (in the language the answer names
 * in `Content-Language`), and on 429 and 503 the seconds to wait (`retryAfter`) and the quota state (`rateLimit`).
 * An answer without a problem body (a proxy's error page) gets a problem of type `about:blank` built from its status.
 */
export class ProblemError extends Error {
  override name = 'ProblemError';
  readonly status: number;
  /** The problem body as the service sent it. */
  readonly problem: Problem | undefined;
  /** URI of the error code's documentation; `about:blank` when the answer had no problem body. */
  readonly type: string;
  readonly title: string;
  readonly detail: string | undefined;
  readonly instance: string | undefined;
  /** Quote it when reporting a problem: the service's logs hold the cause under it. */
  readonly requestId: string | undefined;
  /** The query parameter or header at fault. */
  readonly parameter: string | undefined;
  /** JSON pointer of the body field at fault. */
  readonly field: string | undefined;
  /** The accepted form, in words. */
  readonly expected: string | undefined;
  /** Every issue, when there are several. */
  readonly errors: Problem['errors'];
  /** Seconds to wait before calling again (`Retry-After`; 429 and 503 always carry it). */
  readonly retryAfter: number | undefined;
  /** The quota state the answer reported (`RateLimit` and `RateLimit-Policy`). */
  readonly rateLimit: RateLimit | undefined;
  /** The language of `title`, `detail` and `expected` (`Content-Language`). */
  readonly language: string | undefined;

  constructor(response: Response, body: unknown) {
    const problem = isProblem(body) ? body : undefined;
    const title = problem?.title ?? (response.statusText || `HTTP ${response.status}`);
    super(problem?.detail ? `${response.status} ${title}: ${problem.detail}` : `${response.status} ${title}`);
    this.status = response.status;
    this.problem = problem;
    this.type = problem?.type ?? 'about:blank';
    this.title = title;
    this.detail = problem?.detail;
    this.instance = problem?.instance;
    this.requestId = problem?.requestId;
    this.parameter = problem?.parameter;
    this.field = problem?.field;
    this.expected = problem?.expected;
    this.errors = problem?.errors;
    this.retryAfter = retryAfterOf(response.headers);
    this.rateLimit = rateLimitOf(response.headers);
    this.language = response.headers.get('Content-Language') ?? undefined;
  }
}
