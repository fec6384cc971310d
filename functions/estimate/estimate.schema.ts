import * as z from 'zod';
import type { EstimateQuery } from '#shared/domain/quote/estimate-request.ts';
import { parseQuery } from '#shared/http/parse.ts';

const decimal = (description: string) =>
  z
    .string()
    .regex(/^\d+(\.\d+)?$/, 'must be a decimal number such as 2 or 2.5')
    .transform(Number)
    .describe(description);

const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'must be a real calendar date',
  )
  .describe('a date YYYY-MM-DD from today to 30 days ahead (Europe/Madrid)');

/**
 * The *form* of the estimate's query parameters (anything else is 400). Ranges, the date window and the
 * meaning of aliases are checked afterwards by the estimate rules, and answer 422.
 */
export const estimateQueryShape = {
  origen: z.string().min(1).max(60).describe('Barcelona (reference city), or leave out and give cpOrigen').optional(),
  destino: z
    .string()
    .min(1)
    .max(60)
    .describe('Milan, Milano or Milán (reference city), or leave out and give cpDestino and paisDestino')
    .optional(),
  cpOrigen: z
    .string()
    .regex(/^[0-9]{5}$/, 'must be five digits')
    .describe('a Spanish postal code of five digits, e.g. 08001')
    .optional(),
  cpDestino: z
    .string()
    .regex(/^[A-Za-z0-9 -]{1,12}$/, 'must be 1 to 12 letters, digits, spaces or hyphens')
    .describe(
      "a postal code of 1 to 12 letters, digits, spaces or hyphens, in paisDestino's format where that is known (IT 5 digits like 20121, PT 1000-001, NL 1012 JS, DE 10115, FR 75001, BE 1000, ...): a code that cannot exist there is 422",
    )
    .optional(),
  paisDestino: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be two uppercase letters')
    .describe('two uppercase letters (ISO 3166-1 alpha-2), e.g. IT')
    .optional(),
  metros: decimal('loading metres: a number greater than 0 and at most 10, e.g. 2.4'),
  pesoKg: decimal('weight in kg: a number greater than 0 and at most 24000').optional(),
  fecha: calendarDate.optional(),
};

/** The estimate's query parameters by name; the site's estimate form has a field for each, named the same. */
export const ESTIMATE_FIELDS = z.object(estimateQueryShape).keyof().options;
export type EstimateField = (typeof ESTIMATE_FIELDS)[number];

/** The estimate's query string in its accepted form; anything else is a 400 naming the parameter. */
export const parseEstimateQuery = (query: Record<string, string | undefined> | undefined): EstimateQuery =>
  parseQuery(estimateQueryShape, query);
