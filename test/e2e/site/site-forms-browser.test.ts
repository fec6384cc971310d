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
