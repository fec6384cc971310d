import type { Config } from '#shared/config.ts';
import type { QuotaState } from '#shared/domain/errors.ts';
import { countOpenData } from '#shared/http/open-data.ts';
import type { RateLimitStore } from '#shared/store/rate-limit-store.ts';
import { admitted, type OperationContext } from './operation.ts';

/**
 * The open-data quota of the open-data operations, per client IP and endpoint: the state the call was counted in,
 * a refusal when the window is spent, or undefined when the store could not count it (open data fails open).
 */
export const openDataAdmission = (
  store: Pick<RateLimitStore, 'hit'>,
  settings: Pick<Config, 'OPEN_DATA_QUOTA_PER_WINDOW' | 'OPEN_DATA_WINDOW_SECONDS'>,
) => {
  const count = countOpenData(store, settings);
  return async (endpoint: string, context: OperationContext): Promise<QuotaState | undefined> => {
    const check = await count(endpoint, context.clientIp, context.now);
    return check === undefined ? undefined : admitted(check);
  };
};
