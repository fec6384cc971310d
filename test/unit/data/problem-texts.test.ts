import { readFileSync } from 'node:fs';
import { parseProblemTexts, problemMessage, readProblemTexts } from '#data/texts/problem-texts.ts';
import { LANGUAGES } from '#shared/domain/languages.ts';
import { PROBLEM_CODES } from '#shared/http/problem-catalogue.ts';

const file = () =>
  JSON.parse(readFileSync(new URL('../../../data/texts/problem-texts.json', import.meta.url), 'utf8')) as Record<
    string,
    { titles: Record<string, string>; phrases: Record<string, string> }
  >;

describe('the problem texts file', () => {
  test.each(LANGUAGES.filter((language) => language !== 'en'))(
    "%s: quotes the caller's words with the glossary's marks, never straight double quotes",
    (language) => {
      // Act
      const texts = file()[language];

      // Assess
      expect(JSON.stringify(texts).match(/\\"/g)).toBeNull();
    },
  );

  test.each(LANGUAGES)(
    '%s: every message is of the syntax, the same phrases, forms and sentences as English',
    (language) => {
      // Act
      const texts = readProblemTexts(language);
      const english = readProblemTexts('en');

      // Assess
      for (const section of ['labels', 'postalForms', 'phrases', 'tool'] as const) {
        expect(Object.keys(texts[section]).sort()).toEqual(Object.keys(english[section]).sort());
        for (const [key, text] of Object.entries(texts[section])) {
          expect(() => problemMessage(language, `${section}.${key}`, text)).not.toThrow();
        }
      }
      expect(Object.keys(texts.titles).sort()).toEqual([...PROBLEM_CODES].sort());
    },
  );

  test('a message that is not of the syntax is refused, naming the file, the language, the text and the fault', () => {
    expect(() => problemMessage('fr', 'phrases.notUuid', 'L’id {value n’est pas un UUID.')).toThrow(
      /^data\/texts\/problem-texts\.json is invalid in fr, phrases\.notUuid: .*"value n’est pas un UUID\.".*\{value/,
    );
  });

  test('a problem code without its title is refused', () => {
    const { de } = file();
    const { 'not-found': _, ...titles } = de?.titles ?? {};

    expect(() => parseProblemTexts('de', { ...de, titles })).toThrow(/invalid in de:[\s\S]*not-found/);
  });
});
