import { randomUUID } from 'node:crypto';
import type { Client } from '@modelcontextprotocol/client';
import { DateTime } from 'luxon';
import { issueCredential } from '#shared/domain/credentials/credential.ts';
import { logger } from '#shared/observability/logger.ts';
import { windowAt } from '#shared/operations/traffic-bans/calendar-responses.ts';
import { dynamoCredentialStore } from '#shared/store/credential-store.ts';
import type { createDocumentClient } from '#shared/store/dynamo-client.ts';
import type { RunningServer } from '#test/support/local-server.ts';
import { type PricedServer, startPricedServer } from '#test/support/priced-server.ts';
import { connectClient, type Revision, remaining, textOf } from './mcp-client.ts';

const ESTIMATES = '/api/agentes/v1/estimaciones';
const QUOTES = '/api/agentes/v1/cotizaciones';
const BANS = '/api/geo/traffic-bans';

type Json = Record<string, unknown>;

let server: RunningServer;
let token: string;
let db: ReturnType<typeof createDocumentClient>;
let names: PricedServer['names'];
const clients: Client[] = [];

const connect = async (revision: Revision, credential?: string) => {
  const { client } = await connectClient(server.baseUrl, revision, credential);
  clients.push(client);
  return client;
};

const rest = (path: string, init: RequestInit = {}) => fetch(`${server.baseUrl}${path}`, init);

/** An estimate differs from another for the same input only in its identity and times. */
const withoutIdentity = ({ id: _id, emitido: _emitido, caduca: _caduca, ...rest }: Json) => rest;

const nextYear = () => windowAt(new Date()).years[1];

const quoteBody = () => ({
  paisDestino: 'IT',
  cpOrigen: '08001',
  cpDestino: '20121',
  ldm: 2.4,
  pesoKg: 1800,
  fechaCarga: DateTime.now().setZone('Europe/Madrid').plus({ days: 1 }).toISODate(),
  servicio: 'STANDARD_LTL',
  adr: false,
});

beforeAll(async () => {
  logger.setLogLevel('SILENT');
  // The day window of the estimate is the tighter one, so RateLimit reports it, and it only ever fills during the
  // suite (its tables are new): a count read before and after a call tells what the call counted, wherever a
  // minute or a slice of it turns over in between.
  process.env.ESTIMATE_QUOTA_PER_MINUTE = '1000';
  process.env.ESTIMATE_QUOTA_PER_DAY = '900';
  process.env.INTEGRATION_QUOTA_PER_MINUTE = '1000';
  process.env.OPEN_DATA_QUOTA_PER_WINDOW = '1000';
  process.env.MCP_QUOTA_PER_MINUTE = '1000';
  ({ server, client: db, token, names } = await startPricedServer('e2e-mcp'));
}, 60_000);

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await server.close();
  db.destroy();
});

describe.each(['current', '2025-03-26'] as const)('an official SDK client of the %s revision', (revision) => {
  test('lists the six tools with honest annotations, input and output schemas, and both resources', async () => {
    const client = await connect(revision);

    const { tools } = await client.listTools();
    const { resources } = await client.listResources();

    const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool]));
    expect(Object.keys(byName).sort()).toEqual([
      'create_quote',
      'estimate_freight_price',
      'get_driving_ban_changes',
      'get_driving_bans',
      'get_quote',
      'get_route_driving_bans',
      'pallets_to_loading_metres',
    ]);
    for (const name of [
      'estimate_freight_price',
      'get_driving_ban_changes',
      'get_driving_bans',
      'get_quote',
      'get_route_driving_bans',
      'pallets_to_loading_metres',
    ]) {
      expect(byName[name]?.annotations).toMatchObject({
        readOnlyHint: true,
        destructiveHint: false,
        idempotentHint: true,
        openWorldHint: false,
      });
    }
    expect(byName.create_quote?.annotations).toMatchObject({
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    });
    expect(byName.estimate_freight_price?.inputSchema).toMatchObject({
      type: 'object',
      required: ['metros'],
      properties: { cpOrigen: { pattern: '^[0-9]{5}$' }, metros: { type: 'number' } },
    });
    expect(byName.create_quote?.inputSchema.required).toEqual(
      expect.arrayContaining(['paisDestino', 'cpOrigen', 'cpDestino', 'ldm', 'pesoKg', 'fechaCarga', 'idempotencyKey']),
    );
    // A departure, or with origin and destination a wanted arrival instead: neither is required alone.
    expect(byName.get_route_driving_bans?.inputSchema.required).toBeUndefined();
    expect(Object.keys(byName.get_route_driving_bans?.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining(['countries', 'hours', 'origin', 'destination', 'departure', 'arriveBy']),
    );
    for (const tool of tools) expect(tool.outputSchema).toMatchObject({ type: 'object' });
    // The result's main fields are described (estado tells a price from manual review); supuestos is declared.
    expect(JSON.stringify(byName.estimate_freight_price?.outputSchema)).toContain('"supuestos"');

    expect(resources.map((resource) => resource.name).sort()).toEqual(['data-licence', 'openapi']);
    const openapi = await client.readResource({ uri: resources.find((r) => r.name === 'openapi')?.uri ?? '' });
    const licence = await client.readResource({ uri: resources.find((r) => r.name === 'data-licence')?.uri ?? '' });
    // The document is linked, not inlined: its URI is where the REST contract is served.
    const openApiUri = resources.find((r) => r.name === 'openapi')?.uri ?? '';
    expect(new URL(openApiUri).pathname).toBe('/api/openapi.json');
    expect((openapi.contents[0] as { text: string }).text).toContain(`GET it over HTTPS`);
    expect((openapi.contents[0] as { text: string }).text.length).toBeLessThan(1_000);
    expect((licence.contents[0] as { text: string }).text).toContain('CC BY 4.0');
  }, 60_000);

  test('estimate_freight_price answers what the REST estimate answers, and counts against the same IP quota', async () => {
    const client = await connect(revision);
    const query = 'origen=Barcelona&destino=Milan&metros=2.5&pesoKg=1200';
    const before = await rest(`${ESTIMATES}?${query}`, { headers: { 'Accept-Language': 'en' } });
    const restBody = (await before.json()) as Json;

    const called = await client.callTool({
      name: 'estimate_freight_price',
      arguments: { origen: 'Barcelona', destino: 'Milan', metros: 2.5, pesoKg: '1200', lang: 'en' },
    });
    const after = await rest(`${ESTIMATES}?${query}`, { headers: { 'Accept-Language': 'en' } });

    expect(called.isError).toBeFalsy();
    const structured = called.structuredContent as Json;
    expect(withoutIdentity(structured)).toEqual(withoutIdentity(restBody));
    // REST, MCP, REST: the second REST answer sees two requests counted after the first.
    expect(remaining(after, 'day')).toBe(remaining(before, 'day') - 2);
    const text = textOf(called);
    const supuestos = structured.supuestos as Json;
    expect(text).toContain(`${Number(structured.total).toFixed(2)} EUR`);
    expect(text).toContain('VAT excluded');
    // The week's diesel figure decides whether the fuel clause adds to the price or takes from it.
    const gasoleo = Number(structured.gasoleo);
    expect(text).toContain(
      gasoleo < 0 ? `fuel reduction ${(-gasoleo).toFixed(2)} EUR` : `fuel surcharge ${gasoleo.toFixed(2)} EUR`,
    );
    const loading = new Date(`${structured.fechaCarga}T12:00:00Z`);
    expect(text).toContain(
      `loading date ${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(loading)}.`,
    );
    for (const value of [
      supuestos.cpOrigen,
      supuestos.cpDestino,
      // The assumptions in the domain's sentences, numbers in the tool's language (here en).
      `${new Intl.NumberFormat('en-GB').format(Number(supuestos.pesoUtilizadoKg))} kg`,
      supuestos.mercancia,
    ]) {
      expect(text).toContain(String(value));
    }
  }, 60_000);

  test('a lane outside the tariff comes back as manual review, without an amount', async () => {
    const client = await connect(revision);
    const restBody = (await (
      await rest(`${ESTIMATES}?cpOrigen=28001&cpDestino=00-950&paisDestino=PL&metros=3&pesoKg=2000`)
    ).json()) as Json;

    const called = await client.callTool({
      name: 'estimate_freight_price',
      arguments: { cpOrigen: '28001', cpDestino: '00-950', paisDestino: 'PL', metros: 3, pesoKg: 2000 },
    });

    expect(called.isError).toBeFalsy();
    expect(withoutIdentity(called.structuredContent as Json)).toEqual(withoutIdentity(restBody));
    expect((called.structuredContent as Json).total).toBeUndefined();
    expect(textOf(called)).toMatch(/^Revisión manual: no se da precio/);
    expect(textOf(called)).not.toMatch(/\d+\.\d\d EUR/);
  }, 60_000);

  test('get_driving_bans answers the REST calendar for countries and dates, with the CC BY credit', async () => {
    const client = await connect(revision);
    const year = nextYear();
    const query = { country: 'FR,IT', from: `${year}-07-01`, to: `${year}-07-31`, lang: 'en' };

    const called = await client.callTool({ name: 'get_driving_bans', arguments: query });
    const restBody = (await (await rest(`${BANS}?${new URLSearchParams(query)}`)).json()) as Json;

    expect(called.isError).toBeFalsy();
    // `generated` is when each function instance built its calendar: the MCP function has its own.
    const { generated: _mcpGenerated, ...mcpCalendar } = called.structuredContent as Json;
    const { generated: _restGenerated, ...restCalendar } = restBody;
    expect(mcpCalendar).toEqual(restCalendar);
    expect(textOf(called)).toContain('CC BY 4.0');
    expect(textOf(called)).toContain('Source: ');
  }, 60_000);

  test('get_route_driving_bans names the bans met in each country, with their sources', async () => {
    const client = await connect(revision);
    const year = nextYear();
    const calendar = (await (await rest(`${BANS}?country=FR&from=${year}-07-01&to=${year}-07-31`)).json()) as {
      bans: { startsAt: string; endsAt: string; date: string; officialSource: { url: string } }[];
    };
    const ban = calendar.bans.find((entry) => entry.startsAt.includes('T00:00') || entry.startsAt.includes('T22:00'));
    if (!ban) throw new Error('no French ban in July of next year');
    const departure = DateTime.fromISO(ban.startsAt, { setZone: true }).minus({ hours: 5 }).toISO() ?? '';

    const called = await client.callTool({
      name: 'get_route_driving_bans',
      arguments: { countries: ['ES', 'FR', 'IT'], departure, hours: [4, 12, 10] },
    });

    expect(called.isError).toBeFalsy();
    const answer = called.structuredContent as {
      route: { legs: { country: string }[] };
      bans: { country: string; startsAt: string }[];
    };
    expect(answer.route.legs.map((leg) => leg.country)).toEqual(['ES', 'FR', 'IT']);
    expect(answer.bans.some((met) => met.country === 'FR' && met.startsAt === ban.startsAt)).toBe(true);
    expect(textOf(called)).toContain(ban.officialSource.url);
    expect(textOf(called)).toContain('CC BY 4.0');
    expect((called.structuredContent as Json).license).toMatchObject({ name: 'CC BY 4.0' });
  }, 60_000);

  test('create_quote and get_quote with the credential answer the REST results and count against the credential', async () => {
    // A credential of its own, whose minute holds only this test's requests: none can leave it in between.
    const { token } = await issueCredential(
      { company: 'MCP', client: 'agent', integration: revision },
      dynamoCredentialStore(db, names.CREDENTIALS_TABLE_NAME),
      new Date(),
    );
    const client = await connect(revision, token);
    const key = `mcp-${randomUUID()}`;
    const body = quoteBody();

    const created = await client.callTool({ name: 'create_quote', arguments: { ...body, idempotencyKey: key } });
    const structured = created.structuredContent as Json;
    const replay = await rest(QUOTES, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': key, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const retrievedBefore = await rest(`${QUOTES}/${structured.id}`, { headers: { Authorization: `Bearer ${token}` } });
    const fetched = await client.callTool({ name: 'get_quote', arguments: { id: String(structured.id) } });
    const retrievedAfter = await rest(`${QUOTES}/${structured.id}`, { headers: { Authorization: `Bearer ${token}` } });
    const again = await client.callTool({ name: 'create_quote', arguments: { ...body, idempotencyKey: key } });

    expect(created.isError).toBeFalsy();
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replay')).toBe('true');
    expect(await replay.json()).toEqual(structured);
    expect(fetched.structuredContent).toEqual(structured);
    expect(await retrievedBefore.json()).toEqual(structured);
    expect(remaining(retrievedAfter, 'minute')).toBe(remaining(retrievedBefore, 'minute') - 2);
    expect(again.structuredContent).toEqual(structured);
    // The quote was created without lang: its texts, and the text around them, are Spanish.
    expect(textOf(again)).toMatch(/^Repetición de la cotización creada antes con esta idempotencyKey\./);
  }, 60_000);

  test('the quote tools refuse a caller without a credential, as the REST routes do', async () => {
    const client = await connect(revision);

    const created = await client.callTool({
      name: 'create_quote',
      arguments: { ...quoteBody(), idempotencyKey: `mcp-${randomUUID()}`, lang: 'en' },
    });
    const fetched = await client.callTool({ name: 'get_quote', arguments: { id: randomUUID(), lang: 'en' } });

    for (const result of [created, fetched]) {
      expect(result.isError).toBe(true);
      expect(result.structuredContent).toBeUndefined();
      expect(textOf(result)).toContain('(HTTP 401)');
      expect(textOf(result)).toContain('No credential was sent');
    }
  }, 60_000);

  test('the endpoint checks the credential of a quote tool itself: a revocation bites on the next call', async () => {
    const credentials = dynamoCredentialStore(db, names.CREDENTIALS_TABLE_NAME);
    const { token: leaving, credential } = await issueCredential(
      { company: 'LEAVING', client: 'agent', integration: revision },
      credentials,
      new Date(),
    );
    const client = await connect(revision, leaving);
    const unknownId = { id: randomUUID(), lang: 'en' };

    const before = await client.callTool({ name: 'get_quote', arguments: unknownId });
    await credentials.revoke(credential.credentialId, new Date());
    const after = await client.callTool({ name: 'get_quote', arguments: unknownId });

    // Authenticated, the id is unknown (404); revoked, the credential is refused (401).
    expect(textOf(before)).toContain('(HTTP 404)');
    expect(after.isError).toBe(true);
    expect(textOf(after)).toContain('(HTTP 401)');
  }, 60_000);

  test('malformed arguments are tool errors naming the argument and its accepted form', async () => {
    const client = await connect(revision, token);

    const notANumber = await client.callTool({
      name: 'estimate_freight_price',
      arguments: { origen: 'Barcelona', destino: 'Milan', metros: 'two', lang: 'en' },
    });
    const outOfRange = await client.callTool({
      name: 'estimate_freight_price',
      arguments: { origen: 'Barcelona', destino: 'Milan', metros: 12, lang: 'en' },
    });
    const badKey = await client.callTool({
      name: 'create_quote',
      arguments: { ...quoteBody(), idempotencyKey: 'short', lang: 'en' },
    });
    const badId = await client.callTool({ name: 'get_quote', arguments: { id: 'not-a-uuid', lang: 'en' } });
    const unknownCountry = await client.callTool({
      name: 'get_route_driving_bans',
      arguments: { countries: ['ES', 'XX'], departure: `${nextYear()}-03-02T08:00:00+01:00` },
    });

    expect(textOf(notANumber)).toContain(
      'Argument "metros" is not in the accepted form. Accepted form: loading metres: a number greater than 0 and at most 10',
    );
    expect(textOf(outOfRange)).toContain('(HTTP 422)');
    expect(textOf(outOfRange)).toContain('Argument "metros": accepted form: a number greater than 0 and at most 10');
    expect(textOf(badKey)).toContain('Argument "idempotencyKey": accepted form: 16 to 128 characters');
    expect(textOf(badId)).toContain(
      'Argument "id" is not in the accepted form. Accepted form: a UUID, as returned in the id of a created result.',
    );
    expect(textOf(unknownCountry)).toContain('Argument "countries"');
    for (const result of [notANumber, outOfRange, badKey, badId, unknownCountry]) expect(result.isError).toBe(true);
  }, 60_000);
});

/** The English words of a price's text, none of which may appear in another language's answer. */
const ENGLISH_PRICE_WORDS = [
  'Indicative price',
  'VAT excluded',
  'fuel surcharge',
  'diesel price',
  'Billable loading metres',
  'declared',
  'Issued',
  'valid until',
  'Result id',
  'Assumptions',
  'show them',
  'Manual review',
];

describe('the price tools speak the language asked for, Spanish unless told', () => {
  test.each([
    // The issue and expiry instants in words, in the zone as the language names it.
    [
      undefined,
      'Precio orientativo:',
      'Supuestos (muéstrelos al usuario junto al importe):',
      /Emitido el \p{L}+ \d+ de \p{L}+, \d\d:\d\d \(hora de Europa central\); válido hasta el \p{L}+ \d+ de /u,
    ],
    [
      'es',
      'Precio orientativo:',
      'Metros lineales facturables:',
      /Emitido el \p{L}+ \d+ de \p{L}+, \d\d:\d\d \(hora de Europa central\); válido hasta el /u,
    ],
    [
      'de',
      'Unverbindlicher Richtpreis:',
      'Annahmen (zeigen Sie sie dem Nutzer neben dem Betrag):',
      /Ausgestellt am \p{L}+, \d+\. \p{L}+, \d\d:\d\d Uhr \(MES?Z\); gültig bis \p{L}+, \d+\. /u,
    ],
    [
      'it',
      'Prezzo indicativo:',
      'Ipotesi (le mostri all’utente accanto all’importo):',
      /Emesso \p{L}+ \d+ \p{L}+, \d\d:\d\d \(ora dell’Europa centrale\); valido fino a \p{L}+ \d+ /u,
    ],
    [
      'fr',
      'Prix indicatif\u202f:',
      'Mètres de plancher facturables\u202f:',
      /Émis le \p{L}+ \d+ \p{L}+ à \d\d:\d\d \(heure d’Europe centrale\)\u202f; valable jusqu.au \p{L}+ \d+ /u,
    ],
    [
      'ro',
      'Preț orientativ:',
      'Ipoteze (arătați-le utilizatorului lângă sumă):',
      /Emis \p{L}+, \d+ \p{L}+, \d\d:\d\d \(ora Europei Centrale\); valabil până \p{L}+, \d+ /u,
    ],
  ])('estimate_freight_price with lang %s', async (lang, priceLabel, otherLabel, issued) => {
    const client = await connect('current');

    const answer = await client.callTool({
      name: 'estimate_freight_price',
      arguments: { origen: 'Barcelona', destino: 'Milan', metros: 2, ...(lang === undefined ? {} : { lang }) },
    });

    expect(answer.isError).toBeFalsy();
    const text = textOf(answer);
    expect(text).toContain(priceLabel);
    expect(text).toContain(otherLabel);
    expect(text).toMatch(issued);
    expect(text).not.toMatch(/\d{4}-\d\d-\d\dT/);
    expect(ENGLISH_PRICE_WORDS.filter((words) => text.includes(words))).toEqual([]);
  });

  test('create_quote in German, its replay and get_quote keep the language the quote was created in', async () => {
    const client = await connect('current', token);
    const args = { ...quoteBody(), idempotencyKey: `mcp-${randomUUID()}`, lang: 'de' };

    const created = await client.callTool({ name: 'create_quote', arguments: args });
    const replayed = await client.callTool({ name: 'create_quote', arguments: args });
    const id = String((created.structuredContent as Json).id);
    const fetched = await client.callTool({ name: 'get_quote', arguments: { id } });

    for (const answer of [created, replayed, fetched]) {
      expect(answer.isError).toBeFalsy();
      expect(textOf(answer)).toContain('Abrechenbare Lademeter:');
      expect(ENGLISH_PRICE_WORDS.filter((words) => textOf(answer).includes(words))).toEqual([]);
    }
    expect(textOf(replayed)).toMatch(/^Wiederholung der zuvor mit diesem idempotencyKey erstellten Preisauskunft\./);
  });

  test('a lane outside the tariff is manual review in the language asked for', async () => {
    const client = await connect('current');

    const answer = await client.callTool({
      name: 'estimate_freight_price',
      arguments: { cpOrigen: '28001', cpDestino: '00-950', paisDestino: 'PL', metros: 3, lang: 'it' },
    });

    expect(textOf(answer)).toMatch(/^Revisione manuale: /);
    expect(ENGLISH_PRICE_WORDS.filter((words) => textOf(answer).includes(words))).toEqual([]);
  });
});

test('GET /mcp answers 405: the endpoint keeps no stream and no session', async () => {
  const response = await rest('/mcp', { headers: { Accept: 'text/event-stream' } });

  expect(response.status).toBe(405);
  expect(response.headers.get('mcp-session-id')).toBeNull();
});
