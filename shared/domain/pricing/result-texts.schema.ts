import * as z from 'zod';
import { LANGUAGES, type Language } from '#shared/domain/languages.ts';
import { lazySchema } from '#shared/domain/lazy-schema.ts';

export { LANGUAGES, type Language };
export const DEFAULT_LANGUAGE: Language = 'es';

const placeholdersIn = (template: string): string[] => [...template.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1] ?? '');

/** A text with `{name}` placeholders; a placeholder outside `allowed` is rejected at load, not shown to a user. */
const template = (allowed: readonly string[], description: string) =>
  z
    .string()
    .min(1)
    .superRefine((text, ctx) => {
      for (const name of placeholdersIn(text)) {
        if (!allowed.includes(name)) {
          ctx.addIssue({
            code: 'custom',
            message: `unknown placeholder {${name}}; allowed: ${allowed.map((a) => `{${a}}`).join(', ') || 'none'}`,
          });
        }
      }
    })
    .describe(description);

const amounts = ['total', 'transport', 'fuel', 'fuelWeek'] as const;
/** `declaredMetres` is the declared metres with the loading metre's noun in the form the number takes. */
const metres = ['weightKg', 'declaredLdm', 'declaredMetres', 'billableLdm', 'kgPerMetre'] as const;
const place = ['postalCode', 'country'] as const;
const weight = ['weightKg', 'limitKg'] as const;
const layout = [
  'pallets',
  'count',
  'stacking',
  'positions',
  'perRow',
  'along',
  'across',
  'fullRows',
  'partRow',
  'perPosition',
  'loadingMetres',
] as const;
const trailer = ['length', 'width', 'reference', 'metres', 'needed', 'max'] as const;

const nounForm = z.string().min(1);

export const languageTextsSchema = lazySchema(() =>
  z
    .object({
      metrosLineales: z
        .object({ zero: nounForm, one: nounForm, two: nounForm, few: nounForm, many: nounForm, other: nounForm })
        .partial()
        .required({ other: true })
        .strict()
        .describe(
          'The loading metre’s noun by plural category of `Intl.PluralRules` ("metro lineal", "metros lineales"); every count of loading metres in these texts takes its form from here',
        ),
      condiciones: template(
        ['validity'],
        'Conditions of an estimate: indicative, VAT, fuel, validity ("15 minutes", in the language), service',
      ),
      mensaje: z.object({
        estimacion: template(amounts, 'Message of a priced result with the fuel figure of the loading week'),
        estimacionReduccion: template(
          amounts,
          'Message of a priced result whose fuel figure is a reduction (diesel below the reference price); {fuel} is its amount, positive',
        ),
        estimacionProvisional: template(amounts, 'Message of a priced result with a provisional fuel figure'),
        estimacionProvisionalReduccion: template(
          amounts,
          'Message of a priced result whose provisional fuel figure is a reduction; {fuel} is its amount, positive',
        ),
        revisionManual: z
          .object({
            'origin-not-covered': template([], 'Manual review: origin postal code in no zone'),
            'destination-not-covered': template([], 'Manual review: destination in no zone'),
            'lane-not-covered': template([], 'Manual review: no price for this pair of zones'),
            'over-10-ldm': template([], 'Manual review: more than 10 billable loading metres'),
          })
          .strict(),
      }),
      siguientePaso: z.object({
        estimacion: template([], 'Next step after a priced result'),
        revisionManual: template([], 'Next step after manual review'),
      }),
      motivoLdm: z.object({
        weight: template(metres, 'Billable metres decided by the weight'),
        minimum: template(metres, 'Billable metres raised to the tariff minimum'),
        rounding: template(metres, 'Declared metres rounded up to a whole tenth'),
      }),
      supuestos: z.object({
        origen: z.object({
          indicado: template(place, 'Origin postal code as given'),
          referencia: template(place, 'Origin: the reference postal code of the city named'),
        }),
        destino: z.object({
          indicado: template(place, 'Destination postal code as given'),
          referencia: template(place, 'Destination: the reference postal code of the city named'),
        }),
        peso: z.object({
          indicado: template(weight, 'Weight as given'),
          supuesto: template(weight, 'Weight not given: the weight assumed and the most this price holds for'),
        }),
        fecha: z.object({
          indicada: template(['date'], 'Loading date as given'),
          supuesta: template(['date'], 'Loading date not given: today assumed'),
        }),
      }),
      mercancia: z.object({
        noRemontable: template([], 'Cargo assumption: palletised, non-ADR, not stackable'),
        remontable: template([], 'Cargo assumption: palletised, non-ADR, stackable'),
      }),
      // How pallets became loading metres (shared/domain/loading/pallet-texts.ts).
      palets: z
        .object({
          euro: template([], 'Euro pallets'),
          industrial: template([], 'Industrial pallets'),
          stacked: template([], 'Two high'),
          stackedOdd: template([], 'Two high, odd count'),
          notStacked: template([], 'Not stacked'),
          layout: template(layout, 'One kind on the floor; {loadingMetres} is its metres with their noun'),
          basis: template(trailer, 'The trailer'),
          total: template(trailer, 'The metres'),
          full: template(trailer, 'A full trailer'),
          tooLong: template(trailer, 'Too long'),
          overEstimate: template(trailer, 'Over the estimate'),
          none: template([], 'No pallet'),
        })
        .strict(),
    })
    .describe('Result texts in one language'),
);

export const resultTextsFileSchema = lazySchema(() =>
  z
    .object({
      notice: z.string().optional(),
      languages: z.object(
        Object.fromEntries(LANGUAGES.map((lang) => [lang, languageTextsSchema])) as Record<
          Language,
          typeof languageTextsSchema
        >,
      ),
    })
    .describe('Result texts in every supported language'),
);

export type LanguageTexts = z.infer<typeof languageTextsSchema>;
export type ResultTextsFile = z.infer<typeof resultTextsFileSchema>;
