import { TYPOGRAPHY } from '#shared/domain/texts/typography.ts';
import type { SiteTexts } from './en.ts';

const plural = TYPOGRAPHY.es.count;

export const es: SiteTexts = {
  languageName: 'Español',
  skip: 'Ir al contenido',
  languages: 'Idiomas',
  nav: {
    home: 'Inicio',
    estimate: 'Estimación',
    drivingBans: 'Prohibiciones de circulación',
    developers: 'Desarrolladores',
  },
  footer: {
    legal: 'Legal',
    notice: 'Aviso legal',
    privacy: 'Política de privacidad',
    terms: 'Condiciones de uso',
    dataLicence: 'Licencia de datos',
    inEnglish: 'en inglés',
    errors: 'Códigos de error',
    credit: 'Datos de prohibiciones bajo CC BY 4.0; cada norma pertenece a la autoridad indicada como fuente.',
  },
  pages: {
    '/': {
      title: 'Estimaciones de transporte por carretera desde España y prohibiciones de circulación de camiones',
      description:
        'Precios orientativos de grupaje desde España en segundos y las prohibiciones de circulación de camiones de los países de tránsito europeos como datos abiertos.',
    },
    '/estimate': {
      title: 'Estime un envío de grupaje desde España',
      description:
        'Precio orientativo con fecha, moneda, IVA, recargo de combustible y todos los supuestos. Sin reserva y sin cuenta.',
    },
    '/driving-bans': {
      title: 'Prohibiciones de circulación de camiones en Europa',
      description:
        'Mapa y vista semanal de las prohibiciones de circulación de camiones vigentes en los países de tránsito europeos, día a día.',
    },
    '/driving-bans/route': {
      title: 'Prohibiciones de circulación en una ruta',
      description:
        'Qué prohibiciones de circulación de camiones encuentra una ruta, país por país, y la salida más temprana que no encuentra ninguna.',
    },
    '/developers': {
      title: 'Desarrolladores',
      description:
        'La API de estimación, las cotizaciones de integración y los datos abiertos de prohibiciones: referencia, cuotas y errores.',
    },
    '/developers/estimate-api': {
      title: 'API de estimación y cotización',
      description:
        'Referencia de la estimación pública y de las cotizaciones de integración, con ejemplos curl y reglas de cuota.',
    },
    '/developers/open-data': {
      title: 'API de datos abiertos',
      description:
        'Referencia del calendario de prohibiciones, su feed iCalendar, el catálogo de páginas y el sitemap.',
    },
    '/developers/errors': {
      title: 'Códigos de error',
      description: 'Cada tipo de problema con el que responde la API: qué significa y qué debe hacer quien llama.',
    },
    '/legal/data-licence': {
      title: 'Licencia de datos',
      description: 'Los datos de prohibiciones y el catálogo de páginas se publican bajo CC BY 4.0: cómo citarlos.',
    },
  },
  country: {
    title: (name) => `Prohibiciones de circulación de camiones en ${name}`,
    description: (name) =>
      `Cuándo no pueden circular los camiones en ${name}: próximos días de prohibición con horas, carreteras y sentido, y la fuente oficial.`,
  },
  home: {
    lead: 'Un precio orientativo para un envío de grupaje desde España en segundos, y las prohibiciones de circulación de camiones de los países del trayecto.',
    estimateTitle: 'Estime un envío',
    estimateText:
      'Metros lineales, peso, fecha, origen y destino: el precio llega con su fecha, moneda, IVA, recargo de combustible y todos los supuestos.',
    dataTitle: 'Planifique con las prohibiciones',
    dataText:
      'Qué países prohíben circular a los camiones, qué días y a qué horas: en un mapa, por país, en JSON y como calendario.',
    developersText:
      'Las mismas respuestas para su software: la API de estimación, las cotizaciones de integración y los datos abiertos.',
    today: (date) => `Prohibiciones hoy, ${date}`,
    weekend: (from, to) => `Prohibiciones este fin de semana, del ${from} al ${to}`,
    none: 'Ninguna prohibición, incluidas las nocturnas.',
  },
  bans: {
    kind: {
      weekend: 'Prohibición de fin de semana',
      holiday: 'Prohibición en festivo',
      eve: 'Víspera de festivo',
      road: 'Prohibición en vías concretas',
      dated: 'Prohibición con fecha',
      night: 'Prohibición nocturna',
    },
    scope: {
      nationwide: 'en todo el país',
      regional: 'regional',
      'specific-roads': 'en las carreteras indicadas',
      transit: 'tráfico de tránsito',
    },
    direction: {
      transit: (country) => `tránsito hacia ${country}`,
      southbound: (country) => `sentido sur, hacia ${country}`,
      northbound: (country) => `sentido norte, hacia ${country}`,
      eastbound: (country) => `sentido este, hacia ${country}`,
      westbound: (country) => `sentido oeste, hacia ${country}`,
    },
    rules: 'Las normas',
    coming: 'Próximos días de prohibición',
    noneComing: 'Ninguna prohibición con fecha en este periodo.',
    listTitle: 'Días de prohibición, uno a uno',
    date: 'Fecha',
    hours: 'Horas (CET)',
    details: 'Detalles',
    localTime: (hours) => `hora local ${hours}`,
    roads: 'Carreteras',
    directionLabel: 'Sentido',
    vehicle: 'Vehículos',
    provisional: 'Provisional',
    provisionalNote:
      'Las fechas marcadas como «Provisional» se calculan antes de que la autoridad las publique; compruebe la fuente oficial.',
    night: 'Prohibiciones nocturnas',
    nightRule: (start, end) => `Cada noche de ${start} a ${end} (hora local)`,
    exceptions: 'Excepciones',
    source: 'Fuente oficial',
    lastVerified: (month) => `Última comprobación con la fuente: ${month}`,
    timeNote: 'Las horas se dan en hora de Europa central (CET/CEST), la de Bruselas, Berlín o Madrid.',
    credit: 'Datos: CC BY 4.0. Cite',
    subscribe: 'Suscribirse al calendario',
    changes: 'Cambios en los datos (canal Atom)',
    json: 'Los mismos datos en JSON',
    monthCaption: (month) => `Días de prohibición en ${month}`,
    weekdaysShort: ['lu', 'ma', 'mi', 'ju', 'vi', 'sá', 'do'],
  },
  route: {
    intro:
      'Indique los países que cruza el camión, en orden, y su salida: la página sitúa el camión en cada país y enumera las prohibiciones vigentes mientras está allí, con la salida más temprana de los próximos siete días que no encuentre ninguna prohibición nacional ni de tránsito. Con origen y destino indica además la salida más tardía que llega igual de pronto y, si indica la llegada que necesita, la salida más tardía que la cumple.',
    origin: 'Desde (código postal español)',
    originHint: 'ES, un guion y el código postal, p. ej. ES-08001',
    destination: 'Hasta (código postal)',
    destinationHint:
      'El código del país, un guion y el código postal, p. ej. IT-20121: los países y las horas se calculan a partir del trayecto',
    byCountries: 'O indique usted mismo los países que cruza y las horas:',
    countries: 'Países, en el orden del viaje',
    countriesHint: 'Códigos de país, p. ej. ES,FR,IT',
    departure: 'Salida',
    departureHint: 'Fecha y hora, en hora de Europa central (Bruselas, Berlín, Madrid)',
    arriveBy: 'Llegada como muy tarde (opcional)',
    arriveByHint:
      'Fecha y hora, en hora de Europa central. Con origen y destino, la página busca la salida más tardía que llega a tiempo; la salida puede dejarse entonces vacía.',
    hours: 'Horas en cada país (opcional)',
    hoursHint:
      'En el mismo orden, p. ej. 8,14,8; si se deja en blanco, 24 por país. Un descanso tomado en un país cuenta para ese país.',
    submit: 'Ver las prohibiciones',
    resultTitle: 'La ruta',
    summary: (departure: string, arrival: string) => `Salida el ${departure}, llegada prevista el ${arrival}.`,
    inCountry: (enters: string, leaves: string, hours: string) => `Del ${enters} al ${leaves} (${hours} h)`,
    noBan: 'Ninguna prohibición en este país.',
    clearTitle: 'Salida libre más temprana',
    clearAsked: 'La salida solicitada no encuentra ninguna prohibición nacional ni de tránsito.',
    clearLater: (departure: string, arrival: string) =>
      `Salga el ${departure} para no encontrar ninguna prohibición nacional ni de tránsito; llegada prevista el ${arrival}.`,
    noClear: 'Ninguna salida de los próximos siete días evita todas las prohibiciones nacionales y de tránsito.',
    uncovered: (from: string, to: string) =>
      `Del ${from} al ${to} la ruta sobrepasa el final del calendario: se desconocen las prohibiciones de ese periodo, lo que no significa que no las haya.`,
    noClearCalendarEnds: (last: string) =>
      `No se puede indicar una salida sin prohibiciones: el calendario llega hasta el ${last} y lo que sigue se desconoce.`,
    clearProvisional: 'Se basa en fechas provisionales: compruebe las fuentes oficiales.',
    clearRule:
      'Las prohibiciones en vías concretas o en una región pueden evitarse por otra carretera: se muestran, pero aquí no cuentan.',
    planClear: 'Ver la ruta desde esta salida',
    latestTitle: 'Salida más tardía',
    latestSame: 'Ninguna salida posterior llega igual de pronto: salga a la hora solicitada.',
    latestLater: (departure: string, arrival: string) =>
      `Puede salir hasta el ${departure} y llegar igualmente el ${arrival}: el conductor descansa en el almacén y no en ruta.`,
    latestBy: (arriveBy: string, departure: string, arrival: string) =>
      `Para llegar antes del ${arriveBy}, salga a más tardar el ${departure}; llegada el ${arrival}.`,
    noLatestCalendarEnds: 'No se puede indicar una salida más tardía: el plan va más allá del final del calendario.',
    earliestArrival: (arrival: string, departures: string) => `Llegada más temprana: el ${arrival}, con ${departures}.`,
    departureNames: {
      departure: 'la salida solicitada',
      clearDeparture: 'la salida libre más temprana',
      latestDeparture: 'la salida más tardía',
    },
    assumptions: 'Supuestos',
    refusedTitle: 'Revise la ruta',
    fieldNames: {
      origin: 'Origen',
      destination: 'Destino',
      countries: 'Países',
      departure: 'Salida',
      arriveBy: 'Llegada como muy tarde',
      hours: 'Horas en cada país',
    },
    quota: (seconds: number) =>
      `Demasiadas solicitudes desde su dirección: vuelva a intentarlo en ${plural(seconds, { one: 'segundo', other: 'segundos' })}.`,
    json: 'La misma respuesta en JSON',
  },
  journey: {
    mapTitle: 'Mapa del trayecto',
    mapThrough: (origin, crossings, destination) =>
      `Desde ${origin} por ${crossings} hasta ${destination}, numerados en el mapa en ese orden.`,
    mapDirect: (origin, destination) => `Desde ${origin} hasta ${destination}, por carretera.`,
    place: (postalCode, country) => `${postalCode} (${country})`,
    mapStopped: (countries) =>
      `Donde una prohibición de circulación detuvo el camión (rayado en el mapa): ${countries}.`,
    seaPorts: (from, to) => `de ${from} a ${to}`,
    road: 'Por carretera',
    sea: 'En ferri o lanzadera ferroviaria',
    crossedCountry: 'País del trayecto',
    stoppedCountry: 'País donde una prohibición de circulación detuvo el camión',
    barTitle: 'El plan, día a día',
    barSaid: (departure, arrival) =>
      `El plan desde ${departure} hasta ${arrival} a lo largo de los días, en hora de Europa central; la lista numerada de abajo da cada paso.`,
    driving: 'Conducción',
    banWindow: 'Prohibición de circulación en vigor para este vehículo',
    deliveryWindow: 'Plazo de entrega',
  },
  overview: {
    mapTitle: (date) => `Prohibiciones el ${date}`,
    chooseDay: 'Día',
    dayNotShown: (asked, from, to) => `«${asked}» no es un día entre el ${from} y el ${to}: se muestra hoy.`,
    show: 'Mostrar',
    levels: {
      nationwide: 'Prohibición en todo el país',
      transit: 'Prohibición solo para el tráfico de tránsito',
      regional: 'Prohibición en algunas regiones',
      roads: 'Prohibición solo en las carreteras indicadas',
      night: 'Solo prohibición nocturna',
      none: 'Sin prohibición ese día',
      undated: 'Normas sin prohibiciones con fecha',
    },
    levelShort: {
      nationwide: 'Todo el país',
      transit: 'Tránsito',
      regional: 'Regional',
      roads: 'Carreteras',
      night: 'Noche',
      none: 'Sin prohibición',
      undated: 'Sin prohibiciones con fecha',
    },
    roadsCount: (count: number) => plural(count, { one: 'carretera', other: 'carreteras' }),
    night: 'noche',
    today: 'Hoy',
    details: 'detalles',
    week: 'La semana',
    country: 'País',
    noBan: 'sin prohibición',
    withoutDated: 'Países sin prohibiciones con fecha',
    sectionComing: 'Próximos días de prohibición',
  },
  estimate: {
    intro:
      'Describa el envío. El resultado es orientativo: no reserva nada y no es una oferta. Indique una ciudad (Barcelona, Milán) o un código postal para el origen y para el destino.',
    origin: 'Origen (España)',
    destination: 'Destino',
    originCity: 'Ciudad',
    originPostcode: 'Código postal',
    destinationCountry: 'País (dos letras, p. ej. IT)',
    metres: 'Metros lineales',
    metresHint: 'Más de 0 y como máximo 10.',
    pallets: 'O bien palés, en lugar de metros lineales',
    palletsHint:
      'Números enteros; los metros lineales se calculan a partir de ellos: un palé europeo ocupa 0,4 y un palé industrial 0,5.',
    euroPallets: 'Palés europeos (120 × 80 cm)',
    industrialPallets: 'Palés industriales (120 × 100 cm)',
    stackable: 'Los palés pueden apilarse a dos alturas',
    palletsTitle: 'Palés',
    fromPallets: (metres) => `Metros lineales calculados a partir de los palés: ${metres}.`,
    weight: 'Peso en kg (opcional)',
    date: 'Fecha de carga (opcional, hoy por defecto)',
    submit: 'Estimar',
    resultTitle: 'Estimación orientativa',
    total: 'Total',
    loadingDate: 'Fecha de carga',
    currency: 'Moneda',
    vat: 'IVA',
    vatExcluded: 'no incluido',
    transport: 'Transporte',
    fuel: 'Recargo de combustible',
    fuelReduction: 'Reducción por combustible',
    fuelWeek: (week) => `precio del gasóleo de la semana ${week}`,
    fuelProvisional: 'provisional: la semana de carga aún no tiene precio del gasóleo publicado',
    billableMetres: 'Metros lineales facturables',
    validUntil: 'Válido hasta',
    assumptions: 'Supuestos',
    yes: 'sí',
    no: 'no',
    manualTitle: 'Revisión manual',
    manualText: 'Este envío necesita revisión manual: no se da ningún precio.',
    refusedTitle: 'No se pudo hacer la estimación',
    contactOperator: (operator) => `Para una oferta, envíe los datos del envío a ${operator} en`,
    quotaTitle: 'Demasiadas estimaciones',
    quotaText: (seconds) =>
      `Esta dirección ha agotado sus estimaciones por ahora. Vuelva a intentarlo dentro de ${plural(seconds, { one: 'segundo', other: 'segundos' })}; el límite es el mismo que el de la API.`,
    unavailableTitle: 'No hay precio vigente',
    storeUnavailableTitle: 'Servicio no disponible temporalmente',
    unavailableCause: {
      fuel: 'No hay un precio del gasóleo vigente, así que no se puede calcular el recargo por combustible.',
      tariff: 'Ninguna tarifa es válida para esta fecha de carga.',
      store: 'El servicio no puede acceder ahora a su almacén de datos; no se ha calculado nada.',
      price: 'Ahora mismo no hay precio vigente.',
    },
    unavailableText: (seconds) =>
      `No se da ningún importe. Vuelva a intentarlo dentro de ${plural(seconds, { one: 'segundo', other: 'segundos' })}.`,
    fieldNames: {
      origen: 'Ciudad de origen',
      destino: 'Ciudad de destino',
      cpOrigen: 'Código postal de origen',
      cpDestino: 'Código postal de destino',
      paisDestino: 'País de destino',
      metros: 'Metros lineales',
      paletsEuro: 'Palés europeos',
      paletsIndustriales: 'Palés industriales',
      remontable: 'Apilados a dos alturas',
      pesoKg: 'Peso',
      fecha: 'Fecha de carga',
    },
  },
  fieldProblems: {
    separator: ': ',
    repeated: 'este campo se envió más de una vez; indique un solo valor.',
    origen: 'indique Barcelona, o deje la ciudad en blanco e indique el código postal.',
    originNotReference: (city) =>
      `«${city}» no es una ciudad que la estimación conozca; indique Barcelona, o deje la ciudad en blanco e indique el código postal.`,
    cpOrigen: 'indique un código postal español de cinco cifras, por ejemplo 08001.',
    originMissing: 'indique un código postal español de cinco cifras, por ejemplo 08001, o la ciudad.',
    destino: 'indique Milán, o deje la ciudad en blanco e indique el código postal y el país.',
    destinationNotReference: (city) =>
      `«${city}» no es una ciudad que la estimación conozca; indique Milán, o deje la ciudad en blanco e indique el código postal y el país.`,
    cpDestino:
      'indique el código postal tal como se escribe en el país de destino, con letras, cifras, espacios o guiones (12 como máximo).',
    destinationMissing: 'indique el código postal y el país de destino, o la ciudad.',
    postalCodeOf: (country, example) => `indique un código postal de ${country}, por ejemplo ${example}.`,
    paisDestino: 'indique el código de dos letras del país de destino, por ejemplo IT para Italia.',
    countryRequired:
      'indique, junto con el código postal, el código de dos letras del país de destino, por ejemplo IT para Italia.',
    countryMismatch: (city, country, code) => `${city} está en ${country}; indique ${code} o deje el campo en blanco.`,
    useCode: (code) => `indique ${code}, el código normalizado de este país.`,
    metros: (max, example) => `indique un número mayor que 0 y no superior a ${max}, por ejemplo ${example}.`,
    metresOrPallets: 'indique los metros lineales o los palés, no ambos.',
    pallets: (max) => `indique un número entero de 0 a ${max}, con al menos un palé en total.`,
    palletsTooLong: (needed, length) =>
      `en filas, estos palés necesitan ${needed} m de suelo, más que los ${length} m de un semirremolque; indique menos palés.`,
    palletsOverEstimate: (metres, max) =>
      `estos palés ocupan ${metres} metros lineales y la estimación admite como máximo ${max}; para esta carga, pida una oferta al operador.`,
    remontable: 'marque la casilla o déjela vacía.',
    pesoKg: (max) => `indique un número de kilogramos mayor que 0 y no superior a ${max}.`,
    fecha: (first, last) => `elija un día entre el ${first} y el ${last}.`,
    countries: (max) =>
      `indique hasta ${max} códigos de país en el orden del viaje, separados por comas, por ejemplo ES,FR,IT.`,
    departure: (first, last) => `elija una fecha y una hora entre el ${first} y el ${last}, en hora de Europa central.`,
    arriveBy: (first: string, last: string) =>
      `elija una fecha y una hora entre el ${first} y el ${last}, en hora de Europa central, e indique el origen y el destino.`,
    noDepartureArrivesBy: (departure: string, arrival: string) =>
      `ninguna salida desde el ${departure} llega a tiempo: saliendo el ${departure}, el camión llega el ${arrival}; elija una llegada más tardía.`,
    routeChoice:
      'indique los países (con sus horas) o el origen y el destino por código postal, no ambos: deje vacía una de las dos formas.',
    arriveByNeedsPlaces:
      'indique el origen y el destino por código postal: solo el plan del trayecto dice cuándo llega el camión.',
    routePlace: (example: string) =>
      `indique el código del país, un guion y un código postal de ese país, por ejemplo ${example}; o deje en blanco el origen y el destino e indique los países.`,
    noJourney: (from: string, to: string) =>
      `No se puede trazar un trayecto por carretera de ${from} a ${to}: indique los países y las horas.`,
    hours: (max) =>
      `indique un número de horas por país, en el mismo orden, cada uno mayor que 0 y no superior a ${max}, por ejemplo 8,14,8.`,
    hoursMismatch: (hours, countries) =>
      `indique tantos números como países, en el mismo orden (países: ${countries}; números: ${hours}).`,
  },
  developers: {
    intro:
      'Todo lo que muestra el sitio es también una API HTTP: JSON de entrada y de salida, errores como problem details RFC 9457. El contrato se publica como OpenAPI 3.1.',
    openapi: 'Documento OpenAPI',
    quotasTitle: 'Cuotas y Retry-After',
    quotas: (estimatePerMinute, estimatePerDay, integration, openData, window) => [
      `Estimación pública: ${plural(estimatePerMinute, { one: 'petición', other: 'peticiones' })} por minuto y ${estimatePerDay} al día por dirección IP.`,
      `Cotizaciones de integración: ${plural(integration, { one: 'petición', other: 'peticiones' })} por minuto por credencial.`,
      `Datos abiertos: ${plural(openData, { one: 'petición', other: 'peticiones' })} por ventana de ${plural(window, { one: 'segundo', other: 'segundos' })} por dirección IP y endpoint, desde la primera petición.`,
    ],
    retryAfter:
      'Una respuesta 429 o 503 lleva Retry-After en segundos: espere al menos ese tiempo antes de la siguiente petición. RateLimit-Policy y RateLimit indican cuánto queda de la cuota. No rote direcciones ni credenciales para eludir un límite.',
    operations: 'Operaciones',
    parameters: 'Parámetros',
    name: 'Nombre',
    location: 'En',
    required: 'Obligatorio',
    form: 'Forma aceptada',
    responses: 'Respuestas',
    example: 'Ejemplo',
    body: 'Cuerpo de la petición: JSON, descrito en el documento OpenAPI.',
    seeErrors: 'Qué significa cada error',
    sections: {
      estimate: 'API de estimación y cotización',
      openData: 'API de datos abiertos',
      errors: 'Códigos de error',
    },
    estimateLead:
      'La estimación pública no necesita cuenta. Las cotizaciones de integración necesitan una credencial bearer emitida por el operador y una Idempotency-Key.',
    openDataLead:
      'El calendario de prohibiciones del año en curso y el siguiente, su feed iCalendar, el catálogo de páginas y el sitemap, bajo CC BY 4.0. Las respuestas se guardan en caché una hora y llevan ETag.',
    agentsTitle: 'Agentes de IA: MCP y llms.txt',
    agentsLead: 'Los agentes llaman a las mismas operaciones que la API, con las mismas cuotas, errores y textos.',
    mcp: 'Endpoint MCP: Model Context Protocol sobre Streamable HTTP, sin estado (POST, respuestas JSON).',
    tools: 'Herramientas',
    credentialTool: 'con una credencial de integración en Authorization: Bearer',
    llmsTxt: 'el servicio descrito para agentes de IA, con las reglas que deben cumplir (formato llmstxt.org).',
    errorsLead:
      'Cada error es un problema RFC 9457 (application/problem+json) cuyo type enlaza con una de las secciones siguientes, con un requestId que citar al comunicarlo.',
    meaning: 'Qué significa',
    action: 'Qué hacer',
  },
  errors: {
    'malformed-request': [
      'Falta un parámetro, cabecera o cuerpo, o no tiene la forma aceptada (400). El problema lo nombra y dice la forma esperada.',
      'Corrija la petición según parameter o field y expected; repetirla sin cambios da la misma respuesta.',
    ],
    'unusable-request': [
      'La petición está bien formada pero no se puede tarificar: un valor fuera de rango, una fecha fuera de la ventana, lugares contradictorios (422).',
      'Cambie el valor indicado en el problema; para fechas, use de hoy a 30 días.',
    ],
    unauthenticated: [
      'Falta la credencial, está mal formada, es desconocida o fue revocada (401).',
      'Envíe Authorization: Bearer con una credencial válida; pida una nueva al operador si fue revocada.',
    ],
    'not-found': [
      'No existe esa ruta o ese resultado, o el resultado pertenece a otra credencial (404).',
      'Revise la ruta o el id; un resultado solo lo ve la credencial que lo creó.',
    ],
    'method-not-allowed': [
      'La ruta existe, pero no admite este método (405); la cabecera Allow indica los que admite.',
      'Envíe de nuevo la solicitud con uno de los métodos de Allow.',
    ],
    'result-expired': [
      'La cotización ha superado su validez (410). Su importe ya no se sirve.',
      'Cree una cotización nueva.',
    ],
    'idempotent-result-expired': [
      'La Idempotency-Key se usó para un resultado que ya caducó (410).',
      'Envíe la petición de nuevo con una Idempotency-Key nueva.',
    ],
    'idempotency-in-flight': [
      'Una petición con la misma Idempotency-Key aún se está procesando (409).',
      'Espere un momento y repita la misma petición con la misma clave.',
    ],
    'idempotency-key-reused': [
      'La Idempotency-Key ya se usó con otro cuerpo (422).',
      'Use una clave nueva para una petición distinta.',
    ],
    'quota-exceeded': [
      'La cuota de este cliente está agotada en la ventana actual (429).',
      'Espere los segundos de Retry-After antes de la siguiente petición.',
    ],
    'price-unavailable': [
      'No hay precio vigente: no hay tarifa válida o no hay un precio del gasóleo reciente (503). No se da ningún importe.',
      'Vuelva a intentarlo pasados los segundos de Retry-After.',
    ],
    'service-unavailable': [
      'El servicio no puede acceder a su almacén de datos (503); no se ha producido ni cambiado nada.',
      'Vuelva a intentarlo pasados los segundos de Retry-After.',
    ],
    'uri-too-long': ['La URI de la petición supera los 2.048 caracteres (414).', 'Acorte la query string.'],
    'unsupported-media-type': [
      'El cuerpo no se envía como application/json (415).',
      'Envíe Content-Type: application/json con un cuerpo JSON.',
    ],
    'not-acceptable': [
      'La respuesta es demasiado grande para enviarla sin compresión y el cliente rechaza gzip (406).',
      'Acepte gzip o pida menos días o países.',
    ],
    'payload-too-large': ['El cuerpo de la petición es demasiado grande (413).', 'Envíe un cuerpo más pequeño.'],
    'request-header-fields-too-large': [
      'Las cabeceras de la petición son demasiado grandes (431).',
      'Envíe menos cabeceras o más cortas.',
    ],
    'request-timeout': ['El cuerpo de la petición no llegó a tiempo (408).', 'Envíe la petición de nuevo.'],
    'origin-refused': [
      'La petición no llegó por la dirección pública del servicio (403).',
      'Llame a la dirección pública del servicio.',
    ],
    'internal-error': [
      'Un fallo inesperado (500). La respuesta no dice nada interno; los registros guardan la causa con su requestId.',
      'Vuelva a intentarlo más tarde y cite el requestId al comunicarlo.',
    ],
  },
  legal: {
    operator: 'Titular',
    address: 'Domicilio',
    email: 'Correo electrónico',
    taxId: 'NIF',
    licenceText: (service, base) => [
      'El calendario de prohibiciones (JSON e iCalendar), el catálogo de páginas y el sitemap se publican bajo la licencia Creative Commons Reconocimiento 4.0 Internacional (CC BY 4.0). Puede copiarlos, adaptarlos y redistribuirlos, también con fines comerciales.',
      `Cítelos así: «${service} (${base}), CC BY 4.0», e indique si los ha modificado. Cada norma pertenece a la autoridad indicada en su officialSource; lastVerified solo indica cuándo se comprobaron los datos con ella.`,
      'Los datos se recopilan con la debida diligencia, pero pueden estar incompletos o desactualizados: prevalece en todo caso la fuente oficial. Las fechas marcadas como provisionales se han calculado antes de que la autoridad competente las publique.',
    ],
    licenceLink: 'Leer la licencia',
  },
  notFound: {
    title: 'Página no encontrada',
    text: 'No hay ninguna página en esta dirección.',
    back: 'Ir a la página de inicio',
  },
  tooManyRequests: {
    title: 'Demasiadas solicitudes',
    text: (seconds) =>
      `Demasiadas páginas pedidas desde su dirección en poco tiempo: vuelva a intentarlo en ${plural(seconds, { one: 'segundo', other: 'segundos' })}.`,
  },
  failure: {
    title: 'Algo ha fallado',
    text: (requestId) =>
      `No se pudo generar la página. Vuelva a intentarlo más tarde; si persiste, cite esta referencia: ${requestId}.`,
  },
};
