/**
 * Postal-code formats of the destination countries this service plausibly ships to: the tariff's destinations
 * (IT, FR, PT, DE, BE, NL, data/tariffs/tariff.json) and every country of the driving-ban calendar
 * (data/traffic-bans/*.json). A country missing here has no known format: any code within the schema's length
 * limit is accepted for it.
 *
 * Sources: the Universal Postal Union's "Postal addressing systems" sheet of each country, cross-checked
 * against the `isPostalCode` patterns of the npm package validator 13.15.35 (src/lib/isPostalCode.js) and the
 * ones of postcode-validator 3.10.22 (src/postcode-regexes.ts). Where they disagree the national post's form
 * was taken (Portugal NNNN-NNN since 1998, the Netherlands' first digit 1-9 and no SA/SD/SS letters). The table
 * sits behind `checkPostalCode` so that it can be replaced by such a library without touching its callers.
 *
 * Harmless variants are normalised only where the country's own form allows them: surrounding spaces always;
 * lower-case letters where the form has letters; the inner space where the form has one (NL 1012 JS, SE 111 22),
 * with or without it. A hyphen is never invented or dropped: PT 1000001 is not PT 1000-001.
 */

import type { PostalForm } from '#shared/domain/problem-phrases.ts';

interface PostalCodeFormat {
  /** Matched against the code trimmed and upper-cased; the groups are the parts `canonical` joins. */
  readonly pattern: RegExp;
  /** The accepted form, told to the client in its language with the example. */
  readonly form: PostalForm;
  /** A real code of the country, in its written form. */
  readonly example: string;
  /** How the code is written once accepted (defaults to the match itself). */
  readonly canonical?: (parts: readonly string[]) => string;
}

const digits = (count: number, example: string, pattern = new RegExp(`^\\d{${count}}$`)): PostalCodeFormat => ({
  pattern,
  form: { kind: 'digits', count },
  example,
});

/** Three digits, a space and two digits (CZ, GR, SE, SK): the space may be left out. */
const spacedFive = (example: string, pattern = /^(\d{3}) ?(\d{2})$/): PostalCodeFormat => ({
  pattern,
  form: { kind: 'spaced-five' },
  example,
  canonical: ([first, second]) => `${first} ${second}`,
});

const FORMATS: ReadonlyMap<string, PostalCodeFormat> = new Map<string, PostalCodeFormat>([
  ['AT', digits(4, '1010', /^[1-9]\d{3}$/)],
  ['BE', digits(4, '1000', /^[1-9]\d{3}$/)],
  ['BG', digits(4, '1000', /^[1-9]\d{3}$/)],
  ['CH', digits(4, '8001', /^[1-9]\d{3}$/)],
  ['CZ', spacedFive('110 00')],
  // 01001 to 99998: no German code starts with 00.
  ['DE', digits(5, '10115', /^(?!00)\d{5}$/)],
  ['DK', digits(4, '1050')],
  ['EE', digits(5, '10111')],
  // The province number, 01 to 52, opens every Spanish code.
  [
    'ES',
    {
      pattern: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
      form: { kind: 'province' },
      example: '28001',
    },
  ],
  ['FI', digits(5, '00100')],
  // The département opens the code; none is 00.
  ['FR', digits(5, '75001', /^(?!00)\d{5}$/)],
  [
    'GB',
    {
      pattern: /^([A-Z]{1,2}\d[A-Z\d]?) ?(\d[A-Z]{2})$/,
      form: { kind: 'outward-inward' },
      example: 'SW1A 1AA',
      canonical: ([outward, inward]) => `${outward} ${inward}`,
    },
  ],
  ['GR', spacedFive('104 31')],
  ['HR', digits(5, '10000', /^[1-5]\d{4}$/)],
  ['HU', digits(4, '1011', /^[1-9]\d{3}$/)],
  [
    'IE',
    {
      // Eircode: a routing key and a unique identifier, from a reduced alphabet.
      pattern: /^([AC-FHKNPRTV-Y]\d{2}|D6W) ?([0-9AC-FHKNPRTV-Y]{4})$/,
      form: { kind: 'eircode' },
      example: 'D02 X285',
      canonical: ([routing, unique]) => `${routing} ${unique}`,
    },
  ],
  ['IT', digits(5, '20121')],
  [
    'LI',
    {
      pattern: /^94(?:8[5-9]|9[0-8])$/,
      form: { kind: 'digits-from', count: 4, first: '9485', last: '9498' },
      example: '9490',
    },
  ],
  [
    'LT',
    {
      pattern: /^(?:LT-)?(\d{5})$/,
      form: { kind: 'digits-after-prefix', count: 5, prefix: 'LT-' },
      example: 'LT-01100',
      canonical: ([code]) => `LT-${code}`,
    },
  ],
  [
    'LU',
    {
      pattern: /^(?:L-)?(\d{4})$/,
      form: { kind: 'digits', count: 4 },
      example: '1009',
      canonical: ([code]) => `${code}`,
    },
  ],
  [
    'LV',
    {
      pattern: /^(?:LV-)?(\d{4})$/,
      form: { kind: 'digits-after-prefix', count: 4, prefix: 'LV-' },
      example: 'LV-1050',
      canonical: ([code]) => `LV-${code}`,
    },
  ],
  [
    'NL',
    {
      // SA, SD and SS are not issued.
      pattern: /^([1-9]\d{3}) ?((?!SA|SD|SS)[A-Z]{2})$/,
      form: { kind: 'digits-and-letters' },
      example: '1012 JS',
      canonical: ([number, letters]) => `${number} ${letters}`,
    },
  ],
  ['NO', digits(4, '0150')],
  ['PL', { pattern: /^\d{2}-\d{3}$/, form: { kind: 'hyphenated', before: 2, after: 3 }, example: '00-950' }],
  ['PT', { pattern: /^[1-9]\d{3}-\d{3}$/, form: { kind: 'hyphenated', before: 4, after: 3 }, example: '1000-001' }],
  ['RO', digits(6, '010011')],
  ['SE', spacedFive('111 22', /^([1-9]\d{2}) ?(\d{2})$/)],
  ['SI', digits(4, '1000', /^[1-9]\d{3}$/)],
  ['SK', spacedFive('811 01')],
]);

/** A real postal code of the country in its written form, when its format is known: the site's hint. */
export const postalCodeExample = (country: string): string | undefined => FORMATS.get(country)?.example;

export type PostalCodeCheck =
  | { readonly ok: true; readonly postalCode: string }
  | { readonly ok: false; readonly form: PostalForm; readonly example: string };

/**
 * Checks a destination postal code against its country's format. An accepted code comes back in the country's
 * written form; a country without a known format accepts the code as given (its length is the schema's limit).
 */
export const checkPostalCode = (country: string, postalCode: string): PostalCodeCheck => {
  const format = FORMATS.get(country);
  if (format === undefined) return { ok: true, postalCode };
  const match = format.pattern.exec(postalCode.trim().toUpperCase());
  if (match === null) return { ok: false, form: format.form, example: format.example };
  const parts = match.slice(1).filter((part): part is string => part !== undefined);
  return { ok: true, postalCode: format.canonical ? format.canonical(parts) : match[0] };
};
