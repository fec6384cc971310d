import type { QuotaState } from '#shared/domain/errors.ts';
import type { PalletMetres } from '#shared/domain/loading/pallets.ts';
import type { EstimateField } from '#shared/operations/estimate/estimate.schema.ts';
import type { PublicEstimate } from '#shared/operations/estimate/public-estimate.ts';
import type { FieldRefusal } from '../field-problems.ts';

/**
 * The estimate page's model: the form's fields and what the page shows for a request. The port
 * (`estimate-port.ts`) reads the form and asks the estimate operation; the view (`views/estimate.tsx`) draws the
 * outcome; both take their shapes from here.
 */

/**
 * The form's alternative to typing loading metres: pallet counts and whether they stack, from which the page works
 * out `metros` (shared/domain/loading/pallets.ts). The API keeps `metros` as its contract; these are the page's own.
 */
export const PALLET_FIELDS = ['paletsEuro', 'paletsIndustriales', 'remontable'] as const;
export type PalletField = (typeof PALLET_FIELDS)[number];
export type EstimateFormField = EstimateField | PalletField;

/** What the stackable checkbox sends when ticked. */
export const STACKABLE_VALUE = '1';

/** The estimate form's fields in the order the page shows them: the origin, the destination, then the load. */
export const ESTIMATE_FORM_FIELDS = [
  'origen',
  'cpOrigen',
  'destino',
  'cpDestino',
  'paisDestino',
  'metros',
  'paletsEuro',
  'paletsIndustriales',
  'remontable',
  'pesoKg',
  'fecha',
] as const satisfies readonly EstimateFormField[];

/**
 * Why no price could be had, as the API's errors tell it: no current diesel figure, no tariff valid for the
 * loading date, the data store unreachable; `price` for any other "no current price".
 */
export type UnavailableCause = 'fuel' | 'tariff' | 'store' | 'price';

/** What the page shows; `rateLimit` is the client's estimate quota when this request was counted in it. */
export type EstimateOutcome =
  | { readonly kind: 'form' }
  | {
      readonly kind: 'result';
      readonly result: PublicEstimate;
      /** The pallets the metres were worked out from, when the form gave pallets. */
      readonly pallets?: Extract<PalletMetres, { fits: true }>;
      readonly rateLimit?: QuotaState;
    }
  | {
      readonly kind: 'refused';
      /** Every refused field of the request at once, one problem each, in the order of the form. */
      readonly problems: readonly FieldRefusal<EstimateFormField>[];
      /** The destination country's written form, when cpDestino is refused for not fitting it. */
      readonly postalCode?: { readonly country: string; readonly example: string };
      readonly rateLimit?: QuotaState;
    }
  | { readonly kind: 'quota'; readonly retryAfterSeconds: number; readonly rateLimit?: QuotaState }
  | {
      readonly kind: 'unavailable';
      readonly cause: UnavailableCause;
      readonly retryAfterSeconds: number;
      readonly rateLimit?: QuotaState;
    };
