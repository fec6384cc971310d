import type { StandardSchemaWithJSON } from '@modelcontextprotocol/server';
import * as z from 'zod';

type Shape = Record<string, z.ZodType>;

const describedAt = (shape: Shape, path: readonly PropertyKey[]): string | undefined => {
  const [first] = path;
  const field = typeof first === 'string' ? shape[first] : undefined;
  if (field === undefined) return undefined;
  const described = field.description;
  if (described !== undefined || path.length === 1) return described;
  // A nested argument (route.departure) is described on its own schema.
  const inner = field instanceof z.ZodOptional ? field.unwrap() : field;
  return inner instanceof z.ZodObject ? describedAt(inner.shape as Shape, path.slice(1)) : undefined;
};

/** The argument names an object of the shape takes, at the top or nested (route). */
const argumentNames = (shape: Shape, path: readonly PropertyKey[]): string[] => {
  const [first, ...rest] = path;
  if (typeof first !== 'string') return Object.keys(shape);
  const field = shape[first];
  const inner = field instanceof z.ZodOptional ? field.unwrap() : field;
  return inner instanceof z.ZodObject ? argumentNames(inner.shape as Shape, rest) : Object.keys(shape);
};

/** Issues and unknown argument names a refusal names: enough to fix a call, however many the call has. */
const MAX_ISSUES = 5;
const MAX_NAMES = 5;
const MAX_NAME_CHARS = 40;

const quotedName = (name: string) =>
  JSON.stringify(name.length > MAX_NAME_CHARS ? `${name.slice(0, MAX_NAME_CHARS)}…` : name);

/** Names a few of the unknown arguments, and the ones the tool takes. */
const unknownArguments = (keys: readonly string[], accepted: readonly string[]) => {
  const named = keys.slice(0, MAX_NAMES).map(quotedName).join(', ');
  const untold = keys.length > MAX_NAMES ? ` and ${keys.length - MAX_NAMES} more` : '';
  return `Unknown argument${keys.length === 1 ? '' : 's'} ${named}${untold}; the arguments are: ${accepted.join(', ')}`;
};

/**
 * A tool's input schema: the REST shape's zod schemas, listed as JSON Schema by the SDK. A failed check names the
 * argument and its accepted form (the `.describe()` text, the same words as a REST problem's `expected`); a
 * successful one hands the tool the arguments in their accepted form (numbers as numbers, lists as lists), which
 * it passes to the operation as they are. However many problems a call has, the refusal names a handful: its size
 * does not grow with the call's.
 */
export const toolInput = <S extends Shape>(
  shape: S,
): StandardSchemaWithJSON<z.input<z.ZodObject<S>>, z.output<z.ZodObject<S>>> => {
  const schema = z.strictObject(shape);
  const standard = schema['~standard'];
  return {
    '~standard': {
      ...standard,
      validate: async (value: unknown) => {
        const result = await standard.validate(value);
        if (!result.issues) return result;
        const issues = result.issues.slice(0, MAX_ISSUES).map((issue) => {
          const path = (issue.path ?? []).map((part) => (typeof part === 'object' ? part.key : part));
          // zod's unrecognized_keys issue lists every unknown key in its message: named here, a few of them.
          const keys = (issue as { keys?: unknown }).keys;
          if (Array.isArray(keys)) {
            return { path, message: unknownArguments(keys as string[], argumentNames(shape, path)) };
          }
          const accepted = describedAt(shape, path);
          return { path, message: accepted ? `${issue.message}; accepted: ${accepted}` : issue.message };
        });
        const untold = result.issues.length - issues.length;
        return { issues: untold > 0 ? [...issues, { message: `and ${untold} more problems` }] : issues };
      },
    },
  };
};
