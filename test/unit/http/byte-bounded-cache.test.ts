import fc from 'fast-check';
import { byteBoundedCache, stringBytes } from '#shared/http/byte-bounded-cache.ts';

const textCache = (maxBytes: number) => byteBoundedCache<string, string>({ maxBytes, sizeOf: stringBytes });

describe('a byte-bounded cache', () => {
  test('never holds more bytes than its bound, whatever is put in and read back', () => {
    const operation = fc.oneof(
      fc.record({ put: fc.integer({ min: 0, max: 40 }), length: fc.integer({ min: 0, max: 700 }) }),
      fc.record({ read: fc.integer({ min: 0, max: 40 }) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000 }), fc.array(operation, { maxLength: 200 }), (maxBytes, steps) => {
        // Prepare
        const cache = textCache(maxBytes);
        const held = new Map<string, string>();

        for (const step of steps) {
          // Act
          if ('put' in step) {
            const value = 'x'.repeat(step.length);
            cache.set(`k${step.put}`, value);
            held.set(`k${step.put}`, value);
          } else {
            const value = cache.get(`k${step.read}`);
            // Assess: what comes back is what was put last under that key
            if (value !== undefined) expect(value).toBe(held.get(`k${step.read}`));
          }

          // Assess
          expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
          expect(cache.bytes).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  test('drops the least recently used entries first, a read counting as a use', () => {
    // Prepare
    const cache = textCache(30);
    cache.set('a', 'a'.repeat(5));
    cache.set('b', 'b'.repeat(5));
    cache.set('c', 'c'.repeat(5));

    // Act
    cache.get('a');
    cache.set('d', 'd'.repeat(5));

    // Assess
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('aaaaa');
    expect(cache.get('c')).toBe('ccccc');
    expect(cache.get('d')).toBe('ddddd');
    expect(cache.bytes).toBe(30);
    expect(cache.size).toBe(3);
  });

  test('does not keep a value larger than the whole bound, nor drop anything for it', () => {
    // Prepare
    const cache = textCache(10);
    cache.set('small', 'abc');

    // Act
    const big = cache.remember('big', () => 'y'.repeat(6));

    // Assess
    expect(big).toBe('yyyyyy');
    expect(cache.get('big')).toBeUndefined();
    expect(cache.get('small')).toBe('abc');
    expect(cache.bytes).toBe(6);
  });

  test('remember builds a value once and then serves it', () => {
    // Prepare
    const cache = textCache(100);
    let builds = 0;
    const build = () => {
      builds += 1;
      return 'body';
    };

    // Act
    const first = cache.remember('key', build);
    const second = cache.remember('key', build);

    // Assess
    expect([first, second, builds]).toEqual(['body', 'body', 1]);
  });

  test('replacing a key counts its new size only', () => {
    // Prepare
    const cache = textCache(100);
    cache.set('key', 'a'.repeat(20));

    // Act
    cache.set('key', 'a'.repeat(10));

    // Assess
    expect(cache.bytes).toBe(20);
    expect(cache.size).toBe(1);
  });
});
