import { createHash } from 'node:crypto';
import type { VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { holidayTable } from '#data/traffic-bans/holiday-table.ts';
import type { Config } from '#shared/config.ts';
import { countryPagePathsOf } from '#shared/domain/catalogue/country-pages.ts';
import { localizedPath, parseSiteBaseUrl } from '#shared/domain/catalogue/page-urls.ts';
import { canonicalLocale, type Page, type SiteLocale } from '#shared/domain/catalogue/pages.schema.ts';
import { QuotaExceededError, type QuotaState } from '#shared/domain/errors.ts';
import { LANGUAGES } from '#shared/domain/languages.ts';
import { TYPOGRAPHY } from '#shared/domain/texts/typography.ts';
import {
  type BuildCalendarIndexInput,
  buildCalendarIndex,
  type CalendarIndex,
} from '#shared/domain/traffic-bans/calendar-index.ts';
import { calendarWindow } from '#shared/domain/traffic-bans/generate-calendar.ts';
import type { ProblemCode } from '#shared/http/problem.ts';
import { quotaHeaders } from '#shared/http/rate-limit-headers.ts';
import { estimateRoute } from '#shared/operations/estimate/estimate.route.ts';
import { sitemapRoute } from '#shared/operations/metadata/metadata.route.ts';
import type { OperationContext } from '#shared/operations/operation.ts';
import { mcpRoute } from '#shared/routes/face-routes.ts';
import type { PageContext } from './context.ts';
import { FAVICON_ICO_BASE64 } from './favicon.ts';
import { calendarDay } from './models/calendar-views.ts';
import { ownQuery, parametersOf } from './page-parameters.ts';
import { countryPageView, isSitePagePath, type PageView, pageTable, type SiteFacts } from './page-table.tsx';
import type { SiteRoute } from './route-port.ts';
import type { SiteEstimate, SiteRequest } from './site-request.ts';
import { textsOf } from './texts/index.ts';
import { siteCss } from './views/css.ts';
import { Layout } from './views/layout.tsx';
import { NotFoundPage } from './views/legal.tsx';

export type { SiteEstimate, SiteRequest } from './site-request.ts';

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

export interface SiteDependencies {
  readonly pages: readonly Page[];
  /**
   * Read country by country when a page first needs that country's calendar (`RulesSource`): a container that
   * serves only other pages reads none, a country page reads its country's.
   */
  readonly rules: BuildCalendarIndexInput['rules'];
  readonly openApi: Readonly<Record<string, unknown>>;
  readonly settings: SiteSettings;
  readonly estimate: SiteEstimate;
  /** The route operation, with its open-data quota: one limit per client across the faces. */
  readonly route: SiteRoute;
  /** Problem codes the API answers with, each an anchor of /developers/errors. */
  readonly problemCodes: readonly ProblemCode[];
  /**
   * The open-data quota every answer of the site counts against, per client IP and page (`site:<path>`), as the
   * calendar's answers count against theirs; it fails open, as open data does. Without it (pages rendered outside a
   * server: the bench, tests of the views) nothing is counted.
   */
  readonly openData?: (endpoint: string, context: OperationContext) => Promise<QuotaState | undefined>;
}

export interface SiteResponse {
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  readonly body: string;
  /** A binary body (the icon), carried in base64 as a Lambda result carries it. */
  readonly isBase64Encoded?: boolean;
}

/** Pages are the same for everyone for an hour; CloudFront keeps them that long. */
export const PAGE_CACHE_CONTROL = 'public, max-age=3600';
const NOT_FOUND_CACHE_CONTROL = 'public, max-age=300';

const localePrefix = new RegExp(`^/(${LANGUAGES.filter((locale) => locale !== canonicalLocale).join('|')})(/.*)?$`);

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

/** One calendar index per language, for the window of the request's year: a new year starts a new set. */
const calendarIndexes = (rules: BuildCalendarIndexInput['rules'], siteBaseUrl: string): SiteFacts['calendar'] => {
  let indexYear = 0;
  let indexes = new Map<SiteLocale, CalendarIndex>();
  return (locale, today) => {
    const year = Number(today.slice(0, 4));
    if (year !== indexYear) {
      indexYear = year;
      indexes = new Map();
    }
    let index = indexes.get(locale);
    if (index === undefined) {
      index = buildCalendarIndex({
        rules,
        holidays: holidayTable,
        years: calendarWindow([year, year + 1]).years,
        lang: locale,
        siteBaseUrl,
      });
      indexes.set(locale, index);
    }
    return index;
  };
};

/** What the pages state about this deployment, from its configuration. */
const siteFacts = (deps: SiteDependencies, base: string): SiteFacts => {
  const { settings } = deps;
  return {
    calendar: calendarIndexes(deps.rules, base),
    openApi: deps.openApi,
    problemCodes: deps.problemCodes,
    estimate: deps.estimate,
    route: deps.route,
    operator: {
      name: settings.OPERATOR_NAME,
      address: settings.OPERATOR_ADDRESS,
      email: settings.OPERATOR_EMAIL,
      taxId: settings.OPERATOR_TAX_ID,
    },
    quotas: {
      estimatePerMinute: settings.ESTIMATE_QUOTA_PER_MINUTE,
      estimatePerDay: settings.ESTIMATE_QUOTA_PER_DAY,
      integrationPerMinute: settings.INTEGRATION_QUOTA_PER_MINUTE,
      openDataPerWindow: settings.OPEN_DATA_QUOTA_PER_WINDOW,
      openDataWindowSeconds: settings.OPEN_DATA_WINDOW_SECONDS,
    },
    legal: {
      service: settings.SERVICE_NAME,
      base,
      quoteValidityMinutes: Math.round(settings.QUOTE_VALIDITY_SECONDS / 60),
      quoteRetentionHours: Math.round(settings.QUOTE_RETENTION_SECONDS / 3600),
      idempotencyHours: Math.round(settings.IDEMPOTENCY_TTL_SECONDS / 3600),
      openDataWindowSeconds: settings.OPEN_DATA_WINDOW_SECONDS,
    },
  };
};

const respond = (
  statusCode: number,
  body: string,
  locale: SiteLocale,
  cacheControl: string,
  headers: Readonly<Record<string, string>> = {},
): SiteResponse => ({
  statusCode,
  headers: {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Language': locale,
    'Cache-Control': cacheControl,
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    ...headers,
  },
  body,
});

/**
 * What crawlers may fetch, and where the sitemap is: everything but the API calls that count against a quota (the
 * estimate and quote API, the MCP endpoint) and the estimate page's answers, which are one visitor's and counted in
 * the same quota; the form itself and the open data stay crawlable.
 */
const robotsTxt = (base: string): string =>
  [
    'User-agent: *',
    `Disallow: ${estimateRoute.path.replace(/\/[^/]*$/, '/')}`,
    `Disallow: ${mcpRoute.path}`,
    ...LANGUAGES.map((locale) => `Disallow: ${localizedPath('/estimate', locale)}?`),
    '',
    `Sitemap: ${base}${sitemapRoute.path}`,
    '',
  ].join('\n');

/** A catalogue page's view: a country's page, or the page table's entry for its path. */
const viewOf = ({ countryCode, path }: Page): PageView | undefined => {
  if (countryCode !== undefined) return countryPageView(countryCode);
  return isSitePagePath(path) ? pageTable[path] : undefined;
};

/**
 * A page's path with trailing slashes (`/driving-bans/`) moved for good to the page's one form; only to a page that
 * exists, so no path (`//elsewhere.example/`) can send a visitor off the site.
 */
const canonicalRedirect = (request: SiteRequest, byPath: ReadonlyMap<string, Page>): SiteResponse | undefined => {
  if (!/.\/$/.test(request.path)) return undefined;
  const target = request.path.replace(/\/+$/, '');
  const { locale, path } = parseSitePath(target);
  if (!target.startsWith('/') || target.startsWith('//') || !byPath.get(path)?.locales.includes(locale)) {
    return undefined;
  }
  // The query as sent: a parameter given twice stays twice (and is refused as such), never joined into "2,3".
  const query =
    request.rawQueryString ??
    new URLSearchParams(
      Object.entries(request.query).flatMap(([name, value]) => (value === undefined ? [] : [[name, value]])),
    ).toString();
  return {
    statusCode: 301,
    // Kept by CloudFront only without a query: the cache of a path with a slash is keyed by no parameter at all.
    headers: {
      Location: query ? `${target}?${query}` : target,
      'Cache-Control': query ? 'no-store' : PAGE_CACHE_CONTROL,
    },
    body: '',
  };
};

/** The files a site is asked for by name: robots.txt and the icon. */
const wellKnown = (path: string, robots: string): SiteResponse | undefined => {
  if (path === '/robots.txt') {
    return {
      statusCode: 200,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': PAGE_CACHE_CONTROL },
      body: robots,
    };
  }
  if (path === '/favicon.ico') {
    return {
      statusCode: 200,
      headers: { 'Content-Type': 'image/x-icon', 'Cache-Control': 'public, max-age=86400' },
      body: FAVICON_ICO_BASE64,
      isBase64Encoded: true,
    };
  }
  return undefined;
};

/**
 * The site: every page of the catalogue in each of its locales, rendered on the server from the data the API
 * serves (calendar rules, catalogue, OpenAPI document, result texts). Takes the request's instant as input, so
 * a page shows the calendar of its day and rolls over on 1 January like the JSON. The pages themselves are in
 * `page-table.tsx`.
 */
export const createSite = (deps: SiteDependencies) => {
  const base = parseSiteBaseUrl(deps.settings.SITE_BASE_URL);
  const facts = siteFacts(deps, base);
  const byPath = new Map(deps.pages.map((page) => [page.path, page]));
  const countryPaths = countryPagePathsOf(deps.pages);
  const home = byPath.get('/') as Page;

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
      typography: TYPOGRAPHY[locale],
      base,
      serviceName: deps.settings.SERVICE_NAME,
      now,
      today: calendarDay(now),
      href,
      countryHref: (code) => href(countryPaths.get(code) ?? '/driving-bans'),
    };
  };

  /** The HTML page of a status the catalogue has no page for (404, 500), never indexed. */
  const statusPage = (
    status: number,
    path: string,
    now: Date,
    cacheControl: string,
    content: (ctx: PageContext) => { title: string; description: string; node: VNode },
    headers: Readonly<Record<string, string>> = {},
  ): SiteResponse => {
    const { locale } = parseSitePath(path);
    const ctx = contextFor(home, locale, now);
    const { title, description, node } = content(ctx);
    const document = html(
      <Layout ctx={ctx} title={title} description={description} indexable={false}>
        {node}
      </Layout>,
    );
    return respond(status, document, locale, cacheControl, headers);
  };

  const notFound = (path: string, now: Date): SiteResponse =>
    statusPage(404, path, now, NOT_FOUND_CACHE_CONTROL, (ctx) => ({
      title: ctx.texts.notFound.title,
      description: ctx.texts.notFound.text,
      node: <NotFoundPage ctx={ctx} />,
    }));

  const robots = robotsTxt(base);

  /** The 429 of the open-data quota as a page, in the page's language, with the API's Retry-After and RateLimit. */
  const tooManyRequests = (path: string, now: Date, state: QuotaState): SiteResponse => {
    const seconds = Math.max(1, Math.ceil(state.resetSeconds));
    return statusPage(
      429,
      path,
      now,
      'no-store',
      (ctx) => {
        const t = ctx.texts.tooManyRequests;
        const node = (
          <>
            <h1>{t.title}</h1>
            <p data-retry-after={String(seconds)}>{t.text(seconds)}</p>
          </>
        );
        return { title: t.title, description: t.title, node };
      },
      { 'Retry-After': String(seconds), ...quotaHeaders(state) },
    );
  };

  /**
   * Answers any site path: a catalogue page in one of its locales, robots.txt, the icon, or the HTML 404, each
   * counted in the open-data quota of the client's address, under its catalogue page (any language, any trailing
   * slash) or one key for every other path. A page reads its own parameters only (`PAGE_PARAMETERS`): any other is
   * ignored, as CloudFront, which keys the page on those alone, never forwards it.
   */
  const handle = async (sent: SiteRequest): Promise<SiteResponse> => {
    const catalogue = parseSitePath(sent.path.replace(/(.)\/+$/, '$1')).path;
    const endpoint =
      wellKnown(sent.path, robots) !== undefined
        ? `site:${sent.path}`
        : byPath.has(catalogue)
          ? `site:${catalogue}`
          : 'site:not-found';
    let counted: QuotaState | undefined;
    try {
      counted = await deps.openData?.(endpoint, { clientIp: sent.clientIp, now: sent.now });
    } catch (error) {
      if (error instanceof QuotaExceededError) return tooManyRequests(sent.path, sent.now, error.state);
      throw error;
    }
    const answered = await pageAnswer(sent, catalogue);
    // An answer no cache keeps is this caller's alone: it says the quota it was counted in, as the API's answers do
    // (the estimate and route pages say their operation's own, which they set).
    const personal = /no-store/.test(answered.headers['Cache-Control'] ?? '') && !('RateLimit' in answered.headers);
    return counted && personal ? { ...answered, headers: { ...quotaHeaders(counted), ...answered.headers } } : answered;
  };

  /** The page of an admitted request. */
  const pageAnswer = async (sent: SiteRequest, catalogue: string): Promise<SiteResponse> => {
    const own = ownQuery(parametersOf(catalogue), sent.query, sent.rawQueryString);
    const request: SiteRequest = { ...sent, ...own };
    const special = wellKnown(request.path, robots) ?? canonicalRedirect(request, byPath);
    if (special !== undefined) return special;
    const { locale, path } = parseSitePath(request.path);
    const page = byPath.get(path);
    const view = page?.locales.includes(locale) ? viewOf(page) : undefined;
    if (page === undefined || view === undefined) return notFound(request.path, request.now);
    const ctx = contextFor(page, locale, request.now);
    const answer = await view(ctx, request, facts);
    if (answer === undefined) return notFound(request.path, request.now);
    const document = html(
      <Layout ctx={ctx} title={answer.meta.title} description={answer.meta.description}>
        {answer.node}
      </Layout>,
    );
    const cacheControl = answer.personal ? 'no-store' : PAGE_CACHE_CONTROL;
    return respond(answer.status ?? 200, document, locale, cacheControl, answer.headers);
  };

  /** The HTML answer when a page could not be made: nothing internal, the request id to quote. */
  const failure = (path: string, now: Date, requestId: string): SiteResponse =>
    statusPage(500, path, now, 'no-store', (ctx) => {
      const t = ctx.texts.failure;
      const node = (
        <>
          <h1>{t.title}</h1>
          <p>{t.text(requestId)}</p>
        </>
      );
      return { title: t.title, description: t.title, node };
    });

  return { handle, failure };
};
