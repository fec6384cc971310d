import { gunzipSync } from 'node:zlib';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { trafficBanRules } from '#data/traffic-bans/index.ts';
import type { trafficBansHandler as Factory } from '#functions/traffic-bans/traffic-bans.ts';
import { parseConfig } from '#shared/config.ts';
import { LAMBDA_RESPONSE_LIMIT_BYTES, lambdaResultBytes } from '#shared/http/open-data.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { apiEvent, lambdaContext } from '#test/support/api-event.ts';
import { useFreshTables } from '#test/support/test-tables.ts';

type Handler = (event: unknown, context: unknown) => Promise<APIGatewayProxyStructuredResultV2>;
type Headers = Record<string, string>;
type Ban = Record<string, unknown> & { country: string; date: string; kind: string; start: string; end: string };

const SITE = 'https://bans.example.org';
const PATH = '/api/geo/traffic-bans';
/** The handler's clock, fixed for the run: the window cannot roll over between two requests of a test. */
const NOW = new Date();
const year = DateTime.fromJSDate(NOW).setZone('Europe/Brussels').year;
const next = year + 1;

let handler: Handler;
// Imported once the tables exist: the module also builds the deployed handler from the environment.
let trafficBansHandler: typeof Factory;

const handlerAt = (now: Date): Handler => {
  const settings = parseConfig(process.env);
  return trafficBansHandler({
    settings,
    client: createDocumentClient(settings),
    clock: () => new Date(now),
  }) as unknown as Handler;
};
let ipCounter = 0;
const freshIp = () => {
  ipCounter += 1;
  return `198.51.100.${ipCounter}`;
};

const get = async (query?: Headers, options: { path?: string; headers?: Headers; ip?: string } = {}) => {
  const response = await handler(
    apiEvent({ path: options.path ?? PATH, query, headers: options.headers, sourceIp: options.ip ?? freshIp() }),
    lambdaContext('traffic-bans'),
  );
  const headers = (response.headers ?? {}) as Headers;
  const text = response.isBase64Encoded
    ? gunzipSync(Buffer.from(response.body ?? '', 'base64')).toString('utf8')
    : (response.body ?? '');
  const json = headers['Content-Type']?.includes('json') ? JSON.parse(text) : undefined;
  return { ...response, headers, json };
};

type Interval = { start: number; end: number };

/** The feed read back with ical.js, local times resolved through the VTIMEZONE it carries. */
const readFeed = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(vtimezone);
  const vevents = calendar.getAllSubcomponents('vevent');
  const events = vevents
    .filter((vevent) => !vevent.hasProperty('recurrence-id'))
    .map((vevent) => ({ uid: String(vevent.getFirstPropertyValue('uid')), component: vevent }));
  /** Every occurrence of a series, its overrides (RECURRENCE-ID) applied. */
  const occurrences = (uid: string): Interval[] => {
    const related = vevents.filter((vevent) => vevent.getFirstPropertyValue('uid') === uid);
    const master = related.find((vevent) => !vevent.hasProperty('recurrence-id'));
    if (master === undefined) throw new Error(`no series ${uid}`);
    const event = new ICAL.Event(master, { exceptions: related.filter((vevent) => vevent !== master) });
    const iterator = event.iterator();
    const found: Interval[] = [];
    for (let next = iterator.next(); next; next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      found.push({ start: details.startDate.toJSDate().getTime(), end: details.endDate.toJSDate().getTime() });
    }
    return found;
  };
  return { events, occurrences, reset: () => ICAL.TimezoneService.reset() };
};

/** The intervals clipped to a range and merged where they touch, so two sets that cover the same time compare equal. */
const covered = (intervals: Interval[], range: Interval): Interval[] => {
  const clipped = intervals
    .map(({ start, end }) => ({ start: Math.max(start, range.start), end: Math.min(end, range.end) }))
    .filter(({ start, end }) => start < end)
    .sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of clipped) {
    const last = merged[merged.length - 1];
    if (last !== undefined && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
};

let full: Awaited<ReturnType<typeof get>>;

beforeAll(async () => {
  await useFreshTables('open-data-bans');
  process.env.SITE_BASE_URL = SITE;
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  ({ trafficBansHandler } = await import('#functions/traffic-bans/traffic-bans.ts'));
  handler = handlerAt(NOW);
  full = await get();
}, 30_000);

describe('the window follows the clock', () => {
  test('rolls over at midnight on 1 January in Brussels, without a deploy', async () => {
    const lastSecond = DateTime.fromObject(
      { year, month: 12, day: 31, hour: 23, minute: 59, second: 59 },
      {
        zone: 'Europe/Brussels',
      },
    );
    const before = handlerAt(lastSecond.toJSDate());
    const after = handlerAt(lastSecond.plus({ seconds: 1 }).toJSDate());
    const ask = async (at: Handler) => {
      const response = await at(
        apiEvent({ path: PATH, query: { country: 'DE', date: `${next}-01-01` }, sourceIp: freshIp() }),
        lambdaContext('traffic-bans'),
      );
      return JSON.parse(response.body ?? '{}') as { window: { years: number[] } };
    };

    expect((await ask(before)).window.years).toEqual([year, next]);
    expect((await ask(after)).window.years).toEqual([next, next + 1]);
  }, 30_000);
});

describe('GET /api/geo/traffic-bans without parameters', () => {
  test('answers the whole calendar of the current and the next year, in the spec’s shape', () => {
    expect(full.statusCode).toBe(200);
    expect(full.headers['Content-Type']).toBe('application/json; charset=utf-8');
    expect(full.json).toEqual(
      expect.objectContaining({
        generated: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        apiVersion: '1.1',
        timeReference: expect.objectContaining({
          zone: 'Europe/Brussels',
          label: expect.any(String),
          note: expect.any(String),
        }),
        window: { from: `${year}-01-01`, to: `${next}-12-31`, years: [year, next] },
        filters: { from: `${year}-01-01`, to: `${next}-12-31`, countries: null, include: [], lang: 'en' },
        source: `${SITE}/driving-bans`,
        countries: expect.any(Array),
        countriesWithoutDatedBans: expect.any(Array),
        recurring: expect.any(Array),
        bans: expect.any(Array),
        license: expect.objectContaining({ name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' }),
      }),
    );
    expect(full.json.count).toBe(full.json.bans.length);
    expect(full.json.count).toBeGreaterThan(100);
  });

  test('lists every country of the rules once, dated and without dated bans apart', () => {
    const listed = [...full.json.countries, ...full.json.countriesWithoutDatedBans].map(
      (c: { code: string }) => c.code,
    );

    expect(listed.sort()).toEqual(
      trafficBanRules()
        .map((rules) => rules.code)
        .sort(),
    );
  });

  test('keeps night bans as one recurring block per country, not as dated entries', () => {
    expect(full.json.recurring.length).toBeGreaterThan(0);
    expect(full.json.recurring[0]).toEqual(expect.objectContaining({ kind: 'night', days: 'daily' }));
    expect(full.json.bans.some((ban: Ban) => ban.kind === 'night')).toBe(false);
  });

  test('sorts the bans by date and carries both years', () => {
    const dates = full.json.bans.map((ban: Ban) => ban.date);

    expect([...dates].sort()).toEqual(dates);
    expect(dates[0].startsWith(String(year))).toBe(true);
    expect(dates.at(-1).startsWith(String(next))).toBe(true);
  });

  test('is built once per container: a repeat answers the same bytes and the same tag', async () => {
    const again = await get();

    expect(again.body).toBe(full.body);
    expect(again.headers.ETag).toBe(full.headers.ETag);
  });
});

describe('filters', () => {
  test('date selects one day and is echoed as from and to', async () => {
    const date = `${year}-12-25`;
    const response = await get({ date });

    expect(response.json.filters).toEqual({ from: date, to: date, countries: null, include: [], lang: 'en' });
    expect(response.json.bans.length).toBeGreaterThan(0);
    expect(response.json.bans.every((ban: Ban) => ban.date === date)).toBe(true);
    expect(response.json.bans).toEqual(full.json.bans.filter((ban: Ban) => ban.date === date));
    expect(response.json.count).toBe(response.json.bans.length);
  });

  test('from and to select an inclusive range', async () => {
    const response = await get({ from: `${year}-04-01`, to: `${year}-04-30` });

    expect(response.json.filters).toEqual(expect.objectContaining({ from: `${year}-04-01`, to: `${year}-04-30` }));
    expect(response.json.bans).toEqual(
      full.json.bans.filter((ban: Ban) => ban.date >= `${year}-04-01` && ban.date <= `${year}-04-30`),
    );
  });

  test('from alone runs to the end of the window, to alone from its start', async () => {
    const fromOnly = await get({ from: `${next}-06-01` });
    const toOnly = await get({ to: `${year}-01-31` });

    expect(fromOnly.json.filters).toEqual(expect.objectContaining({ from: `${next}-06-01`, to: `${next}-12-31` }));
    expect(fromOnly.json.bans).toEqual(full.json.bans.filter((ban: Ban) => ban.date >= `${next}-06-01`));
    expect(toOnly.json.filters).toEqual(expect.objectContaining({ from: `${year}-01-01`, to: `${year}-01-31` }));
    expect(toOnly.json.bans).toEqual(full.json.bans.filter((ban: Ban) => ban.date <= `${year}-01-31`));
  });

  test('from equal to to is one day', async () => {
    const response = await get({ from: `${year}-08-15`, to: `${year}-08-15` });

    expect(response.statusCode).toBe(200);
    expect(response.json.bans.every((ban: Ban) => ban.date === `${year}-08-15`)).toBe(true);
  });

  test('country takes comma-separated codes in any case, echoes them upper-case and limits every list', async () => {
    const response = await get({ country: 'de,AT,de' });

    expect(response.json.filters.countries).toEqual(['DE', 'AT']);
    expect(new Set(response.json.bans.map((ban: Ban) => ban.country))).toEqual(new Set(['DE', 'AT']));
    expect(response.json.countries.map((c: { code: string }) => c.code).sort()).toEqual(['AT', 'DE']);
    expect(response.json.recurring.every((block: { country: string }) => block.country === 'AT')).toBe(true);
    expect(response.json.bans).toEqual(full.json.bans.filter((ban: Ban) => ['DE', 'AT'].includes(ban.country)));
  });

  test('a country with a dated regime but no ban on the day returns its entry and no bans', async () => {
    // Germany bans on Sundays and holidays only; a Wednesday that is no holiday has nothing.
    const wednesday = DateTime.fromISO(`${year}-03-04`).set({ weekday: 3 }).toISODate() as string;
    const response = await get({ country: 'DE', date: wednesday });

    expect(response.json.countries).toEqual([expect.objectContaining({ code: 'DE' })]);
    expect(response.json.bans).toEqual([]);
    expect(response.json.count).toBe(0);
  });

  test('include=night adds the night bans as dated entries, two per day and country', async () => {
    const date = `${year}-06-10`;
    const response = await get({ include: 'night', date, country: 'AT' });

    const nights = response.json.bans.filter((ban: Ban) => ban.kind === 'night');
    expect(response.json.filters.include).toEqual(['night']);
    expect(nights.map((ban: Ban) => `${ban.date} ${ban.start}-${ban.end}`)).toEqual([
      `${date} 00:00-05:00`,
      `${date} 22:00-24:00`,
    ]);
    expect(response.json.count).toBe(response.json.bans.length);
  });

  test('lang translates the texts and is echoed; English is the default', async () => {
    const date = `${year}-12-25`;
    const english = await get({ date, country: 'DE' });
    const german = await get({ date, country: 'DE', lang: 'de' });

    expect(german.json.filters.lang).toBe('de');
    expect(german.json.bans).toHaveLength(english.json.bans.length);
    expect(german.json.bans[0].reason).not.toBe(english.json.bans[0].reason);
    expect(german.json.countries[0].summary).not.toBe(english.json.countries[0].summary);
    expect(german.json.bans[0].weekday).toBe(english.json.bans[0].weekday);
  });

  test.each(['en', 'es', 'ro', 'it', 'fr', 'de'])('lang=%s is accepted', async (lang) => {
    const response = await get({ lang, date: `${year}-05-01` });

    expect(response.statusCode).toBe(200);
    expect(response.json.filters.lang).toBe(lang);
  });

  test('lang is case-insensitive like any language tag and echoed lower-case', async () => {
    const response = await get({ lang: 'DE', date: `${year}-05-01` });

    expect(response.statusCode).toBe(200);
    expect(response.json.filters.lang).toBe('de');
  });
});

describe('malformed parameters answer 400 with parameter and expected at the top level', () => {
  test.each<[string, Headers, string, RegExp]>([
    ['date with from', { date: `${year}-05-01`, from: `${year}-05-01` }, 'from', /either date alone/],
    ['date with to', { date: `${year}-05-01`, to: `${year}-05-02` }, 'to', /either date alone/],
    ['from after to', { from: `${year}-05-02`, to: `${year}-05-01` }, 'to', /on or after from/],
    ['a date before the window', { date: `${year - 1}-12-31` }, 'date', new RegExp(`${year}-01-01 to ${next}-12-31`)],
    ['a date after the window', { date: `${next + 1}-01-01` }, 'date', /YYYY-MM-DD/],
    ['from outside the window', { from: `${year - 1}-06-01` }, 'from', /YYYY-MM-DD/],
    ['to outside the window', { to: `${next + 1}-06-01` }, 'to', /YYYY-MM-DD/],
    ['a date that does not exist', { date: `${year}-02-30` }, 'date', /YYYY-MM-DD/],
    ['a date in another format', { date: `25.12.${year}` }, 'date', /YYYY-MM-DD/],
    ['an empty date', { date: '' }, 'date', /YYYY-MM-DD/],
    ['a repeated date (joined with a comma)', { date: `${year}-05-01,${year}-05-02` }, 'date', /YYYY-MM-DD/],
    ['an unknown country', { country: 'DE,XX' }, 'country', /comma-separated country codes/],
    ['a country name', { country: 'Germany' }, 'country', /DE/],
    ['an empty country list item', { country: 'DE,' }, 'country', /comma-separated/],
    ['include other than night', { include: 'day' }, 'include', /night/],
    ['an unknown lang', { lang: 'pt' }, 'lang', /en, es, ro, it, fr, de/],
    ['a regional lang tag', { lang: 'de-AT' }, 'lang', /en, es/],
    ['an unknown parameter', { year: String(year) }, 'year', /one of: date, from, to, country, include, lang/],
  ])('%s', async (_label, query, parameter, expected) => {
    const response = await get(query);

    expect(response.statusCode).toBe(400);
    expect(response.headers['Content-Type']).toBe('application/problem+json');
    expect(response.headers['Access-Control-Allow-Origin']).toBe('*');
    expect(response.headers['Cache-Control']).toBe('no-store');
    const body = JSON.parse(response.body ?? '');
    expect(body).toEqual(
      expect.objectContaining({
        status: 400,
        parameter,
        expected: expect.stringMatching(expected),
        detail: expect.any(String),
      }),
    );
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('a date outside the window, refused in the caller’s language', () => {
  test.each([
    [
      'es',
      `Parámetro «from»: ${year - 1}-06-01 está fuera del periodo del 1 de enero de ${year} al 31 de diciembre de ${next}.`,
      `primer día del intervalo, AAAA-MM-DD del ${year}-01-01 al ${next}-12-31`,
    ],
    [
      'fr',
      `Paramètre « from » : ${year - 1}-06-01 est hors de la période du 1er janvier ${year} au 31 décembre ${next}.`,
      `premier jour de la période, AAAA-MM-JJ du ${year}-01-01 au ${next}-12-31`,
    ],
    [
      'de',
      `Parameter „from“: ${year - 1}-06-01 liegt außerhalb des Zeitraums vom 1. Januar ${year} bis 31. Dezember ${next}.`,
      `erster Tag des Zeitraums, JJJJ-MM-TT vom ${year}-01-01 bis ${next}-12-31`,
    ],
  ])(
    '%s: the window in words in the sentence, in the notation to type in the accepted form, the value as sent',
    async (lang, detail, expected) => {
      // Act
      const response = await get({ from: `${year - 1}-06-01`, lang });

      // Assess: French sets its narrow no-break spaces inside « » and before the colon.
      expect(response.statusCode).toBe(400);
      const body = JSON.parse(response.body ?? '') as { detail: string; expected: string };
      expect(body.detail.replaceAll('\u202f', ' ')).toBe(detail);
      expect(body.expected).toBe(expected);
    },
  );
});

describe('GET /api/geo/traffic-bans.ics', () => {
  const ics = (query?: Headers, options: { headers?: Headers; ip?: string } = {}) =>
    get(query, { ...options, path: `${PATH}.ics` });

  test('answers the same filtered entries as iCalendar events', async () => {
    const query = { country: 'DE', from: `${year}-12-01`, to: `${year}-12-31`, lang: 'fr' };
    const json = await get(query);
    const response = await ics(query);

    expect(response.statusCode).toBe(200);
    expect(response.headers['Content-Type']).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(response.body ?? ''));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events).toHaveLength(json.json.count);
    expect(events.map((event) => event.startDate.toString().slice(0, 10)).sort()).toEqual(
      json.json.bans.map((ban: Ban) => ban.date).sort(),
    );
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Interdictions de circulation des poids lourds');
  });

  test('validates the same parameters', async () => {
    const response = await ics({ date: `${year}-05-01`, to: `${year}-05-02` });

    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body ?? '')).toEqual(expect.objectContaining({ parameter: 'to' }));
  });

  test('carries the open-data headers and answers 304 to its own tag', async () => {
    const query = { country: 'AT', date: `${year}-12-25` };
    const first = await ics(query);
    const second = await ics(query, { headers: { 'if-none-match': first.headers.ETag as string } });

    expect(first.headers).toEqual(
      expect.objectContaining({
        'Access-Control-Allow-Origin': '*',
        'Cache-Control': 'public, max-age=3600',
        Link: '<https://creativecommons.org/licenses/by/4.0/>; rel="license"',
      }),
    );
    expect(second.statusCode).toBe(304);
    expect(second.body ?? '').toBe('');
  });

  test('with include=night, writes each night ban as one daily series instead of two events a day', async () => {
    const query = { include: 'night' };
    const json = await get(query);
    const response = await ics(query);

    const feed = readFeed(response.body ?? '');
    const dated = json.json.bans.filter((ban: Ban) => ban.kind !== 'night');
    const series = feed.events.filter((event) => event.component.hasProperty('rrule'));
    expect(series.map((event) => event.uid.split('@')[0])).toEqual(
      json.json.recurring.map((block: { country: string }) => `${block.country.toLowerCase()}-night-2200-0500`),
    );
    expect(feed.events).toHaveLength(dated.length + series.length);
    // Two years of nights as dated events made about 7,000 events and 6 MB, over Lambda's response limit; as daily
    // series the whole feed stays well under it even unzipped (3.1 MB with the Île-de-France hours).
    expect(Buffer.byteLength(response.body ?? '')).toBeLessThan(4_000_000);
    feed.reset();
  }, 30_000);

  test.each([
    ['the spring clock change', `${year}-03-20`, `${year}-04-05`],
    ['the autumn clock change', `${year}-10-20`, `${year}-11-05`],
    ['one day', `${year}-06-10`, `${year}-06-10`],
  ])('the nights of the series cover exactly the JSON night entries around %s', async (_case, from, to) => {
    const query = { include: 'night', country: 'AT,CH', from, to };
    const json = await get(query);
    const response = await ics(query);

    const feed = readFeed(response.body ?? '');
    const range = {
      start: DateTime.fromISO(from, { zone: 'Europe/Brussels' }).toMillis(),
      end: DateTime.fromISO(to, { zone: 'Europe/Brussels' }).plus({ days: 1 }).toMillis(),
    };
    for (const country of ['AT', 'CH']) {
      const entries = json.json.bans
        .filter((ban: Ban) => ban.kind === 'night' && ban.country === country)
        .map((ban: Ban) => ({ start: Date.parse(ban.startsAt as string), end: Date.parse(ban.endsAt as string) }));
      const nights = feed.occurrences(`${country.toLowerCase()}-night-2200-0500@bans.example.org`);
      expect(nights[0]?.start).toBeLessThan(range.start);
      expect(covered(nights, range)).toEqual(covered(entries, range));
    }
    feed.reset();
  });
});

describe('headers, validators and quota', () => {
  test('a calendar response carries CORS, caching, the licence link and a strong ETag, and no per-client field', () => {
    expect(full.headers).toEqual(
      expect.objectContaining({
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Expose-Headers': 'Retry-After, RateLimit, RateLimit-Policy, ETag',
        'Cache-Control': 'public, max-age=3600',
        Link: '<https://creativecommons.org/licenses/by/4.0/>; rel="license"',
        ETag: expect.stringMatching(/^"[^"]+"$/),
      }),
    );
    expect(full.headers).not.toHaveProperty('RateLimit');
    expect(full.headers).not.toHaveProperty('RateLimit-Policy');
  });

  test('If-None-Match with the tag answers 304; another filter has another tag', async () => {
    const notModified = await get(undefined, { headers: { 'if-none-match': full.headers.ETag as string } });
    const other = await get({ lang: 'it' }, { headers: { 'if-none-match': full.headers.ETag as string } });

    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers.ETag).toBe(full.headers.ETag);
    expect(other.statusCode).toBe(200);
    expect(other.headers.ETag).not.toBe(full.headers.ETag);
  });

  test('JSON and ICS count separately: 60 of each pass, the 61st of either answers 429', async () => {
    const ip = freshIp();
    const query = { country: 'DE', date: `${year}-12-25` };
    for (let i = 0; i < 60; i += 1) expect((await get(query, { ip })).statusCode).toBe(200);
    for (let i = 0; i < 60; i += 1) expect((await get(query, { ip, path: `${PATH}.ics` })).statusCode).toBe(200);

    const json = await get(query, { ip });
    const ics = await get(query, { ip, path: `${PATH}.ics` });

    for (const refused of [json, ics]) {
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['Retry-After'])).toBeGreaterThanOrEqual(1);
      expect(refused.headers['Access-Control-Allow-Origin']).toBe('*');
    }
  }, 30_000);
});

describe('Retry-After of the quota', () => {
  test('is when the first requests leave the sliding window: never more than the window and one slice of it', async () => {
    const ip = freshIp();
    const query = { country: 'DE', date: `${year}-12-25` };
    const call = (at: Handler) =>
      at(apiEvent({ path: PATH, query, sourceIp: ip }), lambdaContext('traffic-bans')).then((response) => ({
        ...response,
        headers: (response.headers ?? {}) as Headers,
      }));
    // A request whose clock reading came 900 ms later was counted first (a concurrent request, or another container).
    expect((await call(handlerAt(new Date(NOW.getTime() + 900)))).statusCode).toBe(200);
    const earlier = handlerAt(NOW);
    for (let i = 0; i < 59; i += 1) expect((await call(earlier)).statusCode).toBe(200);

    const refused = await call(earlier);

    // The window's tenth, 6 s, is the slice its counts are kept in; the first of them leaves the window 60 s after
    // its slice's end, then one more request fits.
    const slice = 6_000;
    const firstSliceLeaves = Math.floor(NOW.getTime() / slice) * slice + 11 * slice;
    const wait = Math.ceil((firstSliceLeaves - NOW.getTime()) / 1000);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['Retry-After'])).toBe(wait);
    expect(wait).toBeGreaterThanOrEqual(60);
    expect(wait).toBeLessThanOrEqual(66);
    expect(refused.headers.RateLimit).toBe(`"open-data";r=0;t=${wait}`);
  }, 30_000);
});

describe('large bodies and compression', () => {
  // The whole window: about 2.5 MB of JSON, within Lambda's response limit as it is.
  const whole = {};
  // The whole window with night entries in Romanian: over 6 MB of JSON, over the limit unless compressed.
  const night = { include: 'night', lang: 'ro' };
  /** The size of a result as Lambda returns it, the JSON of what the handler answered (not the parsed body). */
  const resultBytes = ({ statusCode, headers, body, isBase64Encoded }: APIGatewayProxyStructuredResultV2) =>
    lambdaResultBytes({ statusCode, headers, body, isBase64Encoded });

  test('a large body goes out gzipped to a client that accepts it, as its own representation', async () => {
    const identity = await get(whole);
    const gzipped = await get(whole, { headers: { 'accept-encoding': 'gzip, deflate, br' } });

    expect(identity.headers['Content-Encoding']).toBeUndefined();
    expect(identity.headers.Vary).toBe('Accept-Encoding');
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.isBase64Encoded).toBe(true);
    expect(gzipped.headers).toEqual(
      expect.objectContaining({
        'Content-Encoding': 'gzip',
        'Content-Type': 'application/json; charset=utf-8',
        Vary: 'Accept-Encoding',
        ETag: `${(identity.headers.ETag as string).slice(0, -1)}-gzip"`,
      }),
    );
    expect(gunzipSync(Buffer.from(gzipped.body ?? '', 'base64')).toString('utf8')).toBe(identity.body);
  }, 30_000);

  test('each representation revalidates with its own tag', async () => {
    const gzipHeaders = { 'accept-encoding': 'gzip' };
    const gzipped = await get(whole, { headers: gzipHeaders });
    const identity = await get(whole);

    const sameGzip = await get(whole, { headers: { ...gzipHeaders, 'if-none-match': gzipped.headers.ETag as string } });
    const identityTagWithGzip = await get(whole, {
      headers: { ...gzipHeaders, 'if-none-match': identity.headers.ETag as string },
    });

    expect(sameGzip.statusCode).toBe(304);
    expect(identityTagWithGzip.statusCode).toBe(200);
    expect(identityTagWithGzip.headers['Content-Encoding']).toBe('gzip');
  }, 30_000);

  test('an answer too large to send uncompressed goes gzipped when the client states no encoding', async () => {
    const response = await get(night);

    expect(response.statusCode).toBe(200);
    expect(response.headers['Content-Encoding']).toBe('gzip');
    expect(response.json.count).toBe(response.json.bans.length);
    expect(response.json.bans.some((ban: Ban) => ban.kind === 'night')).toBe(true);
    // As Lambda returns it, the result is far below its 6 MB limit; uncompressed it would not be.
    expect(resultBytes(response)).toBeLessThan(LAMBDA_RESPONSE_LIMIT_BYTES / 2);
    const uncompressed = { ...response, body: JSON.stringify(response.json), isBase64Encoded: false };
    expect(resultBytes(uncompressed)).toBeGreaterThan(LAMBDA_RESPONSE_LIMIT_BYTES);
  }, 30_000);

  test('a client that refuses gzip gets a 406 problem naming the size for such an answer, not a failure', async () => {
    const refused = await get(night, { headers: { 'accept-encoding': 'gzip;q=0, identity' } });

    expect(refused.statusCode).toBe(406);
    expect(refused.headers['Content-Type']).toBe('application/problem+json');
    expect(refused.json).toMatchObject({ status: 406, type: expect.stringMatching(/#not-acceptable$/) });
    // In the calendar's language, the lang of the request.
    expect(refused.headers['Content-Language']).toBe('ro');
    expect(refused.json.detail).toMatch(/^Răspunsul are \d+\.\d MB necomprimat, .*Accept-Encoding: gzip/);
    // One measure for both figures: the answer's size is over the limit it is compared with.
    const [size, limit] = [...String(refused.json.detail).matchAll(/(\d+\.\d) MB/g)].map((found) => Number(found[1]));
    expect(limit).toBe(6);
    expect(size).toBeGreaterThan(limit as number);
  }, 30_000);

  test('gzip refused with q=0, and small bodies, stay uncompressed', async () => {
    const refused = await get(whole, { headers: { 'accept-encoding': 'gzip;q=0, identity' } });
    const small = await get({ country: 'DE', date: `${year}-12-25` }, { headers: { 'accept-encoding': 'gzip' } });

    expect(refused.statusCode).toBe(200);
    expect(refused.headers['Content-Encoding']).toBeUndefined();
    expect(resultBytes(refused)).toBeLessThan(LAMBDA_RESPONSE_LIMIT_BYTES);
    expect(small.headers['Content-Encoding']).toBeUndefined();
    expect(small.headers.Vary).toBeUndefined();
    expect(small.json.count).toBe(1);
  }, 30_000);
});
