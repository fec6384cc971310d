import { type RunningServer, startLocalServer } from '#test/support/local-server.ts';
import { useFreshTables } from '#test/support/test-tables.ts';

let server: RunningServer;

beforeAll(async () => {
  await useFreshTables('e2e-method-not-allowed');
  server = await startLocalServer();
}, 30_000);

afterAll(async () => {
  // Also checks each 405 against the served OpenAPI document: its Allow names every method the path declares.
  await server.close();
});

interface ProblemBody {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail: string;
  readonly instance: string;
}

const send = async (method: string, path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.baseUrl}${path}`, { method, headers });
  return { response, body: (await response.json()) as ProblemBody };
};

describe('a method a known API path does not take', () => {
  test.each([
    ['DELETE', '/api/agentes/v1/estimaciones', 'GET, HEAD, OPTIONS'],
    ['POST', '/api/geo/traffic-bans', 'GET, HEAD, OPTIONS'],
    ['PUT', '/api/geo/traffic-bans/route', 'GET, HEAD, OPTIONS'],
    ['PATCH', '/api/openapi.json', 'GET, HEAD, OPTIONS'],
    ['POST', '/llms.txt', 'GET, HEAD, OPTIONS'],
    ['GET', '/api/agentes/v1/cotizaciones', 'POST'],
    ['OPTIONS', '/api/agentes/v1/cotizaciones', 'POST'],
    ['DELETE', '/api/agentes/v1/cotizaciones/3f2b9c4e-0000-4000-8000-000000000000', 'GET, HEAD'],
    ['DELETE', '/mcp', 'POST'],
  ])('%s %s answers 405 problem+json with Allow: %s', async (method, path, allow) => {
    const { response, body } = await send(method, path);

    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe(allow);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(body).toMatchObject({
      type: expect.stringMatching(/\/developers\/errors#method-not-allowed$/),
      status: 405,
      instance: path,
    });
    expect(body.detail).toContain(method);
    expect(body.detail).toContain(allow);
  });

  test.each([
    ['es', undefined, 'Método no permitido', 'Esta dirección no responde al método DELETE; use GET, HEAD, OPTIONS'],
    ['en', 'en-GB', 'Method not allowed', 'This path does not answer DELETE; use GET, HEAD, OPTIONS'],
    ['fr', 'fr-FR', 'Méthode non autorisée', 'Ce chemin ne répond pas à la méthode DELETE\u202f; utilisez GET'],
    ['it', 'it', 'Metodo non consentito', 'Questo indirizzo non risponde al metodo DELETE; usi GET, HEAD, OPTIONS'],
    ['de', 'de-AT, en;q=0.5', 'Methode nicht erlaubt', 'verwenden Sie GET, HEAD, OPTIONS'],
    ['ro', 'ro', 'Metodă nepermisă', 'Această cale nu răspunde la metoda DELETE; folosiți GET, HEAD, OPTIONS'],
  ])('said in the caller’s language: %s', async (language, acceptLanguage, title, detail) => {
    const { response, body } = await send(
      'DELETE',
      '/api/geo/traffic-bans',
      acceptLanguage ? { 'Accept-Language': acceptLanguage } : {},
    );

    expect(response.status).toBe(405);
    expect(response.headers.get('content-language')).toBe(language);
    expect(body.title).toBe(title);
    expect(body.detail).toContain(detail);
  });

  test.each([
    ['es', 'Nada en esta dirección responde a este método.'],
    ['en', 'Nothing at this address answers this method.'],
    ['ro', 'Nicio adresă nu răspunde la această metodă.'],
    ['it', 'Nessun indirizzo risponde a questo metodo.'],
    ['fr', 'Aucune adresse ne répond à cette méthode.'],
    ['de', 'Unter dieser Adresse beantwortet nichts diese Methode.'],
  ])('an unknown API path is an address, not a route (a truck’s word), in %s', async (language, detail) => {
    const { response, body } = await send('GET', '/api/geo/nothing-here', { 'Accept-Language': language });

    expect(response.status).toBe(404);
    expect(body.detail).toBe(detail);
  });

  test('the methods a path takes are still served, HEAD with GET', async () => {
    expect((await fetch(`${server.baseUrl}/api/openapi.json`, { method: 'HEAD' })).status).toBe(200);
    const preflight = await fetch(`${server.baseUrl}/api/geo/traffic-bans`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://example.org', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBeLessThan(300);
  });

  test('an unknown API path stays a 404, whatever the method', async () => {
    for (const method of ['GET', 'DELETE']) {
      const { response } = await send(method, '/api/agentes/v1/nothing-here');
      expect(response.status).toBe(404);
    }
  });
});
