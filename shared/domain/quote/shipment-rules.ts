import { addDays } from '#shared/domain/dates.ts';
import { decimalNotation } from '#shared/domain/decimal-notation.ts';
import { UnusableRequestError, type ValidationIssue } from '#shared/domain/errors.ts';
import { KG_PER_LOADING_METRE } from '#shared/domain/pricing/billable-metres.ts';
import { madridDate } from '#shared/domain/pricing/fuel.ts';
import { phrase } from '#shared/domain/problem-phrases.ts';
import { checkPostalCode } from './postal-code-formats.ts';

/** Contract limits shared by the estimate and the integration quotes. */
export const MAX_LDM = 10;
export const MAX_WEIGHT_KG = 24_000;
export const LOADING_WINDOW_DAYS = 30;

export const loadingWindow = (now: Date) => {
  const today = madridDate(now);
  const last = addDays(today, LOADING_WINDOW_DAYS);
  return { today, last };
};

/** The loading date must lie from today to today + 30 days, in Madrid. */
export const loadingDateIssue = (
  date: string,
  now: Date,
  location: ValidationIssue['location'],
  name: string,
): ValidationIssue | undefined => {
  const { today, last } = loadingWindow(now);
  if (date >= today && date <= last) return undefined;
  return {
    location,
    name,
    expected: phrase('expectInWindow', { first: today, last, days: LOADING_WINDOW_DAYS }),
    detail: phrase('outsideLoadingWindow', { value: date, first: today, last }),
  };
};

/**
 * A number out of (0, max], said with the value as it was written (`written`, when the caller sent text) or else
 * in decimal notation: never 1e+29 for the 29 nines someone typed.
 */
export const rangeIssue = (
  value: number,
  max: number,
  location: ValidationIssue['location'],
  name: string,
  unit: 'ldm' | 'kg',
  written: string = decimalNotation(value),
): ValidationIssue | undefined =>
  value > 0 && value <= max
    ? undefined
    : {
        location,
        name,
        expected: phrase('expectRange', { max, unit }),
        detail: phrase('outOfRange', { name, value: written, max }),
      };

/** Spanish postal codes start with the province number, 01 to 52. */
export const spanishPostalCodeIssue = (
  cp: string,
  location: ValidationIssue['location'],
  name: string,
): ValidationIssue | undefined => {
  const province = Number(cp.slice(0, 2));
  return province >= 1 && province <= 52
    ? undefined
    : {
        location,
        name,
        expected: phrase('expectSpanishPostalCode'),
        detail: phrase('notSpanishPostalCode', { value: cp }),
      };
};

export const throwIfIssues = (issues: readonly (ValidationIssue | undefined)[]) => {
  const present = issues.filter((issue): issue is ValidationIssue => issue !== undefined);
  if (present.length > 0) throw new UnusableRequestError(present);
};

export const defaultWeightKg = (ldm: number) => Math.round(ldm * KG_PER_LOADING_METRE * 1000) / 1000;

/**
 * The destination postal code in its country's written form, or the issue that it cannot be one (422): an
 * impossible code is refused rather than priced by its first digits. Countries without a known format, and
 * valid codes of countries the tariff does not cover, pass (the latter become manual review when priced).
 */
export const destinationPostalCode = (
  country: string,
  cp: string,
  location: ValidationIssue['location'],
  name: string,
): { readonly postalCode: string; readonly issue?: ValidationIssue } => {
  const check = checkPostalCode(country, cp);
  if (check.ok) return { postalCode: check.postalCode };
  return {
    postalCode: cp,
    issue: {
      location,
      name,
      expected: phrase('expectPostalCodeOf', { country, form: check.form, example: check.example }),
      detail: phrase('notPostalCodeOf', { value: cp, country, form: check.form, example: check.example }),
    },
  };
};
