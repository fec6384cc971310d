import type { IssueLocation, PostalForm } from '#shared/domain/problem-phrases.ts';
import { TYPOGRAPHY } from '#shared/domain/texts/typography.ts';
import type { ProblemTexts } from './problem-texts-shape.ts';

const label = (location: IssueLocation, name: string) =>
  ({
    query: `Parameter "${name}"`,
    body: `Field ${name}`,
    header: `Header ${name}`,
    path: `Path parameter "${name}"`,
    argument: `Argument "${name}"`,
  })[location];

const postalForms: ProblemTexts['postalForms'] = {
  digits: ({ count }) => `${count} digits`,
  'digits-from': ({ count, first, last }) => `${count} digits from ${first} to ${last}`,
  'spaced-five': () => '5 digits written NNN NN',
  province: () => '5 digits starting with a province 01 to 52',
  'outward-inward': () => 'an outward code, a space and an inward code',
  eircode: () => 'an Eircode: a routing key, a space and four letters or digits',
  'digits-after-prefix': ({ count, prefix }) => `${count} digits, optionally after ${prefix}`,
  'digits-and-letters': () => '4 digits (the first not 0) and 2 letters',
  hyphenated: ({ before, after }) => `${before} digits, a hyphen and ${after} digits`,
};
const form = (value: PostalForm) => (postalForms[value.kind] as (form: PostalForm) => string)(value);

export const en: ProblemTexts = {
  titles: {
    'malformed-request': 'Malformed request',
    'unusable-request': 'Request cannot be priced',
    unauthenticated: 'Credential missing or not accepted',
    'not-found': 'Not found',
    'method-not-allowed': 'Method not allowed',
    'result-expired': 'Result expired',
    'idempotent-result-expired': 'Result of this key expired',
    'idempotency-in-flight': 'Request in progress',
    'idempotency-key-reused': 'Idempotency-Key reused with a different body',
    'quota-exceeded': 'Too many requests',
    'price-unavailable': 'No current price',
    'service-unavailable': 'Service temporarily unavailable',
    'uri-too-long': 'URI too long',
    'unsupported-media-type': 'Unsupported media type',
    'not-acceptable': 'Not acceptable',
    'payload-too-large': 'Payload too large',
    'request-header-fields-too-large': 'Request header fields too large',
    'request-timeout': 'Request timeout',
    'origin-refused': 'Forbidden',
    'internal-error': 'Internal error',
  },
  postalForms,
  phrases: {
    required: ({ location, name }) => `${label(location, name)} is required.`,
    unknown: ({ location, name }) =>
      location === 'body'
        ? `Unknown property ${name}.`
        : `Unknown ${location === 'header' ? 'header' : 'parameter'} "${name}".`,
    unknownAndMore: ({ location, name, more }) =>
      location === 'body'
        ? `Unknown property ${name}, and ${more} more unknown ${more === 1 ? 'property' : 'properties'}.`
        : `Unknown ${location === 'header' ? 'header' : 'parameter'} "${name}", and ${more} more unknown ${location === 'header' ? 'header' : 'parameter'}${more === 1 ? '' : 's'}.`,
    repeated: ({ location, name }) => `${label(location, name)} is given more than once; give it once.`,
    invalid: ({ location, name, value }) =>
      value === undefined
        ? `${label(location, name)} is not in the accepted form.`
        : `${label(location, name)}: "${value}" is not in the accepted form.`,
    outOfRange: ({ name, value, max }) => `${name}=${value} is outside the accepted range (0, ${max}].`,
    outsideLoadingWindow: ({ value, first, last }) => `${value} is outside the loading window ${first} to ${last}.`,
    outsideCalendarWindow: ({ name, value, first, last }) =>
      `Parameter "${name}": ${value} is outside the window ${first} to ${last}.`,
    notSpanishPostalCode: ({ value }) => `${value} is not a Spanish postal code; the origin must be in Spain.`,
    notPostalCodeOf: ({ value, country, form: accepted, example }) =>
      `${value} is not a postal code of ${country} (${form(accepted)}, like ${example}).`,
    unknownCountry: ({ location, name, value, use }) =>
      `${label(location, name)}: unknown country code "${value}"${use === undefined ? '' : `; use ${use}`}.`,
    originMissing: () => 'The origin is missing: give cpOrigen or a reference city.',
    originNotReference: ({ value }) => `"${value}" is not a reference city; give its postal code in cpOrigen.`,
    destinationMissing: () => 'The destination is missing: give cpDestino and paisDestino or a reference city.',
    destinationNotReference: ({ value }) =>
      `"${value}" is not a reference city; give its postal code in cpDestino and its country in paisDestino.`,
    countryMismatch: ({ destino, country, given }) => `destino=${destino} lies in ${country}, not ${given}.`,
    countryRequired: () => 'paisDestino is required with cpDestino.',
    combinedWithDate: ({ name }) => `Parameter "${name}" cannot be combined with "date"; use date alone or from/to.`,
    toBeforeFrom: ({ from, to }) => `Parameter "to" (${to}) is before "from" (${from}).`,
    hoursMismatch: ({ hours, countries }) => `Parameter "hours" has ${hours} numbers for ${countries} countries.`,
    routeChoice: () =>
      'Give either countries (with hours if you know them), or origin and destination: one of the two, not both.',
    noJourney: ({ from, to }) =>
      `No road journey can be drawn from ${from} to ${to} with the data at hand; give countries and hours instead.`,
    arriveByNeedsPlaces: () =>
      "arriveBy needs a route given by origin and destination: the journey's plan is what says when the truck arrives.",
    noDepartureArrivesBy: ({ arriveBy, departure, arrival }) =>
      `No departure from ${departure} to ${arriveBy} arrives by then: leaving at ${departure}, the truck arrives at ${arrival}.`,
    bodyEmpty: () => 'The request body is empty; send a JSON object.',
    bodyNotJson: () => 'The request body is not valid JSON.',
    bodyNotObject: () => 'The request body must be a JSON object.',
    bodyNotUtf8: () => 'The request body is not encoded in UTF-8.',
    bodyTooDeep: ({ max }) => `The request body nests objects and arrays more than ${max} levels deep.`,
    notUuid: () => 'The id is not a UUID.',
    keyMissing: () => 'The Idempotency-Key header is required: a new random key per distinct request.',
    keyMalformed: () => 'The Idempotency-Key header is not in the accepted form.',

    expectOrigen: () => 'Barcelona (reference city), or leave out and give cpOrigen',
    expectDestino: () => 'Milan, Milano or Milán (reference city), or leave out and give cpDestino and paisDestino',
    expectCpOrigen: () => 'a Spanish postal code of five digits, e.g. 08001',
    expectCpDestino: () =>
      "a postal code of 1 to 12 letters, digits, spaces or hyphens, in paisDestino's format where that is known (IT 5 digits like 20121, PT 1000-001, NL 1012 JS, DE 10115, FR 75001, BE 1000, ...): a code that cannot exist there is 422",
    expectCountry: () => 'two letters (ISO 3166-1 alpha-2, any case), e.g. IT; GB for the United Kingdom',
    expectMetres: ({ max }) => `loading metres: a number greater than 0 and at most ${max}, e.g. 2.4`,
    expectWeight: ({ max }) => `weight in kg: a number greater than 0 and at most ${max}`,
    expectLoadingDate: ({ days }) => `a date YYYY-MM-DD from today to ${days} days ahead (Europe/Madrid)`,
    expectServicio: () => 'the constant STANDARD_LTL',
    expectAdr: () => 'false: dangerous goods (ADR) are not quoted',
    expectCalendarDate: ({ what, first, last }) =>
      `${{ day: 'a single day', first: 'first day of the range', last: 'last day of the range' }[what]}, YYYY-MM-DD from ${first} to ${last}`,
    expectCalendarCountries: ({ codes }) => `comma-separated country codes, any of: ${codes.join(', ')}`,
    expectSince: () => 'a day, YYYY-MM-DD: the changes published on that day or after it',
    expectInclude: () =>
      'night (adds the night bans: dated entries in JSON, one daily series per country in the .ics feed)',
    expectLang: ({ languages, fallback }) => `one of: ${languages.join(', ')} (default ${fallback})`,
    expectOneOf: ({ names }) => `one of: ${names.join(', ')}`,
    expectNoAdditional: () => 'no additional properties',
    expectJsonObject: () => 'a JSON object',
    expectJsonText: ({ max }) => `JSON in UTF-8, nested ${max} levels deep at most`,
    expectUuid: () => 'a UUID, as returned in the id of a created result',
    expectKey: () => '16 to 128 characters from A-Z, a-z, 0-9, "_" and "-" (optionally as a quoted string)',
    expectNewKey: () => 'a new key for a different request body',
    expectInWindow: ({ first, last, days }) =>
      `a date from ${first} to ${last} (today to today + ${days} days, Europe/Madrid)`,
    expectRange: ({ max, unit }) =>
      `a number greater than 0 and at most ${max} ${unit === 'kg' ? 'kg' : 'loading metres'}`,
    expectSpanishPostalCode: () => 'a Spanish postal code: five digits starting with a province number 01 to 52',
    expectPostalCodeOf: ({ country, form: accepted, example }) =>
      `a postal code of ${country}: ${form(accepted)}, like ${example}`,
    expectOriginChoice: () => 'cpOrigen (five digits), or origen=Barcelona',
    expectDestinationChoice: () => 'cpDestino with paisDestino, or destino=Milan|Milano|Milán',
    expectCountryOf: ({ destino, country }) => `${country} for destino=${destino}, or leave paisDestino out`,
    expectDateOrRange: () => 'either date alone, or from and/or to without date',
    expectOnOrAfter: ({ from, last }) => `a date on or after from (${from}), up to ${last}`,
    expectOnce: () => 'the parameter once',
    expectDeparture: () => 'departure date and time in RFC 3339 with offset, e.g. 2026-07-03T18:00:00+02:00',
    expectDepartureOrArrival: () =>
      'departure, an instant in RFC 3339 with offset (e.g. 2026-07-03T18:00:00+02:00), or arriveBy, the latest arrival wanted',
    expectArriveBy: ({ days }) =>
      `with origin and destination, the latest arrival wanted in RFC 3339 with offset, e.g. 2026-07-06T08:00:00+02:00; departures are looked for in the ${days} days before it`,
    expectHoursInCountry: ({ hours, max }) =>
      `hours spent in each country, in the same order (default ${hours} each): numbers over 0, at most ${max}`,
    expectHoursPerCountry: () => 'one number of hours per country, in the order of countries',

    expectRoutePlace: ({ role }) =>
      role === 'origin'
        ? 'ES, a hyphen and a Spanish postal code, e.g. ES-08001'
        : 'a country code, a hyphen and a postal code of that country, e.g. IT-20121',
    expectRouteChoice: () => 'countries (and optionally hours), or origin and destination',
    credentialMissing: () => 'No credential was sent. Send Authorization: Bearer fest_...',
    credentialRefused: () => 'Send a valid credential: Authorization: Bearer fest_...',
    originRefused: () => 'Requests must come through the service distribution.',
    resultNotFound: () => 'No result with this id exists for this credential.',
    routeNotFound: () => 'No route answers this method and path.',
    methodNotAllowed: ({ method, allow }) =>
      `This path does not answer ${method}; use ${allow.join(', ')} (the methods in the Allow header).`,
    responseTooLarge: ({ megabytes, limitMegabytes }) =>
      `The answer is ${megabytes} MB uncompressed, more than the ${limitMegabytes} MB a response can carry. Accept gzip (Accept-Encoding: gzip), or ask for fewer days or countries.`,
    requestTimeout: () => 'The request was not received in time.',
    inFlight: () => 'A request with this Idempotency-Key is still being processed. Retry the same request in a moment.',
    resultExpired: ({ caduca }) =>
      `The result expired${caduca === undefined ? '' : ` at ${caduca}`}; create a new quote for a current price.`,
    keyResultExpired: () =>
      'The result created with this Idempotency-Key has expired. Send a new key for a current price.',
    payloadTooLarge: ({ limit }) => `The request body is larger than ${limit} bytes.`,
    headersTooLarge: () => 'The request headers are larger than the server accepts.',
    uriTooLong: ({ limit }) => `The request URI is longer than ${limit} characters.`,
    notJsonMediaType: () => 'Send the request body as JSON with Content-Type: application/json.',
    charsetNotUtf8: () =>
      'The request body is declared in another charset than UTF-8; send it as UTF-8, with Content-Type: application/json or application/json; charset=utf-8.',
    keyReused: () =>
      'This Idempotency-Key was used with a different request body. Use a new key for a different request.',
    quotaExceeded: ({ limit, seconds }) =>
      `The quota of ${limit} requests per ${seconds} s is exhausted. Wait for Retry-After seconds; do not rotate addresses or credentials to avoid it.`,
    noTariff: ({ date }) => `No tariff version is valid for the loading date ${date}.`,
    fuelMissing: ({ week }) => `No published diesel figure exists for week ${week} or any week before it.`,
    fuelStale: ({ week, published, age, max }) =>
      `The latest diesel figure (week ${week}, published ${published}) is ${age} days old; at most ${max} are accepted.`,
    priceUnavailable: () => 'No current price can be obtained right now.',
    storeUnavailable: () => 'The service cannot reach its data store; no result was produced or changed.',
    internal: () => 'The request could not be completed. Quote the requestId when reporting it.',
    notHttp: () => 'The request is not valid HTTP/1.1 and could not be read.',
  },
  tool: {
    unknown: (names, count, more, accepted) =>
      `Unknown argument${count === 1 ? '' : 's'} ${names}${more > 0 ? ` and ${more} more` : ''}; the arguments are: ${accepted}.`,
    accepted: (expected) => `Accepted form: ${expected}.`,
    argument: (name, expected) => `Argument "${name}": accepted form: ${expected}.`,
    wait: (seconds) =>
      `Wait ${TYPOGRAPHY.en.count(seconds, { one: 'second', other: 'seconds' })} before calling again (Retry-After); the server does not retry for you.`,
  },
};
