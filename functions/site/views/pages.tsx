import type { DayLevelSummary } from '#shared/domain/traffic-bans/day-levels.ts';
import type { PageContext } from '../context.ts';
import type { CountryPageModel, OverviewModel } from '../models/calendar-views.ts';
import { BanTable, LevelText, MonthGrids, NightBans, SourceAndLinks } from './bans.tsx';
import { countryName, longDate, shortDate } from './format.ts';
import { BanMap } from './map.tsx';

/** The countries with a ban on one day, each with its level, hours and roads. */
const DayBans = ({ ctx, bans }: { ctx: PageContext; bans: readonly DayLevelSummary[] }) =>
  bans.length === 0 ? (
    <p>{ctx.texts.home.none}</p>
  ) : (
    <ul class="day-bans">
      {bans.map((summary) => {
        const href = ctx.countryHref(summary.country);
        return (
          <li data-country={summary.country} data-date={summary.date} data-level={summary.level}>
            {/* The colon of the language (French sets it after a narrow no-break space). */}
            <a href={href}>{countryName(ctx.locale, summary.country)}</a>
            {ctx.typography.label('')} <LevelText ctx={ctx} summary={summary} countryHref={href} />
          </li>
        );
      })}
    </ul>
  );

export interface HomeModel {
  readonly today: readonly DayLevelSummary[];
  readonly weekend: {
    readonly from: string;
    readonly to: string;
    readonly days: readonly { readonly date: string; readonly bans: readonly DayLevelSummary[] }[];
  };
}

export const HomePage = ({ ctx, model }: { ctx: PageContext; model: HomeModel }) => {
  const t = ctx.texts.home;
  return (
    <>
      <h1>{ctx.texts.pages['/'].title}</h1>
      <p>{t.lead}</p>
      <div class="cards">
        <section class="card">
          <h2>
            <a href={ctx.href('/estimate')}>{t.estimateTitle}</a>
          </h2>
          <p>{t.estimateText}</p>
        </section>
        <section class="card">
          <h2>
            <a href={ctx.href('/driving-bans')}>{t.dataTitle}</a>
          </h2>
          <p>{t.dataText}</p>
        </section>
        <section class="card">
          <h2>
            <a href={ctx.href('/developers')}>{ctx.texts.nav.developers}</a>
          </h2>
          <p>{t.developersText}</p>
        </section>
      </div>
      <h2>{t.today(longDate(ctx.today, ctx.locale))}</h2>
      <DayBans ctx={ctx} bans={model.today} />
      <h2>{t.weekend(shortDate(model.weekend.from, ctx.locale), shortDate(model.weekend.to, ctx.locale))}</h2>
      {model.weekend.days.map((day) => (
        <>
          <h3>{longDate(day.date, ctx.locale)}</h3>
          <DayBans ctx={ctx} bans={day.bans} />
        </>
      ))}
      <p class="note">{ctx.texts.bans.timeNote}</p>
    </>
  );
};

export const CountryPage = ({
  ctx,
  model,
  heading,
}: {
  ctx: PageContext;
  model: CountryPageModel;
  heading: string;
}) => {
  const t = ctx.texts.bans;
  return (
    <>
      <h1>{heading}</h1>
      <h2>{t.rules}</h2>
      <p>{model.country.summary}</p>
      <NightBans ctx={ctx} recurring={model.recurring} />
      <h2>{t.coming}</h2>
      <p>{t.timeNote}</p>
      <MonthGrids ctx={ctx} months={model.months} />
      <h3>{t.listTitle}</h3>
      <BanTable ctx={ctx} entries={model.coming} />
      {model.coming.some((entry) => entry.provisional) ? <p>{t.provisionalNote}</p> : null}
      <SourceAndLinks ctx={ctx} country={model.country} />
    </>
  );
};

export interface OverviewPageModel {
  readonly overview: OverviewModel;
  /** A `date` the page was asked for that is no day of the window: said, and today shown instead. */
  readonly notShown?: { readonly asked: string; readonly from: string; readonly to: string };
  readonly sections: readonly { readonly anchor: string; readonly model: CountryPageModel }[];
}

export const OverviewPage = ({ ctx, model }: { ctx: PageContext; model: OverviewPageModel }) => {
  const t = ctx.texts.overview;
  const { overview } = model;
  const title = t.mapTitle(longDate(overview.date, ctx.locale));
  return (
    <>
      <h1>{ctx.texts.pages['/driving-bans'].title}</h1>
      {model.notShown ? (
        <p class="alert" role="status">
          {t.dayNotShown(model.notShown.asked, model.notShown.from, model.notShown.to)}
        </p>
      ) : null}
      <p>
        <a href={ctx.href('/driving-bans/route')}>{ctx.texts.pages['/driving-bans/route'].title}</a>
      </p>
      <form method="get" action={ctx.href('/driving-bans')}>
        <label for="day">{t.chooseDay}</label> <input id="day" name="date" type="date" value={overview.date} required />{' '}
        <button type="submit">{t.show}</button>
      </form>
      <h2>{title}</h2>
      <BanMap ctx={ctx} levels={overview.levels} label={title} />
      <h2>{t.week}</h2>
      <p>{ctx.texts.bans.timeNote}</p>
      <div class="scroll">
        <table class="week stack">
          <thead>
            <tr>
              <th scope="col">{t.country}</th>
              {overview.days.map((day) => (
                <th scope="col">{shortDate(day, ctx.locale)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {overview.week.map((row) => (
              <tr>
                <th scope="row">
                  <a href={ctx.countryHref(row.country.code)}>{countryName(ctx.locale, row.country.code)}</a>
                </th>
                {row.days.map((summary) => {
                  const href = ctx.countryHref(row.country.code);
                  return (
                    <td
                      data-country={row.country.code}
                      data-date={summary.date}
                      data-level={summary.level}
                      data-provisional={summary.provisional ? '' : undefined}
                      data-label={shortDate(summary.date, ctx.locale)}
                    >
                      {summary.level === 'none' ? (
                        <span class="sr">{t.noBan}</span>
                      ) : (
                        <LevelText ctx={ctx} summary={summary} countryHref={href} />
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {model.sections.map(({ anchor, model: section }) => (
        <section id={anchor}>
          <h2>{countryName(ctx.locale, section.country.code)}</h2>
          <p>{section.country.summary}</p>
          <NightBans ctx={ctx} recurring={section.recurring} />
          <h3>{t.sectionComing}</h3>
          <BanTable ctx={ctx} entries={section.coming} />
          <SourceAndLinks ctx={ctx} country={section.country} />
        </section>
      ))}
      <h2>{t.withoutDated}</h2>
      <dl>
        {overview.withoutDated.map((country) => (
          <>
            <dt>{countryName(ctx.locale, country.code)}</dt>
            <dd>
              {country.summary}{' '}
              <a href={country.officialSource.url} rel="external">
                {country.officialSource.name}
              </a>
            </dd>
          </>
        ))}
      </dl>
    </>
  );
};
