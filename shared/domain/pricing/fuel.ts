import { addDays, isoWeekOf, isValidDate, isoWeekMonday as mondayOf, toEpochDay } from '#shared/domain/dates.ts';
import { localParts } from '#shared/domain/zone-offsets.ts';
import { FuelPriceStaleError, FuelPriceUnavailableError } from './errors.ts';
import type { FuelFigure } from './fuel.schema.ts';
import { roundHalfUp } from './money.ts';
import type { FuelClause } from './tariff.schema.ts';

export const MADRID_ZONE = 'Europe/Madrid';

/*
 * Calendar dates and weeks by day arithmetic (#shared/domain/dates.ts) and the Madrid date of an instant from the
 * zone's offset table (#shared/domain/zone-offsets.ts): every estimate asks for them, and luxon's parsing and zone
 * conversion were a tenth of its compute in process (bench/estimate.ts).
 */

const calendarDate = (date: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (match === null || !isValidDate(Number(match[1]), Number(match[2]), Number(match[3]))) {
    throw new RangeError(`Not a calendar date: ${date}`);
  }
  return date;
};

/** ISO week of a calendar date, e.g. "2026-11-19" → "2026-W47" (2027-01-01 belongs to 2026-W53). */
export const isoWeekOfDate = (date: string): string => isoWeekOf(calendarDate(date));

/** The calendar date in Madrid at an instant: the "today" of every date rule. */
export const madridDate = (instant: Date): string => localParts(MADRID_ZONE, instant.getTime()).date;

/** ISO week in Madrid at an instant. */
export const isoWeekAt = (instant: Date): string => isoWeekOf(madridDate(instant));

/** Monday of an ISO week, YYYY-MM-DD. */
export const isoWeekMonday = (week: string): string => {
  const monday = mondayOf(week);
  if (monday === undefined) throw new RangeError(`Not an ISO week: ${week}`);
  return monday;
};

/** Publication date of a weekly figure: the Monday after its week. */
export const weekPublicationDate = (week: string): string => addDays(isoWeekMonday(week), 7);

/** Whole days from one calendar date to another (positive when `to` is later). */
export const daysBetween = (from: string, to: string): number =>
  toEpochDay(calendarDate(to)) - toEpochDay(calendarDate(from));

export interface FuelSelection {
  readonly figure: FuelFigure;
  /** ISO week of the figure used: `semanaGasoleo`. */
  readonly semanaGasoleo: string;
  /** The loading week has no published figure yet; the latest one before it is used. */
  readonly gasoleoProvisional: boolean;
}

/**
 * Chooses the diesel figure for a loading date, from figures published by `now`:
 * the loading week's own figure, or else the latest one before it (provisional).
 * Throws `FuelPriceStaleError` when the latest published figure is older than `maxAgeDays`, and
 * `FuelPriceUnavailableError` when no figure exists for the loading week or before it.
 *
 * Callers that read from a store need to pass only the loading week's figure (if any), the latest one before it,
 * and the latest published one overall (for the staleness check).
 */
export const selectFuelFigure = (
  figures: readonly FuelFigure[],
  loadingDate: string,
  options: { now: Date; maxAgeDays: number },
): FuelSelection => {
  const today = madridDate(options.now);
  const loadingWeek = isoWeekOfDate(loadingDate);
  // A figure dated after today has not been published yet as far as this request is concerned.
  const published = figures.filter((figure) => figure.publishedOn <= today);

  const latest = published.reduce<FuelFigure | undefined>(
    (best, figure) => (best === undefined || figure.week > best.week ? figure : best),
    undefined,
  );
  if (latest === undefined) throw new FuelPriceUnavailableError(loadingWeek);
  const newestPublication =
    published
      .map((figure) => figure.publishedOn)
      .sort()
      .at(-1) ?? today;
  const ageDays = daysBetween(newestPublication, today);
  if (ageDays > options.maxAgeDays) {
    throw new FuelPriceStaleError(latest.week, newestPublication, ageDays, options.maxAgeDays);
  }

  const exact = published.find((figure) => figure.week === loadingWeek);
  if (exact) return { figure: exact, semanaGasoleo: exact.week, gasoleoProvisional: false };

  const before = published.reduce<FuelFigure | undefined>(
    (best, figure) => (figure.week < loadingWeek && (best === undefined || figure.week > best.week) ? figure : best),
    undefined,
  );
  if (before === undefined) throw new FuelPriceUnavailableError(loadingWeek);
  return { figure: before, semanaGasoleo: before.week, gasoleoProvisional: true };
};

/**
 * Fuel surcharge in cents: transporte × share × (weekPrice − referencePrice) / referencePrice, half-up to the cent.
 * Negative when diesel is cheaper than the reference. It is clamped at −transporte so that the total is never
 * negative: an estimate never turns into a payment to the customer. With the schema's share ≤ 1 and a positive
 * diesel price the clamp cannot bite; it guards against data that slips past those checks.
 */
export const fuelSurchargeCents = (transportCents: number, clause: FuelClause, weekPrice: number): number => {
  const raw = (transportCents * clause.share * (weekPrice - clause.referencePrice)) / clause.referencePrice;
  return Math.max(roundHalfUp(raw), -transportCents);
};

/**
 * A week read from the Weekly Oil Bulletin as a stored figure. It counts as published on the Monday after its
 * week (the project's publication rule, which the history file's old weeks cannot improve on), or on the day it
 * was read when that is earlier: the Commission publishes during the week itself.
 */
export const bulletinFigure = (
  read: { readonly week: string; readonly pricePerLitre: number },
  retrieval: { readonly at: Date; readonly document: string },
): FuelFigure => {
  const readOn = madridDate(retrieval.at);
  const afterWeek = weekPublicationDate(read.week);
  return {
    week: read.week,
    pricePerLitre: read.pricePerLitre,
    publishedOn: readOn < afterWeek ? readOn : afterWeek,
    source: 'eu-weekly-oil-bulletin',
    retrievedAt: retrieval.at.toISOString(),
    document: retrieval.document,
  };
};
