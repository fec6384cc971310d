import * as z from 'zod';
import { onFirstUse, readJsonBeside } from '#data/read-beside.ts';
import type { Language } from '#shared/domain/languages.ts';
import type { IssueLocation, PhraseKey, PostalForm } from '#shared/domain/problem-phrases.ts';
import { type Message, MessageSyntaxError, parseMessage } from '#shared/domain/texts/message-format.ts';
import { PROBLEM_CODES, type ProblemCode } from '#shared/http/problem-catalogue.ts';
import type file from './problem-texts.json';

export const PROBLEM_TEXTS_FILE = 'data/texts/problem-texts.json';

/** The sentences of an MCP tool's refusal: an argument and its accepted form, the form alone, the wait, unknown arguments. */
export type ToolSentence = 'argument' | 'accepted' | 'wait' | 'unknown';

/** What the file names in each language: a title per problem code, a text per location, postal form, phrase and tool sentence. */
interface Named {
  readonly titles: ProblemCode;
  readonly labels: IssueLocation;
  readonly postalForms: PostalForm['kind'];
  readonly phrases: PhraseKey;
  readonly tool: ToolSentence;
}

/** `true` when T names exactly the keys K; otherwise what it lacks and what it should not have. */
type Exactly<T, K extends PropertyKey> = [Exclude<K, keyof T> | Exclude<keyof T, K>] extends [never]
  ? true
  : { readonly lacks: Exclude<K, keyof T>; readonly extra: Exclude<keyof T, K> };

/**
 * Compiles only when every language of the file has a text for every problem code, location, postal form, phrase and
 * tool sentence of the service, and none other: a phrase added without its text in each language does not compile.
 */
type Complete<T extends { readonly [L in Language]: { readonly [S in keyof Named]: true } }> = T;
// biome-ignore lint/correctness/noUnusedVariables: a check the compiler makes, which nothing else reads
type ProblemTextsFileIsComplete = Complete<{
  readonly [L in Language]: { readonly [S in keyof Named]: Exactly<(typeof file)[L][S], Named[S]> };
}>;

/**
 * The texts of one language as the file writes them: a title as it reads, every other text a message of the syntax of
 * `shared/domain/texts/message-format.ts`, parsed when it is first written out (`problemMessage`).
 */
export type ProblemTextsOfLanguage = { readonly [S in keyof Named]: Readonly<Record<Named[S], string>> };

/** Built when a language is first read, not when the module loads. */
const languageSchema = onFirstUse(() => {
  const text = z.string().min(1);
  const texts = z.record(z.string(), text);
  return z.strictObject({
    titles: z.strictObject(
      Object.fromEntries(PROBLEM_CODES.map((code) => [code, text])) as Record<ProblemCode, typeof text>,
    ),
    labels: texts,
    postalForms: texts,
    phrases: texts,
    tool: texts,
  });
});

/** The file as JSON, read beside this module on first use: where the bundle runs, next to its `index.mjs`. */
const problemTextsFile = onFirstUse(
  () => readJsonBeside(import.meta.url, 'problem-texts.json') as Readonly<Record<string, unknown>>,
);

/** The texts of a language as the file gives them, validated; an error names the file, the language and the fault. */
export const parseProblemTexts = (language: Language, content: unknown): ProblemTextsOfLanguage => {
  const parsed = languageSchema().safeParse(content);
  if (!parsed.success) {
    throw new Error(`${PROBLEM_TEXTS_FILE} is invalid in ${language}:\n${z.prettifyError(parsed.error)}`, {
      cause: parsed.error,
    });
  }
  // Its keys are those of `Named` in every language: the compiler checks the file (`ProblemTextsFileIsComplete`).
  return parsed.data as ProblemTextsOfLanguage;
};

/**
 * The problem texts of a language, validated as they are read: the caller keeps them, and a cold start reads only
 * the languages it answers in.
 */
export const readProblemTexts = (language: Language): ProblemTextsOfLanguage =>
  parseProblemTexts(language, problemTextsFile()[language]);

/**
 * A text of the file as a message, parsed when it is first written out rather than with its language: a cold start
 * parses the few it writes (the unit tests parse them all). One that is not of the syntax fails naming the file, the
 * language, the text and the fault.
 */
export const problemMessage = (language: Language, where: string, text: string): Message => {
  try {
    return parseMessage(text);
  } catch (error) {
    if (!(error instanceof MessageSyntaxError)) throw error;
    throw new Error(`${PROBLEM_TEXTS_FILE} is invalid in ${language}, ${where}: ${error.message}`, { cause: error });
  }
};
