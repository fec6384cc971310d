import * as z from 'zod';
import { emisionesSchema, transitoSchema } from '#shared/domain/journey/journey.schema.ts';

export const supuestosSchema = z
  .object({
    origenPais: z.literal('ES'),
    paisDestino: z.string().regex(/^[A-Z]{2}$/),
    cpOrigen: z.string(),
    cpDestino: z.string(),
    origenDeReferencia: z.boolean(),
    destinoDeReferencia: z.boolean(),
    pesoNoIndicado: z.boolean(),
    pesoUtilizadoKg: z.number().positive(),
    limitePesoSupuestoKg: z.number().positive().nullable(),
    fechaNoIndicada: z.boolean(),
    fechaCarga: z.iso.date(),
    mercancia: z.string(),
    trayecto: z
      .array(z.string())
      .optional()
      .describe(
        'the journey and emissions assumptions in sentences (departure, placing, distance, hours, delivery, factor), or why no journey is given',
      ),
  })
  .strict()
  .describe('Assumptions behind the estimate; must be shown to the user next to the amount');

const resultCommon = {
  id: z.uuid().describe('identifier of the result'),
  emitido: z.iso.datetime({ offset: true }).describe('issue time'),
  caduca: z.iso.datetime({ offset: true }).describe('expiry time: emitido plus the indicative validity'),
  fechaCarga: z.iso.date().describe('loading date used'),
  ldmDeclarado: z.number().describe('declared loading metres'),
  ldmFacturable: z.number().describe('billable loading metres'),
  motivoLdm: z.string().nullable().describe('why billable and declared metres differ, in words; null when they do not'),
  condiciones: z.string().describe('conditions of the result'),
  mensaje: z.string().describe('the result in one sentence'),
  fuente: z.string().describe("the service's own name"),
  siguientePaso: z.string().describe('what to do next'),
  supuestos: supuestosSchema.describe(
    'the assumptions behind the result, to be shown next to the amount: in every estimate and quote',
  ),
  transito: transitoSchema
    .optional()
    .describe('present whenever both ends of the journey can be located, priced or not'),
  emisiones: emisionesSchema.optional().describe('present with transito'),
};

/** A result with a price: every amount field is present. */
export const pricedResultSchema = z
  .object({
    estado: z.literal('estimacion'),
    ...resultCommon,
    moneda: z.literal('EUR'),
    total: z.number().nonnegative().describe('EUR, VAT excluded, fuel surcharge included: transporte + gasoleo'),
    transporte: z.number().describe('EUR, transport by the tariff'),
    gasoleo: z.number().describe('EUR, fuel surcharge'),
    gasoleoProvisional: z.boolean().describe('the loading week has no published diesel figure yet'),
    semanaGasoleo: z.string().describe('ISO week of the diesel figure used, e.g. 2026-W47'),
  })
  .strict()
  .describe('An indicative price');

/** Manual review: no amount at all. */
export const manualReviewResultSchema = z
  .object({ estado: z.literal('revision_manual'), ...resultCommon })
  .strict()
  .describe('Manual review: the shipment cannot be priced automatically; no amount is given');

/** The Result of the contract, returned by all three operations, discriminated by `estado`. */
export const resultSchema = z.discriminatedUnion('estado', [pricedResultSchema, manualReviewResultSchema]);

export type Result = z.infer<typeof resultSchema>;
type WithoutAssumptions<T> = T extends unknown ? Omit<T, 'supuestos'> : never;
/** A result as the pricing path shapes it, before the operation that asked (estimate or quote) adds `supuestos`. */
export type UnassumedResult = WithoutAssumptions<Result>;
export type Supuestos = z.infer<typeof supuestosSchema>;
