import type { CallToolResult, StandardSchemaWithJSON } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { LANGUAGES, type Language } from '#shared/domain/languages.ts';
import { type Phrase, phrase } from '#shared/domain/problem-phrases.ts';
import { type ProblemTexts, problemTexts, render } from '#shared/http/problem-texts.ts';

type Shape = Record<string, z.ZodType>;

const describedAt = (shape: Shape, path: readonly PropertyKey[]): string | undefined => {
  const [first, ...rest] = path;
  const field = typeof first === 'string' ? shape[first] : undefined;
  if (field === undefined) return undefined;
  // A nested argument (route.departure) is described on its own schema, not by its parent's summary.
  const inner = field instanceof z.ZodOptional ? field.unwrap() : field;
  const nested = rest.length > 0 && inner instanceof z.ZodObject ? describedAt(inner.shape as Shape, rest) : undefined;
  return nested ?? field.description;
};

/** The argument names an object of the shape takes, at the top or nested (route). */
const argumentNames = (shape: Shape, path: readonly PropertyKey[]): string[] => {
  const [first, ...rest] = path;
  if (typeof first !== 'string') return Object.keys(shape);
  const field = shape[first];
  const inner = field instanceof z.ZodOptional ? field.unwrap() : field;
  return inner instanceof z.ZodObject ? argumentNames(inner.shape as Shape, rest) : Object.keys(shape);
};

/** Unknown argument names a refusal names: enough to fix a call, however many the call has. */
const MAX_NAMES = 5;
const MAX_NAME_CHARS = 40;

const quotedName = (name: string) =>
  JSON.stringify(name.length > MAX_NAME_CHARS ? `${name.slice(0, MAX_NAME_CHARS)}…` : name);

/** Names a few of the unknown arguments, and the ones the tool takes, in a language. */
const unknownArguments = (words: ProblemTexts, keys: readonly string[], accepted: readonly string[]) =>
  words.tool.unknown(
    keys.slice(0, MAX_NAMES).map(quotedName).join(', '),
    keys.length,
    Math.max(0, keys.length - MAX_NAMES),
    accepted.join(', '),
  );

export interface ToolInputTexts {
  /**
   * The accepted form of an argument in the caller's language, by its name or, nested, its path (route.departure); an
   * argument without one is told in its `.describe()`.
   */
  readonly expected?: Readonly<Record<string, Phrase>>;
  /** The language of the refusal when the call's `lang` is absent or not a language. */
  readonly language: Language;
  /**
   * How an argument is listed in `tools/list` when it accepts more than one JSON type (a number or the REST decimal
   * string, a list or the REST comma list): one type, which its description documents. The call is still checked
   * against the shape, so the other form keeps being accepted.
   */
  readonly listed?: Shape;
}

type JsonSchema = Record<string, unknown>;

/** Formats whose meaning a client knows: the pattern zod adds to them (a leap-year rule for a date) is left out. */
const KNOWN_FORMATS = new Set(['date', 'uuid']);

/** `{}`: as `additionalProperties` or `properties`, what JSON Schema assumes without it. */
const isEmptyObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;

/**
 * A listed schema without what a client does not need: the patterns of known formats, the dialect (`$schema`,
 * which MCP fixes) and empty objects (`additionalProperties: {}` allows what is absent allows), at any depth. A
 * `type` array (`["number", "null"]`) becomes `anyOf` branches of one type each, the spelling clients that map
 * schemas onto a single-`type` dialect accept (the MCP Inspector's portability check asks for it).
 */
const lean = (schema: unknown): unknown => {
  if (Array.isArray(schema)) return schema.map(lean);
  if (typeof schema !== 'object' || schema === null) return schema;
  const { type, ...object } = schema as JsonSchema;
  const known = typeof object.format === 'string' && KNOWN_FORMATS.has(object.format);
  const typed = Array.isArray(type)
    ? { anyOf: type.map((one) => ({ type: one })) }
    : type === undefined
      ? {}
      : { type };
  return Object.fromEntries(
    Object.entries({ ...typed, ...object })
      .filter(([key, value]) => key !== '$schema' && !(known && key === 'pattern') && !isEmptyObject(value))
      .map(([key, value]) => [key, lean(value)]),
  );
};

/** A schema's JSON Schema listing, both directions lean (`lean`). */
const leanListing = (
  listed: StandardSchemaWithJSON<unknown, unknown>['~standard']['jsonSchema'],
): StandardSchemaWithJSON<unknown, unknown>['~standard']['jsonSchema'] => ({
  input: (options) => lean(listed.input(options)) as JsonSchema,
  output: (options) => lean(listed.output(options)) as JsonSchema,
});

/** A tool's output schema, listed lean; the tool's structured content is checked against the schema itself. */
export const toolOutput = <T extends z.ZodType>(schema: T): StandardSchemaWithJSON<z.input<T>, z.output<T>> => {
  const standard = schema['~standard'];
  return { '~standard': { ...standard, jsonSchema: leanListing(standard.jsonSchema) } };
};

/** A schema's own phrase about a query parameter, said of the tool's argument of the same name. */
const asArgument = (said: Phrase | undefined): Phrase | undefined =>
  said !== undefined && (said.args as { location?: unknown }).location === 'query'
    ? ({ ...said, args: { ...said.args, location: 'argument' } } as Phrase)
    : said;

/** The language a call asks for in its `lang` argument, if it is one. */
const languageOf = (value: unknown, fallback: Language): Language => {
  const lang = typeof value === 'object' && value !== null ? (value as { lang?: unknown }).lang : undefined;
  const wanted = typeof lang === 'string' ? lang.toLowerCase() : '';
  return (LANGUAGES as readonly string[]).includes(wanted) ? (wanted as Language) : fallback;
};

const argumentValue = (value: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (at, key) => (typeof at === 'object' && at !== null ? (at as Record<PropertyKey, unknown>)[key] : undefined),
    value,
  );

/**
 * Arguments the tool's schema refused, in their place: the tool answers the refusal as it is, so the whole error is
 * in the call's language (the SDK would put its own English words before it).
 */
export class RefusedArguments {
  constructor(readonly result: CallToolResult) {}
}

/** A tool's callback that answers refused arguments with their refusal, and runs on accepted ones. */
export const accepted =
  <A>(callback: (args: A) => Promise<CallToolResult>) =>
  async (args: A | RefusedArguments): Promise<CallToolResult> =>
    args instanceof RefusedArguments ? args.result : callback(args);

/**
 * A tool's input schema: the REST shape's zod schemas, listed as JSON Schema by the SDK. A failed check names
 * every argument at fault, each once, with what is wrong and its accepted form, in the call's `lang` (the same
 * words as a REST problem's `detail` and `expected`); a successful one hands the tool the arguments in their
 * accepted form (numbers as numbers, lists as lists), which it passes to the operation as they are. The refusal's
 * size is bounded by the tool's arguments, not by the call's.
 */
export const toolInput = <S extends Shape>(
  shape: S,
  texts: ToolInputTexts,
): StandardSchemaWithJSON<z.input<z.ZodObject<S>>, z.output<z.ZodObject<S>> | RefusedArguments> => {
  const schema = z.strictObject(shape);
  const standard = schema['~standard'];
  const listedShape = { ...shape, ...texts.listed };
  const listed = z.strictObject(listedShape)['~standard'].jsonSchema;
  return {
    '~standard': {
      ...standard,
      jsonSchema: leanListing(listed),
      validate: async (value: unknown) => {
        const result = await standard.validate(value);
        if (!result.issues) return result;
        const language = languageOf(value, texts.language);
        const words = problemTexts(language);
        const byArgument = new Map<string, { message: string; own: boolean }>();
        for (const issue of result.issues) {
          const path = (issue.path ?? []).map((part) => (typeof part === 'object' ? part.key : part));
          // zod's unrecognized_keys issue lists every unknown key in its message: named here, a few of them.
          const keys = (issue as { keys?: unknown }).keys;
          if (Array.isArray(keys)) {
            const message = unknownArguments(words, keys as string[], argumentNames(shape, path));
            byArgument.set(`?${path.join('.')}`, { message, own: true });
            continue;
          }
          // An item of a list argument (route.countries[2]) is told as the list.
          const named = path.filter((part): part is string => typeof part === 'string');
          const name = named.join('.');
          const own = asArgument((issue as { params?: { phrase?: Phrase } }).params?.phrase);
          const known = byArgument.get(name);
          if (known !== undefined && (known.own || own === undefined)) continue;
          const missing = argumentValue(value, named) === undefined;
          const detail = own ?? phrase(missing ? 'required' : 'invalid', { location: 'argument', name });
          // A nested argument (route.departure) has its own phrase under its path.
          const phrased = texts.expected?.[name];
          const accepted = phrased !== undefined ? render(language, phrased) : describedAt(listedShape, named);
          const message = [render(language, detail), accepted === undefined ? '' : words.tool.accepted(accepted)]
            .filter((part) => part !== '')
            .join(' ');
          byArgument.set(name, { message, own: own !== undefined });
        }
        // Accepted as a refusal, which the tool answers (see `accepted`).
        const text = [...byArgument.values()].map(({ message }) => message).join(', ');
        return { value: new RefusedArguments({ isError: true, content: [{ type: 'text', text }] }) };
      },
    },
  };
};
