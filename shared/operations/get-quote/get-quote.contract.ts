import {
  headerRef,
  json,
  operationContract,
  rateLimitHeaders,
  resultComponent,
} from '#shared/routes/operation-contract.ts';
import { getQuoteRoute } from './get-quote.route.ts';

/** Retrieving a quote's OpenAPI face: its id, the stored result and its problems. */
export const getQuoteContract = operationContract(getQuoteRoute, {
  parameters: [
    {
      name: 'id',
      in: 'path',
      required: true,
      description: 'the id of a result this credential created',
      schema: { type: 'string', format: 'uuid' },
    },
  ],
  responses: {
    '200': json(resultComponent, 'the result of its owner, in the language it was created in', {
      'Content-Language': headerRef('StoredContentLanguage'),
      'Cache-Control': headerRef('NoStore'),
      ...rateLimitHeaders(),
    }),
  },
  problems: {
    'malformed-request': 'id is not a UUID',
    'not-found': 'no such result, deleted, or owned by another credential',
    'result-expired': 'the result is past caduca',
    'service-unavailable': 'the store is unreachable',
  },
});
