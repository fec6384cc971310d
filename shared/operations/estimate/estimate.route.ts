import { route } from '#shared/routes/route-declaration.ts';

/** The estimate's route: the operation is `estimateOperation` (`estimate.operation.ts`), its OpenAPI face `estimate.contract.ts`. */
export const estimateRoute = route({
  method: 'GET',
  path: '/api/agentes/v1/estimaciones',
  operationId: 'consultarEstimacionServicio',
  summary: 'Public estimate; no account',
  auth: 'none',
  quota: 'estimate',
  cache: 'no-store',
  errors: ['malformed-request', 'unusable-request', 'quota-exceeded', 'price-unavailable', 'service-unavailable'],
  servedBy: 'Estimate',
  group: 'agents',
  tool: 'estimate_freight_price',
});
