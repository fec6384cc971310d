import { randomUUID } from 'node:crypto';
import { tariff } from '#data/tariffs/index.ts';
import { type Config, requireTable } from '#shared/config.ts';
import { type Clock, systemClock } from '#shared/domain/clock.ts';
import { type CreateOnceOutcome, createQuoteOnce } from '#shared/domain/idempotency/create-once.ts';
import { DEFAULT_LANGUAGE } from '#shared/domain/pricing/texts.ts';
import type { FuelFigureSource } from '#shared/domain/quote/ports.ts';
import { type PricedResult, priceResult } from '#shared/domain/quote/price-result.ts';
import type { Result, Supuestos } from '#shared/domain/quote/result.schema.ts';
import { wireJourney } from '#shared/operations/journey-ports.ts';
import {
  type CredentialQuota,
  hitCredentialQuota,
  type Operation,
  requireCaller,
} from '#shared/operations/operation.ts';
import { pricingSettings } from '#shared/operations/pricing-settings.ts';
import { cachedFuelSource } from '#shared/store/cached-fuel-source.ts';
import type { DocumentClient } from '#shared/store/dynamo-client.ts';
import { dynamoFuelStore } from '#shared/store/fuel-store.ts';
import { dynamoIdempotencyStore } from '#shared/store/idempotency-store.ts';
import { dynamoQuoteReader, dynamoQuoteWriter } from '#shared/store/quote-store.ts';
import { dynamoRateLimitStore } from '#shared/store/rate-limit-store.ts';
import type { QuoteRequest } from './quote-request.schema.ts';

/** The assumptions of a quote: every figure was given, so only the cargo and the journey are assumed. */
const quoteAssumptions = (request: QuoteRequest, priced: PricedResult): Supuestos => ({
  origenPais: 'ES',
  paisDestino: request.paisDestino,
  cpOrigen: request.cpOrigen,
  cpDestino: request.cpDestino,
  origenDeReferencia: false,
  destinoDeReferencia: false,
  pesoNoIndicado: false,
  pesoUtilizadoKg: request.pesoKg,
  limitePesoSupuestoKg: null,
  fechaNoIndicada: false,
  fechaCarga: request.fechaCarga,
  mercancia: priced.mercancia,
  ...(priced.trayecto === undefined ? {} : { trayecto: priced.trayecto }),
});

/** A quote request: the Idempotency-Key of the submission and the shipment to price. */
export interface CreateQuoteInput {
  readonly key: string;
  readonly shipment: QuoteRequest;
}

export interface CreateQuotePorts extends CredentialQuota {
  readonly fuel: FuelFigureSource;
  readonly pricing: ReturnType<typeof pricingSettings>;
  readonly idempotency: Parameters<typeof createQuoteOnce>[1]['idempotency'];
  readonly quotes: Parameters<typeof createQuoteOnce<QuoteRequest, Result>>[1]['quotes'];
}

/** crearCotizacionIntegracion: credential, quota, then the submission, created at most once per key. */
export const createQuoteOperation =
  (ports: CreateQuotePorts): Operation<CreateQuoteInput, CreateOnceOutcome<Result>> =>
  async (context, input) => {
    const { credentialId } = requireCaller(context.credential);
    const quota = await hitCredentialQuota(ports, credentialId, context.now);
    const { key, shipment } = input();
    const lang = context.language ?? DEFAULT_LANGUAGE;
    // A quote carries its assumptions as the estimate does, so that a fetched quote stands alone.
    const price = async (request: QuoteRequest, at: Date): Promise<Result> => {
      const priced = await priceResult(
        { shipment: request, lang, now: at, id: randomUUID() },
        ports.fuel,
        ports.pricing,
      );
      return { ...priced.result, supuestos: quoteAssumptions(request, priced) };
    };
    const value = await createQuoteOnce(
      { credentialId, key, shipment, now: context.now, language: lang },
      { idempotency: ports.idempotency, quotes: ports.quotes, price },
    );
    return { value, quota };
  };

/** The quote creation over the container's stores; `fuel` replaces the fuel table (tests). */
export const wireCreateQuote = (
  settings: Config,
  client: DocumentClient,
  clock: Clock = systemClock,
  fuel: FuelFigureSource = cachedFuelSource(dynamoFuelStore(client, requireTable('FUEL_TABLE_NAME', settings)), clock),
) => {
  const quotesTable = requireTable('QUOTES_TABLE_NAME', settings);
  const idempotencyTable = requireTable('IDEMPOTENCY_TABLE_NAME', settings);
  return createQuoteOperation({
    fuel,
    pricing: pricingSettings(tariff, settings, wireJourney(settings, tariff)),
    idempotency: dynamoIdempotencyStore(client, idempotencyTable),
    quotes: {
      ...dynamoQuoteReader<Result>(client, quotesTable),
      ...dynamoQuoteWriter<Result>(client, {
        quotesTable,
        idempotencyTable,
        quoteRetentionSeconds: settings.QUOTE_RETENTION_SECONDS,
        idempotencyRetentionSeconds: settings.IDEMPOTENCY_TTL_SECONDS,
      }),
    },
    rateLimits: dynamoRateLimitStore(client, requireTable('RATE_LIMIT_TABLE_NAME', settings)),
    perMinute: settings.INTEGRATION_QUOTA_PER_MINUTE,
  });
};
