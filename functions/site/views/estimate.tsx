import { ESTIMATE_FIELDS } from '#functions/estimate/estimate.schema.ts';
import type { PublicEstimate } from '#functions/estimate/public-estimate.ts';
import type { QuotaState } from '#shared/domain/errors.ts';
import { assumptionSentences } from '#shared/domain/pricing/texts.ts';
import { loadingWindow } from '#shared/domain/quote/shipment-rules.ts';
import type { PageContext } from '../context.ts';
import { countryName, dateTime, longDate, money, number } from './format.ts';
import type { OperatorIdentity } from './legal.tsx';

/**
 * Why no price could be had, as the API's errors tell it: no current diesel figure, no tariff valid for the
 * loading date, the data store unreachable; `price` for any other "no current price".
 */
export type UnavailableCause = 'fuel' | 'tariff' | 'store' | 'price';

/** A refused field, as the API's problem lists it in `errors`: its name, what is wrong and the accepted form. */
export interface FieldIssue {
  readonly name: string;
  readonly detail: string;
  readonly expected: string;
}

/** What the page shows; `rateLimit` is the client's estimate quota when this request was counted in it. */
export type EstimateOutcome =
  | { readonly kind: 'form' }
  | { readonly kind: 'result'; readonly result: PublicEstimate; readonly rateLimit?: QuotaState }
  | {
      readonly kind: 'refused';
      /** Every mistake of the request at once, in the order the API lists them. */
      readonly issues: readonly FieldIssue[];
      /** The destination country's written form, when cpDestino is refused for not fitting it. */
      readonly postalCode?: { readonly country: string; readonly example: string };
      readonly rateLimit?: QuotaState;
    }
  | { readonly kind: 'quota'; readonly retryAfterSeconds: number; readonly rateLimit?: QuotaState }
  | {
      readonly kind: 'unavailable';
      readonly cause: UnavailableCause;
      readonly retryAfterSeconds: number;
      readonly rateLimit?: QuotaState;
    };

/** What a refused field says next to it (`id-error`), and that it is invalid. */
interface FieldError {
  readonly message: string;
}

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
        {errors.get(id)?.message}
      </small>
    ) : null}
  </>
);

/** A refused field by its name in the form; a name outside the form (none is expected) as it came. */
const fieldName = (ctx: PageContext, field: string): string => {
  const known = ESTIMATE_FIELDS.find((name) => name === field);
  return known === undefined ? field : ctx.texts.estimate.fieldNames[known];
};

/** The fuel figure: a surcharge, or a reduction when diesel is below the tariff's reference price. */
const FuelFact = ({ ctx, result }: { ctx: PageContext; result: Extract<PublicEstimate, { estado: 'estimacion' }> }) => {
  const t = ctx.texts.estimate;
  const amount = result.gasoleo;
  return (
    <>
      <dt>{amount < 0 ? t.fuelReduction : t.fuel}</dt>
      <dd>
        {money(Math.abs(amount), result.moneda, ctx.locale)} ({t.fuelWeek(result.semanaGasoleo)}
        {result.gasoleoProvisional ? `; ${t.fuelProvisional}` : ''})
      </dd>
    </>
  );
};

const Result = ({
  ctx,
  result,
  operator,
}: {
  ctx: PageContext;
  result: PublicEstimate;
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
      <h3>{t.assumptions}</h3>
      <ul id="assumptions">
        {assumptionSentences(ctx.locale, result.supuestos).map((sentence) => (
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

/**
 * Each refused field with the API's own words for it (what is wrong, and the accepted form); cpDestino also with its
 * country's written form when that is known. A field the API names twice says both mistakes and each accepted form once.
 */
const fieldErrors = (ctx: PageContext, outcome: EstimateOutcome): ReadonlyMap<string, FieldError> => {
  const errors = new Map<string, FieldError>();
  if (outcome.kind !== 'refused') return errors;
  const { postalCode } = outcome;
  const names = [...new Set(outcome.issues.map((issue) => issue.name))];
  for (const name of names) {
    const issues = outcome.issues.filter((issue) => issue.name === name);
    const details = [...new Set(issues.map((issue) => issue.detail))].join(' ');
    const expected = [...new Set(issues.map((issue) => issue.expected))].join('; ');
    errors.set(name, { message: `${details} ${ctx.texts.estimate.accepted(expected)}` });
  }
  const cpDestino = errors.get('cpDestino');
  if (cpDestino && postalCode) {
    const form = ctx.texts.estimate.postalCodeForm(countryName(ctx.locale, postalCode.country), postalCode.example);
    errors.set('cpDestino', { message: `${cpDestino.message} ${form}` });
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
      {outcome.kind === 'result' ? <Result ctx={ctx} result={outcome.result} operator={operator} /> : null}
      {outcome.kind === 'refused' ? (
        <section class="alert" role="alert">
          <h2>{t.refusedTitle}</h2>
          <ul>
            {[...errors].map(([name, error]) => (
              <li>
                {ESTIMATE_FIELDS.some((known) => known === name) ? (
                  <a href={`#${name}`}>{t.fixField(fieldName(ctx, name))}</a>
                ) : (
                  t.fixField(fieldName(ctx, name))
                )}{' '}
                {error.message}
              </li>
            ))}
          </ul>
        </section>
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
        <Field id="metros" label={t.metres} hint={t.metresHint} {...field} inputMode="decimal" required />
        <Field id="pesoKg" label={t.weight} {...field} inputMode="decimal" />
        <Field id="fecha" label={t.date} {...field} type="date" min={loading.today} max={loading.last} />
        <p>
          <button type="submit">{t.submit}</button>
        </p>
      </form>
    </>
  );
};
