import type { ValidationIssue } from '#shared/domain/errors.ts';
import { foldedText } from '#shared/domain/folded-text.ts';
import type { ShipmentInput } from '#shared/domain/pricing/price-shipment.ts';
import { phrase } from '#shared/domain/problem-phrases.ts';
import {
  defaultWeightKg,
  destinationPostalCode,
  loadingDateIssue,
  loadingWindow,
  MAX_LDM,
  MAX_WEIGHT_KG,
  rangeIssue,
  spanishPostalCodeIssue,
  throwIfIssues,
} from './shipment-rules.ts';

/** The estimate's query once its form is known to be right (strings matched their patterns). */
export interface EstimateQuery {
  readonly origen?: string;
  readonly destino?: string;
  readonly cpOrigen?: string;
  readonly cpDestino?: string;
  readonly paisDestino?: string;
  readonly metros: number;
  readonly pesoKg?: number;
  readonly fecha?: string;
  /** The metres already allow for stacking (the site's pallets stacked two high); not a parameter of the API. */
  readonly stackable?: boolean;
  /**
   * The numbers as the caller wrote them, where it sent text (REST, the site's form), for a refusal to repeat as
   * sent; a JSON number (an MCP argument) is repeated in decimal notation.
   */
  readonly written?: { readonly metros?: string | undefined; readonly pesoKg?: string | undefined };
}

/**
 * Reference aliases of the contract: a city name that stands for one postal code. Maps, not object literals: the
 * name comes from the client, and `constructor` or `__proto__` must not find what every object has.
 */
const ORIGIN_ALIASES: ReadonlyMap<string, { cp: string }> = new Map([['barcelona', { cp: '08001' }]]);
const DESTINATION_ALIASES: ReadonlyMap<string, { cp: string; country: string }> = new Map(
  ['milan', 'milano', 'milán'].map((name) => [name, { cp: '20121', country: 'IT' }]),
);

const aliasKey = foldedText;

const destinationAlias = (destino: string | undefined) =>
  destino === undefined ? undefined : DESTINATION_ALIASES.get(aliasKey(destino));

/** The destination country a query names: its paisDestino, or else the country of its reference city. */
export const destinationCountryOf = (query: Pick<EstimateQuery, 'destino' | 'paisDestino'>): string | undefined =>
  query.paisDestino ?? destinationAlias(query.destino)?.country;

export interface ResolvedEstimate {
  readonly shipment: ShipmentInput;
  readonly origenDeReferencia: boolean;
  readonly destinoDeReferencia: boolean;
  readonly pesoNoIndicado: boolean;
  readonly limitePesoSupuestoKg: number | null;
  readonly fechaNoIndicada: boolean;
}

/**
 * Applies the estimate's rules to a well-formed query: aliases, postal codes (an explicit code wins over an
 * alias for the same side; the destination's must fit its country's format, and is used in that country's
 * written form), default weight and date, ranges and the date window. Unusable input is 422.
 */
export const resolveEstimateRequest = (query: EstimateQuery, now: Date): ResolvedEstimate => {
  const issues: (ValidationIssue | undefined)[] = [];
  const origin = query.origen === undefined ? undefined : ORIGIN_ALIASES.get(aliasKey(query.origen));
  const destination = destinationAlias(query.destino);

  if (query.cpOrigen === undefined && origin === undefined) {
    issues.push({
      location: 'query',
      name: query.origen === undefined ? 'cpOrigen' : 'origen',
      expected: phrase('expectOriginChoice'),
      detail:
        query.origen === undefined ? phrase('originMissing') : phrase('originNotReference', { value: query.origen }),
    });
  }
  if (query.cpDestino === undefined && destination === undefined) {
    issues.push({
      location: 'query',
      name: query.destino === undefined ? 'cpDestino' : 'destino',
      expected: phrase('expectDestinationChoice'),
      detail:
        query.destino === undefined
          ? phrase('destinationMissing')
          : phrase('destinationNotReference', { value: query.destino }),
    });
  }
  if (destination && query.paisDestino !== undefined && query.paisDestino !== destination.country) {
    issues.push({
      location: 'query',
      name: 'paisDestino',
      expected: phrase('expectCountryOf', { destino: query.destino ?? '', country: destination.country }),
      detail: phrase('countryMismatch', {
        destino: query.destino ?? '',
        country: destination.country,
        given: query.paisDestino,
      }),
    });
  }
  const country = destinationCountryOf(query);
  if (query.cpDestino !== undefined && country === undefined) {
    issues.push({
      location: 'query',
      name: 'paisDestino',
      expected: phrase('expectCountry'),
      detail: phrase('countryRequired'),
    });
  }
  const cpDestino =
    query.cpDestino !== undefined && country !== undefined
      ? destinationPostalCode(country, query.cpDestino, 'query', 'cpDestino')
      : undefined;
  issues.push(cpDestino?.issue);
  if (query.cpOrigen !== undefined) issues.push(spanishPostalCodeIssue(query.cpOrigen, 'query', 'cpOrigen'));
  issues.push(rangeIssue(query.metros, MAX_LDM, 'query', 'metros', 'ldm', query.written?.metros));
  if (query.pesoKg !== undefined)
    issues.push(rangeIssue(query.pesoKg, MAX_WEIGHT_KG, 'query', 'pesoKg', 'kg', query.written?.pesoKg));
  if (query.fecha !== undefined) issues.push(loadingDateIssue(query.fecha, now, 'query', 'fecha'));
  throwIfIssues(issues);

  const pesoNoIndicado = query.pesoKg === undefined;
  const pesoKg = query.pesoKg ?? defaultWeightKg(query.metros);
  return {
    shipment: {
      cpOrigen: query.cpOrigen ?? (origin?.cp as string),
      cpDestino: cpDestino?.postalCode ?? (destination?.cp as string),
      paisDestino: country as string,
      ldm: query.metros,
      pesoKg,
      fechaCarga: query.fecha ?? loadingWindow(now).today,
    },
    origenDeReferencia: query.cpOrigen === undefined,
    destinoDeReferencia: query.cpDestino === undefined,
    pesoNoIndicado,
    limitePesoSupuestoKg: pesoNoIndicado ? pesoKg : null,
    fechaNoIndicada: query.fecha === undefined,
  };
};
