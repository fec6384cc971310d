import type { VNode } from 'preact';
import type { SiteLocale } from '#shared/domain/catalogue/pages.schema.ts';
import { addDays } from '#shared/domain/dates.ts';
import type { CalendarIndex } from '#shared/domain/traffic-bans/calendar-index.ts';
import type { ProblemCode } from '#shared/http/problem.ts';
import { quotaHeaders } from '#shared/http/rate-limit-headers.ts';
import { createQuoteRoute } from '#shared/operations/create-quote/create-quote.route.ts';
import { estimateRoute } from '#shared/operations/estimate/estimate.route.ts';
import { ESTIMATE_FIELDS } from '#shared/operations/estimate/estimate.schema.ts';
import { getQuoteRoute } from '#shared/operations/get-quote/get-quote.route.ts';
import { catalogueRoute, openApiRoute, sitemapRoute } from '#shared/operations/metadata/metadata.route.ts';
import {
  trafficBanChangesFeedRoute,
  trafficBanChangesRoute,
  trafficBansFeedRoute,
  trafficBansRoute,
} from '#shared/operations/traffic-bans/traffic-bans.route.ts';
import { pathsOf } from '#shared/routes/registry.ts';
import { routeKey } from '#shared/routes/route-declaration.ts';
import type { PageContext } from './context.ts';
import { apiOperations } from './models/api-reference.ts';
import { bansByDay, countryPageModel, dayInWindow, overviewModel, weekendOf } from './models/calendar-views.ts';
import { type EstimateOutcome, PALLET_FIELDS } from './models/estimate-page.ts';
import { ROUTE_FIELDS, type RouteOutcome, type SiteRoute } from './route-port.ts';
import type { SiteEstimate, SiteRequest } from './site-request.ts';
import type { SiteTexts } from './texts/en.ts';
import { type LegalFacts, type LegalKind, legalTexts } from './texts/legal-texts.ts';
import { DevelopersPage, ErrorsPage, type QuotaFacts, ReferencePage } from './views/developers.tsx';
import { EstimatePage } from './views/estimate.tsx';
import { countryName } from './views/format.ts';
import { LegalPage, type OperatorIdentity } from './views/legal.tsx';
import { CountryPage, HomePage, OverviewPage } from './views/pages.tsx';
import { RoutePage } from './views/route.tsx';

/** What the pages show besides the request: the deployment's facts and the services behind them. */
export interface SiteFacts {
  /** The calendar of the request's year and the next, in one language. */
  readonly calendar: (locale: SiteLocale, today: string) => CalendarIndex;
  readonly openApi: Readonly<Record<string, unknown>>;
  readonly quotas: QuotaFacts;
  readonly operator: OperatorIdentity;
  readonly legal: LegalFacts;
  readonly problemCodes: readonly ProblemCode[];
  readonly estimate: SiteEstimate;
  readonly route: SiteRoute;
}

/** A page's title and description, for its head. */
export interface PageMeta {
  readonly title: string;
  readonly description: string;
}

/** A page's content, without the layout around it. */
export interface PageAnswer {
  readonly meta: PageMeta;
  readonly node: VNode;
  /** 200 unless said. */
  readonly status?: number;
  /** An answer made for one request, never kept by a cache. */
  readonly personal?: boolean;
  /** Headers of this answer besides the page's own (the estimate's quota and Retry-After). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** A page's view: its content for a request, or nothing (the page answers 404). */
export type PageView = (
  ctx: PageContext,
  request: SiteRequest,
  facts: SiteFacts,
) => PageAnswer | undefined | Promise<PageAnswer | undefined>;

/**
 * Every page but the country pages: those with a title and description in each language's texts (the English
 * texts name them, so a page without its texts does not compile), and the legal pages of `legal-texts.ts`.
 */
export type SitePagePath = keyof SiteTexts['pages'] | `/legal/${LegalKind}`;

const examples = (ctx: PageContext): Record<string, string> => {
  const { base, today, locale } = ctx;
  return {
    [routeKey(estimateRoute)]:
      `curl -s '${base}${estimateRoute.path}?origen=Barcelona&destino=Milan&metros=2' -H 'Accept-Language: ${locale}'`,
    [routeKey(createQuoteRoute)]:
      `curl -s -X POST '${base}${createQuoteRoute.path}' -H "Authorization: Bearer $TOKEN" -H 'Idempotency-Key: order-4711-attempt-1' -H 'Content-Type: application/json' --data '{"paisDestino":"IT","cpOrigen":"08001","cpDestino":"20121","ldm":2.4,"pesoKg":1800,"fechaCarga":"${today}","servicio":"STANDARD_LTL","adr":false}'`,
    [routeKey(getQuoteRoute)]:
      `curl -s "${base}${getQuoteRoute.path.replace('{id}', '$ID')}" -H "Authorization: Bearer $TOKEN"`,
    [routeKey(trafficBansRoute)]:
      `curl -s '${base}${trafficBansRoute.path}?country=DE,AT&from=${today}&to=${addDays(today, 6)}&lang=${locale}'`,
    [routeKey(trafficBansFeedRoute)]: `curl -s '${base}${trafficBansFeedRoute.path}?country=FR&lang=${locale}'`,
    [routeKey(trafficBanChangesRoute)]: `curl -s '${base}${trafficBanChangesRoute.path}?lang=${locale}'`,
    [routeKey(trafficBanChangesFeedRoute)]: `curl -s '${base}${trafficBanChangesFeedRoute.path}?lang=${locale}'`,
    [routeKey(catalogueRoute)]: `curl -s '${base}${catalogueRoute.path}'`,
    [routeKey(sitemapRoute)]: `curl -s '${base}${sitemapRoute.path}'`,
    [routeKey(openApiRoute)]: `curl -s '${base}${openApiRoute.path}'`,
  };
};

const reference =
  (section: 'estimate' | 'openData', pathPrefixes: readonly string[]): PageView =>
  (ctx, _request, facts) => {
    const t = ctx.texts.developers;
    return {
      meta: ctx.texts.pages[section === 'estimate' ? '/developers/estimate-api' : '/developers/open-data'],
      node: (
        <ReferencePage
          ctx={ctx}
          title={t.sections[section]}
          lead={section === 'estimate' ? t.estimateLead : t.openDataLead}
          operations={apiOperations(facts.openApi, pathPrefixes)}
          examples={examples(ctx)}
          quotas={facts.quotas}
        />
      ),
    };
  };

/** The legal notice, privacy and terms exist in the languages of `legal-texts.ts` only. */
const legal =
  (kind: LegalKind): PageView =>
  (ctx, _request, facts) => {
    const texts = legalTexts[ctx.locale]?.[kind];
    if (texts === undefined) return undefined;
    const { title, description, paragraphs } = texts;
    return {
      meta: { title, description },
      node: <LegalPage ctx={ctx} title={title} paragraphs={paragraphs(facts.legal)} operator={facts.operator} />,
    };
  };

/**
 * The site's pages by catalogue path: each path of `data/pages/pages.json` that is not a country page has its
 * view here, and each view its title and description in `texts/`.
 */
export const pageTable: { readonly [path in SitePagePath]: PageView } = {
  '/': (ctx, _request, facts) => {
    const index = facts.calendar(ctx.locale, ctx.today);
    const weekend = weekendOf(ctx.today);
    const model = {
      today: bansByDay(index, ctx.today, ctx.today)[0]?.bans ?? [],
      weekend: { ...weekend, days: bansByDay(index, weekend.from, weekend.to) },
    };
    return { meta: ctx.texts.pages['/'], node: <HomePage ctx={ctx} model={model} /> };
  },
  '/estimate': async (ctx, request, facts) => {
    const values: Record<string, string> = {};
    for (const field of [...ESTIMATE_FIELDS, ...PALLET_FIELDS]) {
      const value = request.query[field]?.trim();
      if (value) values[field] = value;
    }
    const outcome: EstimateOutcome =
      Object.keys(values).length === 0
        ? { kind: 'form' }
        : await facts.estimate(values, ctx.locale, request.now, request.clientIp, request.rawQueryString);
    return {
      meta: ctx.texts.pages['/estimate'],
      node: <EstimatePage ctx={ctx} outcome={outcome} values={values} operator={facts.operator} />,
      status: { form: 200, result: 200, refused: 422, quota: 429, unavailable: 503 }[outcome.kind],
      personal: Object.keys(request.query).length > 0,
      headers: quotaPageHeaders(outcome),
    };
  },
  '/driving-bans': (ctx, request, facts) => {
    const index = facts.calendar(ctx.locale, ctx.today);
    const asked = request.query.date;
    const date = dayInWindow(index, asked) ? asked : ctx.today;
    // A day outside the window or not a date at all is said, not silently replaced (cut: it is the caller's text).
    const notShown =
      asked !== undefined && asked !== '' && asked !== date
        ? { asked: asked.length > 40 ? `${asked.slice(0, 40)}…` : asked, from: index.window.from, to: index.window.to }
        : undefined;
    const sections = (ctx.page.sections ?? []).flatMap((section) => {
      const model = countryPageModel(index, section.countryCode, ctx.today);
      return model ? [{ anchor: section.anchor, model }] : [];
    });
    return {
      meta: ctx.texts.pages['/driving-bans'],
      node: (
        <OverviewPage
          ctx={ctx}
          model={{ overview: overviewModel(index, date), sections, ...(notShown ? { notShown } : {}) }}
        />
      ),
    };
  },
  '/driving-bans/route': async (ctx, request, facts) => {
    const values: Record<string, string> = {};
    for (const field of ROUTE_FIELDS) {
      const value = request.query[field]?.trim();
      if (value) values[field] = value;
    }
    const outcome: RouteOutcome =
      Object.keys(values).length === 0
        ? { kind: 'form' }
        : await facts.route(values, ctx.locale, request.now, request.clientIp, request.rawQueryString);
    return {
      meta: ctx.texts.pages['/driving-bans/route'],
      node: <RoutePage ctx={ctx} outcome={outcome} values={values} />,
      status: { form: 200, result: 200, refused: 400, quota: 429 }[outcome.kind],
      // An answer to one route is not the page: never kept by a cache that may not key it by its query.
      personal: Object.keys(request.query).length > 0,
      headers: quotaPageHeaders(outcome),
    };
  },
  '/developers': (ctx, _request, facts) => ({
    meta: ctx.texts.pages['/developers'],
    node: <DevelopersPage ctx={ctx} quotas={facts.quotas} />,
  }),
  '/developers/estimate-api': reference('estimate', pathsOf('agents')),
  '/developers/open-data': reference('openData', pathsOf('open-data')),
  '/developers/errors': (ctx, _request, facts) => ({
    meta: ctx.texts.pages['/developers/errors'],
    node: <ErrorsPage ctx={ctx} codes={facts.problemCodes} />,
  }),
  '/legal/notice': legal('notice'),
  '/legal/privacy': legal('privacy'),
  '/legal/terms': legal('terms'),
  '/legal/data-licence': (ctx, _request, facts) => ({
    meta: ctx.texts.pages['/legal/data-licence'],
    node: (
      <LegalPage
        ctx={ctx}
        title={ctx.texts.pages['/legal/data-licence'].title}
        paragraphs={ctx.texts.legal.licenceText(ctx.serviceName, ctx.base)}
        operator={facts.operator}
        licenceLink
      />
    ),
  }),
};

/** Whether a catalogue path has its own entry in the page table (a country page has none). */
export const isSitePagePath = (path: string): path is SitePagePath => Object.hasOwn(pageTable, path);

/** A country's page: its coming ban days, when it has any in the calendar. */
export const countryPageView =
  (countryCode: string): PageView =>
  (ctx, _request, facts) => {
    const model = countryPageModel(facts.calendar(ctx.locale, ctx.today), countryCode, ctx.today);
    if (model === undefined) return undefined;
    const name = countryName(ctx.locale, countryCode);
    const meta = { title: ctx.texts.country.title(name), description: ctx.texts.country.description(name) };
    return { meta, node: <CountryPage ctx={ctx} model={model} heading={meta.title} /> };
  };

/**
 * The estimate and route pages' headers, as the API's operations send them: the RateLimit fields of the quota the
 * request was counted in, and Retry-After when the quota is used up (429) or no price can be had (503).
 */
const quotaPageHeaders = (outcome: EstimateOutcome | RouteOutcome): Record<string, string> => ({
  ...(outcome.kind !== 'form' && outcome.rateLimit ? quotaHeaders(outcome.rateLimit) : {}),
  ...(outcome.kind === 'quota' || outcome.kind === 'unavailable'
    ? { 'Retry-After': String(outcome.retryAfterSeconds) }
    : {}),
});
