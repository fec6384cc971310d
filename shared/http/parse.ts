import type { ZodError, ZodType } from 'zod';
import * as z from 'zod';
import {
  type IssueLocation,
  MalformedRequestError,
  UnusableRequestError,
  type ValidationIssue,
} from '#shared/domain/errors.ts';

type Shape = Record<string, ZodType>;

/** JSON pointer (RFC 6901) of a zod issue path, for body fields. */
const pointer = (path: readonly PropertyKey[]) =>
  `/${path.map((part) => String(part).replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;

/** The `.describe()` text of the field an issue is about: the accepted form, in words. */
const expectedFor = (shape: Shape, key: string | undefined, fallback: string) =>
  (key !== undefined ? shape[key]?.description : undefined) ?? fallback;

export const issuesFromZod = (error: ZodError, location: IssueLocation, shape: Shape): ValidationIssue[] =>
  error.issues.flatMap((issue): ValidationIssue[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        location,
        name: location === 'body' ? pointer([...issue.path, key]) : key,
        expected: location === 'body' ? 'no additional properties' : `one of: ${Object.keys(shape).join(', ')}`,
        detail: `Unknown ${location === 'body' ? 'property' : 'parameter'} "${key}".`,
      }));
    }
    const top = issue.path[0] === undefined ? undefined : String(issue.path[0]);
    const name = location === 'body' ? pointer(issue.path) : (top ?? '');
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    const label = location === 'body' ? `Field ${name}` : `Parameter "${name}"`;
    return [
      {
        location,
        name,
        expected: expectedFor(shape, top, issue.message),
        detail: missing ? `${label} is required.` : `${label}: ${issue.message}.`,
      },
    ];
  });

/**
 * Parses query parameters against a strict schema of their *form*. Anything that fails here is malformed
 * (400): missing, unknown, repeated (API Gateway joins repeats with commas) or not in the accepted format.
 * Range and meaning are checked afterwards and answer 422.
 */
export const parseQuery = <S extends Shape>(shape: S, query: Record<string, string | undefined> | undefined) => {
  const result = z.strictObject(shape).safeParse(query ?? {});
  if (!result.success) throw new MalformedRequestError(issuesFromZod(result.error, 'query', shape));
  return result.data;
};

/** Parses a JSON body against its schema; a violation is a well-formed but unusable request (422). */
export const parseBody = <S extends Shape>(shape: S, body: unknown) => {
  const result = z.strictObject(shape).safeParse(body);
  if (!result.success) throw new UnusableRequestError(issuesFromZod(result.error, 'body', shape));
  return result.data;
};
