import { DateTime } from 'luxon';
import { listFormat } from '#shared/domain/texts/intl.ts';
import { CALENDAR_ZONE } from '#shared/domain/traffic-bans/generate-calendar.ts';
import { MAX_HOURS_PER_COUNTRY, MAX_ROUTE_COUNTRIES, type PassedLeg } from '#shared/domain/traffic-bans/route-bans.ts';
import { windowAt } from '#shared/operations/traffic-bans/calendar-responses.ts';
import type { RouteAnswer } from '#shared/operations/traffic-bans/traffic-bans.operation.ts';
import { routeBansRoute } from '#shared/operations/traffic-bans/traffic-bans.route.ts';
import type { PageContext } from '../context.ts';
import type { FieldProblem } from '../field-problems.ts';
import type { RouteField, RouteOutcome } from '../route-port.ts';
import { BanTable } from './bans.tsx';
import { countryName, dateTime, fullDate, longDate, number, sentenceDateTime } from './format.ts';
import { Journey } from './journey.tsx';
import { RefusedAlert } from './refused-alert.tsx';

/** A wall-clock time without an offset, as the browser's date-and-time field sends it. */
const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/;

/**
 * A departure as the browser's date-and-time field shows it: wall-clock time in Central European Time. An instant
 * with an offset is moved to that zone; a wall-clock time is already in it (the form's field says so) and is kept,
 * only a time that the spring change skips moving to the hour it is read as. Anything else stays as typed.
 */
export const localValue = (departure: string): string => {
  const parsed = WALL_CLOCK.test(departure)
    ? DateTime.fromISO(departure, { zone: CALENDAR_ZONE })
    : /T.*(?:Z|[+-]\d{2}:?\d{2})$/i.test(departure)
      ? DateTime.fromISO(departure, { setZone: true })
      : undefined;
  if (!parsed?.isValid) return departure;
  const local = parsed.setZone(CALENDAR_ZONE);
  return local.toFormat(local.second === 0 ? "yyyy-MM-dd'T'HH:mm" : "yyyy-MM-dd'T'HH:mm:ss");
};

/** What to enter in a refused field of the route, for a person: one sentence after the field's label. */
const whatToEnter = (ctx: PageContext, field: RouteField, problem: FieldProblem): string => {
  const t = ctx.texts.fieldProblems;
  if (problem.kind === 'repeated') return t.repeated;
  if (problem.kind === 'noJourney') return t.noJourney(problem.from, problem.to);
  if (problem.kind === 'noDepartureArrivesBy') {
    return t.noDepartureArrivesBy(
      sentenceDateTime(problem.departure, ctx.locale),
      sentenceDateTime(problem.arrival, ctx.locale),
    );
  }
  if (problem.kind === 'arriveByNeedsPlaces') return t.arriveByNeedsPlaces;
  if (problem.kind === 'routeChoice') return t.routeChoice;
  switch (field) {
    case 'origin':
      return t.routePlace('ES-08001');
    case 'destination':
      return t.routePlace(problem.kind === 'postalCodeOf' ? `${problem.country}-${problem.example}` : 'IT-20121');
    case 'countries':
      return t.countries(MAX_ROUTE_COUNTRIES);
    case 'departure':
    case 'arriveBy': {
      const window = windowAt(ctx.now);
      return t[field](fullDate(window.from, ctx.locale), fullDate(window.to, ctx.locale));
    }
    case 'hours':
      return problem.kind === 'hoursMismatch'
        ? t.hoursMismatch(problem.hours, problem.countries)
        : t.hours(number(MAX_HOURS_PER_COUNTRY, ctx.locale));
  }
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
          // Hours to the tenth: the minutes of an average speed are not information.
          number(Math.round(leg.hours * 10) / 10, ctx.locale),
        )}
      </p>
      {leg.bans.length === 0 ? <p>{t.noBan}</p> : <BanTable ctx={ctx} entries={leg.bans} />}
      {leg.uncovered === null ? null : (
        <p class="uncovered">
          {t.uncovered(dateTime(leg.uncovered.from, ctx.locale), dateTime(leg.uncovered.to, ctx.locale))}
        </p>
      )}
    </li>
  );
};

/**
 * The dispatcher's two questions: the latest departure that arrives as early as the one asked for (the driver rests at
 * the depot), or the latest that arrives by the wanted arrival; and which departure arrives first.
 */
const Latest = ({
  ctx,
  plan,
  arriveBy,
  again,
}: {
  ctx: PageContext;
  plan: RouteAnswer['plan'];
  arriveBy: string | undefined;
  again: (departure: string) => string;
}) => {
  const t = ctx.texts.route;
  const latest = plan.latestDeparture;
  if (latest === null && plan.noLatestDeparture !== 'calendar-ends') return null;
  const list = listFormat(ctx.locale, { type: 'conjunction' });
  const at = (instant: string) => sentenceDateTime(instant, ctx.locale);
  return (
    <>
      <h2>{t.latestTitle}</h2>
      {latest === null ? (
        <p>{t.noLatestCalendarEnds}</p>
      ) : (
        <>
          <p data-latest-departure={latest.departure}>
            {arriveBy !== undefined
              ? t.latestBy(at(arriveBy), at(latest.departure), at(latest.arrival))
              : latest.departure === plan.departure
                ? t.latestSame
                : t.latestLater(at(latest.departure), at(latest.arrival))}
            {latest.provisional ? (
              <>
                {' '}
                <span class="badge">{ctx.texts.bans.provisional}</span> {t.clearProvisional}
              </>
            ) : null}
          </p>
          {latest.departure === plan.departure ? null : (
            <p>
              <a href={again(latest.departure)}>{t.planClear}</a>
            </p>
          )}
        </>
      )}
      {plan.earliestArrival === null ? null : (
        <p data-earliest-arrival={plan.earliestArrival.arrival}>
          {t.earliestArrival(
            at(plan.earliestArrival.arrival),
            list.format(plan.earliestArrival.departures.map((name) => t.departureNames[name])),
          )}
        </p>
      )}
    </>
  );
};

const Result = ({ ctx, outcome }: { ctx: PageContext; outcome: Extract<RouteOutcome, { kind: 'result' }> }) => {
  const t = ctx.texts.route;
  const { plan, query } = outcome.answer;
  const document = outcome.answer.document();
  const clear = plan.clearDeparture;
  const hours = document.query.hours.join(',');
  // A route given by postal codes is asked again by them; one given by countries, with its hours.
  const asked: Record<string, string> =
    document.query.origin !== undefined && document.query.destination !== undefined
      ? { origin: document.query.origin, destination: document.query.destination }
      : { countries: query.countries.join(','), hours };
  const again = (departure: string) =>
    `${ctx.href('/driving-bans/route')}?${new URLSearchParams({ ...asked, departure: localValue(departure) })}`;
  const arriveBy: Record<string, string> =
    document.query.arriveBy === undefined ? {} : { arriveBy: document.query.arriveBy };
  const json = `${routeBansRoute.path}?${new URLSearchParams({ ...asked, departure: plan.departure, ...arriveBy, lang: ctx.locale })}`;
  return (
    <section class="result" aria-labelledby="result-title">
      <h2 id="result-title">{t.resultTitle}</h2>
      <p>{t.summary(sentenceDateTime(plan.departure, ctx.locale), sentenceDateTime(plan.arrival, ctx.locale))}</p>
      {document.transito === undefined ? null : (
        <Journey ctx={ctx} transito={document.transito} emisiones={document.emisiones} />
      )}
      <ol class="timeline">
        {plan.legs.map((leg) => (
          <Leg ctx={ctx} leg={leg} />
        ))}
      </ol>
      <h2>{t.clearTitle}</h2>
      {clear === null ? (
        <p>
          {plan.noClearDeparture === 'calendar-ends'
            ? t.noClearCalendarEnds(longDate(document.window.to, ctx.locale))
            : t.noClear}
        </p>
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
      <Latest ctx={ctx} plan={plan} arriveBy={document.query.arriveBy} again={again} />
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
  error,
  type = 'text',
  required = false,
  placeholder,
}: {
  id: RouteField;
  label: string;
  hint: string;
  value: string;
  /** The sentence that says what to enter, when the field was refused. */
  error: string | undefined;
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
    'aria-describedby': error === undefined ? `${id}-hint` : `${id}-hint ${id}-error`,
    'aria-invalid': error === undefined ? undefined : ('true' as const),
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
      {error === undefined ? null : (
        <small id={`${id}-error`} class="field-error">
          {' '}
          {error}
        </small>
      )}
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
  const problems = (outcome.kind === 'refused' ? outcome.problems : []).map(({ field, problem }) => ({
    field,
    label: t.fieldNames[field],
    rest: `${ctx.texts.fieldProblems.separator}${whatToEnter(ctx, field, problem)}`,
  }));
  const errorOf = (field: RouteField) => {
    const found = problems.find((problem) => problem.field === field);
    return found === undefined ? undefined : `${found.label}${found.rest}`;
  };
  const shown: Readonly<Record<string, string>> = {
    ...values,
    departure: values.departure ? localValue(values.departure) : '',
    arriveBy: values.arriveBy ? localValue(values.arriveBy) : '',
  };
  /** A field of the form: its label and hint from the texts, what was sent, and why it was refused. */
  const field = (id: RouteField, input: { type?: 'datetime-local'; required?: boolean; placeholder?: string }) => (
    <Field id={id} label={t[id]} hint={t[`${id}Hint`]} value={shown[id] ?? ''} error={errorOf(id)} {...input} />
  );
  return (
    <>
      <h1>{ctx.texts.pages['/driving-bans/route'].title}</h1>
      <p>{t.intro}</p>
      {outcome.kind === 'refused' ? <RefusedAlert title={t.refusedTitle} fields={problems} /> : null}
      {outcome.kind === 'quota' ? (
        <section class="alert" role="alert">
          <p data-retry-after={String(outcome.retryAfterSeconds)}>{t.quota(outcome.retryAfterSeconds)}</p>
        </section>
      ) : null}
      <form class="estimate" method="get" action={ctx.href('/driving-bans/route')}>
        {field('origin', { placeholder: 'ES-08001' })}
        {field('destination', { placeholder: 'IT-20121' })}
        <p>{t.byCountries}</p>
        {field('countries', { placeholder: 'ES,FR,IT' })}
        {field('departure', { type: 'datetime-local' })}
        {field('arriveBy', { type: 'datetime-local' })}
        {field('hours', { placeholder: '8,14,8' })}
        <p>
          <button type="submit">{t.submit}</button>
        </p>
      </form>
      {outcome.kind === 'result' ? <Result ctx={ctx} outcome={outcome} /> : null}
    </>
  );
};
