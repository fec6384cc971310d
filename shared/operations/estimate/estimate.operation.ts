import { tariff } from '#data/tariffs/index.ts';
import { type Config, requireTable } from '#shared/config.ts';
import { type Clock, systemClock } from '#shared/domain/clock.ts';
import { DEFAULT_LANGUAGE } from '#shared/domain/pricing/texts.ts';
import type { EstimateQuery } from '#shared/domain/quote/estimate-request.ts';
import type { FuelFigureSource } from '#shared/domain/quote/ports.ts';
import type { PriceResultSettings } from '#shared/domain/quote/price-result.ts';
import { wireJourney } from '#shared/operations/journey-ports.ts';
import { admitted, countedWork, type Operation } from '#shared/operations/operation.ts';
import { pricingSettings } from '#shared/operations/pricing-settings.ts';
import { cachedFuelSource } from '#shared/store/cached-fuel-source.ts';
import type { DocumentClient } from '#shared/store/dynamo-client.ts';
import { dynamoFuelStore } from '#shared/store/fuel-store.ts';
import { dynamoRateLimitStore, type QuotaWindow, type RateLimitStore } from '#shared/store/rate-limit-store.ts';
import { type PublicEstimate, publicEstimate } from './public-estimate.ts';

/** The estimate's quota windows per client IP, the same for every face. */
export const estimateQuotaWindows = (settings: {
  ESTIMATE_QUOTA_PER_MINUTE: number;
  ESTIMATE_QUOTA_PER_DAY: number;
}): QuotaWindow[] => [
  { policy: 'minute', limit: settings.ESTIMATE_QUOTA_PER_MINUTE, seconds: 60 },
  { policy: 'day', limit: settings.ESTIMATE_QUOTA_PER_DAY, seconds: 86_400 },
];

export interface EstimatePorts {
  readonly fuel: FuelFigureSource;
  readonly pricing: PriceResultSettings;
  readonly rateLimits: Pick<RateLimitStore, 'hit'>;
  readonly windows: readonly QuotaWindow[];
}

/**
 * consultarEstimacionServicio: counted against the client IP's estimate quota (one counter for the API, the site's
 * estimate page and the MCP tool), then checked and priced.
 */
export const estimateOperation =
  (ports: EstimatePorts): Operation<EstimateQuery, PublicEstimate> =>
  async (context, input) => {
    const quota = admitted(await ports.rateLimits.hit(`estimate#ip#${context.clientIp}`, ports.windows, context.now));
    const value = await countedWork(quota, async () =>
      publicEstimate(input(), context.language ?? DEFAULT_LANGUAGE, context.now, ports.fuel, ports.pricing),
    );
    return { value, quota };
  };

/** The estimate over the container's stores: each face's composition root builds it once. */
export const wireEstimate = (settings: Config, client: DocumentClient, clock: Clock = systemClock) =>
  estimateOperation({
    fuel: cachedFuelSource(dynamoFuelStore(client, requireTable('FUEL_TABLE_NAME', settings)), clock),
    pricing: pricingSettings(tariff, settings, wireJourney(settings, tariff)),
    rateLimits: dynamoRateLimitStore(client, requireTable('RATE_LIMIT_TABLE_NAME', settings)),
    windows: estimateQuotaWindows(settings),
  });
