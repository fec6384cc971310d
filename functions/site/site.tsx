import { createHash } from 'node:crypto';
import type { VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';
import type { Config } from '#shared/config.ts';
import { countryPagePathsOf } from '#shared/domain/catalogue/country-pages.ts';
import { localizedPath, parseSiteBaseUrl } from '#shared/domain/catalogue/page-urls.ts';
import { canonicalLocale, type Page, type SiteLocale, siteLocales } from '#shared/domain/catalogue/pages.schema.ts';
import { buildCalendarIndex, type CalendarIndex } from '#shared/domain/traffic-bans/calendar-index.ts';
import { calendarWindow } from '#shared/domain/traffic-bans/generate-calendar.ts';
import type { CountryRules } from '#shared/domain/traffic-bans/rules.schema.ts';
import {
  catalogueRoute,
  createQuoteRoute,
  estimateRoute,
  getQuoteRoute,
  openApiRoute,
  pathsOf,
  routeKey,
  sitemapRoute,
  trafficBansFeedRoute,
  trafficBansRoute,
} from '#shared/routes/registry.ts';
import type { PageContext } from './context.ts';
import { apiOperations } from './models/api-reference.ts';
import {
  calendarDay,
  countriesBannedOn,
  countryPageModel,
  dayInWindow,
  overviewModel,
  weekendOf,
} from './models/calendar-views.ts';
import { textsOf } from './texts/index.ts';
import { type LegalFacts, legalTexts } from './texts/legal-texts.ts';
import { siteCss } from './views/css.ts';
import { DevelopersPage, ErrorsPage, type QuotaFacts, ReferencePage } from './views/developers.tsx';
import { type EstimateOutcome, EstimatePage } from './views/estimate.tsx';
import { countryName } from './views/format.ts';
import { Layout } from './views/layout.tsx';
import { LegalPage, NotFoundPage, type OperatorIdentity } from './views/legal.tsx';
import { CountryPage, HomePage, OverviewPage } from './views/pages.tsx';

export type SiteSettings = Pick<
  Config,
  | 'SITE_BASE_URL'
  | 'SERVICE_NAME'
  | 'OPERATOR_NAME'
  | 'OPERATOR_ADDRESS'
  | 'OPERATOR_EMAIL'
  | 'OPERATOR_TAX_ID'
  | 'ESTIMATE_QUOTA_PER_MINUTE'
  | 'ESTIMATE_QUOTA_PER_DAY'
  | 'INTEGRATION_QUOTA_PER_MINUTE'
  | 'OPEN_DATA_QUOTA_PER_WINDOW'
  | 'OPEN_DATA_WINDOW_SECONDS'
  | 'QUOTE_VALIDITY_SECONDS'
  | 'QUOTE_RETENTION_SECONDS'
  | 'IDEMPOTENCY_TTL_SECONDS'
>;

/** The public estimate as the site's form asks for it: counted in the estimate's quota of the client's IP. */
export type SiteEstimate = (
  query: Record<string, string>,
  lang: SiteLocale,
  now: Date,
  clientIp: string,
) => Promise<Exclude<EstimateOutcome, { kind: 'form' }>>;

export interface SiteDependencies {
  readonly pages: readonly Page[];
  readonly rules: readonly CountryRules[];
  readonly openApi: Readonly<Record<string, unknown>>;
  readonly settings: SiteSettings;
  readonly estimate: SiteEstimate;
  /** Problem codes the API answers with, each an anchor of /developers/errors. */
  readonly problemCodes: readonly string[];
}

export interface SiteRequest {
  readonly path: string;
  readonly query: Readonly<Record<string, string | undefined>>;
  readonly now: Date;
  readonly clientIp: string;
}

export interface SiteResponse {
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** Pages are the same for everyone for an hour; CloudFront keeps them that long. */
export const PAGE_CACHE_CONTROL = 'public, max-age=3600';
const NOT_FOUND_CACHE_CONTROL = 'public, max-age=300';

/** The estimate form's fields: the API's query parameters, under the same names. */
const ESTIMATE_FIELDS = ['origen', 'destino', 'cpOrigen', 'cpDestino', 'paisDestino', 'metros', 'pesoKg', 'fecha'];

const localePrefix = new RegExp(`^/(${siteLocales.filter((locale) => locale !== canonicalLocale).join('|')})(/.*)?$`);

/** The locale and catalogue path a site path asks for: `/es/driving-bans` is es and `/driving-bans`. */
export const parseSitePath = (path: string): { locale: SiteLocale; path: string } => {
  const match = localePrefix.exec(path);
  if (match === null) return { locale: canonicalLocale, path };
  return { locale: match[1] as SiteLocale, path: match[2] ?? '/' };
};

const html = (node: VNode): string => `<!doctype html>${renderToString(node)}`;

/**
 * Pages load nothing but themselves: no script, no third-party resource; the one inline stylesheet is allowed by
 * its hash. Forms post only to the site.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(siteCss).digest('base64')}'`,
  'img-src data:',
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The site: every page of the catalogue in each of its locales, rendered on the server from the data the API
 * serves (calendar rules, catalogue, OpenAPI document, result texts). Takes the request's instant as input, so
 * a page shows the calendar of its day and rolls over on 1 January like the JSON.
 */
export const createSite = (deps: SiteDependencies) => {
  const { settings } = deps;
  const base = parseSiteBaseUrl(settings.SITE_BASE_URL);
  const byPath = new Map(deps.pages.map((page) => [page.path, page]));
  const countryPaths = countryPagePathsOf(deps.pages);
  const home = byPath.get('/') as Page;

  // One calendar index per language, for the window of the request's year.
  let indexYear = 0;
  let indexes = new Map<SiteLocale, CalendarIndex>();
  const calendar = (locale: SiteLocale, today: string): CalendarIndex => {
    const year = Number(today.slice(0, 4));
    if (year !== indexYear) {
      indexYear = year;
      indexes = new Map();
    }
    let index = indexes.get(locale);
    if (index === undefined) {
      index = buildCalendarIndex({
        rules: deps.rules,
        years: calendarWindow([year, year + 1]).years,
        lang: locale,
        siteBaseUrl: base,
      });
      indexes.set(locale, index);
    }
    return index;
  };

  const operator: OperatorIdentity = {
    name: settings.OPERATOR_NAME,
    address: settings.OPERATOR_ADDRESS,
    email: settings.OPERATOR_EMAIL,
    taxId: settings.OPERATOR_TAX_ID,
  };
  const quotas: QuotaFacts = {
    estimatePerMinute: settings.ESTIMATE_QUOTA_PER_MINUTE,
    estimatePerDay: settings.ESTIMATE_QUOTA_PER_DAY,
    integrationPerMinute: settings.INTEGRATION_QUOTA_PER_MINUTE,
    openDataPerWindow: settings.OPEN_DATA_QUOTA_PER_WINDOW,
    openDataWindowSeconds: settings.OPEN_DATA_WINDOW_SECONDS,
  };
  const legalFacts: LegalFacts = {
    service: settings.SERVICE_NAME,
    base,
    quoteValidityMinutes: Math.round(settings.QUOTE_VALIDITY_SECONDS / 60),
    quoteRetentionHours: Math.round(settings.QUOTE_RETENTION_SECONDS / 3600),
    idempotencyHours: Math.round(settings.IDEMPOTENCY_TTL_SECONDS / 3600),
    openDataWindowSeconds: settings.OPEN_DATA_WINDOW_SECONDS,
  };

  const contextFor = (page: Page, locale: SiteLocale, now: Date): PageContext => {
    // A page missing in this locale (the legal texts exist in English and Spanish) is linked in English.
    const href = (path: string) => {
      const [pathOnly = path, fragment] = path.split('#');
      const target = byPath.get(pathOnly);
      const targetLocale = target?.locales.includes(locale) ? locale : canonicalLocale;
      return `${localizedPath(pathOnly, targetLocale)}${fragment ? `#${fragment}` : ''}`;
    };
    return {
      page,
      locale,
      texts: textsOf(locale),
      base,
      serviceName: settings.SERVICE_NAME,
      now,
      today: calendarDay(now),
      href,
      countryHref: (code) => href(countryPaths.get(code) ?? '/driving-bans'),
    };
  };

  const respond = (statusCode: number, body: string, locale: SiteLocale, cacheControl: string): SiteResponse => ({
    statusCode,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Language': locale,
      'Cache-Control': cacheControl,
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    },
    body,
  });

  const notFound = (locale: SiteLocale, now: Date): SiteResponse => {
    const ctx = contextFor(home, locale, now);
    const t = ctx.texts.notFound;
    return respond(
      404,
      html(
        <Layout ctx={ctx} title={t.title} description={t.text} indexable={false}>
          <NotFoundPage ctx={ctx} />
        </Layout>,
      ),
      locale,
      NOT_FOUND_CACHE_CONTROL,
    );
  };

  const examples = (ctx: PageContext): Record<string, string> => {
    const to = dayAfter(ctx.today, 6);
    return {
      [routeKey(estimateRoute)]:
        `curl -s '${base}${estimateRoute.path}?origen=Barcelona&destino=Milan&metros=2' -H 'Accept-Language: ${ctx.locale}'`,
      [routeKey(createQuoteRoute)]:
        `curl -s -X POST '${base}${createQuoteRoute.path}' -H "Authorization: Bearer $TOKEN" -H 'Idempotency-Key: order-4711-attempt-1' -H 'Content-Type: application/json' --data '{"paisDestino":"IT","cpOrigen":"08001","cpDestino":"20121","ldm":2.4,"pesoKg":1800,"fechaCarga":"${ctx.today}","servicio":"STANDARD_LTL","adr":false}'`,
      [routeKey(getQuoteRoute)]:
        `curl -s "${base}${getQuoteRoute.path.replace('{id}', '$ID')}" -H "Authorization: Bearer $TOKEN"`,
      [routeKey(trafficBansRoute)]:
        `curl -s '${base}${trafficBansRoute.path}?country=DE,AT&from=${ctx.today}&to=${to}&lang=${ctx.locale}'`,
      [routeKey(trafficBansFeedRoute)]: `curl -s '${base}${trafficBansFeedRoute.path}?country=FR&lang=${ctx.locale}'`,
      [routeKey(catalogueRoute)]: `curl -s '${base}${catalogueRoute.path}'`,
      [routeKey(sitemapRoute)]: `curl -s '${base}${sitemapRoute.path}'`,
      [routeKey(openApiRoute)]: `curl -s '${base}${openApiRoute.path}'`,
    };
  };

  const body = async (ctx: PageContext, request: SiteRequest): Promise<{ node: VNode; status: number } | undefined> => {
    const { page, locale } = ctx;
    const t = ctx.texts;
    if (page.countryCode !== undefined) {
      const model = countryPageModel(calendar(locale, ctx.today), page.countryCode, ctx.today);
      if (model === undefined) return undefined;
      return {
        node: <CountryPage ctx={ctx} model={model} heading={t.country.title(countryName(locale, page.countryCode))} />,
        status: 200,
      };
    }
    switch (page.path) {
      case '/': {
        const index = calendar(locale, ctx.today);
        const weekend = weekendOf(ctx.today);
        const model = {
          today: countriesBannedOn(index, ctx.today, ctx.today),
          weekend: { ...weekend, countries: countriesBannedOn(index, weekend.from, weekend.to) },
        };
        return { node: <HomePage ctx={ctx} model={model} />, status: 200 };
      }
      case '/driving-bans': {
        const index = calendar(locale, ctx.today);
        const asked = request.query.date;
        const date = dayInWindow(index, asked) ? asked : ctx.today;
        const sections = (page.sections ?? []).flatMap((section) => {
          const model = countryPageModel(index, section.countryCode, ctx.today);
          return model ? [{ anchor: section.anchor, model }] : [];
        });
        return {
          node: <OverviewPage ctx={ctx} model={{ overview: overviewModel(index, date), sections }} />,
          status: 200,
        };
      }
      case '/estimate': {
        const values: Record<string, string> = {};
        for (const field of ESTIMATE_FIELDS) {
          const value = request.query[field]?.trim();
          if (value) values[field] = value;
        }
        const outcome: EstimateOutcome =
          Object.keys(values).length === 0
            ? { kind: 'form' }
            : await deps.estimate(values, locale, request.now, request.clientIp);
        const status = { form: 200, result: 200, refused: 422, quota: 429, unavailable: 503 }[outcome.kind];
        return { node: <EstimatePage ctx={ctx} outcome={outcome} values={values} />, status };
      }
      case '/developers':
        return { node: <DevelopersPage ctx={ctx} quotas={quotas} />, status: 200 };
      case '/developers/estimate-api':
        return {
          node: (
            <ReferencePage
              ctx={ctx}
              title={t.developers.sections.estimate}
              lead={t.developers.estimateLead}
              operations={apiOperations(deps.openApi, pathsOf('agents'))}
              examples={examples(ctx)}
              quotas={quotas}
            />
          ),
          status: 200,
        };
      case '/developers/open-data':
        return {
          node: (
            <ReferencePage
              ctx={ctx}
              title={t.developers.sections.openData}
              lead={t.developers.openDataLead}
              operations={apiOperations(deps.openApi, pathsOf('open-data'))}
              examples={examples(ctx)}
              quotas={quotas}
            />
          ),
          status: 200,
        };
      case '/developers/errors':
        return { node: <ErrorsPage ctx={ctx} codes={deps.problemCodes} />, status: 200 };
      case '/legal/data-licence':
        return {
          node: (
            <LegalPage
              ctx={ctx}
              title={t.pages[page.path]?.title ?? ''}
              paragraphs={t.legal.licenceText(settings.SERVICE_NAME, base)}
              operator={operator}
              licenceLink
            />
          ),
          status: 200,
        };
      case '/legal/notice':
      case '/legal/privacy':
      case '/legal/terms': {
        const legal = legalTexts[locale as 'en' | 'es'];
        if (legal === undefined) return undefined;
        const kind = page.path.slice('/legal/'.length) as 'notice' | 'privacy' | 'terms';
        return {
          node: (
            <LegalPage
              ctx={ctx}
              title={t.pages[page.path]?.title ?? ''}
              paragraphs={legal[kind](legalFacts)}
              operator={operator}
            />
          ),
          status: 200,
        };
      }
      default:
        return undefined;
    }
  };

  /** Answers any site path: a catalogue page in one of its locales, or the HTML 404. */
  const handle = async (request: SiteRequest): Promise<SiteResponse> => {
    const { locale, path } = parseSitePath(request.path);
    const page = byPath.get(path);
    if (page === undefined || !page.locales.includes(locale)) return notFound(locale, request.now);
    const ctx = contextFor(page, locale, request.now);
    const rendered = await body(ctx, request);
    if (rendered === undefined) return notFound(locale, request.now);
    const texts = ctx.texts;
    const meta =
      page.countryCode !== undefined
        ? {
            title: texts.country.title(countryName(locale, page.countryCode)),
            description: texts.country.description(countryName(locale, page.countryCode)),
          }
        : (texts.pages[page.path] ?? { title: settings.SERVICE_NAME, description: settings.SERVICE_NAME });
    const document = html(
      <Layout ctx={ctx} title={meta.title} description={meta.description}>
        {rendered.node}
      </Layout>,
    );
    // A result of the estimate belongs to one request: never kept by a cache.
    const personal = page.path === '/estimate' && Object.keys(request.query).length > 0;
    return respond(rendered.status, document, locale, personal ? 'no-store' : PAGE_CACHE_CONTROL);
  };

  /** The HTML answer when a page could not be made: nothing internal, the request id to quote. */
  const failure = (path: string, now: Date, requestId: string): SiteResponse => {
    const { locale } = parseSitePath(path);
    const ctx = contextFor(home, locale, now);
    const t = ctx.texts.failure;
    return respond(
      500,
      html(
        <Layout ctx={ctx} title={t.title} description={t.title} indexable={false}>
          <h1>{t.title}</h1>
          <p>{t.text(requestId)}</p>
        </Layout>,
      ),
      locale,
      'no-store',
    );
  };

  return { handle, failure };
};

const dayAfter = (date: string, days: number): string => {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
};
