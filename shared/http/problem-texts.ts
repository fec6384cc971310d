import { onFirstUse } from '#data/read-beside.ts';
import { type ProblemTextsOfLanguage, problemMessage, readProblemTexts } from '#data/texts/problem-texts.ts';
import { LANGUAGES, type Language } from '#shared/domain/languages.ts';
import type { IssueLocation, Phrase, PostalForm } from '#shared/domain/problem-phrases.ts';
import { formatMessage, type Message } from '#shared/domain/texts/message-format.ts';
import { TYPOGRAPHY } from '#shared/domain/texts/typography.ts';
import type { ProblemCode } from './problem-catalogue.ts';

/**
 * The texts of every problem in one language: a title per problem code, the text of any phrase and postal form, and
 * the sentences of an MCP tool's refusal. The words are data (`data/texts/problem-texts.json`, read beside the
 * bundle); what every language does alike is here.
 */
export interface ProblemTexts {
  readonly titles: Readonly<Record<ProblemCode, string>>;
  readonly phrase: (said: Phrase) => string;
  /** The accepted form of a postal code, with its example. */
  readonly postalForm: (form: PostalForm) => string;
  /** How an MCP tool error names an argument and its accepted form, unknown arguments, and the wait before calling again. */
  readonly tool: {
    readonly argument: (name: string, expected: string) => string;
    readonly accepted: (expected: string) => string;
    readonly wait: (seconds: number) => string;
    /** Unknown arguments: a few names (`count` in all, `more` of them untold) and the arguments the tool takes. */
    readonly unknown: (names: string, count: number, more: number, accepted: string) => string;
  };
}

type Facts = Readonly<Record<string, unknown>>;

const textsIn = (language: Language): ProblemTexts => {
  const texts = readProblemTexts(language);
  const typography = TYPOGRAPHY[language];
  const parsed = new Map<string, Message>();
  const message = <S extends Exclude<keyof ProblemTextsOfLanguage, 'titles'>>(
    section: S,
    key: keyof ProblemTextsOfLanguage[S],
  ): Message => {
    const where = `${section}.${String(key)}`;
    let found = parsed.get(where);
    if (found === undefined) {
      found = problemMessage(language, where, texts[section][key] as string);
      parsed.set(where, found);
    }
    return found;
  };
  const format = (written: Message, facts: Facts): string =>
    formatMessage(
      written,
      (name) => {
        // Two facts every language makes alike from others: how the input's location names it, and a postal form.
        if (name === 'label') return format(message('labels', facts.location as IssueLocation), facts);
        if (name === 'form') {
          const form = facts.form as PostalForm;
          return format(message('postalForms', form.kind), form);
        }
        return facts[name];
      },
      typography,
    );
  // Written with plain spaces; the language's spacing (French before `: ; ? !`) is applied to each text written.
  const write = (written: Message, facts: Facts) => typography.spaced(format(written, facts));
  return {
    titles: Object.fromEntries(
      Object.entries(texts.titles).map(([code, title]) => [code, typography.spaced(title)]),
    ) as ProblemTexts['titles'],
    phrase: (said) => write(message('phrases', said.key), said.args),
    postalForm: (form) => write(message('postalForms', form.kind), form),
    tool: {
      argument: (name, expected) => write(message('tool', 'argument'), { name, expected }),
      accepted: (expected) => write(message('tool', 'accepted'), { expected }),
      wait: (seconds) => write(message('tool', 'wait'), { seconds }),
      unknown: (names, count, more, accepted) => write(message('tool', 'unknown'), { names, count, more, accepted }),
    },
  };
};

const TEXTS = Object.fromEntries(
  LANGUAGES.map((language) => [language, onFirstUse(() => textsIn(language))]),
) as Record<Language, () => ProblemTexts>;

/** The problem texts of a language, read when it is first asked for and kept for the life of the container. */
export const problemTexts = (language: Language): ProblemTexts => TEXTS[language]();

/** A phrase in a language. */
export const render = (language: Language, said: Phrase): string => problemTexts(language).phrase(said);

/** The English text of a phrase: the `.describe()` of a schema field, read by the OpenAPI document and MCP. */
export const english = (said: Phrase): string => render('en', said);
