import type { Page } from 'playwright-core';
import { connectClient, textOf } from '#test/e2e/mcp/mcp-client.ts';
import { browserTestFor, useBrowserSite } from '#test/support/chromium.ts';
import { inProcessSite } from '#test/support/in-process-site.ts';

const browserTest = browserTestFor('the ban level browser tests');

const SITE_BASE_URL = 'https://freight-estimate.example.com';

const server = useBrowserSite('e2e-site-levels', { SITE_BASE_URL, OPEN_DATA_QUOTA_PER_WINDOW: '100000' });

interface Entry {
  country: string;
  date: string;
  scope: string;
}

/** The calendar as the open-data API serves it today, from today to the end of its window. */
const servedCalendar = async (countries: string) => {
  const today = new Date().toISOString().slice(0, 10);
  const response = await fetch(`${server.baseUrl}/api/geo/traffic-bans?country=${countries}&from=${today}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { bans: Entry[] }).bans;
};

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const levelOf = async (page: Page, selector: string) => page.getAttribute(selector, 'data-level');

browserTest(
  'the map and the week table give a road-only Spanish day as roads, and the Austrian weekdays without a dated ban as night',
  async () => {
    const bans = await servedCalendar('ES,AT');
    // The next day with a Spanish entry: Spain bans lorries road by road, never the whole country.
    const spanish = bans.find((entry) => entry.country === 'ES');
    expect(spanish?.scope).toBe('specific-roads');
    const day = spanish?.date as string;
    const austrianDays = new Set(bans.filter((entry) => entry.country === 'AT').map((entry) => entry.date));
    const page = await server.browser.newPage();
    await page.goto(`${server.baseUrl}/driving-bans?date=${day}`);

    expect(await levelOf(page, 'path[data-country="ES"]')).toBe('roads');
    expect(await levelOf(page, `td[data-country="ES"][data-date="${day}"]`)).toBe('roads');
    expect(await page.textContent(`td[data-country="ES"][data-date="${day}"]`)).toMatch(/^Roads \d\d:\d\d–\d\d:\d\d/);
    const legend = await page.$$eval('.map figcaption li', (items) => items.map((item) => item.textContent));
    expect(legend).toEqual([
      'Ban in the whole country',
      'Ban on transit traffic only',
      'Ban in some regions',
      'Ban on named roads only',
      'Night ban only',
      'No ban on this day',
      'Rules without dated bans',
    ]);
    expect(await levelOf(page, 'path[data-country="PT"]')).toBe('undated');
    const week = Array.from({ length: 7 }, (_, offset) => addDays(day, offset));
    for (const date of week.filter((date) => !austrianDays.has(date))) {
      const cell = `td[data-country="AT"][data-date="${date}"]`;
      expect(await levelOf(page, cell)).toBe('night');
      expect(await page.textContent(cell)).toBe('Night 22:00–05:00');
    }
    await page.close();
  },
  60_000,
);

browserTest(
  'a transit-only day (Luxembourg) has its own level, colour, legend and words on the map, the week table, the home page, the feed and the MCP text',
  async () => {
    const bans = await servedCalendar('LU');
    const transit = bans.find((entry) => entry.scope === 'transit');
    expect(transit).toBeDefined();
    const day = transit?.date as string;
    expect(bans.filter((entry) => entry.date === day).every((entry) => entry.scope === 'transit')).toBe(true);
    const page = await server.browser.newPage();
    for (const [prefix, short, long] of [
      ['', 'Transit', 'Ban on transit traffic only'],
      ['/de', 'Transit', 'Fahrverbot nur für den Transitverkehr'],
      ['/es', 'Tránsito', 'Prohibición solo para el tráfico de tránsito'],
    ] as const) {
      await page.goto(`${server.baseUrl}${prefix}/driving-bans?date=${day}`);
      expect(await levelOf(page, 'path[data-country="LU"]')).toBe('transit');
      expect(await page.textContent('path[data-country="LU"] title')).toContain(long);
      const cell = `td[data-country="LU"][data-date="${day}"]`;
      expect(await levelOf(page, cell)).toBe('transit');
      expect(await page.textContent(cell)).toMatch(new RegExp(`^${short} \\d\\d:\\d\\d–\\d\\d:\\d\\d`));
      const legend = await page.$$eval('.map figcaption li', (items) => items.map((item) => item.textContent));
      expect(legend).toContain(long);
      // Its own colour, on the map and in the week table: not the whole-country ban's.
      const colours = await page.evaluate(
        ([country, date]) => {
          const fill = (selector: string) => getComputedStyle(document.querySelector(selector) as Element).fill;
          const background = (selector: string) =>
            getComputedStyle(document.querySelector(selector) as Element).backgroundColor;
          return {
            transitFill: fill(`path[data-country="${country}"]`),
            nationwideFill: fill('.map figcaption .lv-nationwide'),
            transitCell: background(`td[data-country="${country}"][data-date="${date}"]`),
          };
        },
        ['LU', day],
      );
      expect(colours.transitFill).not.toBe(colours.nationwideFill);
      expect(colours.transitCell).not.toBe('rgb(179, 38, 30)');
      expect(colours.transitCell).not.toBe('rgba(0, 0, 0, 0)');
    }

    // The home page of that day lists Luxembourg with the same words.
    const site = inProcessSite();
    const home = await site.handle({
      path: '/',
      query: {},
      now: new Date(`${day}T11:00:00Z`),
      clientIp: '203.0.113.9',
    });
    await page.setContent(home.body);
    const today = 'ul.day-bans li[data-country="LU"]';
    expect(await page.getAttribute(today, 'data-level')).toBe('transit');
    expect(await page.textContent(today)).toMatch(/^Luxembourg: Transit \d\d:\d\d/);
    await page.close();

    // The feed's summaries say transit, as they say the roads of a road ban.
    const feed = await (await fetch(`${server.baseUrl}/api/geo/traffic-bans.ics?country=LU&lang=en`)).text();
    const summaries = feed.split('\r\n').filter((line) => line.startsWith('SUMMARY:'));
    expect(summaries.length).toBeGreaterThan(0);
    const dated = summaries.filter((line) => !line.includes('Night driving ban'));
    expect(dated.filter((line) => !line.startsWith('SUMMARY:LU · Truck ban · transit · '))).toEqual([]);
    expect(summaries.some((line) => line.startsWith('SUMMARY:LU · Truck ban · transit · '))).toBe(true);

    // The MCP text of that day names the level in words of its own.
    const { client } = await connectClient(server.baseUrl, 'current');
    try {
      const answer = await client.callTool({
        name: 'get_driving_bans',
        arguments: { country: 'LU', from: day, to: day },
      });
      expect(textOf(answer)).toMatch(/ {2}LU: transit only \d\d:\d\d/);
      const german = await client.callTool({
        name: 'get_driving_bans',
        arguments: { country: 'LU', from: day, to: day, lang: 'de' },
      });
      expect(textOf(german)).toMatch(/ {2}LU: nur Transit \d\d:\d\d/);
    } finally {
      await client.close();
    }
  },
  60_000,
);

/** Words of the ban tables and day lists that a line breaks inside, and tables that stick out of the page. */
const brokenWords = (page: Page) =>
  page.evaluate(() => {
    const broken: string[] = [];
    const lines = (rects: DOMRectList) =>
      new Set(
        Array.from(rects)
          .filter((rect) => rect.width > 0)
          .map((rect) => Math.round(rect.top)),
      ).size;
    const main = document.querySelector('main') as HTMLElement;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent === null || parent.closest('table, .day-bans') === null || parent.closest('.sr') !== null) continue;
      const text = node.textContent ?? '';
      for (const word of text.matchAll(/\S+/g)) {
        // Prose may break after a hyphen or dash (Montigny-le-Bretonneux); never inside the letters of a piece.
        let offset = word.index;
        for (const piece of word[0].split(/(?<=[-–])/)) {
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, offset + piece.length);
          if (lines(range.getClientRects()) > 1) broken.push(piece);
          offset += piece.length;
        }
      }
    }
    // Hours and road names are one unit each: 16:00–21:00 and CV-386 are never split, at the dash either.
    for (const unit of Array.from(main.querySelectorAll('.t'))) {
      if (lines(unit.getClientRects()) > 1) broken.push(unit.textContent ?? '');
    }
    const overflowing = document.documentElement.scrollWidth > window.innerWidth ? ['the page scrolls sideways'] : [];
    return [...broken, ...overflowing];
  });

browserTest(
  'no word or time of a ban table or day list is broken across lines at 390 px and 1280 px, and no page scrolls sideways',
  async () => {
    const bans = await servedCalendar('ES');
    const day = bans[0]?.date as string;
    const targets = [
      '/',
      `/driving-bans?date=${day}`,
      '/driving-bans/france',
      '/driving-bans/austria',
      '/de/driving-bans/germany',
      `/it/driving-bans?date=${day}`,
      '/ro/driving-bans/spain',
    ];
    const failures: string[] = [];
    for (const width of [390, 1280]) {
      const context = await server.browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      for (const target of targets) {
        await page.goto(`${server.baseUrl}${target}`);
        for (const word of await brokenWords(page)) failures.push(`${target} at ${width} px: ${word}`);
      }
      await context.close();
    }
    expect(failures).toEqual([]);
  },
  120_000,
);
