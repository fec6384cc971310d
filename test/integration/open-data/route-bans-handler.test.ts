import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { DateTime } from 'luxon';
import type { trafficBansHandler as Factory } from '#functions/traffic-bans/traffic-bans.ts';
import { parseConfig } from '#shared/config.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { apiEvent, lambdaContext } from '#test/support/api-event.ts';
import { useFreshTables } from '#test/support/test-tables.ts';

type Handler = (event: unknown, context: unknown) => Promise<APIGatewayProxyStructuredResultV2>;
type Headers = Record<string, string>;
type Ban = Record<string, unknown> & { country: string; scope: string; startsAt: string; endsAt: string };
type Leg = { country: string; hours: number; enters: string; leaves: string };
type RouteBody = {
  route: { departure: string; arrival: string; legs: Leg[] };
  bans: Ban[];
  count: number;
  assumptions: string[];
  clearDeparture: { departure: string; arrival: string; provisional: boolean } | null;
  query: { hours: number[] };
};

const SITE = 'https://bans.example.org';
const CALENDAR = '/api/geo/traffic-bans';
const ROUTE = `${CALENDAR}/route`;
const ZONE = 'Europe/Brussels';
/** The handler's clock, fixed for the run; every departure is derived from it. */
const NOW = new Date();
const next = DateTime.fromJSDate(NOW).setZone(ZONE).year + 1;

/** A Friday at 18:00 in Brussels, in July of next year: the dispatcher's question, inside the calendar's window. */
const fridayEvening = (() => {
  let day = DateTime.fromObject({ year: next, month: 7, day: 1, hour: 18 }, { zone: ZONE });
  while (day.weekday !== 5) day = day.plus({ days: 1 });
  return day.toISO() as string;
})();

let handler: Handler;
let ipCounter = 0;
const freshIp = () => {
  ipCounter += 1;
  return `198.51.100.${ipCounter}`;
};

const get = async (path: string, query?: Headers, options: { headers?: Headers; ip?: string } = {}) => {
  const response = await handler(
    apiEvent({ path, query, headers: options.headers, sourceIp: options.ip ?? freshIp() }),
    lambdaContext('traffic-bans'),
  );
  const headers = (response.headers ?? {}) as Headers;
  const json = response.body ? (JSON.parse(response.body) as Record<string, unknown>) : undefined;
  return { ...response, headers, json };
};
const route = async (query: Headers, options?: { headers?: Headers; ip?: string }) => {
  const response = await get(ROUTE, query, options);
  return { ...response, body: response.json as unknown as RouteBody };
};

const dayOf = (instant: string) => DateTime.fromISO(instant).setZone(ZONE).toISODate() as string;
const isBlocking = (ban: Ban) => ban.scope === 'nationwide' || ban.scope === 'transit';

/** What the calendar endpoint answers for a leg: its country over the leg's days, with night entries, by instants. */
const calendarFor = async (leg: Leg): Promise<Ban[]> => {
  const from = DateTime.fromISO(dayOf(leg.enters), { zone: ZONE }).minus({ days: 1 }).toISODate() as string;
  const answer = await get(CALENDAR, { country: leg.country, from, to: dayOf(leg.leaves), include: 'night' });
  const [enters, leaves] = [Date.parse(leg.enters), Date.parse(leg.leaves)];
  return ((answer.json?.bans ?? []) as Ban[]).filter(
    (ban) => Date.parse(ban.startsAt) < leaves && Date.parse(ban.endsAt) > enters,
  );
};

beforeAll(async () => {
  await useFreshTables('open-data-route');
  process.env.SITE_BASE_URL = SITE;
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  const { trafficBansHandler }: { trafficBansHandler: typeof Factory } = await import(
    '#functions/traffic-bans/traffic-bans.ts'
  );
  const settings = parseConfig(process.env);
  handler = trafficBansHandler({
    settings,
    client: createDocumentClient(settings),
    clock: () => new Date(NOW),
  }) as unknown as Handler;
}, 30_000);

describe('GET /api/geo/traffic-bans/route', () => {
  test('ES -> FR -> IT from a Friday evening meets exactly the calendar entries of each leg', async () => {
    const answer = await route({ countries: 'es,FR,it', departure: fridayEvening, hours: '8,14,8', lang: 'en' });

    expect(answer.statusCode).toBe(200);
    const { body } = answer;
    expect(body.route.legs.map((leg) => [leg.country, leg.hours])).toEqual([
      ['ES', 8],
      ['FR', 14],
      ['IT', 8],
    ]);
    expect(Date.parse(body.route.departure)).toBe(Date.parse(fridayEvening));
    expect(Date.parse(body.route.arrival) - Date.parse(fridayEvening)).toBe(30 * 3_600_000);
    expect(body.route.legs[0]?.enters).toBe(body.route.departure);
    expect(body.route.legs[1]?.enters).toBe(body.route.legs[0]?.leaves);
    const expected = new Set<string>();
    for (const leg of body.route.legs) for (const ban of await calendarFor(leg)) expected.add(JSON.stringify(ban));
    expect(new Set(body.bans.map((ban) => JSON.stringify(ban)))).toEqual(expected);
    expect(body.bans).toHaveLength(expected.size);
    expect(body.count).toBe(body.bans.length);
    expect(body.assumptions[0]).toContain('as given');
  });

  test('re-planned at its clear departure, the route meets no nationwide or transit entry', async () => {
    const first = await route({ countries: 'ES,FR,IT', departure: fridayEvening, hours: '8,14,8' });
    const clear = first.body.clearDeparture;
    if (clear === null) throw new Error('no clear departure within a week of a Friday in July');

    const replanned = await route({ countries: 'ES,FR,IT', departure: clear.departure, hours: '8,14,8' });

    expect(Date.parse(clear.departure)).toBeGreaterThanOrEqual(Date.parse(fridayEvening));
    expect(replanned.body.bans.filter(isBlocking)).toEqual([]);
    expect(replanned.body.clearDeparture?.departure).toBe(clear.departure);
    expect(typeof clear.provisional).toBe('boolean');
  });

  test('without hours, each country takes the documented default, stated as an assumption', async () => {
    const answer = await route({ countries: 'AT,DE', departure: fridayEvening, lang: 'de' });

    expect(answer.statusCode).toBe(200);
    expect(answer.body.query.hours).toEqual([24, 24]);
    expect(answer.body.route.legs.map((leg) => leg.hours)).toEqual([24, 24]);
    expect(answer.body.assumptions[0]).toContain('24 Stunden');
    // Austria's night ban is nationwide and met on any 24 hours there.
    expect(answer.body.bans.some((ban) => ban.country === 'AT' && ban.kind === 'night')).toBe(true);
  });

  test.each<[string, Headers, string]>([
    ['countries missing', { departure: fridayEvening }, 'countries'],
    ['an unknown country', { countries: 'ES,XX', departure: fridayEvening }, 'countries'],
    ['departure missing', { countries: 'ES' }, 'departure'],
    ['departure without offset', { countries: 'ES', departure: `${next}-07-03T18:00:00` }, 'departure'],
    ['departure outside the window', { countries: 'ES', departure: `${next + 2}-07-03T18:00:00Z` }, 'departure'],
    ['fewer hours than countries', { countries: 'ES,FR', departure: fridayEvening, hours: '8' }, 'hours'],
    ['hours not a number', { countries: 'ES', departure: fridayEvening, hours: 'many' }, 'hours'],
    ['hours zero', { countries: 'ES', departure: fridayEvening, hours: '0' }, 'hours'],
    ['an unknown language', { countries: 'ES', departure: fridayEvening, lang: 'pt' }, 'lang'],
    ['an unknown parameter', { countries: 'ES', departure: fridayEvening, country: 'FR' }, 'country'],
  ])('%s is a 400 naming the parameter and its accepted form', async (_label, query, parameter) => {
    const answer = await get(ROUTE, query);

    expect(answer.statusCode).toBe(400);
    expect(answer.headers['Content-Type']).toBe('application/problem+json');
    expect(answer.json).toEqual(
      expect.objectContaining({ status: 400, parameter, expected: expect.any(String), detail: expect.any(String) }),
    );
  });

  test('an offset sent with an unencoded + (read as a space) is the offset it was', async () => {
    const answer = await route({ countries: 'FR', departure: fridayEvening.replace('+', ' ') });

    expect(answer.statusCode).toBe(200);
    expect(Date.parse(answer.body.route.departure)).toBe(Date.parse(fridayEvening));
  });

  test('the calendar’s headers and validators, and its own endpoint of the open-data quota', async () => {
    const ip = freshIp();
    const query = { countries: 'FR,IT', departure: fridayEvening };
    const first = await route(query, { ip });
    expect(first.headers).toEqual(
      expect.objectContaining({
        'Access-Control-Allow-Origin': '*',
        'Cache-Control': 'public, max-age=3600',
        Link: '<https://creativecommons.org/licenses/by/4.0/>; rel="license"',
        ETag: expect.stringMatching(/^"[^"]+"$/),
      }),
    );
    // Public and cached for everyone: no caller's remaining quota in it.
    expect(first.headers).not.toHaveProperty('RateLimit');
    expect(first.headers).not.toHaveProperty('RateLimit-Policy');
    const notModified = await route(query, { ip, headers: { 'if-none-match': first.headers.ETag as string } });
    expect(notModified.statusCode).toBe(304);
    for (let i = 2; i < 60; i += 1) expect((await route(query, { ip })).statusCode).toBe(200);

    const refused = await route(query, { ip });
    const calendar = await get(CALENDAR, { country: 'FR', date: `${next}-07-14` }, { ip });

    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['Retry-After'])).toBeGreaterThanOrEqual(1);
    expect(calendar.statusCode).toBe(200);
  }, 30_000);
});
