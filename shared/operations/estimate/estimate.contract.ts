import { MAX_LDM, MAX_WEIGHT_KG } from '#shared/domain/quote/shipment-rules.ts';
import {
  acceptLanguage,
  headerRef,
  json,
  operationContract,
  queryParameters,
  rateLimitHeaders,
  resultComponent,
} from '#shared/routes/operation-contract.ts';
import { estimateRoute } from './estimate.route.ts';
import { estimateQueryShape } from './estimate.schema.ts';

/** The estimate's OpenAPI face: its query, its result and what each of its problems means here. */
export const estimateContract = operationContract(estimateRoute, {
  parameters: [
    ...queryParameters(estimateQueryShape, {
      metros: { type: 'number', exclusiveMinimum: 0, maximum: MAX_LDM },
      pesoKg: { type: 'number', exclusiveMinimum: 0, maximum: MAX_WEIGHT_KG },
    }),
    acceptLanguage,
  ],
  responses: {
    '200': json(resultComponent, 'an estimate with its assumptions, or manual review without a price', {
      'Content-Language': headerRef('ContentLanguage'),
      'Cache-Control': headerRef('NoStore'),
      ...rateLimitHeaders(),
    }),
  },
  problems: {
    'malformed-request': 'parameter missing, malformed or unknown',
    'unusable-request': 'well formed but unusable: out of range, outside the date window, contradictory',
    'service-unavailable': 'the quota store is unreachable',
  },
});
