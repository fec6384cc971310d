import { readFileSync } from 'node:fs';
import { LANGUAGES } from '#shared/domain/languages.ts';
import { everyProblemText } from '#test/support/problem-text-cases.ts';

/** What every problem text says today, in every language: a change of words is a change of this file too. */
const recorded = JSON.parse(
  readFileSync(new URL('../../fixtures/problem-texts/rendered.json', import.meta.url), 'utf8'),
) as Record<string, Record<string, string>>;

describe('the problem texts', () => {
  const rendered = everyProblemText();

  test.each(LANGUAGES)(
    '%s: every title, phrase, postal form and tool sentence says what was recorded, byte for byte',
    (language) => {
      expect(rendered[language]).toEqual(recorded[language]);
    },
  );
});
