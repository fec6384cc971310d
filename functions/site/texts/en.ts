import type { EstimateFormField } from '#functions/site/models/estimate-page.ts';
import { TYPOGRAPHY } from '#shared/domain/texts/typography.ts';
import type { DayLevel } from '#shared/domain/traffic-bans/day-levels.ts';
import type { BanKind, BanScope, Way } from '#shared/domain/traffic-bans/rules.schema.ts';
import type { ProblemCode } from '#shared/http/problem.ts';

/**
 * The site's English texts. Every other locale is typed by this object, so a text missing in a language is a
 * type error, never an English fallback. The maps keyed by a domain set (ban kinds, scopes and ways, estimate
 * fields, problem codes) are checked against its union here, so a missing or extra key fails
 * `tsc` too; the pages here are the page table's (`page-table.tsx`). Country names and dates come from Intl in the page's language; the
 * calendar's own texts (summaries, reasons, notes, vehicles) come translated from the rules.
 */
const plural = TYPOGRAPHY.en.count;

export const en = {
  languageName: 'English',
  skip: 'Skip to content',
  languages: 'Languages',
  nav: { home: 'Home', estimate: 'Estimate', drivingBans: 'Driving bans', developers: 'Developers' },
  footer: {
    legal: 'Legal',
    notice: 'Legal notice',
    privacy: 'Privacy policy',
    terms: 'Terms of use',
    dataLicence: 'Data licence',
    inEnglish: 'in English',
    errors: 'Error codes',
    credit: 'Driving-ban data under CC BY 4.0; each rule belongs to the authority named as its source.',
  },
  pages: {
    '/': {
      title: 'Road-freight estimates from Spain and truck driving bans',
      description:
        'Indicative groupage prices from Spain in seconds, and the truck driving bans of European transit countries as open data.',
    },
    '/estimate': {
      title: 'Estimate a groupage shipment from Spain',
      description:
        'Indicative price with date, currency, VAT status, fuel surcharge and every assumption. No booking, no account.',
    },
    '/driving-bans': {
      title: 'Truck driving bans in Europe',
      description: 'Map and week view of the truck driving bans in force in European transit countries, by day.',
    },
    '/driving-bans/route': {
      title: 'Driving bans on a route',
      description:
        'Which truck driving bans a route meets, country by country, and the earliest departure that meets none.',
    },
    '/developers': {
      title: 'Developers',
      description: 'The estimate API, the integration quotes and the driving-ban open data: reference, quotas, errors.',
    },
    '/developers/estimate-api': {
      title: 'Estimate and quote API',
      description: 'Reference of the public estimate and the integration quotes, with curl examples and quota rules.',
    },
    '/developers/open-data': {
      title: 'Open data API',
      description: 'Reference of the driving-ban calendar, its iCalendar feed, the page catalogue and the sitemap.',
    },
    '/developers/errors': {
      title: 'Error codes',
      description: 'Every problem type the API answers with: what it means and what the caller should do.',
    },
    '/legal/data-licence': {
      title: 'Data licence',
      description: 'The driving-ban data and the page catalogue are published under CC BY 4.0: how to credit them.',
    },
  },
  country: {
    title: (name: string) => `Truck driving bans in ${name}`,
    description: (name: string) =>
      `When lorries may not drive in ${name}: coming ban days with hours, roads and direction, and the official source.`,
  },
  home: {
    lead: 'An indicative price for a groupage shipment from Spain in seconds, and the truck driving bans of the countries on the way.',
    estimateTitle: 'Estimate a shipment',
    estimateText:
      'Loading metres, weight, date, origin and destination: the price comes with its date, currency, VAT status, fuel surcharge and every assumption.',
    dataTitle: 'Plan around driving bans',
    dataText:
      'Which countries ban lorries on which days and hours, on a map, per country, as JSON and as a calendar feed.',
    developersText: 'The same answers for your software: the estimate API, integration quotes and open data.',
    today: (date: string) => `Bans today, ${date}`,
    weekend: (from: string, to: string) => `Bans this weekend, ${from} to ${to}`,
    none: 'No ban, night bans included.',
  },
  bans: {
    kind: {
      weekend: 'Weekend ban',
      holiday: 'Holiday ban',
      eve: 'Eve of a holiday',
      road: 'Ban on specific roads',
      dated: 'Dated ban',
      night: 'Night ban',
    } satisfies Record<BanKind, string>,
    scope: {
      nationwide: 'nationwide',
      regional: 'regional',
      'specific-roads': 'on the roads listed',
      transit: 'transit traffic',
    } satisfies Record<BanScope, string>,
    direction: {
      transit: (country: string) => `transit towards ${country}`,
      southbound: (country: string) => `southbound, towards ${country}`,
      northbound: (country: string) => `northbound, towards ${country}`,
      eastbound: (country: string) => `eastbound, towards ${country}`,
      westbound: (country: string) => `westbound, towards ${country}`,
    } satisfies Record<Way, (country: string) => string>,
    rules: 'The rules',
    coming: 'Coming ban days',
    noneComing: 'No dated ban in this period.',
    listTitle: 'Ban days, one by one',
    date: 'Date',
    hours: 'Hours (CET)',
    details: 'Details',
    localTime: (hours: string) => `local time ${hours}`,
    roads: 'Roads',
    directionLabel: 'Direction',
    vehicle: 'Vehicles',
    provisional: 'Provisional',
    provisionalNote:
      'Dates marked “Provisional” are computed before the authority has published them; check the official source.',
    night: 'Night bans',
    nightRule: (start: string, end: string) => `Every night from ${start} to ${end} (local time)`,
    exceptions: 'Exceptions',
    source: 'Official source',
    lastVerified: (month: string) => `Last checked against the source: ${month}`,
    timeNote: 'Hours are Central European Time (CET/CEST), the time of Brussels, Berlin or Madrid.',
    credit: 'Data: CC BY 4.0. Credit',
    subscribe: 'Subscribe to the calendar',
    changes: 'Changes to the data (Atom feed)',
    json: 'The same data as JSON',
    monthCaption: (month: string) => `Ban days in ${month}`,
    weekdaysShort: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  },
  route: {
    intro:
      'Give the countries the truck crosses, in order, and its departure: the page places the truck in each country and lists the bans in force while it is there, with the earliest departure in the next seven days that meets no nationwide or transit ban. With an origin and a destination it also gives the latest departure that arrives as early, and, given the arrival you need, the latest departure that meets it.',
    origin: 'From (Spanish postal code)',
    originHint: 'ES, a hyphen and the postal code, e.g. ES-08001',
    destination: 'To (postal code)',
    destinationHint:
      'The country code, a hyphen and the postal code, e.g. IT-20121: the journey gives the countries and hours',
    byCountries: 'Or give the countries crossed and the hours yourself:',
    countries: 'Countries, in travel order',
    countriesHint: 'Country codes, e.g. ES,FR,IT',
    departure: 'Departure',
    departureHint: 'Date and time in Central European Time (Brussels, Berlin, Madrid)',
    arriveBy: 'Arrive by (optional)',
    arriveByHint:
      'Date and time in Central European Time. With origin and destination, the page finds the latest departure that arrives by then; the departure may then be left empty.',
    hours: 'Hours in each country (optional)',
    hoursHint: 'In the same order, e.g. 8,14,8; 24 each when left empty. A rest taken in a country counts there.',
    submit: 'Show the bans',
    resultTitle: 'The route',
    summary: (departure: string, arrival: string) => `Departure ${departure}, arrival about ${arrival}.`,
    inCountry: (enters: string, leaves: string, hours: string) => `From ${enters} to ${leaves} (${hours} h)`,
    noBan: 'No ban met in this country.',
    clearTitle: 'Earliest clear departure',
    clearAsked: 'The requested departure meets no nationwide or transit ban.',
    clearLater: (departure: string, arrival: string) =>
      `Leave at ${departure} to meet no nationwide or transit ban; arrival about ${arrival}.`,
    noClear: 'No departure in the next seven days meets no nationwide or transit ban.',
    uncovered: (from: string, to: string) =>
      `From ${from} to ${to} the route runs past the end of the calendar: bans in that time are unknown, not absent.`,
    noClearCalendarEnds: (last: string) =>
      `No clear departure can be given: the calendar covers the days up to ${last}, and what follows is unknown.`,
    clearProvisional: 'This relies on provisional dates: check the official sources.',
    clearRule:
      'Bans on the roads listed or in one region may be avoided by another road: they are shown, and do not count here.',
    planClear: 'Show the route from this departure',
    latestTitle: 'Latest departure',
    latestSame: 'No later departure arrives as early: leave at the departure asked for.',
    latestLater: (departure: string, arrival: string) =>
      `Leave as late as ${departure} and still arrive ${arrival}: the driver rests at the depot rather than on the way.`,
    latestBy: (arriveBy: string, departure: string, arrival: string) =>
      `To arrive by ${arriveBy}, leave at the latest ${departure}; arrival ${arrival}.`,
    noLatestCalendarEnds: 'No latest departure can be given: the plan runs past the end of the calendar.',
    earliestArrival: (arrival: string, departures: string) => `Earliest arrival: ${arrival}, with ${departures}.`,
    departureNames: {
      departure: 'the departure asked for',
      clearDeparture: 'the earliest clear departure',
      latestDeparture: 'the latest departure',
    },
    assumptions: 'Assumptions',
    refusedTitle: 'Check the route',
    fieldNames: {
      origin: 'Origin',
      destination: 'Destination',
      countries: 'Countries',
      departure: 'Departure',
      arriveBy: 'Arrive by',
      hours: 'Hours in each country',
    },
    quota: (seconds: number) =>
      `Too many requests from your address: try again in ${plural(seconds, { one: 'second', other: 'seconds' })}.`,
    json: 'The same answer as JSON',
  },
  journey: {
    mapTitle: 'Map of the journey',
    mapThrough: (origin: string, crossings: string, destination: string) =>
      `From ${origin} through ${crossings} to ${destination}, numbered on the map in that order.`,
    mapDirect: (origin: string, destination: string) => `From ${origin} to ${destination}, by road.`,
    place: (postalCode: string, country: string) => `${postalCode} (${country})`,
    mapStopped: (countries: string) => `Where a driving ban stopped the truck (hatched on the map): ${countries}.`,
    seaPorts: (from: string, to: string) => `from ${from} to ${to}`,
    road: 'By road',
    sea: 'By ferry or rail shuttle',
    crossedCountry: 'Country of the journey',
    stoppedCountry: 'Country where a driving ban stopped the truck',
    barTitle: 'The plan, day by day',
    barSaid: (departure: string, arrival: string) =>
      `The plan from ${departure} to ${arrival} across the days, in Central European Time; the numbered list below gives every step.`,
    driving: 'Driving',
    banWindow: 'Driving ban in force for this vehicle',
    deliveryWindow: 'Delivery window',
  },
  overview: {
    mapTitle: (date: string) => `Bans on ${date}`,
    chooseDay: 'Day',
    dayNotShown: (asked: string, from: string, to: string) =>
      `“${asked}” is not a day from ${from} to ${to}: today is shown instead.`,
    show: 'Show',
    levels: {
      nationwide: 'Ban in the whole country',
      transit: 'Ban on transit traffic only',
      regional: 'Ban in some regions',
      roads: 'Ban on named roads only',
      night: 'Night ban only',
      none: 'No ban on this day',
      undated: 'Rules without dated bans',
    } satisfies Record<DayLevel, string>,
    levelShort: {
      nationwide: 'Nationwide',
      transit: 'Transit',
      regional: 'Regional',
      roads: 'Roads',
      night: 'Night',
      none: 'No ban',
      undated: 'No dated bans',
    } satisfies Record<DayLevel, string>,
    roadsCount: (count: number) => plural(count, { one: 'road', other: 'roads' }),
    night: 'night',
    today: 'Today',
    details: 'details',
    week: 'The week ahead',
    country: 'Country',
    noBan: 'no ban',
    withoutDated: 'Countries without dated bans',
    sectionComing: 'Coming ban days',
  },
  estimate: {
    intro:
      'Fill in the shipment. The result is indicative: it books nothing and is no offer. Give a city (Barcelona, Milan) or a postal code for the origin and for the destination.',
    origin: 'Origin (Spain)',
    destination: 'Destination',
    originCity: 'City',
    originPostcode: 'Postal code',
    destinationCountry: 'Country (two letters, e.g. IT)',
    metres: 'Loading metres',
    metresHint: 'More than 0 and at most 10.',
    pallets: 'Or pallets, instead of loading metres',
    palletsHint:
      'Whole numbers; the loading metres are worked out from them: a euro pallet takes 0.4, an industrial pallet 0.5.',
    euroPallets: 'Euro pallets (120 × 80 cm)',
    industrialPallets: 'Industrial pallets (120 × 100 cm)',
    stackable: 'The pallets may be stacked two high',
    palletsTitle: 'Pallets',
    fromPallets: (metres: string) => `Loading metres worked out from the pallets: ${metres}.`,
    weight: 'Weight in kg (optional)',
    date: 'Loading date (optional, today by default)',
    submit: 'Estimate',
    resultTitle: 'Indicative estimate',
    total: 'Total',
    loadingDate: 'Loading date',
    currency: 'Currency',
    vat: 'VAT',
    vatExcluded: 'excluded',
    transport: 'Transport',
    fuel: 'Fuel surcharge',
    fuelReduction: 'Fuel reduction',
    fuelWeek: (week: string) => `diesel figure of week ${week}`,
    fuelProvisional: 'provisional: the loading week has no published diesel price yet',
    billableMetres: 'Billable loading metres',
    validUntil: 'Valid until',
    assumptions: 'Assumptions',
    yes: 'yes',
    no: 'no',
    manualTitle: 'Manual review',
    manualText: 'This shipment needs manual review: no price is given.',
    refusedTitle: 'The estimate could not be made',
    contactOperator: (operator: string) => `For an offer, send the shipment details to ${operator} at`,
    quotaTitle: 'Too many estimates',
    quotaText: (seconds: number) =>
      `This address has used its estimates for now. Try again in ${plural(seconds, { one: 'second', other: 'seconds' })}; the limit is the same as the API's.`,
    unavailableTitle: 'No current price',
    storeUnavailableTitle: 'Service temporarily unavailable',
    unavailableCause: {
      fuel: 'There is no current diesel figure, so the fuel surcharge cannot be worked out.',
      tariff: 'No tariff is valid for this loading date.',
      store: 'The service cannot reach its data store right now; nothing was priced.',
      price: 'There is no current price right now.',
    },
    unavailableText: (seconds: number) =>
      `No amount is given. Try again in ${plural(seconds, { one: 'second', other: 'seconds' })}.`,
    fieldNames: {
      origen: 'Origin city',
      destino: 'Destination city',
      cpOrigen: 'Origin postal code',
      cpDestino: 'Destination postal code',
      paisDestino: 'Destination country',
      metros: 'Loading metres',
      paletsEuro: 'Euro pallets',
      paletsIndustriales: 'Industrial pallets',
      remontable: 'Stacked two high',
      pesoKg: 'Weight',
      fecha: 'Loading date',
    } satisfies Record<EstimateFormField, string>,
  },
  fieldProblems: {
    /** Between a field's label and what to enter: "Weight: enter …". */
    separator: ': ',
    repeated: 'this field was sent more than once; enter a single value.',
    origen: 'enter Barcelona, or leave the city empty and enter the postal code.',
    originNotReference: (city: string) =>
      `“${city}” is not a city the estimate knows; enter Barcelona, or leave the city empty and enter the postal code.`,
    cpOrigen: 'enter a Spanish postal code of five digits, such as 08001.',
    originMissing: 'enter a Spanish postal code of five digits, such as 08001, or the city.',
    destino: 'enter Milan, or leave the city empty and enter the postal code and the country.',
    destinationNotReference: (city: string) =>
      `“${city}” is not a city the estimate knows; enter Milan, or leave the city empty and enter the postal code and the country.`,
    cpDestino:
      'enter the postal code as it is written in the destination country, in letters, digits, spaces or hyphens (at most 12).',
    destinationMissing: 'enter the postal code and the country of the destination, or the city.',
    postalCodeOf: (country: string, example: string) => `enter a postal code of ${country}, such as ${example}.`,
    paisDestino: 'enter the two-letter code of the destination country, such as IT for Italy.',
    countryRequired:
      'enter the two-letter code of the destination country, such as IT for Italy, with the postal code.',
    countryMismatch: (city: string, country: string, code: string) =>
      `${city} is in ${country}; enter ${code} or leave the field empty.`,
    useCode: (code: string) => `enter ${code}, the standard code of this country.`,
    metros: (max: string, example: string) => `enter a number more than 0 and at most ${max}, such as ${example}.`,
    metresOrPallets: 'enter the loading metres or the pallets, not both.',
    pallets: (max: string) => `enter a whole number from 0 to ${max}, with at least one pallet in all.`,
    palletsTooLong: (needed: string, length: string) =>
      `in rows these pallets need ${needed} m of floor, more than a trailer’s ${length} m; enter fewer pallets.`,
    palletsOverEstimate: (metres: string, max: string) =>
      `these pallets take ${metres} loading metres and the estimate covers at most ${max}; for this load, ask the operator for an offer.`,
    remontable: 'tick the box or leave it empty.',
    pesoKg: (max: string) => `enter a number of kilograms, more than 0 and at most ${max}.`,
    fecha: (first: string, last: string) => `choose a day from ${first} to ${last}.`,
    countries: (max: number) =>
      `enter up to ${max} country codes in travel order, separated by commas, such as ES,FR,IT.`,
    departure: (first: string, last: string) =>
      `choose a date and time from ${first} to ${last}, in Central European Time.`,
    arriveBy: (first: string, last: string) =>
      `choose a date and time from ${first} to ${last}, in Central European Time, and give the origin and destination.`,
    noDepartureArrivesBy: (departure: string, arrival: string) =>
      `no departure from ${departure} on arrives in time: leaving ${departure}, the truck arrives ${arrival}; choose a later arrival.`,
    routeChoice:
      'give either the countries (with their hours) or the origin and destination by postal code, not both: empty one of the two.',
    arriveByNeedsPlaces:
      'give the origin and destination by postal code: only the journey’s plan says when the truck arrives.',
    routePlace: (example: string) =>
      `enter the country code, a hyphen and a postal code of that country, such as ${example}; or leave both places empty and give the countries instead.`,
    noJourney: (from: string, to: string) =>
      `No road journey can be drawn from ${from} to ${to}: give the countries and hours instead.`,
    hours: (max: string) =>
      `enter one number of hours for each country, in the same order, each more than 0 and at most ${max}, such as 8,14,8.`,
    hoursMismatch: (hours: number, countries: number) =>
      `enter as many numbers as countries, in the same order (countries: ${countries}; numbers: ${hours}).`,
  },
  developers: {
    intro:
      'Everything the site shows is also an HTTP API: JSON in, JSON out, errors as RFC 9457 problem details. The contract is published as OpenAPI 3.1.',
    openapi: 'OpenAPI document',
    quotasTitle: 'Quotas and Retry-After',
    quotas: (
      estimatePerMinute: number,
      estimatePerDay: number,
      integration: number,
      openData: number,
      window: number,
    ) => [
      `Public estimate: ${plural(estimatePerMinute, { one: 'request', other: 'requests' })} per minute and ${estimatePerDay} per day per client IP address.`,
      `Integration quotes: ${plural(integration, { one: 'request', other: 'requests' })} per minute per credential.`,
      `Open data: ${plural(openData, { one: 'request', other: 'requests' })} per ${window}-second window per IP address and endpoint, starting with the first request.`,
    ],
    retryAfter:
      'A 429 or 503 answer carries Retry-After in seconds: wait at least that long before the next request. RateLimit-Policy and RateLimit say how much of the quota is left. Do not rotate addresses or credentials to avoid a limit.',
    operations: 'Operations',
    parameters: 'Parameters',
    name: 'Name',
    location: 'In',
    required: 'Required',
    form: 'Accepted form',
    responses: 'Answers',
    example: 'Example',
    body: 'Request body: JSON, described in the OpenAPI document.',
    seeErrors: 'What each error means',
    sections: {
      estimate: 'Estimate and quote API',
      openData: 'Open data API',
      errors: 'Error codes',
    },
    estimateLead:
      'The public estimate needs no account. Quotes for integrations need a bearer credential issued by the operator and an Idempotency-Key.',
    openDataLead:
      'The driving-ban calendar of the current and the next year, its iCalendar feed, the page catalogue and the sitemap, under CC BY 4.0. Responses are cached for an hour and carry an ETag.',
    agentsTitle: 'AI agents: MCP and llms.txt',
    agentsLead: 'Agents call the same operations as the API, with the same quotas, errors and texts.',
    mcp: 'MCP endpoint: Model Context Protocol over Streamable HTTP, stateless (POST, JSON answers).',
    tools: 'Tools',
    credentialTool: 'with an integration credential in Authorization: Bearer',
    llmsTxt: 'the service described for AI agents, with the rules they must keep (llmstxt.org format).',
    errorsLead:
      'Every error is an RFC 9457 problem (application/problem+json) whose type links to one of the sections below, with a requestId to quote when reporting it.',
    meaning: 'What it means',
    action: 'What to do',
  },
  errors: {
    'malformed-request': [
      'A parameter, header or body is missing or not in the accepted form (400). The problem names it and the form expected.',
      'Correct the request as parameter or field and expected say; repeating it unchanged gives the same answer.',
    ],
    'unusable-request': [
      'The request is well formed but cannot be priced: a value out of range, a date outside the window, contradicting places (422).',
      'Change the value named in the problem; for dates, use today to 30 days ahead.',
    ],
    unauthenticated: [
      'The credential is missing, malformed, unknown or revoked (401).',
      'Send Authorization: Bearer with a valid credential; ask the operator for a new one if it was revoked.',
    ],
    'not-found': [
      'No such path or result, or the result belongs to another credential (404).',
      'Check the path or the id; a result is only visible to the credential that created it.',
    ],
    'method-not-allowed': [
      'The path exists but does not take this method (405); the Allow header lists the ones it takes.',
      'Send the request again with one of the methods in Allow.',
    ],
    'result-expired': ['The quote is past its validity (410). Its amount is no longer served.', 'Create a new quote.'],
    'idempotent-result-expired': [
      'The Idempotency-Key was used for a result that has expired (410).',
      'Send the request again with a new Idempotency-Key.',
    ],
    'idempotency-in-flight': [
      'A request with the same Idempotency-Key is still being processed (409).',
      'Wait a moment and repeat the same request with the same key.',
    ],
    'idempotency-key-reused': [
      'The Idempotency-Key was already used with a different body (422).',
      'Use a new key for a different request.',
    ],
    'quota-exceeded': [
      'The quota of this client is used up for the current window (429).',
      'Wait the seconds in Retry-After before the next request.',
    ],
    'price-unavailable': [
      'There is no current price: no valid tariff or no recent diesel figure (503). No amount is given.',
      'Try again after Retry-After seconds.',
    ],
    'service-unavailable': [
      'The service cannot reach its data store (503); nothing was produced or changed.',
      'Try again after Retry-After seconds.',
    ],
    'uri-too-long': ['The request URI is over 2,048 characters (414).', 'Shorten the query string.'],
    'unsupported-media-type': [
      'The body is not sent as application/json (415).',
      'Send Content-Type: application/json with a JSON body.',
    ],
    'not-acceptable': [
      'The answer is too large to send without compression and the client refuses gzip (406).',
      'Accept gzip, or ask for fewer days or countries.',
    ],
    'payload-too-large': ['The request body is too large (413).', 'Send a smaller body.'],
    'request-header-fields-too-large': ['The request headers are too large (431).', 'Send fewer or shorter headers.'],
    'request-timeout': ['The request body was not received in time (408).', 'Send the request again.'],
    'origin-refused': [
      'The request did not come through the service’s public address (403).',
      'Call the public address of the service.',
    ],
    'internal-error': [
      'An unexpected failure (500). The answer says nothing internal; the logs hold the cause under its requestId.',
      'Try again later and quote the requestId when reporting it.',
    ],
  } satisfies Record<ProblemCode, [string, string]>,
  legal: {
    operator: 'Operator',
    address: 'Address',
    email: 'Contact',
    taxId: 'Tax identification',
    licenceText: (service: string, base: string) => [
      'The driving-ban calendar (JSON and iCalendar), the page catalogue and the sitemap are published under the Creative Commons Attribution 4.0 International licence (CC BY 4.0). You may copy, adapt and redistribute them, also commercially.',
      `Credit them as: “${service} (${base}), CC BY 4.0”, and say whether you changed them. Each rule belongs to the authority named in its officialSource; lastVerified only states when the data was checked against it.`,
      'The data is compiled with care but may be incomplete or out of date: the official source prevails. Dates marked provisional are estimates.',
    ],
    licenceLink: 'Read the licence',
  },
  notFound: {
    title: 'Page not found',
    text: 'There is no page at this address.',
    back: 'Go to the home page',
  },
  tooManyRequests: {
    title: 'Too many requests',
    text: (seconds: number) =>
      `Too many pages asked for from your address in a short time: try again in ${plural(seconds, { one: 'second', other: 'seconds' })}.`,
  },
  failure: {
    title: 'Something went wrong',
    text: (requestId: string) =>
      `The page could not be made. Try again later; quote this reference if it persists: ${requestId}.`,
  },
};

export type SiteTexts = typeof en;
