import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { systemClock } from '#shared/domain/clock.ts';
import { apiHandler, jsonResponse } from '#shared/http/api-handler.ts';
import { pickLanguage } from '#shared/http/negotiation.ts';
import { answered, restContext } from '#shared/http/operation-face.ts';
import type { Composition } from '#shared/operations/composition.ts';
import { wireEstimate } from '#shared/operations/estimate/estimate.operation.ts';
import { parseEstimateQuery } from '#shared/operations/estimate/estimate.schema.ts';

export type EstimateDeps = Composition;

/** consultarEstimacionServicio (`estimateRoute`): the estimate operation over the query string. */
export const estimateHandler = ({ settings, client, clock = systemClock }: EstimateDeps) => {
  const estimate = wireEstimate(settings, client, clock);
  return apiHandler<APIGatewayProxyEventV2>({ config: settings, cors: true }).handler(async (event, context) => {
    const language = pickLanguage(event.headers['accept-language']);
    const operation = restContext(event, context, clock(), language);
    const body = answered(
      context,
      await estimate(operation, () => parseEstimateQuery(event.queryStringParameters, event.rawQueryString)),
    );
    return jsonResponse(200, body, {
      'Cache-Control': 'no-store',
      'Content-Language': language,
      Vary: 'Accept-Language',
    });
  });
};
