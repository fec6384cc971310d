import * as z from 'zod';

export const isoWeekSchema = z
  .string()
  .regex(/^\d{4}-W(0[1-9]|[1-4]\d|5[0-3])$/)
  .describe('ISO 8601 week, e.g. 2026-W47');

/**
 * Where a stored figure comes from: the Commission's Weekly Oil Bulletin (scheduled ingestion or an imported
 * workbook), an operator's correction, or the sample series of the local start, which never passes for official.
 */
export const FUEL_FIGURE_ORIGINS = ['eu-weekly-oil-bulletin', 'operator', 'sample'] as const;
export const fuelFigureOriginSchema = z.enum(FUEL_FIGURE_ORIGINS);
export type FuelFigureOrigin = z.infer<typeof fuelFigureOriginSchema>;

export const fuelFigureSchema = z
  .object({
    week: isoWeekSchema.describe('ISO week the price refers to'),
    pricePerLitre: z
      .number()
      .positive()
      .max(5)
      .describe('Average Spanish automotive diesel pump price that week, EUR per litre, taxes included'),
    publishedOn: z.iso.date().describe('Date the figure became available (Europe/Madrid), YYYY-MM-DD'),
    source: fuelFigureOriginSchema
      .optional()
      .describe('Who stored the figure; absent on figures stored before sources were recorded'),
    retrievedAt: z.iso.datetime().optional().describe('When the figure was read from its source (UTC instant)'),
    document: z
      .string()
      .max(2048)
      .optional()
      .describe('The bulletin the figure was read from: its download address or file name'),
  })
  .describe('Weekly Spanish diesel price used by the fuel clause');

export const fuelFileSchema = z
  .object({
    notice: z.string().optional().describe('Free text for operators, e.g. that the file holds sample data'),
    source: z.string().describe('Where the figures come from'),
    unit: z.literal('EUR/l').describe('Unit of pricePerLitre'),
    figures: z
      .array(fuelFigureSchema)
      .min(1)
      .superRefine((figures, ctx) => {
        figures.forEach((figure, index) => {
          const previous = figures[index - 1];
          if (previous && figure.week <= previous.week) {
            ctx.addIssue({ code: 'custom', path: [index, 'week'], message: 'weeks must be unique and ascending' });
          }
        });
      })
      .describe('One figure per ISO week, in ascending week order'),
  })
  .describe('Weekly Spanish diesel prices');

export type FuelFigure = z.infer<typeof fuelFigureSchema>;
