import type { IssueLocation, PostalForm } from '#shared/domain/problem-phrases.ts';
import { TYPOGRAPHY } from '#shared/domain/texts/typography.ts';
import type { ProblemTexts } from './problem-texts-shape.ts';

const label = (location: IssueLocation, name: string) =>
  ({
    query: `El parámetro "${name}"`,
    body: `El campo ${name}`,
    header: `La cabecera ${name}`,
    path: `El parámetro de ruta "${name}"`,
    argument: `El argumento "${name}"`,
  })[location];

const postalForms: ProblemTexts['postalForms'] = {
  digits: ({ count }) => `${count} cifras`,
  'digits-from': ({ count, first, last }) => `${count} cifras, de ${first} a ${last}`,
  'spaced-five': () => '5 cifras escritas NNN NN',
  province: () => '5 cifras que empiezan por una provincia de 01 a 52',
  'outward-inward': () => 'un código de zona, un espacio y un código de distrito',
  eircode: () => 'un Eircode: una clave de ruta, un espacio y cuatro letras o cifras',
  'digits-after-prefix': ({ count, prefix }) => `${count} cifras, con o sin ${prefix} delante`,
  'digits-and-letters': () => '4 cifras (la primera distinta de 0) y 2 letras',
  hyphenated: ({ before, after }) => `${before} cifras, un guion y ${after} cifras`,
};
const form = (value: PostalForm) => (postalForms[value.kind] as (form: PostalForm) => string)(value);

export const es: ProblemTexts = {
  titles: {
    'malformed-request': 'Solicitud mal formada',
    'unusable-request': 'No se puede calcular el precio',
    unauthenticated: 'Credencial ausente o no aceptada',
    'not-found': 'No encontrado',
    'method-not-allowed': 'Método no permitido',
    'result-expired': 'Resultado caducado',
    'idempotent-result-expired': 'El resultado de esta clave ha caducado',
    'idempotency-in-flight': 'Solicitud en curso',
    'idempotency-key-reused': 'Idempotency-Key reutilizada con otro cuerpo',
    'quota-exceeded': 'Demasiadas solicitudes',
    'price-unavailable': 'Sin precio vigente',
    'service-unavailable': 'Servicio no disponible temporalmente',
    'uri-too-long': 'URI demasiado larga',
    'unsupported-media-type': 'Tipo de contenido no admitido',
    'not-acceptable': 'No aceptable',
    'payload-too-large': 'Cuerpo demasiado grande',
    'request-header-fields-too-large': 'Cabeceras demasiado grandes',
    'request-timeout': 'Tiempo de espera agotado',
    'origin-refused': 'Prohibido',
    'internal-error': 'Error interno',
  },
  postalForms,
  phrases: {
    required: ({ location, name }) => `${label(location, name)} es obligatorio.`,
    unknown: ({ location, name }) =>
      location === 'body'
        ? `Propiedad desconocida: ${name}.`
        : `${location === 'header' ? 'Cabecera desconocida' : 'Parámetro desconocido'}: "${name}".`,
    unknownAndMore: ({ location, name, more }) =>
      location === 'body'
        ? `Propiedad desconocida: ${name}, y ${more} ${more === 1 ? 'propiedad desconocida más' : 'propiedades desconocidas más'}.`
        : `${location === 'header' ? 'Cabecera desconocida' : 'Parámetro desconocido'}: "${name}", y ${more} ${location === 'header' ? (more === 1 ? 'cabecera desconocida más' : 'cabeceras desconocidas más') : more === 1 ? 'parámetro desconocido más' : 'parámetros desconocidos más'}.`,
    repeated: ({ location, name }) => `${label(location, name)} aparece más de una vez; indíquelo solo una vez.`,
    invalid: ({ location, name, value }) =>
      value === undefined
        ? `${label(location, name)} no tiene la forma admitida.`
        : `${label(location, name)}: "${value}" no tiene la forma admitida.`,
    outOfRange: ({ name, value, max }) => `${name}=${value} está fuera del rango admitido (0, ${max}].`,
    outsideLoadingWindow: ({ value, first, last }) =>
      `${value} está fuera del periodo de carga, del ${first} al ${last}.`,
    outsideCalendarWindow: ({ name, value, first, last }) =>
      `Parámetro "${name}": ${value} está fuera del periodo del ${first} al ${last}.`,
    notSpanishPostalCode: ({ value }) => `${value} no es un código postal español; el origen debe estar en España.`,
    notPostalCodeOf: ({ value, country, form: accepted, example }) =>
      `${value} no es un código postal de ${country} (${form(accepted)}, como ${example}).`,
    unknownCountry: ({ location, name, value, use }) =>
      `${label(location, name)}: código de país desconocido "${value}"${use === undefined ? '' : `; use ${use}`}.`,
    originMissing: () => 'Falta el origen: indique cpOrigen o una ciudad de referencia.',
    originNotReference: ({ value }) =>
      `"${value}" no es una ciudad de referencia; indique su código postal en cpOrigen.`,
    destinationMissing: () => 'Falta el destino: indique cpDestino y paisDestino o una ciudad de referencia.',
    destinationNotReference: ({ value }) =>
      `"${value}" no es una ciudad de referencia; indique su código postal en cpDestino y su país en paisDestino.`,
    countryMismatch: ({ destino, country, given }) => `destino=${destino} está en ${country}, no en ${given}.`,
    countryRequired: () => 'paisDestino es obligatorio junto con cpDestino.',
    combinedWithDate: ({ name }) => `El parámetro "${name}" no se puede combinar con "date"; use date solo o from/to.`,
    toBeforeFrom: ({ from, to }) => `El parámetro "to" (${to}) es anterior a "from" (${from}).`,
    hoursMismatch: ({ hours, countries }) => `El parámetro "hours" tiene ${hours} números para ${countries} países.`,
    routeChoice: () =>
      'Indique countries (con hours si las conoce) u origin y destination: una de las dos formas, no ambas.',
    noJourney: ({ from, to }) =>
      `No se puede trazar un trayecto por carretera de ${from} a ${to} con los datos disponibles; indique countries y hours.`,
    arriveByNeedsPlaces: () =>
      'arriveBy requiere una ruta dada por origin y destination: es el plan del trayecto el que dice cuándo llega el camión.',
    noDepartureArrivesBy: ({ arriveBy, departure, arrival }) =>
      `Ninguna salida entre ${departure} y ${arriveBy} llega a tiempo: saliendo a ${departure}, el camión llega a ${arrival}.`,
    bodyEmpty: () => 'El cuerpo de la solicitud está vacío; envíe un objeto JSON.',
    bodyNotJson: () => 'El cuerpo de la solicitud no es JSON válido.',
    bodyNotObject: () => 'El cuerpo de la solicitud debe ser un objeto JSON.',
    bodyNotUtf8: () => 'El cuerpo de la solicitud no está codificado en UTF-8.',
    bodyTooDeep: ({ max }) => `El cuerpo de la solicitud anida más de ${max} niveles de objetos y listas.`,
    notUuid: () => 'El id no es un UUID.',
    keyMissing: () =>
      'La cabecera Idempotency-Key es obligatoria: una clave aleatoria nueva por cada solicitud distinta.',
    keyMalformed: () => 'La cabecera Idempotency-Key no tiene la forma admitida.',

    expectOrigen: () => 'Barcelona (ciudad de referencia), o omítalo e indique cpOrigen',
    expectDestino: () => 'Milan, Milano o Milán (ciudad de referencia), o omítalo e indique cpDestino y paisDestino',
    expectCpOrigen: () => 'un código postal español de cinco cifras, p. ej. 08001',
    expectCpDestino: () =>
      'un código postal de 1 a 12 letras, cifras, espacios o guiones, con el formato del país de paisDestino cuando se conoce (IT 5 cifras como 20121, PT 1000-001, NL 1012 JS, DE 10115, FR 75001, BE 1000, ...): un código que no puede existir allí es un 422',
    expectCountry: () =>
      'dos letras (ISO 3166-1 alfa-2, en mayúsculas o minúsculas), p. ej. IT; GB para el Reino Unido',
    expectMetres: ({ max }) =>
      `metros lineales: un número mayor que 0 y como máximo ${max}, p. ej. 2.4 (con punto decimal)`,
    expectWeight: ({ max }) => `peso en kg: un número mayor que 0 y como máximo ${max}`,
    expectLoadingDate: ({ days }) => `una fecha AAAA-MM-DD desde hoy hasta dentro de ${days} días (Europe/Madrid)`,
    expectServicio: () => 'la constante STANDARD_LTL',
    expectAdr: () => 'false: no se cotizan mercancías peligrosas (ADR)',
    expectCalendarDate: ({ what, first, last }) =>
      `${{ day: 'un solo día', first: 'primer día del intervalo', last: 'último día del intervalo' }[what]}, AAAA-MM-DD del ${first} al ${last}`,
    expectCalendarCountries: ({ codes }) => `códigos de país separados por comas, entre: ${codes.join(', ')}`,
    expectSince: () => 'un día, AAAA-MM-DD: los cambios publicados ese día o después',
    expectInclude: () =>
      'night (añade las prohibiciones nocturnas: entradas con fecha en JSON, una serie diaria por país en el feed .ics)',
    expectLang: ({ languages, fallback }) => `uno de: ${languages.join(', ')} (por defecto ${fallback})`,
    expectOneOf: ({ names }) => `uno de: ${names.join(', ')}`,
    expectNoAdditional: () => 'ninguna propiedad adicional',
    expectJsonObject: () => 'un objeto JSON',
    expectJsonText: ({ max }) => `JSON en UTF-8 con ${max} niveles de anidamiento como máximo`,
    expectUuid: () => 'un UUID, como el id de un resultado creado',
    expectKey: () => 'de 16 a 128 caracteres entre A-Z, a-z, 0-9, "_" y "-" (opcionalmente entre comillas)',
    expectNewKey: () => 'una clave nueva para un cuerpo distinto',
    expectInWindow: ({ first, last, days }) =>
      `una fecha del ${first} al ${last} (de hoy a hoy + ${days} días, Europe/Madrid)`,
    expectRange: ({ max, unit }) =>
      `un número mayor que 0 y como máximo ${max} ${unit === 'kg' ? 'kg' : 'metros lineales'}`,
    expectSpanishPostalCode: () =>
      'un código postal español: cinco cifras que empiezan por un número de provincia de 01 a 52',
    expectPostalCodeOf: ({ country, form: accepted, example }) =>
      `un código postal de ${country}: ${form(accepted)}, como ${example}`,
    expectOriginChoice: () => 'cpOrigen (cinco cifras), u origen=Barcelona',
    expectDestinationChoice: () => 'cpDestino con paisDestino, o destino=Milan|Milano|Milán',
    expectCountryOf: ({ destino, country }) => `${country} para destino=${destino}, u omite paisDestino`,
    expectDateOrRange: () => 'o bien date solo, o bien from y/o to sin date',
    expectOnOrAfter: ({ from, last }) => `una fecha igual o posterior a from (${from}), hasta el ${last}`,
    expectOnce: () => 'el parámetro una sola vez',
    expectDeparture: () => 'fecha y hora de salida en RFC 3339 con desfase horario, p. ej. 2026-07-03T18:00:00+02:00',
    expectDepartureOrArrival: () =>
      'departure, un instante en RFC 3339 con desfase horario (p. ej. 2026-07-03T18:00:00+02:00), o arriveBy, la llegada más tardía deseada',
    expectArriveBy: ({ days }) =>
      `con origin y destination, la llegada más tardía deseada en RFC 3339 con desfase horario, p. ej. 2026-07-06T08:00:00+02:00; se buscan salidas en los ${days} días anteriores`,
    expectHoursInCountry: ({ hours, max }) =>
      `horas en cada país, en el mismo orden (${hours} cada uno por defecto): números mayores que 0, como máximo ${max}`,
    expectHoursPerCountry: () => 'un número de horas por país, en el orden de countries',

    expectRoutePlace: ({ role }) =>
      role === 'origin'
        ? 'ES, un guion y un código postal español, p. ej. ES-08001'
        : 'un código de país, un guion y un código postal de ese país, p. ej. IT-20121',
    expectRouteChoice: () => 'countries (y, si se desea, hours), u origin y destination',
    credentialMissing: () => 'No se ha enviado ninguna credencial. Envíe Authorization: Bearer fest_...',
    credentialRefused: () => 'Envíe una credencial válida: Authorization: Bearer fest_...',
    originRefused: () => 'Las solicitudes deben llegar a través de la distribución del servicio.',
    resultNotFound: () => 'No existe ningún resultado con este id para esta credencial.',
    routeNotFound: () => 'Ninguna ruta responde a este método y esta ruta.',
    methodNotAllowed: ({ method, allow }) =>
      `Esta ruta no responde al método ${method}; use ${allow.join(', ')} (los métodos de la cabecera Allow).`,
    responseTooLarge: ({ megabytes, limitMegabytes }) =>
      `La respuesta ocupa ${megabytes} MB sin comprimir, más de los ${limitMegabytes} MB que admite una respuesta. Acepte gzip (Accept-Encoding: gzip) o pida menos días o países.`,
    requestTimeout: () => 'La solicitud no se recibió a tiempo.',
    inFlight: () =>
      'Una solicitud con esta Idempotency-Key aún se está procesando. Repite la misma solicitud dentro de un momento.',
    resultExpired: ({ caduca }) =>
      `El resultado caducó${caduca === undefined ? '' : ` el ${caduca}`}; crea una cotización nueva para obtener un precio vigente.`,
    keyResultExpired: () =>
      'El resultado creado con esta Idempotency-Key ha caducado. Envíe una clave nueva para obtener un precio vigente.',
    payloadTooLarge: ({ limit }) => `El cuerpo de la solicitud supera los ${limit} bytes.`,
    headersTooLarge: () => 'Las cabeceras de la solicitud superan lo que admite el servidor.',
    uriTooLong: ({ limit }) => `La URI de la solicitud supera los ${limit} caracteres.`,
    notJsonMediaType: () => 'Envíe el cuerpo como JSON con Content-Type: application/json.',
    charsetNotUtf8: () =>
      'El cuerpo se declara en un juego de caracteres distinto de UTF-8; envíelo en UTF-8, con Content-Type: application/json o application/json; charset=utf-8.',
    keyReused: () =>
      'Esta Idempotency-Key se usó con otro cuerpo de solicitud. Use una clave nueva para una solicitud distinta.',
    quotaExceeded: ({ limit, seconds }) =>
      `Se ha agotado la cuota de ${limit} solicitudes cada ${seconds} s. Espere los segundos de Retry-After; no cambie de dirección ni de credencial para evitarla.`,
    noTariff: ({ date }) => `Ninguna versión de la tarifa es válida para la fecha de carga ${date}.`,
    fuelMissing: ({ week }) => `No hay precio del gasóleo publicado para la semana ${week} ni para ninguna anterior.`,
    fuelStale: ({ week, published, age, max }) =>
      `El último precio del gasóleo (semana ${week}, publicado el ${published}) tiene ${age} días; se admiten como máximo ${max}.`,
    priceUnavailable: () => 'Ahora mismo no se puede obtener un precio vigente.',
    storeUnavailable: () =>
      'El servicio no puede acceder a su almacén de datos; no se ha creado ni modificado ningún resultado.',
    internal: () => 'No se pudo completar la solicitud. Indique el requestId al comunicarlo.',
    notHttp: () => 'La solicitud no es HTTP/1.1 válido y no se pudo leer.',
  },
  tool: {
    unknown: (names, count, more, accepted) =>
      `Argumento${count === 1 ? '' : 's'} desconocido${count === 1 ? '' : 's'} ${names}${more > 0 ? ` y ${more} más` : ''}; los argumentos son: ${accepted}.`,
    accepted: (expected) => `Forma admitida: ${expected}.`,
    argument: (name, expected) => `Argumento "${name}": forma admitida: ${expected}.`,
    wait: (seconds) =>
      `Espere ${TYPOGRAPHY.es.count(seconds, { one: 'segundo', other: 'segundos' })} antes de volver a llamar (Retry-After); el servidor no reintenta por usted.`,
  },
};
