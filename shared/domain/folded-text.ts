/**
 * Text as the service compares names a client types: Unicode-normalised (NFC, so "Milán" typed as "a" + combining
 * acute is the "á" of the composed form) and case-folded (upper then lower case, which folds what lower case alone
 * leaves apart, such as "ß" and "SS"), then normalised again, since case mapping can decompose (İ becomes i + dot).
 */
export const foldedText = (text: string): string =>
  text.normalize('NFC').trim().toUpperCase().toLowerCase().normalize('NFC');
