import { TYPOGRAPHY } from '#shared/domain/texts/typography.ts';
import type { SiteTexts } from './en.ts';

const plural = TYPOGRAPHY.de.count;

/**
 * Country names that take an article (CLDR's German names, as Intl.DisplayNames gives them): "in die
 * Niederlande", "in die Schweiz", not "nach Niederlande", "nach Schweiz".
 */
const INTO_WITH_ARTICLE: Readonly<Record<string, string>> = {
  Niederlande: 'in die Niederlande',
  Schweiz: 'in die Schweiz',
  Slowakei: 'in die Slowakei',
  Türkei: 'in die Türkei',
  'Vereinigtes Königreich': 'ins Vereinigte Königreich',
};
const into = (country: string) => INTO_WITH_ARTICLE[country] ?? `nach ${country}`;

export const de: SiteTexts = {
  languageName: 'Deutsch',
  skip: 'Zum Inhalt springen',
  languages: 'Sprachen',
  nav: { home: 'Start', estimate: 'Schätzung', drivingBans: 'Fahrverbote', developers: 'Entwickler' },
  footer: {
    legal: 'Rechtliches',
    notice: 'Impressum',
    privacy: 'Datenschutz',
    terms: 'Nutzungsbedingungen',
    dataLicence: 'Datenlizenz',
    inEnglish: 'auf Englisch',
    errors: 'Fehlercodes',
    credit: 'Fahrverbotsdaten unter CC BY 4.0; jede Regel gehört der als Quelle genannten Behörde.',
  },
  pages: {
    '/': {
      title: 'Straßenfracht-Schätzungen ab Spanien und Lkw-Fahrverbote',
      description:
        'Unverbindliche Sammelgutpreise ab Spanien in Sekunden und die Lkw-Fahrverbote der europäischen Transitländer als offene Daten.',
    },
    '/estimate': {
      title: 'Eine Sammelgutsendung ab Spanien schätzen',
      description:
        'Unverbindlicher Preis mit Datum, Währung, Mehrwertsteuer, Dieselzuschlag und allen Annahmen. Keine Buchung, kein Konto.',
    },
    '/driving-bans': {
      title: 'Lkw-Fahrverbote in Europa',
      description:
        'Karte und Wochenansicht der geltenden Lkw-Fahrverbote in den europäischen Transitländern, Tag für Tag.',
    },
    '/driving-bans/route': {
      title: 'Fahrverbote auf einer Route',
      description:
        'Welche Lkw-Fahrverbote eine Route trifft, Land für Land, und die früheste Abfahrt, die keines trifft.',
    },
    '/developers': {
      title: 'Entwickler',
      description:
        'Die Schätzungs-API, die Preisauskünfte für Integrationen und die offenen Fahrverbotsdaten: Referenz, Kontingente, Fehler.',
    },
    '/developers/estimate-api': {
      title: 'API für Schätzungen und Preisauskünfte',
      description:
        'Referenz der öffentlichen Schätzung und der Preisauskünfte für Integrationen, mit curl-Beispielen und Kontingentregeln.',
    },
    '/developers/open-data': {
      title: 'Open-Data-API',
      description: 'Referenz des Fahrverbotskalenders, seines iCalendar-Feeds, des Seitenkatalogs und der Sitemap.',
    },
    '/developers/errors': {
      title: 'Fehlercodes',
      description: 'Jeder Problemtyp, mit dem die API antwortet: was er bedeutet und was der Aufrufer tun sollte.',
    },
    '/legal/data-licence': {
      title: 'Datenlizenz',
      description: 'Die Fahrverbotsdaten und der Seitenkatalog stehen unter CC BY 4.0: so nennen Sie die Quelle.',
    },
  },
  country: {
    title: (name) => `Lkw-Fahrverbote: ${name}`,
    description: (name) =>
      `Wann Lkw nicht fahren dürfen (${name}): kommende Verbotstage mit Uhrzeiten, Straßen und Richtung, und die amtliche Quelle.`,
  },
  home: {
    lead: 'Ein unverbindlicher Preis für eine Sammelgutsendung ab Spanien in Sekunden, und die Lkw-Fahrverbote der Länder auf dem Weg.',
    estimateTitle: 'Eine Sendung schätzen',
    estimateText:
      'Lademeter, Gewicht, Datum, Abgangs- und Bestimmungsort: Der Preis kommt mit Datum, Währung, Mehrwertsteuer, Dieselzuschlag und allen Annahmen.',
    dataTitle: 'Mit Fahrverboten planen',
    dataText:
      'Welche Länder Lkw an welchen Tagen und zu welchen Zeiten verbieten: auf einer Karte, pro Land, als JSON und als Kalender-Feed.',
    developersText:
      'Dieselben Antworten für Ihre Software: die Schätzungs-API, Preisauskünfte für Integrationen und offene Daten.',
    today: (date) => `Fahrverbote heute, ${date}`,
    weekend: (from, to) => `Fahrverbote an diesem Wochenende, ${from} bis ${to}`,
    none: 'Kein Fahrverbot, Nachtfahrverbote eingeschlossen.',
  },
  bans: {
    kind: {
      weekend: 'Wochenendfahrverbot',
      holiday: 'Feiertagsfahrverbot',
      eve: 'Vortag eines Feiertags',
      road: 'Streckenfahrverbot',
      dated: 'Datiertes Fahrverbot',
      night: 'Nachtfahrverbot',
    },
    scope: {
      nationwide: 'landesweit',
      regional: 'regional',
      'specific-roads': 'auf den genannten Straßen',
      transit: 'Transitverkehr',
    },
    direction: {
      transit: (country) => `Transit Richtung ${country}`,
      southbound: (country) => `in Richtung Süden, ${into(country)}`,
      northbound: (country) => `in Richtung Norden, ${into(country)}`,
      eastbound: (country) => `in Richtung Osten, ${into(country)}`,
      westbound: (country) => `in Richtung Westen, ${into(country)}`,
    },
    rules: 'Die Regeln',
    coming: 'Kommende Verbotstage',
    noneComing: 'Kein datiertes Fahrverbot in diesem Zeitraum.',
    listTitle: 'Verbotstage im Einzelnen',
    date: 'Datum',
    hours: 'Uhrzeit (MEZ)',
    details: 'Einzelheiten',
    localTime: (hours) => `Ortszeit ${hours}`,
    roads: 'Straßen',
    directionLabel: 'Richtung',
    vehicle: 'Fahrzeuge',
    provisional: 'Vorläufig',
    provisionalNote:
      'Mit „Vorläufig“ markierte Daten sind berechnet, bevor die Behörde sie veröffentlicht hat; prüfen Sie die amtliche Quelle.',
    night: 'Nachtfahrverbote',
    nightRule: (start, end) => `Jede Nacht von ${start} bis ${end} (Ortszeit)`,
    exceptions: 'Ausnahmen',
    source: 'Amtliche Quelle',
    lastVerified: (month) => `Zuletzt mit der Quelle abgeglichen: ${month}`,
    timeNote: 'Uhrzeiten in mitteleuropäischer Zeit (MEZ/MESZ), der Zeit von Brüssel, Berlin oder Madrid.',
    credit: 'Daten: CC BY 4.0. Quellenangabe',
    subscribe: 'Kalender abonnieren',
    changes: 'Änderungen der Daten (Atom-Feed)',
    json: 'Dieselben Daten als JSON',
    monthCaption: (month) => `Verbotstage im ${month}`,
    weekdaysShort: ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'],
  },
  route: {
    intro:
      'Geben Sie die Länder an, die der Lkw der Reihe nach durchfährt, und die Abfahrt: Die Seite ordnet den Lkw jedem Land zu und listet die dort geltenden Fahrverbote, mit der frühesten Abfahrt der nächsten sieben Tage, die kein landesweites oder Transitfahrverbot trifft. Mit Abgangs- und Bestimmungsort nennt sie außerdem die späteste Abfahrt, die ebenso früh ankommt, und, wenn Sie die nötige Ankunft angeben, die späteste Abfahrt, die sie einhält.',
    origin: 'Von (spanische Postleitzahl)',
    originHint: 'ES, ein Bindestrich und die Postleitzahl, z. B. ES-08001',
    destination: 'Nach (Postleitzahl)',
    destinationHint:
      'Ländercode, Bindestrich und Postleitzahl, z. B. IT-20121: Länder und Stunden ergeben sich aus der Fahrt',
    byCountries: 'Oder geben Sie die durchfahrenen Länder und die Stunden selbst an:',
    countries: 'Länder in der Reihenfolge der Fahrt',
    countriesHint: 'Ländercodes, z. B. ES,FR,IT',
    departure: 'Abfahrt',
    departureHint: 'Datum und Uhrzeit in mitteleuropäischer Zeit (Brüssel, Berlin, Madrid)',
    arriveBy: 'Ankunft spätestens (optional)',
    arriveByHint:
      'Datum und Uhrzeit in mitteleuropäischer Zeit. Mit Abgangs- und Bestimmungsort sucht die Seite die späteste Abfahrt, die rechtzeitig ankommt; die Abfahrt kann dann leer bleiben.',
    hours: 'Stunden in jedem Land (optional)',
    hoursHint:
      'In derselben Reihenfolge, z. B. 8,14,8; ohne Angabe 24 je Land. Eine Ruhezeit zählt für das Land, in dem sie eingelegt wird.',
    submit: 'Fahrverbote anzeigen',
    resultTitle: 'Die Route',
    summary: (departure: string, arrival: string) => `Abfahrt am ${departure}, voraussichtliche Ankunft am ${arrival}.`,
    inCountry: (enters: string, leaves: string, hours: string) => `Vom ${enters} bis zum ${leaves} (${hours} h)`,
    noBan: 'Kein Fahrverbot in diesem Land.',
    clearTitle: 'Früheste freie Abfahrt',
    clearAsked: 'Die angefragte Abfahrt trifft kein landesweites oder Transitfahrverbot.',
    clearLater: (departure: string, arrival: string) =>
      `Fahren Sie am ${departure} ab, um kein landesweites Fahrverbot und kein Transitfahrverbot zu treffen; voraussichtliche Ankunft am ${arrival}.`,
    noClear: 'Keine Abfahrt der nächsten sieben Tage vermeidet alle landesweiten und Transitfahrverbote.',
    uncovered: (from: string, to: string) =>
      `Von ${from} bis ${to} reicht die Route über das Ende des Kalenders hinaus: Fahrverbote in diesem Zeitraum sind nicht bekannt, was nicht heißt, dass es keine gibt.`,
    noClearCalendarEnds: (last: string) =>
      `Eine Abfahrt ohne Fahrverbot lässt sich nicht angeben: Der Kalender reicht bis zum ${last}, was danach gilt, ist nicht bekannt.`,
    clearProvisional: 'Beruht auf vorläufigen Terminen: Prüfen Sie die amtlichen Quellen.',
    clearRule:
      'Streckenfahrverbote und regionale Fahrverbote lassen sich über eine andere Straße umfahren; sie werden angezeigt, zählen hier aber nicht.',
    planClear: 'Route ab dieser Abfahrt anzeigen',
    latestTitle: 'Späteste Abfahrt',
    latestSame: 'Keine spätere Abfahrt kommt ebenso früh an: Fahren Sie zur angefragten Zeit ab.',
    latestLater: (departure: string, arrival: string) =>
      `Sie können bis zum ${departure} abfahren und kommen trotzdem am ${arrival} an: Der Fahrer ruht im Depot statt unterwegs.`,
    latestBy: (arriveBy: string, departure: string, arrival: string) =>
      `Um bis ${arriveBy} anzukommen, fahren Sie spätestens am ${departure} ab; Ankunft am ${arrival}.`,
    noLatestCalendarEnds:
      'Eine spätere Abfahrt lässt sich nicht angeben: Der Plan reicht über das Ende des Kalenders hinaus.',
    earliestArrival: (arrival: string, departures: string) => `Früheste Ankunft: am ${arrival}, mit ${departures}.`,
    departureNames: {
      departure: 'der angefragten Abfahrt',
      clearDeparture: 'der frühesten freien Abfahrt',
      latestDeparture: 'der spätesten Abfahrt',
    },
    assumptions: 'Annahmen',
    refusedTitle: 'Route prüfen',
    fieldNames: {
      origin: 'Abgangsort',
      destination: 'Bestimmungsort',
      countries: 'Länder',
      departure: 'Abfahrt',
      arriveBy: 'Ankunft spätestens',
      hours: 'Stunden in jedem Land',
    },
    quota: (seconds: number) =>
      `Zu viele Anfragen von Ihrer Adresse: Versuchen Sie es in ${plural(seconds, { one: 'Sekunde', other: 'Sekunden' })} erneut.`,
    json: 'Dieselbe Antwort als JSON',
  },
  journey: {
    mapTitle: 'Karte der Fahrt',
    mapThrough: (origin, crossings, destination) =>
      `Von ${origin} über ${crossings} nach ${destination}, auf der Karte in dieser Reihenfolge nummeriert.`,
    mapDirect: (origin, destination) => `Von ${origin} nach ${destination}, auf der Straße.`,
    place: (postalCode, country) => `${postalCode} (${country})`,
    mapStopped: (countries) => `Wo ein Fahrverbot den Lkw angehalten hat (auf der Karte schraffiert): ${countries}.`,
    seaPorts: (from, to) => `von ${from} nach ${to}`,
    road: 'Auf der Straße',
    sea: 'Mit der Fähre oder dem Bahn-Shuttle',
    crossedCountry: 'Land der Fahrt',
    stoppedCountry: 'Land, in dem ein Fahrverbot den Lkw angehalten hat',
    barTitle: 'Der Plan, Tag für Tag',
    barSaid: (departure, arrival) =>
      `Der Plan von ${departure} bis ${arrival} über die Tage, in mitteleuropäischer Zeit; die nummerierte Liste darunter nennt jeden Schritt.`,
    driving: 'Lenkzeit',
    banWindow: 'Fahrverbot, das für dieses Fahrzeug gilt',
    deliveryWindow: 'Zustellfenster',
  },
  overview: {
    mapTitle: (date) => `Fahrverbote am ${date}`,
    chooseDay: 'Tag',
    dayNotShown: (asked, from, to) => `„${asked}“ ist kein Tag vom ${from} bis ${to}: gezeigt wird heute.`,
    show: 'Anzeigen',
    levels: {
      nationwide: 'Fahrverbot im ganzen Land',
      transit: 'Fahrverbot nur für den Transitverkehr',
      regional: 'Fahrverbot in einigen Regionen',
      roads: 'Fahrverbot nur auf genannten Straßen',
      night: 'Nur Nachtfahrverbot',
      none: 'Kein Fahrverbot an diesem Tag',
      undated: 'Regeln ohne datierte Fahrverbote',
    },
    levelShort: {
      nationwide: 'Landesweit',
      transit: 'Transit',
      regional: 'Regional',
      roads: 'Straßen',
      night: 'Nacht',
      none: 'Kein Verbot',
      undated: 'Keine datierten Verbote',
    },
    roadsCount: (count: number) => plural(count, { one: 'Straße', other: 'Straßen' }),
    night: 'Nacht',
    today: 'Heute',
    details: 'Details',
    week: 'Die kommende Woche',
    country: 'Land',
    noBan: 'kein Verbot',
    withoutDated: 'Länder ohne datierte Fahrverbote',
    sectionComing: 'Kommende Verbotstage',
  },
  estimate: {
    intro:
      'Beschreiben Sie die Sendung. Das Ergebnis ist unverbindlich: Es bucht nichts und ist kein Angebot. Geben Sie für Abgangs- und Bestimmungsort je eine Stadt (Barcelona, Mailand) oder eine Postleitzahl an.',
    origin: 'Abgangsort (Spanien)',
    destination: 'Bestimmungsort',
    originCity: 'Stadt',
    originPostcode: 'Postleitzahl',
    destinationCountry: 'Land (zwei Buchstaben, z. B. IT)',
    metres: 'Lademeter',
    metresHint: 'Mehr als 0 und höchstens 10.',
    pallets: 'Oder Paletten statt Lademeter',
    palletsHint:
      'Ganze Zahlen; die Lademeter werden daraus berechnet: Eine Europalette belegt 0,4, eine Industriepalette 0,5.',
    euroPallets: 'Europaletten (120 × 80 cm)',
    industrialPallets: 'Industriepaletten (120 × 100 cm)',
    stackable: 'Die Paletten sind zweifach stapelbar',
    palletsTitle: 'Paletten',
    fromPallets: (metres) => `Aus den Paletten berechnete Lademeter: ${metres}.`,
    weight: 'Gewicht in kg (optional)',
    date: 'Ladedatum (optional, sonst heute)',
    submit: 'Schätzen',
    resultTitle: 'Unverbindliche Schätzung',
    total: 'Gesamt',
    loadingDate: 'Ladedatum',
    currency: 'Währung',
    vat: 'Mehrwertsteuer',
    vatExcluded: 'nicht enthalten',
    transport: 'Transport',
    fuel: 'Dieselzuschlag',
    fuelReduction: 'Dieselabschlag',
    fuelWeek: (week) => `Dieselpreis der Woche ${week}`,
    fuelProvisional: 'vorläufig: Für die Ladewoche ist noch kein Dieselpreis veröffentlicht',
    billableMetres: 'Abrechenbare Lademeter',
    validUntil: 'Gültig bis',
    assumptions: 'Annahmen',
    yes: 'ja',
    no: 'nein',
    manualTitle: 'Manuelle Prüfung',
    manualText: 'Diese Sendung muss manuell geprüft werden: Es wird kein Preis genannt.',
    refusedTitle: 'Die Schätzung war nicht möglich',
    contactOperator: (operator) => `Für ein Angebot senden Sie die Sendungsdaten an ${operator} unter`,
    quotaTitle: 'Zu viele Schätzungen',
    quotaText: (seconds) =>
      `Diese Adresse hat ihre Schätzungen vorerst aufgebraucht. Versuchen Sie es in ${plural(seconds, { one: 'Sekunde', other: 'Sekunden' })} erneut; es gilt dieselbe Grenze wie für die API.`,
    unavailableTitle: 'Kein aktueller Preis',
    storeUnavailableTitle: 'Dienst vorübergehend nicht verfügbar',
    unavailableCause: {
      fuel: 'Es gibt keinen aktuellen Dieselpreis, daher lässt sich der Dieselzuschlag nicht berechnen.',
      tariff: 'Für dieses Ladedatum gilt kein Tarif.',
      store: 'Der Dienst erreicht seinen Datenspeicher gerade nicht; es wurde nichts berechnet.',
      price: 'Im Moment gibt es keinen aktuellen Preis.',
    },
    unavailableText: (seconds) =>
      `Es wird kein Betrag genannt. Versuchen Sie es in ${plural(seconds, { one: 'Sekunde', other: 'Sekunden' })} erneut.`,
    fieldNames: {
      origen: 'Abgangsort (Stadt)',
      destino: 'Bestimmungsort (Stadt)',
      cpOrigen: 'Postleitzahl Abgangsort',
      cpDestino: 'Postleitzahl Bestimmungsort',
      paisDestino: 'Bestimmungsland',
      metros: 'Lademeter',
      paletsEuro: 'Europaletten',
      paletsIndustriales: 'Industriepaletten',
      remontable: 'Zweifach gestapelt',
      pesoKg: 'Gewicht',
      fecha: 'Ladedatum',
    },
  },
  fieldProblems: {
    separator: ': ',
    repeated: 'Dieses Feld wurde mehrfach gesendet; geben Sie nur einen Wert ein.',
    origen: 'Geben Sie Barcelona ein, oder lassen Sie die Stadt leer und geben Sie die Postleitzahl ein.',
    originNotReference: (city) =>
      `„${city}“ ist keine Stadt, die die Schätzung kennt; geben Sie Barcelona ein, oder lassen Sie die Stadt leer und geben Sie die Postleitzahl ein.`,
    cpOrigen: 'Geben Sie eine spanische Postleitzahl mit fünf Ziffern ein, zum Beispiel 08001.',
    originMissing: 'Geben Sie eine spanische Postleitzahl mit fünf Ziffern ein, zum Beispiel 08001, oder die Stadt.',
    destino: 'Geben Sie Mailand ein, oder lassen Sie die Stadt leer und geben Sie Postleitzahl und Land ein.',
    destinationNotReference: (city) =>
      `„${city}“ ist keine Stadt, die die Schätzung kennt; geben Sie Mailand ein, oder lassen Sie die Stadt leer und geben Sie Postleitzahl und Land ein.`,
    cpDestino:
      'Geben Sie die Postleitzahl so ein, wie sie im Bestimmungsland geschrieben wird, mit Buchstaben, Ziffern, Leerzeichen oder Bindestrichen (höchstens 12).',
    destinationMissing: 'Geben Sie Postleitzahl und Land des Bestimmungsorts ein, oder die Stadt.',
    postalCodeOf: (country, example) =>
      `Geben Sie eine Postleitzahl des Bestimmungslands (${country}) ein, zum Beispiel ${example}.`,
    paisDestino: 'Geben Sie den zweistelligen Code des Bestimmungslands ein, zum Beispiel IT für Italien.',
    countryRequired:
      'Geben Sie zur Postleitzahl den zweistelligen Code des Bestimmungslands ein, zum Beispiel IT für Italien.',
    countryMismatch: (city, country, code) =>
      `${city} liegt in ${country}; geben Sie ${code} ein oder lassen Sie das Feld leer.`,
    useCode: (code) => `Geben Sie ${code} ein, den genormten Code dieses Landes.`,
    metros: (max, example) => `Geben Sie eine Zahl größer als 0 und höchstens ${max} ein, zum Beispiel ${example}.`,
    metresOrPallets: 'Geben Sie die Lademeter oder die Paletten an, nicht beides.',
    pallets: (max) => `Geben Sie eine ganze Zahl von 0 bis ${max} ein, insgesamt mindestens eine Palette.`,
    palletsTooLong: (needed, length) =>
      `In Reihen brauchen diese Paletten ${needed} m Ladefläche, mehr als die ${length} m eines Sattelaufliegers; geben Sie weniger Paletten an.`,
    palletsOverEstimate: (metres, max) =>
      `Diese Paletten belegen ${metres} Lademeter, die Schätzung nimmt höchstens ${max} an; fragen Sie für diese Ladung den Betreiber nach einem Angebot.`,
    remontable: 'Kreuzen Sie das Kästchen an oder lassen Sie es leer.',
    pesoKg: (max) => `Geben Sie eine Zahl in Kilogramm ein, größer als 0 und höchstens ${max}.`,
    fecha: (first, last) => `Wählen Sie einen Tag vom ${first} bis zum ${last}.`,
    countries: (max) =>
      `Geben Sie bis zu ${max} Ländercodes in der Reihenfolge der Fahrt ein, durch Kommas getrennt, zum Beispiel ES,FR,IT.`,
    departure: (first, last) =>
      `Wählen Sie Datum und Uhrzeit vom ${first} bis zum ${last}, in mitteleuropäischer Zeit.`,
    arriveBy: (first: string, last: string) =>
      `Wählen Sie Datum und Uhrzeit vom ${first} bis zum ${last}, in mitteleuropäischer Zeit, und geben Sie Abgangs- und Bestimmungsort an.`,
    noDepartureArrivesBy: (departure: string, arrival: string) =>
      `Keine Abfahrt ab ${departure} kommt rechtzeitig an: Bei Abfahrt am ${departure} kommt der Lkw am ${arrival} an; wählen Sie eine spätere Ankunft.`,
    routeChoice:
      'Geben Sie entweder die Länder (mit ihren Stunden) oder Abgangs- und Bestimmungsort mit Postleitzahl an, nicht beides: Leeren Sie eine der beiden Angaben.',
    arriveByNeedsPlaces:
      'Geben Sie Abgangs- und Bestimmungsort mit Postleitzahl an: Erst der Fahrtplan sagt, wann der Lkw ankommt.',
    routePlace: (example: string) =>
      `Geben Sie den Ländercode, einen Bindestrich und eine Postleitzahl dieses Landes ein, etwa ${example}, oder lassen Sie beide Orte leer und geben Sie die Länder an.`,
    noJourney: (from: string, to: string) =>
      `Von ${from} nach ${to} lässt sich keine Straßenverbindung bestimmen: Geben Sie die Länder und Stunden an.`,
    hours: (max) =>
      `Geben Sie für jedes Land eine Stundenzahl ein, in derselben Reihenfolge, jede größer als 0 und höchstens ${max}, zum Beispiel 8,14,8.`,
    hoursMismatch: (hours, countries) =>
      `Geben Sie für jedes Land genau eine Zahl ein, in derselben Reihenfolge (Länder: ${countries}; Zahlen: ${hours}).`,
  },
  developers: {
    intro:
      'Alles, was die Website zeigt, ist auch eine HTTP-API: JSON hinein, JSON heraus, Fehler als RFC-9457-Problem-Details. Der Vertrag ist als OpenAPI 3.1 veröffentlicht.',
    openapi: 'OpenAPI-Dokument',
    quotasTitle: 'Kontingente und Retry-After',
    quotas: (estimatePerMinute, estimatePerDay, integration, openData, window) => [
      `Öffentliche Schätzung: ${plural(estimatePerMinute, { one: 'Anfrage', other: 'Anfragen' })} pro Minute und ${estimatePerDay} pro Tag je Client-IP-Adresse.`,
      `Preisauskünfte für Integrationen: ${plural(integration, { one: 'Anfrage', other: 'Anfragen' })} pro Minute je Zugangsschlüssel.`,
      `Offene Daten: ${plural(openData, { one: 'Anfrage', other: 'Anfragen' })} je ${window}-Sekunden-Fenster je IP-Adresse und Endpunkt, ab der ersten Anfrage.`,
    ],
    retryAfter:
      'Eine Antwort 429 oder 503 enthält Retry-After in Sekunden: Warten Sie mindestens so lange bis zur nächsten Anfrage. RateLimit-Policy und RateLimit zeigen, wie viel vom Kontingent übrig ist. Wechseln Sie keine Adressen oder Zugangsschlüssel, um eine Grenze zu umgehen.',
    operations: 'Operationen',
    parameters: 'Parameter',
    name: 'Name',
    location: 'In',
    required: 'Pflicht',
    form: 'Akzeptierte Form',
    responses: 'Antworten',
    example: 'Beispiel',
    body: 'Anfragekörper: JSON, im OpenAPI-Dokument beschrieben.',
    seeErrors: 'Was jeder Fehler bedeutet',
    sections: {
      estimate: 'API für Schätzungen und Preisauskünfte',
      openData: 'Open-Data-API',
      errors: 'Fehlercodes',
    },
    estimateLead:
      'Die öffentliche Schätzung braucht kein Konto. Preisauskünfte für Integrationen brauchen einen vom Betreiber ausgegebenen Bearer-Zugangsschlüssel und einen Idempotency-Key.',
    openDataLead:
      'Der Fahrverbotskalender des laufenden und des nächsten Jahres, sein iCalendar-Feed, der Seitenkatalog und die Sitemap, unter CC BY 4.0. Antworten werden eine Stunde zwischengespeichert und tragen ein ETag.',
    agentsTitle: 'KI-Agenten: MCP und llms.txt',
    agentsLead: 'Agenten rufen dieselben Operationen wie die API auf, mit denselben Kontingenten, Fehlern und Texten.',
    mcp: 'MCP-Endpunkt: Model Context Protocol über Streamable HTTP, zustandslos (POST, JSON-Antworten).',
    tools: 'Werkzeuge',
    credentialTool: 'mit einem Integrationszugang in Authorization: Bearer',
    llmsTxt: 'der Dienst für KI-Agenten beschrieben, mit den Regeln, die sie einhalten müssen (Format llmstxt.org).',
    errorsLead:
      'Jeder Fehler ist ein RFC-9457-Problem (application/problem+json), dessen type auf einen der folgenden Abschnitte verweist, mit einer requestId, die Sie bei einer Meldung angeben.',
    meaning: 'Bedeutung',
    action: 'Was zu tun ist',
  },
  errors: {
    'malformed-request': [
      'Ein Parameter, Header oder Körper fehlt oder hat nicht die akzeptierte Form (400). Das Problem nennt ihn und die erwartete Form.',
      'Korrigieren Sie die Anfrage gemäß parameter oder field und expected; unverändert wiederholt ergibt sie dieselbe Antwort.',
    ],
    'unusable-request': [
      'Die Anfrage ist wohlgeformt, kann aber nicht bepreist werden: Wert außerhalb des Bereichs, Datum außerhalb des Fensters, widersprüchliche Orte (422).',
      'Ändern Sie den im Problem genannten Wert; für Daten gilt heute bis 30 Tage voraus.',
    ],
    unauthenticated: [
      'Der Zugangsschlüssel fehlt, ist fehlerhaft, unbekannt oder widerrufen (401).',
      'Senden Sie Authorization: Bearer mit einem gültigen Schlüssel; fragen Sie den Betreiber nach einem neuen, wenn er widerrufen wurde.',
    ],
    'not-found': [
      'Diesen Pfad oder dieses Ergebnis gibt es nicht, oder das Ergebnis gehört einem anderen Schlüssel (404).',
      'Prüfen Sie Pfad oder id; ein Ergebnis sieht nur der Schlüssel, der es erstellt hat.',
    ],
    'method-not-allowed': [
      'Den Pfad gibt es, aber er nimmt diese Methode nicht an (405); der Header Allow nennt die, die er annimmt.',
      'Senden Sie die Anfrage erneut mit einer der Methoden aus Allow.',
    ],
    'result-expired': [
      'Die Preisauskunft ist nicht mehr gültig (410). Ihr Betrag wird nicht mehr ausgegeben.',
      'Fordern Sie eine neue Preisauskunft an.',
    ],
    'idempotent-result-expired': [
      'Der Idempotency-Key gehört zu einem abgelaufenen Ergebnis (410).',
      'Senden Sie die Anfrage mit einem neuen Idempotency-Key erneut.',
    ],
    'idempotency-in-flight': [
      'Eine Anfrage mit demselben Idempotency-Key wird noch verarbeitet (409).',
      'Warten Sie einen Moment und wiederholen Sie dieselbe Anfrage mit demselben Schlüssel.',
    ],
    'idempotency-key-reused': [
      'Der Idempotency-Key wurde bereits mit einem anderen Körper verwendet (422).',
      'Verwenden Sie für eine andere Anfrage einen neuen Schlüssel.',
    ],
    'quota-exceeded': [
      'Das Kontingent dieses Clients ist im aktuellen Fenster aufgebraucht (429).',
      'Warten Sie die Sekunden aus Retry-After vor der nächsten Anfrage.',
    ],
    'price-unavailable': [
      'Es gibt keinen aktuellen Preis: kein gültiger Tarif oder kein aktueller Dieselpreis (503). Es wird kein Betrag genannt.',
      'Versuchen Sie es nach den Sekunden aus Retry-After erneut.',
    ],
    'service-unavailable': [
      'Der Dienst erreicht seinen Datenspeicher nicht (503); nichts wurde erzeugt oder geändert.',
      'Versuchen Sie es nach den Sekunden aus Retry-After erneut.',
    ],
    'uri-too-long': ['Die Anfrage-URI ist länger als 2.048 Zeichen (414).', 'Kürzen Sie den Query-String.'],
    'unsupported-media-type': [
      'Der Körper wird nicht als application/json gesendet (415).',
      'Senden Sie Content-Type: application/json mit einem JSON-Körper.',
    ],
    'not-acceptable': [
      'Die Antwort ist ohne Kompression zu groß und der Client lehnt gzip ab (406).',
      'Akzeptieren Sie gzip oder fragen Sie weniger Tage oder Länder ab.',
    ],
    'payload-too-large': ['Der Anfragekörper ist zu groß (413).', 'Senden Sie einen kleineren Körper.'],
    'request-header-fields-too-large': [
      'Die Kopfzeilen der Anfrage sind zu groß (431).',
      'Senden Sie weniger oder kürzere Kopfzeilen.',
    ],
    'request-timeout': ['Der Anfragekörper kam nicht rechtzeitig an (408).', 'Senden Sie die Anfrage erneut.'],
    'origin-refused': [
      'Die Anfrage kam nicht über die öffentliche Adresse des Dienstes (403).',
      'Rufen Sie die öffentliche Adresse des Dienstes auf.',
    ],
    'internal-error': [
      'Ein unerwarteter Fehler (500). Die Antwort verrät nichts Internes; die Logs halten die Ursache unter der requestId fest.',
      'Versuchen Sie es später erneut und geben Sie bei einer Meldung die requestId an.',
    ],
  },
  legal: {
    operator: 'Betreiber',
    address: 'Anschrift',
    email: 'Kontakt',
    taxId: 'Steuernummer',
    licenceText: (service, base) => [
      'Der Fahrverbotskalender (JSON und iCalendar), der Seitenkatalog und die Sitemap stehen unter der Lizenz Creative Commons Namensnennung 4.0 International (CC BY 4.0). Sie dürfen sie kopieren, bearbeiten und weitergeben, auch kommerziell.',
      `Nennen Sie die Quelle so: „${service} (${base}), CC BY 4.0“, und geben Sie an, ob Sie die Daten verändert haben. Jede Regel gehört der in officialSource genannten Behörde; lastVerified sagt nur, wann die Daten mit ihr abgeglichen wurden.`,
      'Die Daten werden sorgfältig zusammengestellt, können aber unvollständig oder veraltet sein: Die amtliche Quelle hat Vorrang. Als vorläufig markierte Daten sind Schätzungen.',
    ],
    licenceLink: 'Lizenz lesen',
  },
  notFound: {
    title: 'Seite nicht gefunden',
    text: 'Unter dieser Adresse gibt es keine Seite.',
    back: 'Zur Startseite',
  },
  tooManyRequests: {
    title: 'Zu viele Anfragen',
    text: (seconds) =>
      `Zu viele Seiten in kurzer Zeit von Ihrer Adresse angefragt: Versuchen Sie es in ${plural(seconds, { one: 'Sekunde', other: 'Sekunden' })} erneut.`,
  },
  failure: {
    title: 'Etwas ist schiefgelaufen',
    text: (requestId) =>
      `Die Seite konnte nicht erstellt werden. Versuchen Sie es später erneut; wenn es andauert, nennen Sie diese Referenz: ${requestId}.`,
  },
};
