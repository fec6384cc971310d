import * as z from 'zod';
import { isoCodeFor } from '#shared/domain/country-aliases.ts';
import { type IssueLocation, type Phrase, phrase } from '#shared/domain/problem-phrases.ts';
import type { EstimateQuery } from '#shared/domain/quote/estimate-request.ts';
import { LOADING_WINDOW_DAYS, MAX_LDM, MAX_WEIGHT_KG } from '#shared/domain/quote/shipment-rules.ts';
import { DECIMAL_TEXT, parseQuery, refusal } from '#shared/http/parse.ts';
import { english } from '#shared/http/problem-texts.ts';

const decimal = (accepted: Phrase) =>
  z
    .string()
    .regex(DECIMAL_TEXT, 'must be a decimal number such as 2 or 2.5')
    .transform(Number)
    .describe(english(accepted));

/**
 * The accepted form of each parameter, said in the caller's language when it is refused; the English text is the
 * `.describe()` of the parameter (OpenAPI document, MCP tool schema).
 */
export const estimateExpected = {
  origen: phrase('expectOrigen'),
  destino: phrase('expectDestino'),
  cpOrigen: phrase('expectCpOrigen'),
  cpDestino: phrase('expectCpDestino'),
  paisDestino: phrase('expectCountry'),
  metros: phrase('expectMetres', { max: MAX_LDM }),
  pesoKg: phrase('expectWeight', { max: MAX_WEIGHT_KG }),
  fecha: phrase('expectLoadingDate', { days: LOADING_WINDOW_DAYS }),
} as const;

const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'must be a real calendar date',
  )
  .describe(english(estimateExpected.fecha));

/**
 * A destination country: two letters in any case, answered in upper case (`it` is IT, as the calendar's `country`
 * takes `de` for DE). A common non-ISO code (UK, EL) is refused with the code to use instead.
 */
export const countryCode = (location: IssueLocation, name: string) =>
  z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'must be two letters')
    .transform((code) => code.toUpperCase())
    .superRefine((code, ctx) => {
      const use = isoCodeFor(code);
      if (use !== undefined) {
        ctx.addIssue(refusal(phrase('unknownCountry', { location, name, value: code, use }), `use ${use}`));
      }
    })
    .describe(english(estimateExpected.paisDestino));

/**
 * The *form* of the estimate's query parameters (anything else is 400). Ranges, the date window and the
 * meaning of aliases are checked afterwards by the estimate rules, and answer 422.
 */
export const estimateQueryShape = {
  origen: z.string().min(1).max(60).describe(english(estimateExpected.origen)).optional(),
  destino: z.string().min(1).max(60).describe(english(estimateExpected.destino)).optional(),
  cpOrigen: z
    .string()
    .regex(/^[0-9]{5}$/, 'must be five digits')
    .describe(english(estimateExpected.cpOrigen))
    .optional(),
  cpDestino: z
    .string()
    .regex(/^[A-Za-z0-9 -]{1,12}$/, 'must be 1 to 12 letters, digits, spaces or hyphens')
    .describe(english(estimateExpected.cpDestino))
    .optional(),
  paisDestino: countryCode('query', 'paisDestino').optional(),
  metros: decimal(estimateExpected.metros),
  pesoKg: decimal(estimateExpected.pesoKg).optional(),
  fecha: calendarDate.optional(),
};

/** The estimate's query parameters by name; the site's estimate form has a field for each, named the same. */
export const ESTIMATE_FIELDS = z.object(estimateQueryShape).keyof().options;
export type EstimateField = (typeof ESTIMATE_FIELDS)[number];

/** The estimate's query string in its accepted form; anything else is a 400 naming the parameter. */
export const parseEstimateQuery = (
  query: Record<string, string | undefined> | undefined,
  rawQueryString?: string,
): EstimateQuery => ({
  ...parseQuery(estimateQueryShape, query, estimateExpected, { rawQueryString }),
  // A refusal of the range repeats the number as sent: 29 nines, not 1e+29.
  written: { metros: query?.metros, pesoKg: query?.pesoKg },
});
