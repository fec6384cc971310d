/**
 * What a refusal says, in the service's own terms and in no language: a phrase key and its facts. The HTTP layer
 * renders a phrase in the caller's language from its text in data/texts/problem-texts.json, checked by the compiler
 * so that a phrase without its text in every language does not compile.
 */

/** Where an input is: a query parameter, a body field, a header, a path parameter, or an MCP tool's argument. */
export type IssueLocation = 'query' | 'body' | 'header' | 'path' | 'argument';

/** The accepted form of a destination postal code, for the countries whose format is known. */
export type PostalForm =
  | { readonly kind: 'digits'; readonly count: number }
  | { readonly kind: 'digits-from'; readonly count: number; readonly first: string; readonly last: string }
  | { readonly kind: 'spaced-five' }
  | { readonly kind: 'province' }
  | { readonly kind: 'outward-inward' }
  | { readonly kind: 'eircode' }
  | { readonly kind: 'digits-after-prefix'; readonly count: number; readonly prefix: string }
  | { readonly kind: 'digits-and-letters' }
  | { readonly kind: 'hyphenated'; readonly before: number; readonly after: number };

type Named = { readonly location: IssueLocation; readonly name: string };
type Window = { readonly first: string; readonly last: string };

/** Every phrase and the facts it states. */
export interface PhraseArgs {
  // What was wrong with a parameter, field or header (the `detail` of an issue).
  readonly required: Named;
  readonly unknown: Named;
  /** The last unknown input a refusal names, and how many more it leaves unnamed. */
  readonly unknownAndMore: Named & { readonly more: number };
  readonly repeated: Named;
  readonly invalid: Named & { readonly value?: string };
  /** `value` as the caller wrote it (never in another notation), so the refusal repeats what was sent. */
  readonly outOfRange: { readonly name: string; readonly value: string; readonly max: number };
  readonly outsideLoadingWindow: Window & { readonly value: string };
  readonly outsideCalendarWindow: Window & { readonly name: string; readonly value: string };
  readonly notSpanishPostalCode: { readonly value: string };
  readonly notPostalCodeOf: {
    readonly value: string;
    readonly country: string;
    readonly form: PostalForm;
    readonly example: string;
  };
  readonly unknownCountry: Named & { readonly value: string; readonly use?: string };
  readonly originMissing: Record<string, never>;
  readonly originNotReference: { readonly value: string };
  readonly destinationMissing: Record<string, never>;
  readonly destinationNotReference: { readonly value: string };
  readonly countryMismatch: { readonly destino: string; readonly country: string; readonly given: string };
  readonly countryRequired: Record<string, never>;
  readonly combinedWithDate: { readonly name: string };
  readonly toBeforeFrom: { readonly from: string; readonly to: string };
  readonly hoursMismatch: { readonly hours: number; readonly countries: number };
  readonly routeChoice: Record<string, never>;
  readonly noJourney: { readonly from: string; readonly to: string };
  readonly arriveByNeedsPlaces: Record<string, never>;
  /** No departure from the earliest searched (now, or 7 days before) arrives by the wanted instant, and when that one would. */
  readonly noDepartureArrivesBy: { readonly arriveBy: string; readonly departure: string; readonly arrival: string };
  readonly bodyEmpty: Record<string, never>;
  readonly bodyNotJson: Record<string, never>;
  readonly bodyNotObject: Record<string, never>;
  readonly bodyNotUtf8: Record<string, never>;
  readonly bodyTooDeep: { readonly max: number };
  readonly notUuid: Record<string, never>;
  readonly keyMissing: Record<string, never>;
  readonly keyMalformed: Record<string, never>;

  // The accepted form (the `expected` of an issue).
  readonly expectOrigen: Record<string, never>;
  readonly expectDestino: Record<string, never>;
  readonly expectCpOrigen: Record<string, never>;
  readonly expectCpDestino: Record<string, never>;
  readonly expectCountry: Record<string, never>;
  readonly expectMetres: { readonly max: number };
  readonly expectWeight: { readonly max: number };
  readonly expectLoadingDate: { readonly days: number };
  readonly expectServicio: Record<string, never>;
  readonly expectAdr: Record<string, never>;
  readonly expectCalendarDate: Window & { readonly what: 'day' | 'first' | 'last' };
  readonly expectCalendarCountries: { readonly codes: readonly string[] };
  readonly expectSince: Record<string, never>;
  readonly expectInclude: Record<string, never>;
  readonly expectLang: { readonly languages: readonly string[]; readonly fallback: string };
  readonly expectOneOf: { readonly names: readonly string[] };
  readonly expectNoAdditional: Record<string, never>;
  readonly expectJsonObject: Record<string, never>;
  readonly expectJsonText: { readonly max: number };
  readonly expectUuid: Record<string, never>;
  readonly expectKey: Record<string, never>;
  readonly expectNewKey: Record<string, never>;
  readonly expectInWindow: Window & { readonly days: number };
  readonly expectRange: { readonly max: number; readonly unit: 'ldm' | 'kg' };
  readonly expectSpanishPostalCode: Record<string, never>;
  readonly expectPostalCodeOf: { readonly country: string; readonly form: PostalForm; readonly example: string };
  readonly expectOriginChoice: Record<string, never>;
  readonly expectDestinationChoice: Record<string, never>;
  readonly expectCountryOf: { readonly destino: string; readonly country: string };
  readonly expectDateOrRange: Record<string, never>;
  readonly expectOnOrAfter: { readonly from: string; readonly last: string };
  readonly expectOnce: Record<string, never>;
  readonly expectDeparture: Record<string, never>;
  readonly expectDepartureOrArrival: Record<string, never>;
  readonly expectArriveBy: { readonly days: number };
  readonly expectHoursInCountry: { readonly hours: number; readonly max: number };
  readonly expectHoursPerCountry: Record<string, never>;
  readonly expectRoutePlace: { readonly role: 'origin' | 'destination' };
  readonly expectRouteChoice: Record<string, never>;

  // The detail of a refusal that is not about one input.
  readonly credentialMissing: Record<string, never>;
  readonly credentialRefused: Record<string, never>;
  readonly originRefused: Record<string, never>;
  readonly resultNotFound: Record<string, never>;
  readonly routeNotFound: Record<string, never>;
  /** A method the path does not take, and the ones it takes (its Allow field). */
  readonly methodNotAllowed: { readonly method: string; readonly allow: readonly string[] };
  readonly responseTooLarge: { readonly megabytes: string; readonly limitMegabytes: string };
  readonly requestTimeout: Record<string, never>;
  readonly inFlight: Record<string, never>;
  readonly resultExpired: { readonly caduca?: string };
  readonly keyResultExpired: Record<string, never>;
  readonly payloadTooLarge: { readonly limit: number };
  readonly headersTooLarge: Record<string, never>;
  readonly uriTooLong: { readonly limit: number };
  readonly notJsonMediaType: Record<string, never>;
  readonly charsetNotUtf8: Record<string, never>;
  readonly keyReused: Record<string, never>;
  readonly quotaExceeded: { readonly limit: number; readonly seconds: number };
  readonly noTariff: { readonly date: string };
  readonly fuelMissing: { readonly week: string };
  readonly fuelStale: { readonly week: string; readonly published: string; readonly age: number; readonly max: number };
  readonly priceUnavailable: Record<string, never>;
  readonly storeUnavailable: Record<string, never>;
  readonly internal: Record<string, never>;
  readonly notHttp: Record<string, never>;
}

export type PhraseKey = keyof PhraseArgs;

/** One phrase with its facts: rendered in each language by its text. */
export type Phrase = { readonly [K in PhraseKey]: { readonly key: K; readonly args: PhraseArgs[K] } }[PhraseKey];

/** A phrase; facts may be left out for a phrase that has none. */
export const phrase = <K extends PhraseKey>(
  key: K,
  ...args: PhraseArgs[K] extends Record<string, never> ? [] : [PhraseArgs[K]]
): Phrase => ({ key, args: (args[0] ?? {}) as PhraseArgs[K] }) as Phrase;
