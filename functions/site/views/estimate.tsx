import { ESTIMATE_FIELDS } from '#functions/estimate/estimate.schema.ts';
import type { PublicEstimate } from '#functions/estimate/public-estimate.ts';
import type { QuotaState } from '#shared/domain/errors.ts';
import { supuestosSchema } from '#shared/domain/quote/result.schema.ts';
import type { PageContext } from '../context.ts';
import { countryName, dateTime, longDate, money, number } from './format.ts';

/**
 * Why no price could be had, as the API's errors tell it: no current diesel figure, no tariff valid for the
 * loading date, the data store unreachable; `price` for any other "no current price".
 */
export type UnavailableCause = 'fuel' | 'tariff' | 'store' | 'price';

/** What the page shows; `rateLimit` is the client's estimate quota when this request was counted in it. */
export type EstimateOutcome =
  | { readonly kind: 'form' }
  | { readonly kind: 'result'; readonly result: PublicEstimate; readonly rateLimit?: QuotaState }
  | {
      readonly kind: 'refused';
      readonly fields: readonly string[];
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
  readonly message?: string;
}

const common = (
  id: string,
  values: Readonly<Record<string, string>>,
  hint: string | undefined,
  error: FieldError | undefined,
) => {
  const described = [hint ? `${id}-hint` : undefined, error?.message ? `${id}-error` : undefined].filter(Boolean);
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
  inputMode?: 'numeric' | 'decimal';
  required?: boolean;
  placeholder?: string;
  maxLength?: number;
}) => (
  <>
    <label for={id}>{label}</label>
    {input.type === 'date' ? (
      <input type="date" {...common(id, values, hint, errors.get(id))} />
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
    {errors.get(id)?.message ? <small id={`${id}-error`}> {errors.get(id)?.message}</small> : null}
  </>
);

/** A refused field by its name in the form; a name outside the form (none is expected) as it came. */
const fieldName = (ctx: PageContext, field: string): string => {
  const known = ESTIMATE_FIELDS.find((name) => name === field);
  return known === undefined ? field : ctx.texts.estimate.fieldNames[known];
};

const assumptionValue = (ctx: PageContext, value: unknown): string => {
  if (value === true) return ctx.texts.estimate.yes;
  if (value === false) return ctx.texts.estimate.no;
  if (typeof value === 'number') return number(value, ctx.locale);
  return String(value);
};

const Result = ({ ctx, result }: { ctx: PageContext; result: PublicEstimate }) => {
  const t = ctx.texts.estimate;
  const assumptions = supuestosSchema.keyof().options.map((key) => [key, result.supuestos[key]] as const);
  return (
    <section class="result" aria-labelledby="result-title">
      {result.estado === 'estimacion' && result.total !== undefined ? (
        <>
          <h2 id="result-title">{t.resultTitle}</h2>
          <p class="total" data-total={String(result.total)}>
            {t.total}: {money(result.total, result.moneda ?? 'EUR', ctx.locale)}
          </p>
          <dl class="facts">
            <dt>{t.loadingDate}</dt>
            <dd>{longDate(result.fechaCarga, ctx.locale)}</dd>
            <dt>{t.currency}</dt>
            <dd>{result.moneda}</dd>
            <dt>{t.vat}</dt>
            <dd>{t.vatExcluded}</dd>
            <dt>{t.transport}</dt>
            <dd>{money(result.transporte ?? 0, result.moneda ?? 'EUR', ctx.locale)}</dd>
            <dt>{t.fuel}</dt>
            <dd>
              {money(result.gasoleo ?? 0, result.moneda ?? 'EUR', ctx.locale)} ({t.fuelWeek(result.semanaGasoleo ?? '')}
              {result.gasoleoProvisional ? `; ${t.fuelProvisional}` : ''})
            </dd>
            <dt>{t.billableMetres}</dt>
            <dd>
              {number(result.ldmFacturable ?? result.ldmDeclarado ?? 0, ctx.locale)}
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
      <p>{result.condiciones}</p>
      <h3>{t.assumptions}</h3>
      <dl class="facts" id="assumptions">
        {assumptions.map(([key, value]) => (
          <>
            <dt>{t.assumption[key]}</dt>
            <dd>{assumptionValue(ctx, value)}</dd>
          </>
        ))}
      </dl>
      <p>{result.siguientePaso}</p>
    </section>
  );
};

/** The refused fields, each marked invalid; cpDestino with its country's written form when that is known. */
const fieldErrors = (ctx: PageContext, outcome: EstimateOutcome): ReadonlyMap<string, FieldError> => {
  if (outcome.kind !== 'refused') return new Map();
  const { postalCode } = outcome;
  return new Map(
    outcome.fields.map((name): [string, FieldError] =>
      name === 'cpDestino' && postalCode
        ? [
            name,
            {
              message: ctx.texts.estimate.postalCodeForm(
                countryName(ctx.locale, postalCode.country),
                postalCode.example,
              ),
            },
          ]
        : [name, {}],
    ),
  );
};

export const EstimatePage = ({
  ctx,
  outcome,
  values,
}: {
  ctx: PageContext;
  outcome: EstimateOutcome;
  values: Readonly<Record<string, string>>;
}) => {
  const t = ctx.texts.estimate;
  const errors = fieldErrors(ctx, outcome);
  const field = { values, errors };
  return (
    <>
      <h1>{ctx.texts.pages['/estimate'].title}</h1>
      <p>{t.intro}</p>
      {outcome.kind === 'result' ? <Result ctx={ctx} result={outcome.result} /> : null}
      {outcome.kind === 'refused' ? (
        <section class="alert" role="alert">
          <h2>{t.refusedTitle}</h2>
          <ul>
            {outcome.fields.map((name) => (
              <li>
                {t.fixField(fieldName(ctx, name))}
                {errors.get(name)?.message ? ` ${errors.get(name)?.message}` : ''}
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
        <Field id="fecha" label={t.date} {...field} type="date" />
        <p>
          <button type="submit">{t.submit}</button>
        </p>
      </form>
    </>
  );
};
