import type { Language } from '#shared/domain/languages.ts';
import type { Phrase, PostalForm } from '#shared/domain/problem-phrases.ts';
import { typesetEach } from '#shared/domain/texts/typography.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import type { ProblemTexts } from './problem-texts-shape.ts';
import { ro } from './ro.ts';

export type { ProblemTexts } from './problem-texts-shape.ts';

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
