import type { SiteLocale } from '#shared/domain/catalogue/pages.schema.ts';
import { MalformedRequestError, UnusableRequestError, type ValidationIssue } from '#shared/domain/errors.ts';
import { foldedText } from '#shared/domain/folded-text.ts';
import {
  MAX_PALLETS,
  type PalletKind,
  type PalletMetres,
  palletLoadingMetres,
  TRAILER,
} from '#shared/domain/loading/pallets.ts';
import {
  destinationCountryOf,
  type EstimateQuery,
  resolveEstimateRequest,
} from '#shared/domain/quote/estimate-request.ts';
import { postalCodeExample } from '#shared/domain/quote/postal-code-formats.ts';
import { MAX_LDM } from '#shared/domain/quote/shipment-rules.ts';
import { numberFormat } from '#shared/domain/texts/intl.ts';
import { type Refusal, refusalOf, refusedIssues } from '#shared/http/problem.ts';
import { ESTIMATE_FIELDS, parseEstimateQuery } from '#shared/operations/estimate/estimate.schema.ts';
import type { PublicEstimate } from '#shared/operations/estimate/public-estimate.ts';
import { type Operation, quotaOfRefusal } from '#shared/operations/operation.ts';
import { type FieldRefusal, fieldRefusals } from './field-problems.ts';
import {
  ESTIMATE_FORM_FIELDS,
  type EstimateFormField,
  type PalletField,
  STACKABLE_VALUE,
  type UnavailableCause,
} from './models/estimate-page.ts';
import type { SiteEstimate } from './site-request.ts';

const PALLET_COUNTS = [
  ['paletsEuro', 'euro'],
  ['paletsIndustriales', 'industrial'],
] as const satisfies readonly (readonly [PalletField, PalletKind])[];

/** The pallets a form gives: refused fields, the metres they take, whether they stack. */
interface PalletReading {
  /** Counts were given (the metres come from them). */
  readonly given: boolean;
  readonly stackable: boolean;
  readonly refusals: FieldRefusal<EstimateFormField>[];
  /** The loading metres of pallets that fit one trailer and the estimate's limit. */
  readonly metres?: Extract<PalletMetres, { fits: true }>;
}

/**
 * The pallet fields read as strictly as the API reads its parameters: a field sent twice is refused as repeated
 * (from the query string as sent), a count that is not a whole number within a stacked full trailer, or no pallet
 * at all, as a wrong entry; pallets that do not fit one trailer or take more metres than the estimate are refused
 * on the first count given, and counts given with typed metres on the metres.
 */
const readPallets = (values: Readonly<Record<string, string>>, rawQueryString: string | undefined): PalletReading => {
  const sent = new URLSearchParams(rawQueryString ?? '');
  const refusals: FieldRefusal<EstimateFormField>[] = [];
  const refuse = (field: EstimateFormField, problem: FieldRefusal<EstimateFormField>['problem']) => {
    refusals.push({ field, problem });
  };
  const counts = PALLET_COUNTS.map(([field, kind]) => {
    const value = values[field];
    if (sent.getAll(field).length > 1) refuse(field, { kind: 'repeated' });
    else if (value !== undefined && (!/^\d{1,3}$/.test(value) || Number(value) > MAX_PALLETS[kind])) {
      refuse(field, { kind: 'entry' });
    }
    return value === undefined ? 0 : Number(value);
  });
  if (sent.getAll('remontable').length > 1) refuse('remontable', { kind: 'repeated' });
  else if (values.remontable !== undefined && values.remontable !== STACKABLE_VALUE) {
    refuse('remontable', { kind: 'entry' });
  }
  const stackable = values.remontable === STACKABLE_VALUE;
  const first = PALLET_COUNTS.find(([field]) => values[field] !== undefined)?.[0];
  if (first === undefined) return { given: false, stackable, refusals };
  if (values.metros !== undefined) refuse('metros', { kind: 'metresOrPallets' });
  const [euro = 0, industrial = 0] = counts;
  if (refusals.some((refusal) => refusal.field !== 'metros')) return { given: true, stackable, refusals };
  if (euro + industrial === 0) {
    refuse(first, { kind: 'entry' });
    return { given: true, stackable, refusals };
  }
  const result = palletLoadingMetres({ euro, industrial, stackable });
  if (!result.fits) {
    refuse(first, { kind: 'palletsTooLong', needed: result.occupiedCm / 100, length: TRAILER.lengthCm / 100 });
  } else if (result.metros > MAX_LDM) {
    refuse(first, { kind: 'palletsOverEstimate', metres: result.metros, max: MAX_LDM });
  }
  return result.fits ? { given: true, stackable, refusals, metres: result } : { given: true, stackable, refusals };
};

/** A form refused for its pallets, with what the rest of it was refused for: every mistake said at once. */
class PalletFormRefusal extends Error {
  constructor(
    readonly issues: readonly ValidationIssue[],
    readonly pallets: readonly FieldRefusal<EstimateFormField>[],
  ) {
    super('pallet fields refused');
  }
}

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
const writesDecimalComma = (locale: SiteLocale) => numberFormat(locale).format(2.5) === '2,5';

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
 * The reference cities as the site's languages write them (Barcellona, Barcelone; Mailand), each mapped to the
 * contract's alias of the same city: the form offers them in the reader's language, the API takes only its own.
 */
const CITY_NAMES: Readonly<Record<'origen' | 'destino', ReadonlyMap<string, string>>> = {
  origen: new Map(['barcellona', 'barcelone'].map((name) => [name, 'Barcelona'])),
  destino: new Map(['mailand'].map((name) => [name, 'Milano'])),
};

/**
 * The form's values as the API takes them: numbers from the page's language, the country code in capitals (people
 * type "it"), a reference city's name in any of the site's languages. The API itself stays strict; the page is the
 * face that knows how its reader writes.
 */
export const apiQuery = (values: Record<string, string>, locale: SiteLocale): Record<string, string> => {
  const query = Object.fromEntries(
    Object.entries(values).filter(([name]) => (ESTIMATE_FIELDS as readonly string[]).includes(name)),
  );
  for (const field of ['metros', 'pesoKg'] as const) {
    const value = query[field];
    if (value !== undefined) query[field] = apiNumber(value, locale);
  }
  for (const field of ['origen', 'destino'] as const) {
    const value = query[field];
    const alias = value === undefined ? undefined : CITY_NAMES[field].get(foldedText(value));
    if (alias !== undefined) query[field] = alias;
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
    const pallets = readPallets(values, rawQueryString);
    const typed = apiQuery(values, language);
    // Pallets given: the metres are theirs (a placeholder while they are refused, so the rest is still checked).
    const query = pallets.given ? { ...typed, metros: String(pallets.metres?.metros ?? 1) } : typed;
    const input = (): EstimateQuery => {
      if (pallets.refusals.length === 0) {
        return { ...parseReportingAll(query, now, rawQueryString), ...(pallets.stackable ? { stackable: true } : {}) };
      }
      let issues: readonly ValidationIssue[] = [];
      try {
        resolveEstimateRequest(parseReportingAll(query, now, rawQueryString), now);
      } catch (error) {
        if (!(error instanceof MalformedRequestError || error instanceof UnusableRequestError)) throw error;
        issues = error.issues.filter((issue) => !(pallets.given && issue.name === 'metros'));
      }
      throw new PalletFormRefusal(issues, pallets.refusals);
    };
    try {
      const { value, quota } = await estimate({ clientIp, language, now }, input);
      return {
        kind: 'result',
        result: value,
        ...(pallets.metres ? { pallets: pallets.metres } : {}),
        ...(quota ? { rateLimit: quota } : {}),
      };
    } catch (error) {
      // The refusal as the API reads it (`refusalOf`, the REST problem's own mapping), said by the page.
      const refusal = refusalOf(error);
      const { retryAfterSeconds, quota } = refusal;
      if (refusal.code === 'quota-exceeded' && quota && retryAfterSeconds) {
        return { kind: 'quota', retryAfterSeconds, rateLimit: quota };
      }
      const rateLimit = quotaOfRefusal(error);
      const counted = rateLimit ? { rateLimit } : {};
      if (
        error instanceof PalletFormRefusal ||
        refusal.code === 'malformed-request' ||
        refusal.code === 'unusable-request'
      ) {
        // One problem per field in the order of the form, said to a person by the page.
        const fromIssues = fieldRefusals(
          error instanceof PalletFormRefusal ? error.issues : refusedIssues(error),
          ESTIMATE_FORM_FIELDS,
        );
        const palletRefusals = error instanceof PalletFormRefusal ? error.pallets : [];
        const problems = ESTIMATE_FORM_FIELDS.flatMap((field) =>
          [...palletRefusals, ...fromIssues].filter((refusal) => refusal.field === field).slice(0, 1),
        );
        const cpDestino = problems.some((refusal) => refusal.field === 'cpDestino');
        return { kind: 'refused', problems, ...(cpDestino ? postalCodeHint(query) : {}), ...counted };
      }
      if ((refusal.code === 'price-unavailable' || refusal.code === 'service-unavailable') && retryAfterSeconds) {
        return { kind: 'unavailable', cause: causeOf(refusal), retryAfterSeconds, ...counted };
      }
      throw error;
    }
  };
