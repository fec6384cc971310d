import type { IssueLocation, PostalForm } from '#shared/domain/problem-phrases.ts';
import { TYPOGRAPHY } from '#shared/domain/texts/typography.ts';
import type { ProblemTexts } from './problem-texts-shape.ts';

const label = (location: IssueLocation, name: string) =>
  ({
    query: `Il parametro "${name}"`,
    body: `Il campo ${name}`,
    header: `L’intestazione ${name}`,
    path: `Il parametro di percorso "${name}"`,
    argument: `L’argomento "${name}"`,
  })[location];

const postalForms: ProblemTexts['postalForms'] = {
  digits: ({ count }) => `${count} cifre`,
  'digits-from': ({ count, first, last }) => `${count} cifre da ${first} a ${last}`,
  'spaced-five': () => '5 cifre scritte NNN NN',
  province: () => '5 cifre che iniziano con una provincia da 01 a 52',
  'outward-inward': () => 'un codice di zona, uno spazio e un codice di distretto',
  eircode: () => 'un Eircode: una chiave di instradamento, uno spazio e quattro lettere o cifre',
  'digits-after-prefix': ({ count, prefix }) => `${count} cifre, con o senza ${prefix} davanti`,
  'digits-and-letters': () => '4 cifre (la prima diversa da 0) e 2 lettere',
  hyphenated: ({ before, after }) => `${before} cifre, un trattino e ${after} cifre`,
};
const form = (value: PostalForm) => (postalForms[value.kind] as (form: PostalForm) => string)(value);

export const it: ProblemTexts = {
  titles: {
    'malformed-request': 'Richiesta non valida',
    'unusable-request': 'Impossibile calcolare un prezzo',
    unauthenticated: 'Credenziale assente o non accettata',
    'not-found': 'Non trovato',
    'method-not-allowed': 'Metodo non consentito',
    'result-expired': 'Risultato scaduto',
    'idempotent-result-expired': 'Il risultato di questa chiave è scaduto',
    'idempotency-in-flight': 'Richiesta in corso',
    'idempotency-key-reused': 'Idempotency-Key riutilizzata con un altro corpo',
    'quota-exceeded': 'Troppe richieste',
    'price-unavailable': 'Nessun prezzo attuale',
    'service-unavailable': 'Servizio temporaneamente non disponibile',
    'uri-too-long': 'URI troppo lungo',
    'unsupported-media-type': 'Tipo di contenuto non supportato',
    'not-acceptable': 'Non accettabile',
    'payload-too-large': 'Corpo troppo grande',
    'request-header-fields-too-large': 'Intestazioni troppo grandi',
    'request-timeout': 'Tempo di attesa scaduto',
    'origin-refused': 'Vietato',
    'internal-error': 'Errore interno',
  },
  postalForms,
  phrases: {
    required: ({ location, name }) => `${label(location, name)} è obbligatorio.`,
    unknown: ({ location, name }) =>
      location === 'body'
        ? `Proprietà sconosciuta: ${name}.`
        : `${location === 'header' ? 'Intestazione sconosciuta' : 'Parametro sconosciuto'}: "${name}".`,
    unknownAndMore: ({ location, name, more }) =>
      location === 'body'
        ? `Proprietà sconosciuta: ${name}, e altre ${more} ${more === 1 ? 'proprietà sconosciuta' : 'proprietà sconosciute'}.`
        : `${location === 'header' ? 'Intestazione sconosciuta' : 'Parametro sconosciuto'}: "${name}", e ${location === 'header' ? `altre ${more} ${more === 1 ? 'intestazione sconosciuta' : 'intestazioni sconosciute'}` : `altri ${more} ${more === 1 ? 'parametro sconosciuto' : 'parametri sconosciuti'}`}.`,
    repeated: ({ location, name }) => `${label(location, name)} compare più di una volta; indicalo una sola volta.`,
    invalid: ({ location, name, value }) =>
      value === undefined
        ? `${label(location, name)} non ha la forma accettata.`
        : `${label(location, name)}: "${value}" non ha la forma accettata.`,
    outOfRange: ({ name, value, max }) => `${name}=${value} è fuori dall’intervallo accettato (0, ${max}].`,
    outsideLoadingWindow: ({ value, first, last }) =>
      `${value} è fuori dal periodo di carico, dal ${first} al ${last}.`,
    outsideCalendarWindow: ({ name, value, first, last }) =>
      `Parametro "${name}": ${value} è fuori dal periodo dal ${first} al ${last}.`,
    notSpanishPostalCode: ({ value }) =>
      `${value} non è un codice postale spagnolo; l’origine deve trovarsi in Spagna.`,
    notPostalCodeOf: ({ value, country, form: accepted, example }) =>
      `${value} non è un codice postale di ${country} (${form(accepted)}, come ${example}).`,
    unknownCountry: ({ location, name, value, use }) =>
      `${label(location, name)}: codice paese sconosciuto "${value}"${use === undefined ? '' : `; usi ${use}`}.`,
    originMissing: () => 'Manca l’origine: indichi cpOrigen o una città di riferimento.',
    originNotReference: ({ value }) =>
      `"${value}" non è una città di riferimento; indichi il suo codice postale in cpOrigen.`,
    destinationMissing: () => 'Manca la destinazione: indichi cpDestino e paisDestino o una città di riferimento.',
    destinationNotReference: ({ value }) =>
      `"${value}" non è una città di riferimento; indichi il suo codice postale in cpDestino e il paese in paisDestino.`,
    countryMismatch: ({ destino, country, given }) => `destino=${destino} si trova in ${country}, non in ${given}.`,
    countryRequired: () => 'paisDestino è obbligatorio insieme a cpDestino.',
    combinedWithDate: ({ name }) =>
      `Il parametro "${name}" non si può combinare con "date"; usi date da solo oppure from/to.`,
    toBeforeFrom: ({ from, to }) => `Il parametro "to" (${to}) è anteriore a "from" (${from}).`,
    hoursMismatch: ({ hours, countries }) => `Il parametro "hours" ha ${hours} numeri per ${countries} paesi.`,
    routeChoice: () =>
      'Indichi countries (con hours, se le conosce) oppure origin e destination: una delle due forme, non entrambe.',
    noJourney: ({ from, to }) =>
      `Con i dati disponibili non si può tracciare un percorso stradale da ${from} a ${to}; indichi countries e hours.`,
    arriveByNeedsPlaces: () =>
      'arriveBy richiede un percorso dato con origin e destination: è il piano del percorso a dire quando arriva il camion.',
    noDepartureArrivesBy: ({ arriveBy, departure, arrival }) =>
      `Nessuna partenza tra ${departure} e ${arriveBy} arriva in tempo: partendo alle ${departure}, il camion arriva alle ${arrival}.`,
    bodyEmpty: () => 'Il corpo della richiesta è vuoto; invii un oggetto JSON.',
    bodyNotJson: () => 'Il corpo della richiesta non è JSON valido.',
    bodyNotObject: () => 'Il corpo della richiesta deve essere un oggetto JSON.',
    bodyNotUtf8: () => 'Il corpo della richiesta non è codificato in UTF-8.',
    bodyTooDeep: ({ max }) => `Il corpo della richiesta annida oggetti ed elenchi per più di ${max} livelli.`,
    notUuid: () => 'L’id non è un UUID.',
    keyMissing: () =>
      'L’intestazione Idempotency-Key è obbligatoria: una nuova chiave casuale per ogni richiesta diversa.',
    keyMalformed: () => 'L’intestazione Idempotency-Key non ha la forma accettata.',

    expectOrigen: () => 'Barcelona (città di riferimento), oppure lo ometta e indichi cpOrigen',
    expectDestino: () =>
      'Milan, Milano o Milán (città di riferimento), oppure lo ometta e indichi cpDestino e paisDestino',
    expectCpOrigen: () => 'un codice postale spagnolo di cinque cifre, ad es. 08001',
    expectCpDestino: () =>
      'un codice postale di 1-12 lettere, cifre, spazi o trattini, nel formato del paese di paisDestino quando è noto (IT 5 cifre come 20121, PT 1000-001, NL 1012 JS, DE 10115, FR 75001, BE 1000, ...): un codice che lì non può esistere dà 422',
    expectCountry: () => 'due lettere (ISO 3166-1 alpha-2, maiuscole o minuscole), ad es. IT; GB per il Regno Unito',
    expectMetres: ({ max }) =>
      `metri lineari: un numero maggiore di 0 e al massimo ${max}, ad es. 2.4 (con il punto decimale)`,
    expectWeight: ({ max }) => `peso in kg: un numero maggiore di 0 e al massimo ${max}`,
    expectLoadingDate: ({ days }) => `una data AAAA-MM-GG da oggi a ${days} giorni da oggi (Europe/Madrid)`,
    expectServicio: () => 'la costante STANDARD_LTL',
    expectAdr: () => 'false: le merci pericolose (ADR) non vengono quotate',
    expectCalendarDate: ({ what, first, last }) =>
      `${{ day: 'un solo giorno', first: 'primo giorno dell’intervallo', last: 'ultimo giorno dell’intervallo' }[what]}, AAAA-MM-GG dal ${first} al ${last}`,
    expectCalendarCountries: ({ codes }) => `codici paese separati da virgole, tra: ${codes.join(', ')}`,
    expectSince: () => 'un giorno, AAAA-MM-GG: le modifiche pubblicate quel giorno o dopo',
    expectInclude: () =>
      'night (aggiunge i divieti notturni: voci datate nel JSON, una serie giornaliera per paese nel feed .ics)',
    expectLang: ({ languages, fallback }) => `una tra: ${languages.join(', ')} (predefinita ${fallback})`,
    expectOneOf: ({ names }) => `uno tra: ${names.join(', ')}`,
    expectNoAdditional: () => 'nessuna proprietà aggiuntiva',
    expectJsonObject: () => 'un oggetto JSON',
    expectJsonText: ({ max }) => `JSON in UTF-8, con al massimo ${max} livelli di annidamento`,
    expectUuid: () => 'un UUID, come l’id di un risultato creato',
    expectKey: () => 'da 16 a 128 caratteri tra A-Z, a-z, 0-9, "_" e "-" (eventualmente tra virgolette)',
    expectNewKey: () => 'una nuova chiave per un corpo diverso',
    expectInWindow: ({ first, last, days }) =>
      `una data dal ${first} al ${last} (da oggi a oggi + ${days} giorni, Europe/Madrid)`,
    expectRange: ({ max, unit }) =>
      `un numero maggiore di 0 e al massimo ${max} ${unit === 'kg' ? 'kg' : 'metri lineari'}`,
    expectSpanishPostalCode: () =>
      'un codice postale spagnolo: cinque cifre che iniziano con un numero di provincia da 01 a 52',
    expectPostalCodeOf: ({ country, form: accepted, example }) =>
      `un codice postale di ${country}: ${form(accepted)}, come ${example}`,
    expectOriginChoice: () => 'cpOrigen (cinque cifre), oppure origen=Barcelona',
    expectDestinationChoice: () => 'cpDestino con paisDestino, oppure destino=Milan|Milano|Milán',
    expectCountryOf: ({ destino, country }) => `${country} per destino=${destino}, oppure ometti paisDestino`,
    expectDateOrRange: () => 'o date da solo, o from e/o to senza date',
    expectOnOrAfter: ({ from, last }) => `una data uguale o successiva a from (${from}), fino al ${last}`,
    expectOnce: () => 'il parametro una sola volta',
    expectDeparture: () => 'data e ora di partenza in RFC 3339 con fuso orario, ad es. 2026-07-03T18:00:00+02:00',
    expectDepartureOrArrival: () =>
      'departure, un istante in RFC 3339 con fuso orario (ad es. 2026-07-03T18:00:00+02:00), oppure arriveBy, l’arrivo più tardo desiderato',
    expectArriveBy: ({ days }) =>
      `con origin e destination, l’arrivo più tardo desiderato in RFC 3339 con fuso orario, ad es. 2026-07-06T08:00:00+02:00; le partenze si cercano nei ${days} giorni precedenti`,
    expectHoursInCountry: ({ hours, max }) =>
      `ore trascorse in ogni paese, nello stesso ordine (${hours} ciascuno in mancanza): numeri maggiori di 0, al massimo ${max}`,
    expectHoursPerCountry: () => 'un numero di ore per paese, nell’ordine di countries',

    expectRoutePlace: ({ role }) =>
      role === 'origin'
        ? 'ES, un trattino e un codice postale spagnolo, ad esempio ES-08001'
        : 'un codice di Paese, un trattino e un codice postale di quel Paese, ad esempio IT-20121',
    expectRouteChoice: () => 'countries (ed eventualmente hours) oppure origin e destination',
    credentialMissing: () => 'Non è stata inviata alcuna credenziale. Invii Authorization: Bearer fest_...',
    credentialRefused: () => 'Invii una credenziale valida: Authorization: Bearer fest_...',
    originRefused: () => 'Le richieste devono arrivare tramite la distribuzione del servizio.',
    resultNotFound: () => 'Non esiste alcun risultato con questo id per questa credenziale.',
    routeNotFound: () => 'Nessuna route risponde a questo metodo e a questo percorso.',
    methodNotAllowed: ({ method, allow }) =>
      `Questo percorso non risponde al metodo ${method}; usi ${allow.join(', ')} (i metodi dell’intestazione Allow).`,
    responseTooLarge: ({ megabytes, limitMegabytes }) =>
      `La risposta pesa ${megabytes} MB non compressa, più dei ${limitMegabytes} MB che una risposta può contenere. Accetti gzip (Accept-Encoding: gzip) oppure chieda meno giorni o paesi.`,
    requestTimeout: () => 'La richiesta non è stata ricevuta in tempo.',
    inFlight: () =>
      'Una richiesta con questa Idempotency-Key è ancora in elaborazione. Ripeti la stessa richiesta tra un momento.',
    resultExpired: ({ caduca }) =>
      `Il risultato è scaduto${caduca === undefined ? '' : ` il ${caduca}`}; crea un nuovo preventivo per un prezzo attuale.`,
    keyResultExpired: () =>
      'Il risultato creato con questa Idempotency-Key è scaduto. Invii una nuova chiave per un prezzo attuale.',
    payloadTooLarge: ({ limit }) => `Il corpo della richiesta supera i ${limit} byte.`,
    headersTooLarge: () => 'Le intestazioni della richiesta superano quanto accetta il server.',
    uriTooLong: ({ limit }) => `L’URI della richiesta supera i ${limit} caratteri.`,
    notJsonMediaType: () => 'Invii il corpo della richiesta come JSON con Content-Type: application/json.',
    charsetNotUtf8: () =>
      'Il corpo è dichiarato in una codifica diversa da UTF-8; lo invii in UTF-8, con Content-Type: application/json o application/json; charset=utf-8.',
    keyReused: () =>
      'Questa Idempotency-Key è stata usata con un altro corpo della richiesta. Usi una nuova chiave per una richiesta diversa.',
    quotaExceeded: ({ limit, seconds }) =>
      `La quota di ${limit} richieste ogni ${seconds} s è esaurita. Attenda i secondi di Retry-After; non cambi indirizzo o credenziale per aggirarla.`,
    noTariff: ({ date }) => `Nessuna versione della tariffa è valida per la data di carico ${date}.`,
    fuelMissing: ({ week }) =>
      `Non esiste un prezzo del gasolio pubblicato per la settimana ${week} né per quelle precedenti.`,
    fuelStale: ({ week, published, age, max }) =>
      `L’ultimo prezzo del gasolio (settimana ${week}, pubblicato il ${published}) ha ${age} giorni; se ne accettano al massimo ${max}.`,
    priceUnavailable: () => 'Al momento non è possibile ottenere un prezzo attuale.',
    storeUnavailable: () =>
      'Il servizio non raggiunge il proprio archivio dati; nessun risultato è stato prodotto o modificato.',
    internal: () => 'Impossibile completare la richiesta. Indichi il requestId quando la segnala.',
    notHttp: () => 'La richiesta non è HTTP/1.1 valido e non è stato possibile leggerla.',
  },
  tool: {
    unknown: (names, count, more, accepted) =>
      `${count === 1 ? 'Argomento sconosciuto' : 'Argomenti sconosciuti'} ${names}${more > 0 ? ` e altri ${more}` : ''}; gli argomenti sono: ${accepted}.`,
    accepted: (expected) => `Forma accettata: ${expected}.`,
    argument: (name, expected) => `Argomento "${name}": forma accettata: ${expected}.`,
    wait: (seconds) =>
      `Attenda ${TYPOGRAPHY.it.count(seconds, { one: 'secondo', other: 'secondi' })} prima di richiamare (Retry-After); il server non riprova al posto Suo.`,
  },
};
