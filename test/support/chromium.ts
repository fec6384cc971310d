import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium, which playwright-core drives: nothing is downloaded. */
const CHROMIUM = '/usr/bin/chromium';

const hasChromium = existsSync(CHROMIUM);

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
