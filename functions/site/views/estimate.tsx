import { resultTextsData } from '#data/texts/index.ts';
import { palletSentences } from '#shared/domain/loading/pallet-texts.ts';
import { MAX_PALLETS, type PalletMetres } from '#shared/domain/loading/pallets.ts';
import { assumptionSentences } from '#shared/domain/pricing/texts.ts';
import { loadingWindow, MAX_LDM, MAX_WEIGHT_KG } from '#shared/domain/quote/shipment-rules.ts';
import type { PublicEstimate } from '#shared/operations/estimate/public-estimate.ts';
import type { PageContext } from '../context.ts';
import type { FieldProblem } from '../field-problems.ts';
import { type EstimateFormField, type EstimateOutcome, STACKABLE_VALUE } from '../models/estimate-page.ts';
import { countryName, dateTime, fullDate, longDate, money, number } from './format.ts';
import { Journey } from './journey.tsx';
import type { OperatorIdentity } from './legal.tsx';
import { RefusedAlert } from './refused-alert.tsx';

/** What a refused field says next to it (`id-error`), and that it is invalid: its label and what to enter. */
interface FieldError {
  readonly label: string;
  /** What follows the label: the separator and what to enter. */
  readonly rest: string;
}

const sentenceOf = (error: FieldError | undefined) => (error === undefined ? '' : `${error.label}${error.rest}`);

const common = (
  id: string,
  values: Readonly<Record<string, string>>,
  hint: string | undefined,
  error: FieldError | undefined,
) => {
  const described = [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean);
  return {
    id,
    name: id,
    value: values[id] ?? '',
    'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
    'aria-invalid': error ? ('true' as const) : undefined,
  };
};

const Field = ({
  id,
  label,
  values,
  hint,
  errors,
  ...input
}: {
  id: string;
  label: string;
  values: Readonly<Record<string, string>>;
  hint?: string;
  errors: ReadonlyMap<string, FieldError>;
  type?: 'text' | 'date';
  /** The first and last day a date field takes. */
  min?: string;
  max?: string;
  inputMode?: 'numeric' | 'decimal';
  required?: boolean;
  placeholder?: string;
  maxLength?: number;
}) => (
  <>
    <label for={id}>{label}</label>
    {input.type === 'date' ? (
      <input type="date" {...common(id, values, hint, errors.get(id))} min={input.min} max={input.max} />
    ) : (
      <input
        type="text"
        {...common(id, values, hint, errors.get(id))}
        inputMode={input.inputMode}
        required={input.required}
        placeholder={input.placeholder}
        maxLength={input.maxLength}
      />
    )}
    {hint ? <small id={`${id}-hint`}> {hint}</small> : null}
    {errors.has(id) ? (
      <small id={`${id}-error`} class="field-error">
        {' '}
        {sentenceOf(errors.get(id))}
      </small>
    ) : null}
  </>
);

/** A checkbox inside its label, sending `STACKABLE_VALUE` when ticked; described by its error when refused. */
const Checkbox = ({
  id,
  label,
  values,
  errors,
}: {
  id: string;
  label: string;
  values: Readonly<Record<string, string>>;
  errors: ReadonlyMap<string, FieldError>;
}) => {
  const error = errors.get(id);
  return (
    <>
      <label for={id}>
        <input
          type="checkbox"
          id={id}
          name={id}
          value={STACKABLE_VALUE}
          checked={values[id] !== undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? 'true' : undefined}
        />{' '}
        {label}
      </label>
      {error ? (
        <small id={`${id}-error`} class="field-error">
          {' '}
          {sentenceOf(error)}
        </small>
      ) : null}
    </>
  );
};

/** The pallets the loading metres were worked out from, and how. */
const PalletFacts = ({ ctx, pallets }: { ctx: PageContext; pallets: Extract<PalletMetres, { fits: true }> }) => (
  <>
    <h3>{ctx.texts.estimate.palletsTitle}</h3>
    <p id="pallet-metres" data-metros={String(pallets.metros)}>
      {ctx.texts.estimate.fromPallets(number(pallets.metros, ctx.locale))}
    </p>
    <ul id="pallets">
      {palletSentences(resultTextsData.languages[ctx.locale], ctx.locale, pallets).map((sentence) => (
        <li>{sentence}</li>
      ))}
    </ul>
  </>
);

/** The fuel figure: a surcharge, or a reduction when diesel is below the tariff's reference price. */
const FuelFact = ({ ctx, result }: { ctx: PageContext; result: Extract<PublicEstimate, { estado: 'estimacion' }> }) => {
  const t = ctx.texts.estimate;
  const amount = result.gasoleo;
  return (
    <>
      <dt>{amount < 0 ? t.fuelReduction : t.fuel}</dt>
      <dd>
        {money(Math.abs(amount), result.moneda, ctx.locale)} (
        {ctx.typography.spaced(
          result.gasoleoProvisional
            ? `${t.fuelWeek(result.semanaGasoleo)}; ${t.fuelProvisional}`
            : t.fuelWeek(result.semanaGasoleo),
        )}
        )
      </dd>
    </>
  );
};

const Result = ({
  ctx,
  result,
  pallets,
  operator,
}: {
  ctx: PageContext;
  result: PublicEstimate;
  pallets: Extract<PalletMetres, { fits: true }> | undefined;
  operator: OperatorIdentity;
}) => {
  const t = ctx.texts.estimate;
  const priced = result.estado === 'estimacion';
  return (
    <section class="result" aria-labelledby="result-title">
      {result.estado === 'estimacion' ? (
        <>
          <h2 id="result-title">{t.resultTitle}</h2>
          <p class="total" data-total={String(result.total)}>
            {ctx.typography.label(t.total)} {money(result.total, result.moneda, ctx.locale)}
          </p>
          <dl class="facts">
            <dt>{t.loadingDate}</dt>
            <dd>{longDate(result.fechaCarga, ctx.locale)}</dd>
            <dt>{t.currency}</dt>
            <dd>{result.moneda}</dd>
            <dt>{t.vat}</dt>
            <dd>{t.vatExcluded}</dd>
            <dt>{t.transport}</dt>
            <dd>{money(result.transporte, result.moneda, ctx.locale)}</dd>
            <FuelFact ctx={ctx} result={result} />
            <dt>{t.billableMetres}</dt>
            <dd>
              {number(result.ldmFacturable, ctx.locale)}
              {result.motivoLdm ? ` (${result.motivoLdm})` : ''}
            </dd>
            <dt>{t.validUntil}</dt>
            <dd>{dateTime(result.caduca, ctx.locale)}</dd>
          </dl>
        </>
      ) : (
        <>
          <h2 id="result-title">{t.manualTitle}</h2>
          <p>{t.manualText}</p>
        </>
      )}
      <p>{result.mensaje}</p>
      {/* The conditions are those of a price: a result without one has none to state. */}
      {priced ? <p>{result.condiciones}</p> : null}
      {result.transito === undefined ? null : (
        <Journey ctx={ctx} transito={result.transito} emisiones={result.emisiones} />
      )}
      {pallets === undefined ? null : <PalletFacts ctx={ctx} pallets={pallets} />}
      <h3>{t.assumptions}</h3>
      <ul id="assumptions">
        {assumptionSentences(resultTextsData, ctx.locale, result.supuestos).map((sentence) => (
          <li>{sentence}</li>
        ))}
      </ul>
      <p>{result.siguientePaso}</p>
      {priced ? null : (
        <p class="contact">
          {t.contactOperator(operator.name)} <a href={`mailto:${operator.email}`}>{operator.email}</a>
        </p>
      )}
    </section>
  );
};

/** What to enter in a refused field, for a person: one sentence after the field's label. */
const whatToEnter = (
  ctx: PageContext,
  field: EstimateFormField,
  problem: FieldProblem,
  postalCode: { readonly country: string; readonly example: string } | undefined,
): string => {
  const t = ctx.texts.fieldProblems;
  const { locale } = ctx;
  if (problem.kind === 'repeated') return t.repeated;
  switch (field) {
    case 'origen':
      return problem.kind === 'notReference' ? t.originNotReference(problem.value) : t.origen;
    case 'cpOrigen':
      return problem.kind === 'missing' ? t.originMissing : t.cpOrigen;
    case 'destino':
      return problem.kind === 'notReference' ? t.destinationNotReference(problem.value) : t.destino;
    case 'cpDestino': {
      if (problem.kind === 'missing') return t.destinationMissing;
      const known = problem.kind === 'postalCodeOf' ? problem : postalCode;
      return known === undefined ? t.cpDestino : t.postalCodeOf(countryName(locale, known.country), known.example);
    }
    case 'paisDestino':
      if (problem.kind === 'countryMismatch') {
        return t.countryMismatch(problem.city, countryName(locale, problem.country), problem.country);
      }
      if (problem.kind === 'countryRequired') return t.countryRequired;
      return problem.kind === 'useCode' ? t.useCode(problem.code) : t.paisDestino;
    case 'metros':
      if (problem.kind === 'metresOrPallets') return t.metresOrPallets;
      return t.metros(number(MAX_LDM, locale), number(2.4, locale));
    case 'paletsEuro':
    case 'paletsIndustriales':
      if (problem.kind === 'palletsTooLong')
        return t.palletsTooLong(number(problem.needed, locale), number(problem.length, locale));
      if (problem.kind === 'palletsOverEstimate') {
        return t.palletsOverEstimate(number(problem.metres, locale), number(problem.max, locale));
      }
      return t.pallets(number(MAX_PALLETS[field === 'paletsEuro' ? 'euro' : 'industrial'], locale));
    case 'remontable':
      return t.remontable;
    case 'pesoKg':
      return t.pesoKg(number(MAX_WEIGHT_KG, locale));
    case 'fecha': {
      const window = loadingWindow(ctx.now);
      return t.fecha(fullDate(window.today, locale), fullDate(window.last, locale));
    }
  }
};

/**
 * Each refused field in the order of the form, with one sentence for a person: the field's label and what to enter
 * (the API's texts, with parameter names and ranges, are for programs).
 */
const fieldErrors = (ctx: PageContext, outcome: EstimateOutcome): ReadonlyMap<EstimateFormField, FieldError> => {
  const errors = new Map<EstimateFormField, FieldError>();
  if (outcome.kind !== 'refused') return errors;
  for (const { field, problem } of outcome.problems) {
    errors.set(field, {
      label: ctx.texts.estimate.fieldNames[field],
      rest: `${ctx.texts.fieldProblems.separator}${whatToEnter(ctx, field, problem, outcome.postalCode)}`,
    });
  }
  return errors;
};

export const EstimatePage = ({
  ctx,
  outcome,
  values,
  operator,
}: {
  ctx: PageContext;
  outcome: EstimateOutcome;
  values: Readonly<Record<string, string>>;
  /** Whom a shipment without a price is sent to. */
  operator: OperatorIdentity;
}) => {
  const t = ctx.texts.estimate;
  const errors = fieldErrors(ctx, outcome);
  const field = { values, errors };
  const loading = loadingWindow(ctx.now);
  return (
    <>
      <h1>{ctx.texts.pages['/estimate'].title}</h1>
      <p>{t.intro}</p>
      {outcome.kind === 'result' ? (
        <Result ctx={ctx} result={outcome.result} pallets={outcome.pallets} operator={operator} />
      ) : null}
      {outcome.kind === 'refused' ? (
        <RefusedAlert title={t.refusedTitle} fields={[...errors].map(([name, error]) => ({ field: name, ...error }))} />
      ) : null}
      {outcome.kind === 'quota' ? (
        <section class="alert" role="alert">
          <h2>{t.quotaTitle}</h2>
          <p data-retry-after={String(outcome.retryAfterSeconds)}>{t.quotaText(outcome.retryAfterSeconds)}</p>
        </section>
      ) : null}
      {outcome.kind === 'unavailable' ? (
        <section class="alert" role="alert">
          <h2>{outcome.cause === 'store' ? t.storeUnavailableTitle : t.unavailableTitle}</h2>
          <p data-cause={outcome.cause}>{t.unavailableCause[outcome.cause]}</p>
          <p data-retry-after={String(outcome.retryAfterSeconds)}>{t.unavailableText(outcome.retryAfterSeconds)}</p>
        </section>
      ) : null}
      <form class="estimate" method="get" action={ctx.href('/estimate')}>
        <fieldset>
          <legend>{t.origin}</legend>
          <Field id="origen" label={t.originCity} {...field} placeholder="Barcelona" maxLength={60} />
          <Field id="cpOrigen" label={t.originPostcode} {...field} inputMode="numeric" maxLength={5} />
        </fieldset>
        <fieldset>
          <legend>{t.destination}</legend>
          <Field id="destino" label={t.originCity} {...field} placeholder="Milano" maxLength={60} />
          <Field id="cpDestino" label={t.originPostcode} {...field} maxLength={12} />
          <Field id="paisDestino" label={t.destinationCountry} {...field} maxLength={2} />
        </fieldset>
        <Field id="metros" label={t.metres} hint={t.metresHint} {...field} inputMode="decimal" />
        <fieldset>
          <legend>{t.pallets}</legend>
          <p>
            <small>{t.palletsHint}</small>
          </p>
          <Field id="paletsEuro" label={t.euroPallets} {...field} inputMode="numeric" maxLength={3} />
          <Field id="paletsIndustriales" label={t.industrialPallets} {...field} inputMode="numeric" maxLength={3} />
          <Checkbox id="remontable" label={t.stackable} {...field} />
        </fieldset>
        <Field id="pesoKg" label={t.weight} {...field} inputMode="decimal" />
        <Field id="fecha" label={t.date} {...field} type="date" min={loading.today} max={loading.last} />
        <p>
          <button type="submit">{t.submit}</button>
        </p>
      </form>
    </>
  );
};
