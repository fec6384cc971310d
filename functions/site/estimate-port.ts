import { publicEstimate } from '#functions/estimate/public-estimate.ts';
import {
  MalformedRequestError,
  PriceUnavailableError,
  StoreUnavailableError,
  UnusableRequestError,
} from '#shared/domain/errors.ts';
import type { FuelFigureSource } from '#shared/domain/quote/ports.ts';
import type { PriceResultSettings } from '#shared/domain/quote/price-result.ts';
import { STORE_RETRY_AFTER_SECONDS } from '#shared/http/problem.ts';
import type { QuotaCheck } from '#shared/store/rate-limit-store.ts';
import type { SiteEstimate } from './site.tsx';

/**
 * The estimate page's answer: the API's own estimate (same parsing, same pricing path, same quota counter of the
 * client's IP), with the API's refusals turned into what the page shows. Anything else is thrown, as the API does.
 */
export const siteEstimate =
  (
    hitQuota: (clientIp: string, now: Date) => Promise<QuotaCheck>,
    fuel: FuelFigureSource,
    pricing: PriceResultSettings,
  ): SiteEstimate =>
  async (query, lang, now, clientIp) => {
    try {
      const check = await hitQuota(clientIp, now);
      if (!check.allowed) return { kind: 'quota', retryAfterSeconds: Math.max(1, Math.ceil(check.state.resetSeconds)) };
      return { kind: 'result', result: await publicEstimate(query, lang, now, fuel, pricing) };
    } catch (error) {
      if (error instanceof MalformedRequestError || error instanceof UnusableRequestError) {
        return { kind: 'refused', fields: [...new Set(error.issues.map((issue) => issue.name))] };
      }
      if (error instanceof PriceUnavailableError) {
        return { kind: 'unavailable', retryAfterSeconds: Math.max(1, Math.ceil(error.retryAfterSeconds)) };
      }
      if (error instanceof StoreUnavailableError) {
        return { kind: 'unavailable', retryAfterSeconds: STORE_RETRY_AFTER_SECONDS };
      }
      throw error;
    }
  };
