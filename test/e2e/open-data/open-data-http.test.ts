import { gunzipSync } from 'node:zlib';
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { useLocalServer } from '#test/support/local-server.ts';
import { expectOpenDataHeaders } from '#test/support/open-data-headers.ts';
import { httpGet } from './http-client.ts';

type Ban = { country: string; date: string; kind: string; start: string; end: string; page: string };
type Json = Record<string, unknown>;

const SITE = 'https://bans.example.org';
const year = DateTime.now().setZone('Europe/Brussels').year;
const next = year + 1;

const server = useLocalServer('e2e-open-data', {
  SITE_BASE_URL: SITE,
  // Every request of this file comes from 127.0.0.1; the quota itself is tested in open-data-quota.test.ts.
  OPEN_DATA_QUOTA_PER_WINDOW: '100000',
});
const { url } = server;
const calendar = async (query: Record<string, string> = {}, init?: RequestInit) => {
  const response = await fetch(url('/api/geo/traffic-bans', query), init);
  return { response, body: (await response.json()) as Json };
};

describe('the calendar over HTTP', () => {
  test('a plain GET answers the whole window with every top-level field of the spec', async () => {
    const { response, body } = await calendar();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Object.keys(body)).toEqual([
      'generated',
      'apiVersion',
      'timeReference',
      'window',
      'filters',
      'source',
      'countries',
      'countriesWithoutDatedBans',
      'recurring',
      'bans',
      'count',
      'license',
    ]);
    expect(body.apiVersion).toBe('1.1');
    expect(body.window).toEqual({ from: `${year}-01-01`, to: `${next}-12-31`, years: [year, next] });
    expect(body.count).toBe((body.bans as unknown[]).length);
  });

  test.each<[string, Record<string, string>, Record<string, unknown>]>([
    ['no parameter', {}, { from: `${year}-01-01`, to: `${next}-12-31`, countries: null, include: [], lang: 'en' }],
    ['date', { date: `${year}-05-01` }, { from: `${year}-05-01`, to: `${year}-05-01` }],
    ['from and to', { from: `${year}-07-01`, to: `${year}-08-31` }, { from: `${year}-07-01`, to: `${year}-08-31` }],
    ['from alone', { from: `${next}-03-01` }, { from: `${next}-03-01`, to: `${next}-12-31` }],
    ['to alone', { to: `${year}-02-28` }, { from: `${year}-01-01`, to: `${year}-02-28` }],
    ['country', { country: 'fr,IT' }, { countries: ['FR', 'IT'] }],
    ['include', { include: 'night', date: `${year}-03-03` }, { include: ['night'] }],
    ['lang', { lang: 'ro', date: `${year}-03-03` }, { lang: 'ro' }],
  ])('filters echo what was applied: %s', async (_label, query, echoed) => {
    const { response, body } = await calendar(query);

    expect(response.status).toBe(200);
    expect(body.filters).toEqual(expect.objectContaining(echoed));
    const { from, to } = body.filters as unknown as { from: string; to: string };
    expect((body.bans as unknown as Ban[]).every((ban) => ban.date >= from && ban.date <= to)).toBe(true);
  });

  test.each<[string, Record<string, string>, string]>([
    ['date with from', { date: `${year}-05-01`, from: `${year}-05-01` }, 'from'],
    ['date with to', { date: `${year}-05-01`, to: `${year}-05-01` }, 'to'],
    ['from after to', { from: `${next}-01-02`, to: `${next}-01-01` }, 'to'],
    ['a date before the window', { date: `${year - 1}-12-31` }, 'date'],
    ['a date after the window', { to: `${next + 1}-01-01` }, 'to'],
    ['a malformed date', { from: `${year}-1-5` }, 'from'],
    ['an unknown country', { country: 'ZZ' }, 'country'],
    ['an include other than night', { include: 'nights' }, 'include'],
    ['an unknown lang', { lang: 'nl' }, 'lang'],
    ['an unknown parameter', { format: 'csv' }, 'format'],
  ])('400 problem+json naming the parameter: %s', async (_label, query, parameter) => {
    const { response, body } = await calendar(query);

    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(body).toEqual(
      expect.objectContaining({ status: 400, parameter, expected: expect.any(String), detail: expect.any(String) }),
    );
  });

  test('a repeated parameter is joined with a comma, as API Gateway does, and refused for a date', async () => {
    const response = await fetch(`${url('/api/geo/traffic-bans')}?date=${year}-05-01&date=${year}-05-02`);

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(expect.objectContaining({ parameter: 'date' }));
  });

  test('a repeated country parameter works as a list', async () => {
    const response = await fetch(`${url('/api/geo/traffic-bans')}?country=DE&country=AT&date=${year}-12-25`);

    expect(response.status).toBe(200);
    expect(((await response.json()) as { filters: { countries: string[] } }).filters.countries).toEqual(['DE', 'AT']);
  });
});

describe('open-data headers', () => {
  test.each(['/api/geo/traffic-bans', '/api/geo/traffic-bans.ics', '/api/geo/routes', '/sitemap.xml'])(
    '%s: CORS for any origin, one hour of public caching, licence link, ETag exposed',
    async (path) => {
      const response = await fetch(url(path), { headers: { Origin: 'https://elsewhere.example' } });
      await response.arrayBuffer();

      expect(response.status).toBe(200);
      expectOpenDataHeaders(response, { licensed: true });
      expect(response.headers.get('access-control-expose-headers')).toContain('ETag');
      expect(response.headers.get('etag')).toMatch(/^"[^"]+"$/);
    },
  );

  test('a CORS preflight is answered for the calendar and allows If-None-Match', async () => {
    const response = await fetch(url('/api/geo/traffic-bans'), {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://elsewhere.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'if-none-match',
      },
    });

    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/If-None-Match/i);
  });

  test.each([
    ['/api/geo/traffic-bans', { country: 'IT', from: `${year}-06-01`, to: `${year}-06-30` }],
    ['/api/geo/traffic-bans.ics', { country: 'IT', from: `${year}-06-01`, to: `${year}-06-30` }],
    ['/api/geo/routes', {}],
    ['/sitemap.xml', {}],
  ])('%s answers 304 to If-None-Match with its ETag (plain, weak or in a list)', async (path, query) => {
    const first = await fetch(url(path, query));
    await first.arrayBuffer();
    const etag = first.headers.get('etag') as string;

    for (const header of [etag, `W/${etag}`, `"nope", ${etag}`]) {
      const again = await fetch(url(path, query), { headers: { 'If-None-Match': header } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expectOpenDataHeaders(again);
    }
    const stale = await fetch(url(path, query), { headers: { 'If-None-Match': '"stale"' } });
    expect(stale.status).toBe(200);
    await stale.arrayBuffer();
  });

  test('a browser-style HEAD carries the headers without a body', async () => {
    const response = await fetch(url('/api/geo/routes'), { method: 'HEAD' });

    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toMatch(/^"/);
    expect(await response.text()).toBe('');
  });
});

describe('the catalogue, the sitemap and the calendar agree', () => {
  test('every page URL in the calendar is a canonical URL of the catalogue, fragment aside', async () => {
    const catalogue = (await (await fetch(url('/api/geo/routes'))).json()) as { routes: { canonicalUrl: string }[] };
    const canonical = new Set(catalogue.routes.map((route) => route.canonicalUrl));
    const { body } = await calendar({ include: 'night', from: `${year}-01-01`, to: `${year}-01-07` });
    const { body: fullBody } = await calendar();

    const pages = [
      ...(fullBody.countries as unknown as { page: string }[]).map((country) => country.page),
      ...(fullBody.bans as unknown as Ban[]).map((ban) => ban.page),
      ...(body.bans as unknown as Ban[]).map((ban) => ban.page),
    ];
    expect(pages.length).toBeGreaterThan(0);
    const outside = [...new Set(pages)].filter((page) => !canonical.has(page.split('#')[0] as string));
    expect(outside).toEqual([]);
  });

  test('the sitemap lists the catalogue’s canonical URLs', async () => {
    const catalogue = (await (await fetch(url('/api/geo/routes'))).json()) as {
      routes: { canonicalUrl: string }[];
      count: number;
      license: { name: string };
    };
    const sitemap = await fetch(url('/sitemap.xml'));
    const xml = await sitemap.text();

    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(catalogue.count).toBe(catalogue.routes.length);
    expect(catalogue.license.name).toBe('CC BY 4.0');
    for (const route of catalogue.routes) expect(xml).toContain(`<loc>${route.canonicalUrl}</loc>`);
  });
});

describe('the iCalendar feed', () => {
  test('parses with ical.js and holds one event per filtered entry, at the same instants', async () => {
    const query = { country: 'DE,FR', from: `${year}-07-01`, to: `${year}-07-31`, lang: 'es' };
    const { body } = await calendar(query);
    const response = await fetch(url('/api/geo/traffic-bans.ics', query));

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const vcalendar = new ICAL.Component(ICAL.parse(await response.text()));
    const events = vcalendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const bans = body.bans as unknown as (Ban & { startsAt: string; endsAt: string })[];
    expect(events).toHaveLength(bans.length);
    const instants = (start: number, end: number) => `${new Date(start).toISOString()}/${new Date(end).toISOString()}`;
    expect(
      events.map((event) => instants(event.startDate.toUnixTime() * 1000, event.endDate.toUnixTime() * 1000)).sort(),
    ).toEqual(bans.map((ban) => instants(Date.parse(ban.startsAt), Date.parse(ban.endsAt))).sort());
    expect(vcalendar.getFirstPropertyValue('x-wr-calname')).toBe('Prohibiciones de circulación de camiones');
  });

  test('include=night adds the night ban as one daily series over the requested days', async () => {
    const response = await fetch(
      url('/api/geo/traffic-bans.ics', { country: 'AT', date: `${year}-06-10`, include: 'night' }),
    );
    const vcalendar = new ICAL.Component(ICAL.parse(await response.text()));
    const series = vcalendar
      .getAllSubcomponents('vevent')
      .filter((vevent) => vevent.hasProperty('rrule'))
      .map((vevent) => new ICAL.Event(vevent));

    expect(series.map((event) => event.uid)).toEqual(['at-night-2200-0500@bans.example.org']);
    const [night] = series as [ICAL.Event];
    const iterator = night.iterator();
    const starts: string[] = [];
    for (let next = iterator.next(); next; next = iterator.next()) starts.push(next.toString());
    // The night that ends on the morning of the day, and the one that starts on its evening.
    expect(starts).toEqual([`${year}-06-09T22:00:00`, `${year}-06-10T22:00:00`]);
    expect(night.endDate.toString()).toBe(`${year}-06-10T05:00:00`);
  });
});

describe('large responses', () => {
  test('the whole iCalendar feed with include=night arrives gzipped to a client that asks for it, whole without', async () => {
    const gzipped = await fetch(url('/api/geo/traffic-bans.ics', { include: 'night' }), {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    const text = await gzipped.text();
    const identity = await httpGet(url('/api/geo/traffic-bans.ics', { include: 'night' }));

    expect(gzipped.status).toBe(200);
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(identity.status).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(text);
    expect(text.startsWith('BEGIN:VCALENDAR')).toBe(true);
  }, 60_000);

  test('the whole calendar with night entries, over what a response carries uncompressed: gzipped when the client states no encoding, 406 when it refuses gzip', async () => {
    const query = { include: 'night', lang: 'ro' };

    const plain = await httpGet(url('/api/geo/traffic-bans', query));
    const refused = await httpGet(url('/api/geo/traffic-bans', query), { headers: { 'Accept-Encoding': 'identity' } });

    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBe('gzip');
    const json = JSON.parse(gunzipSync(plain.raw).toString('utf8')) as { count: number; bans: Ban[] };
    expect(json.count).toBe(json.bans.length);
    expect(json.bans.some((ban) => ban.kind === 'night')).toBe(true);
    expect(refused.status).toBe(406);
    expect(refused.headers['content-type']).toBe('application/problem+json');
    expect(JSON.parse(refused.body)).toMatchObject({
      status: 406,
      detail: expect.stringContaining('Accept-Encoding: gzip'),
    });
  }, 60_000);
});
