import fc from 'fast-check';
import { lambdaResultBytes } from '#shared/http/open-data.ts';

describe('the size of a Lambda result', () => {
  test('is the bytes of the result serialised as JSON, escapes and any text included', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.oneof(
            fc.constantFrom('"', '\\', '\n', '\u0001', '\u2028', '\ud800', '\udc00'),
            fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
          ),
        }),
        fc.boolean(),
        (body, base64) => {
          // Prepare
          const result = {
            statusCode: 200,
            headers: { ETag: '"x"', 'Content-Type': 'text/plain' },
            body,
            isBase64Encoded: base64,
          };

          // Assess
          expect(lambdaResultBytes(result)).toBe(Buffer.byteLength(JSON.stringify(result), 'utf8'));
        },
      ),
      { numRuns: 500 },
    );
  });

  test('of a result without a body is its JSON too', () => {
    // Prepare
    const result = { statusCode: 304, headers: { ETag: '"x"' } };

    // Assess
    expect(lambdaResultBytes(result)).toBe(Buffer.byteLength(JSON.stringify(result), 'utf8'));
  });
});
