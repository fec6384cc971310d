import { DateTime } from 'luxon';
import { connectClient, textOf } from '#test/e2e/mcp/mcp-client.ts';
import { useLocalServer } from '#test/support/local-server.ts';

type Departure = { departure: string; arrival: string; provisional: boolean };
type RouteBody = {
  query: { departure: string; arriveBy?: string };
  route: { departure: string; arrival: string };
  clearDeparture: Departure | null;
  latestDeparture: Departure | null;
  noLatestDeparture: string | null;
  earliestArrival: { arrival: string; departures: string[] } | null;
  transito?: { salida: string; llegada: string };
};

const ZONE = 'Europe/Brussels';
const next = DateTime.now().setZone(ZONE).year + 1;
/** The first Saturday of December next year at 10:00 in Brussels, and the Thursday after at 08:00: inside the window. */
const saturday = (() => {
  let day = DateTime.fromObject({ year: next, month: 12, day: 1, hour: 10 }, { zone: ZONE });
  while (day.weekday !== 6) day = day.plus({ days: 1 });
  return day;
})();
const thursday = saturday.plus({ days: 5 }).set({ hour: 8 });
const places = { origin: 'ES-50001', destination: 'DE-80331' };

const server = useLocalServer('e2e-dispatcher-departures', { OPEN_DATA_QUOTA_PER_WINDOW: '100000' });
const { url } = server;
const ROUTE = '/api/geo/traffic-bans/route';
const route = async (query: Record<string, string>) => {
  const response = await fetch(url(ROUTE, { ...places, lang: 'en', ...query }));
  return { status: response.status, body: (await response.json()) as RouteBody & Record<string, unknown> };
};

describe("the dispatcher's two questions on the route planner", () => {
  test('the latest departure that arrives as early as the requested one, and which departure arrives first', async () => {
    const { status, body } = await route({ departure: saturday.toISO() as string });

    expect(status).toBe(200);
    const { latestDeparture, earliestArrival } = body;
    if (latestDeparture === null || earliestArrival === null) throw new Error('both are expected');
    expect(Date.parse(latestDeparture.departure)).toBeGreaterThanOrEqual(Date.parse(body.route.departure));
    expect(Date.parse(latestDeparture.arrival)).toBeLessThanOrEqual(Date.parse(body.route.arrival));
    expect(earliestArrival.departures).toContain('latestDeparture');
    expect(Date.parse(earliestArrival.arrival)).toBe(
      Math.min(
        ...[body.route.arrival, latestDeparture.arrival, body.clearDeparture?.arrival ?? body.route.arrival].map(
          Date.parse,
        ),
      ),
    );
  });

  test('with arriveBy alone, the route leaves at the latest departure that arrives by then', async () => {
    const arriveBy = thursday.toISO() as string;
    const { status, body } = await route({ arriveBy });

    expect(status).toBe(200);
    expect(body.query.arriveBy).toBe(DateTime.fromISO(arriveBy).setZone(ZONE).toISO({ suppressMilliseconds: true }));
    const { latestDeparture } = body;
    if (latestDeparture === null) throw new Error('a latest departure is expected');
    expect(body.route.departure).toBe(latestDeparture.departure);
    expect(body.transito?.salida).toBe(latestDeparture.departure);
    expect(Date.parse(latestDeparture.arrival)).toBeLessThanOrEqual(Date.parse(arriveBy));
    // A quarter of an hour later does not arrive in time.
    const later = await route({
      departure: DateTime.fromISO(latestDeparture.departure).plus({ minutes: 15 }).toISO() as string,
    });
    expect(Date.parse(later.body.route.arrival)).toBeGreaterThan(Date.parse(arriveBy));
  });

  test('a wanted arrival nothing from now on can meet is refused, naming arriveBy, on the API and the page', async () => {
    const soon = DateTime.now().setZone(ZONE).plus({ hours: 3 });
    const refused = await fetch(url(ROUTE, { ...places, arriveBy: soon.toISO() as string, lang: 'es' }), {
      headers: { 'Accept-Language': 'es' },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ parameter: 'arriveBy', detail: expect.stringContaining('llega') });

    const page = await fetch(
      url('/es/driving-bans/route', { ...places, arriveBy: soon.toFormat("yyyy-MM-dd'T'HH:mm") }),
    );
    const html = await page.text();
    expect(page.status).toBe(400);
    expect(html).toContain('role="alert"');
    expect(html).toContain('id="arriveBy-error"');
  });

  test('arriveBy with countries and hours is refused, naming arriveBy', async () => {
    const response = await fetch(
      url(ROUTE, { countries: 'ES,FR', arriveBy: thursday.toISO() as string, departure: saturday.toISO() as string }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ parameter: 'arriveBy' });
  });

  test('the route page and the MCP tool say the latest departure in words', async () => {
    const arriveBy = thursday.toISO() as string;
    const { body } = await route({ arriveBy });
    const page = await fetch(
      url('/driving-bans/route', { ...places, arriveBy: thursday.toFormat("yyyy-MM-dd'T'HH:mm") }),
    );
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain(`data-latest-departure="${body.latestDeparture?.departure}"`);
    expect(html).toContain('To arrive by');
    expect(html).toContain('name="arriveBy"');

    const { client } = await connectClient(server.baseUrl, 'current');
    const called = await client.callTool({ name: 'get_route_driving_bans', arguments: { ...places, arriveBy } });
    await client.close();
    expect(called.isError).toBeFalsy();
    expect((called.structuredContent as RouteBody).latestDeparture).toEqual(body.latestDeparture);
    expect(textOf(called)).toContain('To arrive by');
  }, 60_000);
});

describe('the bans a route by places lists', () => {
  test("leave out a region's or a road's bans where the corridor does not pass: no Île-de-France on Zaragoza–Munich", async () => {
    // A Friday: the Île-de-France sections leaving Paris are banned from 16:00, while the truck crosses France.
    const friday = saturday.minus({ days: 1 }).set({ hour: 8 });
    const { status, body } = await route({ departure: friday.toISO() as string });

    expect(status).toBe(200);
    const bans = body.bans as { country: string; regions?: string[] }[];
    expect(bans.filter((ban) => ban.regions?.includes('FR-IDF'))).toEqual([]);
    expect(body.count).toBe(bans.length);
  });
});
