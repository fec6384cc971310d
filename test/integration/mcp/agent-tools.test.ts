import { randomUUID } from 'node:crypto';
import type { Client } from '@modelcontextprotocol/client';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { DateTime } from 'luxon';
import type { AgentOperations } from '#functions/mcp/agent-server.ts';
import { MAX_CALENDAR_ANSWER_BYTES } from '#functions/mcp/answer-bounds.ts';
import { openDataLicense } from '#shared/http/open-data.ts';
import type { CredentialVerdict } from '#shared/operations/operation.ts';
import { windowAt } from '#shared/operations/traffic-bans/calendar-responses.ts';
import { textOf } from '#test/e2e/mcp/mcp-client.ts';
import { agentClient, agentOperations } from '#test/support/agent-client.ts';
import { type QuoteWorld, quoteBody, quoteWorld } from '../quotes/quote-world.ts';

/**
 * The MCP tools over the operations, in process and without an HTTP server: the server of one request is connected
 * to the SDK's client through a linked in-memory transport, and the operations run over DynamoDB Local.
 */

const PER_DAY = 2;

let world: QuoteWorld;
let operations: AgentOperations;
const clients: Client[] = [];

const owner = { company: 'ACME', client: 'acme-tms', integration: 'erp' };
const credential = (credentialId: string): CredentialVerdict => ({ authenticated: true, credentialId, owner });

/** A client of the server one MCP request would get, from this client address with this credential verdict. */
const connect = async (clientIp: string, verdict?: CredentialVerdict) => {
  const client = await agentClient(world, operations, clientIp, verdict);
  clients.push(client);
  return client;
};

beforeAll(async () => {
  world = await quoteWorld('mcp-tools', {
    ESTIMATE_QUOTA_PER_MINUTE: '1000',
    ESTIMATE_QUOTA_PER_DAY: String(PER_DAY),
  });
  operations = agentOperations(world);
}, 60_000);

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  world.client.destroy();
});

describe('estimate_freight_price', () => {
  test('prices JSON numbers as given and counts each call once against the estimate quota of the address', async () => {
    const client = await connect(`192.0.2.${Math.floor(Math.random() * 200) + 1}`);
    const call = () =>
      client.callTool({
        name: 'estimate_freight_price',
        arguments: { origen: 'Barcelona', destino: 'Milan', metros: 2.5, pesoKg: 1200, lang: 'en' },
      });

    const answers = [];
    for (let i = 0; i < PER_DAY + 1; i += 1) answers.push(await call());

    const [first, second, refused] = answers;
    expect(first?.isError).toBeFalsy();
    expect(second?.isError).toBeFalsy();
    expect(first?.structuredContent).toMatchObject({
      estado: 'estimacion',
      ldmDeclarado: 2.5,
      supuestos: { pesoUtilizadoKg: 1200 },
    });
    expect(refused?.isError).toBe(true);
    expect(textOf(refused ?? {})).toContain('Too many requests (HTTP 429)');
    expect(textOf(refused ?? {})).toMatch(/Wait [\d,]+ seconds? before calling again \(Retry-After\)/);
  });

  test('a value out of range is the 422 of the REST call, naming the argument and its accepted form', async () => {
    const client = await connect('198.51.100.10');

    const answer = await client.callTool({
      name: 'estimate_freight_price',
      arguments: { origen: 'Barcelona', destino: 'Milan', metros: 12, lang: 'en' },
    });

    expect(answer.isError).toBe(true);
    expect(textOf(answer)).toContain('Request cannot be priced (HTTP 422)');
    expect(textOf(answer)).toContain('Argument "metros": accepted form: a number greater than 0 and at most 10');
  });
});

describe('the quote tools', () => {
  test('refuse a caller without a credential, as the REST routes do', async () => {
    const client = await connect('198.51.100.11', { authenticated: false, reason: 'missing' });

    const created = await client.callTool({
      name: 'create_quote',
      arguments: { ...quoteBody(), idempotencyKey: `key-${randomUUID()}`, lang: 'en' },
    });

    expect(created.isError).toBe(true);
    expect(textOf(created)).toContain('(HTTP 401)');
    expect(textOf(created)).toContain('No credential was sent');
  });

  test('create, replay and retrieve one result for its credential only', async () => {
    const credentialId = `cred-${randomUUID()}`;
    const client = await connect('198.51.100.12', credential(credentialId));
    const stranger = await connect('198.51.100.12', credential(`cred-${randomUUID()}`));
    const args = { ...quoteBody(), idempotencyKey: `key-${randomUUID()}`, lang: 'fr' };

    const created = await client.callTool({ name: 'create_quote', arguments: args });
    const replayed = await client.callTool({ name: 'create_quote', arguments: args });
    const id = String((created.structuredContent as { id: unknown }).id);
    const fetched = await client.callTool({ name: 'get_quote', arguments: { id } });
    const foreign = await stranger.callTool({ name: 'get_quote', arguments: { id } });

    expect(created.isError).toBeFalsy();
    expect(replayed.structuredContent).toEqual(created.structuredContent);
    expect(textOf(replayed)).toMatch(/^Répétition du devis créé précédemment/);
    expect(fetched.structuredContent).toEqual(created.structuredContent);
    expect(foreign.isError).toBe(true);
    expect(textOf(foreign)).toContain('(HTTP 404)');
  });

  test('a malformed idempotency key names the idempotencyKey argument', async () => {
    const client = await connect('198.51.100.13', credential(`cred-${randomUUID()}`));

    const answer = await client.callTool({
      name: 'create_quote',
      arguments: { ...quoteBody(), idempotencyKey: 'short', lang: 'en' },
    });

    expect(answer.isError).toBe(true);
    expect(textOf(answer)).toContain('(HTTP 400)');
    expect(textOf(answer)).toContain('Argument "idempotencyKey": accepted form: 16 to 128 characters');
  });
});

describe('get_driving_bans', () => {
  test("answers from the calendar API cache: rendered once per filters, under the JSON answer's ETag", async () => {
    const client = await connect('198.51.100.15');
    const window = windowAt(new Date());
    const args = { country: 'AT', from: window.from, to: window.to, include: 'night', lang: 'de' };
    const filters = {
      from: window.from,
      to: window.to,
      countries: ['AT'],
      include: ['night' as const],
      lang: 'de' as const,
    };

    const first = await client.callTool({ name: 'get_driving_bans', arguments: args });
    const again = await client.callTool({ name: 'get_driving_bans', arguments: args });
    const { value } = await operations.calendar({ clientIp: '198.51.100.15', now: new Date() }, () => filters);
    let renders = 0;
    const cached = value.rendered('mcp', () => {
      renders += 1;
      return '';
    });

    expect(first._meta?.etag).toBe(value.body().etag);
    expect(again).toEqual(first);
    // The tool's own rendering of these filters is in the cache: nothing is rendered again.
    expect(renders).toBe(0);
    expect(cached.etag).toBe(value.body().etag);
  }, 30_000);

  test("answers the calendar operation's document for countries and dates, with the credit", async () => {
    const client = await connect('198.51.100.14');
    const [, next] = windowAt(new Date()).years;

    const answer = await client.callTool({
      name: 'get_driving_bans',
      arguments: { country: 'fr,IT', from: `${next}-07-01`, to: `${next}-07-31` },
    });

    expect(answer.isError).toBeFalsy();
    const calendar = answer.structuredContent as {
      filters: unknown;
      bans: { country: string; provisional?: true; provisionalReason?: string }[];
      license: { name: string };
    };
    const provisional = calendar.bans.filter((ban) => ban.provisional);
    expect(provisional.length).toBeGreaterThan(0);
    expect(provisional.every((ban) => ban.provisionalReason?.includes(String(next)))).toBe(true);
    expect(calendar.filters).toEqual({
      from: `${next}-07-01`,
      to: `${next}-07-31`,
      countries: ['FR', 'IT'],
      include: [],
      lang: 'en',
    });
    expect(new Set(calendar.bans.map((ban) => ban.country))).toEqual(new Set(['FR', 'IT']));
    expect(calendar.license.name).toBe('CC BY 4.0');
    expect(textOf(answer)).toContain('CC BY 4.0');
    // Next year's orders are not out: each provisional day says what it is projected from, in the text too.
    expect(textOf(answer)).toMatch(
      new RegExp(
        `\\[provisional date: Projected from the yearly orders read [^\\]]+the order for ${next}, published in late December, would confirm it\\.\\]`,
      ),
    );
  });

  test("a Romanian entry gives its hours in CET and in Romania's own time, never as two bans", async () => {
    const client = await connect('198.51.100.18');
    const [, next] = windowAt(new Date()).years;

    const answer = await client.callTool({
      name: 'get_driving_bans',
      arguments: { country: 'RO', date: `${next}-01-23` },
    });

    expect(answer.isError).toBeFalsy();
    expect(textOf(answer)).toContain('    - 17:00–21:00 (18:00–22:00 local time) DN7: Eve of public holiday');
    const [eve] = (answer.structuredContent as { bans: { localStart: string; localEnd: string }[] }).bans;
    expect(eve).toMatchObject({ localStart: '18:00', localEnd: '22:00' });
  });

  test('the whole calendar with night entries is cut at a whole day under the bound, saying how to ask for the rest', async () => {
    const client = await connect('198.51.100.16');
    const window = windowAt(new Date());

    const answer = await client.callTool({
      name: 'get_driving_bans',
      arguments: { include: 'night', from: window.from, to: window.to },
    });

    expect(answer.isError).toBeFalsy();
    expect(Buffer.byteLength(JSON.stringify(answer))).toBeLessThanOrEqual(MAX_CALENDAR_ANSWER_BYTES);
    const calendar = answer.structuredContent as { truncated: { nextFrom: string }; bans: { date: string }[] };
    expect(calendar.bans.every((ban) => ban.date < calendar.truncated.nextFrom)).toBe(true);
    expect(textOf(answer)).toContain(`Ask again with from=${calendar.truncated.nextFrom}`);
  }, 60_000);

  test('a route through an unknown country names the countries argument and its accepted form', async () => {
    const client = await connect('198.51.100.15');
    const [, next] = windowAt(new Date()).years;

    const answer = await client.callTool({
      name: 'get_route_driving_bans',
      arguments: { countries: ['ES', 'XX'], departure: `${next}-03-02T08:00:00+01:00` },
    });

    expect(answer.isError).toBe(true);
    expect(textOf(answer)).toContain('Argument "countries": unknown country code "XX".');
    expect(textOf(answer)).toContain('Accepted form: comma-separated country codes, any of: AT, BE');
  });

  test('hours that do not match the countries are refused as the REST 400 is, naming hours', async () => {
    const client = await connect('198.51.100.17');
    const [, next] = windowAt(new Date()).years;

    const answer = await client.callTool({
      name: 'get_route_driving_bans',
      arguments: { countries: ['ES', 'FR'], departure: `${next}-03-02T08:00:00+01:00`, hours: [4] },
    });

    expect(answer.isError).toBe(true);
    expect(textOf(answer)).toContain('Malformed request (HTTP 400): Parameter "hours" has 1 numbers for 2 countries.');
    expect(textOf(answer)).toContain(
      'Argument "hours": accepted form: one number of hours per country, in the order of countries',
    );
  });
});

describe('get_route_driving_bans', () => {
  test('marks each entry met as blocking the departure or not, and its text leads with the blocking ones', async () => {
    const client = await connect('198.51.100.36');
    const [, next] = windowAt(new Date()).years;
    // A summer Friday evening through Spain (road bans only) and France (a nationwide Sunday ban).
    const friday = DateTime.fromObject({ year: next, month: 7, day: 1 }, { zone: 'Europe/Paris' }).set({ weekday: 5 });
    const departure = (friday.month === 7 ? friday : friday.plus({ weeks: 1 })).set({ hour: 18 }).toISO() as string;

    const answer = await client.callTool({
      name: 'get_route_driving_bans',
      arguments: { countries: ['ES', 'FR', 'IT'], hours: [30, 48, 24], departure, lang: 'en' },
    });

    expect(answer.isError).toBeFalsy();
    type Met = { country: string; scope: string; kind: string; reason: string; blocksDeparture: boolean };
    const { bans } = answer.structuredContent as { bans: Met[] };
    for (const ban of bans) {
      const blocks = ban.kind === 'night' || ban.scope === 'nationwide' || ban.scope === 'transit';
      expect([ban.country, ban.scope, ban.blocksDeparture]).toEqual([ban.country, ban.scope, blocks]);
    }
    const blocking = bans.filter((ban) => ban.blocksDeparture);
    const other = bans.filter((ban) => !ban.blocksDeparture);
    expect(blocking.length).toBeGreaterThan(0);
    expect(other.length).toBeGreaterThan(0);
    const text = textOf(answer);
    const summary = text.indexOf('Also met, not blocking a departure (specific roads or regional');
    expect(summary).toBeGreaterThan(0);
    for (const ban of blocking) expect(text.slice(0, summary)).toContain(ban.reason);
    // The others are summed up by country, not listed one by one.
    const summaryLine = text.slice(summary).split('\n')[0] ?? '';
    for (const country of new Set(other.map((ban) => ban.country)))
      expect(summaryLine).toMatch(new RegExp(`${country} \\d+ entr`));
    expect(text).not.toContain(`: ${other[0]?.reason} (`);
  });
});

describe('argument checks', () => {
  test.each([
    ['es', 'estimate_freight_price', { metros: 'dos' }, /^El argumento «metros» no tiene la forma admitida\./],
    ['de', 'get_quote', { id: 'x' }, /^Das Argument „id“ hat nicht die zulässige Form\./],
    ['fr', 'get_driving_bans', { date: 'demain' }, /^Paramètre «\sdate\s»\s: demain est hors de la période/],
  ])(
    'a refused argument is told wholly in the call language (%s), with no English words before it',
    async (lang, name, args, start) => {
      const client = await connect('198.51.100.37');

      const answer = await client.callTool({ name, arguments: { ...args, lang } });

      expect(answer.isError).toBe(true);
      expect(textOf(answer)).toMatch(start);
      expect(textOf(answer)).not.toMatch(/\b(Input|validation|Invalid|arguments for tool)\b/);
    },
  );

  test('a call with several arguments at fault names each once, with its accepted form, and the unknown ones', async () => {
    const client = await connect('198.51.100.20');

    const answer = await client.callTool({
      name: 'estimate_freight_price',
      arguments: { metros: 'two', fecha: '25/11/2026', paisDestino: 'ITA', color: 'red', lang: 'en' },
    });

    expect(answer.isError).toBe(true);
    const text = textOf(answer);
    for (const name of ['metros', 'fecha', 'paisDestino']) {
      expect([name, text.split(`Argument "${name}" is not in the accepted form.`).length - 1]).toEqual([name, 1]);
    }
    expect(text).toContain('Accepted form: loading metres: a number greater than 0 and at most 10');
    expect(text).toContain('Accepted form: a date YYYY-MM-DD from today to 30 days ahead (Europe/Madrid)');
    expect(text).toContain('Accepted form: two letters (ISO 3166-1 alpha-2, any case)');
    expect(text).toContain('Unknown argument "color"; the arguments are: origen, destino');
  });

  test("unknown arguments are named in the call's language", async () => {
    const client = await connect('198.51.100.25');

    const answer = await client.callTool({
      name: 'estimate_freight_price',
      arguments: { origen: 'Barcelona', destino: 'Milan', metros: 2, colour: 'red', lang: 'fr' },
    });

    expect(answer.isError).toBe(true);
    expect(textOf(answer)).toContain('Argument inconnu "colour"\u202f; les arguments sont\u202f: origen, destino');
  });

  test('an argument with several faults (two items of one list) is named once', async () => {
    const client = await connect('198.51.100.21');
    const [, next] = windowAt(new Date()).years;

    const answer = await client.callTool({
      name: 'get_route_driving_bans',
      arguments: { countries: ['ES', 'FR'], departure: `${next}-03-02T08:00:00+01:00`, hours: [-1, 999] },
    });

    expect(answer.isError).toBe(true);
    expect(textOf(answer).match(/Argument "hours"/g)).toHaveLength(1);
    expect(textOf(answer)).toContain('Accepted form: hours spent in each country, in the same order (default 24 each)');
  });

  test.each([
    [
      'en',
      'Argument "departure" is not in the accepted form. Accepted form: departure date and time in RFC 3339 with offset, e.g.',
    ],
    [
      'de',
      'Das Argument „departure“ hat nicht die zulässige Form. Zulässige Form: Abfahrtsdatum und -uhrzeit in RFC 3339 mit Zeitversatz, z. B.',
    ],
  ])('a departure without its offset is told with its RFC 3339 form (%s)', async (lang, told) => {
    const client = await connect('198.51.100.22');
    const [, next] = windowAt(new Date()).years;

    const answer = await client.callTool({
      name: 'get_route_driving_bans',
      arguments: { countries: ['ES', 'FR'], departure: `${next}-03-02 08:00`, lang },
    });

    expect(answer.isError).toBe(true);
    expect(textOf(answer)).toContain(told);
  });

  test("a route's refusal is in the call's language", async () => {
    const client = await connect('198.51.100.23');
    const [, next] = windowAt(new Date()).years;

    const answer = await client.callTool({
      name: 'get_route_driving_bans',
      arguments: { countries: ['ES', 'FR'], departure: `${next}-03-02T08:00:00+01:00`, hours: [1, 2, 3], lang: 'de' },
    });

    expect(answer.isError).toBe(true);
    expect(textOf(answer)).toContain(
      'Fehlerhafte Anfrage (HTTP 400): Der Parameter „hours“ hat 3 Zahlen für 2 Länder.',
    );
    expect(textOf(answer)).toContain('zulässige Form: eine Stundenzahl je Land, in der Reihenfolge von countries');
  });
});

describe('get_driving_ban_changes', () => {
  test('answers the change log operation for countries and a first day: each change in words, with the credit', async () => {
    const client = await connect('198.51.100.25');

    const answer = await client.callTool({
      name: 'get_driving_ban_changes',
      arguments: { country: 'hr,it', since: '2026-11-27' },
    });

    expect(answer.isError).toBeFalsy();
    const log = answer.structuredContent as {
      filters: unknown;
      changes: { id: string; country: string; date: string }[];
      count: number;
      license: { name: string };
    };
    expect(log.filters).toEqual({ countries: ['HR', 'IT'], since: '2026-11-27' });
    expect(log.changes.length).toBe(log.count);
    expect(log.changes.every((change) => ['HR', 'IT'].includes(change.country) && change.date >= '2026-11-27')).toBe(
      true,
    );
    const text = textOf(answer);
    expect(text).toMatch(/^Changes to the driving-ban data \(rules and days\), newest first: \d+ changes\./);
    expect(text).toContain(
      '27 November 2026 · Croatia (HR): The Sunday after a holiday on a Friday or Saturday (12:00–23:00) is provisional',
    );
    expect(text).toContain('Days now provisional: 2026-05-03, 2026-05-31, 2026-12-27');
    expect(text).toContain('Sources: http://www.hak.hr/info/stanje-na-cestama/');
    expect(text).toContain('CC BY 4.0');
  });

  test('refuses a malformed day in the call’s language, naming the argument and its accepted form', async () => {
    const client = await connect('198.51.100.26');

    const answer = await client.callTool({
      name: 'get_driving_ban_changes',
      arguments: { since: 'gestern', lang: 'de' },
    });

    expect(answer.isError).toBe(true);
    expect(textOf(answer)).toBe(
      'Das Argument „since“ hat nicht die zulässige Form. Zulässige Form: ein Tag, JJJJ-MM-TT: die an diesem Tag oder danach veröffentlichten Änderungen.',
    );
  });
});

describe('the ban answers in German', () => {
  /** The fixed English words of the ban answers: none may be left in another language's text. */
  const ENGLISH =
    /\b(ban entr(y|ies)|Source|provisional date|more in the structured result|Data|departure|arrival about|bans? met|Each country is assumed|Hours in each country|A ban is met|belongs to the authority)\b/;

  test('by country and dates, and on a route, the fixed words are German', async () => {
    const client = await connect('198.51.100.24');
    const [, next] = windowAt(new Date()).years;
    const license = openDataLicense(world.settings, 'de');
    const credit = `${license.attribution} (${license.name}, ${license.url})`;
    // A Saturday evening departure: the truck is in France on Sunday, when its weekend ban applies.
    const firstOfJuly = DateTime.fromISO(`${next}-07-01`);
    const saturday = firstOfJuly.plus({ days: (6 - firstOfJuly.weekday + 7) % 7 }).toISODate();

    const byDates = await client.callTool({
      name: 'get_driving_bans',
      arguments: { country: 'de', from: `${next}-07-01`, to: `${next}-07-31`, lang: 'de' },
    });
    const onRoute = await client.callTool({
      name: 'get_route_driving_bans',
      arguments: { countries: ['ES', 'FR', 'DE'], departure: `${saturday}T18:00:00+02:00`, lang: 'de' },
    });

    expect([byDates.isError, onRoute.isError]).toEqual([undefined, undefined]);
    // The credit is the licence's, in the answer's language: whose each rule is, said in German.
    expect(credit).toContain('CC BY 4.0; jede Regel gehört der in officialSource genannten Behörde');
    expect(textOf(byDates)).toContain(`Daten ${credit}.`);
    expect(textOf(onRoute)).toContain(`Daten ${credit}.`);
    const [dates, route] = [byDates, onRoute].map((answer) => textOf(answer).replaceAll(credit, ''));
    expect(dates).toMatch(
      /^Fahrverbote vom 1\. Juli \d{4} bis 31\. Juli \d{4}, Zeiten in MEZ: \d+ Einträge\. Daten \./,
    );
    // Dates and instants inside sentences are in words, in the zone's German name (structured fields keep RFC 3339).
    expect(`${dates}\n${route}`).not.toMatch(/\b\d{4}-\d{2}-\d{2}/);
    expect(dates).toMatch(/Sonntag, \d+\. Juli \d{4}:\n {2}DE: landesweit 00:00–22:00/);
    expect(dates).toContain('Quelle: ');
    const day = DateTime.fromISO(saturday ?? '').setLocale('de-DE');
    expect(route).toMatch(
      new RegExp(
        `^Route ES → FR → DE: Abfahrt am Samstag, ${day.day}\\. ${day.monthLong}, 18:00 Uhr \\(MESZ\\); Ankunft etwa am \\p{L}+, \\d+\\. \\p{L}+, \\d{2}:\\d{2} Uhr \\(MESZ\\)\\.`,
        'u',
      ),
    );
    expect(route).toContain('je Land werden 24 Stunden angenommen');
    expect(route).toMatch(
      /FR von Sonntag, \d+\. \p{L}+, \d{2}:\d{2} Uhr \(MESZ\) bis \p{L}+, \d+\. \p{L}+, \d{2}:\d{2} Uhr \(MESZ\): Fahrverbote, die die Abfahrt sperren:/u,
    );
    expect(route).toMatch(/Daten \.$/);
    expect(dates).not.toMatch(ENGLISH);
    expect(route).not.toMatch(ENGLISH);
    expect(onRoute.structuredContent).toMatchObject({
      assumptions: [
        expect.stringMatching(/^Keine Stunden angegeben/),
        expect.stringMatching(/^Ein Fahrverbot/),
        expect.stringMatching(/^Freie Abfahrt: die früheste Abfahrt/),
      ],
    });
  });
});

/** `anyOf` of one type and null: how a listing says a field may be null. */
const isTypeOrNull = (key: string, value: unknown) =>
  key === 'anyOf' &&
  Array.isArray(value) &&
  value.length === 2 &&
  value.some((branch) => (branch as { type?: unknown }).type === 'null');

/**
 * The paths of `anyOf`, `oneOf`, `allOf` and `$ref` in a JSON schema, at any depth; with `nullable`, an `anyOf` of a
 * type and null is allowed.
 */
const combinatorsIn = (schema: unknown, path = '#', nullable = false): string[] => {
  if (Array.isArray(schema)) return schema.flatMap((item, index) => combinatorsIn(item, `${path}/${index}`, nullable));
  if (typeof schema !== 'object' || schema === null) return [];
  return Object.entries(schema).flatMap(([key, value]) => [
    ...(['anyOf', 'oneOf', 'allOf', '$ref'].includes(key) && !(nullable && isTypeOrNull(key, value))
      ? [`${path}/${key}`]
      : []),
    ...combinatorsIn(value, `${path}/${key}`, nullable),
  ]);
};

describe('tools/list', () => {
  test("the server's instructions say what it does not do and where each answer's assumptions are", async () => {
    const client = await connect('198.51.100.35');

    const instructions = client.getInstructions() ?? '';

    expect(instructions).toContain('does not create shipments or track them, book transport, or make firm offers');
    expect(instructions).toMatch(/assumptions .* are in its supuestos, a route's in its assumptions/);
    expect(instructions).toContain(`${world.settings.SITE_BASE_URL}/llms.txt`);
  });

  test('every input schema is flat: no anyOf, oneOf, allOf or $ref at any depth', async () => {
    const client = await connect('198.51.100.30');

    const { tools } = await client.listTools();

    expect(tools.length).toBeGreaterThanOrEqual(5);
    for (const tool of tools) expect([tool.name, combinatorsIn(tool.inputSchema)]).toEqual([tool.name, []]);
    const estimate = tools.find((tool) => tool.name === 'estimate_freight_price')?.inputSchema.properties ?? {};
    expect(estimate.metros).toMatchObject({ type: 'number' });
    const route = tools.find((tool) => tool.name === 'get_route_driving_bans')?.inputSchema.properties ?? {};
    expect(route.countries).toMatchObject({ type: 'array', items: { type: 'string' } });
    expect(route.hours).toMatchObject({ type: 'array', items: { type: 'number' } });
  });

  // Seven tools: the six of 15 KB and the change log's (1.5 KB).
  test('the whole list stays under 16.5 KB, and its output schemas are flat too (a field that may be null aside)', async () => {
    const client = await connect('198.51.100.32');

    const list = await client.listTools();

    expect(Buffer.byteLength(JSON.stringify(list))).toBeLessThan(16_500);
    for (const tool of list.tools) {
      expect([tool.name, combinatorsIn(tool.outputSchema, '#', true)]).toEqual([tool.name, []]);
    }
  });

  test('every tool says what it does to the world: only create_quote writes, and its key makes it idempotent', async () => {
    const client = await connect('198.51.100.33');

    const { tools } = await client.listTools();

    const hints = Object.fromEntries(
      tools.map(({ name, annotations = {} }) => [
        name,
        [annotations.readOnlyHint, annotations.destructiveHint, annotations.idempotentHint, annotations.openWorldHint],
      ]),
    );
    expect(hints).toMatchObject({
      estimate_freight_price: [true, false, true, false],
      get_driving_bans: [true, false, true, false],
      get_route_driving_bans: [true, false, true, false],
      create_quote: [false, false, true, false],
      get_quote: [true, false, true, false],
    });
    for (const [name, flags] of Object.entries(hints)) {
      expect([name, flags.every((flag) => typeof flag === 'boolean')]).toEqual([name, true]);
    }
  });

  test("every tool's structured content validates against the output schema it lists", async () => {
    const client = await connect('198.51.100.34', credential(`cred-${randomUUID()}`));
    const [, next] = windowAt(new Date()).years;
    const { tools } = await client.listTools();
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    const created = await client.callTool({
      name: 'create_quote',
      arguments: { ...quoteBody(), idempotencyKey: `key-${randomUUID()}` },
    });
    const calls: Record<string, Record<string, unknown>> = {
      estimate_freight_price: { origen: 'Barcelona', destino: 'Milan', metros: 2 },
      get_driving_bans: { country: 'FR', from: `${next}-07-01`, to: `${next}-07-31` },
      get_route_driving_bans: { countries: ['ES', 'FR', 'IT'], departure: `${next}-07-03T18:00:00+02:00` },
      get_quote: { id: (created.structuredContent as { id: string }).id },
    };

    const answers = {
      create_quote: created,
      ...Object.fromEntries(
        await Promise.all(
          Object.entries(calls).map(async ([name, args]) => [name, await client.callTool({ name, arguments: args })]),
        ),
      ),
    };

    for (const tool of tools.filter((listed) => listed.name in answers)) {
      const answer = answers[tool.name as keyof typeof answers];
      expect([tool.name, answer?.isError ?? false, answer?.structuredContent !== undefined]).toEqual([
        tool.name,
        false,
        true,
      ]);
      const validate = ajv.compile(tool.outputSchema ?? {});
      validate(answer?.structuredContent);
      expect([tool.name, validate.errors ?? []]).toEqual([tool.name, []]);
    }
    expect(tools.filter((tool) => tool.outputSchema === undefined).map((tool) => tool.name)).toEqual([]);
    expect(tools.filter((tool) => tool.name in answers)).toHaveLength(5);
  });

  test('an argument listed as one JSON type still takes the REST form of the value', async () => {
    const client = await connect('198.51.100.31');
    const [, next] = windowAt(new Date()).years;

    const estimate = await client.callTool({
      name: 'estimate_freight_price',
      arguments: { origen: 'Barcelona', destino: 'Milan', metros: '2.5', pesoKg: '1200', lang: 'en' },
    });
    const route = await client.callTool({
      name: 'get_route_driving_bans',
      arguments: { countries: 'ES,FR', hours: '8,14', departure: `${next}-03-02T08:00:00+01:00` },
    });

    expect(estimate.isError).toBeFalsy();
    expect(estimate.structuredContent).toMatchObject({ ldmDeclarado: 2.5, supuestos: { pesoUtilizadoKg: 1200 } });
    expect(route.isError).toBeFalsy();
    expect(route.structuredContent).toMatchObject({
      route: {
        legs: [
          { country: 'ES', hours: 8 },
          { country: 'FR', hours: 14 },
        ],
      },
    });
  });
});
