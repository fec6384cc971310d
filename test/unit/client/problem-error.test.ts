import { ProblemError } from '#client/src/index.ts';
import { rateLimitOf, retryAfterOf } from '#client/src/problem-error.ts';

const problem = {
  type: 'https://freight-estimate.example.com/developers/errors#quota-exceeded',
  title: 'Too many requests',
  status: 429,
  detail: 'The quota of 20 requests per 60 s is exhausted.',
  instance: '/api/agentes/v1/estimaciones',
  requestId: '664e1db0-0000-4000-8000-000000000000',
};

test('a 429 becomes a ProblemError with the problem fields, Retry-After and the quota the headers report', () => {
  const response = new Response(JSON.stringify(problem), {
    status: 429,
    headers: {
      'Content-Type': 'application/problem+json',
      'Content-Language': 'en',
      'Retry-After': '37',
      'RateLimit-Policy': '"minute";q=20;w=60, "day";q=300;w=86400',
      RateLimit: '"minute";r=0;t=37',
    },
  });

  const error = new ProblemError(response, problem);

  expect(error).toBeInstanceOf(Error);
  expect(error).toMatchObject({
    name: 'ProblemError',
    status: 429,
    problem,
    type: problem.type,
    title: problem.title,
    detail: problem.detail,
    requestId: problem.requestId,
    retryAfter: 37,
    rateLimit: { policy: 'minute', quota: 20, windowSeconds: 60, remaining: 0, resetSeconds: 37 },
    language: 'en',
  });
  expect(error.message).toBe('429 Too many requests: The quota of 20 requests per 60 s is exhausted.');
});

test('the policy named in RateLimit is the one reported, with its own quota and window', () => {
  const headers = new Headers({
    'RateLimit-Policy': '"minute";q=20;w=60, "day";q=300;w=86400',
    RateLimit: '"day";r=0;t=4000',
  });

  expect(rateLimitOf(headers)).toEqual({
    policy: 'day',
    quota: 300,
    windowSeconds: 86_400,
    remaining: 0,
    resetSeconds: 4000,
  });
  expect(rateLimitOf(new Headers())).toBeUndefined();
});

test('Retry-After is read as seconds or as an HTTP date', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');

  expect(retryAfterOf(new Headers({ 'Retry-After': '5' }), now)).toBe(5);
  expect(retryAfterOf(new Headers({ 'Retry-After': 'Wed, 25 Nov 2026 12:00:09 GMT' }), now)).toBe(9);
  expect(retryAfterOf(new Headers({ 'Retry-After': 'soon' }), now)).toBeUndefined();
  expect(retryAfterOf(new Headers(), now)).toBeUndefined();
});

test('an answer without a problem body still becomes a ProblemError, of type about:blank', () => {
  const error = new ProblemError(
    new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    '<html>Bad gateway</html>',
  );

  expect(error).toMatchObject({ status: 502, type: 'about:blank', title: 'Bad Gateway', problem: undefined });
  expect(error.retryAfter).toBeUndefined();
});
