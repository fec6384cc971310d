import * as z from 'zod';

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
  })
  .strict()
  .describe('Assumptions behind the estimate; must be shown to the user next to the amount');

/** The Result of the contract, returned by all three operations. */
export const resultSchema = z
  .object({
    id: z.uuid(),
    estado: z.enum(['estimacion', 'revision_manual']),
    emitido: z.iso.datetime({ offset: true }),
    caduca: z.iso.datetime({ offset: true }),
    fechaCarga: z.iso.date(),
    moneda: z.literal('EUR').optional(),
    total: z.number().nonnegative().optional(),
    transporte: z.number().optional(),
    gasoleo: z.number().optional(),
    gasoleoProvisional: z.boolean().optional(),
    semanaGasoleo: z.string().optional(),
    ldmDeclarado: z.number().optional(),
    ldmFacturable: z.number().optional(),
    motivoLdm: z.string().nullable().optional(),
    condiciones: z.string().optional(),
    mensaje: z.string().optional(),
    fuente: z.string().optional(),
    siguientePaso: z.string().optional(),
    supuestos: supuestosSchema.optional(),
  })
  .strict()
  .refine((r) => (r.estado === 'estimacion') === (r.total !== undefined), {
    message: 'total is present exactly when estado is estimacion',
  });

export type Result = z.infer<typeof resultSchema>;
export type Supuestos = z.infer<typeof supuestosSchema>;
