import type { PhraseArgs, PostalForm } from '#shared/domain/problem-phrases.ts';
import type { ProblemCode } from '../problem-catalogue.ts';

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
