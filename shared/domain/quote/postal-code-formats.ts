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

interface PostalCodeFormat {
  /** Matched against the code trimmed and upper-cased; the groups are the parts `canonical` joins. */
  readonly pattern: RegExp;
  /** The accepted form in words: what a 422 tells the client, with the example. */
  readonly form: string;
  /** A real code of the country, in its written form. */
  readonly example: string;
  /** How the code is written once accepted (defaults to the match itself). */
  readonly canonical?: (parts: readonly string[]) => string;
}

const digits = (count: number, example: string, pattern = new RegExp(`^\\d{${count}}$`)): PostalCodeFormat => ({
  pattern,
  form: `${count} digits`,
  example,
});

/** Three digits, a space and two digits (CZ, GR, SE, SK): the space may be left out. */
const spacedFive = (example: string, pattern = /^(\d{3}) ?(\d{2})$/): PostalCodeFormat => ({
  pattern,
  form: '5 digits written NNN NN',
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
      form: '5 digits starting with a province 01 to 52',
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
      form: 'an outward code, a space and an inward code',
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
      form: 'an Eircode: a routing key, a space and four letters or digits',
      example: 'D02 X285',
      canonical: ([routing, unique]) => `${routing} ${unique}`,
    },
  ],
  ['IT', digits(5, '20121')],
  ['LI', { pattern: /^94(?:8[5-9]|9[0-8])$/, form: '4 digits from 9485 to 9498', example: '9490' }],
  [
    'LT',
    {
      pattern: /^(?:LT-)?(\d{5})$/,
      form: '5 digits, optionally after LT-',
      example: 'LT-01100',
      canonical: ([code]) => `LT-${code}`,
    },
  ],
  ['LU', { pattern: /^(?:L-)?(\d{4})$/, form: '4 digits', example: '1009', canonical: ([code]) => `${code}` }],
  [
    'LV',
    {
      pattern: /^(?:LV-)?(\d{4})$/,
      form: '4 digits, optionally after LV-',
      example: 'LV-1050',
      canonical: ([code]) => `LV-${code}`,
    },
  ],
  [
    'NL',
    {
      // SA, SD and SS are not issued.
      pattern: /^([1-9]\d{3}) ?((?!SA|SD|SS)[A-Z]{2})$/,
      form: '4 digits (the first not 0) and 2 letters',
      example: '1012 JS',
      canonical: ([number, letters]) => `${number} ${letters}`,
    },
  ],
  ['NO', digits(4, '0150')],
  ['PL', { pattern: /^\d{2}-\d{3}$/, form: '2 digits, a hyphen and 3 digits', example: '00-950' }],
  ['PT', { pattern: /^[1-9]\d{3}-\d{3}$/, form: '4 digits, a hyphen and 3 digits', example: '1000-001' }],
  ['RO', digits(6, '010011')],
  ['SE', spacedFive('111 22', /^([1-9]\d{2}) ?(\d{2})$/)],
  ['SI', digits(4, '1000', /^[1-9]\d{3}$/)],
  ['SK', spacedFive('811 01')],
]);

/** A real postal code of the country in its written form, when its format is known: the site's hint. */
export const postalCodeExample = (country: string): string | undefined => FORMATS.get(country)?.example;

export type PostalCodeCheck =
  | { readonly ok: true; readonly postalCode: string }
  | { readonly ok: false; readonly expected: string; readonly example: string };

/**
 * Checks a destination postal code against its country's format. An accepted code comes back in the country's
 * written form; a country without a known format accepts the code as given (its length is the schema's limit).
 */
export const checkPostalCode = (country: string, postalCode: string): PostalCodeCheck => {
  const format = FORMATS.get(country);
  if (format === undefined) return { ok: true, postalCode };
  const match = format.pattern.exec(postalCode.trim().toUpperCase());
  if (match === null) return { ok: false, expected: `${format.form}, like ${format.example}`, example: format.example };
  const parts = match.slice(1).filter((part): part is string => part !== undefined);
  return { ok: true, postalCode: format.canonical ? format.canonical(parts) : match[0] };
};
