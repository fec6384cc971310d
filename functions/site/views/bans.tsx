import type { BanEntry, CountryEntry, RecurringEntry } from '#shared/domain/traffic-bans/calendar.schema.ts';
import { WAYS } from '#shared/domain/traffic-bans/rules.schema.ts';
import { trafficBansFeedRoute, trafficBansRoute } from '#shared/routes/registry.ts';
import type { PageContext } from '../context.ts';
import { localHours, type MonthGrid } from '../models/calendar-views.ts';
import { countryName, longDate, monthName, verifiedMonth } from './format.ts';

const direction = (ctx: PageContext, appliesTo: string): string => {
  const way = WAYS.find((candidate) => appliesTo.startsWith(`${candidate}-to-`));
  if (way === undefined) return appliesTo;
  return ctx.texts.bans.direction[way](countryName(ctx.locale, appliesTo.slice(`${way}-to-`.length)));
};

/** One ban entry's hours and details, as a table row. */
const BanRow = ({ ctx, entry, withCountry }: { ctx: PageContext; entry: BanEntry; withCountry: boolean }) => {
  const t = ctx.texts.bans;
  const local = localHours(entry);
  return (
    <tr>
      <td>
        {longDate(entry.date, ctx.locale)}
        {entry.provisional ? (
          <>
            {' '}
            <span class="badge">{t.provisional}</span>
          </>
        ) : null}
      </td>
      {withCountry ? <td>{countryName(ctx.locale, entry.country)}</td> : null}
      <td>
        {entry.start}–{entry.end}
        {local ? (
          <>
            <br />({t.localTime(local)})
          </>
        ) : null}
      </td>
      <td>
        <strong>{t.kind[entry.kind]}</strong> ({t.scope[entry.scope]}): {entry.reason}
        {entry.roads ? (
          <>
            <br />
            {t.roads}: {entry.roads.join(', ')}
          </>
        ) : null}
        {entry.appliesTo ? (
          <>
            <br />
            {t.directionLabel}: {direction(ctx, entry.appliesTo)}
          </>
        ) : null}
        <br />
        {t.vehicle}: {entry.vehicle}
        {entry.note ? (
          <>
            <br />
            {entry.note}
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
  if (entries.length === 0) return <p>{t.noneComing}</p>;
  return (
    <div class="scroll">
      <table>
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
            <BanRow ctx={ctx} entry={entry} withCountry={withCountry} />
          ))}
        </tbody>
      </table>
    </div>
  );
};

export const MonthGrids = ({ ctx, months }: { ctx: PageContext; months: readonly MonthGrid[] }) => {
  const t = ctx.texts.bans;
  return (
    <div>
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
                    <td class={cell.past ? 'past' : cell.banned ? (cell.provisional ? 'est' : 'ban') : undefined}>
                      {cell.day}
                      {cell.banned && !cell.past ? (
                        <span class="sr"> {cell.provisional ? `${t.banDay} (${t.provisional})` : t.banDay}</span>
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
  if (recurring.length === 0) return null;
  return (
    <>
      <h3>{t.night}</h3>
      <ul>
        {recurring.map((entry) => (
          <li>
            {t.nightRule(entry.start, entry.end)}: {entry.vehicle}.
            {entry.exceptions.length > 0 ? ` ${t.exceptions}: ${entry.exceptions.join('; ')}.` : null}
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
        {t.source}:{' '}
        <a href={country.officialSource.url} rel="external">
          {country.officialSource.name}
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
      </ul>
      <p>
        {t.credit}: “{ctx.serviceName} ({ctx.base}), CC BY 4.0”.{' '}
        <a href={ctx.href('/legal/data-licence')}>{ctx.texts.footer.dataLicence}</a>
      </p>
    </>
  );
};
