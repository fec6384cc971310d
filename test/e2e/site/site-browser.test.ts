import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { browserTestFor, hasChromium, useBrowserSite } from '#test/support/chromium.ts';

const browserTest = browserTestFor('the site browser tests');

const SITE_BASE_URL = 'https://freight-estimate.example.com';
/** Screenshots of each page type, looked at by people, not compared: kept out of the repository. */
const SCREENSHOTS = process.env.SITE_SCREENSHOTS ?? path.join(tmpdir(), 'freight-estimate-site-screenshots');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

// Every page and link of the site is visited: the quotas of one visitor are not what is tested here.
const server = useBrowserSite(
  'e2e-site-browser',
  {
    SITE_BASE_URL,
    OPEN_DATA_QUOTA_PER_WINDOW: '100000',
    ESTIMATE_QUOTA_PER_MINUTE: '1000',
    ESTIMATE_QUOTA_PER_DAY: '10000',
  },
  { fuel: true },
);

const local = (siteUrl: string) => `${server.baseUrl}${siteUrl.slice(SITE_BASE_URL.length) || '/'}`;

/** A tab that records console errors, page errors and any request leaving the local server. */
const watchedPage = async (context: BrowserContext) => {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    if (!request.url().startsWith(server.baseUrl) && !request.url().startsWith('data:')) {
      problems.push(`third-party request: ${request.url()}`);
    }
  });
  return { page, problems };
};

browserTest(
  'every sitemap URL answers 200 HTML in Chromium with no console error and no third-party request; every internal link answers 200',
  async () => {
    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => local(match[1] as string));
    expect(urls.length).toBeGreaterThanOrEqual(138);

    const context = await server.browser.newContext();
    const { page, problems } = await watchedPage(context);
    const links = new Set<string>();
    const failures: string[] = [];
    for (const url of urls) {
      const response = await page.goto(url);
      if (response?.status() !== 200 || !response.headers()['content-type']?.startsWith('text/html')) {
        failures.push(`${url}: ${response?.status()} ${response?.headers()['content-type']}`);
      }
      for (const href of await page.$$eval('a[href]', (anchors) => anchors.map((a) => (a as HTMLAnchorElement).href))) {
        if (href.startsWith(server.baseUrl)) links.add(href.split('#')[0] as string);
      }
    }
    await context.close();
    for (const link of links) {
      const response = await fetch(link);
      await response.arrayBuffer();
      if (response.status !== 200) failures.push(`link ${link}: ${response.status}`);
    }

    expect(failures).toEqual([]);
    expect(problems).toEqual([]);
    expect(links.size).toBeGreaterThan(urls.length);
  },
  600_000,
);

/** A route's departure inside the calendar's window whatever today is: 2 July of next year, 18:00 in CET. */
const routeDeparture = `${new Date().getUTCFullYear() + 1}-07-02T18:00`;

const pageTypes: [string, string][] = [
  ['home', '/'],
  ['home-es', '/es'],
  ['estimate', '/estimate'],
  ['estimate-result', '/estimate?origen=Barcelona&destino=Milan&metros=2'],
  ['estimate-refused', '/estimate?origen=Madrid&destino=Milan&metros=12&fecha=25/11/2026'],
  ['estimate-manual', '/es/estimate?cpOrigen=28001&cpDestino=00-950&paisDestino=PL&metros=3&pesoKg=2000'],
  ['estimate-pallets', '/es/estimate?origen=Barcelona&destino=Milan&paletsEuro=7&paletsIndustriales=2&remontable=1'],
  ['driving-bans', '/driving-bans'],
  ['driving-bans-it', '/it/driving-bans'],
  ['country-de', '/de/driving-bans/germany'],
  ['country-fr', '/driving-bans/france'],
  ['route', '/driving-bans/route'],
  ['route-result', `/fr/driving-bans/route?countries=ES,FR,IT&departure=${routeDeparture}&hours=8,14,8`],
  ['developers', '/developers'],
  ['estimate-api', '/ro/developers/estimate-api'],
  ['open-data', '/developers/open-data'],
  ['errors', '/fr/developers/errors'],
  ['privacy', '/es/legal/privacy'],
  ['data-licence', '/de/legal/data-licence'],
  ['not-found', '/no/such/page'],
];

interface AxeResult {
  violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
}

browserTest(
  'each page type has zero axe-core violations of WCAG 2.1 A and AA, and is screenshotted at phone and desktop widths',
  async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const violations: string[] = [];
    for (const [width, height] of [
      [390, 844],
      [1280, 900],
    ] as const) {
      // axe is injected as an inline script, which the pages' Content-Security-Policy rightly refuses.
      const context = await server.browser.newContext({ viewport: { width, height }, bypassCSP: true });
      const { page, problems } = await watchedPage(context);
      for (const [name, target] of pageTypes) {
        const before = problems.length;
        await page.goto(`${server.baseUrl}${target}`);
        // The 404 and 422 pages are themselves the resource the console reports by its status; nothing else may be.
        if (name === 'not-found' || name === 'estimate-refused') problems.splice(before, 1);
        if (width === 1280) {
          await page.addScriptTag({ content: axeSource });
          const result = (await page.evaluate(() =>
            (window as unknown as { axe: { run: (options: unknown) => Promise<unknown> } }).axe.run({
              runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
            }),
          )) as AxeResult;
          for (const violation of result.violations) {
            violations.push(
              `${name}: ${violation.id} (${violation.impact}) at ${violation.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(', ')}`,
            );
          }
        }
        const file = path.join(SCREENSHOTS, `${name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        expect(statSync(file).size).toBeGreaterThan(5_000);
      }
      await context.close();
      expect(violations).toEqual([]);
      expect(problems).toEqual([]);
    }
  },
  300_000,
);

const submitEstimate = async (page: Page, fields: Record<string, string>) => {
  await page.goto(`${server.baseUrl}/estimate`);
  for (const [id, value] of Object.entries(fields)) await page.fill(`#${id}`, value);
  const [response] = await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
  return response;
};

describe.each([true, false])('the estimate form with JavaScript %s', (javaScriptEnabled) => {
  let context: BrowserContext;
  beforeAll(async () => {
    if (hasChromium) context = await server.browser.newContext({ javaScriptEnabled });
  });
  afterAll(async () => {
    await context?.close();
  });

  browserTest(
    'gives the API’s price with its date, VAT status, fuel surcharge and every assumption',
    async () => {
      const page = await context.newPage();
      const response = await submitEstimate(page, { origen: 'Barcelona', destino: 'Milan', metros: '2' });
      const api = (await (
        await fetch(`${server.baseUrl}/api/agentes/v1/estimaciones?origen=Barcelona&destino=Milan&metros=2`)
      ).json()) as { total: number; gasoleo: number; supuestos: Record<string, unknown> };

      expect(response?.status()).toBe(200);
      expect(await page.getAttribute('.total', 'data-total')).toBe(String(api.total));
      const facts = await page.$$eval('.result dl.facts dt', (terms) => terms.map((term) => term.textContent));
      // The week's diesel figure decides whether the fuel clause adds to the price or takes from it.
      const fuel = api.gasoleo < 0 ? 'Fuel reduction' : 'Fuel surcharge';
      expect(facts).toEqual(expect.arrayContaining(['Loading date', 'Currency', 'VAT', fuel]));
      // The assumptions in sentences: origin, destination, weight, loading date, goods, then the journey's.
      const assumptions = await page.$$eval('#assumptions li', (items) => items.map((item) => item.textContent));
      expect(assumptions.length).toBeGreaterThan(5);
      expect(assumptions[4]).toContain('Palletised general cargo');
      expect(assumptions.slice(5).join(' ')).toContain('Regulation (EC) No 561/2006');
      expect(assumptions.join(' ')).toContain('the reference postal code of the city named');
      expect(assumptions.join(' ')).not.toMatch(/null|: yes|: no\b/);
      expect(page.url()).toContain('origen=Barcelona');
    },
    60_000,
  );

  browserTest(
    'says manual review, without a price, for a lane the tariff does not cover',
    async () => {
      const page = await context.newPage();
      const response = await submitEstimate(page, {
        cpOrigen: '28001',
        cpDestino: '00-950',
        paisDestino: 'PL',
        metros: '3',
        pesoKg: '2000',
      });
      expect(response?.status()).toBe(200);
      expect(await page.textContent('#result-title')).toBe('Manual review');
      expect(await page.$('.total')).toBeNull();
      // No price, so no price conditions; the operator to write to instead.
      expect(await page.textContent('.result')).not.toContain('Indicative price in EUR');
      expect(await page.getAttribute('.result .contact a', 'href')).toMatch(/^mailto:.+@/);
    },
    60_000,
  );

  browserTest(
    'refuses loading metres out of range, naming the field',
    async () => {
      const page = await context.newPage();
      const response = await submitEstimate(page, { origen: 'Barcelona', destino: 'Milan', metros: '12' });
      expect(response?.status()).toBe(422);
      expect(await page.textContent('[role=alert]')).toContain(
        'Loading metres: enter a number more than 0 and at most 10, such as 2.4.',
      );
      expect(await page.$('.total')).toBeNull();
    },
    60_000,
  );

  browserTest(
    'marks every wrong field at once, each described by a sentence for a person, not by the API’s words for programs',
    async () => {
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}/estimate`);
      // The date input takes only the loading window; a typed date outside it is sent as given without JavaScript.
      const [min, max] = [await page.getAttribute('#fecha', 'min'), await page.getAttribute('#fecha', 'max')];
      expect(min).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Date.parse(max as string) - Date.parse(min as string)).toBe(30 * 86_400_000);
      const response = await page.goto(
        `${server.baseUrl}/estimate?origen=Madrid&destino=Milan&metros=12&fecha=25/11/2026&paisDestino=it`,
      );
      const api = (await (
        await fetch(`${server.baseUrl}/api/agentes/v1/estimaciones?origen=Madrid&destino=Milan&metros=12`)
      ).json()) as { errors: { name: string; detail: string }[] };

      expect(response?.status()).toBe(422);
      const invalid = await page.$$eval('input[aria-invalid=true]', (inputs) => inputs.map((input) => input.id));
      expect(invalid.sort()).toEqual(['fecha', 'metros', 'origen']);
      for (const name of invalid) {
        const description = await page.$eval(`#${name}`, (input) =>
          (input.getAttribute('aria-describedby') ?? '')
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' '),
        );
        expect(description).toContain(await page.textContent(`#${name}-error`));
        const fromApi = api.errors.find((error) => error.name === name);
        if (fromApi) expect(description).not.toContain(fromApi.detail);
      }
      expect(await page.$$eval('[role=alert] li', (items) => items.length)).toBe(3);
    },
    60_000,
  );

  browserTest(
    'takes pallets instead of metres: the result states the pallets and the metres worked out, priced as the API prices them',
    async () => {
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}/estimate`);
      expect(await page.getAttribute('#metros', 'required')).toBeNull();
      for (const [id, value] of Object.entries({
        origen: 'Barcelona',
        destino: 'Milan',
        paletsEuro: '7',
        paletsIndustriales: '2',
      })) {
        await page.fill(`#${id}`, value);
      }
      await page.check('#remontable');
      const [response] = await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
      // Seven euro pallets two high take four floor positions (1.6 m), two industrial ones one position (0.5 m).
      const api = (await (
        await fetch(`${server.baseUrl}/api/agentes/v1/estimaciones?origen=Barcelona&destino=Milan&metros=2.1`)
      ).json()) as { total: number };

      expect(response?.status()).toBe(200);
      expect(page.url()).toContain('paletsEuro=7');
      expect(await page.getAttribute('.total', 'data-total')).toBe(String(api.total));
      expect(await page.getAttribute('#pallet-metres', 'data-metros')).toBe('2.1');
      expect(await page.textContent('#pallet-metres')).toBe('Loading metres worked out from the pallets: 2.1.');
      const lines = await page.$$eval('#pallets li', (items) => items.map((item) => item.textContent));
      expect(lines[0]).toMatch(
        /^Euro pallets \(120 × 80 cm\): 7, stacked two high, the odd one alone\. Floor positions: 4/,
      );
      expect(lines[1]).toMatch(/^Industrial pallets \(120 × 100 cm\): 2, stacked two high\. Floor positions: 1/);
      expect(lines.at(-1)).toBe('Loading metres of the pallets: 2.1, rounded up to a tenth.');
      const assumptions = await page.$$eval('#assumptions li', (items) => items.map((item) => item.textContent));
      expect(assumptions[4]).toContain('and stackable: the loading metres given already allow for stacking');
      // The form keeps what was entered: the pallets, the box ticked and no metres.
      expect(await page.inputValue('#paletsEuro')).toBe('7');
      expect(await page.isChecked('#remontable')).toBe(true);
      expect(await page.inputValue('#metros')).toBe('');
    },
    60_000,
  );

  browserTest(
    'takes a decimal comma in a comma language and prices it as the API prices the point',
    async () => {
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}/es/estimate`);
      expect(await page.getAttribute('#metros', 'inputmode')).toBe('decimal');
      for (const [id, value] of Object.entries({
        origen: 'Barcelona',
        destino: 'Milán',
        metros: '2,5',
        paisDestino: 'it',
      })) {
        await page.fill(`#${id}`, value);
      }
      const [response] = await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
      const api = (await (
        await fetch(`${server.baseUrl}/api/agentes/v1/estimaciones?origen=Barcelona&destino=Milan&metros=2.5`)
      ).json()) as { total: number };

      expect(response?.status()).toBe(200);
      expect(await page.getAttribute('.total', 'data-total')).toBe(String(api.total));
      expect(await page.inputValue('#metros')).toBe('2,5');
    },
    60_000,
  );
});

test('the curl examples of the developer pages work against the service', async () => {
  const examples: string[] = [];
  for (const page of ['/developers/estimate-api', '/es/developers/open-data']) {
    const html = await (await fetch(`${server.baseUrl}${page}`)).text();
    const decoded = html.replaceAll('&amp;', '&').replaceAll('&#39;', "'").replaceAll('&quot;', '"');
    // The GET examples that need no credential; the quote examples need $TOKEN.
    for (const match of decoded.matchAll(/curl -s '([^']+)'(?: -H 'Accept-Language: (\w+)')?<\/code>/g)) {
      examples.push(local(match[1] as string));
    }
  }
  expect(examples.length).toBeGreaterThanOrEqual(6);
  for (const example of examples) {
    const response = await fetch(example);
    await response.arrayBuffer();
    expect([example, response.status]).toEqual([example, 200]);
  }
}, 60_000);
