import { DateTime } from 'luxon';
import { windowAt } from '#shared/operations/traffic-bans/calendar-responses.ts';
import { connectClient, textOf } from '#test/e2e/mcp/mcp-client.ts';
import { useLocalServer } from '#test/support/local-server.ts';
import { expectOpenDataHeaders } from '#test/support/open-data-headers.ts';

type Json = Record<string, unknown>;
type Ban = { country: string; scope: string; startsAt: string; endsAt: string; roads?: string[] };
type RouteBody = {
  route: { departure: string; arrival: string; legs: { country: string; enters: string; leaves: string }[] };
  bans: Ban[];
  count: number;
  clearDeparture: { departure: string; arrival: string; provisional: boolean } | null;
  license: Json;
};

const ZONE = 'Europe/Brussels';
const next = DateTime.now().setZone(ZONE).year + 1;
/** A Friday at 18:00 in Brussels, in July of next year: inside the window whatever today is. */
const friday = (() => {
  let day = DateTime.fromObject({ year: next, month: 7, day: 1, hour: 18 }, { zone: ZONE });
  while (day.weekday !== 5) day = day.plus({ days: 1 });
  return day;
})();
const departure = friday.toISO() as string;

const server = useLocalServer('e2e-route-bans', { OPEN_DATA_QUOTA_PER_WINDOW: '100000' });
const { url } = server;
const ROUTE = '/api/geo/traffic-bans/route';

describe('the route over HTTP', () => {
  test('ES,FR,IT answers the route, the calendar entries of each leg, and the calendar’s headers', async () => {
    const response = await fetch(url(ROUTE, { countries: 'ES,FR,IT', departure, hours: '8,14,8', lang: 'en' }));

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expectOpenDataHeaders(response);
    expect(response.headers.get('etag')).toMatch(/^"[^"]+"$/);
    const body = (await response.json()) as RouteBody;
    expect(body.route.legs.map((leg) => leg.country)).toEqual(['ES', 'FR', 'IT']);
    for (const leg of body.route.legs) {
      const from = DateTime.fromISO(leg.enters).setZone(ZONE).minus({ days: 1 }).toISODate() as string;
      const to = DateTime.fromISO(leg.leaves).setZone(ZONE).toISODate() as string;
      const calendar = (await (
        await fetch(url('/api/geo/traffic-bans', { country: leg.country, from, to, include: 'night' }))
      ).json()) as { bans: Ban[] };
      const [enters, leaves] = [Date.parse(leg.enters), Date.parse(leg.leaves)];
      const expected = calendar.bans.filter(
        (ban) => Date.parse(ban.startsAt) < leaves && Date.parse(ban.endsAt) > enters,
      );
      const met = body.bans.filter(
        (ban) => ban.country === leg.country && Date.parse(ban.startsAt) < leaves && Date.parse(ban.endsAt) > enters,
      );
      expect(met).toEqual(expected);
    }
    expect(body.license).toMatchObject({ name: 'CC BY 4.0' });

    const again = await fetch(url(ROUTE, { countries: 'ES,FR,IT', departure, hours: '8,14,8', lang: 'en' }), {
      headers: { 'If-None-Match': response.headers.get('etag') as string },
    });
    expect(again.status).toBe(304);
  });

  test('a malformed departure is a 400 with parameter and expected', async () => {
    const response = await fetch(url(ROUTE, { countries: 'ES,FR', departure: 'Friday evening' }));

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      parameter: 'departure',
      expected: expect.stringContaining('RFC 3339'),
    });
  });
});

describe('the route page', () => {
  test('answers the form, then the route as a timeline per country with the clear departure, without scripts', async () => {
    const form = await fetch(url('/driving-bans/route'));
    const formHtml = await form.text();
    const answer = await fetch(
      url('/es/driving-bans/route', {
        countries: 'ES FR IT',
        departure: friday.toFormat("yyyy-MM-dd'T'HH:mm"),
        hours: '8,14,8',
      }),
    );
    const html = await answer.text();
    const api = (await (
      await fetch(url(ROUTE, { countries: 'ES,FR,IT', departure, hours: '8,14,8', lang: 'es' }))
    ).json()) as RouteBody;

    expect(form.status).toBe(200);
    expect(formHtml).toContain('<form');
    expect(formHtml).toContain('name="countries"');
    expect(formHtml).not.toContain('<script');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-language')).toBe('es');
    expect(html).toContain('<ol class="timeline">');
    expect(html.match(/<li><h3>/g)).toHaveLength(3);
    if (api.clearDeparture === null) expect(html).toContain('Ninguna salida');
    else expect(html).toContain(`data-clear-departure="${api.clearDeparture.departure}"`);
  });

  test('an unknown country is refused in HTML, naming the field', async () => {
    const answer = await fetch(url('/driving-bans/route', { countries: 'ES,XX', departure: '2020-01-01T10:00' }));
    const html = await answer.text();

    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toContain('role="alert"');
    expect(html).toContain('aria-invalid="true"');
  });
});

describe('the MCP route tool', () => {
  test('get_route_driving_bans answers what the REST route answers, roads named, each entry once', async () => {
    const { client } = await connectClient(server.baseUrl, 'current');
    const rest = (await (
      await fetch(url(ROUTE, { countries: 'ES,FR,IT', departure, hours: '8,14,8', lang: 'en' }))
    ).json()) as RouteBody & { generated: string };

    const called = await client.callTool({
      name: 'get_route_driving_bans',
      arguments: { countries: ['ES', 'FR', 'IT'], departure, hours: [8, 14, 8] },
    });
    await client.close();

    expect(called.isError).toBeFalsy();
    const { generated: _rest, ...restAnswer } = rest;
    const {
      generated: _mcp,
      bans: mcpBans,
      ...mcpAnswer
    } = called.structuredContent as Json & {
      bans: (RouteBody['bans'][number] & { blocksDeparture: boolean })[];
    };
    // The same answer, each entry marked for agents as blocking a departure or not (nationwide, transit, night).
    expect({ ...mcpAnswer, bans: mcpBans.map(({ blocksDeparture: _marked, ...ban }) => ban) }).toEqual(restAnswer);
    for (const ban of mcpBans) {
      expect([ban.scope, ban.blocksDeparture]).toEqual([
        ban.scope,
        ['nationwide', 'transit', 'night'].includes(ban.scope),
      ]);
    }
    const text = textOf(called);
    const lines = text.split('\n').filter((line) => line.startsWith('  - '));
    const perLeg = text
      .split(/\n(?=[A-Z]{2} from )/)
      .map((part) => part.split('\n').filter((l) => l.startsWith('  - ')));
    for (const leg of perLeg) expect(new Set(leg).size).toBe(leg.length);
    // The entries that block a departure are listed one by one; the others are summed up by country.
    const blocking = mcpBans.filter((ban) => ban.blocksDeparture);
    expect(lines.length).toBeGreaterThanOrEqual(blocking.length > 0 ? 1 : 0);
    for (const ban of blocking.filter((entry) => entry.roads)) {
      expect(text).toContain((ban.roads as string[]).join(', '));
    }
    if (blocking.length < mcpBans.length) expect(text).toContain('Also met, not blocking a departure');
    expect(text).toMatch(rest.clearDeparture ? /Earliest clear departure/ : /No departure within 7 days/);
    expect(text).not.toMatch(/\d{4}-\d\d-\d\dT/);
    expect(text).toContain('CC BY 4.0');
  }, 60_000);
});

describe('time past the calendar’s window is unknown, not clear', () => {
  type Uncovered = { from: string; to: string } | null;
  type PastBody = Omit<RouteBody, 'route'> & {
    route: {
      departure: string;
      arrival: string;
      legs: { country: string; enters: string; leaves: string; uncovered: Uncovered }[];
      uncovered: Uncovered;
    };
    noClearDeparture: string | null;
    window: { to: string };
  };
  /** The last day of the window of the server's clock, and the instant the window ends (midnight CET after it). */
  const lastDay = windowAt(new Date()).to;
  const windowEnds = DateTime.fromISO(lastDay, { zone: ZONE }).plus({ days: 1 }).startOf('day');
  const at = (days: number, hour: number) =>
    DateTime.fromISO(lastDay, { zone: ZONE })
      .plus({ days })
      .set({ hour })
      .toISO({ suppressMilliseconds: true }) as string;
  const cet = (instant: DateTime) => instant.setZone(ZONE).toISO({ suppressMilliseconds: true }) as string;

  test('a route crossing into the next year says, leg by leg, which time the calendar does not cover', async () => {
    const query = { countries: 'ES,FR,DE', hours: '12,14,10', departure: at(0, 8), lang: 'en' };

    const response = await fetch(url(ROUTE, query));

    expect(response.status).toBe(200);
    const body = (await response.json()) as PastBody;
    const departed = DateTime.fromISO(query.departure);
    expect(body.route.legs.map((leg) => leg.uncovered)).toEqual([
      null,
      { from: cet(windowEnds), to: cet(departed.plus({ hours: 26 })) },
      { from: cet(departed.plus({ hours: 26 })), to: cet(departed.plus({ hours: 36 })) },
    ]);
    expect(body.route.uncovered).toEqual({ from: cet(windowEnds), to: body.route.arrival });
    expect(body.clearDeparture).toBeNull();
    expect(body.noClearDeparture).toBe('calendar-ends');
    expect(body.window.to).toBe(lastDay);
  });

  test('240 hours in each of two countries from three days before the end: no ban is not "no ban"', async () => {
    const response = await fetch(url(ROUTE, { countries: 'FR,DE', hours: '240,240', departure: at(-2, 8) }));

    const body = (await response.json()) as PastBody;
    expect(response.status).toBe(200);
    expect(body.route.legs[0]?.uncovered).toEqual({ from: cet(windowEnds), to: body.route.legs[0]?.leaves });
    expect(body.route.legs[1]?.uncovered).toEqual({
      from: body.route.legs[1]?.enters,
      to: body.route.legs[1]?.leaves,
    });
    expect(body.clearDeparture).toBeNull();
    expect(body.noClearDeparture).toBe('calendar-ends');
  });

  test('a route well inside the window has nothing uncovered, and a null clear departure says why', async () => {
    const body = (await (
      await fetch(url(ROUTE, { countries: 'ES,FR,IT', departure, hours: '8,14,8' }))
    ).json()) as PastBody;

    expect(body.route.legs.map((leg) => leg.uncovered)).toEqual([null, null, null]);
    expect(body.route.uncovered).toBeNull();
    expect(body.noClearDeparture).toBe(body.clearDeparture === null ? 'every-departure-meets-a-ban' : null);
  });

  test('the route page says so in the page’s language', async () => {
    const local = DateTime.fromISO(at(0, 8), { setZone: true }).toFormat("yyyy-MM-dd'T'HH:mm");
    const answer = await fetch(
      url('/fr/driving-bans/route', { countries: 'ES,FR,DE', hours: '12,14,10', departure: local }),
    );
    const html = await answer.text();

    expect(answer.status).toBe(200);
    expect(html.match(/<p class="uncovered">/g)).toHaveLength(2);
    expect(html).toContain('l’itinéraire dépasse la fin du calendrier');
    expect(html).toContain('Aucun départ sans interdiction ne peut être indiqué');
  });

  test('the MCP tool says so in its text and its structured content', async () => {
    const { client } = await connectClient(server.baseUrl, 'current');

    const called = await client.callTool({
      name: 'get_route_driving_bans',
      arguments: { countries: ['ES', 'FR', 'DE'], departure: at(0, 8), hours: [12, 14, 10], lang: 'de' },
    });
    await client.close();

    expect(called.isError).toBeFalsy();
    const structured = called.structuredContent as PastBody;
    expect(structured.route.uncovered).toEqual({ from: cet(windowEnds), to: structured.route.arrival });
    expect(structured.noClearDeparture).toBe('calendar-ends');
    const text = textOf(called);
    expect(text.match(/außerhalb des Kalenders/g)).toHaveLength(2);
    const lastDayInWords = new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${lastDay}T12:00:00Z`),
    );
    expect(text).toContain(`Der Kalender reicht bis zum ${lastDayInWords}`);
  }, 60_000);
});

describe('the specific reason wins over "not in the accepted form"', () => {
  const farDeparture = `${Number(windowAt(new Date()).to.slice(0, 4)) + 73}-01-01T00:00:00Z`;

  test.each([
    [
      'a well-formed departure outside the window',
      { countries: 'ES,FR', departure: farDeparture },
      'departure',
      /is outside the window \d{1,2} [A-Z][a-z]+ \d{4} to \d{1,2} [A-Z][a-z]+ \d{4}/,
    ],
    ['an unknown country code', { countries: 'ES,ZZ', departure }, 'countries', /unknown country code "ZZ"/],
  ])('REST: %s', async (_label, query, parameter, said) => {
    const response = await fetch(url(ROUTE, { ...query, lang: 'en' }), { headers: { 'Accept-Language': 'en' } });

    expect(response.status).toBe(400);
    const problem = (await response.json()) as Json;
    expect(problem).toMatchObject({ parameter });
    expect(String(problem.detail)).toMatch(said);
    expect(String(problem.detail)).not.toContain('accepted form');
  });

  test.each([
    [
      'a well-formed departure outside the window',
      { countries: ['ES', 'FR'], departure: farDeparture },
      /is outside the window/,
    ],
    ['an unknown country code', { countries: ['ES', 'ZZ'], departure }, /unknown country code "ZZ"/],
  ])(
    'MCP: %s',
    async (_label, args, said) => {
      const { client } = await connectClient(server.baseUrl, 'current');

      const called = await client.callTool({ name: 'get_route_driving_bans', arguments: { ...args, lang: 'en' } });
      await client.close();

      expect(called.isError).toBe(true);
      expect(textOf(called)).toMatch(said);
    },
    60_000,
  );
});

describe('one number grammar: the route’s hours are read as the estimate’s metres are', () => {
  test.each(['1e1,8', '0x10,8', '+8,8', '-0,8', 'Infinity,8'])(
    'REST refuses hours=%s as the estimate refuses metros',
    async (hours) => {
      const metros = hours.split(',')[0] as string;

      const route = await fetch(url(ROUTE, { countries: 'ES,FR', departure, hours, lang: 'en' }));
      const estimate = await fetch(
        url('/api/agentes/v1/estimaciones', { origen: 'Barcelona', destino: 'Milan', metros }),
      );

      expect([route.status, estimate.status]).toEqual([400, 400]);
      expect(await route.json()).toMatchObject({ parameter: 'hours' });
    },
  );

  test('MCP refuses hours written as text in another notation', async () => {
    const { client } = await connectClient(server.baseUrl, 'current');

    const called = await client.callTool({
      name: 'get_route_driving_bans',
      arguments: { countries: ['ES', 'FR'], departure, hours: '1e1,8', lang: 'en' },
    });
    await client.close();

    expect(called.isError).toBe(true);
    expect(textOf(called)).toContain('Argument "hours"');
  }, 60_000);
});
