import type { SiteLocale } from '#shared/domain/catalogue/pages.schema.ts';

/** What the legal pages state about this deployment, from its configuration. */
export interface LegalFacts {
  readonly service: string;
  readonly base: string;
  readonly quoteValidityMinutes: number;
  readonly quoteRetentionHours: number;
  readonly idempotencyHours: number;
  readonly openDataWindowSeconds: number;
}

/** The legal pages that exist in some languages only, each with its title and description. */
export type LegalKind = 'notice' | 'privacy' | 'terms';

export type LegalTexts = {
  readonly [kind in LegalKind]: {
    readonly title: string;
    readonly description: string;
    readonly paragraphs: (facts: LegalFacts) => string[];
  };
};

/**
 * The legal notice, privacy and terms exist in English and Spanish (the catalogue lists them in those two
 * languages only); the data licence, in every language, is in the locale texts.
 */
export const legalTexts: Readonly<Partial<Record<SiteLocale, LegalTexts>>> = {
  en: {
    notice: {
      title: 'Legal notice',
      description: 'Who operates this service and how to contact them.',
      paragraphs: ({ service }) => [
        `${service} gives indicative road-freight estimates for groupage shipments from Spain and publishes the truck driving-ban calendar of European transit countries as open data.`,
        'It makes no booking, concludes no contract and sends no e-mail. For a firm offer, contact the operator named above.',
      ],
    },
    privacy: {
      title: 'Privacy',
      description: 'What the service stores, why and for how long: quota counters, quotes and idempotency records.',
      paragraphs: (f) => [
        'The site sets no cookies, runs no analytics and makes no request to any third party: every file it uses comes from this address.',
        `Quota counters: to enforce the request limits, the service stores a counter keyed by your IP address and the operation. A counter of the public estimate lives until the end of its day window plus one minute; an open-data counter until the end of its ${f.openDataWindowSeconds}-second window plus one minute. Expired counters are then deleted by the database's expiry (TTL), which can take up to two days.`,
        'Estimates made on the site or through the public API are not stored: the result exists only in the answer.',
        `Integration quotes are stored with the identifiers of the credential that created them: valid ${f.quoteValidityMinutes} minutes, then kept ${f.quoteRetentionHours} hours so that a retrieval can say the quote expired, then deleted by the database's expiry.`,
        `Idempotency records (the Idempotency-Key, a hash of the request body and the id of the result) are kept ${f.idempotencyHours} hours, then deleted the same way.`,
        'Request logs (time, path, status, IP address, request id) are kept by the hosting platform for operation and security for the retention set by the operator.',
        'The legal basis is the operator’s legitimate interest in running the service and keeping it available. You may ask the operator for access to, or erasure of, data about you at the contact above.',
      ],
    },
    terms: {
      title: 'Terms of use',
      description: 'Results are indicative and book nothing; fair use of the API and its quotas.',
      paragraphs: (f) => [
        `Results are indicative: an estimate or quote of ${f.service} books no transport, is no offer and concludes no contract. Prices are in EUR, VAT excluded, with the fuel surcharge and assumptions shown next to them; a result is valid ${f.quoteValidityMinutes} minutes.`,
        'When no current price can be had the service says so and gives no amount; shipments outside the tariff are marked for manual review without a price.',
        'The API is for fair use within its quotas. Do not rotate IP addresses or credentials to avoid a limit; honour Retry-After.',
        'The driving-ban data is compiled with care but the official sources prevail; dates marked as estimates are not yet published by their authority.',
      ],
    },
  },
  es: {
    notice: {
      title: 'Aviso legal',
      description: 'Quién presta este servicio y cómo contactar.',
      paragraphs: ({ service }) => [
        `${service} ofrece estimaciones orientativas de transporte por carretera para envíos de grupaje desde España y publica como datos abiertos el calendario de prohibiciones de circulación de camiones de los países de tránsito europeos.`,
        'No reserva transportes, no celebra contratos y no envía correos electrónicos. Para una oferta en firme, contacte con el operador indicado arriba.',
      ],
    },
    privacy: {
      title: 'Privacidad',
      description:
        'Qué guarda el servicio, para qué y durante cuánto tiempo: contadores de cuota, cotizaciones y registros de idempotencia.',
      paragraphs: (f) => [
        'El sitio no instala cookies, no usa analítica y no hace ninguna petición a terceros: todos los archivos que usa proceden de esta dirección.',
        `Contadores de cuota: para aplicar los límites de peticiones, el servicio guarda un contador asociado a su dirección IP y a la operación. Un contador de la estimación pública dura hasta el final de su ventana diaria más un minuto; uno de datos abiertos, hasta el final de su ventana de ${f.openDataWindowSeconds} segundos más un minuto. Después los borra la caducidad (TTL) de la base de datos, que puede tardar hasta dos días.`,
        'Las estimaciones hechas en el sitio o con la API pública no se guardan: el resultado solo existe en la respuesta.',
        `Las cotizaciones de integración se guardan con los identificadores de la credencial que las creó: válidas ${f.quoteValidityMinutes} minutos y conservadas ${f.quoteRetentionHours} horas más para que una consulta pueda indicar que caducaron; después las borra la caducidad de la base de datos.`,
        `Los registros de idempotencia (la Idempotency-Key, un hash del cuerpo de la petición y el id del resultado) se conservan ${f.idempotencyHours} horas y se borran del mismo modo.`,
        'Los registros de peticiones (hora, ruta, estado, dirección IP, id de petición) los conserva la plataforma de alojamiento para la operación y la seguridad durante el plazo fijado por el operador.',
        'La base jurídica es el interés legítimo del operador en prestar el servicio y mantenerlo disponible. Puede pedir al operador el acceso a sus datos o su supresión en el contacto indicado arriba.',
      ],
    },
    terms: {
      title: 'Condiciones de uso',
      description: 'Los resultados son orientativos y no reservan nada; uso razonable de la API y sus cuotas.',
      paragraphs: (f) => [
        `Los resultados son orientativos: una estimación o cotización de ${f.service} no reserva ningún transporte, no es una oferta y no celebra ningún contrato. Los precios son en EUR, IVA excluido, con el recargo de combustible y los supuestos indicados junto a ellos; un resultado es válido ${f.quoteValidityMinutes} minutos.`,
        'Cuando no hay precio vigente, el servicio lo dice y no da ningún importe; los envíos fuera de la tarifa quedan en revisión manual sin precio.',
        'La API es para un uso razonable dentro de sus cuotas. No rote direcciones IP ni credenciales para eludir un límite; respete Retry-After.',
        'Los datos de prohibiciones se recopilan con cuidado, pero prevalecen las fuentes oficiales; las fechas marcadas como estimación aún no las ha publicado su autoridad.',
      ],
    },
  },
};
