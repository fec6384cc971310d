import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { systemClock } from '#shared/domain/clock.ts';
import { parseIdempotencyKey } from '#shared/domain/idempotency/idempotency-key.ts';
import type { FuelFigureSource } from '#shared/domain/quote/ports.ts';
import { apiHandler, jsonResponse } from '#shared/http/api-handler.ts';
import { NO_STORE } from '#shared/http/authenticated.ts';
import { readJsonObject } from '#shared/http/json-body.ts';
import { pickLanguage } from '#shared/http/negotiation.ts';
import { answered, restContext } from '#shared/http/operation-face.ts';
import type { Composition } from '#shared/operations/composition.ts';
import { wireCreateQuote } from '#shared/operations/create-quote/create-quote.operation.ts';
import { createQuoteRoute } from '#shared/operations/create-quote/create-quote.route.ts';
import { parseQuoteRequest } from '#shared/operations/create-quote/quote-request.schema.ts';

export interface CreateQuoteDeps extends Composition {
  /** Defaults to the fuel table behind a short container cache; the only store pricing reads. */
  readonly fuel?: FuelFigureSource;
}

/** crearCotizacionIntegracion (`createQuoteRoute`): the quote creation over the Idempotency-Key header and the JSON body. */
export const createQuoteHandler = ({ settings, client, clock = systemClock, fuel }: CreateQuoteDeps) => {
  const createQuote = wireCreateQuote(settings, client, clock, fuel);
  return apiHandler<APIGatewayProxyEventV2>({ config: settings }).handler(async (event, context) => {
    const operation = restContext(event, context, clock(), pickLanguage(event.headers['accept-language']));
    // Order of precedence after credential and quota: Idempotency-Key, Content-Type, size, JSON, schema.
    const outcome = answered(
      context,
      await createQuote(operation, () => ({
        key: parseIdempotencyKey(event.headers['idempotency-key']),
        shipment: parseQuoteRequest(readJsonObject(event), operation.now),
      })),
    );
    return jsonResponse(outcome.replayed ? 200 : 201, outcome.result, {
      ...NO_STORE,
      Location: `${createQuoteRoute.path}/${outcome.result.id}`,
      ...(outcome.language ? { 'Content-Language': outcome.language } : {}),
      ...(outcome.replayed ? { 'Idempotent-Replay': 'true' } : {}),
    });
  });
};
