import { memoryRateLimitStore } from '#shared/store/rate-limit-store.ts';

const WINDOW = { policy: 'open-data', limit: 60, seconds: 60 } as const;
const T0 = Date.parse('2026-06-01T10:00:00Z');
const at = (ms: number) => new Date(T0 + ms);

describe('the in-process quota count', () => {
  test('lets 60 requests of a key through in its window, refuses the 61st, and leaves other keys alone', async () => {
    // Prepare
    const store = memoryRateLimitStore();
    const answers = [];

    // Act
    for (let i = 0; i < 61; i += 1) answers.push(await store.hitRolling('a', WINDOW, at(i * 100)));
    const other = await store.hitRolling('b', WINDOW, at(6_100));

    // Assess
    expect(answers.slice(0, 60).every((answer) => answer.allowed)).toBe(true);
    expect(answers[59]?.state.remaining).toBe(0);
    expect(answers[60]).toEqual({
      allowed: false,
      admitted: 0,
      state: { policy: 'open-data', limit: 60, windowSeconds: 60, remaining: 0, resetSeconds: 54 },
    });
    expect(other).toMatchObject({ allowed: true, state: { remaining: 59, resetSeconds: 60 } });
  });

  test('starts a new window with the first request after the last one ended', async () => {
    // Prepare
    const store = memoryRateLimitStore();
    for (let i = 0; i < 61; i += 1) await store.hitRolling('a', WINDOW, at(0));

    // Act
    const lastOfWindow = await store.hitRolling('a', WINDOW, at(59_999));
    const firstOfNext = await store.hitRolling('a', WINDOW, at(60_000));

    // Assess
    expect(lastOfWindow).toMatchObject({ allowed: false, state: { resetSeconds: 1 } });
    expect(firstOfNext).toMatchObject({ allowed: true, state: { remaining: 59, resetSeconds: 60 } });
  });

  test('never asks to wait longer than the window, even for a clock reading before the window started', async () => {
    // Prepare: a request that read the clock later opened the window
    const store = memoryRateLimitStore();
    await store.hitRolling('a', WINDOW, at(900));

    // Act
    const answers = [];
    for (let i = 0; i < 60; i += 1) answers.push(await store.hitRolling('a', WINDOW, at(0)));

    // Assess
    expect(answers.at(-1)?.allowed).toBe(false);
    for (const answer of answers) expect(answer.state.resetSeconds).toBeLessThanOrEqual(60);
  });

  test('keeps at most its number of clients, and drops the windows that are over', async () => {
    // Prepare
    const store = memoryRateLimitStore(100);

    // Act
    const sizes = [];
    for (let i = 0; i < 1_000; i += 1) {
      await store.hitRolling(`client-${i}`, WINDOW, at(i));
      sizes.push(store.size());
    }
    await store.hitRolling('late', WINDOW, at(5 * 60_000));

    // Assess
    expect(Math.max(...sizes)).toBe(100);
    expect(store.size()).toBe(1);
  });
});
