import { route } from '#shared/routes/route-declaration.ts';

/** Creating a quote: `createQuoteOperation` (`create-quote.operation.ts`), its OpenAPI face `create-quote.contract.ts`. */
export const createQuoteRoute = route({
  method: 'POST',
  path: '/api/agentes/v1/cotizaciones',
  operationId: 'crearCotizacionIntegracion',
  summary: 'Create a quote (integrations)',
  auth: 'bearer',
  quota: 'credential',
  cache: 'no-store',
  errors: [
    'malformed-request',
    'unauthenticated',
    'request-timeout',
    'idempotency-in-flight',
    'idempotent-result-expired',
    'payload-too-large',
    'unsupported-media-type',
    'unusable-request',
    'idempotency-key-reused',
    'quota-exceeded',
    'price-unavailable',
    'service-unavailable',
  ],
  servedBy: 'CreateQuote',
  group: 'agents',
  tool: 'create_quote',
});
