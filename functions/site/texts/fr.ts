import { TYPOGRAPHY } from '#shared/domain/texts/typography.ts';
import type { SiteTexts } from './en.ts';

const plural = TYPOGRAPHY.fr.count;

export const fr: SiteTexts = {
  languageName: 'Français',
  skip: 'Aller au contenu',
  languages: 'Langues',
  nav: {
    home: 'Accueil',
    estimate: 'Estimation',
    drivingBans: 'Interdictions de circulation',
    developers: 'Développeurs',
  },
  footer: {
    legal: 'Mentions',
    notice: 'Mentions légales',
    privacy: 'Confidentialité',
    terms: 'Conditions d’utilisation',
    dataLicence: 'Licence des données',
    inEnglish: 'en anglais',
    errors: 'Codes d’erreur',
    credit: 'Données d’interdictions sous CC BY 4.0 ; chaque règle appartient à l’autorité indiquée comme source.',
  },
  pages: {
    '/': {
      title: 'Estimations de transport routier depuis l’Espagne et interdictions de circulation des poids lourds',
      description:
        'Prix indicatifs de groupage depuis l’Espagne en quelques secondes, et les interdictions de circulation des poids lourds des pays de transit européens en données ouvertes.',
    },
    '/estimate': {
      title: 'Estimer un envoi de groupage depuis l’Espagne',
      description:
        'Prix indicatif avec date, devise, TVA, surcharge carburant et toutes les hypothèses. Sans réservation ni compte.',
    },
    '/driving-bans': {
      title: 'Interdictions de circulation des poids lourds en Europe',
      description:
        'Carte et vue de la semaine des interdictions de circulation des poids lourds en vigueur dans les pays de transit européens, jour par jour.',
    },
    '/driving-bans/route': {
      title: 'Interdictions de circulation sur un trajet',
      description:
        'Quelles interdictions de circulation des poids lourds un trajet rencontre, pays par pays, et le départ le plus tôt qui n’en rencontre aucune.',
    },
    '/developers': {
      title: 'Développeurs',
      description:
        'L’API d’estimation, les cotations d’intégration et les données ouvertes d’interdictions : référence, quotas, erreurs.',
    },
    '/developers/estimate-api': {
      title: 'API d’estimation et de cotation',
      description:
        'Référence de l’estimation publique et des cotations d’intégration, avec des exemples curl et les règles de quota.',
    },
    '/developers/open-data': {
      title: 'API de données ouvertes',
      description:
        'Référence du calendrier des interdictions, de son flux iCalendar, du catalogue des pages et du plan du site.',
    },
    '/developers/errors': {
      title: 'Codes d’erreur',
      description: 'Chaque type de problème renvoyé par l’API : ce qu’il signifie et ce que l’appelant doit faire.',
    },
    '/legal/data-licence': {
      title: 'Licence des données',
      description:
        'Les données d’interdictions et le catalogue des pages sont publiés sous CC BY 4.0 : comment les créditer.',
    },
  },
  country: {
    title: (name) => `Interdictions de circulation des poids lourds : ${name}`,
    description: (name) =>
      `Quand les poids lourds ne peuvent pas circuler (${name}) : prochains jours d’interdiction avec horaires, routes et sens, et la source officielle.`,
  },
  home: {
    lead: 'Un prix indicatif pour un envoi de groupage depuis l’Espagne en quelques secondes, et les interdictions de circulation des poids lourds des pays traversés.',
    estimateTitle: 'Estimer un envoi',
    estimateText:
      'Mètres de plancher, poids, date, origine et destination : le prix est donné avec sa date, sa devise, la TVA, la surcharge carburant et toutes les hypothèses.',
    dataTitle: 'Planifier avec les interdictions',
    dataText:
      'Quels pays interdisent la circulation des poids lourds, quels jours et à quelles heures : sur une carte, par pays, en JSON et en calendrier.',
    developersText:
      'Les mêmes réponses pour vos logiciels : l’API d’estimation, les cotations d’intégration et les données ouvertes.',
    today: (date) => `Interdictions aujourd’hui, ${date}`,
    weekend: (from, to) => `Interdictions ce week-end, du ${from} au ${to}`,
    none: 'Aucune interdiction, interdictions de nuit comprises.',
  },
  bans: {
    kind: {
      weekend: 'Interdiction de week-end',
      holiday: 'Interdiction de jour férié',
      eve: 'Veille de jour férié',
      road: 'Interdiction sur certains axes',
      dated: 'Interdiction datée',
      night: 'Interdiction de nuit',
    },
    scope: {
      nationwide: 'dans tout le pays',
      regional: 'régionale',
      'specific-roads': 'sur les routes indiquées',
      transit: 'trafic de transit',
    },
    direction: {
      transit: (country) => `transit vers : ${country}`,
      southbound: (country) => `vers le sud, direction : ${country}`,
      northbound: (country) => `vers le nord, direction : ${country}`,
      eastbound: (country) => `vers l’est, direction : ${country}`,
      westbound: (country) => `vers l’ouest, direction : ${country}`,
    },
    rules: 'Les règles',
    coming: 'Prochains jours d’interdiction',
    noneComing: 'Aucune interdiction datée sur cette période.',
    listTitle: 'Jours d’interdiction, un par un',
    date: 'Date',
    hours: 'Heures (HEC)',
    details: 'Détails',
    localTime: (hours) => `heure locale ${hours}`,
    roads: 'Routes',
    directionLabel: 'Sens',
    vehicle: 'Véhicules',
    provisional: 'Provisoire',
    provisionalNote:
      'Les dates marquées « Provisoire » sont calculées avant leur publication par l’autorité ; vérifiez la source officielle.',
    night: 'Interdictions de nuit',
    nightRule: (start, end) => `Chaque nuit de ${start} à ${end} (heure locale)`,
    exceptions: 'Dérogations',
    source: 'Source officielle',
    lastVerified: (month) => `Dernière vérification auprès de la source : ${month}`,
    timeNote: 'Les heures sont en heure d’Europe centrale (HEC/HAEC), celle de Bruxelles, Berlin ou Madrid.',
    credit: 'Données : CC BY 4.0. Crédit',
    subscribe: 'S’abonner au calendrier',
    changes: 'Modifications des données (flux Atom)',
    json: 'Les mêmes données en JSON',
    monthCaption: (month) => `Jours d’interdiction en ${month}`,
    weekdaysShort: ['lun', 'mar', 'mer', 'jeu', 'ven', 'sam', 'dim'],
  },
  route: {
    intro:
      'Indiquez les pays que traverse le camion, dans l’ordre, et son départ : la page place le camion dans chaque pays et liste les interdictions en vigueur pendant qu’il s’y trouve, avec le départ le plus tôt des sept prochains jours qui ne rencontre aucune interdiction nationale ou de transit. Avec une origine et une destination, elle indique aussi le départ le plus tardif qui arrive aussi tôt et, si vous donnez l’arrivée voulue, le départ le plus tardif qui la respecte.',
    origin: 'De (code postal espagnol)',
    originHint: 'ES, un trait d’union et le code postal, par exemple ES-08001',
    destination: 'À (code postal)',
    destinationHint:
      'Le code du pays, un trait d’union et le code postal, par exemple IT-20121 : les pays et les heures sont déduits du trajet',
    byCountries: 'Ou indiquez vous-même les pays traversés et les heures :',
    countries: 'Pays, dans l’ordre du trajet',
    countriesHint: 'Codes pays, par ex. ES,FR,IT',
    departure: 'Départ',
    departureHint: 'Date et heure, à l’heure d’Europe centrale (Bruxelles, Berlin, Madrid)',
    arriveBy: 'Arrivée au plus tard (facultatif)',
    arriveByHint:
      'Date et heure, à l’heure d’Europe centrale. Avec l’origine et la destination, la page cherche le départ le plus tardif qui arrive à temps ; le départ peut alors rester vide.',
    hours: 'Heures dans chaque pays (facultatif)',
    hoursHint:
      'Dans le même ordre, par ex. 8,14,8 ; si le champ est vide, 24 par pays. Un repos pris dans un pays compte pour ce pays.',
    submit: 'Voir les interdictions',
    resultTitle: 'Le trajet',
    summary: (departure: string, arrival: string) => `Départ le ${departure}, arrivée prévue le ${arrival}.`,
    inCountry: (enters: string, leaves: string, hours: string) => `Du ${enters} au ${leaves} (${hours} h)`,
    noBan: 'Aucune interdiction dans ce pays.',
    clearTitle: 'Premier départ libre',
    clearAsked: 'Le départ demandé ne rencontre aucune interdiction nationale ou de transit.',
    clearLater: (departure: string, arrival: string) =>
      `Partez le ${departure} pour ne rencontrer aucune interdiction nationale ou de transit ; arrivée prévue le ${arrival}.`,
    noClear: 'Aucun départ des sept prochains jours n’évite toutes les interdictions nationales et de transit.',
    uncovered: (from: string, to: string) =>
      `Du ${from} au ${to}, l’itinéraire dépasse la fin du calendrier : les interdictions de cette période ne sont pas connues, ce qui ne veut pas dire qu’il n’y en a pas.`,
    noClearCalendarEnds: (last: string) =>
      `Aucun départ sans interdiction ne peut être indiqué : le calendrier va jusqu’au ${last} et la suite n’est pas connue.`,
    clearProvisional: 'Cela repose sur des dates provisoires : vérifiez les sources officielles.',
    clearRule:
      'Les interdictions sur certains axes ou dans une région peuvent être évitées par un autre itinéraire : elles sont affichées, mais ne comptent pas ici.',
    planClear: 'Voir le trajet depuis ce départ',
    latestTitle: 'Départ le plus tardif',
    latestSame: 'Aucun départ plus tardif n’arrive aussi tôt : partez à l’heure demandée.',
    latestLater: (departure: string, arrival: string) =>
      `Vous pouvez partir jusqu’au ${departure} et arriver quand même le ${arrival} : le conducteur se repose au dépôt plutôt qu’en route.`,
    latestBy: (arriveBy: string, departure: string, arrival: string) =>
      `Pour arriver avant le ${arriveBy}, partez au plus tard le ${departure} ; arrivée le ${arrival}.`,
    noLatestCalendarEnds: 'Aucun départ plus tardif ne peut être indiqué : le plan dépasse la fin du calendrier.',
    earliestArrival: (arrival: string, departures: string) =>
      `Arrivée au plus tôt : le ${arrival}, avec ${departures}.`,
    departureNames: {
      departure: 'le départ demandé',
      clearDeparture: 'le premier départ libre',
      latestDeparture: 'le départ le plus tardif',
    },
    assumptions: 'Hypothèses',
    refusedTitle: 'Vérifiez le trajet',
    fieldNames: {
      origin: 'Origine',
      destination: 'Destination',
      countries: 'Pays',
      departure: 'Départ',
      arriveBy: 'Arrivée au plus tard',
      hours: 'Heures dans chaque pays',
    },
    quota: (seconds: number) =>
      `Trop de requêtes depuis votre adresse : réessayez dans ${plural(seconds, { one: 'seconde', other: 'secondes' })}.`,
    json: 'La même réponse en JSON',
  },
  journey: {
    mapTitle: 'Carte du trajet',
    mapThrough: (origin, crossings, destination) =>
      `De ${origin} par ${crossings} jusqu’à ${destination}, numérotés sur la carte dans cet ordre.`,
    mapDirect: (origin, destination) => `De ${origin} jusqu’à ${destination}, par la route.`,
    place: (postalCode, country) => `${postalCode} (${country})`,
    mapStopped: (countries) =>
      `Là où une interdiction de circulation a arrêté le camion (hachuré sur la carte) : ${countries}.`,
    seaPorts: (from, to) => `de ${from} à ${to}`,
    road: 'Par la route',
    sea: 'En ferry ou en navette ferroviaire',
    crossedCountry: 'Pays du trajet',
    stoppedCountry: 'Pays où une interdiction de circulation a arrêté le camion',
    barTitle: 'Le plan, jour par jour',
    barSaid: (departure, arrival) =>
      `Le plan de ${departure} à ${arrival} au fil des jours, en heure d’Europe centrale ; la liste numérotée ci-dessous donne chaque étape.`,
    driving: 'Conduite',
    banWindow: 'Interdiction de circulation en vigueur pour ce véhicule',
    deliveryWindow: 'Fenêtre de livraison',
  },
  overview: {
    mapTitle: (date) => `Interdictions le ${date}`,
    chooseDay: 'Jour',
    dayNotShown: (asked, from, to) =>
      `« ${asked} » n’est pas un jour du ${from} au ${to} : la page montre aujourd’hui.`,
    show: 'Afficher',
    levels: {
      nationwide: 'Interdiction dans tout le pays',
      transit: 'Interdiction pour le transit seulement',
      regional: 'Interdiction dans certaines régions',
      roads: 'Interdiction sur les routes citées seulement',
      night: 'Interdiction de nuit seulement',
      none: 'Pas d’interdiction ce jour',
      undated: 'Règles sans interdictions datées',
    },
    levelShort: {
      nationwide: 'Tout le pays',
      transit: 'Transit',
      regional: 'Régional',
      roads: 'Routes',
      night: 'Nuit',
      none: 'Pas d’interdiction',
      undated: 'Pas d’interdictions datées',
    },
    roadsCount: (count: number) => plural(count, { one: 'route', other: 'routes' }),
    night: 'nuit',
    today: 'Aujourd’hui',
    details: 'détails',
    week: 'La semaine',
    country: 'Pays',
    noBan: 'pas d’interdiction',
    withoutDated: 'Pays sans interdictions datées',
    sectionComing: 'Prochains jours d’interdiction',
  },
  estimate: {
    intro:
      'Décrivez l’envoi. Le résultat est indicatif : il ne réserve rien et n’est pas une offre. Indiquez une ville (Barcelone, Milan) ou un code postal pour l’origine et pour la destination.',
    origin: 'Origine (Espagne)',
    destination: 'Destination',
    originCity: 'Ville',
    originPostcode: 'Code postal',
    destinationCountry: 'Pays (deux lettres, p. ex. IT)',
    metres: 'Mètres de plancher',
    metresHint: 'Plus de 0 et au plus 10.',
    pallets: 'Ou des palettes, au lieu des mètres de plancher',
    palletsHint:
      'Nombres entiers ; les mètres de plancher en sont calculés : une palette EUR occupe 0,4, une palette industrielle 0,5.',
    euroPallets: 'Palettes EUR (120 × 80 cm)',
    industrialPallets: 'Palettes industrielles (120 × 100 cm)',
    stackable: 'Les palettes peuvent être gerbées sur deux niveaux',
    palletsTitle: 'Palettes',
    fromPallets: (metres) => `Mètres de plancher calculés à partir des palettes : ${metres}.`,
    weight: 'Poids en kg (facultatif)',
    date: 'Date de chargement (facultative, aujourd’hui par défaut)',
    submit: 'Estimer',
    resultTitle: 'Estimation indicative',
    total: 'Total',
    loadingDate: 'Date de chargement',
    currency: 'Devise',
    vat: 'TVA',
    vatExcluded: 'non comprise',
    transport: 'Transport',
    fuel: 'Surcharge carburant',
    fuelReduction: 'Réduction carburant',
    fuelWeek: (week) => `prix du gazole de la semaine ${week}`,
    fuelProvisional: 'provisoire : la semaine de chargement n’a pas encore de prix du gazole publié',
    billableMetres: 'Mètres de plancher facturables',
    validUntil: 'Valable jusqu’au',
    assumptions: 'Hypothèses',
    yes: 'oui',
    no: 'non',
    manualTitle: 'Examen manuel',
    manualText: 'Cet envoi nécessite un examen manuel : aucun prix n’est donné.',
    refusedTitle: 'L’estimation n’a pas pu être faite',
    contactOperator: (operator) => `Pour une offre, envoyez les données de l’envoi à ${operator} à l’adresse`,
    quotaTitle: 'Trop d’estimations',
    quotaText: (seconds) =>
      `Cette adresse a utilisé ses estimations pour le moment. Réessayez dans ${plural(seconds, { one: 'seconde', other: 'secondes' })} ; la limite est la même que celle de l’API.`,
    unavailableTitle: 'Pas de prix actuel',
    storeUnavailableTitle: 'Service temporairement indisponible',
    unavailableCause: {
      fuel: 'Il n’y a pas de prix du gazole actuel : la surcharge carburant ne peut pas être calculée.',
      tariff: 'Aucun tarif n’est valable pour cette date de chargement.',
      store: 'Le service ne peut pas joindre sa base de données pour le moment ; rien n’a été calculé.',
      price: 'Il n’y a pas de prix actuel en ce moment.',
    },
    unavailableText: (seconds) =>
      `Aucun montant n’est donné. Réessayez dans ${plural(seconds, { one: 'seconde', other: 'secondes' })}.`,
    fieldNames: {
      origen: 'Ville d’origine',
      destino: 'Ville de destination',
      cpOrigen: 'Code postal d’origine',
      cpDestino: 'Code postal de destination',
      paisDestino: 'Pays de destination',
      metros: 'Mètres de plancher',
      paletsEuro: 'Palettes EUR',
      paletsIndustriales: 'Palettes industrielles',
      remontable: 'Gerbées sur deux niveaux',
      pesoKg: 'Poids',
      fecha: 'Date de chargement',
    },
  },
  fieldProblems: {
    separator: '\u00a0: ',
    repeated: 'ce champ a été envoyé plus d’une fois ; saisissez une seule valeur.',
    origen: 'saisissez Barcelone, ou laissez la ville vide et saisissez le code postal.',
    originNotReference: (city) =>
      `«\u00a0${city}\u00a0» n’est pas une ville connue de l’estimation ; saisissez Barcelone, ou laissez la ville vide et saisissez le code postal.`,
    cpOrigen: 'saisissez un code postal espagnol de cinq chiffres, par exemple 08001.',
    originMissing: 'saisissez un code postal espagnol de cinq chiffres, par exemple 08001, ou la ville.',
    destino: 'saisissez Milan, ou laissez la ville vide et saisissez le code postal et le pays.',
    destinationNotReference: (city) =>
      `«\u00a0${city}\u00a0» n’est pas une ville connue de l’estimation ; saisissez Milan, ou laissez la ville vide et saisissez le code postal et le pays.`,
    cpDestino:
      'saisissez le code postal tel qu’il s’écrit dans le pays de destination, en lettres, chiffres, espaces ou traits d’union (12 au plus).',
    destinationMissing: 'saisissez le code postal et le pays de destination, ou la ville.',
    postalCodeOf: (country, example) =>
      `saisissez un code postal du pays de destination (${country}), par exemple ${example}.`,
    paisDestino: 'saisissez le code à deux lettres du pays de destination, par exemple IT pour l’Italie.',
    countryRequired:
      'saisissez, avec le code postal, le code à deux lettres du pays de destination, par exemple IT pour l’Italie.',
    countryMismatch: (city, country, code) =>
      `${city} se trouve en ${country} ; saisissez ${code} ou laissez le champ vide.`,
    useCode: (code) => `saisissez ${code}, le code normalisé de ce pays.`,
    metros: (max, example) => `saisissez un nombre supérieur à 0 et au plus égal à ${max}, par exemple ${example}.`,
    metresOrPallets: 'saisissez les mètres de plancher ou les palettes, pas les deux.',
    pallets: (max) => `saisissez un nombre entier de 0 à ${max}, avec au moins une palette au total.`,
    palletsTooLong: (needed, length) =>
      `en rangées, ces palettes demandent ${needed} m de plancher, plus que les ${length} m d’une semi-remorque ; saisissez moins de palettes.`,
    palletsOverEstimate: (metres, max) =>
      `ces palettes occupent ${metres} mètres de plancher et l’estimation accepte au plus ${max} ; pour ce chargement, demandez une offre à l’opérateur.`,
    remontable: 'cochez la case ou laissez-la vide.',
    pesoKg: (max) => `saisissez un nombre de kilogrammes supérieur à 0 et au plus égal à ${max}.`,
    fecha: (first, last) => `choisissez un jour entre le ${first} et le ${last}.`,
    countries: (max) =>
      `saisissez jusqu’à ${max} codes de pays dans l’ordre du trajet, séparés par des virgules, par exemple ES,FR,IT.`,
    departure: (first, last) =>
      `choisissez une date et une heure entre le ${first} et le ${last}, en heure d’Europe centrale.`,
    arriveBy: (first: string, last: string) =>
      `choisissez une date et une heure entre le ${first} et le ${last}, en heure d’Europe centrale, et indiquez l’origine et la destination.`,
    noDepartureArrivesBy: (departure: string, arrival: string) =>
      `aucun départ à partir du ${departure} n’arrive à temps : en partant le ${departure}, le camion arrive le ${arrival} ; choisissez une arrivée plus tardive.`,
    routeChoice:
      'indiquez soit les pays (avec leurs heures), soit l’origine et la destination par code postal, pas les deux : videz l’une des deux formes.',
    arriveByNeedsPlaces:
      'indiquez l’origine et la destination par code postal : seul le plan du trajet dit quand le camion arrive.',
    routePlace: (example: string) =>
      `saisissez le code du pays, un trait d’union et un code postal de ce pays, par exemple ${example} ; ou laissez vides le départ et l’arrivée et indiquez les pays.`,
    noJourney: (from: string, to: string) =>
      `Aucun trajet routier ne peut être tracé de ${from} à ${to} : indiquez les pays et les heures.`,
    hours: (max) =>
      `saisissez un nombre d’heures par pays, dans le même ordre, chacun supérieur à 0 et au plus égal à ${max}, par exemple 8,14,8.`,
    hoursMismatch: (hours, countries) =>
      `saisissez autant de nombres que de pays, dans le même ordre (pays\u00a0: ${countries} ; nombres\u00a0: ${hours}).`,
  },
  developers: {
    intro:
      'Tout ce que montre le site est aussi une API HTTP : JSON en entrée et en sortie, erreurs au format RFC 9457 (problem details). Le contrat est publié en OpenAPI 3.1.',
    openapi: 'Document OpenAPI',
    quotasTitle: 'Quotas et Retry-After',
    quotas: (estimatePerMinute, estimatePerDay, integration, openData, window) => [
      `Estimation publique : ${plural(estimatePerMinute, { one: 'requête', other: 'requêtes' })} par minute et ${estimatePerDay} par jour par adresse IP.`,
      `Cotations d’intégration : ${plural(integration, { one: 'requête', other: 'requêtes' })} par minute par identifiant.`,
      `Données ouvertes : ${plural(openData, { one: 'requête', other: 'requêtes' })} par fenêtre de ${plural(window, { one: 'seconde', other: 'secondes' })} par adresse IP et par point d’accès, à partir de la première requête.`,
    ],
    retryAfter:
      'Une réponse 429 ou 503 porte Retry-After en secondes : attendez au moins ce délai avant la requête suivante. RateLimit-Policy et RateLimit indiquent ce qui reste du quota. Ne changez pas d’adresse ni d’identifiant pour contourner une limite.',
    operations: 'Opérations',
    parameters: 'Paramètres',
    name: 'Nom',
    location: 'Dans',
    required: 'Obligatoire',
    form: 'Forme acceptée',
    responses: 'Réponses',
    example: 'Exemple',
    body: 'Corps de la requête : JSON, décrit dans le document OpenAPI.',
    seeErrors: 'Ce que signifie chaque erreur',
    sections: {
      estimate: 'API d’estimation et de cotation',
      openData: 'API de données ouvertes',
      errors: 'Codes d’erreur',
    },
    estimateLead:
      'L’estimation publique ne demande aucun compte. Les cotations d’intégration demandent un identifiant bearer délivré par l’opérateur et une Idempotency-Key.',
    openDataLead:
      'Le calendrier des interdictions de l’année en cours et de la suivante, son flux iCalendar, le catalogue des pages et le plan du site, sous CC BY 4.0. Les réponses sont mises en cache une heure et portent un ETag.',
    agentsTitle: 'Agents IA : MCP et llms.txt',
    agentsLead: 'Les agents appellent les mêmes opérations que l’API, avec les mêmes quotas, erreurs et textes.',
    mcp: 'Point d’accès MCP : Model Context Protocol sur Streamable HTTP, sans état (POST, réponses JSON).',
    tools: 'Outils',
    credentialTool: 'avec un identifiant d’intégration dans Authorization: Bearer',
    llmsTxt: 'le service décrit pour les agents IA, avec les règles à respecter (format llmstxt.org).',
    errorsLead:
      'Chaque erreur est un problème RFC 9457 (application/problem+json) dont le type renvoie à l’une des sections ci-dessous, avec un requestId à citer pour la signaler.',
    meaning: 'Ce que cela signifie',
    action: 'Que faire',
  },
  errors: {
    'malformed-request': [
      'Un paramètre, un en-tête ou le corps manque ou n’a pas la forme acceptée (400). Le problème le nomme et donne la forme attendue.',
      'Corrigez la requête selon parameter ou field et expected ; la répéter telle quelle donne la même réponse.',
    ],
    'unusable-request': [
      'La requête est bien formée mais ne peut pas être tarifée : valeur hors limites, date hors fenêtre, lieux contradictoires (422).',
      'Changez la valeur nommée dans le problème ; pour les dates, d’aujourd’hui à 30 jours.',
    ],
    unauthenticated: [
      'L’identifiant manque, est mal formé, inconnu ou révoqué (401).',
      'Envoyez Authorization: Bearer avec un identifiant valide ; demandez-en un nouveau à l’opérateur s’il a été révoqué.',
    ],
    'not-found': [
      'Ce chemin ou ce résultat n’existe pas, ou le résultat appartient à un autre identifiant (404).',
      'Vérifiez le chemin ou l’id ; un résultat n’est visible que par l’identifiant qui l’a créé.',
    ],
    'method-not-allowed': [
      'Le chemin existe mais n’accepte pas cette méthode (405) ; l’en-tête Allow indique celles qu’il accepte.',
      'Renvoyez la requête avec l’une des méthodes d’Allow.',
    ],
    'result-expired': [
      'La cotation a dépassé sa validité (410). Son montant n’est plus servi.',
      'Créez une nouvelle cotation.',
    ],
    'idempotent-result-expired': [
      'L’Idempotency-Key a servi pour un résultat expiré (410).',
      'Renvoyez la requête avec une nouvelle Idempotency-Key.',
    ],
    'idempotency-in-flight': [
      'Une requête avec la même Idempotency-Key est encore en cours (409).',
      'Attendez un instant et répétez la même requête avec la même clé.',
    ],
    'idempotency-key-reused': [
      'L’Idempotency-Key a déjà servi avec un autre corps (422).',
      'Utilisez une nouvelle clé pour une requête différente.',
    ],
    'quota-exceeded': [
      'Le quota de ce client est épuisé pour la fenêtre en cours (429).',
      'Attendez les secondes de Retry-After avant la requête suivante.',
    ],
    'price-unavailable': [
      'Il n’y a pas de prix actuel : pas de tarif valable ou pas de prix du gazole récent (503). Aucun montant n’est donné.',
      'Réessayez après les secondes de Retry-After.',
    ],
    'service-unavailable': [
      'Le service ne peut pas joindre son stockage (503) ; rien n’a été produit ni modifié.',
      'Réessayez après les secondes de Retry-After.',
    ],
    'uri-too-long': ['L’URI de la requête dépasse 2 048 caractères (414).', 'Raccourcissez la chaîne de requête.'],
    'unsupported-media-type': [
      'Le corps n’est pas envoyé en application/json (415).',
      'Envoyez Content-Type: application/json avec un corps JSON.',
    ],
    'not-acceptable': [
      'La réponse est trop grande pour être envoyée sans compression et le client refuse gzip (406).',
      'Acceptez gzip, ou demandez moins de jours ou de pays.',
    ],
    'payload-too-large': ['Le corps de la requête est trop grand (413).', 'Envoyez un corps plus petit.'],
    'request-header-fields-too-large': [
      'Les en-têtes de la requête sont trop grands (431).',
      'Envoyez des en-têtes moins nombreux ou plus courts.',
    ],
    'request-timeout': ['Le corps de la requête n’est pas arrivé à temps (408).', 'Renvoyez la requête.'],
    'origin-refused': [
      'La requête n’est pas passée par l’adresse publique du service (403).',
      'Appelez l’adresse publique du service.',
    ],
    'internal-error': [
      'Une défaillance inattendue (500). La réponse ne dit rien d’interne ; les journaux en gardent la cause sous son requestId.',
      'Réessayez plus tard et citez le requestId pour la signaler.',
    ],
  },
  legal: {
    operator: 'Opérateur',
    address: 'Adresse',
    email: 'Contact',
    taxId: 'Identification fiscale',
    licenceText: (service, base) => [
      'Le calendrier des interdictions (JSON et iCalendar), le catalogue des pages et le plan du site sont publiés sous la licence Creative Commons Attribution 4.0 International (CC BY 4.0). Vous pouvez les copier, les adapter et les redistribuer, y compris à des fins commerciales.',
      `Créditez-les ainsi : « ${service} (${base}), CC BY 4.0 », et indiquez si vous les avez modifiés. Chaque règle appartient à l’autorité nommée dans son officialSource ; lastVerified indique seulement quand les données ont été vérifiées auprès d’elle.`,
      'Les données sont compilées avec soin mais peuvent être incomplètes ou dépassées : la source officielle prévaut. Les dates marquées provisoires sont des estimations.',
    ],
    licenceLink: 'Lire la licence',
  },
  notFound: {
    title: 'Page introuvable',
    text: 'Il n’y a pas de page à cette adresse.',
    back: 'Aller à la page d’accueil',
  },
  tooManyRequests: {
    title: 'Trop de requêtes',
    text: (seconds) =>
      `Trop de pages demandées depuis votre adresse en peu de temps : réessayez dans ${plural(seconds, { one: 'seconde', other: 'secondes' })}.`,
  },
  failure: {
    title: 'Une erreur s’est produite',
    text: (requestId) =>
      `La page n’a pas pu être produite. Réessayez plus tard ; si cela persiste, citez cette référence : ${requestId}.`,
  },
};
