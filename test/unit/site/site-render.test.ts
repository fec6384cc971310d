import { pages } from '#data/pages/index.ts';
import { trafficBanRuleSource } from '#data/traffic-bans/index.ts';
import { isSitePagePath } from '#functions/site/page-table.tsx';
import type { SiteEstimate } from '#functions/site/site.tsx';
import { legalTexts } from '#functions/site/texts/legal-texts.ts';
import { parseConfig } from '#shared/config.ts';
import { buildSitemapXml } from '#shared/domain/catalogue/sitemap.ts';
import { PROBLEM_CODES } from '#shared/http/problem.ts';
import { problemRow } from '#shared/http/problem-catalogue.ts';
import { inProcessSite } from '#test/support/in-process-site.ts';
import { recordingRules } from '#test/support/recording-rules.ts';
import { pricedSiteAnswer as priced } from '#test/support/site-estimate-answer.ts';

const settings = parseConfig({ OPERATOR_NAME: 'Transportes Ejemplo S.L.', OPERATOR_TAX_ID: 'B00000000' });
const base = settings.SITE_BASE_URL;

const siteAnswering = (answer: Awaited<ReturnType<SiteEstimate>>) => {
  const asked: Record<string, string>[] = [];
  const site = inProcessSite({
    settings,
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
    expect(response.body).toContain(
      '<a href="/api/geo/traffic-bans/changes.atom?lang=de" type="application/atom+xml">Änderungen der Daten (Atom-Feed)</a>',
    );
    expect(response.body).toContain('Amtliche Quelle');
  });

  test("a Romanian day gives its hours in CET and, beside them, in Romania's own time", async () => {
    const response = await get('/driving-bans/romania', {}, new Date('2027-01-20T10:00:00Z'));

    expect(response.body).toContain('17:00–21:00</span><br/>(local time 18:00–22:00)');
  });

  test('a provisional day on a country page says why it is provisional', async () => {
    const response = await get('/driving-bans/croatia');

    expect(response.body).toContain('Sunday after the holiday: Christmas Day');
    expect(response.body).toContain('the standing order on restricting traffic, not yet read, would confirm it.');
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
    expect(response.body).toMatch(/class="lv-nationwide" data-country="DE" data-level="nationwide"><title>Germany: /);
    expect(response.body).toContain('data-country="PT" data-level="undated"');
    expect(response.body).toContain('Ban on named roads only');
    for (const anchor of ['hungary', 'luxembourg', 'liechtenstein']) expect(response.body).toContain(`id="${anchor}"`);
    expect(response.body).toContain('Countries without dated bans');
    expect(response.body).toContain('Bans on Sunday, December 27, 2026');
  });

  test('a rule’s vehicle, exemption or condition is said once, not again on every row', async () => {
    // Hungary, Luxembourg and Liechtenstein are sections of the overview.
    const { body } = await get('/driving-bans');
    expect(body).toContain('Heavy goods vehicles over 3.5 t');
    expect(body).not.toContain('(over 3.5 t)');
    const count = (text: string) => body.split(text).length - 1;
    expect(count('EURO 3')).toBe(1);
    expect(count('Parking on public roads during the ban is also prohibited.')).toBe(1);
    expect(body).not.toContain('Transit towards France only');
  });

  test('the home page gives today and each day of the weekend with levels and hours, night bans included', async () => {
    const response = await get('/', {}, new Date('2026-11-25T10:00:00Z'));
    const today = response.body.slice(response.body.indexOf('Bans today'), response.body.indexOf('Bans this weekend'));
    expect(today).toMatch(
      /data-level="night"[^>]*>[\s\S]*?Austria<\/a>: <span class="line"><strong>Night<\/strong> <span class="t">22:00–05:00<\/span>/,
    );
    expect(today).not.toContain('No ban');
    const weekend = response.body.slice(response.body.indexOf('Bans this weekend'));
    expect(weekend).toContain('Saturday, November 28, 2026');
    expect(weekend).toContain('Sunday, November 29, 2026');
    expect(weekend).toMatch(/data-country="ES" data-date="2026-11-28" data-level="roads"/);
    expect(weekend).toMatch(
      /Spain<\/a>: <span class="line"><strong>Roads<\/strong> <span class="t">00:00–24:00<\/span> \(<a class="t" href="\/driving-bans\/spain">6 roads<\/a>\)/,
    );
  });

  test('the week table gives each cell its country, day, level and hours, night bans included', async () => {
    const response = await get('/driving-bans', { date: '2026-11-27' });
    expect(response.body).toMatch(/<td data-country="FR" data-date="2026-11-27" data-level="roads"[^>]*>/);
    expect(response.body).toMatch(/<td data-country="AT" data-date="2026-11-27" data-level="night"[^>]*>/);
    expect(response.body).toMatch(/<td data-country="ES" data-date="2026-11-28" data-level="roads"[^>]*>/);
    expect(response.body).toMatch(/<td data-country="DE" data-date="2026-11-27" data-level="none"[^>]*>/);
  });

  test("a country's month grid tells nationwide days from road days and marks today", async () => {
    const response = await get('/driving-bans/france', {}, new Date('2026-11-25T10:00:00Z'));
    expect(response.body).toMatch(/class="lv-roads" data-date="2026-11-27" data-level="roads"/);
    expect(response.body).toMatch(/class="lv-nationwide" data-date="2026-11-29" data-level="nationwide"/);
    expect(response.body).toMatch(/class="today" data-date="2026-11-25" data-level="none" aria-current="date"/);
    expect(response.body).toContain('Ban on named roads only');
  });

  test('a chosen day outside the window falls back to today, and the page says so', async () => {
    const response = await get('/driving-bans', { date: '1999-01-01' });
    expect(response.body).toContain('Bans on Sunday, December 20, 2026');
    expect(response.body).toContain(
      '<p class="alert" role="status">“1999-01-01” is not a day from 2026-01-01 to 2027-12-31: today is shown instead.</p>',
    );
  });

  test('a malformed day is said in the page language, cut short and escaped; a day of the window is not', async () => {
    const malformed = await get('/de/driving-bans', { date: `<b>${'x'.repeat(60)}` });
    expect(malformed.body).toContain(`„&lt;b>${'x'.repeat(37)}…“ ist kein Tag vom 2026-01-01 bis 2027-12-31`);
    expect(malformed.body).not.toContain('<b>x');
    const inWindow = await get('/driving-bans', { date: '2026-12-24' });
    expect(inWindow.body).not.toContain('role="status"');
  });

  test('the errors page has an anchor per problem code with its meaning and action in each language', async () => {
    for (const locale of ['', '/es', '/ro', '/it', '/fr', '/de']) {
      const response = await get(`${locale}/developers/errors`);
      for (const code of PROBLEM_CODES) expect(response.body).toContain(`<section id="${code}">`);
    }
  });

  test('the developers page presents the MCP endpoint with its tools and llms.txt, in each language', async () => {
    for (const locale of ['', '/es', '/ro', '/it', '/fr', '/de']) {
      const response = await get(`${locale}/developers`);
      expect(response.body).toContain('<h2 id="agents">');
      expect(response.body).toContain(`<code>POST ${base}/mcp</code>`);
      for (const tool of ['estimate_freight_price', 'get_driving_bans', 'create_quote', 'get_quote']) {
        expect(response.body).toContain(`<code>${tool}</code>`);
      }
      expect(response.body).toContain('<a href="/llms.txt" type="text/plain">llms.txt</a>');
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
    expect(openData.body).toContain('GET /api/geo/traffic-bans/changes');
    expect(openData.body).toContain(`curl -s '${base}/api/geo/traffic-bans/changes.atom?lang=es'`);
  });

  test('the legal pages show the configured operator and the stored data with their lifetimes', async () => {
    const privacy = await get('/legal/privacy');
    expect(privacy.body).toContain('Transportes Ejemplo S.L.');
    expect(privacy.body).toContain('B00000000');
    expect(privacy.body).toContain('IP address');
    expect(privacy.body).toContain('valid 15 minutes, then kept 24 hours');
    expect(privacy.body).toContain('Idempotency records');
    const terms = await get('/es/legal/terms');
    expect(terms.body).toContain('no supone la reserva de ningún transporte');
    expect(terms.body).toContain('las fechas marcadas como provisionales');
    // The Spanish privacy policy says what the GDPR asks of it, in the terms of Spanish data-protection law.
    const politica = await get('/es/legal/privacy');
    expect(politica.body).toContain('<h1>Política de privacidad</h1>');
    expect(politica.body).toContain('El responsable del tratamiento es el titular identificado arriba');
    expect(politica.body).toContain('rectificación, supresión, oposición y limitación del tratamiento');
    expect(politica.body).toContain('Agencia Española de Protección de Datos');
    expect((await get('/es/legal/notice')).body).toContain('<dt>Titular</dt>');
    const licence = await get('/it/legal/data-licence');
    expect(licence.body).toContain('CC BY 4.0');
  });

  test('a page’s path with a trailing slash is moved for good to its one form, the query kept', async () => {
    for (const [path, target] of [
      ['/driving-bans/', '/driving-bans'],
      ['/es/', '/es'],
      ['/de/driving-bans/germany//', '/de/driving-bans/germany'],
    ]) {
      const response = await get(path as string);
      expect([path, response.statusCode, response.headers.Location]).toEqual([path, 301, target]);
    }
    expect((await get('/estimate/', { metros: '2,5', origen: 'Barcelona' })).headers.Location).toBe(
      '/estimate?metros=2%2C5&origen=Barcelona',
    );
    // A parameter given twice is moved as sent, not joined into a decimal comma.
    const repeated = await site.handle({
      path: '/es/estimate/',
      query: { metros: '2,3', origen: 'Barcelona' },
      rawQueryString: 'metros=2&metros=3&origen=Barcelona',
      now,
      clientIp: '203.0.113.9',
    });
    expect(repeated.headers.Location).toBe('/es/estimate?metros=2&metros=3&origen=Barcelona');
  });

  test('robots.txt names the sitemap and keeps crawlers off the quota-counted answers', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['Content-Type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('User-agent: *\n');
    expect(response.body).toContain(`Sitemap: ${base}/sitemap.xml\n`);
    expect(response.body).toContain('Disallow: /api/agentes/v1/\n');
    expect(response.body).toContain('Disallow: /estimate?\n');
    expect(response.body).toContain('Disallow: /de/estimate?\n');
    expect(response.body).not.toMatch(/Disallow: \/driving-bans|Disallow: \/\n/);
  });

  test('/favicon.ico is an ICO of one 16×16 image; the pages carry the same icon inline', async () => {
    const response = await get('/favicon.ico');
    expect(response.statusCode).toBe(200);
    expect(response.headers['Content-Type']).toBe('image/x-icon');
    expect(response.isBase64Encoded).toBe(true);
    const ico = Buffer.from(response.body, 'base64');
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4), ico[6], ico[7]]).toEqual([0, 1, 1, 16, 16]);
    expect(ico.readUInt32LE(14) + ico.readUInt32LE(18)).toBe(ico.length);
    const page = await get('/');
    expect(page.body).toContain('<link rel="icon" href="data:image/svg+xml,');
  });

  test('a page not listed in a locale, an unknown path and a slash after no page answer the HTML 404', async () => {
    for (const path of [
      '/ro/legal/notice',
      '/nowhere',
      '/driving-bans/atlantis',
      '/en/estimate',
      '/nowhere/',
      '//evil.example/',
    ]) {
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
    expect(response.body).toContain('Nov 22, 2026, 22:20 (UTC+1)');
    // The assumptions in the domain's sentences, never a raw field, a yes/no or a null.
    expect(response.body).toContain(
      '<li>Origin: postal code 08001 (Spain), the reference postal code of the city named; the exact address may change the price.</li>',
    );
    expect(response.body).toContain('<li>Weight not given: 3,500 kg assumed; the price holds up to 3,500 kg.</li>');
    expect(response.body).toContain('<li>Loading date not given: today, 22 November 2026, assumed.</li>');
    expect(response.body).not.toMatch(/null|Weight not given: yes/);
  });

  test('the validity is in Madrid time with its offset, named the same way in every language', async () => {
    const { site: fresh } = siteAnswering(priced);
    const spanish = await fresh.handle({ path: '/es/estimate', query: { metros: '2' }, now, clientIp: '1' });
    expect(spanish.body).toContain('(UTC+1)');
    expect(spanish.body).not.toContain('CET');
  });

  test('a fuel figure below the reference price is a reduction, shown without a minus sign', async () => {
    const result = priced.kind === 'result' && priced.result.estado === 'estimacion' ? priced.result : undefined;
    const { site: fresh } = siteAnswering({
      kind: 'result',
      result: { ...(result as NonNullable<typeof result>), transporte: 525, gasoleo: -1.89, total: 523.11 },
    });
    const response = await fresh.handle({ path: '/estimate', query: { metros: '2' }, now, clientIp: '1' });
    expect(response.body).toContain('<dt>Fuel reduction</dt><dd>€1.89 (');
    expect(response.body).not.toContain('-€1.89');
    expect(response.body).not.toContain('<dt>Fuel surcharge</dt>');
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

  test('manual review states no price conditions and gives the configured operator to write to', async () => {
    const { site: fresh } = siteAnswering({
      kind: 'result',
      result: {
        ...(priced.kind === 'result' ? priced.result : ({} as never)),
        estado: 'revision_manual',
        total: undefined,
        transporte: undefined,
        gasoleo: undefined,
        moneda: undefined,
        supuestos: {
          ...(priced.kind === 'result' ? priced.result.supuestos : ({} as never)),
          pesoNoIndicado: false,
          limitePesoSupuestoKg: null,
        },
      } as never,
    });
    const response = await fresh.handle({ path: '/estimate', query: { metros: '3' }, now, clientIp: '1' });
    expect(response.body).not.toContain('Indicative price in EUR, VAT excluded.');
    expect(response.body).toContain(
      'For an offer, send the shipment details to Transportes Ejemplo S.L. at <a href="mailto:contact@freight-estimate.example.com">contact@freight-estimate.example.com</a>',
    );
    expect(response.body).toContain('<li>Weight: 3,500 kg, as given.</li>');
    expect(response.body).not.toContain('null');
  });

  test('every refused field is marked invalid and described in one sentence for a person, all at once', async () => {
    const { site: fresh } = siteAnswering({
      kind: 'refused',
      problems: [
        { field: 'origen', problem: { kind: 'notReference', value: 'Madrid' } },
        { field: 'metros', problem: { kind: 'entry' } },
        { field: 'fecha', problem: { kind: 'entry' } },
      ],
    });
    const response = await fresh.handle({
      path: '/estimate',
      query: { origen: 'Madrid', destino: 'Milan', metros: '12', fecha: '25/11/2026' },
      now,
      clientIp: '1',
    });
    expect(response.statusCode).toBe(422);
    for (const name of ['origen', 'metros', 'fecha']) {
      expect(response.body).toMatch(new RegExp(`<input[^>]* id="${name}"[^>]* aria-describedby="[^"]*${name}-error"`));
      expect(response.body).toMatch(new RegExp(`<input[^>]* id="${name}"[^>]* aria-invalid="true"`));
    }
    expect(response.body).not.toMatch(/<input[^>]* id="destino"[^>]* aria-invalid/);
    expect(response.body).toContain(
      '<small id="metros-error" class="field-error"> Loading metres: enter a number more than 0 and at most 10, such as 2.4.</small>',
    );
    expect(response.body).toContain(
      '<li><a href="#fecha">Loading date</a>: choose a day from December 20, 2026 to January 19, 2027.</li>',
    );
    expect(response.body).toContain(
      '<li><a href="#origen">Origin city</a>: “Madrid” is not a city the estimate knows; enter Barcelona, or leave the city empty and enter the postal code.</li>',
    );
    expect(response.body.match(/<li><a href="#/g)).toHaveLength(3);
  });

  test('the date field takes today to 30 days ahead in Madrid', async () => {
    const response = await get('/estimate', {}, new Date('2026-12-20T23:30:00Z'));
    expect(response.body).toMatch(/<input type="date" id="fecha"[^>]* min="2026-12-21" max="2027-01-20"/);
  });

  test.each([
    [
      { kind: 'refused', problems: [{ field: 'metros', problem: { kind: 'entry' } }] } as const,
      422,
      'Loading metres</a>: enter a number more than 0',
    ],
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
    if (code !== 'internal-error') expect(problemRow(code).status).not.toBe(500);
  }
  expect(problemRow('internal-error').status).toBe(500);
});

describe('driving-ban rules on the pages', () => {
  test("a country page reads its country's rules only; a page without a calendar reads none", async () => {
    // Prepare
    const { source, read } = recordingRules(trafficBanRuleSource);
    const recorded = inProcessSite({ rules: source, settings });
    const at = (path: string) => recorded.handle({ path, query: {}, now, clientIp: '203.0.113.9' });

    // Act
    const developers = await at('/developers');
    const readWithoutCalendar = [...read];
    const france = await at('/fr/driving-bans/france');

    // Assess
    expect(developers.statusCode).toBe(200);
    expect(readWithoutCalendar).toEqual([]);
    expect(france.statusCode).toBe(200);
    expect(france.body).toContain('href="/fr/driving-bans/france"');
    expect(new Set(read)).toEqual(new Set(['FR']));
  });
});
