import type { Typography } from './typography.ts';

/**
 * Texts kept as data, with the few choices a sentence makes written in it, in the syntax of ICU MessageFormat
 * (three of its forms, and no quoting: a text holds no braces or `#` of its own):
 * - `{name}`: a fact; a list is written with ", " between its items, a number as JavaScript writes it;
 * - `{name, select, key {…} … other {…}}`: the case the fact names, or `other`; `absent` is the case of a fact
 *   not given (a given value never picks it);
 * - `{name, date}`: a day given as YYYY-MM-DD, written in words as the language writes it ("3 de diciembre de 2026");
 * - `{name, plural, =N {…} one {…} few {…} … other {…}}`: the case of exactly N, else that of the number's plural
 *   category in the language (`Intl.PluralRules`), else `other`; in it, `#` is the number in the language's form.
 * A case's text may hold these forms again. The grammar of each language is in its words; what every language does
 * alike (which fact picks which case, how a number or a list is written) is here.
 */
export type Message = readonly Part[];

type Part =
  | string
  | { readonly fact: string }
  | { readonly fact: string; readonly select: ReadonlyMap<string, Message> }
  | { readonly fact: string; readonly plural: ReadonlyMap<string, Message> }
  | { readonly fact: string; readonly date: true }
  | { readonly number: true };

/** A text that is not a message of this syntax: what is wrong and where. */
export class MessageSyntaxError extends Error {
  override readonly name = 'MessageSyntaxError';
}

const FACT = /^[A-Za-z][A-Za-z0-9]*$/;
const PLURAL_CASE = /^(=\d+(\.\d+)?|zero|one|two|few|many|other)$/;
const SELECT_CASE = /^[A-Za-z0-9_-]+$/;
const SPACE = /\s*/y;
const OUTSIDE_PLURAL = /[{}]/g;
const IN_PLURAL = /[{}#]/g;

/** A message from its text, or a `MessageSyntaxError` naming the place of the first fault. */
export const parseMessage = (text: string): Message => {
  let at = 0;
  const fail = (what: string): never => {
    throw new MessageSyntaxError(`${what} at ${at} of "${text}"`);
  };
  /** The text from `at` up to the first of `stops` (or the end), trimmed; `at` left on that stop. */
  const upTo = (stops: RegExp): string => {
    stops.lastIndex = at;
    const found = stops.exec(text);
    const end = found === null ? text.length : found.index;
    const read = text.slice(at, end).trim();
    at = end;
    return read;
  };
  const skipSpace = () => {
    SPACE.lastIndex = at;
    SPACE.exec(text);
    at = SPACE.lastIndex;
  };

  /** Parts up to the end of the text, or of the case being read (its closing brace, left for the caller). */
  const parts = (nested: boolean, inPlural: boolean): Part[] => {
    const read: Part[] = [];
    const special = inPlural ? IN_PLURAL : OUTSIDE_PLURAL;
    while (at < text.length) {
      special.lastIndex = at;
      const found = special.exec(text);
      const end = found === null ? text.length : found.index;
      if (end > at) read.push(text.slice(at, end));
      at = end;
      if (found === null) break;
      if (found[0] === '}') {
        if (!nested) fail('a closing brace without its opening one');
        break;
      }
      if (found[0] === '#') {
        read.push({ number: true });
        at += 1;
      } else read.push(argument(inPlural));
    }
    return read;
  };

  const cases = (pattern: RegExp, inPlural: boolean): Map<string, Message> => {
    const found = new Map<string, Message>();
    for (skipSpace(); text[at] !== '}'; skipSpace()) {
      if (at >= text.length) fail('an unclosed choice');
      const key = upTo(/[\s{}]/g);
      if (!pattern.test(key)) fail(`a case named "${key}"`);
      if (found.has(key)) fail(`the case "${key}" twice`);
      skipSpace();
      if (text[at] !== '{') fail(`the case "${key}" without its text`);
      at += 1;
      found.set(key, parts(true, inPlural));
      if (text[at] !== '}') fail(`the case "${key}" unclosed`);
      at += 1;
    }
    if (!found.has('other')) fail('a choice without its case "other"');
    return found;
  };

  const argument = (inPlural: boolean): Part => {
    at += 1;
    const fact = upTo(/[,{}]/g);
    if (!FACT.test(fact)) fail(`a fact named "${fact}"`);
    if (text[at] === '}') {
      at += 1;
      return { fact };
    }
    if (text[at] !== ',') fail(`the fact "${fact}" unclosed`);
    at += 1;
    const kind = upTo(/[,{}]/g);
    if (kind === 'date' && text[at] === '}') {
      at += 1;
      return { fact, date: true };
    }
    if (text[at] !== ',') fail(`the choice on "${fact}" without its cases`);
    at += 1;
    let part: Part;
    if (kind === 'select') part = { fact, select: cases(SELECT_CASE, inPlural) };
    else if (kind === 'plural') part = { fact, plural: cases(PLURAL_CASE, true) };
    else return fail(`a choice of kind "${kind}" on "${fact}"`);
    at += 1;
    return part;
  };

  return parts(false, false);
};

/** The text of a fact, as every language writes it. */
const written = (name: string, value: unknown): string => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.join(', ');
  throw new Error(`the fact "${name}" is ${value === undefined ? 'not given' : 'neither a text, a number nor a list'}`);
};

/** A message with its facts, in the language whose typography is given (its plural rules and numbers). */
export const formatMessage = (
  message: Message,
  fact: (name: string) => unknown,
  typography: Pick<Typography, 'number' | 'pluralCategory' | 'day'>,
): string => {
  const format = (parts: Message, counted: number | undefined): string =>
    parts
      .map((part) => {
        if (typeof part === 'string') return part;
        if ('number' in part) return typography.number(counted as number);
        const value = fact(part.fact);
        if ('select' in part) {
          const chosen =
            value === undefined
              ? part.select.get('absent')
              : String(value) === 'absent'
                ? undefined
                : part.select.get(String(value));
          return format(chosen ?? (part.select.get('other') as Message), counted);
        }
        if ('date' in part) {
          if (typeof value !== 'string') throw new Error(`the fact "${part.fact}" is not a day`);
          return typography.day(value);
        }
        if ('plural' in part) {
          if (typeof value !== 'number') throw new Error(`the fact "${part.fact}" is not a number`);
          const chosen = part.plural.get(`=${value}`) ?? part.plural.get(typography.pluralCategory(value));
          return format(chosen ?? (part.plural.get('other') as Message), value);
        }
        return written(part.fact, value);
      })
      .join('');
  return format(message, undefined);
};
