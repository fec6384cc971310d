import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { textsOf } from '#functions/site/texts/index.ts';
import type { SiteLocale } from '#shared/domain/catalogue/pages.schema.ts';
import type { Transito } from '#shared/domain/journey/journey.schema.ts';
import { browserTestFor, useBrowserSite } from '#test/support/chromium.ts';

const browserTest = browserTestFor('the journey figures browser tests');

/** Screenshots of the figures, looked at by people, not compared: kept out of the repository. */
const SCREENSHOTS = process.env.SITE_SCREENSHOTS ?? path.join(tmpdir(), 'freight-estimate-site-screenshots');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const server = useBrowserSite(
  'e2e-journey-figures',
  { OPEN_DATA_QUOTA_PER_WINDOW: '100000', ESTIMATE_QUOTA_PER_MINUTE: '1000', ESTIMATE_QUOTA_PER_DAY: '10000' },
  { fuel: true },
);

/** The next Saturday in Madrid, inside the estimate's 30 days: a truck loaded then meets the French weekend ban. */
const nextSaturday = () => {
  const today = DateTime.now().setZone('Europe/Madrid').startOf('day');
  return today.plus({ days: (6 - today.weekday + 7) % 7 || 7 }).toISODate() as string;
};

/** A departure three days ahead at 18:00 in CET, inside the calendar's window on any day. */
const departure = () =>
  DateTime.now()
    .setZone('Europe/Brussels')
    .plus({ days: 3 })
    .set({ hour: 18, minute: 0, second: 0, millisecond: 0 })
    .toISO({ suppressMilliseconds: true }) as string;

interface Journeyed {
  readonly name: string;
  readonly locale: SiteLocale;
  /** The page, and the API answer with the same journey. */
  readonly page: string;
  readonly api: string;
}

const journeys = (): Journeyed[] => {
  const estimate = new URLSearchParams({ cpOrigen: '08001', paisDestino: 'IT', cpDestino: '20121', metros: '2' });
  estimate.set('fecha', nextSaturday());
  // From Palma to London: the ferry to Barcelona and the Channel Tunnel shuttle, both sea legs.
  const route = new URLSearchParams({ origin: 'ES-07001', destination: 'GB-SW1A1AA', departure: departure() });
  return [
    {
      name: 'estimate',
      locale: 'en',
      page: `/estimate?${estimate}`,
      api: `/api/agentes/v1/estimaciones?${estimate}`,
    },
    {
      name: 'route',
      locale: 'es',
      page: `/es/driving-bans/route?${route}`,
      api: `/api/geo/traffic-bans/route?${route}&lang=es`,
    },
  ];
};

interface AxeResult {
  violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
}

const axeViolations = async (page: Page) => {
  await page.addScriptTag({ content: axeSource });
  const result = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (options: unknown) => Promise<unknown> } }).axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    }),
  )) as AxeResult;
  return result.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}) at ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
};

browserTest(
  'the estimate result and the route page show the map and the time bar at 1280 and 390 px: named images, every crossing named, the stopped countries shaded, no sideways scroll, no axe violation',
  async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const failures: string[] = [];
    for (const journey of journeys()) {
      // In the page's language: a ferry's name is said in it (the border crossings' names are the same in all).
      const answered = await fetch(`${server.baseUrl}${journey.api}`, {
        headers: { 'Accept-Language': journey.locale },
      });
      const answer = (await answered.json()) as { transito: Transito };
      expect({ status: answered.status, journey: 'transito' in answer }).toEqual({ status: 200, journey: true });
      const { transito } = answer;
      const crossings = transito.pasos.map((paso) => paso.nombre);
      const stopped = [
        ...new Set(
          transito.paradas.flatMap((stop) =>
            stop.tipo === 'espera' ? (stop.restricciones ?? []).map((ban) => ban.pais) : [],
          ),
        ),
      ];
      const t = textsOf(journey.locale).journey;
      for (const [width, height] of [
        [1280, 900],
        [390, 844],
      ] as const) {
        // axe is injected as an inline script, which the pages' Content-Security-Policy rightly refuses.
        const context = await server.browser.newContext({ viewport: { width, height }, bypassCSP: true });
        const page = await context.newPage();
        const problems: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') problems.push(`console: ${message.text()}`);
        });
        page.on('request', (request) => {
          if (!request.url().startsWith(server.baseUrl)) problems.push(`third-party request: ${request.url()}`);
        });
        const response = await page.goto(`${server.baseUrl}${journey.page}`);
        expect(response?.status()).toBe(200);
        expect(response?.headers()['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-/);
        expect(await page.evaluate(() => document.scripts.length)).toBe(0);

        // The map: an image named by its title and its sentence, every crossing in it and in its own title.
        const map = page.getByRole('img', { name: new RegExp(`^${t.mapTitle}`) });
        await map.waitFor();
        const mapName = (await map.getAttribute('aria-labelledby'))
          ?.split(' ')
          .map((id) => `#${id}`)
          .join(',');
        const said = (await page.locator(mapName ?? '').allTextContents()).join(' ');
        for (const name of crossings) expect(said).toContain(name);
        const titles = await page.$$eval('#journey-map g.jm-crossing > title', (nodes) =>
          nodes.map((node) => node.textContent ?? ''),
        );
        expect(titles).toHaveLength(crossings.length);
        crossings.forEach((name, index) => {
          expect(titles[index]).toContain(name);
        });
        const shaded = await page.$$eval('#journey-map path[data-role="stopped"]', (paths) =>
          paths.map((node) => node.getAttribute('data-country')),
        );
        expect(shaded).toEqual([...stopped].sort());
        const seaLegs = await page.locator('#journey-map > svg line.jm-sea').count();
        expect(seaLegs).toBe(transito.pasos.filter((paso) => paso.tipo !== 'frontera').length);

        // The time bar: an image named by its title and its sentence, its legend and the numbered list after it.
        const bar = page.getByRole('img', { name: new RegExp(`^${t.barTitle}`) });
        await bar.waitFor();
        const legend = await page.$$eval('#journey-bar .legend li', (items) => items.map((item) => item.textContent));
        expect(legend).toEqual(expect.arrayContaining([t.driving, t.deliveryWindow]));
        expect(await page.locator('#journey-timeline > li').count()).toBe(transito.paradas.length + 2);

        // The page never scrolls sideways; at 390 px the bar scrolls inside its own frame.
        const widths = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          viewport: document.documentElement.clientWidth,
          map: document.querySelector('#journey-map svg')?.getBoundingClientRect().right ?? 0,
          bar: document.querySelector('.tb-scroll')?.scrollWidth ?? 0,
          barFrame: document.querySelector('.tb-scroll')?.clientWidth ?? 0,
        }));
        expect(widths.page).toBe(widths.viewport);
        expect(widths.map).toBeLessThanOrEqual(widths.viewport);
        if (width === 390) expect(widths.bar).toBeGreaterThan(widths.barFrame);

        await page
          .locator('#journey-map')
          .screenshot({ path: path.join(SCREENSHOTS, `${journey.name}-map-${width}.png`) });
        await page
          .locator('#journey-bar')
          .screenshot({ path: path.join(SCREENSHOTS, `${journey.name}-bar-${width}.png`) });
        failures.push(...(await axeViolations(page)).map((violation) => `${journey.name} ${width}: ${violation}`));
        failures.push(...problems.map((problem) => `${journey.name} ${width}: ${problem}`));
        await context.close();
      }
    }
    expect(failures).toEqual([]);
  },
  180_000,
);
