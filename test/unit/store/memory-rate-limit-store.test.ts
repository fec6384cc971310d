import fc from 'fast-check';
import { memoryRateLimitStore, type QuotaWindow, type RateLimitStore } from '#shared/store/rate-limit-store.ts';

const WINDOW = { policy: 'minute', limit: 60, seconds: 60 } as const;
/** Open data's: its contract refuses request 61 of any 60 s. */
const STRICT = { ...WINDOW, policy: 'open-data', strict: true } as const;
/** A whole minute: the epoch's minutes and the windows' slices begin here. */
const T0 = Date.parse('2026-06-01T10:00:00Z');
const at = (ms: number) => new Date(T0 + ms);

/** The instants of the admitted requests, of requests sent at these offsets from T0. */
const admittedOf = async (store: RateLimitStore, offsets: readonly number[], window: QuotaWindow = WINDOW) => {
  const admitted: number[] = [];
  for (const offset of offsets) if ((await store.hit('a', [window], at(offset))).allowed) admitted.push(offset);
  return admitted;
};

/** The most requests of these instants inside any span of `seconds`. */
const mostInAnySpan = (instants: readonly number[], seconds: number) =>
  Math.max(0, ...instants.map((end) => instants.filter((t) => t > end - seconds * 1000 && t <= end).length));

describe('the in-process quota count', () => {
  test('lets 60 requests of a key through in its window, refuses the 61st, and leaves other keys alone', async () => {
    // Prepare
    const store = memoryRateLimitStore();
    const answers = [];

    // Act
    for (let i = 0; i < 61; i += 1) answers.push(await store.hit('a', [WINDOW], at(i * 100)));
    const other = await store.hit('b', [WINDOW], at(6_100));

    // Assess
    expect(answers.slice(0, 60).every((answer) => answer.allowed)).toBe(true);
    expect(answers[59]?.state.remaining).toBe(0);
    // The first requests' slice (0-6 s) leaves the window at 66 s: one more then fits.
    expect(answers[60]).toEqual({
      allowed: false,
      admitted: 0,
      state: { policy: 'minute', limit: 60, windowSeconds: 60, remaining: 0, resetSeconds: 60 },
    });
    expect(other).toMatchObject({ allowed: true, state: { remaining: 59 } });
  });

  test('a burst at the end of a minute and another at the start of the next are one count', async () => {
    // Prepare
    const store = memoryRateLimitStore();
    const endOfMinute = await admittedOf(
      store,
      Array.from({ length: 80 }, () => 59_900),
    );

    // Act
    const startOfNext = await admittedOf(
      store,
      Array.from({ length: 80 }, () => 60_100),
    );
    const retry = await store.hit('a', [WINDOW], at(60_200));

    // Assess
    expect(endOfMinute).toHaveLength(60);
    expect(startOfNext).toHaveLength(0);
    expect(retry).toMatchObject({ allowed: false, state: { remaining: 0, resetSeconds: 60 } });
  });

  test('no span of the window ever holds more than the limit plus 10% of admitted requests', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 240_000 }), fc.integer({ min: 1, max: 30 })), { maxLength: 40 }),
        async (bursts) => {
          const offsets = bursts.flatMap(([offset, size]) => Array.from({ length: size }, () => offset));
          offsets.sort((a, b) => a - b);

          const admitted = await admittedOf(memoryRateLimitStore(), offsets);

          expect(mostInAnySpan(admitted, WINDOW.seconds)).toBeLessThanOrEqual(66);
        },
      ),
      { numRuns: 200 },
    );
  });

  test('a strict window never serves more than its limit in any span: request 61 of any 60 s is refused', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 240_000 }), fc.integer({ min: 1, max: 30 })), { maxLength: 40 }),
        async (bursts) => {
          const offsets = bursts.flatMap(([offset, size]) => Array.from({ length: size }, () => offset));
          offsets.sort((a, b) => a - b);

          const admitted = await admittedOf(memoryRateLimitStore(), offsets, STRICT);

          expect(mostInAnySpan(admitted, STRICT.seconds)).toBeLessThanOrEqual(60);
        },
      ),
      { numRuns: 200 },
    );
  });

  test('a client that keeps 2% under its pace is never refused, and refusals do not count', async () => {
    // Prepare
    const store = memoryRateLimitStore();
    const paced = Array.from({ length: 600 }, (_, i) => 1_234 + i * 1_020);
    for (let i = 0; i < 60; i += 1) await store.hit('a', [WINDOW], at(0));
    for (let i = 0; i < 100; i += 1) await store.hit('a', [WINDOW], at(30_000));

    // Act: a client refused 100 times at 30 s is served again as soon as its 60 of 0 s leave the window
    const admitted = await admittedOf(memoryRateLimitStore(), paced);
    const after = await store.hit('a', [WINDOW], at(66_000));

    // Assess
    expect(admitted).toEqual(paced);
    expect(after).toMatchObject({ allowed: true, state: { remaining: 59 } });
  });

  test('a request counted by a clock a little ahead, in the next slice, still counts', async () => {
    // Prepare: another container's clock reads 6.0 s (the next slice) while this one reads 5.8 s
    const store = memoryRateLimitStore();
    await store.hit('a', [WINDOW], at(6_000));

    // Act
    const answers = [];
    for (let i = 0; i < 60; i += 1) answers.push(await store.hit('a', [WINDOW], at(5_800)));

    // Assess
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(59);
    expect(answers.at(-1)?.state.resetSeconds).toBeLessThanOrEqual(66);
  });

  test('keeps at most its number of clients, and drops those whose counts have left their windows', async () => {
    // Prepare
    const store = memoryRateLimitStore(100);

    // Act
    const sizes = [];
    for (let i = 0; i < 1_000; i += 1) {
      await store.hit(`client-${i}`, [WINDOW], at(i));
      sizes.push(store.size());
    }
    await store.hit('late', [WINDOW], at(5 * 60_000));

    // Assess
    expect(Math.max(...sizes)).toBe(100);
    expect(store.size()).toBe(1);
  });
});
