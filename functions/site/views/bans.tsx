import type { BanEntry, CountryEntry, RecurringEntry } from '#shared/domain/traffic-bans/calendar.schema.ts';
import {
  type DayLevelSummary,
  ENTRY_LEVELS,
  type Hours,
  hoursText,
  type LevelPart,
  localHoursText,
} from '#shared/domain/traffic-bans/day-levels.ts';
import { WAYS } from '#shared/domain/traffic-bans/rules.schema.ts';
import {
  trafficBanChangesFeedRoute,
  trafficBansFeedRoute,
  trafficBansRoute,
} from '#shared/operations/traffic-bans/traffic-bans.route.ts';
import type { PageContext } from '../context.ts';
import type { DayCell, MonthGrid } from '../models/calendar-views.ts';
import { countryName, longDate, monthName, verifiedMonth } from './format.ts';

const direction = (ctx: PageContext, appliesTo: string): string => {
  const way = WAYS.find((candidate) => appliesTo.startsWith(`${candidate}-to-`));
  if (way === undefined) return appliesTo;
  return ctx.texts.bans.direction[way](countryName(ctx.locale, appliesTo.slice(`${way}-to-`.length)));
};

/** Road names, each kept on one line. */
const RoadList = ({ roads }: { roads: readonly string[] }) => (
  <>
    {roads.map((road, position) => (
      <>
        {position > 0 ? ', ' : null}
        <span class="t">{road}</span>
      </>
    ))}
  </>
);

/** Hours of a day, each stretch kept on one line. */
const HoursList = ({ hours }: { hours: readonly Hours[] }) => (
  <>
    {hours.map((stretch, position) => (
      <>
        {position > 0 ? ', ' : null}
        <span class="t">{hoursText(stretch)}</span>
      </>
    ))}
  </>
);

/** Most roads a compact summary names; beyond, it counts them and links to the country's page. */
const NAMED_ROADS = 3;

const PartText = ({ ctx, part, countryHref }: { ctx: PageContext; part: LevelPart; countryHref: string }) => {
  const t = ctx.texts.overview;
  return (
    <>
      <strong>{t.levelShort[part.level]}</strong> <HoursList hours={part.hours} />
      {part.level === 'roads' && part.roads.length > 0 ? (
        <>
          {' ('}
          {part.roads.length <= NAMED_ROADS ? (
            <RoadList roads={part.roads} />
          ) : (
            <a class="t" href={countryHref}>
              {t.roadsCount(part.roads.length)}
            </a>
          )}
          {')'}
        </>
      ) : null}
      {part.provisional ? ` (${ctx.texts.bans.provisional})` : null}
    </>
  );
};

/**
 * A country's day in a few words: each dated part with its level, hours and roads (named, or counted with a link to
 * the country's page), then the night ban; one line each.
 */
export const LevelText = ({
  ctx,
  summary,
  countryHref,
}: {
  ctx: PageContext;
  summary: DayLevelSummary;
  countryHref: string;
}) => {
  const t = ctx.texts.overview;
  if (summary.level === 'none' || summary.level === 'undated') return <>{t.levelShort[summary.level]}</>;
  return (
    <>
      {summary.parts.map((part) => (
        <span class="line">
          <PartText ctx={ctx} part={part} countryHref={countryHref} />
        </span>
      ))}
      {summary.night ? (
        <span class="line">
          {summary.parts.length === 0 ? <strong>{t.levelShort.night}</strong> : t.night}{' '}
          <span class="t">{hoursText(summary.night)}</span>
        </span>
      ) : null}
    </>
  );
};

/** One ban entry's hours and details, as a table row. */
const BanRow = ({
  ctx,
  entry,
  withCountry,
  withVehicle,
}: {
  ctx: PageContext;
  entry: BanEntry;
  withCountry: boolean;
  withVehicle: boolean;
}) => {
  const t = ctx.texts.bans;
  const { label } = ctx.typography;
  const local = localHoursText(entry);
  return (
    <tr>
      <td data-label={t.date}>
        {longDate(entry.date, ctx.locale)}
        {entry.provisional ? (
          <>
            {' '}
            <span class="badge">{t.provisional}</span>
          </>
        ) : null}
      </td>
      {withCountry ? <td data-label={ctx.texts.overview.country}>{countryName(ctx.locale, entry.country)}</td> : null}
      <td data-label={t.hours}>
        <span class="t">
          {entry.start}–{entry.end}
        </span>
        {local ? (
          <>
            <br />({t.localTime(local)})
          </>
        ) : null}
      </td>
      <td data-label={t.details}>
        <strong>{t.kind[entry.kind]}</strong> {label(`(${t.scope[entry.scope]})`)} {entry.reason}
        {entry.roads ? (
          <>
            <br />
            {label(t.roads)} <RoadList roads={entry.roads} />
          </>
        ) : null}
        {entry.appliesTo ? (
          <>
            <br />
            {label(t.directionLabel)} {direction(ctx, entry.appliesTo)}
          </>
        ) : null}
        {withVehicle ? (
          <>
            <br />
            {label(t.vehicle)} {entry.vehicle}
          </>
        ) : null}
        {entry.note ? (
          <>
            <br />
            {entry.note}
          </>
        ) : null}
        {entry.provisionalReason ? (
          <>
            <br />
            {label(t.provisional)} {entry.provisionalReason}
          </>
        ) : null}
      </td>
    </tr>
  );
};

export const BanTable = ({
  ctx,
  entries,
  withCountry = false,
}: {
  ctx: PageContext;
  entries: readonly BanEntry[];
  withCountry?: boolean;
}) => {
  const t = ctx.texts.bans;
  const { label } = ctx.typography;
  if (entries.length === 0) return <p>{t.noneComing}</p>;
  // Vehicles said once above the table when every row has the same: a month of Luxembourg's rows repeated it 40 times.
  const vehicle = entries[0]?.vehicle;
  const shared = entries.every((entry) => entry.vehicle === vehicle);
  return (
    <>
      {shared ? (
        <p>
          {label(t.vehicle)} {vehicle}
        </p>
      ) : null}
      <div class="scroll">
        <table class="stack">
          <thead>
            <tr>
              <th scope="col">{t.date}</th>
              {withCountry ? <th scope="col">{ctx.texts.overview.country}</th> : null}
              <th scope="col">{t.hours}</th>
              <th scope="col">{t.details}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <BanRow ctx={ctx} entry={entry} withCountry={withCountry} withVehicle={!shared} />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
};

/** A legend's key: a square filled by a class of the stylesheet, or by a fill (a pattern of the same page). */
export const Swatch = ({ css, fill }: { css?: string; fill?: string }) => (
  <svg class="key" viewBox="0 0 10 10" aria-hidden="true">
    <rect width="10" height="10" class={css} fill={fill} />
  </svg>
);

const dayClass = (cell: DayCell): string | undefined => {
  const classes = [
    cell.past ? 'past' : cell.level ? `lv-${cell.level}` : undefined,
    !cell.past && cell.provisional ? 'prov' : undefined,
    cell.today ? 'today' : undefined,
  ].filter((name) => name !== undefined);
  return classes.length === 0 ? undefined : classes.join(' ');
};

export const MonthGrids = ({ ctx, months }: { ctx: PageContext; months: readonly MonthGrid[] }) => {
  const t = ctx.texts.bans;
  const levels = ctx.texts.overview.levels;
  return (
    <div>
      <ul class="legend">
        {ENTRY_LEVELS.map((level) => (
          <li>
            <Swatch css={`lv-${level}`} />
            {levels[level]}
          </li>
        ))}
        <li>
          <Swatch css="prov" />
          {t.provisional}
        </li>
        <li>
          <Swatch css="today" />
          {ctx.texts.overview.today}
        </li>
      </ul>
      {months.map((grid) => (
        <table class="cal">
          <caption>{t.monthCaption(monthName(grid.month, ctx.locale))}</caption>
          <thead>
            <tr>
              {t.weekdaysShort.map((name) => (
                <th scope="col">{name}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.weeks.map((week) => (
              <tr>
                {week.map((cell) =>
                  cell === null ? (
                    <td />
                  ) : (
                    <td
                      class={dayClass(cell)}
                      data-date={cell.date}
                      data-level={cell.level ?? 'none'}
                      aria-current={cell.today ? 'date' : undefined}
                    >
                      {cell.day}
                      {cell.level && !cell.past ? (
                        <span class="sr">
                          {' '}
                          {levels[cell.level]}
                          {cell.provisional ? ` (${t.provisional})` : ''}
                        </span>
                      ) : null}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
};

export const NightBans = ({ ctx, recurring }: { ctx: PageContext; recurring: readonly RecurringEntry[] }) => {
  const t = ctx.texts.bans;
  const { label } = ctx.typography;
  if (recurring.length === 0) return null;
  return (
    <>
      <h3>{t.night}</h3>
      <ul>
        {recurring.map((entry) => (
          <li>
            {label(t.nightRule(entry.start, entry.end))} {entry.vehicle}.
            {entry.exceptions.length > 0
              ? ` ${label(t.exceptions)} ${ctx.typography.spaced(entry.exceptions.join('; '))}.`
              : null}
          </li>
        ))}
      </ul>
    </>
  );
};

/** Official source, last check, CC BY credit, and the feed and JSON of one country. */
export const SourceAndLinks = ({ ctx, country }: { ctx: PageContext; country: CountryEntry }) => {
  const t = ctx.texts.bans;
  const query = `country=${country.code}&lang=${ctx.locale}`;
  const host = new URL(ctx.base);
  const webcal = `webcal://${host.host}${host.pathname.replace(/\/$/, '')}${trafficBansFeedRoute.path}?${query}`;
  return (
    <>
      <p>
        {ctx.typography.label(t.source)}{' '}
        <a href={country.officialSource.url} rel="external">
          {ctx.typography.spaced(country.officialSource.name)}
        </a>
        . {t.lastVerified(verifiedMonth(country.lastVerified, ctx.locale))}.
      </p>
      <ul>
        <li>
          <a href={webcal}>{t.subscribe}</a> (iCalendar)
        </li>
        <li>
          <a href={`${trafficBansRoute.path}?${query}`} type="application/json">
            {t.json}
          </a>
        </li>
        <li>
          <a href={`${trafficBanChangesFeedRoute.path}?lang=${ctx.locale}`} type="application/atom+xml">
            {t.changes}
          </a>
        </li>
      </ul>
      <p>
        {ctx.typography.label(t.credit)} {ctx.typography.quote(`${ctx.serviceName} (${ctx.base}), CC BY 4.0`)}.{' '}
        <a href={ctx.href('/legal/data-licence')}>{ctx.texts.footer.dataLicence}</a>
      </p>
    </>
  );
};
