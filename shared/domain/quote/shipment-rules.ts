import { addDays } from '#shared/domain/dates.ts';
import { UnusableRequestError, type ValidationIssue } from '#shared/domain/errors.ts';
import { KG_PER_LOADING_METRE } from '#shared/domain/pricing/billable-metres.ts';
import { madridDate } from '#shared/domain/pricing/fuel.ts';
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
    expected: `a date from ${today} to ${last} (today to today + ${LOADING_WINDOW_DAYS} days, Europe/Madrid)`,
    detail: `${date} is outside the loading window ${today} to ${last}.`,
  };
};

export const rangeIssue = (
  value: number,
  max: number,
  location: ValidationIssue['location'],
  name: string,
  unit: string,
): ValidationIssue | undefined =>
  value > 0 && value <= max
    ? undefined
    : {
        location,
        name,
        expected: `a number greater than 0 and at most ${max} ${unit}`,
        detail: `${name}=${value} is outside the accepted range (0, ${max}].`,
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
        expected: 'a Spanish postal code: five digits starting with a province number 01 to 52',
        detail: `${cp} is not a Spanish postal code; the origin must be in Spain.`,
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
      expected: `a postal code of ${country}: ${check.expected}`,
      detail: `${cp} is not a postal code of ${country} (${check.expected}).`,
    },
  };
};
