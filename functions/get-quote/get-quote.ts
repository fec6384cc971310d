import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Config } from '#shared/config.ts';
import { type Clock, systemClock } from '#shared/domain/clock.ts';
import { apiHandler, jsonResponse } from '#shared/http/api-handler.ts';
import { NO_STORE } from '#shared/http/authenticated.ts';
import { answered, restContext } from '#shared/http/operation-face.ts';
import { parseQuoteId, wireGetQuote } from '#shared/operations/get-quote/get-quote.operation.ts';
import type { DocumentClient } from '#shared/store/dynamo-client.ts';

export interface GetQuoteDeps {
  readonly settings: Config;
  readonly client: DocumentClient;
  readonly clock?: Clock;
}

/** recuperarCotizacionIntegracion (`getQuoteRoute`): the quote lookup over the path's id. */
export const getQuoteHandler = ({ settings, client, clock = systemClock }: GetQuoteDeps) => {
  const getQuote = wireGetQuote(settings, client);
  return apiHandler<APIGatewayProxyEventV2>({ config: settings }).handler(async (event, context) => {
    const operation = restContext(event, context, clock());
    const { result, language } = answered(
      context,
      await getQuote(operation, () => parseQuoteId(event.pathParameters?.id)),
    );
    return jsonResponse(200, result, { ...NO_STORE, ...(language ? { 'Content-Language': language } : {}) });
  });
};
