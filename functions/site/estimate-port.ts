import { parseEstimateQuery } from '#functions/estimate/estimate.schema.ts';
import type { PublicEstimate } from '#functions/estimate/public-estimate.ts';
import {
  MalformedRequestError,
  PriceUnavailableError,
  QuotaExceededError,
  StoreUnavailableError,
  UnusableRequestError,
} from '#shared/domain/errors.ts';
import { FuelPriceStaleError, FuelPriceUnavailableError, NoValidTariffError } from '#shared/domain/pricing/errors.ts';
import { destinationCountryOf, type EstimateQuery } from '#shared/domain/quote/estimate-request.ts';
import { postalCodeExample } from '#shared/domain/quote/postal-code-formats.ts';
import { STORE_RETRY_AFTER_SECONDS } from '#shared/http/problem.ts';
import { type Operation, quotaOfRefusal } from '#shared/operations/operation.ts';
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
 * The estimate page's answer: the estimate operation itself (same parsing, same pricing path, same quota counter of
 * the client's IP), with its refusals turned into what the page shows, the quota state the request was counted in
 * and the cause of a missing price. Anything else is thrown, as the API does.
 */
export const siteEstimate =
  (estimate: Operation<EstimateQuery, PublicEstimate>): SiteEstimate =>
  async (query, language, now, clientIp) => {
    try {
      const { value, quota } = await estimate({ clientIp, language, now }, () => parseEstimateQuery(query));
      return { kind: 'result', result: value, ...(quota ? { rateLimit: quota } : {}) };
    } catch (error) {
      if (error instanceof QuotaExceededError) {
        return { kind: 'quota', retryAfterSeconds: seconds(error.state.resetSeconds), rateLimit: error.state };
      }
      const rateLimit = quotaOfRefusal(error);
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
