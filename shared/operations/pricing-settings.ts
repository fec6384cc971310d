import { resultTextsData } from '#data/texts/index.ts';
import type { Config } from '#shared/config.ts';
import type { JourneyPorts } from '#shared/domain/journey/journey-result.ts';
import type { TariffFile } from '#shared/domain/pricing/tariff.schema.ts';
import type { PriceResultSettings } from '#shared/domain/quote/price-result.ts';

/**
 * The pricing settings of a deployment: its tariff, the configured name, validity and fuel staleness, and the result
 * texts of data/texts.
 */
export const pricingSettings = (
  tariff: TariffFile,
  config: Pick<Config, 'SERVICE_NAME' | 'QUOTE_VALIDITY_SECONDS' | 'FUEL_MAX_AGE_DAYS'>,
  journey?: JourneyPorts,
): PriceResultSettings => ({
  tariff,
  serviceName: config.SERVICE_NAME,
  validitySeconds: config.QUOTE_VALIDITY_SECONDS,
  fuelMaxAgeDays: config.FUEL_MAX_AGE_DAYS,
  texts: resultTextsData,
  ...(journey === undefined ? {} : { journey }),
});
