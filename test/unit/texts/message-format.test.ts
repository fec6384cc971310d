import { formatMessage, MessageSyntaxError, parseMessage } from '#shared/domain/texts/message-format.ts';
import { TYPOGRAPHY } from '#shared/domain/texts/typography.ts';

const format = (text: string, facts: Record<string, unknown>, language: 'en' | 'ro' | 'fr' = 'en') =>
  formatMessage(parseMessage(text), (name) => facts[name], TYPOGRAPHY[language]);

describe('messages of the problem texts', () => {
  test('a fact as written: a text as it is, a number as JavaScript writes it, a list with commas', () => {
    expect(format('{a}; {n}; {list}.', { a: 'x', n: 1234.5, list: ['GET', 'HEAD'] })).toBe('x; 1234.5; GET, HEAD.');
  });

  test('a select takes the case its fact names, `other` for any other, `absent` for a fact not given', () => {
    const text = 'Expired{at, select, absent {} other { at {at}}}; {unit, select, kg {kg} other {metres}}.';

    expect(format(text, { unit: 'kg' })).toBe('Expired; kg.');
    expect(format(text, { at: '10:00', unit: 'ldm' })).toBe('Expired at 10:00; metres.');
    // A value given as "absent" (a caller's input) is a value like any other.
    expect(format(text, { at: 'absent', unit: 'kg' })).toBe('Expired at absent; kg.');
  });

  test('a plural takes an exact number first, then the language’s category, then `other`; # is the number in its form', () => {
    const seconds = '{n, plural, =0 {now} one {# secundă} few {# secunde} other {# de secunde}}';

    expect([0, 1, 2, 19, 20, 1000].map((n) => format(seconds, { n }, 'ro'))).toEqual([
      'now',
      '1 secundă',
      '2 secunde',
      '19 secunde',
      '20 de secunde',
      '1.000 de secunde',
    ]);
    // French counts 0 as one: without a case `one`, the case is `other`.
    expect(format('{n, plural, =1 {autre} other {autres}}', { n: 0 }, 'fr')).toBe('autres');
  });

  test('a date fact is a day written in words as the language writes it, its first of the month in French as 1er', () => {
    const text = 'from {first, date} to {last, date}';

    expect(format(text, { first: '2026-07-01', last: '2027-01-31' })).toBe('from 1 July 2026 to 31 January 2027');
    expect(format(text, { first: '2026-07-01', last: '2027-01-31' }, 'fr')).toBe(
      'from 1er juillet 2026 to 31 janvier 2027',
    );
    expect(format(text, { first: '2026-07-01', last: '2027-01-31' }, 'ro')).toBe(
      'from 1 iulie 2026 to 31 ianuarie 2027',
    );
    expect(() => format(text, { first: 3, last: '2027-01-31' })).toThrow('the fact "first" is not a day');
  });

  test('a case holds facts and choices of its own', () => {
    const text = '{where, select, body {property {name}} other {parameter{more, plural, =1 {} other {s}} "{name}"}}';

    expect(format(text, { where: 'query', name: 'x', more: 2 })).toBe('parameters "x"');
    expect(format(text, { where: 'body', name: 'x', more: 2 })).toBe('property x');
  });

  test('a fact the message names but the phrase does not give is an error, not a text with a hole', () => {
    expect(() => format('Wait {seconds}.', {})).toThrow('the fact "seconds" is not given');
  });

  test.each([
    ['Unclosed {name', /unclosed/],
    ['A stray } brace', /closing brace/],
    ['{n, plural, one {x}}', /without its case "other"/],
    ['{n, choice, one {x} other {y}}', /kind "choice"/],
    ['{n, plural, some {x} other {y}}', /case named "some"/],
    ['{n, select, a {x} a {y} other {z}}', /case "a" twice/],
    ['{not a fact}', /fact named/],
  ])('"%s" is refused with where it fails', (text, reason) => {
    expect(() => parseMessage(text)).toThrow(MessageSyntaxError);
    expect(() => parseMessage(text)).toThrow(reason);
  });
});
