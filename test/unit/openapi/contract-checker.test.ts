import { buildOpenApiDocument } from '#infra/openapi/openapi-document.ts';
import { contractChecker, type Exchange } from '#test/support/openapi-contract.ts';

const document = JSON.parse(JSON.stringify(buildOpenApiDocument()));
const check = contractChecker(document);

const problemBody = {
  type: 'https://freight-estimate.example.com/developers/errors#not-found',
  title: 'Not found',
  status: 404,
  detail: 'No result with this id exists for this credential.',
  requestId: 'b3c1',
};
const exchange = (overrides: Partial<Exchange>): Exchange => ({
  method: 'GET',
  path: '/api/agentes/v1/cotizaciones/3980ba87-2b4e-404d-9caa-780ae0b7aa78',
  status: 404,
  headers: { 'content-type': 'application/problem+json', 'cache-control': 'no-store', 'content-language': 'en' },
  body: Buffer.from(JSON.stringify(problemBody)),
  ...overrides,
});

describe('the contract check of the e2e answers', () => {
  test('an answer as the document declares it passes', () => {
    expect(check([exchange({})])).toEqual([]);
  });

  test('names an undeclared status, a missing required header, an undeclared header and a wrong body', () => {
    const violations = check([
      exchange({ status: 418 }),
      exchange({ headers: { 'content-type': 'application/problem+json', 'content-language': 'en' } }),
      exchange({
        headers: {
          'content-type': 'application/problem+json',
          'cache-control': 'no-store',
          'content-language': 'en',
          'x-debug': '1',
        },
      }),
      exchange({ body: Buffer.from(JSON.stringify({ ...problemBody, status: 'gone' })) }),
    ]);

    expect(violations).toEqual([
      expect.stringMatching(/418: status not declared/),
      expect.stringMatching(/required header cache-control missing/),
      expect.stringMatching(/header x-debug sent but not declared/),
      expect.stringMatching(/body data\/status must be integer/),
    ]);
  });
});
