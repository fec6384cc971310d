import fc from 'fast-check';
import { escapeText, foldLine } from '#shared/domain/traffic-bans-ics/content-line.ts';

const octets = (text: string): number => Buffer.byteLength(text, 'utf8');

// Any UTF-16 code unit, lone surrogates included, and whole astral characters.
const anyUnit = fc.oneof(
  fc.integer({ min: 0x20, max: 0xffff }).map((unit) => String.fromCharCode(unit)),
  fc.integer({ min: 0x10000, max: 0x10ffff }).map((point) => String.fromCodePoint(point)),
  fc.constantFrom('a', 'ß', '€', '🚛'),
);
const anyLine = fc.string({ unit: anyUnit, maxLength: 400 });

const unescapeText = (text: string): string =>
  text.replace(/\\([\\;,nN])/g, (_escape, special: string) => (special.toLowerCase() === 'n' ? '\n' : special));

describe('foldLine', () => {
  test('leaves a line of 75 octets as it is and folds one of 76', () => {
    // Prepare
    const full = `DESCRIPTION:${'x'.repeat(63)}`;

    // Act
    const kept = foldLine(full);
    const folded = foldLine(`${full}y`);

    // Assess
    expect(kept).toBe(full);
    expect(folded).toBe(`${full}\r\n y`);
  });

  test('moves a character that would straddle the 75th octet to the next line whole', () => {
    // Prepare: 74 octets, then a 4-octet character
    const line = `${'x'.repeat(74)}🚛z`;

    // Act
    const folded = foldLine(line);

    // Assess
    expect(folded).toBe(`${'x'.repeat(74)}\r\n 🚛z`);
  });

  test('any line unfolds to itself, in physical lines of at most 75 octets, each filled as far as it goes', () => {
    fc.assert(
      fc.property(anyLine, (line) => {
        const physical = foldLine(line).split('\r\n');
        expect(physical.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
        physical.forEach((part, index) => {
          expect(octets(part)).toBeLessThanOrEqual(75);
          if (index > 0) expect(part.startsWith(' ')).toBe(true);
          const next = physical[index + 1];
          if (next === undefined) return;
          // No fold inside a surrogate pair, and none earlier than needed.
          expect(/[\uD800-\uDBFF]$/.test(part) && /^ [\uDC00-\uDFFF]/.test(next)).toBe(false);
          const firstOfNext = String.fromCodePoint(next.codePointAt(1) as number);
          expect(octets(part) + octets(firstOfNext)).toBeGreaterThan(75);
        });
      }),
      { numRuns: 500 },
    );
  });
});

describe('escapeText', () => {
  test('escapes backslash, semicolon and comma, and writes every line break as \\n', () => {
    // Act
    const escaped = escapeText('a\\b;c,d\r\ne\rf\ng');

    // Assess
    expect(escaped).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  test('any text reads back the same, line breaks as LF and control characters other than tab dropped', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        const escaped = escapeText(text);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: the escaped text must hold no control character
        expect(escaped).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f]/);
        expect(unescapeText(escaped)).toBe(
          // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters TEXT cannot carry
          text.replace(/\r\n|\r/g, '\n').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ''),
        );
      }),
      { numRuns: 500 },
    );
  });
});
