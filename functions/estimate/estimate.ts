import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Config } from '#shared/config.ts';
import { type Clock, systemClock } from '#shared/domain/clock.ts';
import { apiHandler, jsonResponse } from '#shared/http/api-handler.ts';
import { pickLanguage } from '#shared/http/negotiation.ts';
import { answered, restContext } from '#shared/http/operation-face.ts';
import { wireEstimate } from '#shared/operations/estimate/estimate.operation.ts';
import { parseEstimateQuery } from '#shared/operations/estimate/estimate.schema.ts';
import type { DocumentClient } from '#shared/store/dynamo-client.ts';

export interface EstimateDeps {
  readonly settings: Config;
  readonly client: DocumentClient;
  /** The time of every rule, window and quota count; tests pass a fixed one. */
  readonly clock?: Clock;
}

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
