import { LANGUAGES, type Language } from '#shared/domain/languages.ts';
import type { IssueLocation, Phrase, PhraseArgs, PhraseKey, PostalForm } from '#shared/domain/problem-phrases.ts';
import { PROBLEM_CODES } from '#shared/http/problem-catalogue.ts';
import { problemTexts, render } from '#shared/http/problem-texts.ts';

/**
 * Every problem text in every language for a representative set of facts: each phrase with every branch its text
 * takes (each location, one and many, a fact given and left out), every title, every postal form and the MCP tool's
 * sentences. `test/fixtures/problem-texts/rendered.json` holds what they say, byte for byte.
 */

const LOCATIONS: readonly IssueLocation[] = ['query', 'body', 'header', 'path', 'argument'];
const named = LOCATIONS.map((location) => ({ location, name: location === 'body' ? 'cpDestino' : 'metros' }));
/** Counts that take every plural category of the six languages, and the grouping of thousands. */
const COUNTS = [0, 1, 2, 5, 19, 20, 21, 101, 1000, 1.5];

const POSTAL_FORMS: readonly PostalForm[] = [
  { kind: 'digits', count: 5 },
  { kind: 'digits-from', count: 4, first: '1000', last: '9999' },
  { kind: 'spaced-five' },
  { kind: 'province' },
  { kind: 'outward-inward' },
  { kind: 'eircode' },
  { kind: 'digits-after-prefix', count: 5, prefix: 'LV-' },
  { kind: 'digits-and-letters' },
  { kind: 'hyphenated', before: 4, after: 3 },
];

const none = [{}] as const;
const window = { first: '2026-07-01', last: '2026-09-28' };

/** The facts each phrase is rendered with: a phrase added to `PhraseArgs` without its cases does not compile. */
const PHRASE_CASES: { readonly [K in PhraseKey]: readonly PhraseArgs[K][] } = {
  required: named,
  unknown: named,
  unknownAndMore: named.flatMap((args) => [0, 1, 2, 21].map((more) => ({ ...args, more }))),
  repeated: named,
  invalid: named.flatMap((args) => [args, { ...args, value: 'abc' }, { ...args, value: 'a:b ; «c» !' }]),
  outOfRange: [{ name: 'metros', value: '14.5', max: 13.6 }],
  outsideLoadingWindow: [{ ...window, value: '2027-01-01' }],
  outsideCalendarWindow: [{ ...window, name: 'from', value: '2025-01-01' }],
  notSpanishPostalCode: [{ value: '99999' }],
  notPostalCodeOf: POSTAL_FORMS.map((form) => ({ value: '1', country: 'IT', form, example: '20121' })),
  unknownCountry: named.flatMap((args) => [
    { ...args, value: 'XX' },
    { ...args, value: 'UK', use: 'GB' },
  ]),
  originMissing: none,
  originNotReference: [{ value: 'Madrid' }],
  destinationMissing: none,
  destinationNotReference: [{ value: 'Roma' }],
  countryMismatch: [{ destino: 'Milan', country: 'IT', given: 'FR' }],
  countryRequired: none,
  combinedWithDate: [{ name: 'from' }],
  toBeforeFrom: [{ from: '2026-08-01', to: '2026-07-01' }],
  hoursMismatch: [{ hours: 2, countries: 3 }],
  routeChoice: none,
  noJourney: [{ from: 'ES-08001', to: 'IS-101' }],
  arriveByNeedsPlaces: none,
  noDepartureArrivesBy: [
    {
      arriveBy: '2026-07-06T08:00:00+02:00',
      departure: '2026-07-03T18:00:00+02:00',
      arrival: '2026-07-07T10:00+02:00',
    },
  ],
  bodyEmpty: none,
  bodyNotJson: none,
  bodyNotObject: none,
  bodyNotUtf8: none,
  bodyTooDeep: [{ max: 32 }],
  notUuid: none,
  keyMissing: none,
  keyMalformed: none,
  expectOrigen: none,
  expectDestino: none,
  expectCpOrigen: none,
  expectCpDestino: none,
  expectCountry: none,
  expectMetres: [{ max: 13.6 }],
  expectWeight: [{ max: 24000 }],
  expectLoadingDate: [{ days: 90 }],
  expectServicio: none,
  expectAdr: none,
  expectCalendarDate: (['day', 'first', 'last'] as const).map((what) => ({ ...window, what })),
  expectCalendarCountries: [{ codes: ['AT', 'DE', 'FR'] }, { codes: ['CH'] }],
  expectSince: none,
  expectInclude: none,
  expectLang: [{ languages: ['es', 'en', 'ro', 'it', 'fr', 'de'], fallback: 'es' }],
  expectOneOf: [{ names: ['night'] }, { names: ['a', 'b'] }],
  expectNoAdditional: none,
  expectJsonObject: none,
  expectJsonText: [{ max: 32 }],
  expectUuid: none,
  expectKey: none,
  expectNewKey: none,
  expectInWindow: [{ ...window, days: 90 }],
  expectRange: [
    { max: 13.6, unit: 'ldm' },
    { max: 24000, unit: 'kg' },
  ],
  expectSpanishPostalCode: none,
  expectPostalCodeOf: POSTAL_FORMS.map((form) => ({ country: 'NL', form, example: '1012 JS' })),
  expectOriginChoice: none,
  expectDestinationChoice: none,
  expectCountryOf: [{ destino: 'Milan', country: 'IT' }],
  expectDateOrRange: none,
  expectOnOrAfter: [{ from: '2026-07-01', last: '2026-09-28' }],
  expectOnce: none,
  expectDeparture: none,
  expectDepartureOrArrival: none,
  expectArriveBy: [{ days: 7 }],
  expectHoursInCountry: [{ hours: 8, max: 240 }],
  expectHoursPerCountry: none,
  expectRoutePlace: [{ role: 'origin' }, { role: 'destination' }],
  expectRouteChoice: none,
  credentialMissing: none,
  credentialRefused: none,
  originRefused: none,
  resultNotFound: none,
  routeNotFound: none,
  methodNotAllowed: [
    { method: 'DELETE', allow: ['GET', 'HEAD', 'OPTIONS'] },
    { method: 'PUT', allow: ['POST'] },
  ],
  responseTooLarge: [{ megabytes: '6.2', limitMegabytes: '6' }],
  requestTimeout: none,
  inFlight: none,
  resultExpired: [{}, { caduca: '2026-07-03T18:00:00Z' }],
  keyResultExpired: none,
  payloadTooLarge: [{ limit: 65536 }],
  headersTooLarge: none,
  uriTooLong: [{ limit: 8192 }],
  notJsonMediaType: none,
  charsetNotUtf8: none,
  keyReused: none,
  quotaExceeded: [{ limit: 60, seconds: 60 }],
  noTariff: [{ date: '2031-01-01' }],
  fuelMissing: [{ week: '2026-W01' }],
  fuelStale: [{ week: '2026-W20', published: '2026-05-18', age: 23, max: 21 }],
  priceUnavailable: none,
  storeUnavailable: none,
  internal: none,
  notHttp: none,
};

const phraseCases = (): Phrase[] =>
  Object.entries(PHRASE_CASES).flatMap(([key, cases]) =>
    (cases as readonly Phrase['args'][]).map((args) => ({ key, args }) as Phrase),
  );

/** Every text of `language`, by a name that says what was rendered with which facts. */
export const everyProblemTextIn = (language: Language): Record<string, string> => {
  const texts = problemTexts(language);
  const rendered: Record<string, string> = {};
  for (const code of PROBLEM_CODES) rendered[`title ${code}`] = texts.titles[code];
  for (const form of POSTAL_FORMS) rendered[`postal form ${JSON.stringify(form)}`] = texts.postalForm(form);
  for (const said of phraseCases()) rendered[`${said.key} ${JSON.stringify(said.args)}`] = render(language, said);
  rendered['tool accepted'] = texts.tool.accepted('YYYY-MM-DD');
  rendered['tool argument'] = texts.tool.argument('route.departure', 'RFC 3339');
  for (const seconds of COUNTS) rendered[`tool wait ${seconds}`] = texts.tool.wait(seconds);
  for (const [names, count, more] of [
    ['"foo"', 1, 0],
    ['"foo", "bar"', 2, 0],
    ['"a", "b", "c"', 7, 4],
    ['"a", "b", "c"', 4, 1],
  ] as const) {
    rendered[`tool unknown ${count} ${more}`] = texts.tool.unknown(names, count, more, 'origen, destino, metros');
  }
  return rendered;
};

/** Every problem text, by language. */
export const everyProblemText = (): Record<Language, Record<string, string>> =>
  Object.fromEntries(LANGUAGES.map((language) => [language, everyProblemTextIn(language)])) as Record<
    Language,
    Record<string, string>
  >;
