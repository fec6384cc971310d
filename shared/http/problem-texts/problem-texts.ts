import type { Language } from '#shared/domain/languages.ts';
import type { Phrase, PhraseArgs, PostalForm } from '#shared/domain/problem-phrases.ts';
import { typesetEach } from '#shared/domain/texts/typography.ts';
import type { ProblemCode } from '../problem-catalogue.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { ro } from './ro.ts';

/**
 * The texts of every problem in one language: a title per problem code and a text per phrase. A code or phrase
 * added without its text in each language does not compile.
 */
export interface ProblemTexts {
  readonly titles: Readonly<Record<ProblemCode, string>>;
  readonly phrases: { readonly [K in keyof PhraseArgs]: (args: PhraseArgs[K]) => string };
  readonly postalForms: { readonly [K in PostalForm['kind']]: (form: Extract<PostalForm, { kind: K }>) => string };
  /** How an MCP tool error names an argument and its accepted form, unknown arguments, and the wait before calling again. */
  readonly tool: {
    readonly argument: (name: string, expected: string) => string;
    readonly accepted: (expected: string) => string;
    readonly wait: (seconds: number) => string;
    /** Unknown arguments: a few names (`count` in all, `more` of them untold) and the arguments the tool takes. */
    readonly unknown: (names: string, count: number, more: number, accepted: string) => string;
  };
}

/** Written with plain spaces; each language's spacing (French before `: ; ? !`) is applied once, here. */
export const PROBLEM_TEXTS: Readonly<Record<Language, ProblemTexts>> = typesetEach({ es, en, ro, it, fr, de });

/** A phrase in a language. */
export const render = (language: Language, said: Phrase): string => {
  const text = PROBLEM_TEXTS[language].phrases[said.key] as (args: Phrase['args']) => string;
  return text(said.args);
};

/** The accepted form of a postal code in a language, with its example. */
export const postalForm = (texts: ProblemTexts, form: PostalForm): string =>
  (texts.postalForms[form.kind] as (form: PostalForm) => string)(form);

/** The English text of a phrase: the `.describe()` of a schema field, read by the OpenAPI document and MCP. */
export const english = (said: Phrase): string => render('en', said);
