import { performance } from 'node:perf_hooks';
import { authenticate, parseBearer } from '#shared/domain/credentials/credential.ts';

/** `Bearer`, n spaces and `x y`: the header that made the former regular expression backtrack quadratically. */
const hostile = (spaces: number) => `Bearer${' '.repeat(spaces)}x y`;

/**
 * The fastest of several batches, per call: the machine is shared, and interference only ever adds time, so the
 * minimum is the measurement least disturbed by it.
 */
const fastestPerCall = (header: string) => {
  let best = Number.POSITIVE_INFINITY;
  for (let batch = 0; batch < 7; batch += 1) {
    // Calls until 10 ms have passed: enough to time a fast parse, and one call of a slow one.
    const start = performance.now();
    let calls = 0;
    do {
      parseBearer(header);
      calls += 1;
    } while (performance.now() - start < 10);
    best = Math.min(best, (performance.now() - start) / calls);
  }
  return best;
};

test('the parse time of a hostile header grows linearly with its length, not with its square', () => {
  const short = fastestPerCall(hostile(1_000));
  const long = fastestPerCall(hostile(16_000));

  // 16 times the length: about 16 times the time when linear, 256 times when quadratic. The bound sits between.
  expect(long / short).toBeLessThan(64);
});

test.each([
  ['Bearer abc', { kind: 'token', token: 'abc' }],
  ['  bEaReR \t abc \t ', { kind: 'token', token: 'abc' }],
  ['Bearer\u00a0abc', { kind: 'token', token: 'abc' }],
  [undefined, { kind: 'missing' }],
  ['   ', { kind: 'missing' }],
  ['Bearer', { kind: 'missing' }],
  ['bearer    ', { kind: 'missing' }],
  ['Bearerabc', { kind: 'malformed' }],
  ['Basic abc', { kind: 'malformed' }],
  ['Bearer a b', { kind: 'malformed' }],
  [hostile(10_000), { kind: 'malformed' }],
])('%j is %j', (header, expected) => {
  expect(parseBearer(header)).toEqual(expected);
});

test('a hostile header is refused as malformed without a store read', async () => {
  let reads = 0;
  const store = {
    async findByHash() {
      reads += 1;
      return undefined;
    },
  };

  const verdict = await authenticate(hostile(10_000), store);

  expect(verdict).toEqual({ authenticated: false, reason: 'malformed' });
  expect(reads).toBe(0);
});
