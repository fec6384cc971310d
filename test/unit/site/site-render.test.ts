import { openApiDocument } from '#data/openapi/index.ts';
import { pages } from '#data/pages/index.ts';
import { trafficBanRules } from '#data/traffic-bans/index.ts';
import { isSitePagePath } from '#functions/site/page-table.tsx';
import { createSite, type SiteEstimate } from '#functions/site/site.tsx';
import { textsOf } from '#functions/site/texts/index.ts';
import { legalTexts } from '#functions/site/texts/legal-texts.ts';
import { parseConfig } from '#shared/config.ts';
import { buildSitemapXml } from '#shared/domain/catalogue/sitemap.ts';
import { PROBLEM_CODES, problemTypeOf } from '#shared/http/problem.ts';
import { pricedSiteAnswer as priced } from '#test/support/site-estimate-answer.ts';
import { memoryRoute } from '#test/support/site-route.ts';

const settings = parseConfig({ OPERATOR_NAME: 'Transportes Ejemplo S.L.', OPERATOR_TAX_ID: 'B00000000' });
const base = settings.SITE_BASE_URL;

const siteAnswering = (answer: Awaited<ReturnType<SiteEstimate>>) => {
  const asked: Record<string, string>[] = [];
  const site = createSite({
    pages,
    rules: trafficBanRules,
    openApi: openApiDocument,
    settings,
    problemCodes: PROBLEM_CODES,
    route: memoryRoute,
    estimate: async (query) => {
      asked.push(query);
      return answer;
    },
  });
  return { site, asked };
};

const { site } = siteAnswering(priced);
const now = new Date('2026-12-20T10:00:00Z');
const get = (path: string, query: Record<string, string> = {}, at: Date = now) =>
  site.handle({ path, query, now: at, clientIp: '203.0.113.9' });

const sitemapPaths = [...buildSitemapXml(pages, base).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
  (match[1] as string).slice(base.length === 0 ? 0 : new URL(base).origin.length).replace(/^$/, '/'),
);

describe('every sitemap URL', () => {
  test.each(sitemapPaths)(
    '%s renders 200 HTML in its language, with title, description, canonical and alternates',
    async (path) => {
      const response = await get(path);

      expect(response.statusCode).toBe(200);
      expect(response.headers['Content-Type']).toBe('text/html; charset=utf-8');
      expect(response.headers['Cache-Control']).toBe('public, max-age=3600');
      const locale = /^\/(es|ro|it|fr|de)(\/|$)/.exec(path)?.[1] ?? 'en';
      expect(response.headers['Content-Language']).toBe(locale);
      expect(response.body.startsWith(`<!doctype html><html lang="${locale}">`)).toBe(true);
      expect(response.body).toMatch(/<title>[^<]{10,}<\/title>/);
      expect(response.body).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(response.body).toContain(`<link rel="canonical" href="${base}${path === '/' ? '/' : path}"/>`);
      expect(response.body).toContain('hreflang="x-default"');
    },
  );
});

describe('pages', () => {
  test('a country page shows its rules, coming bans, source, licence credit and feed links in its language', async () => {
    const response = await get('/de/driving-bans/germany');

    expect(response.body).toContain('Lkw-Fahrverbote: Deutschland');
    expect(response.body).toContain('Verbotstage im Dezember 2026');
    expect(response.body).toContain('Freitag, 25. Dezember 2026');
    expect(response.body).toContain('CC BY 4.0');
    expect(response.body).toContain(
      'webcal://freight-estimate.example.com/api/geo/traffic-bans.ics?country=DE&amp;lang=de',
    );
    expect(response.body).toContain('href="/api/geo/traffic-bans?country=DE&amp;lang=de"');
    expect(response.body).toContain('Amtliche Quelle');
  });

  test('the calendar on a page rolls over with the year: in 2027 it shows 2027 and 2028', async () => {
    const response = await get('/driving-bans/germany', {}, new Date('2027-12-30T10:00:00Z'));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('December 2027');
    expect(response.body).toContain('January 2028');
  });

  test('the overview draws the map for the chosen day, the week, the stand-in sections and the countries without dated bans', async () => {
    const response = await get('/driving-bans', { date: '2026-12-27' });

    expect(response.body).toContain('<svg viewBox=');
    expect(response.body).toMatch(/class="s-ban"><title>Germany<\/title>/);
    for (const anchor of ['hungary', 'luxembourg', 'liechtenstein']) expect(response.body).toContain(`id="${anchor}"`);
    expect(response.body).toContain('Countries without dated bans');
    expect(response.body).toContain('Bans on Sunday, December 27, 2026');
  });

  test('a chosen day outside the window falls back to today', async () => {
    const response = await get('/driving-bans', { date: '1999-01-01' });
    expect(response.body).toContain('Bans on Sunday, December 20, 2026');
  });

  test('the errors page has an anchor per problem code with its meaning and action in each language', async () => {
    for (const locale of ['', '/es', '/ro', '/it', '/fr', '/de']) {
      const response = await get(`${locale}/developers/errors`);
      for (const code of PROBLEM_CODES) expect(response.body).toContain(`<section id="${code}">`);
    }
  });

  test('the API reference is rendered from the served OpenAPI document, with curl examples on the site base', async () => {
    const response = await get('/developers/estimate-api');
    expect(response.body).toContain('GET /api/agentes/v1/estimaciones');
    expect(response.body).toContain('POST /api/agentes/v1/cotizaciones');
    expect(response.body).toContain('<code>metros</code>');
    expect(response.body).toContain(`curl -s '${base}/api/agentes/v1/estimaciones?origen=Barcelona`);
    expect(response.body).toContain('20 requests per minute and 300 per day');
    const openData = await get('/es/developers/open-data');
    expect(openData.body).toContain('GET /api/geo/traffic-bans');
    expect(openData.body).toContain('Cuotas y Retry-After');
  });

  test('the legal pages show the configured operator and the stored data with their lifetimes', async () => {
    const privacy = await get('/legal/privacy');
    expect(privacy.body).toContain('Transportes Ejemplo S.L.');
    expect(privacy.body).toContain('B00000000');
    expect(privacy.body).toContain('IP address');
    expect(privacy.body).toContain('valid 15 minutes, then kept 24 hours');
    expect(privacy.body).toContain('Idempotency records');
    const terms = await get('/es/legal/terms');
    expect(terms.body).toContain('no reserva ningún transporte');
    const licence = await get('/it/legal/data-licence');
    expect(licence.body).toContain('CC BY 4.0');
  });

  test('a page not listed in a locale, an unknown path and a trailing slash answer the HTML 404', async () => {
    for (const path of ['/ro/legal/notice', '/nowhere', '/driving-bans/atlantis', '/en/estimate', '/estimate/']) {
      const response = await get(path);
      expect(response.statusCode).toBe(404);
      expect(response.headers['Content-Type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<meta name="robots" content="noindex"/>');
    }
    expect((await get('/de/nirgends')).body).toContain('Seite nicht gefunden');
  });
});

describe('the estimate page', () => {
  test('without a query it is the form, cached like any page; the port is not called', async () => {
    const { site: fresh, asked } = siteAnswering(priced);
    const response = await fresh.handle({ path: '/estimate', query: {}, now, clientIp: '203.0.113.9' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<form class="estimate" method="get" action="/estimate">');
    expect(asked).toEqual([]);
  });

  test('a priced result shows the amount with date, currency, VAT, fuel surcharge and every assumption; never cached', async () => {
    const { site: fresh, asked } = siteAnswering(priced);
    const response = await fresh.handle({
      path: '/estimate',
      query: { origen: 'Barcelona', destino: 'Milan', metros: '2', pesoKg: '', fecha: ' ' },
      now,
      clientIp: '203.0.113.9',
    });
    expect(asked).toEqual([{ origen: 'Barcelona', destino: 'Milan', metros: '2' }]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['Cache-Control']).toBe('no-store');
    expect(response.body).toContain('data-total="528.8"');
    expect(response.body).toContain('€528.80');
    expect(response.body).toContain('Sunday, November 22, 2026');
    expect(response.body).toContain('excluded');
    expect(response.body).toContain('€3.80');
    expect(response.body).toContain('diesel figure of week 2026-W46');
    for (const label of Object.values(textsOf('en').estimate.assumption)) expect(response.body).toContain(label);
  });

  test('manual review shows no amount', async () => {
    const { site: fresh } = siteAnswering({
      kind: 'result',
      result: {
        ...(priced.kind === 'result' ? priced.result : ({} as never)),
        estado: 'revision_manual',
        total: undefined,
        transporte: undefined,
        gasoleo: undefined,
        moneda: undefined,
      } as never,
    });
    const response = await fresh.handle({ path: '/estimate', query: { metros: '3' }, now, clientIp: '1' });
    expect(response.body).toContain('Manual review');
    expect(response.body).not.toContain('data-total');
    expect(response.body).not.toContain('€');
  });

  test.each([
    [{ kind: 'refused', fields: ['metros'] } as const, 422, 'Check this field: Loading metres.'],
    [{ kind: 'quota', retryAfterSeconds: 37 } as const, 429, 'Try again in 37 seconds'],
    [{ kind: 'unavailable', cause: 'fuel', retryAfterSeconds: 900 } as const, 503, 'There is no current diesel figure'],
    [{ kind: 'unavailable', cause: 'tariff', retryAfterSeconds: 3600 } as const, 503, 'No tariff is valid'],
    [{ kind: 'unavailable', cause: 'store', retryAfterSeconds: 5 } as const, 503, 'cannot reach its data store'],
  ])('%o answers %i with the reason', async (answer, status, text) => {
    const { site: fresh } = siteAnswering(answer);
    const response = await fresh.handle({ path: '/estimate', query: { metros: '2' }, now, clientIp: '1' });
    expect(response.statusCode).toBe(status);
    expect(response.body).toContain(text);
    expect(response.body).not.toContain('data-total');
  });
});

describe('texts', () => {
  // Texts are typed by the domain's sets (pages, problem codes, ban kinds, fields): what the compiler cannot see is
  // the catalogue, which is data.
  test('every catalogue page but the country pages has its view in the page table', () => {
    for (const page of pages) {
      if (page.countryCode === undefined) expect(isSitePagePath(page.path)).toBe(true);
    }
  });

  test('the legal texts exist in every language the catalogue lists them in', () => {
    for (const path of ['/legal/notice', '/legal/privacy', '/legal/terms']) {
      const page = pages.find((candidate) => candidate.path === path);
      expect(page?.locales.every((locale) => locale in legalTexts)).toBe(true);
    }
  });
});

test('the errors page lists the codes a caller meets: none of them is answered as a 500 but internal-error', () => {
  // The list is checked against the code union by the compiler; what it cannot see is a code's status.
  for (const code of PROBLEM_CODES) {
    if (code !== 'internal-error') expect(problemTypeOf(code).status).not.toBe(500);
  }
  expect(problemTypeOf('invalid-tariff').status).toBe(500);
});
