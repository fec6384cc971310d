import { DateTime } from 'luxon';
import { CALENDAR_ZONE } from '#shared/domain/traffic-bans/generate-calendar.ts';
import type { PassedLeg } from '#shared/domain/traffic-bans/route-bans.ts';
import { routeBansRoute } from '#shared/routes/registry.ts';
import type { PageContext } from '../context.ts';
import type { RouteField, RouteOutcome } from '../route-port.ts';
import { BanTable } from './bans.tsx';
import { countryName, number, sentenceDateTime } from './format.ts';

/** An instant as the browser's date-and-time field shows it: wall-clock time in Central European Time. */
const localValue = (instant: string): string => {
  const parsed = DateTime.fromISO(instant, { setZone: true });
  return parsed.isValid ? parsed.setZone(CALENDAR_ZONE).toFormat("yyyy-MM-dd'T'HH:mm") : instant;
};

const Leg = ({ ctx, leg }: { ctx: PageContext; leg: PassedLeg }) => {
  const t = ctx.texts.route;
  return (
    <li>
      <h3>{countryName(ctx.locale, leg.country)}</h3>
      <p>
        {t.inCountry(
          sentenceDateTime(leg.enters, ctx.locale),
          sentenceDateTime(leg.leaves, ctx.locale),
          number(leg.hours, ctx.locale),
        )}
      </p>
      {leg.bans.length === 0 ? <p>{t.noBan}</p> : <BanTable ctx={ctx} entries={leg.bans} />}
    </li>
  );
};

const Result = ({ ctx, outcome }: { ctx: PageContext; outcome: Extract<RouteOutcome, { kind: 'result' }> }) => {
  const t = ctx.texts.route;
  const { plan, query } = outcome.answer;
  const document = outcome.answer.document();
  const clear = plan.clearDeparture;
  const hours = document.query.hours.join(',');
  const again = (departure: string) =>
    `${ctx.href('/driving-bans/route')}?${new URLSearchParams({ countries: query.countries.join(','), departure: localValue(departure), hours })}`;
  const json = `${routeBansRoute.path}?${new URLSearchParams({ countries: query.countries.join(','), departure: plan.departure, hours, lang: ctx.locale })}`;
  return (
    <section class="result" aria-labelledby="result-title">
      <h2 id="result-title">{t.resultTitle}</h2>
      <p>{t.summary(sentenceDateTime(plan.departure, ctx.locale), sentenceDateTime(plan.arrival, ctx.locale))}</p>
      <ol class="timeline">
        {plan.legs.map((leg) => (
          <Leg ctx={ctx} leg={leg} />
        ))}
      </ol>
      <h2>{t.clearTitle}</h2>
      {clear === null ? (
        <p>{t.noClear}</p>
      ) : (
        <>
          <p data-clear-departure={clear.departure}>
            {clear.departure === plan.departure
              ? t.clearAsked
              : t.clearLater(
                  sentenceDateTime(clear.departure, ctx.locale),
                  sentenceDateTime(clear.arrival, ctx.locale),
                )}
            {clear.provisional ? (
              <>
                {' '}
                <span class="badge">{ctx.texts.bans.provisional}</span> {t.clearProvisional}
              </>
            ) : null}
          </p>
          {clear.departure === plan.departure ? null : (
            <p>
              <a href={again(clear.departure)}>{t.planClear}</a>
            </p>
          )}
        </>
      )}
      <p>{t.clearRule}</p>
      <h2>{t.assumptions}</h2>
      <ul>
        {document.assumptions.map((text) => (
          <li>{text}</li>
        ))}
      </ul>
      <p>{ctx.texts.bans.timeNote}</p>
      <p>
        <a href={json} type="application/json">
          {t.json}
        </a>
        . {ctx.typography.label(ctx.texts.bans.credit)}{' '}
        {ctx.typography.quote(`${ctx.serviceName} (${ctx.base}), CC BY 4.0`)}.{' '}
        <a href={ctx.href('/legal/data-licence')}>{ctx.texts.footer.dataLicence}</a>
      </p>
    </section>
  );
};

const Field = ({
  id,
  label,
  hint,
  value,
  invalid,
  type = 'text',
  required = false,
  placeholder,
}: {
  id: RouteField;
  label: string;
  hint: string;
  value: string;
  invalid: boolean;
  type?: 'text' | 'datetime-local';
  required?: boolean;
  placeholder?: string;
}) => {
  // What both kinds of input carry; Preact types an input's attributes by its type, so each is written with its own.
  const common = {
    id,
    name: id,
    value,
    required,
    'aria-describedby': `${id}-hint`,
    'aria-invalid': invalid ? ('true' as const) : undefined,
  };
  return (
    <>
      <label for={id}>{label}</label>
      {type === 'datetime-local' ? (
        <input type="datetime-local" {...common} />
      ) : (
        <input type="text" {...common} placeholder={placeholder} />
      )}
      <small id={`${id}-hint`}> {hint}</small>
    </>
  );
};

/** The route planner: a form of countries in order and a departure, and the answer as a timeline per country. */
export const RoutePage = ({
  ctx,
  outcome,
  values,
}: {
  ctx: PageContext;
  outcome: RouteOutcome;
  values: Readonly<Record<string, string>>;
}) => {
  const t = ctx.texts.route;
  const refused = new Set(outcome.kind === 'refused' ? outcome.issues.map((issue) => issue.field) : []);
  const departure = values.departure ? localValue(values.departure) : '';
  return (
    <>
      <h1>{ctx.texts.pages['/driving-bans/route'].title}</h1>
      <p>{t.intro}</p>
      {outcome.kind === 'refused' ? (
        <section class="alert" role="alert">
          <h2>{t.refusedTitle}</h2>
          <ul>
            {outcome.issues.map((issue) => (
              <li>
                {ctx.typography.label(t.fieldNames[issue.field])} {issue.expected}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {outcome.kind === 'quota' ? (
        <section class="alert" role="alert">
          <p data-retry-after={String(outcome.retryAfterSeconds)}>{t.quota(outcome.retryAfterSeconds)}</p>
        </section>
      ) : null}
      <form class="estimate" method="get" action={ctx.href('/driving-bans/route')}>
        <Field
          id="countries"
          label={t.countries}
          hint={t.countriesHint}
          value={values.countries ?? ''}
          invalid={refused.has('countries')}
          required
          placeholder="ES,FR,IT"
        />
        <Field
          id="departure"
          label={t.departure}
          hint={t.departureHint}
          value={departure}
          invalid={refused.has('departure')}
          type="datetime-local"
          required
        />
        <Field
          id="hours"
          label={t.hours}
          hint={t.hoursHint}
          value={values.hours ?? ''}
          invalid={refused.has('hours')}
          placeholder="8,14,8"
        />
        <p>
          <button type="submit">{t.submit}</button>
        </p>
      </form>
      {outcome.kind === 'result' ? <Result ctx={ctx} outcome={outcome} /> : null}
    </>
  );
};
