import { TYPOGRAPHY } from '#shared/domain/texts/typography.ts';
import type { SiteTexts } from './en.ts';

const plural = TYPOGRAPHY.ro.count;

export const ro: SiteTexts = {
  languageName: 'Română',
  skip: 'Salt la conținut',
  languages: 'Limbi',
  nav: { home: 'Acasă', estimate: 'Estimare', drivingBans: 'Restricții de circulație', developers: 'Dezvoltatori' },
  footer: {
    legal: 'Informații legale',
    notice: 'Mențiuni legale',
    privacy: 'Confidențialitate',
    terms: 'Condiții de utilizare',
    dataLicence: 'Licența datelor',
    inEnglish: 'în engleză',
    errors: 'Coduri de eroare',
    credit:
      'Datele despre restricții sunt sub licența CC BY 4.0; fiecare regulă aparține autorității indicate ca sursă.',
  },
  pages: {
    '/': {
      title: 'Estimări de transport rutier din Spania și restricții de circulație pentru camioane',
      description:
        'Prețuri orientative de grupaj din Spania în câteva secunde și restricțiile de circulație pentru camioane din țările de tranzit europene, ca date deschise.',
    },
    '/estimate': {
      title: 'Estimați o expediție de grupaj din Spania',
      description:
        'Preț orientativ cu dată, monedă, TVA, suprataxă de combustibil și toate ipotezele. Fără rezervare, fără cont.',
    },
    '/driving-bans': {
      title: 'Restricții de circulație pentru camioane în Europa',
      description:
        'Hartă și vedere săptămânală a restricțiilor de circulație pentru camioane în vigoare în țările de tranzit europene, zi de zi.',
    },
    '/driving-bans/route': {
      title: 'Restricții de circulație pe o rută',
      description:
        'Ce restricții de circulație pentru camioane întâlnește o rută, țară cu țară, și cea mai devreme plecare care nu întâlnește niciuna.',
    },
    '/developers': {
      title: 'Dezvoltatori',
      description:
        'API-ul de estimare, cotațiile de integrare și datele deschise despre restricții: referință, cote, erori.',
    },
    '/developers/estimate-api': {
      title: 'API de estimare și cotație',
      description: 'Referința estimării publice și a cotațiilor de integrare, cu exemple curl și regulile cotelor.',
    },
    '/developers/open-data': {
      title: 'API de date deschise',
      description:
        'Referința calendarului de restricții, a fluxului său iCalendar, a catalogului de pagini și a sitemap-ului.',
    },
    '/developers/errors': {
      title: 'Coduri de eroare',
      description: 'Fiecare tip de problemă cu care răspunde API-ul: ce înseamnă și ce trebuie să facă apelantul.',
    },
    '/legal/data-licence': {
      title: 'Licența datelor',
      description: 'Datele despre restricții și catalogul de pagini sunt publicate sub CC BY 4.0: cum se citează.',
    },
  },
  country: {
    title: (name) => `Restricții de circulație pentru camioane: ${name}`,
    description: (name) =>
      `Când camioanele nu pot circula (${name}): următoarele zile de restricție cu ore, drumuri și sens, și sursa oficială.`,
  },
  home: {
    lead: 'Un preț orientativ pentru o expediție de grupaj din Spania în câteva secunde și restricțiile de circulație pentru camioane din țările de pe traseu.',
    estimateTitle: 'Estimați o expediție',
    estimateText:
      'Metri de încărcare, greutate, dată, origine și destinație: prețul vine cu data, moneda, TVA, suprataxa de combustibil și toate ipotezele.',
    dataTitle: 'Planificați ținând cont de restricții',
    dataText:
      'Ce țări interzic circulația camioanelor, în ce zile și la ce ore: pe hartă, pe țară, în JSON și ca flux de calendar.',
    developersText:
      'Aceleași răspunsuri pentru software-ul dumneavoastră: API-ul de estimare, cotațiile de integrare și datele deschise.',
    today: (date) => `Restricții astăzi, ${date}`,
    weekend: (from, to) => `Restricții în acest weekend, ${from} – ${to}`,
    none: 'Nicio restricție, inclusiv cele de noapte.',
  },
  bans: {
    kind: {
      weekend: 'Restricție de weekend',
      holiday: 'Restricție de sărbătoare',
      eve: 'Ajun de sărbătoare',
      road: 'Restricție pe anumite drumuri',
      dated: 'Restricție datată',
      night: 'Restricție de noapte',
    },
    scope: {
      nationwide: 'în toată țara',
      regional: 'regională',
      'specific-roads': 'pe drumurile indicate',
      transit: 'trafic de tranzit',
    },
    direction: {
      transit: (country) => `tranzit spre: ${country}`,
      southbound: (country) => `spre sud, direcția: ${country}`,
      northbound: (country) => `spre nord, direcția: ${country}`,
      eastbound: (country) => `spre est, direcția: ${country}`,
      westbound: (country) => `spre vest, direcția: ${country}`,
    },
    rules: 'Regulile',
    coming: 'Următoarele zile de restricție',
    noneComing: 'Nicio restricție datată în această perioadă.',
    listTitle: 'Zilele de restricție, una câte una',
    date: 'Data',
    hours: 'Ore (CET)',
    details: 'Detalii',
    localTime: (hours) => `ora locală ${hours}`,
    roads: 'Drumuri',
    directionLabel: 'Sens',
    vehicle: 'Vehicule',
    provisional: 'Provizoriu',
    provisionalNote:
      'Datele marcate „Provizoriu” sunt calculate înainte ca autoritatea să le publice; verificați sursa oficială.',
    night: 'Restricții de noapte',
    nightRule: (start, end) => `În fiecare noapte de la ${start} la ${end} (ora locală)`,
    exceptions: 'Excepții',
    source: 'Sursa oficială',
    lastVerified: (month) => `Ultima verificare cu sursa: ${month}`,
    timeNote: 'Orele sunt în ora Europei Centrale (CET/CEST), ora de la Bruxelles, Berlin sau Madrid.',
    credit: 'Date: CC BY 4.0. Citare',
    subscribe: 'Abonare la calendar',
    changes: 'Modificările datelor (flux Atom)',
    json: 'Aceleași date în JSON',
    monthCaption: (month) => `Zile de restricție: ${month}`,
    weekdaysShort: ['lun', 'mar', 'mie', 'joi', 'vin', 'sâm', 'dum'],
  },
  route: {
    intro:
      'Indicați țările pe care le traversează camionul, în ordine, și plecarea: pagina plasează camionul în fiecare țară și listează restricțiile în vigoare cât timp este acolo, cu cea mai devreme plecare din următoarele șapte zile care nu întâlnește nicio restricție națională sau de tranzit. Cu origine și destinație indică și cea mai târzie plecare care sosește la fel de devreme, iar dacă dați sosirea de care aveți nevoie, cea mai târzie plecare care o respectă.',
    origin: 'De la (cod poștal spaniol)',
    originHint: 'ES, o cratimă și codul poștal, de exemplu ES-08001',
    destination: 'Până la (cod poștal)',
    destinationHint: 'Codul țării, o cratimă și codul poștal, de exemplu IT-20121: țările și orele se deduc din traseu',
    byCountries: 'Sau indicați dumneavoastră țările traversate și orele:',
    countries: 'Țări, în ordinea călătoriei',
    countriesHint: 'Coduri de țară, de ex. ES,FR,IT',
    departure: 'Plecare',
    departureHint: 'Data și ora, în ora Europei Centrale (Bruxelles, Berlin, Madrid)',
    arriveBy: 'Sosire cel târziu (opțional)',
    arriveByHint:
      'Data și ora, în ora Europei Centrale. Cu origine și destinație, pagina găsește cea mai târzie plecare care sosește la timp; plecarea poate rămâne atunci necompletată.',
    hours: 'Ore în fiecare țară (opțional)',
    hoursHint:
      'În aceeași ordine, de ex. 8,14,8; dacă rămâne necompletat, câte 24 pentru fiecare țară. Odihna luată într-o țară se socotește în acea țară.',
    submit: 'Afișați restricțiile',
    resultTitle: 'Ruta',
    summary: (departure: string, arrival: string) => `Plecare pe ${departure}, sosire prevăzută pe ${arrival}.`,
    inCountry: (enters: string, leaves: string, hours: string) => `Între ${enters} și ${leaves} (${hours} h)`,
    noBan: 'Nicio restricție în această țară.',
    clearTitle: 'Cea mai devreme plecare liberă',
    clearAsked: 'Plecarea cerută nu întâlnește nicio restricție națională sau de tranzit.',
    clearLater: (departure: string, arrival: string) =>
      `Plecați pe ${departure} pentru a nu întâlni nicio restricție națională sau de tranzit; sosire prevăzută pe ${arrival}.`,
    noClear: 'Nicio plecare din următoarele șapte zile nu evită toate restricțiile naționale și de tranzit.',
    uncovered: (from: string, to: string) =>
      `De la ${from} până la ${to} ruta depășește sfârșitul calendarului: restricțiile din acest interval nu sunt cunoscute, ceea ce nu înseamnă că nu există.`,
    noClearCalendarEnds: (last: string) =>
      `Nu se poate indica o plecare fără restricții: calendarul acoperă zilele până la ${last} inclusiv, iar ce urmează nu se cunoaște.`,
    clearProvisional: 'Se bazează pe date provizorii: verificați sursele oficiale.',
    clearRule:
      'Restricțiile pe anumite drumuri sau într-o regiune pot fi ocolite pe alt drum: sunt afișate, dar nu contează aici.',
    planClear: 'Afișați ruta de la această plecare',
    latestTitle: 'Cea mai târzie plecare',
    latestSame: 'Nicio plecare mai târzie nu sosește la fel de devreme: plecați la ora cerută.',
    latestLater: (departure: string, arrival: string) =>
      `Puteți pleca până pe ${departure} și să sosiți tot pe ${arrival}: șoferul se odihnește la depozit, nu pe drum.`,
    latestBy: (arriveBy: string, departure: string, arrival: string) =>
      `Pentru a sosi până pe ${arriveBy}, plecați cel târziu pe ${departure}; sosire pe ${arrival}.`,
    noLatestCalendarEnds: 'Nu se poate indica o plecare mai târzie: planul trece de sfârșitul calendarului.',
    earliestArrival: (arrival: string, departures: string) =>
      `Cea mai devreme sosire: pe ${arrival}, cu ${departures}.`,
    departureNames: {
      departure: 'plecarea cerută',
      clearDeparture: 'cea mai devreme plecare liberă',
      latestDeparture: 'cea mai târzie plecare',
    },
    assumptions: 'Ipoteze',
    refusedTitle: 'Verificați ruta',
    fieldNames: {
      origin: 'Originea',
      destination: 'Destinația',
      countries: 'Țări',
      departure: 'Plecare',
      arriveBy: 'Sosire cel târziu',
      hours: 'Ore în fiecare țară',
    },
    quota: (seconds: number) =>
      `Prea multe cereri de la adresa dvs.: încercați din nou peste ${plural(seconds, { one: 'secundă', few: 'secunde', other: 'de secunde' })}.`,
    json: 'Același răspuns în JSON',
  },
  journey: {
    mapTitle: 'Harta traseului',
    mapThrough: (origin, crossings, destination) =>
      `De la ${origin} prin ${crossings} până la ${destination}, numerotate pe hartă în această ordine.`,
    mapDirect: (origin, destination) => `De la ${origin} până la ${destination}, pe drum.`,
    place: (postalCode, country) => `${postalCode} (${country})`,
    mapStopped: (countries) => `Unde o restricție de circulație a oprit camionul (hașurat pe hartă): ${countries}.`,
    seaPorts: (from, to) => `de la ${from} la ${to}`,
    road: 'Pe drum',
    sea: 'Cu feribotul sau cu naveta feroviară',
    crossedCountry: 'Țară de pe traseu',
    stoppedCountry: 'Țară unde o restricție de circulație a oprit camionul',
    barTitle: 'Planul, zi de zi',
    barSaid: (departure, arrival) =>
      `Planul de la ${departure} până la ${arrival}, pe zile, în ora Europei Centrale; lista numerotată de mai jos dă fiecare pas.`,
    driving: 'Condus',
    banWindow: 'Restricție de circulație în vigoare pentru acest vehicul',
    deliveryWindow: 'Interval de livrare',
  },
  overview: {
    mapTitle: (date) => `Restricții pe ${date}`,
    chooseDay: 'Ziua',
    dayNotShown: (asked, from, to) => `„${asked}” nu este o zi între ${from} și ${to}: se afișează ziua de azi.`,
    show: 'Afișare',
    levels: {
      nationwide: 'Restricție în toată țara',
      transit: 'Restricție doar pentru traficul de tranzit',
      regional: 'Restricție în unele regiuni',
      roads: 'Restricție doar pe drumurile indicate',
      night: 'Doar restricție de noapte',
      none: 'Nicio restricție în această zi',
      undated: 'Reguli fără restricții datate',
    },
    levelShort: {
      nationwide: 'Toată țara',
      transit: 'Tranzit',
      regional: 'Regional',
      roads: 'Drumuri',
      night: 'Noapte',
      none: 'Fără restricție',
      undated: 'Fără restricții datate',
    },
    roadsCount: (count: number) => plural(count, { one: 'drum', few: 'drumuri', other: 'de drumuri' }),
    night: 'noapte',
    today: 'Astăzi',
    details: 'detalii',
    week: 'Săptămâna',
    country: 'Țara',
    noBan: 'fără restricție',
    withoutDated: 'Țări fără restricții datate',
    sectionComing: 'Următoarele zile de restricție',
  },
  estimate: {
    intro:
      'Descrieți expediția. Rezultatul este orientativ: nu rezervă nimic și nu este o ofertă. Indicați un oraș (Barcelona, Milano) sau un cod poștal pentru origine și pentru destinație.',
    origin: 'Origine (Spania)',
    destination: 'Destinație',
    originCity: 'Oraș',
    originPostcode: 'Cod poștal',
    destinationCountry: 'Țara (două litere, de ex. IT)',
    metres: 'Metri de încărcare',
    metresHint: 'Mai mult de 0 și cel mult 10.',
    pallets: 'Sau paleți, în loc de metri de încărcare',
    palletsHint:
      'Numere întregi; metrii de încărcare se calculează din ele: un europalet ocupă 0,4, un palet industrial 0,5.',
    euroPallets: 'Europaleți (120 × 80 cm)',
    industrialPallets: 'Paleți industriali (120 × 100 cm)',
    stackable: 'Paleții pot fi stivuiți pe două niveluri',
    palletsTitle: 'Paleți',
    fromPallets: (metres) => `Metri de încărcare calculați din paleți: ${metres}.`,
    weight: 'Greutate în kg (opțional)',
    date: 'Data încărcării (opțional, implicit astăzi)',
    submit: 'Calculați estimarea',
    resultTitle: 'Estimare orientativă',
    total: 'Total',
    loadingDate: 'Data încărcării',
    currency: 'Moneda',
    vat: 'TVA',
    vatExcluded: 'neinclus',
    transport: 'Transport',
    fuel: 'Suprataxă de combustibil',
    fuelReduction: 'Reducere de combustibil',
    fuelWeek: (week) => `prețul motorinei din săptămâna ${week}`,
    fuelProvisional: 'provizoriu: săptămâna încărcării nu are încă un preț al motorinei publicat',
    billableMetres: 'Metri de încărcare facturabili',
    validUntil: 'Valabil până la',
    assumptions: 'Ipoteze',
    yes: 'da',
    no: 'nu',
    manualTitle: 'Verificare manuală',
    manualText: 'Această expediție necesită verificare manuală: nu se oferă niciun preț.',
    refusedTitle: 'Estimarea nu a putut fi făcută',
    contactOperator: (operator) => `Pentru o ofertă, trimiteți datele transportului către ${operator} la`,
    quotaTitle: 'Prea multe estimări',
    quotaText: (seconds) =>
      `Această adresă și-a folosit estimările deocamdată. Încercați din nou peste ${plural(seconds, { one: 'secundă', few: 'secunde', other: 'de secunde' })}; limita este aceeași ca pentru API.`,
    unavailableTitle: 'Niciun preț actual',
    storeUnavailableTitle: 'Serviciu temporar indisponibil',
    unavailableCause: {
      fuel: 'Nu există un preț actual al motorinei, deci suprataxa de combustibil nu poate fi calculată.',
      tariff: 'Niciun tarif nu este valabil pentru această dată de încărcare.',
      store: 'Serviciul nu își poate accesa acum baza de date; nu s-a calculat nimic.',
      price: 'Momentan nu există un preț actual.',
    },
    unavailableText: (seconds) =>
      `Nu se oferă nicio sumă. Încercați din nou peste ${plural(seconds, { one: 'secundă', few: 'secunde', other: 'de secunde' })}.`,
    fieldNames: {
      origen: 'Orașul de origine',
      destino: 'Orașul de destinație',
      cpOrigen: 'Cod poștal de origine',
      cpDestino: 'Cod poștal de destinație',
      paisDestino: 'Țara de destinație',
      metros: 'Metri de încărcare',
      paletsEuro: 'Europaleți',
      paletsIndustriales: 'Paleți industriali',
      remontable: 'Stivuiți pe două niveluri',
      pesoKg: 'Greutate',
      fecha: 'Data încărcării',
    },
  },
  fieldProblems: {
    separator: ': ',
    repeated: 'acest câmp a fost trimis de mai multe ori; introduceți o singură valoare.',
    origen: 'introduceți Barcelona sau lăsați orașul necompletat și introduceți codul poștal.',
    originNotReference: (city) =>
      `„${city}” nu este un oraș cunoscut de estimare; introduceți Barcelona sau lăsați orașul necompletat și introduceți codul poștal.`,
    cpOrigen: 'introduceți un cod poștal spaniol din cinci cifre, de exemplu 08001.',
    originMissing: 'introduceți un cod poștal spaniol din cinci cifre, de exemplu 08001, sau orașul.',
    destino: 'introduceți Milano sau lăsați orașul necompletat și introduceți codul poștal și țara.',
    destinationNotReference: (city) =>
      `„${city}” nu este un oraș cunoscut de estimare; introduceți Milano sau lăsați orașul necompletat și introduceți codul poștal și țara.`,
    cpDestino:
      'introduceți codul poștal așa cum se scrie în țara de destinație, cu litere, cifre, spații sau cratime (cel mult 12).',
    destinationMissing: 'introduceți codul poștal și țara de destinație sau orașul.',
    postalCodeOf: (country, example) => `introduceți un cod poștal din ${country}, de exemplu ${example}.`,
    paisDestino: 'introduceți codul din două litere al țării de destinație, de exemplu IT pentru Italia.',
    countryRequired:
      'introduceți, împreună cu codul poștal, codul din două litere al țării de destinație, de exemplu IT pentru Italia.',
    countryMismatch: (city, country, code) =>
      `${city} se află în ${country}; introduceți ${code} sau lăsați câmpul necompletat.`,
    useCode: (code) => `introduceți ${code}, codul standard al acestei țări.`,
    metros: (max, example) => `introduceți un număr mai mare decât 0 și de cel mult ${max}, de exemplu ${example}.`,
    metresOrPallets: 'introduceți metrii de încărcare sau paleții, nu pe amândouă.',
    pallets: (max) => `introduceți un număr întreg de la 0 la ${max}, cu cel puțin un palet în total.`,
    palletsTooLong: (needed, length) =>
      `pe rânduri, acești paleți au nevoie de ${needed} m de podea, mai mult decât cei ${length} m ai unei semiremorci; introduceți mai puțini paleți.`,
    palletsOverEstimate: (metres, max) =>
      `acești paleți ocupă ${metres} metri de încărcare, iar estimarea acceptă cel mult ${max}; pentru această încărcătură, cereți o ofertă operatorului.`,
    remontable: 'bifați caseta sau lăsați-o goală.',
    pesoKg: (max) => `introduceți un număr de kilograme mai mare decât 0 și de cel mult ${max}.`,
    fecha: (first, last) => `alegeți o zi între ${first} și ${last}.`,
    countries: (max) =>
      `introduceți cel mult ${max} coduri de țară în ordinea călătoriei, separate prin virgule, de exemplu ES,FR,IT.`,
    departure: (first, last) => `alegeți o dată și o oră între ${first} și ${last}, în ora Europei Centrale.`,
    arriveBy: (first: string, last: string) =>
      `alegeți o dată și o oră între ${first} și ${last}, în ora Europei Centrale, și indicați originea și destinația.`,
    noDepartureArrivesBy: (departure: string, arrival: string) =>
      `nicio plecare de pe ${departure} încolo nu sosește la timp: plecând pe ${departure}, camionul sosește pe ${arrival}; alegeți o sosire mai târzie.`,
    routeChoice:
      'indicați fie țările (cu orele lor), fie originea și destinația prin cod poștal, nu pe amândouă: lăsați necompletată una dintre cele două variante.',
    arriveByNeedsPlaces:
      'indicați originea și destinația prin cod poștal: doar planul traseului spune când sosește camionul.',
    routePlace: (example: string) =>
      `introduceți codul țării, o cratimă și un cod poștal din acea țară, de exemplu ${example}; sau lăsați necompletate originea și destinația și indicați țările.`,
    noJourney: (from: string, to: string) =>
      `Nu se poate trasa un traseu rutier de la ${from} la ${to}: indicați țările și orele.`,
    hours: (max) =>
      `introduceți un număr de ore pentru fiecare țară, în aceeași ordine, fiecare mai mare decât 0 și de cel mult ${max}, de exemplu 8,14,8.`,
    hoursMismatch: (hours, countries) =>
      `introduceți câte un număr pentru fiecare țară, în aceeași ordine (țări: ${countries}; numere: ${hours}).`,
  },
  developers: {
    intro:
      'Tot ce arată site-ul este și un API HTTP: JSON la intrare și la ieșire, erori ca problem details RFC 9457. Contractul este publicat ca OpenAPI 3.1.',
    openapi: 'Documentul OpenAPI',
    quotasTitle: 'Cote și Retry-After',
    quotas: (estimatePerMinute, estimatePerDay, integration, openData, window) => [
      `Estimare publică: ${plural(estimatePerMinute, { one: 'cerere', few: 'cereri', other: 'de cereri' })} pe minut și ${estimatePerDay} pe zi pentru fiecare adresă IP.`,
      `Cotații de integrare: ${plural(integration, { one: 'cerere', few: 'cereri', other: 'de cereri' })} pe minut pentru fiecare credențial.`,
      `Date deschise: ${plural(openData, { one: 'cerere', few: 'cereri', other: 'de cereri' })} pe fereastră de ${plural(window, { one: 'secundă', few: 'secunde', other: 'de secunde' })} pentru fiecare adresă IP și endpoint, de la prima cerere.`,
    ],
    retryAfter:
      'Un răspuns 429 sau 503 conține Retry-After în secunde: așteptați cel puțin atât înainte de cererea următoare. RateLimit-Policy și RateLimit arată cât a rămas din cotă. Nu schimbați adrese sau credențiale pentru a ocoli o limită.',
    operations: 'Operații',
    parameters: 'Parametri',
    name: 'Nume',
    location: 'În',
    required: 'Obligatoriu',
    form: 'Forma acceptată',
    responses: 'Răspunsuri',
    example: 'Exemplu',
    body: 'Corpul cererii: JSON, descris în documentul OpenAPI.',
    seeErrors: 'Ce înseamnă fiecare eroare',
    sections: {
      estimate: 'API de estimare și cotație',
      openData: 'API de date deschise',
      errors: 'Coduri de eroare',
    },
    estimateLead:
      'Estimarea publică nu necesită cont. Cotațiile de integrare necesită un credențial bearer emis de operator și o Idempotency-Key.',
    openDataLead:
      'Calendarul restricțiilor pentru anul curent și următorul, fluxul său iCalendar, catalogul de pagini și sitemap-ul, sub CC BY 4.0. Răspunsurile sunt păstrate în cache o oră și au un ETag.',
    agentsTitle: 'Agenți AI: MCP și llms.txt',
    agentsLead: 'Agenții apelează aceleași operații ca API-ul, cu aceleași cote, erori și texte.',
    mcp: 'Endpoint MCP: Model Context Protocol prin Streamable HTTP, fără stare (POST, răspunsuri JSON).',
    tools: 'Instrumente',
    credentialTool: 'cu o credențială de integrare în Authorization: Bearer',
    llmsTxt: 'serviciul descris pentru agenții AI, cu regulile pe care trebuie să le respecte (format llmstxt.org).',
    errorsLead:
      'Fiecare eroare este o problemă RFC 9457 (application/problem+json) al cărei type trimite la una dintre secțiunile de mai jos, cu un requestId de menționat la raportare.',
    meaning: 'Ce înseamnă',
    action: 'Ce trebuie făcut',
  },
  errors: {
    'malformed-request': [
      'Un parametru, un antet sau corpul lipsește ori nu are forma acceptată (400). Problema îl numește și arată forma așteptată.',
      'Corectați cererea conform parameter sau field și expected; repetată neschimbată dă același răspuns.',
    ],
    'unusable-request': [
      'Cererea este bine formată, dar nu poate fi tarifată: valoare în afara intervalului, dată în afara ferestrei, locuri contradictorii (422).',
      'Schimbați valoarea numită în problemă; pentru date, de astăzi până la 30 de zile.',
    ],
    unauthenticated: [
      'Credențialul lipsește, este greșit format, necunoscut sau revocat (401).',
      'Trimiteți Authorization: Bearer cu un credențial valid; cereți unul nou operatorului dacă a fost revocat.',
    ],
    'not-found': [
      'Această cale sau acest rezultat nu există, ori rezultatul aparține altui credențial (404).',
      'Verificați calea sau id-ul; un rezultat este vizibil doar credențialului care l-a creat.',
    ],
    'method-not-allowed': [
      'Calea există, dar nu acceptă această metodă (405); antetul Allow le enumeră pe cele acceptate.',
      'Trimiteți din nou cererea cu una dintre metodele din Allow.',
    ],
    'result-expired': [
      'Cotația și-a depășit valabilitatea (410). Suma ei nu mai este servită.',
      'Creați o cotație nouă.',
    ],
    'idempotent-result-expired': [
      'Idempotency-Key a fost folosită pentru un rezultat expirat (410).',
      'Trimiteți din nou cererea cu o Idempotency-Key nouă.',
    ],
    'idempotency-in-flight': [
      'O cerere cu aceeași Idempotency-Key este încă în curs (409).',
      'Așteptați puțin și repetați aceeași cerere cu aceeași cheie.',
    ],
    'idempotency-key-reused': [
      'Idempotency-Key a fost deja folosită cu un alt corp (422).',
      'Folosiți o cheie nouă pentru o cerere diferită.',
    ],
    'quota-exceeded': [
      'Cota acestui client este epuizată în fereastra curentă (429).',
      'Așteptați secundele din Retry-After înainte de cererea următoare.',
    ],
    'price-unavailable': [
      'Nu există un preț actual: niciun tarif valabil sau niciun preț recent al motorinei (503). Nu se oferă nicio sumă.',
      'Încercați din nou după secundele din Retry-After.',
    ],
    'service-unavailable': [
      'Serviciul nu își poate accesa depozitul de date (503); nimic nu a fost produs sau modificat.',
      'Încercați din nou după secundele din Retry-After.',
    ],
    'uri-too-long': ['URI-ul cererii depășește 2.048 de caractere (414).', 'Scurtați query string-ul.'],
    'unsupported-media-type': [
      'Corpul nu este trimis ca application/json (415).',
      'Trimiteți Content-Type: application/json cu un corp JSON.',
    ],
    'not-acceptable': [
      'Răspunsul este prea mare pentru a fi trimis necomprimat, iar clientul refuză gzip (406).',
      'Acceptați gzip sau cereți mai puține zile ori țări.',
    ],
    'payload-too-large': ['Corpul cererii este prea mare (413).', 'Trimiteți un corp mai mic.'],
    'request-header-fields-too-large': [
      'Anteturile cererii sunt prea mari (431).',
      'Trimiteți mai puține anteturi sau mai scurte.',
    ],
    'request-timeout': ['Corpul cererii nu a sosit la timp (408).', 'Trimiteți din nou cererea.'],
    'origin-refused': [
      'Cererea nu a trecut prin adresa publică a serviciului (403).',
      'Apelați adresa publică a serviciului.',
    ],
    'internal-error': [
      'O defecțiune neașteptată (500). Răspunsul nu dezvăluie nimic intern; jurnalele păstrează cauza sub requestId.',
      'Încercați din nou mai târziu și menționați requestId la raportare.',
    ],
  },
  legal: {
    operator: 'Operator',
    address: 'Adresă',
    email: 'Contact',
    taxId: 'Cod fiscal',
    licenceText: (service, base) => [
      'Calendarul restricțiilor (JSON și iCalendar), catalogul de pagini și sitemap-ul sunt publicate sub licența Creative Commons Atribuire 4.0 Internațional (CC BY 4.0). Le puteți copia, adapta și redistribui, inclusiv în scop comercial.',
      `Citați-le astfel: „${service} (${base}), CC BY 4.0” și menționați dacă le-ați modificat. Fiecare regulă aparține autorității numite în officialSource; lastVerified arată doar când au fost verificate datele cu aceasta.`,
      'Datele sunt compilate cu grijă, dar pot fi incomplete sau depășite: sursa oficială prevalează. Datele marcate ca provizorii sunt estimări.',
    ],
    licenceLink: 'Citiți licența',
  },
  notFound: {
    title: 'Pagina nu a fost găsită',
    text: 'Nu există nicio pagină la această adresă.',
    back: 'Mergeți la pagina principală',
  },
  tooManyRequests: {
    title: 'Prea multe cereri',
    text: (seconds) =>
      `Prea multe pagini cerute de la adresa dvs. într-un timp scurt: încercați din nou peste ${plural(seconds, { one: 'secundă', few: 'secunde', other: 'de secunde' })}.`,
  },
  failure: {
    title: 'Ceva nu a funcționat',
    text: (requestId) =>
      `Pagina nu a putut fi generată. Încercați din nou mai târziu; dacă problema persistă, menționați această referință: ${requestId}.`,
  },
};
