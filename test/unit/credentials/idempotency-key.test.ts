import fc from 'fast-check';
import { MalformedRequestError } from '#shared/domain/errors.ts';
import { bodyHash, canonicalJson, parseIdempotencyKey } from '#shared/domain/idempotency/idempotency-key.ts';

describe('Idempotency-Key header', () => {
  test('a bare token and the same token as a structured-field string are the same key', () => {
    const key = 'order-4711-attempt_A';

    expect(parseIdempotencyKey(key)).toBe(key);
    expect(parseIdempotencyKey(`"${key}"`)).toBe(key);
    expect(parseIdempotencyKey(` "${key}" `)).toBe(key);
  });

  test.each([
    ['missing', undefined],
    ['blank', '  '],
    ['15 characters', 'a'.repeat(15)],
    ['129 characters', 'a'.repeat(129)],
    ['a space inside', 'abcdefgh ijklmnop'],
    ['a character outside the set', 'abcdefgh.ijklmnop'],
    ['an unclosed quote', '"abcdefghijklmnop'],
  ])('%s is malformed (400)', (_name, header) => {
    expect(() => parseIdempotencyKey(header)).toThrow(MalformedRequestError);
  });

  test('16 and 128 characters are accepted', () => {
    expect(parseIdempotencyKey('a'.repeat(16))).toHaveLength(16);
    expect(parseIdempotencyKey('-'.repeat(128))).toHaveLength(128);
  });
});

describe('canonical body hash', () => {
  test('key order does not change the hash', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (object) => {
        const reversed = Object.fromEntries(Object.entries(object).reverse());
        expect(bodyHash(reversed)).toBe(bodyHash(object));
      }),
    );
  });

  test('nested keys are sorted too, and different values hash differently', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}',
    );
    expect(bodyHash({ ldm: 2 })).not.toBe(bodyHash({ ldm: 2.1 }));
  });
});
