import type { Browser, Page } from 'playwright-core';
import { seedFuelFigures } from '#infra/local/seed-fuel.ts';
import { LANGUAGES } from '#shared/domain/languages.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { dynamoFuelStore } from '#shared/store/fuel-store.ts';
import { browserTestFor, launchChromium } from '#test/support/chromium.ts';
import { fuelFigureAt } from '#test/support/fuel-figures.ts';
import { type RunningServer, startLocalServer } from '#test/support/local-server.ts';
import { useFreshTables } from '#test/support/test-tables.ts';

const browserTest = browserTestFor('the site form browser tests');

const SITE_BASE_URL = 'https://freight-estimate.example.com';

let server: RunningServer;
let browser: Browser | undefined;

beforeAll(async () => {
  const names = await useFreshTables('e2e-site-forms');
  const client = createDocumentClient({ DYNAMODB_ENDPOINT: process.env.DYNAMODB_ENDPOINT, AWS_REGION: 'eu-west-1' });
  await seedFuelFigures(client, names.FUEL_TABLE_NAME, new Date());
  await dynamoFuelStore(client, names.FUEL_TABLE_NAME).put(fuelFigureAt());
  Object.assign(process.env, {
    SITE_BASE_URL,
    OPEN_DATA_QUOTA_PER_WINDOW: '100000',
    ESTIMATE_QUOTA_PER_MINUTE: '10000',
    ESTIMATE_QUOTA_PER_DAY: '100000',
    POWERTOOLS_LOG_LEVEL: 'SILENT',
  });
  server = await startLocalServer({ siteBaseUrl: SITE_BASE_URL });
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server.close();
});

const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`);

/** Submits the form as it stands, as a person does, and waits for the answer. */
const submit = async (page: Page) => {
  const [response] = await Promise.all([page.waitForNavigation(), page.click('form button[type=submit]')]);
  return response;
};

/** Next year's calendar is always inside the window (this year and the next, in Central European Time). */
const nextYear = new Date().getUTCFullYear() + 1;

describe('the route planner keeps the departure it was asked for', () => {
  browserTest.each([
    ['winter (UTC+1)', `${nextYear}-12-05T18:00`, '+01:00'],
    ['summer (UTC+2)', `${nextYear}-07-02T18:00`, '+02:00'],
  ])(
    'in %s, in every language, its field holds the time asked and resubmitting it keeps it',
    async (_season, departure, offset) => {
      const page = await (browser as Browser).newPage();
      for (const locale of LANGUAGES) {
        const url = `${server.baseUrl}${prefix(locale)}/driving-bans/route?countries=ES,FR&departure=${departure}`;
        expect((await page.goto(url))?.status()).toBe(200);
        expect(await page.inputValue('#departure')).toBe(departure);
        // The JSON link carries the same instant, with the offset of Central European Time on that day.
        const json = new URL((await page.getAttribute('a[type="application/json"]', 'href')) as string, url);
        expect(json.searchParams.get('departure')).toBe(`${departure}:00${offset}`);
        for (let round = 0; round < 2; round += 1) {
          expect((await submit(page))?.status()).toBe(200);
          expect(await page.inputValue('#departure')).toBe(departure);
        }
        // An instant sent with its offset shows in the field as the wall-clock time in Central European Time.
        const utc = new Date(`${departure}:00${offset}`).toISOString().replace('.000Z', 'Z');
        await page.goto(`${server.baseUrl}${prefix(locale)}/driving-bans/route?countries=ES,FR&departure=${utc}`);
        expect(await page.inputValue('#departure')).toBe(departure);
      }
      await page.close();
    },
    120_000,
  );
});

interface Problem {
  status: number;
  parameter?: string;
  detail?: string;
  errors?: { parameter?: string; detail: string }[];
}

/** The detail an API problem gives for one parameter. */
const detailFor = (problem: Problem, name: string) =>
  problem.errors?.find((error) => error.parameter === name)?.detail ??
  (problem.parameter === name ? problem.detail : undefined);

describe('a parameter given twice is refused as repeated', () => {
  browserTest(
    'on the estimate page in every language, never priced as a decimal comma, as the API refuses it',
    async () => {
      const page = await (browser as Browser).newPage();
      for (const locale of LANGUAGES) {
        const query = 'origen=Barcelona&destino=Milan&metros=2&metros=3';
        const api = await fetch(`${server.baseUrl}/api/agentes/v1/estimaciones?${query}`, {
          headers: { 'Accept-Language': locale },
        });
        const problem = (await api.json()) as Problem;
        expect(api.status).toBe(400);
        const repeated = detailFor(problem, 'metros') as string;
        expect(repeated).toContain('metros');
        expect(repeated).not.toContain('2,3');

        const response = await page.goto(`${server.baseUrl}${prefix(locale)}/estimate?${query}`);
        expect(response?.status()).toBe(422);
        expect(await page.$('.total')).toBeNull();
        expect(await page.getAttribute('#metros', 'aria-invalid')).toBe('true');
        expect(await page.textContent('[role=alert]')).toContain(repeated);
      }
      await page.close();
    },
    120_000,
  );

  browserTest(
    'on the route page in every language and on the route API, for the departure; the lists take a repeat as more items',
    async () => {
      const page = await (browser as Browser).newPage();
      const first = `${nextYear}-12-05T18:00`;
      const second = `${nextYear}-12-06T18:00`;
      for (const locale of LANGUAGES) {
        const api = await fetch(
          `${server.baseUrl}/api/geo/traffic-bans/route?countries=ES,FR&departure=${first}:00%2B01:00&departure=${second}:00%2B01:00&lang=${locale}`,
        );
        const problem = (await api.json()) as Problem;
        expect(api.status).toBe(400);
        const repeated = detailFor(problem, 'departure') as string;
        expect(repeated).toContain('departure');
        expect(repeated).not.toContain(first);

        const query = `countries=ES&countries=FR&departure=${first}&departure=${second}`;
        const response = await page.goto(`${server.baseUrl}${prefix(locale)}/driving-bans/route?${query}`);
        expect(response?.status()).toBe(400);
        expect(await page.getAttribute('#departure', 'aria-invalid')).toBe('true');
        expect(await page.getAttribute('#countries', 'aria-invalid')).toBeNull();
        expect(await page.$('.result')).toBeNull();
        expect(await page.textContent('[role=alert]')).toContain(repeated);

        const lists = await fetch(
          `${server.baseUrl}/api/geo/traffic-bans/route?countries=ES&countries=FR&hours=8&hours=8&departure=${first}:00%2B01:00&lang=${locale}`,
        );
        expect(lists.status).toBe(200);
      }
      await page.close();
    },
    120_000,
  );
});

/** Tables, or the boxes that scroll them, wider than the room they have: what a reader would scroll sideways. */
const sidewaysTables = (page: Page) =>
  page.$$eval('main table', (tables) =>
    tables.flatMap((table) => {
      const box = table.closest('.scroll') ?? table;
      const room = (box.parentElement as HTMLElement).clientWidth;
      const wide =
        table.scrollWidth > table.clientWidth ||
        box.scrollWidth > box.clientWidth ||
        table.getBoundingClientRect().width > room + 0.5;
      const name = table.querySelector('caption')?.textContent ?? table.className ?? 'table';
      return wide ? [`${name || 'table'} (${table.scrollWidth} px in ${Math.min(box.clientWidth, room)} px)`] : [];
    }),
  );

browserTest(
  'at 390 px every ban table reads without sideways scrolling, a row as a block with its column names',
  async () => {
    const context = await (browser as Browser).newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const targets = [
      '/driving-bans',
      '/driving-bans/france',
      '/driving-bans/italy',
      '/de/driving-bans/germany',
      '/ro/driving-bans/austria',
      '/es/driving-bans/spain',
      `/it/driving-bans/route?countries=ES,FR,IT&departure=${nextYear}-07-02T18:00&hours=8,14,8`,
    ];
    const failures: string[] = [];
    let tables = 0;
    for (const target of targets) {
      expect((await page.goto(`${server.baseUrl}${target}`))?.status()).toBe(200);
      tables += await page.$$eval('main table', (found) => found.length);
      for (const wide of await sidewaysTables(page)) failures.push(`${target}: ${wide}`);
    }
    expect(tables).toBeGreaterThan(targets.length);
    expect(failures).toEqual([]);
    // Each cell of a ban table names its column, which the hidden header row no longer shows above it.
    await page.goto(`${server.baseUrl}/driving-bans/france`);
    const labels = await page.$$eval('main table.stack td', (cells) =>
      cells.map((cell) => getComputedStyle(cell, '::before').content),
    );
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.every((label) => label !== 'none' && label !== '""')).toBe(true);
    // At a desktop width the same tables stay tables.
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await page.$eval('main table.stack td', (cell) => getComputedStyle(cell).display)).toBe('table-cell');
    await context.close();
  },
  120_000,
);
