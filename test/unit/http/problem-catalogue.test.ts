import { readProblemTexts } from '#data/texts/problem-texts.ts';
import { textsOf } from '#functions/site/texts/index.ts';
import { buildOpenApiDocument } from '#infra/openapi/openapi-document.ts';
import { LANGUAGES } from '#shared/domain/languages.ts';
import { PROBLEM_CATALOGUE, PROBLEM_CODES, type ProblemCode, problemRow } from '#shared/http/problem-catalogue.ts';
import { problemTexts } from '#shared/http/problem-texts.ts';
import { documentedRoutes } from '#shared/routes/registry.ts';
import { documentedErrors } from '#shared/routes/route-declaration.ts';

interface Response {
  readonly $ref?: string;
  readonly headers?: Record<string, unknown>;
  readonly content?: Record<string, unknown>;
}
type Document = {
  paths: Record<string, Record<string, { responses: Record<string, Response> }>>;
  components: { responses: Record<string, Response> };
};

const document = buildOpenApiDocument() as unknown as Document;

/** A response, its component when it refers to one. */
const resolved = (response: Response): Response =>
  response.$ref
    ? (document.components.responses[response.$ref.replace('#/components/responses/', '')] ?? {})
    : response;

/**
 * Codes no operation's contract lists, and why: Node's parser refuses oversized headers on the local server only, a
 * request that bypasses the distribution is no caller's, a 500 is no answer an operation promises, and a 405 answers
 * the methods the document does not list (its description says so).
 */
const UNDOCUMENTED: readonly ProblemCode[] = [
  'method-not-allowed',
  'request-header-fields-too-large',
  'origin-refused',
  'internal-error',
];

describe('the problem catalogue', () => {
  test.each(PROBLEM_CODES)(
    '%s: a status, a title and every phrase in each language, a section of the errors page',
    (code) => {
      const row = problemRow(code);
      expect(Number.isInteger(row.status) && row.status >= 400 && row.status < 600).toBe(true);
      expect(LANGUAGES).toHaveLength(6);
      for (const language of LANGUAGES) {
        expect(problemTexts(language).titles[code]).toMatch(/\S/);
        for (const key of row.phrases) expect(readProblemTexts(language).phrases[key]?.length).toBeGreaterThan(0);
        const [meaning, action] = textsOf(language).errors[code];
        expect(meaning).toMatch(/\S/);
        expect(action).toMatch(/\S/);
      }
    },
  );

  test('every code is one of the catalogue, in the order of the errors page, and none twice', () => {
    expect(PROBLEM_CODES).toEqual(Object.keys(PROBLEM_CATALOGUE));
    expect(new Set(PROBLEM_CODES).size).toBe(PROBLEM_CODES.length);
    for (const language of LANGUAGES)
      expect(Object.keys(problemTexts(language).titles).sort()).toEqual([...PROBLEM_CODES].sort());
  });

  test.each(
    documentedRoutes.flatMap((route) =>
      documentedErrors(route).map((code) => [`${route.method} ${route.path}`, code, route] as const),
    ),
  )('%s documents %s at its status, with its headers', (_key, code, route) => {
    const row = problemRow(code);
    const response = document.paths[route.path]?.[route.method.toLowerCase()]?.responses[String(row.status)];
    expect(response).toBeDefined();
    const answer = resolved(response ?? {});
    expect(Object.keys(answer.content ?? {})).toContain('application/problem+json');
    for (const header of row.headers ?? []) expect(Object.keys(answer.headers ?? {})).toContain(header);
  });

  test('every code is answered by some documented operation, but the ones no caller is promised', () => {
    const documented = new Set(documentedRoutes.flatMap((route) => documentedErrors(route)));
    expect(PROBLEM_CODES.filter((code) => !documented.has(code))).toEqual(UNDOCUMENTED);
    expect((document as unknown as { info: { description: string } }).info.description).toContain(
      '405 application/problem+json (code `method-not-allowed`), with an Allow header',
    );
  });
});
