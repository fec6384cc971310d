/**
 * Codes people write for a country that are not its ISO 3166-1 alpha-2 code: the United Kingdom's UK (ISO: GB)
 * and Greece's EL (the EU's code; ISO: GR). A refusal of one names the code to use instead.
 */
const ISO_CODE_FOR: ReadonlyMap<string, string> = new Map([
  ['UK', 'GB'],
  ['EL', 'GR'],
]);

/** The ISO code to use instead of a common non-ISO one (UK → GB), if the code is one of those. */
export const isoCodeFor = (code: string): string | undefined => ISO_CODE_FOR.get(code.toUpperCase());
