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
        'As article 10 of Spanish Law 34/2002 on information society services and electronic commerce (LSSI-CE) requires, the identifying details of the operator of this website are given above.',
        `${service} gives indicative road-freight estimates for groupage shipments from Spain and publishes the truck driving-ban calendar of European transit countries as open data.`,
        'It makes no booking, concludes no contract and sends no e-mail. For a firm offer, contact the operator named above.',
      ],
    },
    privacy: {
      title: 'Privacy policy',
      description: 'What the service stores, why and for how long: quota counters, quotes and idempotency records.',
      paragraphs: (f) => [
        'The controller of the data is the operator named above, who can be reached at the e-mail address given.',
        'The site sets no cookies, runs no analytics and makes no request to any third party: every file it uses comes from this address.',
        `Quota counters: to enforce the request limits, the service stores a counter keyed by your IP address and the operation. A counter of the public estimate lives until the end of its day window plus one minute; an open-data counter until the end of its ${f.openDataWindowSeconds}-second window plus one minute. Expired counters are then deleted by the database's expiry (TTL), which can take up to two days.`,
        'Estimates made on the site or through the public API are not stored: the result exists only in the answer.',
        `Integration quotes are stored with the identifiers of the credential that created them: valid ${f.quoteValidityMinutes} minutes, then kept ${f.quoteRetentionHours} hours so that a retrieval can say the quote expired, then deleted by the database's expiry.`,
        `Idempotency records (the Idempotency-Key, a hash of the request body and the id of the result) are kept ${f.idempotencyHours} hours, then deleted the same way.`,
        'Request logs (time, path, status, IP address, request id) are kept by the hosting platform for operation and security for the retention set by the operator.',
        'The legal basis is the operator’s legitimate interest in running the service and keeping it available (article 6(1)(f) of the General Data Protection Regulation, GDPR).',
        'You may exercise your rights of access, rectification, erasure, objection and restriction of processing by writing to the operator at the e-mail address above. If you consider the processing unlawful, you may lodge a complaint with the Spanish Data Protection Agency (www.aepd.es).',
      ],
    },
    terms: {
      title: 'Terms of use',
      description: 'Results are indicative and book nothing; fair use of the API and its quotas.',
      paragraphs: (f) => [
        `Results are indicative: an estimate or quote of ${f.service} books no transport, is no offer and concludes no contract. Prices are in EUR, VAT excluded, with the fuel surcharge and assumptions shown next to them; a result is valid ${f.quoteValidityMinutes} minutes.`,
        'When no current price can be had the service says so and gives no amount; shipments outside the tariff are marked for manual review without a price.',
        'The API is for fair use within its quotas. Do not rotate IP addresses or credentials to avoid a limit; honour Retry-After.',
        'The driving-ban data is compiled with care but the official sources prevail; dates marked as provisional are not yet published by their authority.',
      ],
    },
  },
  es: {
    notice: {
      title: 'Aviso legal',
      description: 'Titular del sitio web, sus datos identificativos y cómo contactar con él.',
      paragraphs: ({ service }) => [
        'En cumplimiento del artículo 10 de la Ley 34/2002, de 11 de julio, de servicios de la sociedad de la información y de comercio electrónico (LSSI-CE), se indican arriba los datos identificativos del titular de este sitio web.',
        `${service} ofrece estimaciones orientativas de transporte por carretera para envíos de grupaje con origen en España y publica, como datos abiertos, el calendario de prohibiciones de circulación de camiones de los países de tránsito europeos.`,
        'El servicio no reserva transportes, no da lugar a la celebración de contrato alguno ni envía correos electrónicos. Para obtener una oferta en firme, diríjase al titular indicado arriba.',
      ],
    },
    privacy: {
      title: 'Política de privacidad',
      description:
        'Qué datos trata el servicio, con qué finalidad y durante cuánto tiempo: contadores de cuota, cotizaciones y registros de idempotencia.',
      paragraphs: (f) => [
        'El responsable del tratamiento es el titular identificado arriba, a quien puede dirigirse en la dirección de correo electrónico indicada.',
        'Este sitio web no utiliza cookies ni herramientas de analítica y no realiza peticiones a terceros: todos los archivos que emplea proceden de esta misma dirección.',
        `Contadores de cuota: para aplicar los límites de peticiones, el servicio conserva un contador asociado a su dirección IP y a la operación solicitada. El contador de la estimación pública se conserva hasta el final de su ventana diaria más un minuto, y el de los datos abiertos, hasta el final de su ventana de ${f.openDataWindowSeconds} segundos más un minuto. Transcurrido ese plazo, el mecanismo de caducidad automática (TTL) de la base de datos los suprime, lo que puede tardar hasta dos días.`,
        'Las estimaciones realizadas en el sitio web o mediante la API pública no se conservan: el resultado solo existe en la respuesta.',
        `Las cotizaciones de integración se conservan junto con los identificadores de la credencial que las generó: son válidas durante ${f.quoteValidityMinutes} minutos y se conservan ${f.quoteRetentionHours} horas más para que una consulta posterior pueda indicar que han caducado; después, la caducidad automática de la base de datos las suprime.`,
        `Los registros de idempotencia (la Idempotency-Key, un hash del cuerpo de la petición y el identificador del resultado) se conservan durante ${f.idempotencyHours} horas y se suprimen del mismo modo.`,
        'Los registros de acceso (hora, ruta, código de estado, dirección IP e identificador de la petición) los conserva la plataforma de alojamiento, por cuenta del responsable, con fines de funcionamiento y seguridad del servicio, durante el plazo que este determine.',
        'La base jurídica del tratamiento es el interés legítimo del responsable en prestar el servicio y mantenerlo disponible (artículo 6.1.f del Reglamento General de Protección de Datos, RGPD).',
        'Puede ejercer sus derechos de acceso, rectificación, supresión, oposición y limitación del tratamiento dirigiéndose al responsable en la dirección de correo electrónico indicada arriba. Si considera que el tratamiento no se ajusta a la normativa, puede presentar una reclamación ante la Agencia Española de Protección de Datos (www.aepd.es).',
      ],
    },
    terms: {
      title: 'Condiciones de uso',
      description:
        'Los resultados son orientativos y no constituyen ninguna reserva; uso razonable de la API y de sus cuotas.',
      paragraphs: (f) => [
        `Los resultados tienen carácter orientativo: una estimación o cotización de ${f.service} no supone la reserva de ningún transporte, no constituye una oferta vinculante ni da lugar a la celebración de contrato alguno. Los precios se expresan en euros, IVA no incluido, y junto a ellos se indican el recargo de combustible y los supuestos de cálculo; cada resultado tiene una validez de ${f.quoteValidityMinutes} minutos.`,
        'Cuando no se dispone de un precio vigente, el servicio lo indica y no facilita importe alguno; los envíos no cubiertos por la tarifa se remiten a revisión manual, sin precio.',
        'La API debe utilizarse de forma razonable y dentro de sus cuotas. No está permitido alternar direcciones IP ni credenciales para eludir un límite, y debe respetarse la cabecera Retry-After.',
        'Los datos de prohibiciones de circulación se recopilan con la debida diligencia, pero prevalecen en todo caso las fuentes oficiales; las fechas marcadas como provisionales aún no han sido publicadas por la autoridad competente.',
      ],
    },
  },
};
