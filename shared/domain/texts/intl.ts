import type { Language } from '#shared/domain/languages.ts';

/** The locale each language's numbers, dates and names are written in. */
export const LOCALES: Readonly<Record<Language, string>> = {
  es: 'es-ES',
  en: 'en-GB',
  ro: 'ro-RO',
  it: 'it-IT',
  fr: 'fr-FR',
  de: 'de-DE',
};

/*
 * Intl's formatters, each built once per locale and options and kept (options are read as they are when first seen:
 * a caller never changes an options object it passed): building one loads ICU data and costs tens of
 * microseconds, formatting with it well under one, and every answer formats the same few numbers, units and names
 * again. Building them per call was a tenth of an estimate's compute in process (bench/estimate.ts).
 */
const kept = new Map<string, unknown>();
/** The key of an options object, by identity: call sites on the hot paths pass constant options, written out once. */
const optionKeys = new WeakMap<object, string>();
const optionsKey = (options: object): string => {
  let key = optionKeys.get(options);
  if (key === undefined) {
    key = JSON.stringify(options);
    optionKeys.set(options, key);
  }
  return key;
};
const keep = <T>(kind: string, locale: string, options: object | undefined, build: () => T): T => {
  const key = `${kind}|${locale}|${options === undefined ? '' : optionsKey(options)}`;
  let formatter = kept.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = build();
    kept.set(key, formatter);
  }
  return formatter;
};

/**
 * Options made once per value they depend on (fraction digits, a unit, a zone), for call sites on the hot paths:
 * formatters are found by their options' identity first.
 */
export const optionsBy = <K, O extends object>(make: (key: K) => O): ((key: K) => O) => {
  const made = new Map<K, O>();
  return (key) => {
    let options = made.get(key);
    if (options === undefined) {
      options = make(key);
      made.set(key, options);
    }
    return options;
  };
};

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  keep('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const pluralRules = (locale: string, options?: Intl.PluralRulesOptions): Intl.PluralRules =>
  keep('plural', locale, options, () => new Intl.PluralRules(locale, options));

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  keep('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const listFormat = (locale: string, options?: Intl.ListFormatOptions): Intl.ListFormat =>
  keep('list', locale, options, () => new Intl.ListFormat(locale, options));

/** Country names by locale and code: `Intl.DisplayNames.prototype.of` costs microseconds, and answers name the same few. */
const regionNames = new Map<string, string>();

/** A country's name in the language, from the platform's CLDR data ("Italia", "Allemagne"). */
export const regionName = (locale: string, code: string): string => {
  const key = `${locale}|${code}`;
  let name = regionNames.get(key);
  if (name === undefined) {
    name =
      keep('region', locale, undefined, () => new Intl.DisplayNames([locale], { type: 'region' })).of(code) ?? code;
    // Codes come from the data and from validated requests; a bound all the same.
    if (regionNames.size < 4_096) regionNames.set(key, name);
  }
  return name;
};
