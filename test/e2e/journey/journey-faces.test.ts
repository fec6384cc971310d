import { randomUUID } from 'node:crypto';
import type { Client } from '@modelcontextprotocol/client';
import { DateTime } from 'luxon';
import { journeyTextsFile } from '#data/journey/texts.ts';
import { tariff } from '#data/tariffs/index.ts';
import { parseConfig } from '#shared/config.ts';
import { journeyTimeline } from '#shared/domain/journey/journey-timeline.ts';
import { logger } from '#shared/observability/logger.ts';
import { wireJourney } from '#shared/operations/journey-ports.ts';
import type { createDocumentClient } from '#shared/store/dynamo-client.ts';
import type { RunningServer } from '#test/support/local-server.ts';
import { startPricedServer } from '#test/support/priced-server.ts';
import { connectClient, textOf } from '../mcp/mcp-client.ts';

type Json = Record<string, unknown>;

let server: RunningServer;
let token: string;
let db: ReturnType<typeof createDocumentClient>;
let mcp: Client;

/** A loading day a week ahead (Madrid), inside the estimate's window on any date the suite runs. */
const loadingDate = () => DateTime.now().setZone('Europe/Madrid').plus({ days: 7 }).toISODate() as string;

const shipment = () => ({
  cpOrigen: '08001',
  paisDestino: 'IT',
  cpDestino: '20121',
  pesoKg: 1800,
  fecha: loadingDate(),
});

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.baseUrl}${path}`, { headers: { 'Accept-Language': 'en', ...headers } });
  return { status: response.status, text: await response.text() };
};

const estimate = async (headers: Record<string, string> = {}): Promise<Json> => {
  const { cpOrigen, paisDestino, cpDestino, pesoKg, fecha } = shipment();
  const query = new URLSearchParams({ cpOrigen, paisDestino, cpDestino, metros: '2', pesoKg: String(pesoKg), fecha });
  const { status, text } = await get(`/api/agentes/v1/estimaciones?${query}`, headers);
  expect(status).toBe(200);
  return JSON.parse(text) as Json;
};

beforeAll(async () => {
  logger.setLogLevel('SILENT');
  process.env.OPEN_DATA_QUOTA_PER_WINDOW = '1000';
  ({ server, client: db, token } = await startPricedServer('e2e-journey'));
  ({ client: mcp } = await connectClient(server.baseUrl, 'current', token));
}, 60_000);

afterAll(async () => {
  await mcp.close();
  await server.close();
  db.destroy();
});

describe('one journey on every face', () => {
  test('the estimate, the quote and its retrieval, the MCP tools, the route planner and the pages give the same transito and emisiones', async () => {
    const rest = await estimate();
    const transito = rest.transito as Json;
    // Barcelona–Milan at 18:00 sails GNV's nightly Barcelona–Genova, the way that arrives first.
    expect(transito).toMatchObject({
      paises: ['ES', 'IT'],
      distanciaKm: expect.any(Number),
      salida: expect.stringMatching(/T18:00:00\+0[12]:00$/),
      entrega: { desde: expect.any(String), hasta: expect.any(String), pais: 'IT' },
    });
    expect(rest.emisiones).toMatchObject({ metodo: 'ISO 14083:2023, well-to-wheel (WTW)', co2eKg: expect.any(Number) });
    // The ISO 14083 chain element by element, adding up to the total.
    const elementos = (rest.emisiones as { elementos: { tipo: string; co2eKg: number }[]; co2eKg: number }).elementos;
    expect(elementos.map((elemento) => elemento.tipo)).toEqual([
      'recogida',
      'hub-origen',
      'troncal',
      'maritimo',
      'troncal',
      'hub-destino',
      'reparto',
    ]);
    expect(elementos.reduce((sum, elemento) => sum + elemento.co2eKg, 0)).toBeCloseTo(
      (rest.emisiones as { co2eKg: number }).co2eKg,
      9,
    );
    expect((rest.supuestos as Json).trayecto).toEqual(expect.arrayContaining([expect.stringContaining('561/2006')]));

    // Quote creation prices the same shipment through the same path; retrieval answers what was stored.
    const { cpOrigen, paisDestino, cpDestino, pesoKg, fecha } = shipment();
    const created = await fetch(`${server.baseUrl}/api/agentes/v1/cotizaciones`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': randomUUID(),
        'Accept-Language': 'en',
      },
      body: JSON.stringify({
        paisDestino,
        cpOrigen,
        cpDestino,
        ldm: 2,
        pesoKg,
        fechaCarga: fecha,
        servicio: 'STANDARD_LTL',
        adr: false,
      }),
    });
    expect(created.status).toBe(201);
    const quote = (await created.json()) as Json;
    expect(quote.transito).toEqual(transito);
    expect(quote.emisiones).toEqual(rest.emisiones);
    const fetched = await fetch(`${server.baseUrl}/api/agentes/v1/cotizaciones/${String(quote.id)}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const stored = (await fetched.json()) as Json;
    expect(stored.transito).toEqual(transito);
    expect(stored.emisiones).toEqual(rest.emisiones);

    // The MCP estimate tool calls the same operation.
    const tool = await mcp.callTool({
      name: 'estimate_freight_price',
      arguments: { cpOrigen, paisDestino, cpDestino, metros: 2, pesoKg, fecha, lang: 'en' },
    });
    const structured = tool.structuredContent as Json;
    expect(structured.transito).toEqual(transito);
    expect(structured.emisiones).toEqual(rest.emisiones);
    const timeline = journeyTimeline(
      journeyTextsFile().timeline.en,
      rest.transito as never,
      rest.emisiones as never,
      'en',
    );
    expect(textOf(tool)).toContain(timeline.summary);
    expect(textOf(tool)).toContain(timeline.co2e);
    for (const line of timeline.co2eElements) expect(textOf(tool)).toContain(line);

    // The site's estimate page renders the same timeline.
    const page = await get(
      `/estimate?${new URLSearchParams({ cpOrigen, paisDestino, cpDestino, metros: '2', pesoKg: String(pesoKg), fecha })}`,
    );
    expect(page.status).toBe(200);
    expect(page.text).toContain(timeline.summary);
    expect(page.text).toContain(String(timeline.co2e));
    for (const line of timeline.co2eElements) expect(page.text).toContain(line);
    expect(page.text).toContain(timeline.delivery);

    // The route planner from postal codes, leaving when the estimate's truck leaves, draws the same journey.
    const routeQuery = new URLSearchParams({
      origin: 'ES-08001',
      destination: 'IT-20121',
      departure: String(transito.salida),
    });
    const route = await get(`/api/geo/traffic-bans/route?${routeQuery}&lang=en`);
    expect(route.status).toBe(200);
    const routed = JSON.parse(route.text) as Json;
    expect(routed.transito).toEqual(transito);
    // The route carries no shipment: its CO2e is that of one tonne over the same chain.
    expect((routed.emisiones as Json).elementos).toHaveLength(7);
    expect(((routed.emisiones as Json).elementos as Json[])[2]).toMatchObject({ tipo: 'troncal', toneladas: 1 });
    expect((routed.query as Json).countries).toEqual(['ES', 'IT']);
    const routeTool = await mcp.callTool({
      name: 'get_route_driving_bans',
      arguments: { origin: 'ES-08001', destination: 'IT-20121', departure: String(transito.salida), lang: 'en' },
    });
    expect((routeTool.structuredContent as Json).transito).toEqual(transito);
    expect((routeTool.structuredContent as Json).emisiones).toEqual(routed.emisiones);
    const routeTimeline = journeyTimeline(
      journeyTextsFile().timeline.en,
      transito as never,
      routed.emisiones as never,
      'en',
    );
    expect(textOf(routeTool)).toContain(routeTimeline.co2e);
    const routePage = await get(`/driving-bans/route?${routeQuery}`);
    expect(routePage.status).toBe(200);
    expect(routePage.text).toContain(routeTimeline.summary);
    expect(routePage.text).toContain(String(routeTimeline.co2e));
    for (const line of routeTimeline.co2eElements) expect(routePage.text).toContain(line);
  }, 60_000);

  test.each([
    [
      'es',
      'GNV, línea Génova–Barcelona, salidas diarias a hora fija (21:30) desde ambos puertos, 18 horas de muelle a muelle',
      'Salidas diarias a las 21:30 desde Barcelona y desde Génova (Informare, 12 de septiembre de 2005, https://new.informare.it/news/gennews/2005/20050912.asp)',
    ],
    [
      'fr',
      'GNV, ligne Gênes–Barcelone, départs quotidiens à heure fixe (21 h 30) des deux ports, 18 heures de quai à quai',
      'Départs quotidiens à 21 h 30 de Barcelone et de Gênes (Informare, 12 septembre 2005, https://new.informare.it/news/gennews/2005/20050912.asp)',
    ],
    [
      'de',
      'GNV, Linie Genua–Barcelona, tägliche Abfahrten zu festen Zeiten (21:30 Uhr) in beiden Häfen, 18 Stunden von Kai zu Kai',
      'Tägliche Abfahrten um 21:30 Uhr in Barcelona und in Genua (Informare, 12. September 2005, https://new.informare.it/news/gennews/2005/20050912.asp)',
    ],
  ])(
    "the sea crossing's sources are given in the caller's language (%s): the timetable's fuente and the journey's sentences",
    async (lang, crossingNote, timetableNote) => {
      // Act: Barcelona–Milan sails GNV's Barcelona–Genova, whose time on board and timetable each cite a source.
      const answer = await estimate({ 'Accept-Language': lang });

      // Assess
      const pasos = (answer.transito as { pasos: { tipo: string; horario?: { fuente: string } | null }[] }).pasos;
      expect(pasos.find(({ tipo }) => tipo === 'ferry')?.horario?.fuente).toBe(timetableNote);
      const trayecto = (answer.supuestos as { trayecto: string[] }).trayecto;
      expect(trayecto).toEqual(
        expect.arrayContaining([expect.stringContaining(crossingNote), expect.stringContaining(timetableNote)]),
      );
      expect(trayecto.join(' ')).not.toMatch(/daily departures|quay to quay/);
    },
    60_000,
  );

  test("the estimate receives the goods within the destination hub's receiving hours, an arrival after closing from its next working day", async () => {
    const estimated = await estimate();
    const transito = estimated.transito as { llegada: string; entrega: { desde: string; recepcion: string } };
    // Barcelona–Milan arrives about 18:00 after the nightly sailing to Genova, later by road or after an Italian ban.
    // The hub receives from 08:00 to 18:00 on Italian working days (weekends and the public holidays of the committed
    // data excluded): an arrival within those hours is received then, one before opening at 08:00, any other at the
    // next working day's opening; the first delivery day is one working day later (the sample tariff's handling day).
    const { holidays } = wireJourney(parseConfig({}), tariff).data;
    const working = (day: DateTime) => day.weekday <= 5 && !holidays('IT', day.year).has(day.toISODate() as string);
    const nextWorking = (day: DateTime) => {
      let next = day.plus({ days: 1 });
      while (!working(next)) next = next.plus({ days: 1 });
      return next;
    };
    const arrival = DateTime.fromISO(transito.llegada).setZone('Europe/Rome');
    const arrivalDay = arrival.startOf('day');
    const open = working(arrivalDay) && arrival.hour >= 8 && arrival.hour < 18;
    const received = open
      ? arrival
      : (working(arrivalDay) && arrival.hour < 8 ? arrivalDay : nextWorking(arrivalDay)).set({ hour: 8 });
    expect(DateTime.fromISO(transito.entrega.recepcion).toMillis()).toBe(received.toMillis());
    expect(transito.entrega.desde).toBe(nextWorking(received.startOf('day')).toISODate());
    expect((estimated.supuestos as { trayecto: string[] }).trayecto).toContain(
      `Receiving hours of the destination hub: 08:00 to 18:00 local time on working days; an arrival after closing counts from the next working day, and one before opening waits for it. The goods are received on ${received.setLocale('en-GB').toFormat('d MMMM yyyy')} at ${received.toFormat('HH:mm')} local time.`,
    );
  }, 60_000);

  test("a postal code not in the country's list is said on every face, and priced from the country reference", async () => {
    const fecha = loadingDate();
    const said =
      'Destination: postal code 99999 is not among the codes of France in GeoNames (geonames.org), CC BY 4.0, so it ' +
      'may not exist; the reference point of the country is used.';
    const query = new URLSearchParams({ cpOrigen: '08001', paisDestino: 'FR', cpDestino: '99999', metros: '2', fecha });
    const { status, text } = await get(`/api/agentes/v1/estimaciones?${query}`);
    expect(status).toBe(200);
    const estimated = JSON.parse(text) as Json;
    expect(estimated.estado).toBe('estimacion');
    expect((estimated.transito as Json).ubicacion).toMatchObject({
      destino: { pais: 'FR', cp: '99999', prefijo: null, conocido: false },
    });
    expect((estimated.supuestos as { trayecto: string[] }).trayecto).toContain(said);

    const tool = await mcp.callTool({
      name: 'estimate_freight_price',
      arguments: { cpOrigen: '08001', paisDestino: 'FR', cpDestino: '99999', metros: 2, fecha, lang: 'en' },
    });
    expect((tool.structuredContent as { supuestos: { trayecto: string[] } }).supuestos.trayecto).toContain(said);

    const departure = String((estimated.transito as Json).salida);
    const route = await get(
      `/api/geo/traffic-bans/route?${new URLSearchParams({ origin: 'ES-08001', destination: 'FR-99999', departure })}&lang=en`,
    );
    expect(route.status).toBe(200);
    expect((JSON.parse(route.text) as { assumptions: string[] }).assumptions).toContain(said);

    const page = await get(`/estimate?${query}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('postal code 99999 is not among the codes of France');
  }, 60_000);

  test.each([
    ['es', 'Ruta por', 'Pasos fronterizos'],
    ['de', 'Route über', 'Grenzübergänge'],
    ['it', 'Percorso via', 'Valichi'],
    ['ro', 'Traseu prin', 'Puncte de trecere a frontierei'],
  ])(
    'a ferry within Spain is not called a border crossing in the %s MCP answer (Barcelona–Palma)',
    async (lang, via, border) => {
      const tool = await mcp.callTool({
        name: 'estimate_freight_price',
        arguments: { cpOrigen: '08001', paisDestino: 'ES', cpDestino: '07001', metros: 2, fecha: loadingDate(), lang },
      });

      const text = (tool.content as { type: string; text: string }[]).map((part) => part.text).join('\n');
      expect(text).toMatch(new RegExp(`^${via}\\s?: [^·\\n]*Barcelona – Palma`, 'm'));
      expect(text).not.toContain(`${border}:`);
    },
  );

  test('Ceuta in Spanish: its ferry named without an operator the source does not name, its customs stop with its source in Spanish', async () => {
    // Act
    const query = new URLSearchParams({
      cpOrigen: '28001',
      paisDestino: 'ES',
      cpDestino: '51001',
      metros: '2',
      fecha: loadingDate(),
    });
    const { status, text } = await get(`/api/agentes/v1/estimaciones?${query}`, { 'Accept-Language': 'es' });

    // Assess
    expect(status).toBe(200);
    const answer = JSON.parse(text) as Json;
    const ferry = (answer.transito as { pasos: Json[] }).pasos.find(({ tipo }) => tipo === 'ferry');
    expect(ferry).toMatchObject({ nombre: 'Ferri Algeciras – Ceuta' });
    expect(ferry).not.toHaveProperty('operador');
    const trayecto = (answer.supuestos as { trayecto: string[] }).trayecto;
    expect(trayecto).toContain('Ferri Algeciras – Ceuta: no se conoce horario; el camión embarca al llegar.');
    expect(trayecto).toEqual(
      expect.arrayContaining([
        expect.stringContaining(
          'En Dover, el despacho de aduanas de un camión de fuera de la UE dura 20 minutos, y hasta una hora si hay consultas sobre el IVA u otras',
        ),
      ]),
    );
    expect(text).not.toMatch(/not named|Non-EU trucks/);
  }, 60_000);

  test('a route given both ways, or by places no corridor joins, is refused naming the parameter, on REST, MCP and the page', async () => {
    const departure = DateTime.now().setZone('Europe/Brussels').plus({ days: 3 }).set({ hour: 8, minute: 0 }).toISO({
      suppressMilliseconds: true,
    }) as string;
    const both = await get(
      `/api/geo/traffic-bans/route?${new URLSearchParams({ origin: 'ES-08001', destination: 'IT-20121', countries: 'ES,FR', departure })}`,
    );
    expect(both.status).toBe(400);
    // A parameter of each form is named, so that the caller drops the one it did not mean.
    expect(JSON.parse(both.text)).toMatchObject({
      parameter: 'countries',
      errors: [{ parameter: 'countries' }, { parameter: 'origin' }],
    });
    const bothOnPage = await get(
      `/es/driving-bans/route?${new URLSearchParams({ origin: 'ES-08001', destination: 'IT-20121', countries: 'ES,FR', departure })}`,
    );
    expect(bothOnPage.status).toBe(400);
    const choice = 'indique los países (con sus horas) o el origen y el destino por código postal, no ambos';
    // Said on the countries field and on the origin field, each in the alert and beside the field.
    expect(bothOnPage.text.split(choice).length - 1).toBeGreaterThanOrEqual(2);
    expect(bothOnPage.text).toMatch(/id="countries-error"/);
    expect(bothOnPage.text).toMatch(/id="origin-error"/);
    // Madeira has no sea crossing in the data: no road across the sea is drawn.
    const island = await get(
      `/api/geo/traffic-bans/route?${new URLSearchParams({ origin: 'ES-08001', destination: 'PT-9000-001', departure })}`,
    );
    expect(island.status).toBe(400);
    expect(JSON.parse(island.text)).toMatchObject({
      parameter: 'destination',
      detail: expect.stringContaining('No road journey can be drawn from ES-08001 to PT-9000-001'),
    });
    const tool = await mcp.callTool({
      name: 'get_route_driving_bans',
      arguments: { origin: 'FR-75001', destination: 'IT-20121', departure, lang: 'en' },
    });
    expect(tool.isError).toBe(true);
    expect(textOf(tool)).toContain('origin');
    const page = await get(
      `/driving-bans/route?${new URLSearchParams({ origin: 'ES-08001', destination: 'PT-9000-001', departure })}`,
    );
    expect(page.status).toBe(400);
    expect(page.text).toContain('No road journey can be drawn from ES-08001 to PT-9000-001');
  }, 60_000);
});
