import type { IssueLocation, PostalForm } from '#shared/domain/problem-phrases.ts';
import { TYPOGRAPHY } from '#shared/domain/texts/typography.ts';
import type { ProblemTexts } from './problem-texts-shape.ts';

const label = (location: IssueLocation, name: string) =>
  ({
    query: `Le paramètre « ${name} »`,
    body: `Le champ ${name}`,
    header: `L’en-tête ${name}`,
    path: `Le paramètre de chemin « ${name} »`,
    argument: `L’argument « ${name} »`,
  })[location];

const postalForms: ProblemTexts['postalForms'] = {
  digits: ({ count }) => `${count} chiffres`,
  'digits-from': ({ count, first, last }) => `${count} chiffres, de ${first} à ${last}`,
  'spaced-five': () => '5 chiffres écrits NNN NN',
  province: () => '5 chiffres commençant par un numéro de province de 01 à 52',
  'outward-inward': () => 'un code de zone, une espace et un code de secteur',
  eircode: () => 'un Eircode : une clé d’acheminement, une espace et quatre lettres ou chiffres',
  'digits-after-prefix': ({ count, prefix }) => `${count} chiffres, précédés ou non de ${prefix}`,
  'digits-and-letters': () => '4 chiffres (le premier différent de 0) et 2 lettres',
  hyphenated: ({ before, after }) => `${before} chiffres, un trait d’union et ${after} chiffres`,
};
const form = (value: PostalForm) => (postalForms[value.kind] as (form: PostalForm) => string)(value);

export const fr: ProblemTexts = {
  titles: {
    'malformed-request': 'Requête mal formée',
    'unusable-request': 'Impossible de calculer un prix',
    unauthenticated: 'Identifiant absent ou refusé',
    'not-found': 'Introuvable',
    'method-not-allowed': 'Méthode non autorisée',
    'result-expired': 'Résultat expiré',
    'idempotent-result-expired': 'Le résultat de cette clé a expiré',
    'idempotency-in-flight': 'Requête en cours',
    'idempotency-key-reused': 'Idempotency-Key réutilisée avec un autre corps',
    'quota-exceeded': 'Trop de requêtes',
    'price-unavailable': 'Aucun prix actuel',
    'service-unavailable': 'Service momentanément indisponible',
    'uri-too-long': 'URI trop longue',
    'unsupported-media-type': 'Type de contenu non pris en charge',
    'not-acceptable': 'Non acceptable',
    'payload-too-large': 'Corps trop volumineux',
    'request-header-fields-too-large': 'En-têtes trop volumineux',
    'request-timeout': 'Délai d’attente dépassé',
    'origin-refused': 'Interdit',
    'internal-error': 'Erreur interne',
  },
  postalForms,
  phrases: {
    required: ({ location, name }) => `${label(location, name)} est obligatoire.`,
    unknown: ({ location, name }) =>
      location === 'body'
        ? `Propriété inconnue : ${name}.`
        : `${location === 'header' ? 'En-tête inconnu' : 'Paramètre inconnu'} : « ${name} ».`,
    unknownAndMore: ({ location, name, more }) =>
      location === 'body'
        ? `Propriété inconnue : ${name}, et ${more} autre${more === 1 ? '' : 's'} propriété${more === 1 ? '' : 's'} inconnue${more === 1 ? '' : 's'}.`
        : `${location === 'header' ? 'En-tête inconnu' : 'Paramètre inconnu'} : « ${name} », et ${more} autre${more === 1 ? '' : 's'} ${location === 'header' ? 'en-tête' : 'paramètre'}${more === 1 ? '' : 's'} inconnu${more === 1 ? '' : 's'}.`,
    repeated: ({ location, name }) => `${label(location, name)} figure plusieurs fois ; indiquez-le une seule fois.`,
    invalid: ({ location, name, value }) =>
      value === undefined
        ? `${label(location, name)} n’a pas la forme acceptée.`
        : `${label(location, name)} : « ${value} » n’a pas la forme acceptée.`,
    outOfRange: ({ name, value, max }) => `${name}=${value} est hors de la plage acceptée (0, ${max}].`,
    outsideLoadingWindow: ({ value, first, last }) =>
      `${value} est hors de la période de chargement, du ${first} au ${last}.`,
    outsideCalendarWindow: ({ name, value, first, last }) =>
      `Paramètre « ${name} » : ${value} est hors de la période du ${first} au ${last}.`,
    notSpanishPostalCode: ({ value }) =>
      `${value} n’est pas un code postal espagnol ; l’origine doit se trouver en Espagne.`,
    notPostalCodeOf: ({ value, country, form: accepted, example }) =>
      `${value} n’est pas un code postal de ${country} (${form(accepted)}, comme ${example}).`,
    unknownCountry: ({ location, name, value, use }) =>
      `${label(location, name)} : code pays inconnu « ${value} »${use === undefined ? '' : ` ; utilisez ${use}`}.`,
    originMissing: () => 'L’origine manque : indiquez cpOrigen ou une ville de référence.',
    originNotReference: ({ value }) =>
      `« ${value} » n’est pas une ville de référence ; indiquez son code postal dans cpOrigen.`,
    destinationMissing: () => 'La destination manque : indiquez cpDestino et paisDestino ou une ville de référence.',
    destinationNotReference: ({ value }) =>
      `« ${value} » n’est pas une ville de référence ; indiquez son code postal dans cpDestino et son pays dans paisDestino.`,
    countryMismatch: ({ destino, country, given }) => `destino=${destino} se trouve en ${country}, pas en ${given}.`,
    countryRequired: () => 'paisDestino est obligatoire avec cpDestino.',
    combinedWithDate: ({ name }) =>
      `Le paramètre « ${name} » ne peut pas être combiné avec « date » ; utilisez date seul ou from/to.`,
    toBeforeFrom: ({ from, to }) => `Le paramètre « to » (${to}) est antérieur à « from » (${from}).`,
    hoursMismatch: ({ hours, countries }) => `Le paramètre « hours » a ${hours} nombres pour ${countries} pays.`,
    routeChoice: () =>
      'Indiquez soit countries (avec hours si vous les connaissez), soit origin et destination : l’une des deux formes, pas les deux.',
    noJourney: ({ from, to }) =>
      `Aucun trajet routier ne peut être tracé de ${from} à ${to} avec les données disponibles ; indiquez countries et hours.`,
    arriveByNeedsPlaces: () =>
      'arriveBy demande un itinéraire donné par origin et destination : c’est le plan du trajet qui dit quand le camion arrive.',
    noDepartureArrivesBy: ({ arriveBy, departure, arrival }) =>
      `Aucun départ entre ${departure} et ${arriveBy} n’arrive à temps : en partant à ${departure}, le camion arrive à ${arrival}.`,
    bodyEmpty: () => 'Le corps de la requête est vide ; envoyez un objet JSON.',
    bodyNotJson: () => 'Le corps de la requête n’est pas du JSON valide.',
    bodyNotObject: () => 'Le corps de la requête doit être un objet JSON.',
    bodyNotUtf8: () => 'Le corps de la requête n’est pas encodé en UTF-8.',
    bodyTooDeep: ({ max }) => `Le corps de la requête imbrique objets et listes sur plus de ${max} niveaux.`,
    notUuid: () => 'L’id n’est pas un UUID.',
    keyMissing: () =>
      'L’en-tête Idempotency-Key est obligatoire : une nouvelle clé aléatoire pour chaque requête distincte.',
    keyMalformed: () => 'L’en-tête Idempotency-Key n’a pas la forme acceptée.',

    expectOrigen: () => 'Barcelona (ville de référence), ou omettez-le et indiquez cpOrigen',
    expectDestino: () =>
      'Milan, Milano ou Milán (ville de référence), ou omettez-le et indiquez cpDestino et paisDestino',
    expectCpOrigen: () => 'un code postal espagnol à cinq chiffres, p. ex. 08001',
    expectCpDestino: () =>
      'un code postal de 1 à 12 lettres, chiffres, espaces ou traits d’union, au format du pays de paisDestino quand il est connu (IT 5 chiffres comme 20121, PT 1000-001, NL 1012 JS, DE 10115, FR 75001, BE 1000, ...) : un code qui ne peut pas exister dans ce pays donne un 422',
    expectCountry: () =>
      'deux lettres (ISO 3166-1 alpha-2, majuscules ou minuscules), p. ex. IT ; GB pour le Royaume-Uni',
    expectMetres: ({ max }) =>
      `mètres de plancher : un nombre supérieur à 0 et au plus ${max}, p. ex. 2.4 (avec un point décimal)`,
    expectWeight: ({ max }) => `poids en kg : un nombre supérieur à 0 et au plus ${max}`,
    expectLoadingDate: ({ days }) => `une date AAAA-MM-JJ d’aujourd’hui à dans ${days} jours (Europe/Madrid)`,
    expectServicio: () => 'la constante STANDARD_LTL',
    expectAdr: () => 'false : les marchandises dangereuses (ADR) ne sont pas tarifées',
    expectCalendarDate: ({ what, first, last }) =>
      `${{ day: 'un seul jour', first: 'premier jour de la période', last: 'dernier jour de la période' }[what]}, AAAA-MM-JJ du ${first} au ${last}`,
    expectCalendarCountries: ({ codes }) => `codes pays séparés par des virgules, parmi : ${codes.join(', ')}`,
    expectSince: () => 'un jour, AAAA-MM-JJ : les modifications publiées ce jour-là ou après',
    expectInclude: () =>
      'night (ajoute les interdictions de nuit : entrées datées en JSON, une série quotidienne par pays dans le flux .ics)',
    expectLang: ({ languages, fallback }) => `l’une de : ${languages.join(', ')} (par défaut ${fallback})`,
    expectOneOf: ({ names }) => `l’un de : ${names.join(', ')}`,
    expectNoAdditional: () => 'aucune propriété supplémentaire',
    expectJsonObject: () => 'un objet JSON',
    expectJsonText: ({ max }) => `du JSON en UTF-8, sur ${max} niveaux d’imbrication au plus`,
    expectUuid: () => 'un UUID, tel que l’id d’un résultat créé',
    expectKey: () => 'de 16 à 128 caractères parmi A-Z, a-z, 0-9, « _ » et « - » (éventuellement entre guillemets)',
    expectNewKey: () => 'une nouvelle clé pour un corps différent',
    expectInWindow: ({ first, last, days }) =>
      `une date du ${first} au ${last} (d’aujourd’hui à aujourd’hui + ${days} jours, Europe/Madrid)`,
    expectRange: ({ max, unit }) =>
      `un nombre supérieur à 0 et au plus ${max} ${unit === 'kg' ? 'kg' : 'mètres de plancher'}`,
    expectSpanishPostalCode: () =>
      'un code postal espagnol : cinq chiffres commençant par un numéro de province de 01 à 52',
    expectPostalCodeOf: ({ country, form: accepted, example }) =>
      `un code postal de ${country} : ${form(accepted)}, comme ${example}`,
    expectOriginChoice: () => 'cpOrigen (cinq chiffres), ou origen=Barcelona',
    expectDestinationChoice: () => 'cpDestino avec paisDestino, ou destino=Milan|Milano|Milán',
    expectCountryOf: ({ destino, country }) => `${country} pour destino=${destino}, ou omettez paisDestino`,
    expectDateOrRange: () => 'soit date seul, soit from et/ou to sans date',
    expectOnOrAfter: ({ from, last }) => `une date égale ou postérieure à from (${from}), jusqu’au ${last}`,
    expectOnce: () => 'le paramètre une seule fois',
    expectDeparture: () =>
      'date et heure de départ en RFC 3339 avec décalage horaire, par ex. 2026-07-03T18:00:00+02:00',
    expectDepartureOrArrival: () =>
      'departure, un instant en RFC 3339 avec décalage horaire (par ex. 2026-07-03T18:00:00+02:00), ou arriveBy, l’arrivée la plus tardive souhaitée',
    expectArriveBy: ({ days }) =>
      `avec origin et destination, l’arrivée la plus tardive souhaitée en RFC 3339 avec décalage horaire, par ex. 2026-07-06T08:00:00+02:00 ; les départs sont cherchés dans les ${days} jours précédents`,
    expectHoursInCountry: ({ hours, max }) =>
      `heures passées dans chaque pays, dans le même ordre (${hours} chacun par défaut) : nombres supérieurs à 0, au plus ${max}`,
    expectHoursPerCountry: () => 'un nombre d’heures par pays, dans l’ordre de countries',

    expectRoutePlace: ({ role }) =>
      role === 'origin'
        ? 'ES, un trait d’union et un code postal espagnol, par exemple ES-08001'
        : 'un code de pays, un trait d’union et un code postal de ce pays, par exemple IT-20121',
    expectRouteChoice: () => 'countries (et éventuellement hours), ou origin et destination',
    credentialMissing: () => 'Aucun identifiant n’a été envoyé. Envoyez Authorization: Bearer fest_...',
    credentialRefused: () => 'Envoyez un identifiant valide : Authorization: Bearer fest_...',
    originRefused: () => 'Les requêtes doivent passer par la distribution du service.',
    resultNotFound: () => 'Aucun résultat avec cet id n’existe pour cet identifiant.',
    routeNotFound: () => 'Aucune route ne répond à cette méthode et à ce chemin.',
    methodNotAllowed: ({ method, allow }) =>
      `Ce chemin ne répond pas à la méthode ${method} ; utilisez ${allow.join(', ')} (les méthodes de l’en-tête Allow).`,
    responseTooLarge: ({ megabytes, limitMegabytes }) =>
      `La réponse fait ${megabytes} Mo non compressée, plus que les ${limitMegabytes} Mo qu’une réponse peut contenir. Acceptez gzip (Accept-Encoding: gzip) ou demandez moins de jours ou de pays.`,
    requestTimeout: () => 'La requête n’a pas été reçue à temps.',
    inFlight: () =>
      'Une requête avec cette Idempotency-Key est encore en cours de traitement. Renvoyez la même requête dans un instant.',
    resultExpired: ({ caduca }) =>
      `Le résultat a expiré${caduca === undefined ? '' : ` le ${caduca}`} ; créez un nouveau devis pour obtenir un prix actuel.`,
    keyResultExpired: () =>
      'Le résultat créé avec cette Idempotency-Key a expiré. Envoyez une nouvelle clé pour obtenir un prix actuel.',
    payloadTooLarge: ({ limit }) => `Le corps de la requête dépasse ${limit} octets.`,
    headersTooLarge: () => 'Les en-têtes de la requête dépassent ce que le serveur accepte.',
    uriTooLong: ({ limit }) => `L’URI de la requête dépasse ${limit} caractères.`,
    notJsonMediaType: () => 'Envoyez le corps en JSON avec Content-Type: application/json.',
    charsetNotUtf8: () =>
      'Le corps est déclaré dans un autre jeu de caractères que l’UTF-8 ; envoyez-le en UTF-8, avec Content-Type: application/json ou application/json; charset=utf-8.',
    keyReused: () =>
      'Cette Idempotency-Key a été utilisée avec un autre corps de requête. Utilisez une nouvelle clé pour une requête différente.',
    quotaExceeded: ({ limit, seconds }) =>
      `Le quota de ${limit} requêtes par ${seconds} s est épuisé. Attendez les secondes de Retry-After ; ne changez pas d’adresse ni d’identifiant pour le contourner.`,
    noTariff: ({ date }) => `Aucune version du tarif n’est valable pour la date de chargement ${date}.`,
    fuelMissing: ({ week }) =>
      `Aucun prix du gazole n’est publié pour la semaine ${week} ni pour une semaine antérieure.`,
    fuelStale: ({ week, published, age, max }) =>
      `Le dernier prix du gazole (semaine ${week}, publié le ${published}) date de ${age} jours ; ${max} au plus sont acceptés.`,
    priceUnavailable: () => 'Aucun prix actuel ne peut être obtenu pour l’instant.',
    storeUnavailable: () =>
      'Le service ne peut pas joindre son stockage de données ; aucun résultat n’a été produit ni modifié.',
    internal: () => 'La requête n’a pas pu aboutir. Indiquez le requestId en la signalant.',
    notHttp: () => 'La requête n’est pas du HTTP/1.1 valide et n’a pas pu être lue.',
  },
  tool: {
    unknown: (names, count, more, accepted) =>
      `${count === 1 ? 'Argument inconnu' : 'Arguments inconnus'} ${names}${more > 0 ? ` et ${more} de plus` : ''} ; les arguments sont : ${accepted}.`,
    accepted: (expected) => `Forme acceptée : ${expected}.`,
    argument: (name, expected) => `Argument « ${name} » : forme acceptée : ${expected}.`,
    wait: (seconds) =>
      `Attendez ${TYPOGRAPHY.fr.count(seconds, { one: 'seconde', other: 'secondes' })} avant de rappeler (Retry-After) ; le serveur ne réessaie pas à votre place.`,
  },
};
