import type { ValidationIssue } from '#shared/domain/errors.ts';

/**
 * What a page says about a refused field, in no language: the kind of mistake and the facts a sentence for a person
 * needs. The API's issues are for programs (parameter names, ranges, formats); a page turns each into one sentence
 * naming the field by its label and what to enter (`texts/*.ts`, `fieldProblems`).
 */
export type FieldProblem =
  /** The field came more than once in the query. */
  | { readonly kind: 'repeated' }
  /** A city that is not a reference city of the estimate. */
  | { readonly kind: 'notReference'; readonly value: string }
  /** Neither the city nor the postal code of one end was given (said on the postal code). */
  | { readonly kind: 'missing' }
  /** A destination postal code that cannot exist in its country. */
  | { readonly kind: 'postalCodeOf'; readonly country: string; readonly example: string }
  /** A destination country other than the reference city's. */
  | { readonly kind: 'countryMismatch'; readonly city: string; readonly country: string }
  /** A destination postal code without its country. */
  | { readonly kind: 'countryRequired' }
  /** A common code that is not the country's ISO code (UK for GB). */
  | { readonly kind: 'useCode'; readonly code: string }
  /** A number of hours for each country, but not as many as the countries. */
  | { readonly kind: 'hoursMismatch'; readonly hours: number; readonly countries: number }
  /** A route's origin and destination that no road journey joins. */
  | { readonly kind: 'noJourney'; readonly from: string; readonly to: string }
  /** A wanted arrival no departure of the days searched meets: the earliest of them, and when it arrives. */
  | { readonly kind: 'noDepartureArrivesBy'; readonly departure: string; readonly arrival: string }
  /** A wanted arrival for a route given by countries. */
  | { readonly kind: 'arriveByNeedsPlaces' }
  /** A route given both by countries and by origin and destination (said on a field of each form). */
  | { readonly kind: 'routeChoice' }
  /** Loading metres typed and pallets given: the page takes one or the other. */
  | { readonly kind: 'metresOrPallets' }
  /** Pallets whose rows need more floor than a trailer has, in metres. */
  | { readonly kind: 'palletsTooLong'; readonly needed: number; readonly length: number }
  /** Pallets that take more loading metres than the estimate does. */
  | { readonly kind: 'palletsOverEstimate'; readonly metres: number; readonly max: number }
  /** Anything else: the page says what the field takes. */
  | { readonly kind: 'entry' };

export interface FieldRefusal<F extends string> {
  readonly field: F;
  readonly problem: FieldProblem;
}

const problemOf = (issue: ValidationIssue): FieldProblem => {
  const { detail } = issue;
  switch (detail.key) {
    case 'repeated':
      return { kind: 'repeated' };
    case 'originNotReference':
    case 'destinationNotReference':
      return { kind: 'notReference', value: detail.args.value };
    case 'originMissing':
    case 'destinationMissing':
      return { kind: 'missing' };
    case 'notPostalCodeOf':
      return { kind: 'postalCodeOf', country: detail.args.country, example: detail.args.example };
    case 'countryMismatch':
      return { kind: 'countryMismatch', city: detail.args.destino, country: detail.args.country };
    case 'countryRequired':
      return { kind: 'countryRequired' };
    case 'unknownCountry':
      return detail.args.use === undefined ? { kind: 'entry' } : { kind: 'useCode', code: detail.args.use };
    case 'hoursMismatch':
      return { kind: 'hoursMismatch', hours: detail.args.hours, countries: detail.args.countries };
    case 'noJourney':
      return { kind: 'noJourney', from: detail.args.from, to: detail.args.to };
    case 'noDepartureArrivesBy':
      return { kind: 'noDepartureArrivesBy', departure: detail.args.departure, arrival: detail.args.arrival };
    case 'arriveByNeedsPlaces':
      return { kind: 'arriveByNeedsPlaces' };
    case 'routeChoice':
      return { kind: 'routeChoice' };
    default:
      return { kind: 'entry' };
  }
};

/** A repeat first (the value was never read), then what is specific to the value, then the field's general form. */
const weight = (problem: FieldProblem) => (problem.kind === 'repeated' ? 0 : problem.kind === 'entry' ? 2 : 1);

/**
 * One problem per refused field of the form, the most telling of the field's issues, in the order of the form's
 * fields; issues about anything outside the form are left to the API.
 */
export const fieldRefusals = <F extends string>(
  issues: readonly ValidationIssue[],
  formOrder: readonly F[],
): FieldRefusal<F>[] =>
  formOrder.flatMap((field) => {
    const problems = issues.filter((issue) => issue.name === field).map(problemOf);
    const [first] = problems.sort((a, b) => weight(a) - weight(b));
    return first === undefined ? [] : [{ field, problem: first }];
  });
