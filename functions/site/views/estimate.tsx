import { ESTIMATE_FIELDS } from '#functions/estimate/estimate.schema.ts';
import type { PublicEstimate } from '#functions/estimate/public-estimate.ts';
import { supuestosSchema } from '#shared/domain/quote/result.schema.ts';
import type { PageContext } from '../context.ts';
import { dateTime, longDate, money, number } from './format.ts';

export type EstimateOutcome =
  | { readonly kind: 'form' }
  | { readonly kind: 'result'; readonly result: PublicEstimate }
  | { readonly kind: 'refused'; readonly fields: readonly string[] }
  | { readonly kind: 'quota'; readonly retryAfterSeconds: number }
  | { readonly kind: 'unavailable'; readonly retryAfterSeconds: number };

const common = (id: string, values: Readonly<Record<string, string>>, hint: string | undefined) => ({
  id,
  name: id,
  value: values[id] ?? '',
  'aria-describedby': hint ? `${id}-hint` : undefined,
});

const Field = ({
  id,
  label,
  values,
  hint,
  ...input
}: {
  id: string;
  label: string;
  values: Readonly<Record<string, string>>;
  hint?: string;
  type?: 'text' | 'date';
  inputMode?: 'numeric' | 'decimal';
  required?: boolean;
  placeholder?: string;
  maxLength?: number;
}) => (
  <>
    <label for={id}>{label}</label>
    {input.type === 'date' ? (
      <input type="date" {...common(id, values, hint)} />
    ) : (
      <input
        type="text"
        {...common(id, values, hint)}
        inputMode={input.inputMode}
        required={input.required}
        placeholder={input.placeholder}
        maxLength={input.maxLength}
      />
    )}
    {hint ? <small id={`${id}-hint`}> {hint}</small> : null}
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
  return (
    <>
      <h1>{ctx.texts.pages['/estimate'].title}</h1>
      <p>{t.intro}</p>
      {outcome.kind === 'result' ? <Result ctx={ctx} result={outcome.result} /> : null}
      {outcome.kind === 'refused' ? (
        <section class="alert" role="alert">
          <h2>{t.refusedTitle}</h2>
          <ul>
            {outcome.fields.map((field) => (
              <li>{t.fixField(fieldName(ctx, field))}</li>
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
          <h2>{t.unavailableTitle}</h2>
          <p data-retry-after={String(outcome.retryAfterSeconds)}>{t.unavailableText(outcome.retryAfterSeconds)}</p>
        </section>
      ) : null}
      <form class="estimate" method="get" action={ctx.href('/estimate')}>
        <fieldset>
          <legend>{t.origin}</legend>
          <Field id="origen" label={t.originCity} values={values} placeholder="Barcelona" maxLength={60} />
          <Field id="cpOrigen" label={t.originPostcode} values={values} inputMode="numeric" maxLength={5} />
        </fieldset>
        <fieldset>
          <legend>{t.destination}</legend>
          <Field id="destino" label={t.originCity} values={values} placeholder="Milano" maxLength={60} />
          <Field id="cpDestino" label={t.originPostcode} values={values} maxLength={12} />
          <Field id="paisDestino" label={t.destinationCountry} values={values} maxLength={2} />
        </fieldset>
        <Field id="metros" label={t.metres} hint={t.metresHint} values={values} inputMode="decimal" required />
        <Field id="pesoKg" label={t.weight} values={values} inputMode="decimal" />
        <Field id="fecha" label={t.date} values={values} type="date" />
        <p>
          <button type="submit">{t.submit}</button>
        </p>
      </form>
    </>
  );
};
