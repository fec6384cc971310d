import * as z from 'zod';
import {
  destinationPostalCode,
  loadingDateIssue,
  MAX_LDM,
  MAX_WEIGHT_KG,
  spanishPostalCodeIssue,
  throwIfIssues,
} from '#shared/domain/quote/shipment-rules.ts';
import { parseBody } from '#shared/http/parse.ts';

/** The quote request body of the contract; additional properties are rejected (parseBody is strict). */
export const quoteRequestShape = {
  paisDestino: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be two uppercase letters')
    .describe('two uppercase letters (ISO 3166-1 alpha-2), e.g. IT'),
  cpOrigen: z
    .string()
    .regex(/^[0-9]{5}$/, 'must be five digits')
    .describe('a Spanish postal code of five digits, e.g. 08001'),
  cpDestino: z
    .string()
    .regex(/^[A-Za-z0-9 -]{1,12}$/, 'must be 1 to 12 letters, digits, spaces or hyphens')
    .describe(
      "a postal code of 1 to 12 letters, digits, spaces or hyphens, in paisDestino's format where that is known (IT 5 digits like 20121, PT 1000-001, NL 1012 JS, DE 10115, FR 75001, BE 1000, ...): a code that cannot exist there is 422",
    ),
  ldm: z
    .number()
    .gt(0)
    .max(MAX_LDM)
    .describe(`declared loading metres: a number greater than 0 and at most ${MAX_LDM}`),
  pesoKg: z
    .number()
    .gt(0)
    .max(MAX_WEIGHT_KG)
    .describe(`weight in kg: a number greater than 0 and at most ${MAX_WEIGHT_KG}`),
  fechaCarga: z.iso.date().describe('loading date YYYY-MM-DD, from today to 30 days ahead (Europe/Madrid)'),
  servicio: z.literal('STANDARD_LTL').describe('the constant STANDARD_LTL'),
  adr: z.literal(false).describe('false: dangerous goods (ADR) are not quoted'),
};

export type QuoteRequest = ReturnType<typeof parseQuoteRequest>;

/**
 * Schema first, then the rules the schema cannot say: the loading window, a Spanish origin and a destination code
 * of its country's format. All answer 422. The destination code comes back in its country's written form.
 */
export const parseQuoteRequest = (body: unknown, now: Date) => {
  const request = parseBody(quoteRequestShape, body);
  const cpDestino = destinationPostalCode(request.paisDestino, request.cpDestino, 'body', '/cpDestino');
  throwIfIssues([
    loadingDateIssue(request.fechaCarga, now, 'body', '/fechaCarga'),
    spanishPostalCodeIssue(request.cpOrigen, 'body', '/cpOrigen'),
    cpDestino.issue,
  ]);
  return { ...request, cpDestino: cpDestino.postalCode };
};
