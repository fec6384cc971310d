import * as z from 'zod';
import { MAX_JSON_BODY_BYTES } from '#shared/http/json-body.ts';
import {
  acceptLanguage,
  defaults,
  duration,
  headerRef,
  json,
  kibibytes,
  operationContract,
  rateLimitHeaders,
  resultComponent,
  SchemaComponent,
} from '#shared/routes/operation-contract.ts';
import { createQuoteRoute } from './create-quote.route.ts';
import { quoteRequestShape } from './quote-request.schema.ts';

/** Creating a quote's OpenAPI face: its key and body, its result (new or replayed) and its problems. */
export const createQuoteContract = operationContract(createQuoteRoute, {
  parameters: [
    {
      name: 'Idempotency-Key',
      in: 'header',
      required: true,
      description:
        '16 to 128 letters, digits, _ or -, as a bare token or a structured-field string ("..."): both ' +
        `forms are the same key. Scoped to the credential; kept ${duration(defaults.IDEMPOTENCY_TTL_SECONDS)}.`,
      schema: { type: 'string', pattern: '^(?:[A-Za-z0-9_-]{16,128}|"[A-Za-z0-9_-]{16,128}")$' },
    },
    acceptLanguage,
  ],
  requestBody: {
    required: true,
    content: { 'application/json': { schema: new SchemaComponent('QuoteRequest', z.strictObject(quoteRequestShape)) } },
  },
  responses: {
    '201': json(resultComponent, `created; indicative validity ${duration(defaults.QUOTE_VALIDITY_SECONDS)}`, {
      Location: headerRef('QuoteLocation'),
      'Content-Language': headerRef('ContentLanguage'),
      'Cache-Control': headerRef('NoStore'),
      ...rateLimitHeaders(),
    }),
    '200': json(
      resultComponent,
      'repeat of the same submission: the stored result, no new calculation, in the language it was created in',
      {
        'Idempotent-Replay': { description: 'always true', required: true, schema: { type: 'string', const: 'true' } },
        Location: headerRef('QuoteLocation'),
        'Content-Language': headerRef('StoredContentLanguage'),
        'Cache-Control': headerRef('NoStore'),
        ...rateLimitHeaders(),
      },
    ),
  },
  problems: {
    'malformed-request': 'body not JSON or not an object; Idempotency-Key missing or malformed',
    'request-timeout': 'request body not received in time',
    'idempotency-in-flight': 'a request with the same Idempotency-Key is in progress',
    'idempotent-result-expired': 'the result of this Idempotency-Key has expired',
    'payload-too-large': `body over ${kibibytes(MAX_JSON_BODY_BYTES)}`,
    'unsupported-media-type': 'Content-Type is not application/json, or declares a charset other than UTF-8',
    'unusable-request': 'body violates the schema',
    'idempotency-key-reused': 'the Idempotency-Key was used with another body',
    'service-unavailable': 'the store is unreachable',
  },
});
