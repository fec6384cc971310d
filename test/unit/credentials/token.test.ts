import fc from 'fast-check';
import {
  displayPrefix,
  generateToken,
  hashToken,
  isWellFormedToken,
  TOKEN_LENGTH,
  TOKEN_PREFIX,
} from '#shared/domain/credentials/token.ts';

describe('credential tokens', () => {
  test('a generated token has the service prefix, 30 random and 6 checksum characters, and is well formed', () => {
    const token = generateToken();

    expect(token).toMatch(/^fest_[0-9A-Za-z]{36}$/);
    expect(token).toHaveLength(TOKEN_LENGTH);
    expect(isWellFormedToken(token)).toBe(true);
  });

  test('two generated tokens differ', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => generateToken()));

    expect(tokens.size).toBe(1000);
  });

  test('the random part carries at least 160 bits', () => {
    expect(30 * Math.log2(62)).toBeGreaterThanOrEqual(160);
  });

  test('any single-character change is refused by the checksum', () => {
    const token = generateToken();
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

    fc.assert(
      fc.property(
        fc.integer({ min: TOKEN_PREFIX.length, max: TOKEN_LENGTH - 1 }),
        fc.constantFrom(...alphabet),
        (position, replacement) => {
          fc.pre(token[position] !== replacement);
          const mistyped = `${token.slice(0, position)}${replacement}${token.slice(position + 1)}`;
          expect(isWellFormedToken(mistyped)).toBe(false);
        },
      ),
    );
  });

  test('two swapped neighbouring characters are refused', () => {
    const token = generateToken();
    const position = token.split('').findIndex((c, i) => i >= TOKEN_PREFIX.length && c !== token[i + 1]);
    const swapped = `${token.slice(0, position)}${token[position + 1]}${token[position]}${token.slice(position + 2)}`;

    expect(isWellFormedToken(swapped)).toBe(false);
  });

  test.each([
    ['empty', ''],
    ['another prefix', `sk_${generateToken().slice(TOKEN_PREFIX.length)}`],
    ['too short', generateToken().slice(0, -1)],
    ['too long', `${generateToken()}x`],
    ['a character outside base62', `${generateToken().slice(0, -1)}-`],
    ['upper-case prefix', `FEST_${generateToken().slice(TOKEN_PREFIX.length)}`],
  ])('%s is not well formed', (_name, candidate) => {
    expect(isWellFormedToken(candidate)).toBe(false);
  });

  test('the stored hash is SHA-256 hex and never contains the token', () => {
    const token = generateToken();

    const hash = hashToken(token);

    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token.slice(TOKEN_PREFIX.length, TOKEN_PREFIX.length + 8));
    expect(hashToken(token)).toBe(hash);
  });

  test('operators see the prefix and four random characters', () => {
    expect(displayPrefix('fest_AbCdEfGh')).toBe('fest_AbCd');
  });
});
