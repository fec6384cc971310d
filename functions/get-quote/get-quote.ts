import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { systemClock } from '#shared/domain/clock.ts';
import { apiHandler, jsonResponse } from '#shared/http/api-handler.ts';
import { NO_STORE } from '#shared/http/authenticated.ts';
import { answered, restContext } from '#shared/http/operation-face.ts';
import type { Composition } from '#shared/operations/composition.ts';
import { parseQuoteId, wireGetQuote } from '#shared/operations/get-quote/get-quote.operation.ts';

export type GetQuoteDeps = Composition;

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
