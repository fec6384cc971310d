import { DomainError, PriceUnavailableError, type Said } from '#shared/domain/errors.ts';
import { phrase } from '#shared/domain/problem-phrases.ts';

/**
 * Pricing errors. The ones that mean "no current price" extend `PriceUnavailableError`, so the HTTP layer answers
 * them with 503 and their `retryAfterSeconds` without knowing each class.
 */

/** An operator has to publish a tariff for that date; nothing changes within minutes. */
export const NO_TARIFF_RETRY_AFTER_SECONDS = 3600;
/** The weekly fuel figure is updated by an operator command; a short wait may be enough. */
export const FUEL_RETRY_AFTER_SECONDS = 900;

export class NoValidTariffError extends PriceUnavailableError {
  override name = 'NoValidTariffError';
  constructor(
    readonly loadingDate: string,
    options?: { cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(
      `No tariff version is valid for the loading date ${loadingDate}.`,
      options?.retryAfterSeconds ?? NO_TARIFF_RETRY_AFTER_SECONDS,
      options,
    );
  }
  override get said(): Said {
    return phrase('noTariff', { date: this.loadingDate });
  }
}

/** No weekly diesel figure at all for the loading week or any week before it. */
export class FuelPriceUnavailableError extends PriceUnavailableError {
  override name = 'FuelPriceUnavailableError';
  constructor(
    readonly loadingWeek: string,
    options?: { cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(
      `No published diesel figure exists for week ${loadingWeek} or any week before it.`,
      options?.retryAfterSeconds ?? FUEL_RETRY_AFTER_SECONDS,
      options,
    );
  }
  override get said(): Said {
    return phrase('fuelMissing', { week: this.loadingWeek });
  }
}

/** The latest published diesel figure is older than the configured maximum age. */
export class FuelPriceStaleError extends PriceUnavailableError {
  override name = 'FuelPriceStaleError';
  constructor(
    readonly latestWeek: string,
    readonly publishedOn: string,
    readonly ageDays: number,
    readonly maxAgeDays: number,
    options?: { cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(
      `The latest diesel figure (week ${latestWeek}, published ${publishedOn}) is ${ageDays} days old; at most ${maxAgeDays} are accepted.`,
      options?.retryAfterSeconds ?? FUEL_RETRY_AFTER_SECONDS,
      options,
    );
  }
  override get said(): Said {
    const { latestWeek: week, publishedOn: published, ageDays: age, maxAgeDays: max } = this;
    return phrase('fuelStale', { week, published, age, max });
  }
}

export interface CsvIssue {
  /** 1-based line number in the file, comment lines included. */
  readonly row: number;
  /** Header name of the column, when the issue is about one cell. */
  readonly column?: string;
  readonly message: string;
}

/** A tariff CSV that cannot be turned into a valid tariff version; lists every problem found. */
export class TariffCsvError extends DomainError {
  override name = 'TariffCsvError';
  // An operator's file never reaches a request: if it did, that is the service's fault.
  readonly code = 'internal-error' as const;
  readonly said = phrase('internal');
  constructor(
    readonly issues: readonly CsvIssue[],
    options?: { cause?: unknown },
  ) {
    super(
      issues
        .map((issue) => `row ${issue.row}${issue.column ? `, column "${issue.column}"` : ''}: ${issue.message}`)
        .join('\n'),
      options,
    );
  }
}

/** A new tariff version overlaps existing ones and the operator did not ask to replace them. */
export class TariffVersionConflictError extends DomainError {
  override name = 'TariffVersionConflictError';
  readonly code = 'internal-error' as const;
  readonly said = phrase('internal');
  constructor(
    readonly conflicts: readonly string[],
    options?: { cause?: unknown },
  ) {
    super(conflicts.join('\n'), options);
  }
}
