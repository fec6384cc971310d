import { type RunningServer, startLocalServer } from '#test/support/local-server.ts';
import { useFreshTables } from '#test/support/test-tables.ts';

let server: RunningServer;

beforeAll(async () => {
  await useFreshTables('e2e-problems');
  server = await startLocalServer();
}, 30_000);

afterAll(async () => {
  await server.close();
});

interface ProblemBody {
  type: string;
  title: string;
  detail: string;
  parameter?: string;
  expected?: string;
  errors?: { parameter?: string; detail: string; expected: string }[];
}

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.baseUrl}${path}`, { headers });
  return { response, body: (await response.json()) as ProblemBody };
};

const ESTIMATE = '/api/agentes/v1/estimaciones';

test('an estimate refusal is Spanish by default, and in the language Accept-Language asks for', async () => {
  const path = `${ESTIMATE}?origen=Barcelona&destino=Milan&metros=abc`;
  const spanish = await get(path);
  const german = await get(path, { 'Accept-Language': 'de-AT, en;q=0.5' });
  const french = await get(path, { 'Accept-Language': 'fr' });

  expect(spanish.response.status).toBe(400);
  expect(spanish.response.headers.get('content-language')).toBe('es');
  expect(spanish.body).toMatchObject({
    title: 'Solicitud mal formada',
    detail: 'El parámetro «metros»: «abc» no tiene la forma admitida.',
    parameter: 'metros',
    expected: 'metros lineales: un número mayor que 0 y como máximo 10, p. ej. 2.4 (con punto decimal)',
  });
  expect(german.response.headers.get('content-language')).toBe('de');
  expect(german.body).toMatchObject({ title: 'Fehlerhafte Anfrage', expected: expect.stringMatching(/^Lademeter/) });
  expect(french.response.headers.get('content-language')).toBe('fr');
  expect(french.body.title).toBe('Requête mal formée');
  // The type URI is the same in every language.
  expect(new Set([spanish, german, french].map(({ body }) => body.type)).size).toBe(1);
});

test('several mistakes are reported at once, each parameter once', async () => {
  const { response, body } = await get(`${ESTIMATE}?metros=x&fecha=25/11/2026&paisDestino=ITA&color=red`, {
    'Accept-Language': 'en',
  });

  expect(response.status).toBe(400);
  const named = (body.errors ?? []).map((issue) => issue.parameter);
  expect(named.sort()).toEqual(['color', 'fecha', 'metros', 'paisDestino']);
});

test('a repeated parameter is named as repeated, not as a malformed number', async () => {
  const { response, body } = await get(`${ESTIMATE}?origen=Barcelona&destino=Milan&metros=2&metros=3`, {
    'Accept-Language': 'en',
  });

  expect(response.status).toBe(400);
  expect(body).toMatchObject({
    parameter: 'metros',
    detail: 'Parameter "metros" is given more than once; give it once.',
  });
});

test('a country code is read in any case, and UK is answered with the code to use', async () => {
  const lower = await fetch(`${server.baseUrl}${ESTIMATE}?origen=Barcelona&cpDestino=20121&paisDestino=it&metros=2`);
  const uk = await get(`${ESTIMATE}?origen=Barcelona&cpDestino=SW1A1AA&paisDestino=UK&metros=2`, {
    'Accept-Language': 'en',
  });
  const calendar = await get('/api/geo/traffic-bans?country=de,UK&lang=it');

  // Not refused for its case (the store has no fuel figure here, so no price: 503, not 400).
  expect(lower.status).not.toBe(400);
  expect(uk.response.status).toBe(400);
  expect(uk.body.detail).toBe('Parameter "paisDestino": unknown country code "UK"; use GB.');
  expect(calendar.response.status).toBe(400);
  expect(calendar.response.headers.get('content-language')).toBe('it');
  expect(calendar.body).toMatchObject({
    title: 'Richiesta non valida',
    detail: 'Il parametro «country»: codice paese sconosciuto «UK»; usi GB.',
  });
});

test("the calendar's refusals follow its lang parameter, English without it", async () => {
  const romanian = await get('/api/geo/traffic-bans?date=1999-01-01&lang=ro');
  const english = await get('/api/geo/traffic-bans?date=1999-01-01', { 'Accept-Language': 'es' });

  expect(romanian.response.headers.get('content-language')).toBe('ro');
  expect(romanian.body.title).toBe('Cerere greșit formată');
  expect(romanian.body.detail).toMatch(/^Parametrul „date”: 1999-01-01 este în afara perioadei/);
  expect(english.response.headers.get('content-language')).toBe('en');
  expect(english.body.title).toBe('Malformed request');
});
