import type { Page, SiteLocale } from '#shared/domain/catalogue/pages.schema.ts';
import type { Typography } from '#shared/domain/texts/typography.ts';
import type { SiteTexts } from './texts/en.ts';

/** Everything a page's view needs about the request it answers: its catalogue entry, language, day and base. */
export interface PageContext {
  readonly page: Page;
  readonly locale: SiteLocale;
  readonly texts: SiteTexts;
  /** The language's labels, quotes and counts: views write no punctuation of their own. */
  readonly typography: Typography;
  /** Absolute site base, without trailing slash (canonical and alternate URLs). */
  readonly base: string;
  readonly serviceName: string;
  /** The request's instant and its calendar day in CET. */
  readonly now: Date;
  readonly today: string;
  /** Root-relative path of a catalogue path in this page's locale. */
  readonly href: (path: string) => string;
  /** Root-relative link to a country's page or section, in this page's locale. */
  readonly countryHref: (code: string) => string;
}
