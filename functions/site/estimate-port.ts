import { parseEstimateQuery } from '#functions/estimate/estimate.schema.ts';
import type { PublicEstimate } from '#functions/estimate/public-estimate.ts';
import {
  MalformedRequestError,
  PriceUnavailableError,
  QuotaExceededError,
  StoreUnavailableError,
  UnusableRequestError,
} from '#shared/domain/errors.ts';
import type { EstimateQuery } from '#shared/domain/quote/estimate-request.ts';
import { STORE_RETRY_AFTER_SECONDS } from '#shared/http/problem.ts';
import type { Operation } from '#shared/operations/operation.ts';
import type { SiteEstimate } from './site.tsx';

/**
 * The estimate page's answer: the estimate operation itself (same parsing, same pricing path, same quota counter of
 * the client's IP), with its refusals turned into what the page shows. Anything else is thrown, as the API does.
 */
export const siteEstimate =
  (estimate: Operation<EstimateQuery, PublicEstimate>): SiteEstimate =>
  async (query, language, now, clientIp) => {
    try {
      const { value } = await estimate({ clientIp, language, now }, () => parseEstimateQuery(query));
      return { kind: 'result', result: value };
    } catch (error) {
      if (error instanceof QuotaExceededError) {
        return { kind: 'quota', retryAfterSeconds: Math.max(1, Math.ceil(error.state.resetSeconds)) };
      }
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
