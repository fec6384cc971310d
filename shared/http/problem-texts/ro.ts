import type { IssueLocation, PostalForm } from '#shared/domain/problem-phrases.ts';
import { TYPOGRAPHY } from '#shared/domain/texts/typography.ts';
import type { ProblemTexts } from './problem-texts-shape.ts';

const label = (location: IssueLocation, name: string) =>
  ({
    query: `Parametrul „${name}”`,
    body: `Câmpul ${name}`,
    header: `Antetul ${name}`,
    path: `Parametrul de cale „${name}”`,
    argument: `Argumentul „${name}”`,
  })[location];

const postalForms: ProblemTexts['postalForms'] = {
  digits: ({ count }) => `${count} cifre`,
  'digits-from': ({ count, first, last }) => `${count} cifre, de la ${first} la ${last}`,
  'spaced-five': () => '5 cifre scrise NNN NN',
  province: () => '5 cifre care încep cu o provincie de la 01 la 52',
  'outward-inward': () => 'un cod de zonă, un spațiu și un cod de sector',
  eircode: () => 'un Eircode: o cheie de rutare, un spațiu și patru litere sau cifre',
  'digits-after-prefix': ({ count, prefix }) => `${count} cifre, cu sau fără ${prefix} în față`,
  'digits-and-letters': () => '4 cifre (prima diferită de 0) și 2 litere',
  hyphenated: ({ before, after }) => `${before} cifre, o cratimă și ${after} cifre`,
};
const form = (value: PostalForm) => (postalForms[value.kind] as (form: PostalForm) => string)(value);

export const ro: ProblemTexts = {
  titles: {
    'malformed-request': 'Cerere greșit formată',
    'unusable-request': 'Prețul nu poate fi calculat',
    unauthenticated: 'Credențial lipsă sau neacceptat',
    'not-found': 'Negăsit',
    'method-not-allowed': 'Metodă nepermisă',
    'result-expired': 'Rezultat expirat',
    'idempotent-result-expired': 'Rezultatul acestei chei a expirat',
    'idempotency-in-flight': 'Cerere în curs',
    'idempotency-key-reused': 'Idempotency-Key refolosită cu alt conținut',
    'quota-exceeded': 'Prea multe cereri',
    'price-unavailable': 'Niciun preț actual',
    'service-unavailable': 'Serviciu temporar indisponibil',
    'uri-too-long': 'URI prea lung',
    'unsupported-media-type': 'Tip de conținut neacceptat',
    'not-acceptable': 'Inacceptabil',
    'payload-too-large': 'Conținut prea mare',
    'request-header-fields-too-large': 'Antete prea mari',
    'request-timeout': 'Timpul de așteptare a expirat',
    'origin-refused': 'Interzis',
    'internal-error': 'Eroare internă',
  },
  postalForms,
  phrases: {
    required: ({ location, name }) => `${label(location, name)} este obligatoriu.`,
    unknown: ({ location, name }) =>
      location === 'body'
        ? `Proprietate necunoscută: ${name}.`
        : `${location === 'header' ? 'Antet necunoscut' : 'Parametru necunoscut'}: „${name}”.`,
    unknownAndMore: ({ location, name, more }) =>
      location === 'body'
        ? `Proprietate necunoscută: ${name}, și încă ${more} ${more === 1 ? 'proprietate necunoscută' : 'proprietăți necunoscute'}.`
        : `${location === 'header' ? 'Antet necunoscut' : 'Parametru necunoscut'}: „${name}”, și încă ${more} ${location === 'header' ? (more === 1 ? 'antet necunoscut' : 'antete necunoscute') : more === 1 ? 'parametru necunoscut' : 'parametri necunoscuți'}.`,
    repeated: ({ location, name }) => `${label(location, name)} apare de mai multe ori; indicați-l o singură dată.`,
    invalid: ({ location, name, value }) =>
      value === undefined
        ? `${label(location, name)} nu are forma acceptată.`
        : `${label(location, name)}: „${value}” nu are forma acceptată.`,
    outOfRange: ({ name, value, max }) => `${name}=${value} este în afara intervalului acceptat (0, ${max}].`,
    outsideLoadingWindow: ({ value, first, last }) =>
      `${value} este în afara perioadei de încărcare, ${first} – ${last}.`,
    outsideCalendarWindow: ({ name, value, first, last }) =>
      `Parametrul „${name}”: ${value} este în afara perioadei ${first} – ${last}.`,
    notSpanishPostalCode: ({ value }) => `${value} nu este un cod poștal spaniol; originea trebuie să fie în Spania.`,
    notPostalCodeOf: ({ value, country, form: accepted, example }) =>
      `${value} nu este un cod poștal din ${country} (${form(accepted)}, de exemplu ${example}).`,
    unknownCountry: ({ location, name, value, use }) =>
      `${label(location, name)}: cod de țară necunoscut „${value}”${use === undefined ? '' : `; folosiți ${use}`}.`,
    originMissing: () => 'Lipsește originea: indicați cpOrigen sau un oraș de referință.',
    originNotReference: ({ value }) =>
      `„${value}” nu este un oraș de referință; indicați codul său poștal în cpOrigen.`,
    destinationMissing: () => 'Lipsește destinația: indicați cpDestino și paisDestino sau un oraș de referință.',
    destinationNotReference: ({ value }) =>
      `„${value}” nu este un oraș de referință; indicați codul său poștal în cpDestino și țara în paisDestino.`,
    countryMismatch: ({ destino, country, given }) => `destino=${destino} se află în ${country}, nu în ${given}.`,
    countryRequired: () => 'paisDestino este obligatoriu împreună cu cpDestino.',
    combinedWithDate: ({ name }) =>
      `Parametrul „${name}” nu poate fi combinat cu „date”; folosiți doar date sau from/to.`,
    toBeforeFrom: ({ from, to }) => `Parametrul „to” (${to}) este înainte de „from” (${from}).`,
    hoursMismatch: ({ hours, countries }) => `Parametrul „hours” are ${hours} numere pentru ${countries} țări.`,
    routeChoice: () =>
      'Indicați fie countries (cu hours, dacă le cunoașteți), fie origin și destination: una dintre cele două variante, nu amândouă.',
    noJourney: ({ from, to }) =>
      `Cu datele disponibile nu se poate trasa un traseu rutier de la ${from} la ${to}; indicați countries și hours.`,
    arriveByNeedsPlaces: () =>
      'arriveBy necesită un traseu dat prin origin și destination: planul traseului este cel care spune când sosește camionul.',
    noDepartureArrivesBy: ({ arriveBy, departure, arrival }) =>
      `Nicio plecare între ${departure} și ${arriveBy} nu sosește la timp: plecând la ${departure}, camionul sosește la ${arrival}.`,
    bodyEmpty: () => 'Conținutul cererii este gol; trimiteți un obiect JSON.',
    bodyNotJson: () => 'Conținutul cererii nu este JSON valid.',
    bodyNotObject: () => 'Conținutul cererii trebuie să fie un obiect JSON.',
    bodyNotUtf8: () => 'Conținutul cererii nu este codificat în UTF-8.',
    bodyTooDeep: ({ max }) => `Conținutul cererii imbrică obiecte și liste pe mai mult de ${max} niveluri.`,
    notUuid: () => 'id-ul nu este un UUID.',
    keyMissing: () =>
      'Antetul Idempotency-Key este obligatoriu: o cheie aleatorie nouă pentru fiecare cerere diferită.',
    keyMalformed: () => 'Antetul Idempotency-Key nu are forma acceptată.',

    expectOrigen: () => 'Barcelona (oraș de referință), sau omiteți-l și indicați cpOrigen',
    expectDestino: () =>
      'Milan, Milano sau Milán (oraș de referință), sau omiteți-l și indicați cpDestino și paisDestino',
    expectCpOrigen: () => 'un cod poștal spaniol din cinci cifre, de ex. 08001',
    expectCpDestino: () =>
      'un cod poștal din 1-12 litere, cifre, spații sau cratime, în formatul țării din paisDestino când acesta este cunoscut (IT 5 cifre precum 20121, PT 1000-001, NL 1012 JS, DE 10115, FR 75001, BE 1000, ...): un cod care nu poate exista acolo dă 422',
    expectCountry: () => 'două litere (ISO 3166-1 alpha-2, majuscule sau minuscule), de ex. IT; GB pentru Regatul Unit',
    expectMetres: ({ max }) =>
      `metri de încărcare: un număr mai mare decât 0 și cel mult ${max}, de ex. 2.4 (cu punct zecimal)`,
    expectWeight: ({ max }) => `greutatea în kg: un număr mai mare decât 0 și cel mult ${max}`,
    expectLoadingDate: ({ days }) => `o dată AAAA-LL-ZZ de azi până peste ${days} de zile (Europe/Madrid)`,
    expectServicio: () => 'constanta STANDARD_LTL',
    expectAdr: () => 'false: mărfurile periculoase (ADR) nu sunt cotate',
    expectCalendarDate: ({ what, first, last }) =>
      `${{ day: 'o singură zi', first: 'prima zi a intervalului', last: 'ultima zi a intervalului' }[what]}, AAAA-LL-ZZ de la ${first} la ${last}`,
    expectCalendarCountries: ({ codes }) => `coduri de țară separate prin virgulă, dintre: ${codes.join(', ')}`,
    expectSince: () => 'o zi, AAAA-LL-ZZ: modificările publicate în acea zi sau după',
    expectInclude: () =>
      'night (adaugă restricțiile de noapte: intrări datate în JSON, o serie zilnică pe țară în fluxul .ics)',
    expectLang: ({ languages, fallback }) => `una dintre: ${languages.join(', ')} (implicit ${fallback})`,
    expectOneOf: ({ names }) => `unul dintre: ${names.join(', ')}`,
    expectNoAdditional: () => 'nicio proprietate suplimentară',
    expectJsonObject: () => 'un obiect JSON',
    expectJsonText: ({ max }) => `JSON în UTF-8, cu cel mult ${max} niveluri de imbricare`,
    expectUuid: () => 'un UUID, ca id-ul unui rezultat creat',
    expectKey: () => 'între 16 și 128 de caractere din A-Z, a-z, 0-9, „_” și „-” (opțional între ghilimele)',
    expectNewKey: () => 'o cheie nouă pentru un conținut diferit',
    expectInWindow: ({ first, last, days }) =>
      `o dată de la ${first} la ${last} (de azi până azi + ${days} de zile, Europe/Madrid)`,
    expectRange: ({ max, unit }) =>
      `un număr mai mare decât 0 și cel mult ${max} ${unit === 'kg' ? 'kg' : 'metri de încărcare'}`,
    expectSpanishPostalCode: () =>
      'un cod poștal spaniol: cinci cifre care încep cu un număr de provincie de la 01 la 52',
    expectPostalCodeOf: ({ country, form: accepted, example }) =>
      `un cod poștal din ${country}: ${form(accepted)}, de exemplu ${example}`,
    expectOriginChoice: () => 'cpOrigen (cinci cifre) sau origen=Barcelona',
    expectDestinationChoice: () => 'cpDestino cu paisDestino sau destino=Milan|Milano|Milán',
    expectCountryOf: ({ destino, country }) => `${country} pentru destino=${destino}, sau omiteți paisDestino`,
    expectDateOrRange: () => 'fie doar date, fie from și/sau to fără date',
    expectOnOrAfter: ({ from, last }) => `o dată egală cu from (${from}) sau ulterioară, până la ${last}`,
    expectOnce: () => 'parametrul o singură dată',
    expectDeparture: () => 'data și ora plecării în RFC 3339 cu decalaj orar, de ex. 2026-07-03T18:00:00+02:00',
    expectDepartureOrArrival: () =>
      'departure, un moment în RFC 3339 cu decalaj orar (de ex. 2026-07-03T18:00:00+02:00), sau arriveBy, cea mai târzie sosire dorită',
    expectArriveBy: ({ days }) =>
      `cu origin și destination, cea mai târzie sosire dorită, în RFC 3339 cu decalaj orar, de ex. 2026-07-06T08:00:00+02:00; plecările se caută în cele ${days} zile dinainte`,
    expectHoursInCountry: ({ hours, max }) =>
      `orele petrecute în fiecare țară, în aceeași ordine (implicit ${hours} fiecare): numere mai mari decât 0, cel mult ${max}`,
    expectHoursPerCountry: () => 'câte un număr de ore pentru fiecare țară, în ordinea din countries',

    expectRoutePlace: ({ role }) =>
      role === 'origin'
        ? 'ES, o cratimă și un cod poștal spaniol, de exemplu ES-08001'
        : 'un cod de țară, o cratimă și un cod poștal din acea țară, de exemplu IT-20121',
    expectRouteChoice: () => 'countries (și, opțional, hours) sau origin și destination',
    credentialMissing: () => 'Nu a fost trimis niciun credențial. Trimiteți Authorization: Bearer fest_...',
    credentialRefused: () => 'Trimiteți un credențial valid: Authorization: Bearer fest_...',
    originRefused: () => 'Cererile trebuie să treacă prin distribuția serviciului.',
    resultNotFound: () => 'Nu există niciun rezultat cu acest id pentru acest credențial.',
    routeNotFound: () => 'Nicio rută nu răspunde la această metodă și această cale.',
    methodNotAllowed: ({ method, allow }) =>
      `Această cale nu răspunde la metoda ${method}; folosiți ${allow.join(', ')} (metodele din antetul Allow).`,
    responseTooLarge: ({ megabytes, limitMegabytes }) =>
      `Răspunsul are ${megabytes} MB necomprimat, mai mult decât cei ${limitMegabytes} MB pe care îi poate avea un răspuns. Acceptați gzip (Accept-Encoding: gzip) sau cereți mai puține zile ori țări.`,
    requestTimeout: () => 'Cererea nu a fost primită la timp.',
    inFlight: () =>
      'O cerere cu această Idempotency-Key este încă în curs de procesare. Repetați aceeași cerere peste câteva momente.',
    resultExpired: ({ caduca }) =>
      `Rezultatul a expirat${caduca === undefined ? '' : ` la ${caduca}`}; creați o ofertă nouă pentru un preț actual.`,
    keyResultExpired: () =>
      'Rezultatul creat cu această Idempotency-Key a expirat. Trimiteți o cheie nouă pentru un preț actual.',
    payloadTooLarge: ({ limit }) => `Conținutul cererii depășește ${limit} octeți.`,
    headersTooLarge: () => 'Antetele cererii depășesc ce acceptă serverul.',
    uriTooLong: ({ limit }) => `URI-ul cererii depășește ${limit} de caractere.`,
    notJsonMediaType: () => 'Trimiteți conținutul cererii ca JSON, cu Content-Type: application/json.',
    charsetNotUtf8: () =>
      'Conținutul este declarat în altă codificare decât UTF-8; trimiteți-l în UTF-8, cu Content-Type: application/json sau application/json; charset=utf-8.',
    keyReused: () =>
      'Această Idempotency-Key a fost folosită cu alt conținut al cererii. Folosiți o cheie nouă pentru o cerere diferită.',
    quotaExceeded: ({ limit, seconds }) =>
      `Cota de ${limit} cereri la ${seconds} s este epuizată. Așteptați secundele din Retry-After; nu schimbați adresa sau credențialul pentru a o ocoli.`,
    noTariff: ({ date }) => `Nicio versiune a tarifului nu este valabilă pentru data de încărcare ${date}.`,
    fuelMissing: ({ week }) =>
      `Nu există un preț al motorinei publicat pentru săptămâna ${week} sau pentru vreo săptămână anterioară.`,
    fuelStale: ({ week, published, age, max }) =>
      `Cel mai recent preț al motorinei (săptămâna ${week}, publicat pe ${published}) are ${age} zile; se acceptă cel mult ${max}.`,
    priceUnavailable: () => 'În acest moment nu se poate obține un preț actual.',
    storeUnavailable: () =>
      'Serviciul nu își poate accesa depozitul de date; niciun rezultat nu a fost produs sau modificat.',
    internal: () => 'Cererea nu a putut fi finalizată. Menționați requestId când o raportați.',
    notHttp: () => 'Cererea nu este HTTP/1.1 valid și nu a putut fi citită.',
  },
  tool: {
    unknown: (names, count, more, accepted) =>
      `${count === 1 ? 'Argument necunoscut' : 'Argumente necunoscute'} ${names}${more > 0 ? ` și încă ${more}` : ''}; argumentele sunt: ${accepted}.`,
    accepted: (expected) => `Forma acceptată: ${expected}.`,
    argument: (name, expected) => `Argumentul „${name}”: forma acceptată: ${expected}.`,
    wait: (seconds) =>
      `Așteptați ${TYPOGRAPHY.ro.count(seconds, { one: 'secundă', few: 'secunde', other: 'de secunde' })} înainte de a apela din nou (Retry-After); serverul nu reîncearcă în locul dvs.`,
  },
};
