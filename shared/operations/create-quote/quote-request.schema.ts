import * as z from 'zod';
import { phrase } from '#shared/domain/problem-phrases.ts';
import {
  destinationPostalCode,
  loadingDateIssue,
  MAX_LDM,
  MAX_WEIGHT_KG,
  spanishPostalCodeIssue,
  throwIfIssues,
} from '#shared/domain/quote/shipment-rules.ts';
import { parseBody } from '#shared/http/parse.ts';
import { english } from '#shared/http/problem-texts.ts';
import { countryCode, estimateExpected } from '#shared/operations/estimate/estimate.schema.ts';

/** The quote request body of the contract; additional properties are rejected (parseBody is strict). */
/** The accepted form of each field, said in the caller's language when it is refused. */
export const quoteExpected = {
  paisDestino: estimateExpected.paisDestino,
  cpOrigen: estimateExpected.cpOrigen,
  cpDestino: estimateExpected.cpDestino,
  ldm: estimateExpected.metros,
  pesoKg: estimateExpected.pesoKg,
  fechaCarga: estimateExpected.fecha,
  servicio: phrase('expectServicio'),
  adr: phrase('expectAdr'),
} as const;

export const quoteRequestShape = {
  paisDestino: countryCode('body', '/paisDestino'),
  cpOrigen: z
    .string()
    .regex(/^[0-9]{5}$/, 'must be five digits')
    .describe(english(quoteExpected.cpOrigen)),
  cpDestino: z
    .string()
    .regex(/^[A-Za-z0-9 -]{1,12}$/, 'must be 1 to 12 letters, digits, spaces or hyphens')
    .describe(english(quoteExpected.cpDestino)),
  ldm: z.number().gt(0).max(MAX_LDM).describe(english(quoteExpected.ldm)),
  pesoKg: z.number().gt(0).max(MAX_WEIGHT_KG).describe(english(quoteExpected.pesoKg)),
  fechaCarga: z.iso.date().describe(english(quoteExpected.fechaCarga)),
  servicio: z.literal('STANDARD_LTL').describe(english(quoteExpected.servicio)),
  adr: z.literal(false).describe(english(quoteExpected.adr)),
};

export type QuoteRequest = ReturnType<typeof parseQuoteRequest>;

/**
 * Schema first, then the rules the schema cannot say: the loading window, a Spanish origin and a destination code
 * of its country's format. All answer 422. The destination code comes back in its country's written form.
 */
export const parseQuoteRequest = (body: unknown, now: Date) => {
  const request = parseBody(quoteRequestShape, body, quoteExpected);
  const cpDestino = destinationPostalCode(request.paisDestino, request.cpDestino, 'body', '/cpDestino');
  throwIfIssues([
    loadingDateIssue(request.fechaCarga, now, 'body', '/fechaCarga'),
    spanishPostalCodeIssue(request.cpOrigen, 'body', '/cpOrigen'),
    cpDestino.issue,
  ]);
  return { ...request, cpDestino: cpDestino.postalCode };
};
