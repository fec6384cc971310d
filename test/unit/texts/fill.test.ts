import fc from 'fast-check';
import { fill } from '#shared/domain/texts/fill.ts';

/** The definition `fill` keeps: every `{name}` replaced by its value, an unknown name left as written. */
const byReplace = (template: string, values: Readonly<Record<string, string>>) =>
  template.replace(/\{([^{}]*)\}/g, (whole, name: string) => values[name] ?? whole);

describe('filling a template', () => {
  test('names are replaced by their values, unknown names stay, braces that hold no name stay', () => {
    expect(fill('{a} y {b} de {c}', { a: '1', b: '{c}' })).toBe('1 y {c} de {c}');
    expect(fill('{{a}} {} {a b}', { a: 'x', '': 'vacío' })).toBe('{x} vacío {a b}');
    expect(fill('sin nombres', {})).toBe('sin nombres');
  });

  test('the same text as a regular expression replacing each placeholder, for any template and values', () => {
    const piece = fc.constantFrom('{', '}', 'a', 'b', ' ', 'é', '{a}', '{b}', '{}', '$&', '$1');
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join('')),
        fc.dictionary(fc.constantFrom('a', 'b', ''), fc.string({ maxLength: 4 })),
        (template, values) => {
          expect(fill(template, values)).toBe(byReplace(template, values));
          // A second fill of the same template reads it as the first did.
          expect(fill(template, values)).toBe(byReplace(template, values));
        },
      ),
      { numRuns: 500 },
    );
  });
});
