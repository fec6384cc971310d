import { createQuoteRoute } from '#shared/operations/create-quote/create-quote.route.ts';
import { route } from '#shared/routes/route-declaration.ts';

/** Retrieving a quote: `getQuoteOperation` (`get-quote.operation.ts`), its OpenAPI face `get-quote.contract.ts`. */
export const getQuoteRoute = route({
  method: 'GET',
  path: `${createQuoteRoute.path}/{id}`,
  operationId: 'recuperarCotizacionIntegracion',
  summary: "Retrieve one of the caller's own quotes",
  auth: 'bearer',
  quota: 'credential',
  cache: 'no-store',
  errors: [
    'malformed-request',
    'unauthenticated',
    'not-found',
    'result-expired',
    'quota-exceeded',
    'service-unavailable',
  ],
  servedBy: 'GetQuote',
  group: 'agents',
  tool: 'get_quote',
});
