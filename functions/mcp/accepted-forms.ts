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

/**
 * A tool's input schema: the REST shape's zod schemas, listed as JSON Schema by the SDK. A failed check names the
 * argument and its accepted form (the `.describe()` text, the same words as a REST problem's `expected`); a
 * successful one hands the tool the arguments in their accepted form (numbers as numbers, lists as lists), which
 * it passes to the operation as they are.
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
        return {
          issues: result.issues.map((issue) => {
            const path = (issue.path ?? []).map((part) => (typeof part === 'object' ? part.key : part));
            const accepted = describedAt(shape, path);
            return { ...issue, message: accepted ? `${issue.message}; accepted: ${accepted}` : issue.message };
          }),
        };
      },
    },
  };
};
