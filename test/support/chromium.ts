import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { seedFuelFigures } from '#infra/local/seed-fuel.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { dynamoFuelStore } from '#shared/store/fuel-store.ts';
import { fuelFigureAt } from './fuel-figures.ts';
import { type FileServer, useLocalServer } from './local-server.ts';

/** Debian's Chromium, which playwright-core drives: nothing is downloaded. */
const CHROMIUM = '/usr/bin/chromium';

export const hasChromium = existsSync(CHROMIUM);

/**
 * `test` where Chromium is installed; elsewhere `test.skip`, with a line saying which tests are skipped and how to
 * install it.
 */
export const browserTestFor = (what: string): jest.It => {
  if (hasChromium) return test;
  console.warn(`Skipping ${what}: ${CHROMIUM} is missing (Debian: apt-get install -y chromium).`);
  return test.skip;
};

/** A headless Chromium that reaches nothing but what a test points it at, or undefined where there is none. */
export const launchChromium = async (): Promise<Browser | undefined> =>
  hasChromium
    ? chromium.launch({
        executablePath: CHROMIUM,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      })
    : undefined;

/** The local server of a test file and the Chromium that visits it. */
export interface BrowserSite extends FileServer {
  /** The browser, where Chromium is installed (tests declared with `browserTestFor` run only there). */
  readonly browser: Browser;
}

/**
 * Registers the hooks of a browser test file: the local server over fresh tables with these settings (the diesel
 * figures of the past weeks and of this week seeded first, for `fuel`), and a headless Chromium; both close after
 * the file's tests.
 */
export const useBrowserSite = (
  label: string,
  settings: Record<string, string> = {},
  { fuel = false }: { fuel?: boolean } = {},
): BrowserSite => {
  // Declared first, so the browser closes before the server does.
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });
  const server = useLocalServer(
    label,
    settings,
    fuel
      ? async (tables) => {
          const client = createDocumentClient({
            DYNAMODB_ENDPOINT: process.env.DYNAMODB_ENDPOINT,
            AWS_REGION: 'eu-west-1',
          });
          await seedFuelFigures(client, tables.FUEL_TABLE_NAME, new Date());
          await dynamoFuelStore(client, tables.FUEL_TABLE_NAME).put(fuelFigureAt());
        }
      : undefined,
  );
  return {
    get baseUrl() {
      return server.baseUrl;
    },
    url: server.url,
    get browser() {
      if (!browser) throw new Error(`No Chromium for ${label}: ${CHROMIUM} is missing`);
      return browser;
    },
  };
};
