import type { IssueLocation, PostalForm } from '#shared/domain/problem-phrases.ts';
import { TYPOGRAPHY } from '#shared/domain/texts/typography.ts';
import type { ProblemTexts } from './problem-texts-shape.ts';

const label = (location: IssueLocation, name: string) =>
  ({
    query: `Der Parameter „${name}“`,
    body: `Das Feld ${name}`,
    header: `Der Header ${name}`,
    path: `Der Pfadparameter „${name}“`,
    argument: `Das Argument „${name}“`,
  })[location];

const postalForms: ProblemTexts['postalForms'] = {
  digits: ({ count }) => `${count} Ziffern`,
  'digits-from': ({ count, first, last }) => `${count} Ziffern von ${first} bis ${last}`,
  'spaced-five': () => '5 Ziffern in der Form NNN NN',
  province: () => '5 Ziffern, beginnend mit einer Provinznummer von 01 bis 52',
  'outward-inward': () => 'ein Bezirkscode, ein Leerzeichen und ein Zustellcode',
  eircode: () => 'ein Eircode: ein Routing-Schlüssel, ein Leerzeichen und vier Buchstaben oder Ziffern',
  'digits-after-prefix': ({ count, prefix }) => `${count} Ziffern, wahlweise mit ${prefix} davor`,
  'digits-and-letters': () => '4 Ziffern (die erste nicht 0) und 2 Buchstaben',
  hyphenated: ({ before, after }) => `${before} Ziffern, ein Bindestrich und ${after} Ziffern`,
};
const form = (value: PostalForm) => (postalForms[value.kind] as (form: PostalForm) => string)(value);

export const de: ProblemTexts = {
  titles: {
    'malformed-request': 'Fehlerhafte Anfrage',
    'unusable-request': 'Kein Preis berechenbar',
    unauthenticated: 'Zugangsschlüssel fehlt oder wird nicht akzeptiert',
    'not-found': 'Nicht gefunden',
    'method-not-allowed': 'Methode nicht erlaubt',
    'result-expired': 'Ergebnis abgelaufen',
    'idempotent-result-expired': 'Ergebnis dieses Schlüssels abgelaufen',
    'idempotency-in-flight': 'Anfrage in Bearbeitung',
    'idempotency-key-reused': 'Idempotency-Key mit anderem Inhalt wiederverwendet',
    'quota-exceeded': 'Zu viele Anfragen',
    'price-unavailable': 'Kein aktueller Preis',
    'service-unavailable': 'Dienst vorübergehend nicht verfügbar',
    'uri-too-long': 'URI zu lang',
    'unsupported-media-type': 'Nicht unterstützter Medientyp',
    'not-acceptable': 'Nicht annehmbar',
    'payload-too-large': 'Anfrageinhalt zu groß',
    'request-header-fields-too-large': 'Header zu groß',
    'request-timeout': 'Zeitüberschreitung der Anfrage',
    'origin-refused': 'Verboten',
    'internal-error': 'Interner Fehler',
  },
  postalForms,
  phrases: {
    required: ({ location, name }) => `${label(location, name)} ist erforderlich.`,
    unknown: ({ location, name }) =>
      location === 'body'
        ? `Unbekannte Eigenschaft ${name}.`
        : `${location === 'header' ? 'Unbekannter Header' : 'Unbekannter Parameter'} „${name}“.`,
    unknownAndMore: ({ location, name, more }) =>
      location === 'body'
        ? `Unbekannte Eigenschaft ${name} und ${more} weitere unbekannte ${more === 1 ? 'Eigenschaft' : 'Eigenschaften'}.`
        : `${location === 'header' ? 'Unbekannter Header' : 'Unbekannter Parameter'} „${name}“ und ${more} ${location === 'header' ? (more === 1 ? 'weiterer unbekannter Header' : 'weitere unbekannte Header') : more === 1 ? 'weiterer unbekannter Parameter' : 'weitere unbekannte Parameter'}.`,
    repeated: ({ location, name }) => `${label(location, name)} ist mehrfach angegeben; bitte nur einmal angeben.`,
    invalid: ({ location, name, value }) =>
      value === undefined
        ? `${label(location, name)} hat nicht die zulässige Form.`
        : `${label(location, name)}: „${value}“ hat nicht die zulässige Form.`,
    outOfRange: ({ name, value, max }) => `${name}=${value} liegt außerhalb des zulässigen Bereichs (0, ${max}].`,
    outsideLoadingWindow: ({ value, first, last }) =>
      `${value} liegt außerhalb des Ladezeitraums vom ${first} bis ${last}.`,
    outsideCalendarWindow: ({ name, value, first, last }) =>
      `Parameter „${name}“: ${value} liegt außerhalb des Zeitraums vom ${first} bis ${last}.`,
    notSpanishPostalCode: ({ value }) =>
      `${value} ist keine spanische Postleitzahl; der Abgangsort muss in Spanien liegen.`,
    notPostalCodeOf: ({ value, country, form: accepted, example }) =>
      `${value} ist keine Postleitzahl von ${country} (${form(accepted)}, etwa ${example}).`,
    unknownCountry: ({ location, name, value, use }) =>
      `${label(location, name)}: unbekannter Ländercode „${value}“${use === undefined ? '' : `; verwenden Sie ${use}`}.`,
    originMissing: () => 'Der Abgangsort fehlt: cpOrigen oder eine Referenzstadt angeben.',
    originNotReference: ({ value }) =>
      `„${value}“ ist keine Referenzstadt; geben Sie ihre Postleitzahl in cpOrigen an.`,
    destinationMissing: () => 'Der Zielort fehlt: cpDestino und paisDestino oder eine Referenzstadt angeben.',
    destinationNotReference: ({ value }) =>
      `„${value}“ ist keine Referenzstadt; geben Sie ihre Postleitzahl in cpDestino und ihr Land in paisDestino an.`,
    countryMismatch: ({ destino, country, given }) => `destino=${destino} liegt in ${country}, nicht in ${given}.`,
    countryRequired: () => 'paisDestino ist zusammen mit cpDestino erforderlich.',
    combinedWithDate: ({ name }) =>
      `Der Parameter „${name}“ kann nicht mit „date“ kombiniert werden; date allein oder from/to verwenden.`,
    toBeforeFrom: ({ from, to }) => `Der Parameter „to“ (${to}) liegt vor „from“ (${from}).`,
    hoursMismatch: ({ hours, countries }) => `Der Parameter „hours“ hat ${hours} Zahlen für ${countries} Länder.`,
    routeChoice: () =>
      'Geben Sie entweder countries (mit hours, falls bekannt) oder origin und destination an: eine der beiden Formen, nicht beide.',
    noJourney: ({ from, to }) =>
      `Mit den vorhandenen Daten lässt sich keine Straßenverbindung von ${from} nach ${to} bestimmen; geben Sie countries und hours an.`,
    arriveByNeedsPlaces: () =>
      'arriveBy setzt eine Route mit origin und destination voraus: Erst der Fahrtplan sagt, wann der Lkw ankommt.',
    noDepartureArrivesBy: ({ arriveBy, departure, arrival }) =>
      `Keine Abfahrt zwischen ${departure} und ${arriveBy} kommt rechtzeitig an: Bei Abfahrt um ${departure} kommt der Lkw um ${arrival} an.`,
    bodyEmpty: () => 'Der Anfrageinhalt ist leer; senden Sie ein JSON-Objekt.',
    bodyNotJson: () => 'Der Anfrageinhalt ist kein gültiges JSON.',
    bodyNotObject: () => 'Der Anfrageinhalt muss ein JSON-Objekt sein.',
    bodyNotUtf8: () => 'Der Anfrageinhalt ist nicht in UTF-8 codiert.',
    bodyTooDeep: ({ max }) => `Der Anfrageinhalt verschachtelt Objekte und Listen tiefer als ${max} Ebenen.`,
    notUuid: () => 'Die id ist keine UUID.',
    keyMissing: () =>
      'Der Header Idempotency-Key ist erforderlich: ein neuer zufälliger Schlüssel für jede unterschiedliche Anfrage.',
    keyMalformed: () => 'Der Header Idempotency-Key hat nicht die zulässige Form.',

    expectOrigen: () => 'Barcelona (Referenzstadt), oder weglassen und cpOrigen angeben',
    expectDestino: () =>
      'Milan, Milano oder Milán (Referenzstadt), oder weglassen und cpDestino und paisDestino angeben',
    expectCpOrigen: () => 'eine spanische Postleitzahl aus fünf Ziffern, z. B. 08001',
    expectCpDestino: () =>
      'eine Postleitzahl aus 1 bis 12 Buchstaben, Ziffern, Leerzeichen oder Bindestrichen, im Format des Landes paisDestino, soweit bekannt (IT 5 Ziffern wie 20121, PT 1000-001, NL 1012 JS, DE 10115, FR 75001, BE 1000, ...): eine dort unmögliche Postleitzahl ergibt 422',
    expectCountry: () =>
      'zwei Buchstaben (ISO 3166-1 Alpha-2, Groß- oder Kleinschreibung), z. B. IT; GB für das Vereinigte Königreich',
    expectMetres: ({ max }) => `Lademeter: eine Zahl größer als 0 und höchstens ${max}, z. B. 2.4 (mit Dezimalpunkt)`,
    expectWeight: ({ max }) => `Gewicht in kg: eine Zahl größer als 0 und höchstens ${max}`,
    expectLoadingDate: ({ days }) => `ein Datum JJJJ-MM-TT von heute bis in ${days} Tagen (Europe/Madrid)`,
    expectServicio: () => 'die Konstante STANDARD_LTL',
    expectAdr: () => 'false: Gefahrgut (ADR) wird nicht angeboten',
    expectCalendarDate: ({ what, first, last }) =>
      `${{ day: 'ein einzelner Tag', first: 'erster Tag des Zeitraums', last: 'letzter Tag des Zeitraums' }[what]}, JJJJ-MM-TT vom ${first} bis ${last}`,
    expectCalendarCountries: ({ codes }) => `Ländercodes, durch Kommas getrennt, aus: ${codes.join(', ')}`,
    expectSince: () => 'ein Tag, JJJJ-MM-TT: die an diesem Tag oder danach veröffentlichten Änderungen',
    expectInclude: () =>
      'night (fügt die Nachtfahrverbote hinzu: datierte Einträge im JSON, eine tägliche Serie je Land im .ics-Feed)',
    expectLang: ({ languages, fallback }) => `eine von: ${languages.join(', ')} (Standard ${fallback})`,
    expectOneOf: ({ names }) => `einer von: ${names.join(', ')}`,
    expectNoAdditional: () => 'keine weiteren Eigenschaften',
    expectJsonObject: () => 'ein JSON-Objekt',
    expectJsonText: ({ max }) => `JSON in UTF-8, höchstens ${max} Ebenen tief verschachtelt`,
    expectUuid: () => 'eine UUID, wie die id eines erstellten Ergebnisses',
    expectKey: () => '16 bis 128 Zeichen aus A-Z, a-z, 0-9, „_“ und „-“ (wahlweise in Anführungszeichen)',
    expectNewKey: () => 'ein neuer Schlüssel für einen anderen Anfrageinhalt',
    expectInWindow: ({ first, last, days }) =>
      `ein Datum vom ${first} bis ${last} (heute bis heute + ${days} Tage, Europe/Madrid)`,
    expectRange: ({ max, unit }) => `eine Zahl größer als 0 und höchstens ${max} ${unit === 'kg' ? 'kg' : 'Lademeter'}`,
    expectSpanishPostalCode: () =>
      'eine spanische Postleitzahl: fünf Ziffern, beginnend mit einer Provinznummer von 01 bis 52',
    expectPostalCodeOf: ({ country, form: accepted, example }) =>
      `eine Postleitzahl von ${country}: ${form(accepted)}, etwa ${example}`,
    expectOriginChoice: () => 'cpOrigen (fünf Ziffern) oder origen=Barcelona',
    expectDestinationChoice: () => 'cpDestino mit paisDestino oder destino=Milan|Milano|Milán',
    expectCountryOf: ({ destino, country }) => `${country} für destino=${destino}, oder paisDestino weglassen`,
    expectDateOrRange: () => 'entweder date allein oder from und/oder to ohne date',
    expectOnOrAfter: ({ from, last }) => `ein Datum ab from (${from}), bis ${last}`,
    expectOnce: () => 'den Parameter nur einmal',
    expectDeparture: () => 'Abfahrtsdatum und -uhrzeit in RFC 3339 mit Zeitversatz, z. B. 2026-07-03T18:00:00+02:00',
    expectDepartureOrArrival: () =>
      'departure, ein Zeitpunkt in RFC 3339 mit Zeitversatz (z. B. 2026-07-03T18:00:00+02:00), oder arriveBy, die späteste gewünschte Ankunft',
    expectArriveBy: ({ days }) =>
      `mit origin und destination die späteste gewünschte Ankunft in RFC 3339 mit Zeitversatz, z. B. 2026-07-06T08:00:00+02:00; Abfahrten werden in den ${days} Tagen davor gesucht`,
    expectHoursInCountry: ({ hours, max }) =>
      `Stunden in jedem Land, in derselben Reihenfolge (ohne Angabe je ${hours}): Zahlen über 0, höchstens ${max}`,
    expectHoursPerCountry: () => 'eine Stundenzahl je Land, in der Reihenfolge von countries',

    expectRoutePlace: ({ role }) =>
      role === 'origin'
        ? 'ES, ein Bindestrich und eine spanische Postleitzahl, z. B. ES-08001'
        : 'ein Ländercode, ein Bindestrich und eine Postleitzahl dieses Landes, z. B. IT-20121',
    expectRouteChoice: () => 'countries (optional mit hours) oder origin und destination',
    credentialMissing: () => 'Es wurde kein Zugangsschlüssel gesendet. Senden Sie Authorization: Bearer fest_...',
    credentialRefused: () => 'Senden Sie einen gültigen Zugangsschlüssel: Authorization: Bearer fest_...',
    originRefused: () => 'Anfragen müssen über die Distribution des Dienstes kommen.',
    resultNotFound: () => 'Für diesen Zugangsschlüssel gibt es kein Ergebnis mit dieser id.',
    routeNotFound: () => 'Keine Route beantwortet diese Methode und diesen Pfad.',
    methodNotAllowed: ({ method, allow }) =>
      `Dieser Pfad beantwortet die Methode ${method} nicht; verwenden Sie ${allow.join(', ')} (die Methoden im Header Allow).`,
    responseTooLarge: ({ megabytes, limitMegabytes }) =>
      `Die Antwort ist unkomprimiert ${megabytes} MB groß, mehr als die ${limitMegabytes} MB, die eine Antwort fassen kann. Akzeptieren Sie gzip (Accept-Encoding: gzip) oder fragen Sie weniger Tage oder Länder an.`,
    requestTimeout: () => 'Die Anfrage ist nicht rechtzeitig eingegangen.',
    inFlight: () =>
      'Eine Anfrage mit diesem Idempotency-Key wird noch bearbeitet. Wiederholen Sie dieselbe Anfrage gleich.',
    resultExpired: ({ caduca }) =>
      `Das Ergebnis ist${caduca === undefined ? '' : ` am ${caduca}`} abgelaufen; erstellen Sie ein neues Angebot für einen aktuellen Preis.`,
    keyResultExpired: () =>
      'Das mit diesem Idempotency-Key erstellte Ergebnis ist abgelaufen. Senden Sie einen neuen Schlüssel für einen aktuellen Preis.',
    payloadTooLarge: ({ limit }) => `Der Anfrageinhalt ist größer als ${limit} Byte.`,
    headersTooLarge: () => 'Die Header der Anfrage sind größer, als der Server annimmt.',
    uriTooLong: ({ limit }) => `Die Anfrage-URI ist länger als ${limit} Zeichen.`,
    notJsonMediaType: () => 'Senden Sie den Anfrageinhalt als JSON mit Content-Type: application/json.',
    charsetNotUtf8: () =>
      'Der Anfrageinhalt ist in einem anderen Zeichensatz als UTF-8 deklariert; senden Sie ihn als UTF-8, mit Content-Type: application/json oder application/json; charset=utf-8.',
    keyReused: () =>
      'Dieser Idempotency-Key wurde mit einem anderen Anfrageinhalt verwendet. Verwenden Sie für eine andere Anfrage einen neuen Schlüssel.',
    quotaExceeded: ({ limit, seconds }) =>
      `Das Kontingent von ${limit} Anfragen pro ${seconds} s ist ausgeschöpft. Warten Sie die Sekunden aus Retry-After ab; wechseln Sie nicht Adresse oder Zugangsschlüssel, um es zu umgehen.`,
    noTariff: ({ date }) => `Für das Ladedatum ${date} gilt keine Tarifversion.`,
    fuelMissing: ({ week }) => `Für die Woche ${week} und alle Wochen davor ist kein Dieselpreis veröffentlicht.`,
    fuelStale: ({ week, published, age, max }) =>
      `Der neueste Dieselpreis (Woche ${week}, veröffentlicht am ${published}) ist ${age} Tage alt; höchstens ${max} werden akzeptiert.`,
    priceUnavailable: () => 'Derzeit lässt sich kein aktueller Preis ermitteln.',
    storeUnavailable: () =>
      'Der Dienst erreicht seinen Datenspeicher nicht; es wurde kein Ergebnis erzeugt oder geändert.',
    internal: () => 'Die Anfrage konnte nicht abgeschlossen werden. Nennen Sie bei einer Meldung die requestId.',
    notHttp: () => 'Die Anfrage ist kein gültiges HTTP/1.1 und konnte nicht gelesen werden.',
  },
  tool: {
    unknown: (names, count, more, accepted) =>
      `${count === 1 ? 'Unbekanntes Argument' : 'Unbekannte Argumente'} ${names}${more > 0 ? ` und ${more} weitere` : ''}; die Argumente sind: ${accepted}.`,
    accepted: (expected) => `Zulässige Form: ${expected}.`,
    argument: (name, expected) => `Argument „${name}“: zulässige Form: ${expected}.`,
    wait: (seconds) =>
      `Warten Sie ${TYPOGRAPHY.de.count(seconds, { one: 'Sekunde', other: 'Sekunden' })}, bevor Sie erneut aufrufen (Retry-After); der Server wiederholt nicht für Sie.`,
  },
};
