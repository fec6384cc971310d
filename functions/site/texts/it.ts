import { TYPOGRAPHY } from '#shared/domain/texts/typography.ts';
import type { SiteTexts } from './en.ts';

const plural = TYPOGRAPHY.it.count;

export const it: SiteTexts = {
  languageName: 'Italiano',
  skip: 'Vai al contenuto',
  languages: 'Lingue',
  nav: { home: 'Home', estimate: 'Stima', drivingBans: 'Divieti di circolazione', developers: 'Sviluppatori' },
  footer: {
    legal: 'Note legali',
    notice: 'Note legali',
    privacy: 'Privacy',
    terms: 'Condizioni d’uso',
    dataLicence: 'Licenza dei dati',
    inEnglish: 'in inglese',
    errors: 'Codici di errore',
    credit: 'Dati sui divieti con licenza CC BY 4.0; ogni norma appartiene all’autorità indicata come fonte.',
  },
  pages: {
    '/': {
      title: 'Stime di trasporto stradale dalla Spagna e divieti di circolazione per camion',
      description:
        'Prezzi indicativi di groupage dalla Spagna in pochi secondi e i divieti di circolazione per camion dei paesi di transito europei come dati aperti.',
    },
    '/estimate': {
      title: 'Stima di una spedizione groupage dalla Spagna',
      description:
        'Prezzo indicativo con data, valuta, IVA, supplemento carburante e tutte le ipotesi. Nessuna prenotazione, nessun account.',
    },
    '/driving-bans': {
      title: 'Divieti di circolazione per camion in Europa',
      description:
        'Mappa e vista settimanale dei divieti di circolazione per camion in vigore nei paesi di transito europei, giorno per giorno.',
    },
    '/driving-bans/route': {
      title: 'Divieti di circolazione su un percorso',
      description:
        'Quali divieti di circolazione per camion incontra un percorso, paese per paese, e la partenza più vicina che non ne incontra nessuno.',
    },
    '/developers': {
      title: 'Sviluppatori',
      description:
        'L’API di stima, le quotazioni di integrazione e i dati aperti sui divieti: riferimento, quote, errori.',
    },
    '/developers/estimate-api': {
      title: 'API di stima e quotazione',
      description:
        'Riferimento della stima pubblica e delle quotazioni di integrazione, con esempi curl e regole delle quote.',
    },
    '/developers/open-data': {
      title: 'API dei dati aperti',
      description:
        'Riferimento del calendario dei divieti, del suo feed iCalendar, del catalogo delle pagine e della sitemap.',
    },
    '/developers/errors': {
      title: 'Codici di errore',
      description: 'Ogni tipo di problema con cui risponde l’API: cosa significa e cosa deve fare chi chiama.',
    },
    '/legal/data-licence': {
      title: 'Licenza dei dati',
      description: 'I dati sui divieti e il catalogo delle pagine sono pubblicati con licenza CC BY 4.0: come citarli.',
    },
  },
  country: {
    title: (name) => `Divieti di circolazione per camion: ${name}`,
    description: (name) =>
      `Quando i camion non possono circolare (${name}): prossimi giorni di divieto con orari, strade e direzione, e la fonte ufficiale.`,
  },
  home: {
    lead: 'Un prezzo indicativo per una spedizione groupage dalla Spagna in pochi secondi, e i divieti di circolazione per camion dei paesi lungo il percorso.',
    estimateTitle: 'Stima di una spedizione',
    estimateText:
      'Metri lineari, peso, data, origine e destinazione: il prezzo arriva con data, valuta, IVA, supplemento carburante e tutte le ipotesi.',
    dataTitle: 'Pianificazione con i divieti',
    dataText:
      'Quali paesi vietano la circolazione dei camion, in quali giorni e orari: su una mappa, per paese, in JSON e come calendario.',
    developersText:
      'Le stesse risposte per il Suo software: l’API di stima, le quotazioni di integrazione e i dati aperti.',
    today: (date) => `Divieti oggi, ${date}`,
    weekend: (from, to) => `Divieti questo fine settimana, da ${from} a ${to}`,
    none: 'Nessun divieto, divieti notturni compresi.',
  },
  bans: {
    kind: {
      weekend: 'Divieto del fine settimana',
      holiday: 'Divieto festivo',
      eve: 'Vigilia di festività',
      road: 'Divieto su strade specifiche',
      dated: 'Divieto datato',
      night: 'Divieto notturno',
    },
    scope: {
      nationwide: 'in tutto il paese',
      regional: 'regionale',
      'specific-roads': 'sulle strade indicate',
      transit: 'traffico di transito',
    },
    direction: {
      transit: (country) => `transito verso: ${country}`,
      southbound: (country) => `verso sud, direzione: ${country}`,
      northbound: (country) => `verso nord, direzione: ${country}`,
      eastbound: (country) => `verso est, direzione: ${country}`,
      westbound: (country) => `verso ovest, direzione: ${country}`,
    },
    rules: 'Le norme',
    coming: 'Prossimi giorni di divieto',
    noneComing: 'Nessun divieto datato in questo periodo.',
    listTitle: 'Giorni di divieto, uno per uno',
    date: 'Data',
    hours: 'Orario (CET)',
    details: 'Dettagli',
    localTime: (hours) => `ora locale ${hours}`,
    roads: 'Strade',
    directionLabel: 'Direzione',
    vehicle: 'Veicoli',
    provisional: 'Provvisorio',
    provisionalNote:
      'Le date indicate come «Provvisorio» sono calcolate prima che l’autorità le pubblichi; verifichi la fonte ufficiale.',
    night: 'Divieti notturni',
    nightRule: (start, end) => `Ogni notte dalle ${start} alle ${end} (ora locale)`,
    exceptions: 'Deroghe',
    source: 'Fonte ufficiale',
    lastVerified: (month) => `Ultima verifica con la fonte: ${month}`,
    timeNote: 'Gli orari sono nel fuso orario dell’Europa centrale (CET/CEST), quello di Bruxelles, Berlino o Madrid.',
    credit: 'Dati: CC BY 4.0. Citazione',
    subscribe: 'Abbonarsi al calendario',
    changes: 'Modifiche ai dati (feed Atom)',
    json: 'Gli stessi dati in JSON',
    monthCaption: (month) => `Giorni di divieto: ${month}`,
    weekdaysShort: ['lun', 'mar', 'mer', 'gio', 'ven', 'sab', 'dom'],
  },
  route: {
    intro:
      'Indichi i paesi che il camion attraversa, nell’ordine, e la partenza: la pagina colloca il camion in ogni paese ed elenca i divieti in vigore mentre vi si trova, con la prima partenza dei prossimi sette giorni che non incontri alcun divieto nazionale o di transito. Con origine e destinazione indica anche la partenza più tarda che arriva altrettanto presto e, se indica l’arrivo che Le serve, la partenza più tarda che lo rispetta.',
    origin: 'Da (codice postale spagnolo)',
    originHint: 'ES, un trattino e il codice postale, ad esempio ES-08001',
    destination: 'A (codice postale)',
    destinationHint:
      'Il codice del paese, un trattino e il codice postale, ad esempio IT-20121: paesi e ore si ricavano dal percorso',
    byCountries: 'Oppure indichi Lei i paesi attraversati e le ore:',
    countries: 'Paesi, nell’ordine del viaggio',
    countriesHint: 'Codici paese, ad es. ES,FR,IT',
    departure: 'Partenza',
    departureHint: 'Data e ora, nel fuso orario dell’Europa centrale (Bruxelles, Berlino, Madrid)',
    arriveBy: 'Arrivo entro (facoltativo)',
    arriveByHint:
      'Data e ora, nel fuso orario dell’Europa centrale. Con origine e destinazione, la pagina trova la partenza più tarda che arriva in tempo; la partenza si può allora lasciare vuota.',
    hours: 'Ore in ogni paese (facoltativo)',
    hoursHint:
      'Nello stesso ordine, ad es. 8,14,8; se il campo resta vuoto, 24 per ogni paese. Il riposo fatto in un paese conta per quel paese.',
    submit: 'Mostra i divieti',
    resultTitle: 'Il percorso',
    summary: (departure: string, arrival: string) => `Partenza il ${departure}, arrivo previsto il ${arrival}.`,
    inCountry: (enters: string, leaves: string, hours: string) => `Dal ${enters} al ${leaves} (${hours} h)`,
    noBan: 'Nessun divieto in questo paese.',
    clearTitle: 'Prima partenza libera',
    clearAsked: 'La partenza richiesta non incontra alcun divieto nazionale o di transito.',
    clearLater: (departure: string, arrival: string) =>
      `Parta il ${departure} per non incontrare alcun divieto nazionale o di transito; arrivo previsto il ${arrival}.`,
    noClear: 'Nessuna partenza dei prossimi sette giorni evita tutti i divieti nazionali e di transito.',
    uncovered: (from: string, to: string) =>
      `Dal ${from} al ${to} il percorso va oltre la fine del calendario: i divieti di quel periodo non sono noti, il che non significa che non ce ne siano.`,
    noClearCalendarEnds: (last: string) =>
      `Non è possibile indicare una partenza senza divieti: il calendario arriva fino al ${last} e ciò che segue non è noto.`,
    clearProvisional: 'Si basa su date provvisorie: verifichi le fonti ufficiali.',
    clearRule:
      'I divieti su strade specifiche o in una regione si possono evitare con un’altra strada: sono mostrati, ma qui non contano.',
    planClear: 'Mostra il percorso da questa partenza',
    latestTitle: 'Partenza più tarda',
    latestSame: 'Nessuna partenza successiva arriva altrettanto presto: parta all’ora richiesta.',
    latestLater: (departure: string, arrival: string) =>
      `Può partire fino al ${departure} e arrivare comunque il ${arrival}: l’autista riposa al deposito e non lungo il percorso.`,
    latestBy: (arriveBy: string, departure: string, arrival: string) =>
      `Per arrivare entro il ${arriveBy}, parta al più tardi il ${departure}; arrivo il ${arrival}.`,
    noLatestCalendarEnds: 'Non è possibile indicare una partenza più tarda: il piano va oltre la fine del calendario.',
    earliestArrival: (arrival: string, departures: string) =>
      `Primo arrivo possibile: il ${arrival}, con ${departures}.`,
    departureNames: {
      departure: 'la partenza richiesta',
      clearDeparture: 'la prima partenza libera',
      latestDeparture: 'la partenza più tarda',
    },
    assumptions: 'Ipotesi',
    refusedTitle: 'Controlli il percorso',
    fieldNames: {
      origin: 'Origine',
      destination: 'Destinazione',
      countries: 'Paesi',
      departure: 'Partenza',
      arriveBy: 'Arrivo entro',
      hours: 'Ore in ogni paese',
    },
    quota: (seconds: number) =>
      `Troppe richieste dal Suo indirizzo: riprovi tra ${plural(seconds, { one: 'secondo', other: 'secondi' })}.`,
    json: 'La stessa risposta in JSON',
  },
  journey: {
    mapTitle: 'Mappa del percorso',
    mapThrough: (origin, crossings, destination) =>
      `Da ${origin} attraverso ${crossings} fino a ${destination}, numerati sulla mappa in quest’ordine.`,
    mapDirect: (origin, destination) => `Da ${origin} fino a ${destination}, su strada.`,
    place: (postalCode, country) => `${postalCode} (${country})`,
    mapStopped: (countries) =>
      `Dove un divieto di circolazione ha fermato il camion (tratteggiato sulla mappa): ${countries}.`,
    seaPorts: (from, to) => `da ${from} a ${to}`,
    road: 'Su strada',
    sea: 'In traghetto o navetta ferroviaria',
    crossedCountry: 'Paese del percorso',
    stoppedCountry: 'Paese dove un divieto di circolazione ha fermato il camion',
    barTitle: 'Il piano, giorno per giorno',
    barSaid: (departure, arrival) =>
      `Il piano da ${departure} a ${arrival} giorno per giorno, in ora dell’Europa centrale; l’elenco numerato qui sotto riporta ogni tappa.`,
    driving: 'Guida',
    banWindow: 'Divieto di circolazione in vigore per questo veicolo',
    deliveryWindow: 'Finestra di consegna',
  },
  overview: {
    mapTitle: (date) => `Divieti del ${date}`,
    chooseDay: 'Giorno',
    dayNotShown: (asked, from, to) => `«${asked}» non è un giorno dal ${from} al ${to}: è mostrato oggi.`,
    show: 'Mostra',
    levels: {
      nationwide: 'Divieto in tutto il paese',
      transit: 'Divieto solo per il traffico di transito',
      regional: 'Divieto in alcune regioni',
      roads: 'Divieto solo sulle strade indicate',
      night: 'Solo divieto notturno',
      none: 'Nessun divieto in questo giorno',
      undated: 'Norme senza divieti datati',
    },
    levelShort: {
      nationwide: 'Tutto il paese',
      transit: 'Transito',
      regional: 'Regionale',
      roads: 'Strade',
      night: 'Notte',
      none: 'Nessun divieto',
      undated: 'Nessun divieto datato',
    },
    roadsCount: (count: number) => plural(count, { one: 'strada', other: 'strade' }),
    night: 'notte',
    today: 'Oggi',
    details: 'dettagli',
    week: 'La settimana',
    country: 'Paese',
    noBan: 'nessun divieto',
    withoutDated: 'Paesi senza divieti datati',
    sectionComing: 'Prossimi giorni di divieto',
  },
  estimate: {
    intro:
      'Descriva la spedizione. Il risultato è indicativo: non prenota nulla e non è un’offerta. Indichi una città (Barcellona, Milano) o un codice postale per l’origine e per la destinazione.',
    origin: 'Origine (Spagna)',
    destination: 'Destinazione',
    originCity: 'Città',
    originPostcode: 'Codice postale',
    destinationCountry: 'Paese (due lettere, ad es. IT)',
    metres: 'Metri lineari',
    metresHint: 'Più di 0 e al massimo 10.',
    pallets: 'Oppure pallet, invece dei metri lineari',
    palletsHint:
      'Numeri interi; i metri lineari si calcolano da questi: un pallet EUR occupa 0,4, un pallet industriale 0,5.',
    euroPallets: 'Pallet EUR (120 × 80 cm)',
    industrialPallets: 'Pallet industriali (120 × 100 cm)',
    stackable: 'I pallet si possono sovrapporre su due livelli',
    palletsTitle: 'Pallet',
    fromPallets: (metres) => `Metri lineari calcolati dai pallet: ${metres}.`,
    weight: 'Peso in kg (facoltativo)',
    date: 'Data di carico (facoltativa, oggi se assente)',
    submit: 'Calcola la stima',
    resultTitle: 'Stima indicativa',
    total: 'Totale',
    loadingDate: 'Data di carico',
    currency: 'Valuta',
    vat: 'IVA',
    vatExcluded: 'esclusa',
    transport: 'Trasporto',
    fuel: 'Supplemento carburante',
    fuelReduction: 'Riduzione carburante',
    fuelWeek: (week) => `prezzo del gasolio della settimana ${week}`,
    fuelProvisional: 'provvisorio: per la settimana di carico non è ancora pubblicato un prezzo del gasolio',
    billableMetres: 'Metri lineari fatturabili',
    validUntil: 'Scadenza',
    assumptions: 'Ipotesi',
    yes: 'sì',
    no: 'no',
    manualTitle: 'Revisione manuale',
    manualText: 'Questa spedizione richiede una revisione manuale: non viene indicato alcun prezzo.',
    refusedTitle: 'Non è stato possibile fare la stima',
    contactOperator: (operator) => `Per un’offerta, invii i dati della spedizione a ${operator} all’indirizzo`,
    quotaTitle: 'Troppe stime',
    quotaText: (seconds) =>
      `Questo indirizzo ha esaurito le sue stime per ora. Riprovi tra ${plural(seconds, { one: 'secondo', other: 'secondi' })}; il limite è lo stesso dell’API.`,
    unavailableTitle: 'Nessun prezzo attuale',
    storeUnavailableTitle: 'Servizio temporaneamente non disponibile',
    unavailableCause: {
      fuel: 'Manca un prezzo del gasolio attuale, quindi il supplemento carburante non può essere calcolato.',
      tariff: 'Nessuna tariffa è valida per questa data di carico.',
      store: 'Il servizio non raggiunge al momento il suo archivio dati; non è stato calcolato nulla.',
      price: 'Al momento non c’è un prezzo attuale.',
    },
    unavailableText: (seconds) =>
      `Non viene indicato alcun importo. Riprovi tra ${plural(seconds, { one: 'secondo', other: 'secondi' })}.`,
    fieldNames: {
      origen: 'Città di origine',
      destino: 'Città di destinazione',
      cpOrigen: 'Codice postale di origine',
      cpDestino: 'Codice postale di destinazione',
      paisDestino: 'Paese di destinazione',
      metros: 'Metri lineari',
      paletsEuro: 'Pallet EUR',
      paletsIndustriales: 'Pallet industriali',
      remontable: 'Sovrapposti su due livelli',
      pesoKg: 'Peso',
      fecha: 'Data di carico',
    },
  },
  fieldProblems: {
    separator: ': ',
    repeated: 'questo campo è stato inviato più di una volta; inserisca un solo valore.',
    origen: 'inserisca Barcellona oppure lasci vuota la città e inserisca il codice postale.',
    originNotReference: (city) =>
      `«${city}» non è una città nota alla stima; inserisca Barcellona oppure lasci vuota la città e inserisca il codice postale.`,
    cpOrigen: 'inserisca un codice postale spagnolo di cinque cifre, ad esempio 08001.',
    originMissing: 'inserisca un codice postale spagnolo di cinque cifre, ad esempio 08001, oppure la città.',
    destino: 'inserisca Milano oppure lasci vuota la città e inserisca il codice postale e il paese.',
    destinationNotReference: (city) =>
      `«${city}» non è una città nota alla stima; inserisca Milano oppure lasci vuota la città e inserisca il codice postale e il paese.`,
    cpDestino:
      'inserisca il codice postale come si scrive nel paese di destinazione, con lettere, cifre, spazi o trattini (al massimo 12).',
    destinationMissing: 'inserisca il codice postale e il paese di destinazione, oppure la città.',
    postalCodeOf: (country, example) =>
      `inserisca un codice postale del paese di destinazione (${country}), ad esempio ${example}.`,
    paisDestino: 'inserisca il codice di due lettere del paese di destinazione, ad esempio IT per l’Italia.',
    countryRequired:
      'inserisca, insieme al codice postale, il codice di due lettere del paese di destinazione, ad esempio IT per l’Italia.',
    countryMismatch: (city, country, code) =>
      `${city} si trova in ${country}; inserisca ${code} oppure lasci vuoto il campo.`,
    useCode: (code) => `inserisca ${code}, il codice standard di questo paese.`,
    metros: (max, example) => `inserisca un numero maggiore di 0 e non superiore a ${max}, ad esempio ${example}.`,
    metresOrPallets: 'inserisca i metri lineari oppure i pallet, non entrambi.',
    pallets: (max) => `inserisca un numero intero da 0 a ${max}, con almeno un pallet in totale.`,
    palletsTooLong: (needed, length) =>
      `in file questi pallet richiedono ${needed} m di pianale, più dei ${length} m di un semirimorchio; inserisca meno pallet.`,
    palletsOverEstimate: (metres, max) =>
      `questi pallet occupano ${metres} metri lineari e la stima accetta al massimo ${max}; per questo carico chieda un’offerta all’operatore.`,
    remontable: 'selezioni la casella o la lasci vuota.',
    pesoKg: (max) => `inserisca un numero di chilogrammi maggiore di 0 e non superiore a ${max}.`,
    fecha: (first, last) => `scelga un giorno nel periodo ${first} – ${last}.`,
    countries: (max) =>
      `inserisca fino a ${max} codici di paese nell’ordine del viaggio, separati da virgole, ad esempio ES,FR,IT.`,
    departure: (first, last) =>
      `scelga data e ora nel periodo ${first} – ${last}, nel fuso orario dell’Europa centrale.`,
    arriveBy: (first: string, last: string) =>
      `scelga data e ora nel periodo ${first} – ${last}, nel fuso orario dell’Europa centrale, e indichi origine e destinazione.`,
    noDepartureArrivesBy: (departure: string, arrival: string) =>
      `nessuna partenza dal ${departure} in poi arriva in tempo: partendo il ${departure}, il camion arriva il ${arrival}; scelga un arrivo più tardo.`,
    routeChoice:
      'indichi i paesi (con le loro ore) oppure origine e destinazione con il codice postale, non entrambi: lasci vuota una delle due forme.',
    arriveByNeedsPlaces:
      'indichi origine e destinazione con il codice postale: solo il piano del percorso dice quando arriva il camion.',
    routePlace: (example: string) =>
      `inserisca il codice del paese, un trattino e un codice postale di quel paese, ad esempio ${example}; oppure lasci vuoti origine e destinazione e indichi i paesi.`,
    noJourney: (from: string, to: string) =>
      `Non si può tracciare un percorso stradale da ${from} a ${to}: indichi i paesi e le ore.`,
    hours: (max) =>
      `inserisca un numero di ore per ogni paese, nello stesso ordine, ciascuno maggiore di 0 e non superiore a ${max}, ad esempio 8,14,8.`,
    hoursMismatch: (hours, countries) =>
      `inserisca tanti numeri quanti sono i paesi, nello stesso ordine (paesi: ${countries}; numeri: ${hours}).`,
  },
  developers: {
    intro:
      'Tutto ciò che mostra il sito è anche un’API HTTP: JSON in entrata e in uscita, errori come problem details RFC 9457. Il contratto è pubblicato in OpenAPI 3.1.',
    openapi: 'Documento OpenAPI',
    quotasTitle: 'Quote e Retry-After',
    quotas: (estimatePerMinute, estimatePerDay, integration, openData, window) => [
      `Stima pubblica: ${plural(estimatePerMinute, { one: 'richiesta', other: 'richieste' })} al minuto e ${estimatePerDay} al giorno per indirizzo IP.`,
      `Quotazioni di integrazione: ${plural(integration, { one: 'richiesta', other: 'richieste' })} al minuto per credenziale.`,
      `Dati aperti: ${plural(openData, { one: 'richiesta', other: 'richieste' })} per finestra di ${plural(window, { one: 'secondo', other: 'secondi' })} per indirizzo IP ed endpoint, dalla prima richiesta.`,
    ],
    retryAfter:
      'Una risposta 429 o 503 contiene Retry-After in secondi: attenda almeno quel tempo prima della richiesta successiva. RateLimit-Policy e RateLimit indicano quanto resta della quota. Non cambiate indirizzi o credenziali per aggirare un limite.',
    operations: 'Operazioni',
    parameters: 'Parametri',
    name: 'Nome',
    location: 'In',
    required: 'Obbligatorio',
    form: 'Forma accettata',
    responses: 'Risposte',
    example: 'Esempio',
    body: 'Corpo della richiesta: JSON, descritto nel documento OpenAPI.',
    seeErrors: 'Cosa significa ogni errore',
    sections: {
      estimate: 'API di stima e quotazione',
      openData: 'API dei dati aperti',
      errors: 'Codici di errore',
    },
    estimateLead:
      'La stima pubblica non richiede un account. Le quotazioni di integrazione richiedono una credenziale bearer rilasciata dall’operatore e una Idempotency-Key.',
    openDataLead:
      'Il calendario dei divieti dell’anno in corso e del successivo, il suo feed iCalendar, il catalogo delle pagine e la sitemap, con licenza CC BY 4.0. Le risposte restano in cache un’ora e hanno un ETag.',
    agentsTitle: 'Agenti IA: MCP e llms.txt',
    agentsLead: 'Gli agenti chiamano le stesse operazioni dell’API, con le stesse quote, gli stessi errori e testi.',
    mcp: 'Endpoint MCP: Model Context Protocol su Streamable HTTP, senza stato (POST, risposte JSON).',
    tools: 'Strumenti',
    credentialTool: 'con una credenziale d’integrazione in Authorization: Bearer',
    llmsTxt: 'il servizio descritto per gli agenti IA, con le regole che devono rispettare (formato llmstxt.org).',
    errorsLead:
      'Ogni errore è un problema RFC 9457 (application/problem+json) il cui type rimanda a una delle sezioni seguenti, con un requestId da citare nelle segnalazioni.',
    meaning: 'Cosa significa',
    action: 'Cosa fare',
  },
  errors: {
    'malformed-request': [
      'Un parametro, un’intestazione o il corpo manca o non ha la forma accettata (400). Il problema lo nomina e indica la forma attesa.',
      'Corregga la richiesta secondo parameter o field ed expected; ripeterla invariata dà la stessa risposta.',
    ],
    'unusable-request': [
      'La richiesta è ben formata ma non può essere tariffata: valore fuori intervallo, data fuori finestra, luoghi contraddittori (422).',
      'Cambi il valore indicato nel problema; per le date, da oggi a 30 giorni.',
    ],
    unauthenticated: [
      'La credenziale manca, è malformata, sconosciuta o revocata (401).',
      'Invii Authorization: Bearer con una credenziale valida; ne chieda una nuova all’operatore se è stata revocata.',
    ],
    'not-found': [
      'Questo percorso o risultato non esiste, o il risultato appartiene a un’altra credenziale (404).',
      'Controlli il percorso o l’id; un risultato è visibile solo alla credenziale che lo ha creato.',
    ],
    'method-not-allowed': [
      'Il percorso esiste ma non accetta questo metodo (405); l’intestazione Allow elenca quelli che accetta.',
      'Invii di nuovo la richiesta con uno dei metodi indicati in Allow.',
    ],
    'result-expired': [
      'La quotazione ha superato la sua validità (410). Il suo importo non viene più fornito.',
      'Crei una nuova quotazione.',
    ],
    'idempotent-result-expired': [
      'La Idempotency-Key è stata usata per un risultato scaduto (410).',
      'Invii di nuovo la richiesta con una nuova Idempotency-Key.',
    ],
    'idempotency-in-flight': [
      'Una richiesta con la stessa Idempotency-Key è ancora in elaborazione (409).',
      'Attenda un momento e ripeta la stessa richiesta con la stessa chiave.',
    ],
    'idempotency-key-reused': [
      'La Idempotency-Key è già stata usata con un altro corpo (422).',
      'Usi una nuova chiave per una richiesta diversa.',
    ],
    'quota-exceeded': [
      'La quota di questo client è esaurita nella finestra attuale (429).',
      'Attenda i secondi di Retry-After prima della richiesta successiva.',
    ],
    'price-unavailable': [
      'Non c’è un prezzo attuale: nessuna tariffa valida o nessun prezzo del gasolio recente (503). Non viene indicato alcun importo.',
      'Riprovi dopo i secondi di Retry-After.',
    ],
    'service-unavailable': [
      'Il servizio non raggiunge il suo archivio dati (503); nulla è stato prodotto o modificato.',
      'Riprovi dopo i secondi di Retry-After.',
    ],
    'uri-too-long': ['L’URI della richiesta supera i 2.048 caratteri (414).', 'Accorci la query string.'],
    'unsupported-media-type': [
      'Il corpo non è inviato come application/json (415).',
      'Invii Content-Type: application/json con un corpo JSON.',
    ],
    'not-acceptable': [
      'La risposta è troppo grande per essere inviata senza compressione e il client rifiuta gzip (406).',
      'Accetti gzip o chieda meno giorni o paesi.',
    ],
    'payload-too-large': ['Il corpo della richiesta è troppo grande (413).', 'Invii un corpo più piccolo.'],
    'request-header-fields-too-large': [
      'Le intestazioni della richiesta sono troppo grandi (431).',
      'Invii meno intestazioni o più brevi.',
    ],
    'request-timeout': ['Il corpo della richiesta non è arrivato in tempo (408).', 'Invii di nuovo la richiesta.'],
    'origin-refused': [
      'La richiesta non è passata dall’indirizzo pubblico del servizio (403).',
      'Chiami l’indirizzo pubblico del servizio.',
    ],
    'internal-error': [
      'Un guasto imprevisto (500). La risposta non rivela nulla di interno; i log conservano la causa con il suo requestId.',
      'Riprovi più tardi e citi il requestId nelle segnalazioni.',
    ],
  },
  legal: {
    operator: 'Operatore',
    address: 'Indirizzo',
    email: 'Contatto',
    taxId: 'Identificativo fiscale',
    licenceText: (service, base) => [
      'Il calendario dei divieti (JSON e iCalendar), il catalogo delle pagine e la sitemap sono pubblicati con licenza Creative Commons Attribuzione 4.0 Internazionale (CC BY 4.0). Potete copiarli, adattarli e ridistribuirli, anche a fini commerciali.',
      `Li citi così: «${service} (${base}), CC BY 4.0», e indichi se li ha modificati. Ogni norma appartiene all’autorità indicata in officialSource; lastVerified dice solo quando i dati sono stati verificati con essa.`,
      'I dati sono raccolti con cura ma possono essere incompleti o non aggiornati: prevale la fonte ufficiale. Le date indicate come provvisorie sono stime.',
    ],
    licenceLink: 'Leggi la licenza',
  },
  notFound: {
    title: 'Pagina non trovata',
    text: 'Non c’è nessuna pagina a questo indirizzo.',
    back: 'Vai alla home',
  },
  tooManyRequests: {
    title: 'Troppe richieste',
    text: (seconds) =>
      `Troppe pagine richieste dal Suo indirizzo in poco tempo: riprovi tra ${plural(seconds, { one: 'secondo', other: 'secondi' })}.`,
  },
  failure: {
    title: 'Qualcosa è andato storto',
    text: (requestId) =>
      `Non è stato possibile generare la pagina. Riprovi più tardi; se il problema persiste, citi questo riferimento: ${requestId}.`,
  },
};
