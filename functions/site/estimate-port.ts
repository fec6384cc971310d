import { type EstimateField, parseEstimateQuery } from '#functions/estimate/estimate.schema.ts';
import type { PublicEstimate } from '#functions/estimate/public-estimate.ts';
import type { SiteLocale } from '#shared/domain/catalogue/pages.schema.ts';
import { MalformedRequestError, UnusableRequestError } from '#shared/domain/errors.ts';
import {
  destinationCountryOf,
  type EstimateQuery,
  resolveEstimateRequest,
} from '#shared/domain/quote/estimate-request.ts';
import { postalCodeExample } from '#shared/domain/quote/postal-code-formats.ts';
import { type Refusal, refusalOf, refusedIssues } from '#shared/http/problem.ts';
import { type Operation, quotaOfRefusal } from '#shared/operations/operation.ts';
import { fieldRefusals } from './field-problems.ts';
import type { SiteEstimate } from './site-request.ts';
import type { UnavailableCause } from './views/estimate.tsx';

/** The estimate form's fields in the order the page shows them: the origin, the destination, then the load. */
export const ESTIMATE_FORM_FIELDS = [
  'origen',
  'cpOrigen',
  'destino',
  'cpDestino',
  'paisDestino',
  'metros',
  'pesoKg',
  'fecha',
] as const satisfies readonly EstimateField[];

/** The cause a 503 names, from the words of the API's problem. */
const causeOf = ({ said }: Refusal): UnavailableCause => {
  const key = Array.isArray(said) ? undefined : (said as Exclude<Refusal['said'], readonly unknown[]>).key;
  if (key === 'fuelMissing' || key === 'fuelStale') return 'fuel';
  if (key === 'noTariff') return 'tariff';
  return key === 'storeUnavailable' ? 'store' : 'price';
};

/** The destination's written form, for a page that refuses cpDestino for not fitting its country's format. */
const postalCodeHint = (query: Record<string, string>) => {
  const country = destinationCountryOf(query);
  const example = country === undefined ? undefined : postalCodeExample(country);
  return country !== undefined && example !== undefined ? { postalCode: { country, example } } : {};
};

/** The languages that write a decimal comma (2,5), as Intl writes their numbers. */
const writesDecimalComma = (locale: SiteLocale) => new Intl.NumberFormat(locale).format(2.5) === '2,5';

/**
 * A number as the page's language writes it, in the API's form: in a comma language "2,5" is 2.5 and "1.800" or
 * "1 800" is 1800 (thousands grouped by a dot or a space, as people type them); a plain "2.5" stays what it is.
 * English keeps the API's form: there "1,800" means 1800, which the API's own pattern refuses rather than misreads.
 */
const apiNumber = (value: string, locale: SiteLocale): string => {
  if (!writesDecimalComma(locale)) return value;
  const grouped = /^\d{1,3}(?:[.\s\u00a0\u202f]\d{3})+(?:,\d+)?$/.test(value);
  const ungrouped = grouped ? value.replace(/[.\s\u00a0\u202f]/g, '') : value;
  return /^\d+,\d+$/.test(ungrouped) ? ungrouped.replace(',', '.') : ungrouped;
};

/**
 * The form's values as the API takes them: numbers from the page's language, the country code in capitals (people
 * type "it"). The API itself stays strict; the page is the face that knows how its reader writes.
 */
export const apiQuery = (values: Record<string, string>, locale: SiteLocale): Record<string, string> => {
  const query = { ...values };
  for (const field of ['metros', 'pesoKg'] as const) {
    const value = query[field];
    if (value !== undefined) query[field] = apiNumber(value, locale);
  }
  if (query.paisDestino !== undefined) query.paisDestino = query.paisDestino.toUpperCase();
  return query;
};

/**
 * The query parsed as the API parses it, but refused with every mistake at once: the API answers the form's
 * mistakes first (400) and the meaning's after (422); the page lists both, the meaning checked on the fields whose
 * form is right (a required number taken as valid for the check), so a reader fixes everything in one go.
 */
const parseReportingAll = (query: Record<string, string>, now: Date, rawQueryString?: string): EstimateQuery => {
  try {
    return parseEstimateQuery(query, rawQueryString);
  } catch (error) {
    if (!(error instanceof MalformedRequestError)) throw error;
    const malformed = new Set(error.issues.map((issue) => issue.name));
    const wellFormed = Object.fromEntries(Object.entries(query).filter(([name]) => !malformed.has(name)));
    try {
      resolveEstimateRequest(parseEstimateQuery({ metros: '1', ...wellFormed }), now);
    } catch (meaning) {
      if (meaning instanceof UnusableRequestError) {
        const further = meaning.issues.filter((issue) => !malformed.has(issue.name));
        throw new MalformedRequestError([...error.issues, ...further]);
      }
    }
    throw error;
  }
};

/**
 * The estimate page's answer: the estimate operation itself (same parsing, same pricing path, same quota counter of
 * the client's IP), with its refusals turned into what the page shows, the quota state the request was counted in
 * and the cause of a missing price. Anything else is thrown, as the API does.
 */
export const siteEstimate =
  (estimate: Operation<EstimateQuery, PublicEstimate>): SiteEstimate =>
  async (values, language, now, clientIp, rawQueryString) => {
    const query = apiQuery(values, language);
    try {
      const { value, quota } = await estimate({ clientIp, language, now }, () =>
        parseReportingAll(query, now, rawQueryString),
      );
      return { kind: 'result', result: value, ...(quota ? { rateLimit: quota } : {}) };
    } catch (error) {
      // The refusal as the API reads it (`refusalOf`, the REST problem's own mapping), said by the page.
      const refusal = refusalOf(error);
      const { retryAfterSeconds, quota } = refusal;
      if (refusal.code === 'quota-exceeded' && quota && retryAfterSeconds) {
        return { kind: 'quota', retryAfterSeconds, rateLimit: quota };
      }
      const rateLimit = quotaOfRefusal(error);
      const counted = rateLimit ? { rateLimit } : {};
      if (refusal.code === 'malformed-request' || refusal.code === 'unusable-request') {
        // One problem per field in the order of the form, said to a person by the page.
        const problems = fieldRefusals(refusedIssues(error), ESTIMATE_FORM_FIELDS);
        const cpDestino = problems.some((problem) => problem.field === 'cpDestino');
        return { kind: 'refused', problems, ...(cpDestino ? postalCodeHint(query) : {}), ...counted };
      }
      if ((refusal.code === 'price-unavailable' || refusal.code === 'service-unavailable') && retryAfterSeconds) {
        return { kind: 'unavailable', cause: causeOf(refusal), retryAfterSeconds, ...counted };
      }
      throw error;
    }
  };
