import { publicEstimate } from '#functions/estimate/public-estimate.ts';
import {
  MalformedRequestError,
  PriceUnavailableError,
  type QuotaState,
  StoreUnavailableError,
  UnusableRequestError,
} from '#shared/domain/errors.ts';
import { FuelPriceStaleError, FuelPriceUnavailableError, NoValidTariffError } from '#shared/domain/pricing/errors.ts';
import { destinationCountryOf } from '#shared/domain/quote/estimate-request.ts';
import type { FuelFigureSource } from '#shared/domain/quote/ports.ts';
import { postalCodeExample } from '#shared/domain/quote/postal-code-formats.ts';
import type { PriceResultSettings } from '#shared/domain/quote/price-result.ts';
import { STORE_RETRY_AFTER_SECONDS } from '#shared/http/problem.ts';
import type { QuotaCheck } from '#shared/store/rate-limit-store.ts';
import type { SiteEstimate } from './site.tsx';
import type { UnavailableCause } from './views/estimate.tsx';

const seconds = (value: number) => Math.max(1, Math.ceil(value));

/** The cause the API's error names: the same classes that make its 503 problems. */
const causeOf = (error: PriceUnavailableError): UnavailableCause => {
  if (error instanceof FuelPriceUnavailableError || error instanceof FuelPriceStaleError) return 'fuel';
  if (error instanceof NoValidTariffError) return 'tariff';
  return 'price';
};

/** The destination's written form, for a page that refuses cpDestino for not fitting its country's format. */
const postalCodeHint = (query: Record<string, string>) => {
  const country = destinationCountryOf(query);
  const example = country === undefined ? undefined : postalCodeExample(country);
  return country !== undefined && example !== undefined ? { postalCode: { country, example } } : {};
};

/**
 * The estimate page's answer: the API's own estimate (same parsing, same pricing path, same quota counter of the
 * client's IP), with the API's refusals turned into what the page shows, the quota state it was counted in and
 * the cause of a missing price. Anything else is thrown, as the API does.
 */
export const siteEstimate =
  (
    hitQuota: (clientIp: string, now: Date) => Promise<QuotaCheck>,
    fuel: FuelFigureSource,
    pricing: PriceResultSettings,
  ): SiteEstimate =>
  async (query, lang, now, clientIp) => {
    let rateLimit: QuotaState | undefined;
    try {
      const check = await hitQuota(clientIp, now);
      rateLimit = check.state;
      if (!check.allowed) return { kind: 'quota', retryAfterSeconds: seconds(check.state.resetSeconds), rateLimit };
      return { kind: 'result', result: await publicEstimate(query, lang, now, fuel, pricing), rateLimit };
    } catch (error) {
      const counted = rateLimit ? { rateLimit } : {};
      if (error instanceof MalformedRequestError || error instanceof UnusableRequestError) {
        const fields = [...new Set(error.issues.map((issue) => issue.name))];
        return { kind: 'refused', fields, ...(fields.includes('cpDestino') ? postalCodeHint(query) : {}), ...counted };
      }
      if (error instanceof PriceUnavailableError) {
        return {
          kind: 'unavailable',
          cause: causeOf(error),
          retryAfterSeconds: seconds(error.retryAfterSeconds),
          ...counted,
        };
      }
      if (error instanceof StoreUnavailableError) {
        return { kind: 'unavailable', cause: 'store', retryAfterSeconds: STORE_RETRY_AFTER_SECONDS, ...counted };
      }
      throw error;
    }
  };
