import { StoreUnavailableError } from '#shared/domain/errors.ts';

/**
 * Runs one store operation and turns any failure that is not a deliberate condition check into
 * StoreUnavailableError, so callers never leak SDK errors and the HTTP layer answers 503.
 */
export const storeCall = async <T>(operation: string, call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (isConditionFailure(error)) throw error;
    throw new StoreUnavailableError(`DynamoDB ${operation} failed`, { cause: error });
  }
};

export const isConditionFailure = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'ConditionalCheckFailedException' || error.name === 'TransactionCanceledException');
