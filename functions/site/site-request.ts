import type { SiteLocale } from '#shared/domain/catalogue/pages.schema.ts';
import type { EstimateOutcome } from './models/estimate-page.ts';

/** The public estimate as the site's form asks for it: counted in the estimate's quota of the client's IP. */
export type SiteEstimate = (
  query: Record<string, string>,
  lang: SiteLocale,
  now: Date,
  clientIp: string,
  rawQueryString?: string,
) => Promise<Exclude<EstimateOutcome, { kind: 'form' }>>;

export interface SiteRequest {
  readonly path: string;
  readonly query: Readonly<Record<string, string | undefined>>;
  /**
   * The query string as sent: `query` has a repeated parameter joined by commas (as API Gateway joins it), and a
   * form field sent twice is refused as repeated, never read as one value.
   */
  readonly rawQueryString?: string;
  readonly now: Date;
  readonly clientIp: string;
}
