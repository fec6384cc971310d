import fc from 'fast-check';
import type { Page } from 'playwright-core';
import { TRAFFIC_BAN_COUNTRIES } from '#data/traffic-bans/index.ts';
import { textsOf } from '#functions/site/texts/index.ts';
import { countryName } from '#functions/site/views/format.ts';
import { LANGUAGES } from '#shared/domain/languages.ts';
import { loadingWindow } from '#shared/domain/quote/shipment-rules.ts';
import { browserTestFor, useBrowserSite } from '#test/support/chromium.ts';

const browserTest = browserTestFor('the site form browser tests');

const SITE_BASE_URL = 'https://freight-estimate.example.com';

const server = useBrowserSite(
  'e2e-site-forms',
  {
    SITE_BASE_URL,
    OPEN_DATA_QUOTA_PER_WINDOW: '100000',
    ESTIMATE_QUOTA_PER_MINUTE: '10000',
    ESTIMATE_QUOTA_PER_DAY: '100000',
  },
  { fuel: true },
);

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
      const page = await server.browser.newPage();
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

/** What a page must not say to a person: parameter names, interval notation, formats for programs. */
const FOR_PROGRAMS = /Parameter|"[a-zA-Z]+"|\(0,|\]|RFC 3339|pesoKg|cpDestino|paisDestino|metros=|YYYY/;

/** The problems of a page's alert, and the labels of the form's fields in their order. */
const problemsOn = async (page: Page) => ({
  items: await page.$$eval('[role=alert] li', (items) => items.map((item) => item.textContent ?? '')),
  labels: await page.$$eval('form label', (labels) => labels.map((label) => label.getAttribute('for'))),
  linked: await page.$$eval('[role=alert] li a', (links) => links.map((link) => link.getAttribute('href'))),
});

describe('a parameter given twice is refused as repeated', () => {
  browserTest(
    'on the estimate page in every language, never priced as a decimal comma, as the API refuses it',
    async () => {
      const page = await server.browser.newPage();
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
        const t = textsOf(locale);
        expect((await problemsOn(page)).items).toEqual([
          `${t.estimate.fieldNames.metros}${t.fieldProblems.separator}${t.fieldProblems.repeated}`,
        ]);
      }
      await page.close();
    },
    120_000,
  );

  browserTest(
    'on the estimate page in every language, for the pallets as for the API’s parameters',
    async () => {
      const page = await server.browser.newPage();
      for (const locale of LANGUAGES) {
        const query = 'origen=Barcelona&destino=Milan&paletsEuro=6&paletsEuro=7&remontable=1&remontable=1';
        const response = await page.goto(`${server.baseUrl}${prefix(locale)}/estimate?${query}`);
        expect(response?.status()).toBe(422);
        expect(await page.$('.total')).toBeNull();
        expect(await page.getAttribute('#paletsEuro', 'aria-invalid')).toBe('true');
        const t = textsOf(locale);
        expect((await problemsOn(page)).items).toEqual([
          `${t.estimate.fieldNames.paletsEuro}${t.fieldProblems.separator}${t.fieldProblems.repeated}`,
          `${t.estimate.fieldNames.remontable}${t.fieldProblems.separator}${t.fieldProblems.repeated}`,
        ]);
      }
      await page.close();
    },
    120_000,
  );

  browserTest(
    'on the route page in every language and on the route API, for the departure; the lists take a repeat as more items',
    async () => {
      const page = await server.browser.newPage();
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
        const t = textsOf(locale);
        expect((await problemsOn(page)).items).toEqual([
          `${t.route.fieldNames.departure}${t.fieldProblems.separator}${t.fieldProblems.repeated}`,
        ]);

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
    const context = await server.browser.newContext({ viewport: { width: 390, height: 844 } });
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

describe('pages speak to people', () => {
  browserTest(
    'the estimate page says each problem in one sentence of its language, field label first, in the order of the form',
    async () => {
      const page = await server.browser.newPage();
      const query = 'origen=Madrid&destino=Milan&paisDestino=FR&metros=12&pesoKg=abc&fecha=25/11/2026';
      for (const locale of LANGUAGES) {
        const t = textsOf(locale);
        const response = await page.goto(`${server.baseUrl}${prefix(locale)}/estimate?${query}`);
        expect(response?.status()).toBe(422);
        const { items, labels, linked } = await problemsOn(page);
        const fields = ['origen', 'paisDestino', 'metros', 'pesoKg', 'fecha'] as const;
        // In the order of the form, each linked to its field.
        expect(linked).toEqual(fields.map((field) => `#${field}`));
        expect(labels.filter((id) => fields.some((field) => field === id))).toEqual([...fields]);
        fields.forEach((field, position) => {
          const item = items[position] as string;
          expect(item.startsWith(`${t.estimate.fieldNames[field]}${t.fieldProblems.separator}`)).toBe(true);
          expect(item).not.toMatch(FOR_PROGRAMS);
          expect(item).toMatch(/\.$/);
        });
        // The same sentence next to the field, which is marked invalid.
        for (const field of fields) {
          expect(await page.getAttribute(`#${field}`, 'aria-invalid')).toBe('true');
          expect(await page.textContent(`#${field}-error`)).toBe(` ${items[fields.indexOf(field)]}`);
        }
      }
      await page.goto(`${server.baseUrl}/estimate?${query}`);
      expect((await problemsOn(page)).items).toEqual([
        'Origin city: “Madrid” is not a city the estimate knows; enter Barcelona, or leave the city empty and enter the postal code.',
        'Destination country: Milan is in Italy; enter IT or leave the field empty.',
        'Loading metres: enter a number more than 0 and at most 10, such as 2.4.',
        'Weight: enter a number of kilograms, more than 0 and at most 24,000.',
        expect.stringMatching(/^Loading date: choose a day from \w+ \d{1,2}, \d{4} to \w+ \d{1,2}, \d{4}\.$/),
      ]);
      await page.goto(`${server.baseUrl}/de/estimate?${query}`);
      expect((await problemsOn(page)).items[3]).toBe(
        'Gewicht: Geben Sie eine Zahl in Kilogramm ein, größer als 0 und höchstens 24.000.',
      );
      await page.goto(`${server.baseUrl}/es/estimate?${query}`);
      expect((await problemsOn(page)).items[2]).toBe(
        'Metros lineales: indique un número mayor que 0 y no superior a 10, por ejemplo 2,4.',
      );

      // The API keeps its texts for programs.
      const api = (await (
        await fetch(`${server.baseUrl}/api/agentes/v1/estimaciones?origen=Barcelona&destino=Milan&metros=12`, {
          headers: { 'Accept-Language': 'en' },
        })
      ).json()) as Problem;
      expect(detailFor(api, 'metros')).toBe('metros=12 is outside the accepted range (0, 10].');
      await page.close();
    },
    120_000,
  );

  browserTest(
    'pallets are refused for what is wrong with them, with the rest of the form, never priced',
    async () => {
      const page = await server.browser.newPage();
      const cases: [string, string[]][] = [
        [
          'origen=Madrid&destino=Milan&metros=2&paletsEuro=6',
          [
            'Origin city: “Madrid” is not a city the estimate knows; enter Barcelona, or leave the city empty and enter the postal code.',
            'Loading metres: enter the loading metres or the pallets, not both.',
          ],
        ],
        [
          'origen=Barcelona&destino=Milan&paletsEuro=2.5',
          ['Euro pallets: enter a whole number from 0 to 66, with at least one pallet in all.'],
        ],
        [
          'origen=Barcelona&destino=Milan&paletsEuro=0&paletsIndustriales=0',
          ['Euro pallets: enter a whole number from 0 to 66, with at least one pallet in all.'],
        ],
        [
          'origen=Barcelona&destino=Milan&paletsEuro=33&paletsIndustriales=1',
          [
            'Euro pallets: in rows these pallets need 14.2 m of floor, more than a trailer’s 13.6 m; enter fewer pallets.',
          ],
        ],
        [
          'origen=Barcelona&destino=Milan&paletsIndustriales=22',
          [
            'Industrial pallets: these pallets take 11 loading metres and the estimate covers at most 10; for this load, ask the operator for an offer.',
          ],
        ],
        [
          'origen=Barcelona&destino=Milan&paletsEuro=6&remontable=yes',
          ['Stacked two high: tick the box or leave it empty.'],
        ],
      ];
      for (const [query, items] of cases) {
        const response = await page.goto(`${server.baseUrl}/estimate?${query}`);
        expect(response?.status()).toBe(422);
        expect(await page.$('.total')).toBeNull();
        expect((await problemsOn(page)).items).toEqual(items);
      }
      for (const locale of LANGUAGES) {
        await page.goto(
          `${server.baseUrl}${prefix(locale)}/estimate?origen=Barcelona&destino=Milan&paletsIndustriales=22`,
        );
        const [item] = (await problemsOn(page)).items as [string];
        expect(
          item.startsWith(
            `${textsOf(locale).estimate.fieldNames.paletsIndustriales}${textsOf(locale).fieldProblems.separator}`,
          ),
        ).toBe(true);
        expect(item).not.toMatch(FOR_PROGRAMS);
        expect(item).toMatch(/\.$/);
      }
      await page.close();
    },
    120_000,
  );

  browserTest(
    'a destination postal code that cannot exist is said once, with one example of its country, ending with a full stop',
    async () => {
      const page = await server.browser.newPage();
      for (const locale of LANGUAGES) {
        await page.goto(
          `${server.baseUrl}${prefix(locale)}/estimate?origen=Barcelona&cpDestino=123&paisDestino=IT&metros=2`,
        );
        const { items } = await problemsOn(page);
        expect(items).toHaveLength(1);
        const [item] = items as [string];
        expect(item.startsWith(textsOf(locale).estimate.fieldNames.cpDestino)).toBe(true);
        expect(item.match(/20121/g)).toHaveLength(1);
        expect(item).toContain(countryName(locale, 'IT'));
        expect(item).not.toMatch(FOR_PROGRAMS);
        expect(item).toMatch(/\.$/);
      }
      await page.goto(`${server.baseUrl}/estimate?origen=Barcelona&cpDestino=123&paisDestino=IT&metros=2`);
      expect((await problemsOn(page)).items).toEqual([
        'Destination postal code: enter a postal code of Italy, such as 20121.',
      ]);
      await page.close();
    },
    120_000,
  );

  browserTest(
    'the route page says what to enter for each field, a date and time for the departure, never a format for programs',
    async () => {
      const page = await server.browser.newPage();
      for (const locale of LANGUAGES) {
        const t = textsOf(locale);
        const response = await page.goto(
          `${server.baseUrl}${prefix(locale)}/driving-bans/route?countries=ES,ZZ&departure=1999-01-01T10:00&hours=abc`,
        );
        expect(response?.status()).toBe(400);
        const { items, linked } = await problemsOn(page);
        expect(linked).toEqual(['#countries', '#departure', '#hours']);
        (['countries', 'departure', 'hours'] as const).forEach((field, position) => {
          const item = items[position] as string;
          expect(item.startsWith(`${t.route.fieldNames[field]}${t.fieldProblems.separator}`)).toBe(true);
          expect(item).not.toMatch(FOR_PROGRAMS);
          expect(item).toMatch(/\.$/);
        });
        expect(await page.getAttribute('#departure', 'aria-invalid')).toBe('true');

        await page.goto(
          `${server.baseUrl}${prefix(locale)}/driving-bans/route?countries=ES,FR,IT&departure=${nextYear}-07-02T18:00&hours=8,14`,
        );
        const mismatch = (await problemsOn(page)).items;
        expect(mismatch).toHaveLength(1);
        expect(mismatch[0]).toContain('3');
        expect(mismatch[0]).toContain('2');
        expect(mismatch[0]).not.toMatch(FOR_PROGRAMS);
      }
      await page.goto(`${server.baseUrl}/driving-bans/route?countries=ES,ZZ&departure=1999-01-01T10:00&hours=abc`);
      const thisYear = nextYear - 1;
      expect((await problemsOn(page)).items).toEqual([
        'Countries: enter up to 12 country codes in travel order, separated by commas, such as ES,FR,IT.',
        `Departure: choose a date and time from January 1, ${thisYear} to December 31, ${nextYear}, in Central European Time.`,
        'Hours in each country: enter one number of hours for each country, in the same order, each more than 0 and at most 240, such as 8,14,8.',
      ]);
      await page.close();
    },
    120_000,
  );
});

/** The page as a reader sees it: its status, the form's values and the main content, the instant of expiry masked. */
const pageState = async (page: Page, status: number | undefined, validUntil: string) => ({
  status,
  form: await page.$$eval('main form input', (inputs) =>
    inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value]),
  ),
  main: await page.$eval(
    'main',
    (main, label) => {
      const copy = main.cloneNode(true) as HTMLElement;
      // The quote's expiry is minutes after the request: two requests a second apart may fall in two minutes.
      for (const term of Array.from(copy.querySelectorAll('dl.facts dt'))) {
        if (term.textContent === label) term.nextElementSibling?.remove();
      }
      return copy.innerHTML;
    },
    validUntil,
  ),
});

/** Opens a page, then submits its own form as it stands, and gives both states. */
const roundTrip = async (page: Page, url: string, validUntil: string) => {
  const first = await pageState(page, (await page.goto(url))?.status(), validUntil);
  const second = await pageState(page, (await submit(page))?.status(), validUntil);
  return { first, second };
};

const localeArbitrary = fc.constantFrom(...LANGUAGES);

/** A decimal as a person writes it in the page's language: 2,5 in a comma language, 2.5 in English. */
const written = (value: number, locale: string) => (locale === 'en' ? String(value) : String(value).replace('.', ','));

describe('a page reproduces itself from its own form', () => {
  const addDays = (date: string, days: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  browserTest(
    'for random valid estimates in every language, submitting the page’s form gives the same page',
    async () => {
      const page = await server.browser.newPage();
      const { today } = loadingWindow(new Date());
      const estimate = fc.record({
        locale: localeArbitrary,
        origin: fc.oneof(
          fc.record({ origen: fc.constantFrom('Barcelona', 'barcelona', ' BARCELONA ') }),
          fc.record({ cpOrigen: fc.constantFrom('08001', '28001', '46001', '41001', '50001') }),
        ),
        destination: fc.oneof(
          fc.record({ destino: fc.constantFrom('Milan', 'Milano', 'Milán', 'milano') }),
          fc.record({
            cpDestino: fc.constantFrom('20121', '00184', '10121'),
            paisDestino: fc.constantFrom('IT', 'it'),
          }),
          fc.record({ cpDestino: fc.constantFrom('75001', '69001'), paisDestino: fc.constant('FR') }),
          fc.record({ cpDestino: fc.constantFrom('10115', '80331'), paisDestino: fc.constant('DE') }),
        ),
        load: fc.oneof(
          fc.record({ metros: fc.integer({ min: 1, max: 1000 }).map((centi) => centi / 100) }),
          // Pallets within the estimate's 10 loading metres, stacked or not.
          fc.record({
            paletsEuro: fc.option(fc.integer({ min: 0, max: 12 }), { nil: undefined }),
            paletsIndustriales: fc.integer({ min: 1, max: 10 }),
            remontable: fc.boolean(),
          }),
        ),
        pesoKg: fc.option(fc.integer({ min: 1, max: 24_000 }), { nil: undefined }),
        fecha: fc.option(fc.integer({ min: 1, max: 29 }), { nil: undefined }),
      });
      await fc.assert(
        fc.asyncProperty(estimate, async ({ locale, origin, destination, load, pesoKg, fecha }) => {
          const query = new URLSearchParams({
            ...origin,
            ...destination,
            ...('metros' in load
              ? { metros: written(load.metros, locale) }
              : {
                  ...(load.paletsEuro === undefined ? {} : { paletsEuro: String(load.paletsEuro) }),
                  paletsIndustriales: String(load.paletsIndustriales),
                  ...(load.remontable ? { remontable: '1' } : {}),
                }),
            ...(pesoKg === undefined ? {} : { pesoKg: String(pesoKg) }),
            ...(fecha === undefined ? {} : { fecha: addDays(today, fecha) }),
          });
          const url = `${server.baseUrl}${prefix(locale)}/estimate?${query}`;
          const { first, second } = await roundTrip(page, url, textsOf(locale).estimate.validUntil);
          expect(first.status).toBe(200);
          expect(second).toEqual(first);
        }),
        { numRuns: 25 },
      );
      await page.close();
    },
    300_000,
  );

  browserTest(
    'for random valid routes in every language, submitting the page’s form gives the same page',
    async () => {
      const page = await server.browser.newPage();
      const today = new Date().toISOString().slice(0, 10);
      const route = fc.record({
        locale: localeArbitrary,
        countries: fc.uniqueArray(fc.constantFrom(...TRAFFIC_BAN_COUNTRIES), { minLength: 1, maxLength: 4 }),
        separator: fc.constantFrom(',', ', ', ' ', ' → '),
        lowerCase: fc.boolean(),
        // Within the calendar's window whatever today is: it runs to the end of next year.
        day: fc.integer({ min: 0, max: 300 }),
        hour: fc.integer({ min: 0, max: 23 }),
        minute: fc.integer({ min: 0, max: 59 }),
        hours: fc.option(fc.array(fc.integer({ min: 1, max: 72 }), { minLength: 4, maxLength: 4 }), {
          nil: undefined,
        }),
      });
      await fc.assert(
        fc.asyncProperty(route, async ({ locale, countries, separator, lowerCase, day, hour, minute, hours }) => {
          const two = (value: number) => String(value).padStart(2, '0');
          const codes = countries.join(separator);
          const query = new URLSearchParams({
            countries: lowerCase ? codes.toLowerCase() : codes,
            departure: `${addDays(today, day)}T${two(hour)}:${two(minute)}`,
            ...(hours === undefined ? {} : { hours: hours.slice(0, countries.length).join(',') }),
          });
          const url = `${server.baseUrl}${prefix(locale)}/driving-bans/route?${query}`;
          const { first, second } = await roundTrip(page, url, '');
          expect(first.status).toBe(200);
          expect(second).toEqual(first);
        }),
        { numRuns: 25 },
      );
      await page.close();
    },
    300_000,
  );
});
